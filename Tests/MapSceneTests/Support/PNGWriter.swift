import CZlib
import Foundation

@testable import MapScene
@testable import MapSceneDrawing
@testable import MapSceneModel

/// Writes small RGBA PNGs (8 bits a channel, no interlace, filter 0, stored without compression
/// so that the bytes are the same with every zlib), for raster tiles the tests make.
enum PNGWriter {
    /// The PNG of `pixels`.
    static func png(_ pixels: RasterPixels) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(pixels.height * (pixels.width * 4 + 1))
        for y in 0..<pixels.height {
            raw.append(0)
            raw += pixels.rgba[(y * pixels.width * 4)..<((y + 1) * pixels.width * 4)]
        }
        var compressedLength = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        _ = compressed.withUnsafeMutableBufferPointer { out in
            raw.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &compressedLength, input.baseAddress, uLong(input.count), 0)
            }
        }
        compressed.removeLast(compressed.count - Int(compressedLength))
        return file(width: pixels.width, height: pixels.height, data: compressed)
    }

    /// The PNG of `width` × `height` pixels all of `color`, at zlib's best compression: a few
    /// tens of kilobytes for 4096 × 4096 pixels, which decode to 64 MiB.
    static func solid(width: Int, height: Int, _ color: Color) -> [UInt8] {
        var row: [UInt8] = [0]
        for _ in 0..<width { row += [color.red, color.green, color.blue, UInt8((color.alpha * 255).rounded())] }
        var stream = z_stream()
        precondition(deflateInit_(&stream, Z_BEST_COMPRESSION, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK)
        defer { deflateEnd(&stream) }
        var compressed: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // Each row in turn, taking out what the stream has made before the next goes in.
        for y in 0..<height {
            let flush = y == height - 1 ? Z_FINISH : Z_NO_FLUSH
            row.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                repeat {
                    let status = chunk.withUnsafeMutableBufferPointer { out in
                        stream.next_out = out.baseAddress
                        stream.avail_out = uInt(out.count)
                        return deflate(&stream, flush)
                    }
                    precondition(status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR)
                    compressed += chunk[..<(chunk.count - Int(stream.avail_out))]
                } while stream.avail_out == 0
            }
        }
        return file(width: width, height: height, data: compressed)
    }

    /// `width` × `height` pixels, each `color(x, y)`.
    static func pixels(width: Int, height: Int, _ color: (Int, Int) -> Color) -> RasterPixels {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                rgba += [c.red, c.green, c.blue, UInt8((c.alpha * 255).rounded())]
            }
        }
        return RasterPixels(width: width, height: height, rgba: rgba)!
    }

    /// A `data:` URI of `bytes` as an `image/png`.
    static func dataURI(_ bytes: [UInt8]) -> String {
        "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// A PNG file of 8-bit RGBA `width` × `height` pixels whose zlib stream is `data`.
    private static func file(width: Int, height: Int, data: [UInt8]) -> [UInt8] {
        let header = be32(width) + be32(height) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
    }

    private static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return be32(body.count) + typed + be32(Int(crc))
    }
}
