import Foundation

/// Reads back what mapc writes to draw an image in a terminal, as the terminal would: kitty's
/// APC chunks, iTerm2's OSC 1337 and sixel, written here from the protocols' descriptions so a
/// mistake in mapc's writer is not repeated in its check.
public enum TerminalImages {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A kitty transmission: the first chunk's keys, every chunk's keys, the joined payload.
    public struct KittyImage {
        public var keys: [String: String]
        public var chunks: [[String: String]]
        public var chunkSizes: [Int]
        public var payload: [UInt8]
    }

    /// The kitty images in `text`, each from its first chunk to the chunk with `m=0`.
    public static func kitty(_ text: String) throws -> [KittyImage] {
        var images: [KittyImage] = []
        var current: KittyImage?
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}_G") {
            guard let end = rest[start.upperBound...].range(of: "\u{1B}\\") else {
                throw Failure(description: "unterminated APC")
            }
            let body = rest[start.upperBound..<end.lowerBound]
            rest = rest[end.upperBound...]
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var keys: [String: String] = [:]
            for pair in parts[0].split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                guard kv.count == 2 else { throw Failure(description: "bad key '\(pair)'") }
                keys[String(kv[0])] = String(kv[1])
            }
            let data = parts.count > 1 ? String(parts[1]) : ""
            if current == nil {
                // Deletions and queries draw nothing.
                if keys["a"] == "d" || keys["a"] == "q" { continue }
                current = KittyImage(keys: keys, chunks: [], chunkSizes: [], payload: [])
            }
            current!.chunks.append(keys)
            current!.chunkSizes.append(data.utf8.count)
            guard let bytes = Data(base64Encoded: data) else { throw Failure(description: "a chunk is not whole base64") }
            current!.payload += bytes
            if keys["m"] == "0" || keys["m"] == nil {
                images.append(current!)
                current = nil
            }
        }
        if current != nil { throw Failure(description: "the last chunk has m=1") }
        return images
    }

    /// An iTerm2 inline image: its keys and its file's bytes.
    public struct ITermImage {
        public var keys: [String: String]
        public var file: [UInt8]
    }

    /// The iTerm2 images in `text`.
    public static func iterm(_ text: String) throws -> [ITermImage] {
        var images: [ITermImage] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}]1337;File=") {
            guard let end = rest[start.upperBound...].firstIndex(where: { $0 == "\u{07}" }) else {
                throw Failure(description: "unterminated OSC")
            }
            let body = rest[start.upperBound..<end]
            rest = rest[rest.index(after: end)...]
            guard let colon = body.firstIndex(of: ":") else { throw Failure(description: "no ':' before the data") }
            var keys: [String: String] = [:]
            for pair in body[..<colon].split(separator: ";") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                keys[String(kv[0])] = kv.count == 2 ? String(kv[1]) : ""
            }
            guard let file = Data(base64Encoded: String(body[body.index(after: colon)...])) else {
                throw Failure(description: "not base64")
            }
            images.append(ITermImage(keys: keys, file: [UInt8](file)))
        }
        return images
    }

    /// A sixel image: its raster size, its registers in percent and each pixel's register (-1 where
    /// nothing was painted).
    public struct SixelImage {
        public var width: Int
        public var height: Int
        public var registers: [Int: (Int, Int, Int)]
        public var pixels: [Int]
    }

    /// The sixel image in `text` (the first DCS `q`).
    public static func sixel(_ text: String) throws -> SixelImage {
        guard let start = text.range(of: "\u{1B}P"), let q = text[start.upperBound...].firstIndex(of: "q"),
            let end = text[q...].range(of: "\u{1B}\\")
        else { throw Failure(description: "no sixel DCS") }
        let bytes = Array(text[text.index(after: q)..<end.lowerBound].utf8)
        var index = 0
        func number() -> Int {
            var value = 0
            while index < bytes.count, (48...57).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values = [number()]
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                index += 1
                values.append(number())
            }
            return values
        }
        var image = SixelImage(width: 0, height: 0, registers: [:], pixels: [])
        var x = 0, band = 0, register = 0
        func paint(_ character: UInt8, count: Int) throws {
            guard (63...126).contains(character) else { throw Failure(description: "byte \(character) in sixel data") }
            let bits = Int(character - 63)
            for _ in 0..<count {
                for bit in 0..<6 where bits & (1 << bit) != 0 {
                    let y = band * 6 + bit
                    guard x < image.width, y < image.height else { throw Failure(description: "a pixel outside the raster") }
                    image.pixels[y * image.width + x] = register
                }
                x += 1
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                let values = numbers()
                guard values.count == 4 else { throw Failure(description: "raster attributes \(values)") }
                image.width = values[2]
                image.height = values[3]
                image.pixels = Array(repeating: -1, count: values[2] * values[3])
            case UInt8(ascii: "#"):
                let values = numbers()
                if values.count == 5 {
                    guard values[1] == 2 else { throw Failure(description: "not an RGB register") }
                    image.registers[values[0]] = (values[2], values[3], values[4])
                } else {
                    register = values[0]
                }
            case UInt8(ascii: "!"):
                let count = number()
                guard index < bytes.count else { throw Failure(description: "a run without its character") }
                index += 1
                try paint(bytes[index - 1], count: count)
            case UInt8(ascii: "$"):
                x = 0
            case UInt8(ascii: "-"):
                x = 0
                band += 1
            default:
                try paint(byte, count: 1)
            }
        }
        return image
    }
}
