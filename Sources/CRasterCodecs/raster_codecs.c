// PNG through libpng, JPEG through libjpeg(-turbo) with an error
// manager that longjmps back here instead of exiting, WebP through libwebp's advanced decoding
// API into a buffer of ours; PNG and JPEG encoding into memory. See include/CRasterCodecs.h.

#include "CRasterCodecs.h"

#include <setjmp.h>
#include <stdio.h>  // jpeglib.h needs FILE and size_t first
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>
#include <png.h>
#include <webp/decode.h>

static void set_message(mapc_raster_result *result, const char *text) {
    snprintf(result->message, sizeof result->message, "%s", text ? text : "");
}

static mapc_raster_status check_size(uint32_t width, uint32_t height, mapc_raster_limits limits,
                                     mapc_raster_result *result) {
    result->width = width;
    result->height = height;
    if (width == 0 || height == 0) {
        set_message(result, "the image has no pixels");
        return MAPC_RASTER_BROKEN;
    }
    if (width > limits.max_side || height > limits.max_side ||
        (uint64_t)width * (uint64_t)height > limits.max_pixels) {
        return MAPC_RASTER_TOO_LARGE;
    }
    return MAPC_RASTER_OK;
}

// MARK: PNG
//
// libpng's low-level API, not the simplified png_image one: Debian's libpng 1.6.39 (+deb12u4)
// decodes Adam7-interlaced 16-bit images to 8-bit wrongly through png_image_finish_read (the
// libpng bug pnggroup/libpng#853), and it leaves IEND unread, so a file cut after its image
// data would pass.

typedef struct {
    jmp_buf jump;
    char message[200];
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    int out_of_memory;  // set when one of libpng's allocations failed
} png_reading;

// libpng's default error handler prints to stderr before it longjmps; this only keeps the text.
static void png_fail(png_structp png, png_const_charp message) {
    png_reading *reading = png_get_error_ptr(png);
    snprintf(reading->message, sizeof reading->message, "%s", message ? message : "");
    longjmp(reading->jump, 1);
}

// Warnings (an ancillary chunk with a bad CRC, which libpng drops; an unknown sRGB profile) are
// not worth refusing an image for, and are never printed.
static void png_ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

// libpng's allocations, through malloc, noting a failure so it is told from a broken file.
static png_voidp png_allocate(png_structp png, png_alloc_size_t size) {
    void *block = malloc(size);
    if (block == NULL) {
        png_reading *reading = png_get_mem_ptr(png);
        if (reading != NULL) reading->out_of_memory = 1;
    }
    return block;
}

static void png_release(png_structp png, png_voidp block) {
    (void)png;
    free(block);
}

static void png_read_bytes(png_structp png, png_bytep into, size_t count) {
    png_reading *reading = png_get_io_ptr(png);
    if (count > reading->count - reading->offset) png_error(png, "the file ends too soon");
    memcpy(into, reading->bytes + reading->offset, count);
    reading->offset += count;
}

static mapc_raster_status decode_png(const uint8_t *bytes, size_t count, mapc_raster_limits limits,
                                     mapc_raster_result *result) {
    png_reading reading;
    memset(&reading, 0, sizeof reading);
    reading.bytes = bytes;
    reading.count = count;
    png_structp volatile png = NULL;
    png_infop volatile info = NULL;
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    volatile mapc_raster_status failure = MAPC_RASTER_BROKEN;
    if (setjmp(reading.jump)) {
        if (failure == MAPC_RASTER_BROKEN && reading.out_of_memory) failure = MAPC_RASTER_OUT_OF_MEMORY;
        if (failure == MAPC_RASTER_BROKEN) set_message(result, reading.message);
        png_structp doomed = png;
        png_infop doomed_info = info;
        if (doomed != NULL) png_destroy_read_struct(&doomed, doomed_info ? &doomed_info : NULL, NULL);
        free(rows);
        free(pixels);
        return failure;
    }
    png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &reading, png_fail, png_ignore_warning,
                                   &reading, png_allocate, png_release);
    if (png == NULL) return MAPC_RASTER_OUT_OF_MEMORY;
    info = png_create_info_struct(png);
    if (info == NULL) png_error(png, "out of memory");
    png_set_read_fn(png, &reading, png_read_bytes);
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    mapc_raster_status status = check_size(width, height, limits, result);
    if (status != MAPC_RASTER_OK) {
        failure = status;
        longjmp(reading.jump, 1);
    }
    int color_type = png_get_color_type(png, info);
    // To 8-bit RGBA: palettes to RGB, gray below 8 bits to 8, tRNS to alpha; 16-bit samples
    // rounded to 8 bits; gray to RGB; opaque alpha where there is none. Samples are taken as
    // sRGB, gAMA or not, as every tile renderer writes them.
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t stride = (size_t)width * 4;
    if (png_get_rowbytes(png, info) != stride || png_get_bit_depth(png, info) != 8)
        png_error(png, "libpng did not make 8-bit RGBA rows");

    pixels = malloc(stride * height);
    rows = malloc(sizeof(png_bytep) * height);
    if (pixels == NULL || rows == NULL) {
        failure = MAPC_RASTER_OUT_OF_MEMORY;
        longjmp(reading.jump, 1);
    }
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + stride * y;
    png_read_image(png, rows);
    png_read_end(png, NULL);  // to IEND, checking the CRCs on the way: a file cut short is refused

    png_structp done = png;
    png_infop done_info = info;
    png_destroy_read_struct(&done, &done_info, NULL);
    free(rows);
    result->rgba = pixels;
    return MAPC_RASTER_OK;
}

