/// Making arbitrary strings safe inside SVG text and attribute values.
enum XMLEscaping {
    /// True for scalars XML 1.0 does not allow in a document (C0 controls other than tab, LF and
    /// CR; U+FFFE and U+FFFF), plus DEL and the C1 controls, which it discourages.
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
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
    static func escape(_ text: String) -> String {
        // Most values (numbers, path data, colors, plain names) need nothing: printable ASCII
        // without the five special characters.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x26 && $0 != 0x3C && $0 != 0x3E && $0 != 0x22 && $0 != 0x27 }) {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if !isDropped(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
