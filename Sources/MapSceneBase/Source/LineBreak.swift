/// What ends a line in a scene file, in both syntaxes and in every diagnostic: YAML's (and
/// libyaml's) definition, so a position means the same line and column wherever it was counted.
///
/// CR LF, CR, LF, NEL (U+0085), LS (U+2028) and PS (U+2029) each end a line; CR LF is one break.
/// Columns count Unicode scalars, and a UTF-8 byte order mark at the start of the file takes none.
package enum LineBreak {
    /// The length in bytes of the line break that starts at `index` of the UTF-8 `bytes`, or 0
    /// when none starts there.
    @inline(__always)
    package static func length<Bytes: RandomAccessCollection<UInt8>>(at index: Int, in bytes: Bytes) -> Int
    where Bytes.Index == Int {
        let byte = bytes[index]
        // Every break starts with one of 0x0A, 0x0D, 0xC2 or 0xE2: most bytes are none of them.
        guard byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2 else { return 0 }
        let end = bytes.endIndex
        switch byte {
        case 0x0A:
            return 1
        case 0x0D:
            return index + 1 < end && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2:
            return index + 1 < end && bytes[index + 1] == 0x85 ? 2 : 0
        default:
            guard index + 2 < end, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        }
    }

    /// True for the scalars that end a line (CR, LF, NEL, LS, PS).
    package static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// 3 when `bytes` start with a UTF-8 byte order mark, which takes no column; else 0.
    package static func byteOrderMarkLength<Bytes: RandomAccessCollection<UInt8>>(of bytes: Bytes) -> Int
    where Bytes.Index == Int {
        bytes.count >= 3 && bytes[bytes.startIndex] == 0xEF && bytes[bytes.startIndex + 1] == 0xBB
            && bytes[bytes.startIndex + 2] == 0xBF ? 3 : 0
    }
}