// MARK: JPEG

typedef struct {
    struct jpeg_error_mgr manager;  // first, so a j_common_ptr's err is this struct
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    uint32_t max_scans;
} jpeg_failure;

// libjpeg's default error_exit prints and calls exit(); this keeps the text and jumps back.
static void jpeg_error_exit(j_common_ptr info) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    (*info->err->format_message)(info, failure->message);
    longjmp(failure->jump, 1);
}

// Warnings (level -1) mean the data is corrupt and libjpeg is patching it up: a file that ends
// mid-scan is padded with gray, a bad Huffman code skipped. Such an image is refused, not drawn
// half made up. Trace messages (level ≥ 0) are ignored.
static void jpeg_emit_message(j_common_ptr info, int level) {
    if (level < 0) jpeg_error_exit(info);
}

static void jpeg_output_nothing(j_common_ptr info) { (void)info; }

static void jpeg_count_scans(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    jpeg_failure *failure = (jpeg_failure *)info->err;
    if (decompress->input_scan_number > 0 && (uint32_t)decompress->input_scan_number > failure->max_scans) {
        snprintf(failure->message, sizeof failure->message, "more than %u scans", (unsigned)failure->max_scans);
        longjmp(failure->jump, 1);
    }
}

// CMYK from libjpeg to RGBA in place. Adobe's CMYK JPEGs (Photoshop's, Pillow's: all that carry
// the Adobe marker) store the inks inverted, so a stored value is 255 − ink.
static void cmyk_to_rgba(uint8_t *row, uint32_t width, int inverted) {
    for (uint32_t x = 0; x < width; x++) {
        uint8_t *p = row + 4 * (size_t)x;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) {
            c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
        }
        // (255 − ink) × (255 − black) / 255, rounded
        p[0] = (uint8_t)((c * k + 127) / 255);
        p[1] = (uint8_t)((m * k + 127) / 255);
        p[2] = (uint8_t)((y * k + 127) / 255);
        p[3] = 255;
    }
}

static mapc_raster_status decode_jpeg(const uint8_t *bytes, size_t count, mapc_raster_limits limits,
                                      mapc_raster_result *result) {
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    struct jpeg_progress_mgr progress;
    uint8_t *volatile pixels = NULL;
    memset(&info, 0, sizeof info);  // so destroying it is safe even if creating it failed
    memset(&failure, 0, sizeof failure);
    failure.max_scans = limits.max_jpeg_scans;

    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_error_exit;
    failure.manager.emit_message = jpeg_emit_message;
    failure.manager.output_message = jpeg_output_nothing;
    if (setjmp(failure.jump)) {
        int out_of_memory = failure.manager.msg_code == JERR_OUT_OF_MEMORY;
        if (!out_of_memory) set_message(result, failure.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return out_of_memory ? MAPC_RASTER_OUT_OF_MEMORY : MAPC_RASTER_BROKEN;
    }
    jpeg_create_decompress(&info);
    progress.progress_monitor = jpeg_count_scans;
    info.progress = &progress;
    jpeg_mem_src(&info, bytes, (unsigned long)count);
    jpeg_read_header(&info, TRUE);

    mapc_raster_status status = check_size(info.image_width, info.image_height, limits, result);
    if (status != MAPC_RASTER_OK) {
        jpeg_destroy_decompress(&info);
        return status;
    }
    int cmyk = 0;
    switch (info.jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        info.out_color_space = JCS_EXT_RGBA;  // libjpeg-turbo fills alpha with 255
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        info.out_color_space = JCS_CMYK;
        cmyk = 1;
        break;
    default:
        set_message(result, "the JPEG's color space is neither grayscale, YCbCr, RGB nor CMYK");
        jpeg_destroy_decompress(&info);
        return MAPC_RASTER_BROKEN;
    }
    // The accurate integer IDCT: the same pixels from every build of libjpeg-turbo, SIMD or not.
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    if (info.output_width != info.image_width || info.output_height != info.image_height ||
        info.output_components != 4) {
        set_message(result, "libjpeg did not keep the image's size and four components");
        jpeg_destroy_decompress(&info);
        return MAPC_RASTER_BROKEN;
    }
    size_t stride = (size_t)info.output_width * 4;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&info);
        return MAPC_RASTER_OUT_OF_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
        if (cmyk) cmyk_to_rgba(row, info.output_width, info.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    result->rgba = pixels;
    return MAPC_RASTER_OK;
}

// MARK: WebP

static const char *webp_status_text(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "bitstream error";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature";
    case VP8_STATUS_SUSPENDED: return "suspended";
    case VP8_STATUS_USER_ABORT: return "aborted";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "not enough data (truncated)";
    default: return "error";
    }
}

