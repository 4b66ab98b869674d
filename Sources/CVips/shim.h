#ifndef CVIPS_SHIM_H
#define CVIPS_SHIM_H

// Swift cannot call C variadic functions, and most libvips operations are
// variadic (optional arguments terminated by NULL). These small non-variadic
// wrappers fix the options the Imaging module needs, so Swift calls them directly.

#include <vips/vips.h>
#include <stdio.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

/// Starts libvips once; returns 0 on success.
static inline int cvips_init(void) {
    return VIPS_INIT("suite");
}

/// Decodes only the header of an image held in memory (pixels load lazily).
static inline VipsImage *cvips_image_from_buffer(const void *buf, size_t len) {
    return vips_image_new_from_buffer(buf, len, "", NULL);
}

/// Shrink-on-load thumbnail that fits a `size`×`size` box, auto-rotated by EXIF
/// orientation, never enlarged.
static inline int cvips_thumbnail_buffer(const void *buf, size_t len, VipsImage **out, int size) {
    return vips_thumbnail_buffer((void *)buf, len, out, size,
                                 "height", size,
                                 "size", VIPS_SIZE_DOWN,
                                 NULL);
}

/// Same as `cvips_thumbnail_buffer`, reading from a file (lets libvips seek and mmap).
static inline int cvips_thumbnail_file(const char *path, VipsImage **out, int size) {
    return vips_thumbnail(path, out, size,
                          "height", size,
                          "size", VIPS_SIZE_DOWN,
                          NULL);
}

/// Encodes as baseline JPEG with every metadata block (EXIF, GPS, XMP, ICC) removed.
static inline int cvips_jpegsave_stripped(VipsImage *image, void **buf, size_t *len, int quality) {
    return vips_jpegsave_buffer(image, buf, len,
                                "Q", quality,
                                "strip", TRUE,
                                NULL);
}

/// Renders an SVG document held in memory (librsvg) at `scale` times its own size.
static inline int cvips_svgload_buffer(const void *buf, size_t len, VipsImage **out, double scale) {
    return vips_svgload_buffer((void *)buf, len, out, "scale", scale, NULL);
}

/// Encodes as PNG (lossless; compression 6 is zlib's default speed/size balance), no metadata.
static inline int cvips_pngsave(VipsImage *image, void **buf, size_t *len) {
    return vips_pngsave_buffer(image, buf, len, "compression", 6, "strip", TRUE, NULL);
}

/// Encodes an image that has no transparency to show as an RGB PNG: the alpha band is dropped
/// by flattening onto white, and zlib runs at `compression` (1 is fastest). A 1080×1920 share
/// image encodes in about half the time of RGBA at level 6, and is smaller.
static inline int cvips_pngsave_opaque(VipsImage *image, void **buf, size_t *len, int compression) {
    VipsImage *flat = NULL;
    if (vips_image_hasalpha(image)) {
        VipsArrayDouble *white = vips_array_double_newv(3, 255.0, 255.0, 255.0);
        int result = vips_flatten(image, &flat, "background", white, NULL);
        vips_area_unref(VIPS_AREA(white));
        if (result) return result;
    } else {
        flat = image;
        g_object_ref(flat);
    }
    int result = vips_pngsave_buffer(flat, buf, len, "compression", compression, "strip", TRUE, NULL);
    g_object_unref(flat);
    return result;
}

/// Decodes any image to 8-bit sRGB with alpha (4 bands) in one memory block the caller frees
/// with g_free: what a test reads pixels from.
static inline void *cvips_rgba_pixels(const void *buf, size_t len, int *width, int *height, size_t *size) {
    VipsImage *image = vips_image_new_from_buffer(buf, len, "", NULL);
    if (!image) return NULL;
    VipsImage *srgb = NULL, *alpha = NULL, *bytes = NULL;
    void *pixels = NULL;
    if (vips_colourspace(image, &srgb, VIPS_INTERPRETATION_sRGB, NULL) == 0) {
        int ok = vips_image_hasalpha(srgb) ? vips_copy(srgb, &alpha, NULL) : vips_addalpha(srgb, &alpha, NULL);
        if (ok == 0 && vips_cast_uchar(alpha, &bytes, NULL) == 0) {
            *width = vips_image_get_width(bytes);
            *height = vips_image_get_height(bytes);
            pixels = vips_image_write_to_memory(bytes, size);
        }
    }
    if (bytes) g_object_unref(bytes);
    if (alpha) g_object_unref(alpha);
    if (srgb) g_object_unref(srgb);
    g_object_unref(image);
    return pixels;
}

/// Reads an integer header field; returns 0 when present.
static inline int cvips_get_int(VipsImage *image, const char *name, int *out) {
    if (vips_image_get_typeof(image, name) == 0) return -1;
    return vips_image_get_int(image, name, out);
}

