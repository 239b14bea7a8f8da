import Foundation

/// The short content hash that scopes a document's class names and ids.
///
/// It is computed from what the names stand for — the style sheet, the definitions, the title and
/// the description — so two different maps on one page never share a name with different
/// meanings, and the same input always gives the same name.
enum SVGScope {
    /// `m` and six base-36 digits of the 64-bit FNV-1a hash of `parts`.
    static func name(for parts: [String]) -> String {
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

    /// Appends `text` to `out` with every `SVGWriter.scopeMark` replaced by `name`, and, with
    /// `renumbering`, each class and symbol number after a mark (`-12`, `-p3`) replaced by the
    /// document's.
    static func append(_ text: [UInt8], naming name: [UInt8], renumbering: SVGRenumbering? = nil, to out: inout [UInt8]) {
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
                    if let renumbering { i = renumbering.renumber(bytes, from: i, to: &out) }
                    start = i
                } else {
                    i = at + 1
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }
}

/// The numbers a part of the document written apart gave its classes and symbols, and the
/// document's number for each (see `SVGBody`).
struct SVGRenumbering {
    /// The document's class number for each of the part's.
    var classes: [Int]
    /// The document's symbol number for each of the part's.
    var symbols: [Int]

    /// After a scope mark at `start` of `bytes`: a class (`-12`) or symbol (`-p3`) name written
    /// with the document's number, returning where the part's number ended; any other name
    /// (`-callout-shadow`) is left to be copied as it is, and `start` returned.
    func renumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to out: inout [UInt8]) -> Int {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "-") else { return start }
        let isSymbol = start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "p")
        var end = isSymbol ? start + 2 : start + 1
        var number = 0
        let digits = end
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
            number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
            end += 1
        }
        let table = isSymbol ? symbols : classes
        guard end > digits, number < table.count else { return start }
        out.append(UInt8(ascii: "-"))
        if isSymbol { out.append(UInt8(ascii: "p")) }
        FixedPrecision.append(scaled: Int64(table[number]), digits: 0, to: &out)
        return end
    }
}