static mapc_raster_status decode_webp(const uint8_t *bytes, size_t count, mapc_raster_limits limits,
                                      mapc_raster_result *result) {
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        set_message(result, "libwebp is not the version this was built against");
        return MAPC_RASTER_BROKEN;
    }
    VP8StatusCode code = WebPGetFeatures(bytes, count, &config.input);
    if (code != VP8_STATUS_OK) {
        set_message(result, webp_status_text(code));
        return MAPC_RASTER_BROKEN;
    }
    if (config.input.width <= 0 || config.input.height <= 0) {
        return check_size(0, 0, limits, result);
    }
    mapc_raster_status status = check_size((uint32_t)config.input.width, (uint32_t)config.input.height,
                                           limits, result);
    if (status != MAPC_RASTER_OK) return status;
    if (config.input.has_animation) {
        set_message(result, "an animated WebP");
        return MAPC_RASTER_BROKEN;
    }
    size_t stride = (size_t)config.input.width * 4;
    size_t size = stride * (size_t)config.input.height;
    uint8_t *pixels = malloc(size);
    if (pixels == NULL) return MAPC_RASTER_OUT_OF_MEMORY;
    config.output.colorspace = MODE_RGBA;  // not premultiplied (that is MODE_rgbA)
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = pixels;
    config.output.u.RGBA.stride = (int)stride;
    config.output.u.RGBA.size = size;
    code = WebPDecode(bytes, count, &config);
    WebPFreeDecBuffer(&config.output);  // frees nothing of ours; any internal state of libwebp's
    if (code == VP8_STATUS_OUT_OF_MEMORY) {
        free(pixels);
        return MAPC_RASTER_OUT_OF_MEMORY;
    }
    if (code != VP8_STATUS_OK) {
        set_message(result, webp_status_text(code));
        free(pixels);
        return MAPC_RASTER_BROKEN;
    }
    result->rgba = pixels;
    return MAPC_RASTER_OK;
}

// MARK: Sniffing

static mapc_raster_format sniff(const uint8_t *bytes, size_t count) {
    static const uint8_t png[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (count >= 8 && memcmp(bytes, png, 8) == 0) return MAPC_RASTER_FORMAT_PNG;
    if (count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF) return MAPC_RASTER_FORMAT_JPEG;
    if (count >= 12 && memcmp(bytes, "RIFF", 4) == 0 && memcmp(bytes + 8, "WEBP", 4) == 0)
        return MAPC_RASTER_FORMAT_WEBP;
    return MAPC_RASTER_FORMAT_NONE;
}

mapc_raster_status mapc_raster_decode(const uint8_t *bytes, size_t count, mapc_raster_limits limits,
                                      mapc_raster_result *result) {
    memset(result, 0, sizeof *result);
    result->format = bytes == NULL ? MAPC_RASTER_FORMAT_NONE : sniff(bytes, count);
    switch (result->format) {
    case MAPC_RASTER_FORMAT_PNG: return decode_png(bytes, count, limits, result);
    case MAPC_RASTER_FORMAT_JPEG: return decode_jpeg(bytes, count, limits, result);
    case MAPC_RASTER_FORMAT_WEBP: return decode_webp(bytes, count, limits, result);
    default: return MAPC_RASTER_UNRECOGNIZED;
    }
}

int mapc_raster_is_lossy(const uint8_t *bytes, size_t count) {
    if (bytes == NULL) return 0;
    switch (sniff(bytes, count)) {
    case MAPC_RASTER_FORMAT_JPEG: return 1;
    case MAPC_RASTER_FORMAT_WEBP: {
        WebPBitstreamFeatures features;
        return WebPGetFeatures(bytes, count, &features) == VP8_STATUS_OK && features.format == 1;
    }
    default: return 0;
    }
}

void mapc_raster_free(uint8_t *rgba) { free(rgba); }

// MARK: Encoding

// The encoded bytes grow in a malloc'd buffer, doubling.
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
    int out_of_memory;
} growing_buffer;

