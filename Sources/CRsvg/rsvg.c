// librsvg and cairo, loaded with dlopen on the first drawing: linking them would make every run
// of mapc load some fifty libraries (GLib, Pango, HarfBuzz, fontconfig, cairo, …), about 8 ms of
// each start-up, though most runs draw no PNG or PDF. The few functions used are declared here
// from their stable C ABI; where cairo's headers are installed, the constants are checked
// against them.
#include "CRsvg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    FORMAT_ARGB32 = 0,
    STATUS_SUCCESS = 0,
    STATUS_NO_MEMORY = 1,
    STATUS_WRITE_ERROR = 11,
    PDF_METADATA_TITLE = 0,
    PDF_METADATA_CREATE_DATE = 5,
};

#if __has_include(<cairo/cairo-pdf.h>)
#include <cairo/cairo-pdf.h>
_Static_assert(FORMAT_ARGB32 == CAIRO_FORMAT_ARGB32, "cairo's ARGB32 format");
_Static_assert(STATUS_SUCCESS == CAIRO_STATUS_SUCCESS, "cairo's success status");
_Static_assert(STATUS_NO_MEMORY == CAIRO_STATUS_NO_MEMORY, "cairo's out-of-memory status");
_Static_assert(STATUS_WRITE_ERROR == CAIRO_STATUS_WRITE_ERROR, "cairo's write error status");
_Static_assert(PDF_METADATA_TITLE == CAIRO_PDF_METADATA_TITLE, "cairo's PDF title");
_Static_assert(PDF_METADATA_CREATE_DATE == CAIRO_PDF_METADATA_CREATE_DATE, "cairo's PDF creation date");
#endif

typedef struct drawing_context drawing_context;  // cairo_t
typedef struct drawing_surface drawing_surface;  // cairo_surface_t
typedef struct svg_handle svg_handle;            // RsvgHandle
typedef int (*write_function)(void *closure, const unsigned char *data, unsigned int length);
/// RsvgRectangle.
typedef struct {
    double x, y, width, height;
} viewport_rectangle;
/// GError.
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} library_error;

typedef struct {
    svg_handle *(*handle_new_from_data)(const uint8_t *, size_t, library_error **);
    int (*render_document)(svg_handle *, drawing_context *, const viewport_rectangle *, library_error **);
    void (*object_unref)(void *);
    void (*error_free)(library_error *);
    drawing_surface *(*image_surface_create_for_data)(unsigned char *, int, int, int, int);
    drawing_surface *(*pdf_surface_create_for_stream)(write_function, void *, double, double);
    void (*pdf_surface_set_metadata)(drawing_surface *, int, const char *);
    int (*surface_status)(drawing_surface *);
    void (*surface_flush)(drawing_surface *);
    void (*surface_finish)(drawing_surface *);
    void (*surface_destroy)(drawing_surface *);
    drawing_context *(*create)(drawing_surface *);
    int (*status)(drawing_context *);
    void (*destroy)(drawing_context *);
    const char *(*status_to_string)(int);
} rsvg_functions;

/// The functions: all of them once loaded, or none (`render_document` NULL) when any is missing.
static rsvg_functions rsvg;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[200];

static void load(void) {
    static const char *names[] = {
#if defined(__APPLE__)
        "librsvg-2.2.dylib", "/opt/homebrew/lib/librsvg-2.2.dylib", "/usr/local/lib/librsvg-2.2.dylib",
#else
        "librsvg-2.so.2", "librsvg-2.so",
#endif
    };
    void *handle = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !handle; i++) handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(load_error, sizeof load_error, "drawing PNG and PDF needs librsvg, which could not be loaded (%s)",
                 dlerror());
        return;
    }
    // cairo's, GObject's and GLib's functions are found through librsvg, which links them.
    // Taken only whole: a library without one of them leaves none.
    rsvg_functions found;
    memset(&found, 0, sizeof found);
