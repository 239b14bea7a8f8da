internal import CRasterCodecs

/// The kinds of image file a raster tile can be.
package enum RasterImageFormat: String, Sendable, Equatable {
    case png = "PNG"
    case jpeg = "JPEG"
    case webp = "WebP"
}

/// Why bytes did not become pixels.
package enum RasterDecodingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not a PNG, JPEG or WebP: the bytes start with none of their signatures.
    case unrecognizedFormat
    /// The image declares more pixels than the ``RasterDecodingLimits`` allow; refused before
    /// anything was allocated.
    case tooLarge(RasterImageFormat, width: Int, height: Int)
    /// The decoding library refused the image (truncated, corrupt, an animated WebP), with its
    /// reason.
    case broken(RasterImageFormat, reason: String)
    /// The pixels could not be allocated.
    case outOfMemory(RasterImageFormat, width: Int, height: Int)

    package var description: String {
        switch self {
        case .unrecognizedFormat:
            return "not a PNG, JPEG or WebP image"
        case .tooLarge(let format, let width, let height):
            return "the \(format.rawValue) image's \(width)×\(height) pixels are more than mapc decodes"
        case .broken(let format, let reason):
            return reason.isEmpty ? "a broken \(format.rawValue) image" : "a broken \(format.rawValue) image: \(reason)"
        case .outOfMemory(let format, let width, let height):
            return "no memory for the \(width)×\(height) pixels of the \(format.rawValue) image"
        }
    }
}

/// How large an image mapc decodes, checked against the size the file declares before any
/// pixel is allocated.
package struct RasterDecodingLimits: Sendable, Equatable {
    /// The longest side, in pixels.
    package var maximumSide = 16_384
    /// The most pixels in all: 4096 × 4096, 64 MiB of RGBA (a tile is 256 × 256 or 512 × 512).
    package var maximumPixelCount = 4096 * 4096
    /// The most scans in a JPEG. A progressive JPEG has about ten; one with hundreds is made to
    /// keep the decoder busy.
    package var maximumJPEGScans = 500
    /// The most pixels decoded for one drawing, all its images together: eight images of the
    /// largest size, 512 tiles of 512 × 512. Images are decoded one at a time, so this bounds
    /// the time a drawing spends decoding, not the memory it holds.
    package var maximumDrawingPixelCount = 8 * 4096 * 4096

    /// Whether an image of `width` × `height` pixels is one these limits decode on its own.
    package func allows(width: Int, height: Int) -> Bool {
        width <= maximumSide && height <= maximumSide && width * height <= maximumPixelCount
    }

    /// The limits ``RasterPixels/init(decoding:)`` decodes with.
    package static let standard = RasterDecodingLimits()
}

/// PNG, JPEG and WebP decoding through libpng, libjpeg-turbo and libwebp (the `CRasterCodecs`
/// target, which keeps every library error on the C side: nothing is printed, nothing exits).
///
/// - PNG: every color type and bit depth, palettes and keys with `tRNS`, Adam7 interlacing;
///   16-bit samples are rounded to 8 bits. Samples are taken as sRGB: `gAMA`, `cHRM` and `iCCP`
///   are not applied. A file cut short (even just its `IEND`) or with a CRC error in a critical
///   chunk is refused; an ancillary chunk with a bad CRC is dropped, as libpng does.
/// - JPEG: baseline and progressive, grayscale, YCbCr, RGB, CMYK and YCCK (Adobe's inverted
///   inks when the Adobe marker says so), with the accurate integer IDCT (`JDCT_ISLOW`) and
///   libjpeg's default fancy upsampling, so the same bytes give the same pixels. The EXIF
///   orientation is not applied: tiles are stored upright. A JPEG that libjpeg would have to
///   patch up — one that ends mid-scan, or has corrupt entropy-coded data — is refused rather
///   than drawn half gray.
/// - WebP: lossy, lossless and lossy with alpha; an animated WebP is refused.
package enum RasterDecoding {
    /// The pixels of a PNG, JPEG or WebP image, or why there are none.
    package static func decode(_ bytes: [UInt8], limits: RasterDecodingLimits = .standard) -> Result<
        RasterPixels, RasterDecodingFailure
    > {
        var result = mapc_raster_result()
        let cLimits = mapc_raster_limits(
            max_side: UInt32(clamping: limits.maximumSide),
            max_pixels: UInt64(clamping: limits.maximumPixelCount),
            max_jpeg_scans: UInt32(clamping: limits.maximumJPEGScans))
        let status = bytes.withUnsafeBufferPointer { buffer in
            mapc_raster_decode(buffer.baseAddress, buffer.count, cLimits, &result)
        }
        defer { mapc_raster_free(result.rgba) }
        let width = Int(result.width), height = Int(result.height)
        let format: RasterImageFormat
        switch result.format {
        case MAPC_RASTER_FORMAT_PNG: format = .png
        case MAPC_RASTER_FORMAT_JPEG: format = .jpeg
        case MAPC_RASTER_FORMAT_WEBP: format = .webp
        default: return .failure(.unrecognizedFormat)
        }
        switch status {
        case MAPC_RASTER_OK:
            guard let rgba = result.rgba,
                let pixels = RasterPixels(
                    width: width, height: height,
                    rgba: Array(UnsafeBufferPointer(start: rgba, count: width * height * 4)))
            else { return .failure(.broken(format, reason: "")) }
            return .success(pixels)
        case MAPC_RASTER_TOO_LARGE:
            return .failure(.tooLarge(format, width: width, height: height))
        case MAPC_RASTER_OUT_OF_MEMORY:
            return .failure(.outOfMemory(format, width: width, height: height))
        case MAPC_RASTER_UNRECOGNIZED:
            return .failure(.unrecognizedFormat)
        default:
            return .failure(.broken(format, reason: message(result)))
        }
    }

    /// The library's reason, with any control character (a chunk name is bytes from the file)
    /// made a space.
    private static func message(_ result: mapc_raster_result) -> String {
        let text = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    $0.properties.generalCategory == .control ? " " : $0
                }))
    }
}