static void png_write_bytes(png_structp png, png_bytep data, size_t count) {
    growing_buffer *buffer = png_get_io_ptr(png);
    if (count > buffer->capacity - buffer->count) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (count > capacity - buffer->count) {
            if (capacity > SIZE_MAX / 2) {
                buffer->out_of_memory = 1;
                png_error(png, "out of memory");
            }
            capacity *= 2;
        }
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) {
            buffer->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, count);
    buffer->count += count;
}

static void png_flush_nothing(png_structp png) { (void)png; }

mapc_raster_status mapc_raster_encode_png(const uint8_t *rgba, uint32_t width, uint32_t height, int keep_alpha,
                                          mapc_raster_encoded *encoded) {
    return mapc_raster_encode_png_document(rgba, width, height, keep_alpha, NULL, encoded);
}

/// Whether `text` is plain ASCII, which a tEXt chunk holds; anything else goes in an iTXt chunk
/// as UTF-8.
static int is_ascii(const char *text) {
    for (; *text; text++)
        if ((unsigned char)*text >= 0x80) return 0;
    return 1;
}

mapc_raster_status mapc_raster_encode_png_document(const uint8_t *rgba, uint32_t width, uint32_t height,
                                                   int keep_alpha, const mapc_raster_png_chunks *chunks,
                                                   mapc_raster_encoded *encoded) {
    memset(encoded, 0, sizeof *encoded);
    if (rgba == NULL || width == 0 || height == 0) {
        snprintf(encoded->message, sizeof encoded->message, "the image has no pixels");
        return MAPC_RASTER_BROKEN;
    }
    png_reading failure;  // only its jump and message are used
    memset(&failure, 0, sizeof failure);
    growing_buffer buffer = {0};
    png_structp volatile png = NULL;
    png_infop volatile info = NULL;
    uint8_t *volatile row = NULL;
    if (setjmp(failure.jump)) {
        png_structp doomed = png;
        png_infop doomed_info = info;
        if (doomed != NULL) png_destroy_write_struct(&doomed, doomed_info ? &doomed_info : NULL);
        free(row);
        free(buffer.bytes);
        if (buffer.out_of_memory || failure.out_of_memory) return MAPC_RASTER_OUT_OF_MEMORY;
        snprintf(encoded->message, sizeof encoded->message, "%s", failure.message);
        return MAPC_RASTER_BROKEN;
    }
    png = png_create_write_struct_2(PNG_LIBPNG_VER_STRING, &failure, png_fail, png_ignore_warning, &failure,
                                    png_allocate, png_release);
    if (png == NULL) return MAPC_RASTER_OUT_OF_MEMORY;
    info = png_create_info_struct(png);
    if (info == NULL) png_error(png, "out of memory");
    png_set_write_fn(png, &buffer, png_write_bytes, png_flush_nothing);
    // A fixed zlib level and libpng's adaptive filtering: the same pixels give the same bytes.
    // No tIME chunk is written.
    png_set_compression_level(png, 6);
    png_set_IHDR(png, info, width, height, 8, keep_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (chunks != NULL) {
        if (chunks->srgb) png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
        if (chunks->pixels_per_meter > 0)
            png_set_pHYs(png, info, chunks->pixels_per_meter, chunks->pixels_per_meter, PNG_RESOLUTION_METER);
        for (size_t i = 0; i < chunks->text_count; i++) {
            png_text text;
            memset(&text, 0, sizeof text);
            text.key = (png_charp)chunks->texts[i].keyword;
            text.text = (png_charp)chunks->texts[i].text;
            if (is_ascii(text.text)) {
                text.compression = PNG_TEXT_COMPRESSION_NONE;
                text.text_length = strlen(text.text);
            } else {
                text.compression = PNG_ITXT_COMPRESSION_NONE;
                text.itxt_length = strlen(text.text);
                text.lang = "";
                text.lang_key = "";
            }
            png_set_text(png, info, &text, 1);
        }
    }
    png_write_info(png, info);
    size_t channels = keep_alpha ? 4 : 3;
    row = malloc((size_t)width * channels);
    if (row == NULL) {
        failure.out_of_memory = 1;
        png_error(png, "out of memory");
    }
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = rgba + (size_t)width * 4 * y;
        if (keep_alpha) {
            memcpy(row, source, (size_t)width * 4);
        } else {
            for (uint32_t x = 0; x < width; x++) memcpy(row + 3 * (size_t)x, source + 4 * (size_t)x, 3);
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_structp done = png;
    png_infop done_info = info;
    png_destroy_write_struct(&done, &done_info);
    free(row);
    encoded->bytes = buffer.bytes;
    encoded->count = buffer.count;
    return MAPC_RASTER_OK;
}

// libjpeg's output into a growing_buffer: a destination of ours rather than jpeg_mem_dest, whose
// buffer cannot be freed safely after an error part way.
typedef struct {
    struct jpeg_destination_mgr manager;  // first, so cinfo->dest is this struct
    growing_buffer buffer;
    JOCTET chunk[16384];
} jpeg_growing_destination;

static int jpeg_append(jpeg_growing_destination *destination, size_t count) {
    growing_buffer *buffer = &destination->buffer;
    if (count > buffer->capacity - buffer->count) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (count > capacity - buffer->count) {
            if (capacity > SIZE_MAX / 2) return 0;
            capacity *= 2;
        }
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) return 0;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, destination->chunk, count);
    buffer->count += count;
    return 1;
}