#define FIND(field, symbol) \
    if (!(*(void **)&found.field = dlsym(handle, symbol))) { \
        snprintf(load_error, sizeof load_error, "the librsvg found has no %s (librsvg 2.46 or later is needed)", symbol); \
        dlclose(handle); \
        return; \
    }
    FIND(handle_new_from_data, "rsvg_handle_new_from_data")
    FIND(render_document, "rsvg_handle_render_document")
    FIND(object_unref, "g_object_unref")
    FIND(error_free, "g_error_free")
    FIND(image_surface_create_for_data, "cairo_image_surface_create_for_data")
    FIND(pdf_surface_create_for_stream, "cairo_pdf_surface_create_for_stream")
    FIND(pdf_surface_set_metadata, "cairo_pdf_surface_set_metadata")
    FIND(surface_status, "cairo_surface_status")
    FIND(surface_flush, "cairo_surface_flush")
    FIND(surface_finish, "cairo_surface_finish")
    FIND(surface_destroy, "cairo_surface_destroy")
    FIND(create, "cairo_create")
    FIND(status, "cairo_status")
    FIND(destroy, "cairo_destroy")
    FIND(status_to_string, "cairo_status_to_string")
#undef FIND
    rsvg = found;
}

/// Loads the libraries once; false, with the reason in `result`, when they are not there.
static int loaded(mapc_rsvg_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&load_once, load);
    if (rsvg.render_document) return 1;
    snprintf(result->message, sizeof result->message, "%s", load_error);
    return 0;
}

/// The status for a cairo status that is not success, its reason in `result`.
static mapc_rsvg_status cairo_failure(int status, mapc_rsvg_result *result) {
    if (status == STATUS_NO_MEMORY) return MAPC_RSVG_OUT_OF_MEMORY;
    snprintf(result->message, sizeof result->message, "cairo: %s", rsvg.status_to_string(status));
    return MAPC_RSVG_FAILED;
}

/// Parses `svg` and draws it on `surface` at `width` × `height` of its units.
static mapc_rsvg_status draw(const uint8_t *svg, size_t count, drawing_surface *surface, double width, double height,
                             mapc_rsvg_result *result) {
    int status = rsvg.surface_status(surface);
    if (status != STATUS_SUCCESS) return cairo_failure(status, result);
    library_error *error = NULL;
    svg_handle *handle = rsvg.handle_new_from_data(svg, count, &error);
    if (!handle) {
        snprintf(result->message, sizeof result->message, "librsvg: %s", error ? error->message : "unreadable SVG");
        if (error) rsvg.error_free(error);
        return MAPC_RSVG_FAILED;
    }
    drawing_context *context = rsvg.create(surface);
    viewport_rectangle viewport = {0, 0, width, height};
    mapc_rsvg_status outcome = MAPC_RSVG_OK;
    if (!rsvg.render_document(handle, context, &viewport, &error)) {
        snprintf(result->message, sizeof result->message, "librsvg: %s", error ? error->message : "the SVG was not drawn");
        if (error) rsvg.error_free(error);
        outcome = MAPC_RSVG_FAILED;
    } else if ((status = rsvg.status(context)) != STATUS_SUCCESS) {
        outcome = cairo_failure(status, result);
    }
    rsvg.destroy(context);
    rsvg.object_unref(handle);
    return outcome;
}

static mapc_rsvg_status draw_pixels(const uint8_t *svg, size_t count, uint8_t *rgba, uint32_t width, uint32_t height,
                                    mapc_rsvg_result *result) {
    if (!loaded(result)) return MAPC_RSVG_UNAVAILABLE;
    if (width == 0 || height == 0 || width > 32767 || height > 32767) {
        snprintf(result->message, sizeof result->message, "cairo draws at most 32767 pixels a side");
        return MAPC_RSVG_FAILED;
    }
    // ARGB32 rows are exactly 4 × width bytes: the caller's buffer is drawn in directly.
    drawing_surface *surface =
        rsvg.image_surface_create_for_data(rgba, FORMAT_ARGB32, (int)width, (int)height, (int)width * 4);
    mapc_rsvg_status outcome = draw(svg, count, surface, width, height, result);
    rsvg.surface_flush(surface);
    rsvg.surface_destroy(surface);
    if (outcome != MAPC_RSVG_OK) return outcome;
    // cairo's pixels are premultiplied 32-bit words, alpha in the top byte: each becomes R, G,
    // B, A bytes with the color divided by its alpha, rounded.
    size_t pixels = (size_t)width * height;
    for (size_t i = 0; i < pixels; i++) {
        uint32_t word;
        memcpy(&word, rgba + 4 * i, 4);
        uint32_t a = word >> 24, r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF;
        if (a != 0 && a != 255) {
            r = (r * 255 + a / 2) / a;
            g = (g * 255 + a / 2) / a;
            b = (b * 255 + a / 2) / a;
        }
        uint8_t *pixel = rgba + 4 * i;
        pixel[0] = (uint8_t)(r > 255 ? 255 : r);
        pixel[1] = (uint8_t)(g > 255 ? 255 : g);
        pixel[2] = (uint8_t)(b > 255 ? 255 : b);
        pixel[3] = (uint8_t)a;
    }
    return MAPC_RSVG_OK;
}

