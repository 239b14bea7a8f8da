// libcurl, loaded with dlopen when the first tile is fetched, instead of Foundation's URLSession:
// linking FoundationNetworking makes every run of mapc load libcurl and some thirty libraries it
// needs (TLS, Kerberos, LDAP, ...), about 6 ms of each start-up, though almost no run fetches
// anything. The option and info numbers are libcurl's stable ABI (curl.h), so no header is needed.
#include "ccurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
struct curl_slist;

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_USERAGENT = 10018,
    OPT_HTTPHEADER = 10023, OPT_WRITEFUNCTION = 20011, OPT_FOLLOWLOCATION = 52, OPT_MAXREDIRS = 68,
    OPT_NOSIGNAL = 99, OPT_TIMEOUT_MS = 155, OPT_PROTOCOLS_STR = 10318, OPT_REDIR_PROTOCOLS_STR = 10319,
    OPT_NOPROGRESS = 43,
};
enum { INFO_RESPONSE_CODE = 0x200000 + 2, INFO_CONTENT_TYPE = 0x100000 + 18 };
enum {
    E_OK = 0, E_COULDNT_RESOLVE_PROXY = 5, E_COULDNT_RESOLVE_HOST = 6, E_COULDNT_CONNECT = 7,
    E_OPERATION_TIMEDOUT = 28, E_SSL_CONNECT_ERROR = 35, E_PEER_FAILED_VERIFICATION = 60,
};
enum { GLOBAL_ALL = 3, ERROR_SIZE = 256 };

typedef struct {
    int (*global_init)(long);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(int);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} curl_functions;

/// libcurl's functions: all of them once loaded, or none (`easy_init` NULL) when any is missing.
static curl_functions curl;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[256];

#ifdef MAPC_CCURL_MISSING_SYMBOL
// A build for the tests stands for a libcurl without the function this names.
static void *find_symbol(void *handle, const char *symbol) {
    return strcmp(symbol, MAPC_CCURL_MISSING_SYMBOL) == 0 ? NULL : dlsym(handle, symbol);
}
#else
#define find_symbol dlsym
#endif

static void load(void) {
    static const char *names[] = {
#if defined(__APPLE__)
        "libcurl.4.dylib", "/usr/lib/libcurl.4.dylib",
#else
        "libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so",
#endif
    };
    void *handle = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !handle; i++) handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(load_error, sizeof load_error, "fetching tiles needs libcurl, which could not be loaded (%s)", dlerror());
        return;
    }
    // Looked up into a table of its own and taken only whole: a libcurl without one of them
    // leaves none, never a table with a null function in it.
    curl_functions found;
    memset(&found, 0, sizeof found);
#define FIND(field, symbol) \
    if (!(*(void **)&found.field = find_symbol(handle, symbol))) { \
        snprintf(load_error, sizeof load_error, "the libcurl found has no %s", symbol); \
        dlclose(handle); \
        return; \
    }
    FIND(global_init, "curl_global_init")
    FIND(easy_init, "curl_easy_init")
    FIND(easy_setopt, "curl_easy_setopt")
    FIND(easy_perform, "curl_easy_perform")
    FIND(easy_getinfo, "curl_easy_getinfo")
    FIND(easy_cleanup, "curl_easy_cleanup")
    FIND(easy_strerror, "curl_easy_strerror")
    FIND(slist_append, "curl_slist_append")
    FIND(slist_free_all, "curl_slist_free_all")
#undef FIND
    if (found.global_init(GLOBAL_ALL) != E_OK) {
        snprintf(load_error, sizeof load_error, "libcurl could not start");
        return;
    }
    curl = found;
}

typedef struct {
    unsigned char *data;
    size_t count, capacity, limit;
    int too_large, out_of_memory;
} body_buffer;

static size_t take(char *bytes, size_t size, size_t count, void *context) {
    body_buffer *body = context;
    size_t n = size * count;
    if (n > body->limit - body->count) {
        body->too_large = 1;
        return 0; // libcurl stops with a write error
    }
    if (body->count + n > body->capacity) {
        size_t capacity = body->capacity ? body->capacity : 16384;
        while (capacity < body->count + n) capacity *= 2;
        if (capacity > body->limit) capacity = body->limit;
        unsigned char *grown = realloc(body->data, capacity);
        if (!grown) {
            body->out_of_memory = 1;
            return 0; // libcurl stops with a write error
        }
        body->data = grown;
        body->capacity = capacity;
    }
    memcpy(body->data + body->count, bytes, n);
    body->count += n;
    return n;
}

