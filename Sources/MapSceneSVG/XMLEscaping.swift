/// Making arbitrary strings safe inside SVG text and attribute values.
package enum XMLEscaping {
    /// True for scalars XML 1.0 does not allow in a document (C0 controls other than tab, LF and
    /// CR; U+FFFE and U+FFFF), plus DEL and the C1 controls, which it discourages.
    package static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x09, 0x0A, 0x0D: return false
        case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    /// `text` escaped for character data and attribute values alike: `& < > " '` become
    /// entities, tab/LF/CR become character references (so attribute normalization keeps them),
    /// and disallowed characters are removed. The result can never open or close a tag, a
    /// comment, a CDATA section or an attribute.
    package static func escape(_ text: String) -> String {
        if isPlain(text) { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` to `out` in UTF-8, escaped as `escape` escapes it.
    package static func append(_ text: String, to out: inout [UInt8]) {
        // Most strings (ids, titles, plain names) need nothing: printable ASCII without the five
        // special characters, appended whole.
        if isPlain(text) {
            out.append(contentsOf: text.utf8)
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".utf8)
            case "<": out.append(contentsOf: "&lt;".utf8)
            case ">": out.append(contentsOf: "&gt;".utf8)
            case "\"": out.append(contentsOf: "&quot;".utf8)
            case "'": out.append(contentsOf: "&apos;".utf8)
            case "\t": out.append(contentsOf: "&#9;".utf8)
            case "\n": out.append(contentsOf: "&#10;".utf8)
            case "\r": out.append(contentsOf: "&#13;".utf8)
            default:
                if !isDropped(scalar) { UTF8.encode(scalar) { out.append($0) } }
            }
        }
    }

    /// True when `text` is printable ASCII without `& < > " '`: escaping leaves it as it is.
    private static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x26 && $0 != 0x3C && $0 != 0x3E && $0 != 0x22 && $0 != 0x27 }
        }
    }
}
