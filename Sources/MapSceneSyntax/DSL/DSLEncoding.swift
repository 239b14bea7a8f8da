internal import CTextScan
import MapSceneBase

/// The byte-level checks made before a `.mapscene` file is lexed: it is UTF-8 and holds only
/// characters YAML also allows (so every file converts), and positions counted as the DSL counts them.
package enum DSLEncoding {
    /// The first problem with the bytes: an invalid UTF-8 sequence, a UTF-16/32 byte order mark,
    /// or a control character (tab, line feed and carriage return are fine).
    package static func problem(in bytes: [UInt8]) -> Diagnostic? {
        let start = SourceRange(at: SourceLocation(line: 1, column: 1))
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
            || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
        {
            return .dslEncoding(
                "the file is UTF-16 or UTF-32 (it starts with a byte order mark); a scene file must be UTF-8", at: start)
        }
        if let offset = bytes.withUnsafeBufferPointer(YAMLEncoding.firstInvalidUTF8) {
            return .dslEncoding(
                "invalid UTF-8 byte \(YAMLEncoding.hex(bytes[offset]))", at: SourceRange(at: location(ofByte: offset, in: bytes)))
        }
        guard let offset = bytes.withUnsafeBufferPointer(firstDisallowedCharacter) else { return nil }
        var decoder = UTF8()
        var iterator = bytes[offset...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        let digits = String(scalar.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return .dslEncoding(
            "control character \(name) is not allowed; inside a string write it as \\u{\(digits)}",
            at: SourceRange(at: location(ofByte: offset, in: bytes)))
    }

    /// The offset of the first character `isAllowed` refuses, in valid UTF-8: runs of text and
    /// line feeds are passed over at memory speed (`mapc_text_plain_prefix`), and each character
    /// that ends one (a tab, a carriage return, a control character, any character past ASCII)
    /// is decoded and tested.
    private static func firstDisallowedCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var i = 0
        while i < bytes.count {
            i += mapc_text_plain_prefix(base + i, bytes.count - i, nil)
            guard i < bytes.count else { break }
            let b = bytes[i]
            if b < 0x80 {
                if b < 0x20, b != 0x09, b != 0x0A, b != 0x0D { return i }
                if b == 0x7F { return i }
                i += 1
                continue
            }
            let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
            var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for k in 1..<length where i + k < bytes.count { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
            if let scalar = Unicode.Scalar(value), !isAllowed(scalar) { return i }
            i += length
        }
        return nil
    }

    /// The characters YAML calls printable, plus carriage return (which YAML also accepts).
    package static func isAllowed(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The 1-based line and column of the byte at `offset`, counted as the lexer counts them:
    /// lines end where `LineBreak` says, columns count Unicode scalars, a leading byte order mark
    /// takes no column.
    package static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        SourceLines(bytes).location(ofByte: offset)
    }
}