mapc_http_outcome mapc_http_get(const char *url, const char *user_agent, const char *accept,
                                long timeout_ms, size_t limit, mapc_http_answer *answer) {
    memset(answer, 0, sizeof *answer);
    pthread_once(&load_once, load);
    if (!curl.easy_init) {
        snprintf(answer->error, sizeof answer->error, "%s", load_error);
        return mapc_http_unavailable;
    }
    CURL *easy = curl.easy_init();
    if (!easy) {
        snprintf(answer->error, sizeof answer->error, "libcurl could not make a request");
        return mapc_http_failed;
    }
    char accept_header[256];
    snprintf(accept_header, sizeof accept_header, "Accept: %s", accept);
    struct curl_slist *headers = curl.slist_append(NULL, accept_header);
    if (!headers) {
        curl.easy_cleanup(easy);
        snprintf(answer->error, sizeof answer->error, "out of memory");
        return mapc_http_failed;
    }
    body_buffer body = {NULL, 0, 0, limit, 0, 0};
    char error[ERROR_SIZE] = "";

    curl.easy_setopt(easy, OPT_URL, url);
    curl.easy_setopt(easy, OPT_USERAGENT, user_agent);
    curl.easy_setopt(easy, OPT_HTTPHEADER, headers);
    curl.easy_setopt(easy, OPT_WRITEFUNCTION, take);
    curl.easy_setopt(easy, OPT_WRITEDATA, &body);
    curl.easy_setopt(easy, OPT_ERRORBUFFER, error);
    curl.easy_setopt(easy, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(easy, OPT_NOPROGRESS, 1L);
    curl.easy_setopt(easy, OPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(easy, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(easy, OPT_MAXREDIRS, 8L);
    // Older libcurl knows neither option (it then refuses them, and keeps its own defaults).
    curl.easy_setopt(easy, OPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(easy, OPT_REDIR_PROTOCOLS_STR, "http,https");

    int code = curl.easy_perform(easy);
    mapc_http_outcome outcome = mapc_http_answered;
    if (code == E_OK) {
        long status = 0;
        char *type = NULL;
        curl.easy_getinfo(easy, INFO_RESPONSE_CODE, &status);
        curl.easy_getinfo(easy, INFO_CONTENT_TYPE, &type);
        answer->status = status;
        if (type) snprintf(answer->content_type, sizeof answer->content_type, "%s", type);
        answer->body = body.data;
        answer->body_count = body.count;
        body.data = NULL;
    } else if (body.out_of_memory) {
        outcome = mapc_http_failed;
        snprintf(answer->error, sizeof answer->error, "out of memory for a body of %zu bytes", body.count);
    } else if (body.too_large) {
        // A refusal with a long page is still the refusal.
        long status = 0;
        curl.easy_getinfo(easy, INFO_RESPONSE_CODE, &status);
        answer->status = status;
        outcome = status == 200 || status == 0 ? mapc_http_too_large : mapc_http_answered;
    } else {
        switch (code) {
        case E_OPERATION_TIMEDOUT: outcome = mapc_http_timed_out; break;
        case E_COULDNT_CONNECT: outcome = mapc_http_refused; break;
        case E_COULDNT_RESOLVE_HOST: case E_COULDNT_RESOLVE_PROXY: outcome = mapc_http_unknown_host; break;
        case E_SSL_CONNECT_ERROR: case E_PEER_FAILED_VERIFICATION: outcome = mapc_http_insecure; break;
        default: outcome = mapc_http_failed; break;
        }
        snprintf(answer->error, sizeof answer->error, "%s", error[0] ? error : curl.easy_strerror(code));
    }
    free(body.data);
    curl.slist_free_all(headers);
    curl.easy_cleanup(easy);
    return outcome;
}

void mapc_http_free(mapc_http_answer *answer) {
    free(answer->body);
    answer->body = NULL;
    answer->body_count = 0;
}
