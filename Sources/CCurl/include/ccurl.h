#ifndef MAPC_CCURL_H
#define MAPC_CCURL_H

#include <stddef.h>

/// What one GET came to.
typedef enum {
    /// The server answered (any status); `status`, `content_type` and the body are set.
    mapc_http_answered = 0,
    /// No whole answer came within the timeout.
    mapc_http_timed_out = 1,
    /// The body grew past the limit.
    mapc_http_too_large = 2,
    /// The request failed; `error` says why in libcurl's words.
    mapc_http_failed = 3,
    /// libcurl could not be loaded; `error` says why.
    mapc_http_unavailable = 4,
    /// The server could not be reached: refused connection.
    mapc_http_refused = 5,
    /// The server's name is not known.
    mapc_http_unknown_host = 6,
    /// The TLS handshake or the certificate check failed.
    mapc_http_insecure = 7,
} mapc_http_outcome;

/// The answer to a GET: the body is malloc'd; free it with `mapc_http_free`.
typedef struct {
    long status;
    char content_type[128];
    unsigned char *body;
    size_t body_count;
    char error[256];
} mapc_http_answer;

/// GETs `url` with libcurl, loaded the first time it is needed (so that programs that never
/// fetch never load it): following redirects over HTTP and HTTPS only, within `timeout_ms`,
/// taking at most `limit` bytes of body. Safe to call from several threads at once.
mapc_http_outcome mapc_http_get(const char *url, const char *user_agent, const char *accept,
                                long timeout_ms, size_t limit, mapc_http_answer *answer);

/// Frees an answer's body.
void mapc_http_free(mapc_http_answer *answer);

#endif