// The PDF's bytes grow in a malloc'd buffer, doubling.
typedef struct {
    uint8_t *bytes;
    size_t count, capacity;
    int out_of_memory;
} pdf_buffer;

static int take(void *closure, const unsigned char *data, unsigned int length) {
    pdf_buffer *buffer = closure;
    if (length > buffer->capacity - buffer->count) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (length > capacity - buffer->count) {
            if (capacity > SIZE_MAX / 2) {
                buffer->out_of_memory = 1;
                return STATUS_WRITE_ERROR;
            }
            capacity *= 2;
        }
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (!grown) {
            buffer->out_of_memory = 1;
            return STATUS_WRITE_ERROR;
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
    return STATUS_SUCCESS;
}

static mapc_rsvg_status draw_pdf(const uint8_t *svg, size_t count, double width, double height, const char *title,
                                    mapc_rsvg_result *result) {
    if (!loaded(result)) return MAPC_RSVG_UNAVAILABLE;
    pdf_buffer buffer = {NULL, 0, 0, 0};
    drawing_surface *surface = rsvg.pdf_surface_create_for_stream(take, &buffer, width, height);
    if (rsvg.surface_status(surface) == STATUS_SUCCESS) {
        if (title) rsvg.pdf_surface_set_metadata(surface, PDF_METADATA_TITLE, title);
        // cairo stamps the current time unless given a date; a date it cannot read (empty)
        // leaves the entry out.
        rsvg.pdf_surface_set_metadata(surface, PDF_METADATA_CREATE_DATE, "");
    }
    mapc_rsvg_status outcome = draw(svg, count, surface, width, height, result);
    rsvg.surface_finish(surface);
    int status = rsvg.surface_status(surface);
    rsvg.surface_destroy(surface);
    if (outcome == MAPC_RSVG_OK && buffer.out_of_memory) outcome = MAPC_RSVG_OUT_OF_MEMORY;
    if (outcome == MAPC_RSVG_OK && status != STATUS_SUCCESS) outcome = cairo_failure(status, result);
    if (outcome != MAPC_RSVG_OK) {
        free(buffer.bytes);
        return outcome;
    }
    result->bytes = buffer.bytes;
    result->count = buffer.count;
    return MAPC_RSVG_OK;
}

void mapc_rsvg_free(uint8_t *bytes) { free(bytes); }

/// librsvg, pango, fontconfig and FreeType keep state shared by every drawing in the process,
/// and FreeType fails ("error occurred in libfreetype") when two drawings use it at once: one
/// picture is drawn at a time.
static pthread_mutex_t drawing = PTHREAD_MUTEX_INITIALIZER;

mapc_rsvg_status mapc_rsvg_draw_pixels(const uint8_t *svg, size_t count, uint8_t *rgba, uint32_t width,
                                       uint32_t height, mapc_rsvg_result *result) {
    pthread_mutex_lock(&drawing);
    mapc_rsvg_status status = draw_pixels(svg, count, rgba, width, height, result);
    pthread_mutex_unlock(&drawing);
    return status;
}

mapc_rsvg_status mapc_rsvg_draw_pdf(const uint8_t *svg, size_t count, double width, double height, const char *title,
                                    mapc_rsvg_result *result) {
    pthread_mutex_lock(&drawing);
    mapc_rsvg_status status = draw_pdf(svg, count, width, height, title, result);
    pthread_mutex_unlock(&drawing);
    return status;
}
