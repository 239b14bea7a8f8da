/// A decoded raster image: 8-bit RGBA pixels (not premultiplied), rows top to bottom.
package struct RasterPixels: Sendable, Equatable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, row by row.
    package let rgba: [UInt8]

    /// Creates pixels from their bytes; nil unless there are exactly `width × height × 4`.
    package init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Whether every pixel's alpha is 255.
    package var isOpaque: Bool { stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 } }

    /// Decodes a PNG, JPEG or WebP image; nil when the bytes are none of these or are broken.
    ///
    /// PNG of every color type and bit depth (16-bit scaled to 8), JPEG baseline and progressive
    /// (grayscale, color, CMYK; the EXIF orientation is not applied), WebP lossy, lossless and
    /// with alpha. Truncated or corrupt files — a JPEG that ends mid-scan included — and images of
    /// more than 4096 × 4096 pixels in all or 16384 on a side give nil; the same bytes always give
    /// the same pixels.
    package init?(decoding bytes: [UInt8]) {
        guard case .success(let pixels) = RasterDecoding.decode(bytes) else { return nil }
        self = pixels
    }
}
