#ifndef MAPC_CRSVG_H
#define MAPC_CRSVG_H

#include <stddef.h>
#include <stdint.h>

/// What drawing an SVG came to.
typedef enum {
    MAPC_RSVG_OK = 0,
    /// librsvg (with cairo) could not be loaded; the message says why.
    MAPC_RSVG_UNAVAILABLE = 1,
    /// librsvg or cairo refused the document; the message gives their reason.
    MAPC_RSVG_FAILED = 2,
    /// Memory for the drawing ran out.
    MAPC_RSVG_OUT_OF_MEMORY = 3,
} mapc_rsvg_status;

/// What a drawing produced: for a PDF, `count` bytes allocated with malloc (release them with
/// `mapc_rsvg_free`); for pixels, nothing but the message.
typedef struct {
    uint8_t *bytes;
    size_t count;
    /// The reason, NUL-terminated, unless the status is MAPC_RSVG_OK.
    char message[256];
} mapc_rsvg_result;

/// Draws the `count` bytes of SVG into `width` × `height` pixels of non-premultiplied RGBA,
/// row by row, in `rgba` (which the caller allocates, zeroed): the SVG's view box scaled to the
/// whole picture. librsvg and cairo are loaded with dlopen on the first call, so programs that
/// never draw never load them. Safe to call from several threads at once.
mapc_rsvg_status mapc_rsvg_draw_pixels(const uint8_t *svg, size_t count, uint8_t *rgba, uint32_t width,
                                       uint32_t height, mapc_rsvg_result *result);

/// Draws the `count` bytes of SVG as a one-page PDF of `width` × `height` points, in vectors and
/// text, with `title` (UTF-8, or NULL) as the document's title and no creation date, so the
/// same SVG always gives the same bytes.
mapc_rsvg_status mapc_rsvg_draw_pdf(const uint8_t *svg, size_t count, double width, double height, const char *title,
                                    mapc_rsvg_result *result);

/// Releases a result's bytes.
void mapc_rsvg_free(uint8_t *bytes);

#endif
