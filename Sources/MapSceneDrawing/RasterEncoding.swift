internal import CRasterCodecs

/// PNG and JPEG encoding of decoded pixels through libpng (with zlib) and libjpeg-turbo: how an
/// image in a format not every SVG renderer draws is embedded in one they all do. The same
/// pixels always give the same bytes: a fixed zlib level and filtering, a fixed JPEG quality and
/// DCT, and no chunk or marker holding a date.
package enum RasterEncoding {
    /// The JPEG quality lossy images are re-encoded at: high enough that a second lossy
    /// generation is not seen on a map.
    package static let jpegQuality = 90

    /// Whether `bytes` are an image compressed with loss: a JPEG, or a lossy (VP8) WebP.
    package static func isLossy(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { mapc_raster_is_lossy($0.baseAddress, $0.count) != 0 }
    }

    /// `pixels` as a PNG: 8-bit RGB when every pixel is opaque, else 8-bit RGBA; nil when the
    /// library could not allocate what it needs.
    package static func png(_ pixels: RasterPixels) -> [UInt8]? {
        let alpha: Int32 = pixels.isOpaque ? 0 : 1
        return encode(pixels) { rgba, width, height, encoded in
            mapc_raster_encode_png(rgba, width, height, alpha, encoded)
        }
    }

    /// `pixels` as a PNG document: encoded as by `png(_:)`, with the sRGB chunk (and the gAMA
    /// and cHRM chunks that match it), the pHYs chunk saying `pixelsPerMeter` when given, and
    /// each of `texts` as a text chunk (tEXt when ASCII, else iTXt; a NUL in a text is left out).
    /// Nil when the library could not allocate what it needs.
    package static func pngDocument(
        _ pixels: RasterPixels, texts: [(keyword: String, text: String)], pixelsPerMeter: UInt32?
    ) -> [UInt8]? {
        let alpha: Int32 = pixels.isOpaque ? 0 : 1
        // Every keyword and text NUL-terminated in one buffer, the chunks pointing into it.
        var storage: [CChar] = []
        var starts: [(keyword: Int, text: Int)] = []
        for (keyword, text) in texts {
            let keywordStart = storage.count
            storage += keyword.utf8.filter { $0 != 0 }.map { CChar(bitPattern: $0) } + [0]
            let textStart = storage.count
            storage += text.utf8.filter { $0 != 0 }.map { CChar(bitPattern: $0) } + [0]
            starts.append((keywordStart, textStart))
        }
        return storage.withUnsafeBufferPointer { buffer in
            let chunkTexts = starts.map {
                mapc_raster_png_text(keyword: buffer.baseAddress! + $0.keyword, text: buffer.baseAddress! + $0.text)
            }
            return chunkTexts.withUnsafeBufferPointer { texts in
                var chunks = mapc_raster_png_chunks(
                    srgb: 1, pixels_per_meter: pixelsPerMeter ?? 0, texts: texts.baseAddress, text_count: texts.count)
                return encode(pixels) { rgba, width, height, encoded in
                    mapc_raster_encode_png_document(rgba, width, height, alpha, &chunks, encoded)
                }
            }
        }
    }

    /// `pixels` as a JPEG of ``jpegQuality``, their alpha left out; nil when the library could
    /// not allocate what it needs.
    package static func jpeg(_ pixels: RasterPixels) -> [UInt8]? {
        encode(pixels) { rgba, width, height, encoded in
            mapc_raster_encode_jpeg(rgba, width, height, Int32(jpegQuality), encoded)
        }
    }

    /// The bytes `encoder` makes of `pixels`; nil when it fails, which for pixels of a decoded
    /// image means it ran out of memory.
    private static func encode(
        _ pixels: RasterPixels,
        _ encoder: (UnsafePointer<UInt8>?, UInt32, UInt32, UnsafeMutablePointer<mapc_raster_encoded>) -> mapc_raster_status
    ) -> [UInt8]? {
        var encoded = mapc_raster_encoded()
        let status = pixels.rgba.withUnsafeBufferPointer {
            encoder($0.baseAddress, UInt32(pixels.width), UInt32(pixels.height), &encoded)
        }
        defer { mapc_raster_free(encoded.bytes) }
        guard status == MAPC_RASTER_OK, let bytes = encoded.bytes else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: encoded.count))
    }
}
