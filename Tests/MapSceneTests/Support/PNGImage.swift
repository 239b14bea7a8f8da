import CZlib
import Foundation

/// A decoded PNG: 8-bit grayscale, RGB or RGBA, not interlaced — what Chromium and rsvg-convert
/// write. Enough to read back the colors of a rendered map.
struct PNGImage {
    let width: Int
    let height: Int
    /// Every chunk but IDAT, in order: its type and its data.
    let chunks: [(type: String, data: [UInt8])]
    /// RGBA, row by row.
    private let pixels: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure(description: "not a PNG")
        }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        var chunks: [(type: String, data: [UInt8])] = []
        func be32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = Array(bytes[offset + 8..<min(bytes.count, offset + 8 + length)])
            if type == "IHDR" { header = body }
            if type == "IDAT" { compressed += body } else { chunks.append((type, body)) }
            if type == "IEND" { break }
            offset += 12 + length
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR") }
        let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        let height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        let (depth, colorType, interlace) = (header[8], header[9], header[12])
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure(description: "unsupported color type \(colorType)")
        }
        guard depth == 8, interlace == 0 else { throw Failure(description: "unsupported depth \(depth) or interlace") }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw Failure(description: "zlib status \(status)") }

        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let a = x >= channels ? Int(rows[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(rows[(y - 1) * stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "bad filter \(filter)")
                }
                rows[y * stride + x] = UInt8(truncatingIfNeeded: Int(value) + predicted)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            let p = i * channels
            switch channels {
            case 1, 2:
                rgba[i * 4] = rows[p]; rgba[i * 4 + 1] = rows[p]; rgba[i * 4 + 2] = rows[p]
                if channels == 2 { rgba[i * 4 + 3] = rows[p + 1] }
            default:
                rgba[i * 4] = rows[p]; rgba[i * 4 + 1] = rows[p + 1]; rgba[i * 4 + 2] = rows[p + 2]
                if channels == 4 { rgba[i * 4 + 3] = rows[p + 3] }
            }
        }
        self.width = width
        self.height = height
        self.chunks = chunks
        self.pixels = rgba
    }

    /// The text of the tEXt or iTXt chunk with `keyword` (uncompressed ones: what mapc writes).
    func text(_ keyword: String) -> String? {
        for chunk in chunks where chunk.type == "tEXt" || chunk.type == "iTXt" {
            let parts = chunk.data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, String(decoding: parts[0], as: UTF8.self) == keyword else { continue }
            if chunk.type == "tEXt" { return String(decoding: parts[1], as: UTF8.self) }
            // iTXt: compression flag and method, then language and translated keyword, each NUL-ended.
            let rest = Array(parts[1].dropFirst(2))
            let fields = rest.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
            return fields.count == 3 ? String(decoding: fields[2], as: UTF8.self) : nil
        }
        return nil
    }

    /// The pixel at (x, y) as red, green, blue, alpha.
    subscript(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 4
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
    }
}
