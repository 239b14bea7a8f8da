/// A decoded raster image: 8-bit RGBA pixels (not premultiplied), rows top to bottom.
public struct RasterPixels: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, row by row.
    public let rgba: [UInt8]

    /// Creates pixels from their bytes; nil unless there are exactly `width × height × 4`.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Decodes a PNG, JPEG or WebP image; nil when the bytes are none of these or are broken.
    public init?(decoding bytes: [UInt8]) {
        return nil  // decoders are being built (issue 13)
    }
}