/// Loads an image file with libvips' fail-on-error loading (truncation and decoder errors fail
/// instead of being filled in with grey) and decodes every pixel once, in order, 64 rows at a
/// time, keeping none of them: the whole file is proven readable without holding it in memory.
///
/// On the calling thread, not through a libvips operation such as `vips_avg`: libvips 8.14's
/// thread pool returns once the last tile is handed out, before that tile's worker has finished,
/// and so could lose an error raised there (a PNG cut inside its last IDAT chunk passed in
/// about one run in three; decision 0005, "Addendum: a cheaper strict check").
static inline int cvips_decode_file_strict(const char *path) {
    VipsImage *image = vips_image_new_from_file(path,
                                                "fail_on", VIPS_FAIL_ON_ERROR,
                                                "access", VIPS_ACCESS_SEQUENTIAL,
                                                NULL);
    if (image == NULL) return -1;
    VipsRegion *region = vips_region_new(image);
    int result = region ? 0 : -1;
    int width = vips_image_get_width(image), height = vips_image_get_height(image);
    for (int top = 0; result == 0 && top < height; top += 64) {
        VipsRect strip = {0, top, width, VIPS_MIN(64, height - top)};
        result = vips_region_prepare(region, &strip);
    }
    if (region) g_object_unref(region);
    g_object_unref(image);
    return result;
}

/// Why a strict JPEG decode failed: libjpeg's error manager, with the jump back into
/// `cvips_jpeg_decode_strict` and the message it formatted.
typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} cvips_jpeg_strict_error;

static void cvips_jpeg_strict_fail(j_common_ptr cinfo) {
    cvips_jpeg_strict_error *error = (cvips_jpeg_strict_error *)cinfo->err;
    cinfo->err->format_message(cinfo, error->message);
    longjmp(error->jump, 1);
}

/// libjpeg's warnings, judged as libvips' JPEG loader judges them with `fail_on=error` (which
/// this check replaces, so a JPEG is refused exactly as before): running out of data fails
/// (libjpeg would pad the rest with grey), and so does the hundredth warning (a file that
/// damaged); a few warnings (corrupt entropy data libjpeg repairs) pass.
static void cvips_jpeg_strict_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    cinfo->err->num_warnings += 1;
    if (cinfo->err->msg_code == JWRN_JPEG_EOF || cinfo->err->num_warnings >= 100) cvips_jpeg_strict_fail(cinfo);
}

/// Decodes a whole JPEG held in memory with libjpeg at `1/scale_denom` of its size (1, 2, 4
/// or 8) on the calling thread, and returns 0 only if every output row decoded: a hard libjpeg
/// error (a damaged marker or scan header) or the end of the data before the last row (a
/// truncated file) returns -1 with libjpeg's message in `message`.
///
/// Why not libvips: scaled down, libjpeg still reads and entropy-decodes every scan of every
/// block (the coefficients it does not need are parsed and dropped), so damage is found at 1/8
/// as at full size, while the IDCT, the colour conversion and the buffers shrink 64-fold.
/// libvips 8.14's `jpegload shrink=8` cannot be used for this: it reads only image_height / 8
/// rows (rounded down), so when that is a multiple of 8 the last row of blocks is never
/// decoded and a file cut inside it passes.
static inline int cvips_jpeg_decode_strict(const void *buf, size_t len, int scale_denom,
                                           char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    cvips_jpeg_strict_error error;
    cinfo.err = jpeg_std_error(&error.pub);
    error.pub.error_exit = cvips_jpeg_strict_fail;
    error.pub.emit_message = cvips_jpeg_strict_message;
    error.message[0] = 0;
    // Before jpeg_create_decompress, which zeroes the struct before anything in it can fail.
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, (const unsigned char *)buf, (unsigned long)len);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.scale_num = 1;
    cinfo.scale_denom = (unsigned int)scale_denom;
    jpeg_start_decompress(&cinfo);
    // From libjpeg's image pool: freed by jpeg_destroy_decompress, also after a longjmp.
    JSAMPARRAY row = (*cinfo.mem->alloc_sarray)((j_common_ptr)&cinfo, JPOOL_IMAGE,
                                                 cinfo.output_width * (JDIMENSION)cinfo.output_components, 1);
    while (cinfo.output_scanline < cinfo.output_height) jpeg_read_scanlines(&cinfo, row, 1);
    // Not jpeg_finish_decompress: what follows the last scan is not the photo (libvips skips it too).
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

/// Reads a string header field; returns 0 when present. The string belongs to the image.
static inline int cvips_get_string(VipsImage *image, const char *name, const char **out) {
    if (vips_image_get_typeof(image, name) == 0) return -1;
    return vips_image_get_string(image, name, out);
}

/// Encodes 8-bit greyscale pixels (row-major, one byte each) as a PNG of `bitdepth` bits,
/// tagged with a resolution in pixels per millimetre (the PNG pHYs chunk print dialogs read).
/// The pixels are borrowed, not copied: they must stay alive until this returns.
static inline int cvips_pngsave_grey(const void *pixels, int width, int height, double pixels_per_mm,
                                     int bitdepth, void **buf, size_t *len) {
    VipsImage *image = vips_image_new_from_memory(pixels, (size_t)width * (size_t)height, width, height, 1,
                                                  VIPS_FORMAT_UCHAR);
    if (!image) return -1;
    VipsImage *tagged = NULL;
    int result = vips_copy(image, &tagged, "xres", pixels_per_mm, "yres", pixels_per_mm,
                           "interpretation", VIPS_INTERPRETATION_B_W, NULL);
    g_object_unref(image);
    if (result) return result;
    result = vips_pngsave_buffer(tagged, buf, len, "bitdepth", bitdepth, "compression", 9, NULL);
    g_object_unref(tagged);
    return result;
}

/// Drops one reference to an image.
static inline void cvips_unref(VipsImage *image) {
    g_object_unref(image);
}

#endif
