#ifndef MAPC_CRASTERCODECS_H
#define MAPC_CRASTERCODECS_H

// PNG, JPEG and WebP decoding into 8-bit RGBA through libpng, libjpeg(-turbo) and libwebp, and
// PNG and JPEG encoding of such pixels through libpng (with zlib) and libjpeg(-turbo).
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

/// Whether `count` bytes are an image compressed with loss: a JPEG, or a WebP whose image is
/// lossy (VP8, with or without an alpha channel) rather than lossless (VP8L).
int mapc_raster_is_lossy(const uint8_t *bytes, size_t count);

/// Releases a result's pixels, or an encoding's bytes.
void mapc_raster_free(uint8_t *rgba);

/// What an encode produced.
typedef struct {
    /// `count` bytes of the file, allocated with malloc; NULL unless the status is
    /// MAPC_RASTER_OK. Release them with mapc_raster_free.
    uint8_t *bytes;
    size_t count;
    /// The library's reason when the status is MAPC_RASTER_BROKEN, NUL-terminated.
    char message[200];
} mapc_raster_encoded;

/// Encodes `width` × `height` pixels of non-premultiplied RGBA as a PNG: 8-bit RGBA when
/// `keep_alpha` is nonzero, else 8-bit RGB; not interlaced, zlib level 6, no ancillary chunk.
/// The same pixels always give the same bytes.
mapc_raster_status mapc_raster_encode_png(const uint8_t *rgba, uint32_t width, uint32_t height, int keep_alpha,
                                          mapc_raster_encoded *encoded);

/// A PNG text chunk: a Latin-1 keyword (1–79 characters) and UTF-8 text, both NUL-terminated.
typedef struct {
    const char *keyword;
    const char *text;
} mapc_raster_png_text;

/// The ancillary chunks of a PNG document.
typedef struct {
    /// Nonzero: the sRGB chunk (perceptual intent), with the gAMA and cHRM chunks that match it.
    int srgb;
    /// The pHYs chunk, in pixels per meter both ways; 0 leaves it out.
    uint32_t pixels_per_meter;
    /// Text chunks in order: tEXt for ASCII text, iTXt for any other.
    const mapc_raster_png_text *texts;
    size_t text_count;
} mapc_raster_png_chunks;

/// Encodes pixels as `mapc_raster_encode_png` does, with the ancillary chunks `chunks` asks for
/// (none when NULL). The same pixels and chunks always give the same bytes.
mapc_raster_status mapc_raster_encode_png_document(const uint8_t *rgba, uint32_t width, uint32_t height,
                                                   int keep_alpha, const mapc_raster_png_chunks *chunks,
                                                   mapc_raster_encoded *encoded);

/// Encodes `width` × `height` pixels of RGBA as a baseline JFIF JPEG of `quality` (1–100), the
/// alpha left out, with the accurate integer DCT and optimized Huffman tables. The same pixels
/// always give the same bytes.
mapc_raster_status mapc_raster_encode_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                                           mapc_raster_encoded *encoded);

#endif
