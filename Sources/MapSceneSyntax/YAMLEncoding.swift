internal import CTextScan
import MapSceneBase

/// The byte-level checks made before libyaml sees a file, and the translation of a byte offset
/// into the line:column libyaml itself would report for it.
package enum YAMLEncoding {
    /// The first reason the bytes are not UTF-8 text: a UTF-16 or UTF-32 byte order mark, or an
    /// invalid UTF-8 sequence (reported at its first byte). A UTF-8 byte order mark is fine.
    package static func problem(in bytes: [UInt8]) -> Diagnostic? {
        let start = SourceRange(at: SourceLocation(line: 1, column: 1))
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return .yamlEncoding(
                "the file is UTF-32 (it starts with a UTF-32 byte order mark); a scene file must be UTF-8", at: start)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return .yamlEncoding(
                "the file is UTF-16 (it starts with a UTF-16 byte order mark); a scene file must be UTF-8", at: start)
        }
        guard let offset = bytes.withUnsafeBufferPointer(firstInvalidUTF8) else { return nil }
        let location = self.location(ofByte: offset, in: bytes)
        return .yamlEncoding("invalid UTF-8 byte \(hex(bytes[offset]))", at: SourceRange(at: location))
    }

    /// The offset of the first byte of the first invalid UTF-8 sequence, or `nil` when all of
    /// `bytes` is valid UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
    package static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var i = 0
        while i < count {
            // ASCII runs, the common case, at memory speed.
            i += mapc_text_ascii_prefix(base + i, count - i)
            guard i < count else { break }
            let lead = base[i]
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            guard i + length <= count, (low...high).contains(base[i + 1]) else { return i }
            for k in 2..<length where base[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }

    /// The 1-based line and column of the byte at `offset`, counted as libyaml counts them
    /// (`LineBreak`): columns in Unicode scalars; CR LF, CR, LF, NEL, LS and PS each end a line;
    /// a leading UTF-8 byte order mark takes no column.
    package static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        SourceLines(bytes).location(ofByte: offset)
    }

    /// `0x` and two lower-case hex digits.
    package static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
