import Foundation

/// The short content hash that scopes a document's class names and ids.
///
/// It is computed from what the names stand for — the style sheet, the definitions, the title and
/// the description — so two different maps on one page never share a name with different
/// meanings, and the same input always gives the same name.
package enum SVGScope {
    /// `m` and six base-36 digits of the 64-bit FNV-1a hash of `parts`.
    package static func name(for parts: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            hash ^= 0xFF
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        var value = hash
        var name = ""
        for _ in 0..<6 {
            name.append(digits[Int(value % 36)])
            value /= 36
        }
        return "m" + name
    }

    /// Appends `text` to `out` with every `SVGWriter.scopeMark` replaced by `name`.
    package static func append(_ text: [UInt8], naming name: [UInt8], to out: inout [UInt8]) {
        // U+FFFF is EF BF BF in UTF-8; 0xEF only ever starts a three-byte character.
        text.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var start = 0
            var i = 0
            while i < bytes.count, let found = memchr(base + i, 0xEF, bytes.count - i) {
                let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                if at + 2 < bytes.count, bytes[at + 1] == 0xBF, bytes[at + 2] == 0xBF {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<at]))
                    out.append(contentsOf: name)
                    i = at + 3
                    start = i
                } else {
                    i = at + 1
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }
}
