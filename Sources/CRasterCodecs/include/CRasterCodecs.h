#ifndef MAPC_CRASTERCODECS_H
#define MAPC_CRASTERCODECS_H

// PNG, JPEG and WebP decoding into 8-bit RGBA through libpng, libjpeg(-turbo) and libwebp.
//
// Everything the libraries do on failure stays on this side: libjpeg's longjmp, libpng's
// simplified-API error records, libwebp's status codes all become a `mapc_raster_status` and a
// short message. Nothing is printed and nothing exits.

#include <stddef.h>
#include <stdint.h>

typedef enum {
    MAPC_RASTER_OK = 0,
    /// The bytes start with none of the PNG, JPEG or WebP signatures.
    MAPC_RASTER_UNRECOGNIZED = 1,
    /// The image declares more pixels than the caller's limits allow; nothing was allocated.
    MAPC_RASTER_TOO_LARGE = 2,
    /// The bytes are a PNG, JPEG or WebP that the library refused: truncated, corrupt, or a kind
    /// of image this decoder does not take (an animated WebP).
    MAPC_RASTER_BROKEN = 3,
    /// The RGBA buffer could not be allocated.
    MAPC_RASTER_OUT_OF_MEMORY = 4,
} mapc_raster_status;

typedef enum {
    MAPC_RASTER_FORMAT_NONE = 0,
    MAPC_RASTER_FORMAT_PNG = 1,
    MAPC_RASTER_FORMAT_JPEG = 2,
    MAPC_RASTER_FORMAT_WEBP = 3,
} mapc_raster_format;

/// The largest image a decode accepts: each side at most `max_side` pixels and at most
/// `max_pixels` pixels in all; and a JPEG of at most `max_jpeg_scans` scans (a progressive JPEG
/// has about ten; one with hundreds is built to make the decoder spin, as libjpeg-turbo's notes
/// on hostile input warn).
typedef struct {
    uint32_t max_side;
    uint64_t max_pixels;
    uint32_t max_jpeg_scans;
} mapc_raster_limits;

/// What a decode produced.
typedef struct {
    mapc_raster_format format;
    /// The declared size (also set when the status is MAPC_RASTER_TOO_LARGE).
    uint32_t width;
    uint32_t height;
    /// width × height × 4 bytes of non-premultiplied RGBA, rows top to bottom, allocated with
    /// malloc; NULL unless the status is MAPC_RASTER_OK. Release it with mapc_raster_free.
    uint8_t *rgba;
    /// The library's reason when the status is MAPC_RASTER_BROKEN, NUL-terminated.
    char message[200];
} mapc_raster_result;

/// Decodes `count` bytes of PNG, JPEG or WebP. `result` is always filled in.
mapc_raster_status mapc_raster_decode(const uint8_t *bytes, size_t count, mapc_raster_limits limits,
                                      mapc_raster_result *result);

/// Releases a result's pixels.
void mapc_raster_free(uint8_t *rgba);

#endif