static void jpeg_start_chunk(j_compress_ptr info) {
    jpeg_growing_destination *destination = (jpeg_growing_destination *)info->dest;
    destination->manager.next_output_byte = destination->chunk;
    destination->manager.free_in_buffer = sizeof destination->chunk;
}

static boolean jpeg_flush_chunk(j_compress_ptr info) {
    jpeg_growing_destination *destination = (jpeg_growing_destination *)info->dest;
    if (!jpeg_append(destination, sizeof destination->chunk)) ERREXIT1(info, JERR_OUT_OF_MEMORY, 0);
    jpeg_start_chunk(info);
    return TRUE;
}

static void jpeg_flush_last_chunk(j_compress_ptr info) {
    jpeg_growing_destination *destination = (jpeg_growing_destination *)info->dest;
    size_t count = sizeof destination->chunk - destination->manager.free_in_buffer;
    if (!jpeg_append(destination, count)) ERREXIT1(info, JERR_OUT_OF_MEMORY, 0);
}

mapc_raster_status mapc_raster_encode_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                                           mapc_raster_encoded *encoded) {
    memset(encoded, 0, sizeof *encoded);
    if (rgba == NULL || width == 0 || height == 0 || width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION) {
        snprintf(encoded->message, sizeof encoded->message, "the image has no pixels or is too large for JPEG");
        return MAPC_RASTER_BROKEN;
    }
    struct jpeg_compress_struct info;
    jpeg_failure failure;
    jpeg_growing_destination *destination = calloc(1, sizeof *destination);
    if (destination == NULL) return MAPC_RASTER_OUT_OF_MEMORY;
    memset(&info, 0, sizeof info);
    memset(&failure, 0, sizeof failure);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_error_exit;
    failure.manager.output_message = jpeg_output_nothing;
    if (setjmp(failure.jump)) {
        int out_of_memory = failure.manager.msg_code == JERR_OUT_OF_MEMORY;
        if (!out_of_memory) snprintf(encoded->message, sizeof encoded->message, "%s", failure.message);
        jpeg_destroy_compress(&info);
        free(destination->buffer.bytes);
        free(destination);
        return out_of_memory ? MAPC_RASTER_OUT_OF_MEMORY : MAPC_RASTER_BROKEN;
    }
    jpeg_create_compress(&info);
    destination->manager.init_destination = jpeg_start_chunk;
    destination->manager.empty_output_buffer = jpeg_flush_chunk;
    destination->manager.term_destination = jpeg_flush_last_chunk;
    info.dest = &destination->manager;
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;  // libjpeg-turbo takes RGBA and leaves out the alpha
    jpeg_set_defaults(&info);
    // A fixed quality, the accurate integer DCT and optimized Huffman tables: the same pixels
    // give the same bytes. The JFIF header holds no date.
    jpeg_set_quality(&info, quality, TRUE);
    info.dct_method = JDCT_ISLOW;
    info.optimize_coding = TRUE;
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)width * 4 * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    encoded->bytes = destination->buffer.bytes;
    encoded->count = destination->buffer.count;
    free(destination);
    return MAPC_RASTER_OK;
}
