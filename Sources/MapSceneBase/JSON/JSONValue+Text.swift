extension JSONValue {
    /// How a value is written as text: the three forms mapc writes.
    package struct TextStyle: Sendable {
        /// Decimals of a `number` (a `fraction` keeps up to nine); nil writes each number's
        /// shortest exact form.
        package var precision: Int?
        /// Members in the bytewise order of their keys, so the text does not depend on how the
        /// value was built; otherwise in the order built.
        package var sortsKeys: Bool
        /// Two spaces of indentation a level and each member and element on a line of its own;
        /// otherwise the whole value on one line, without spaces.
        package var indents: Bool
        /// Arrays of plain values (points, rects) on one line, `[1, 2]`, when indenting.
        package var keepsPlainArraysOnOneLine: Bool
        /// `\n`, `\r` and `\t` written as such; otherwise as `\u000a`, `\u000d` and `\u0009`,
        /// like every other control character.
        package var shortEscapes: Bool

        /// The render list's and the schema's canonical text: keys sorted, two-space
        /// indentation, numbers with at most `precision` decimals, plain arrays on one line.
        package static func canonical(precision: Int) -> TextStyle {
            TextStyle(
                precision: precision, sortsKeys: true, indents: true, keepsPlainArraysOnOneLine: true, shortEscapes: true)
        }

        /// A report `mapc lint` writes (SARIF): members in the order built, two-space
        /// indentation, every element on a line of its own.
        package static let report = TextStyle(
            precision: nil, sortsKeys: false, indents: true, keepsPlainArraysOnOneLine: false, shortEscapes: false)

        /// One line with keys sorted: a JSON-RPC message of the language server, an event of
        /// `mapc watch`.
        package static let compact = TextStyle(
            precision: nil, sortsKeys: true, indents: false, keepsPlainArraysOnOneLine: false, shortEscapes: true)
    }

    /// The canonical text: keys sorted, two-space indentation, numbers with at most `precision`
    /// decimals, arrays of plain values (points, rects) on one line; ends with a newline.
    public func canonicalText(precision: Int) -> String {
        String(decoding: canonicalBytes(precision: precision), as: UTF8.self)
    }

    /// `canonicalText(precision:)` as UTF-8 bytes, written straight into one buffer.
    public func canonicalBytes(precision: Int) -> [UInt8] {
        var out = bytes(.canonical(precision: precision))
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// The value's text in `style`, without a trailing newline.
    package func text(_ style: TextStyle) -> String {
        String(decoding: bytes(style), as: UTF8.self)
    }

    /// `text(_:)` as UTF-8 bytes.
    package func bytes(_ style: TextStyle) -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, indent: 0, style: style)
        return out
    }

    private var isPlain: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    private static func newline(_ out: inout [UInt8], indent: Int, style: TextStyle) {
        guard style.indents else { return }
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * indent) { out.append(UInt8(ascii: " ")) }
    }

    private func write(to out: inout [UInt8], indent: Int, style: TextStyle) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .integer(let n): out.append(contentsOf: String(n).utf8)
        case .number(let n): Self.appendNumber(n, precision: style.precision, to: &out)
        case .fraction(let n): Self.appendNumber(n, precision: style.precision.map { _ in 9 }, to: &out)
        case .string(let s): Self.appendQuoted(s, shortEscapes: style.shortEscapes, to: &out)
        case .array(let elements):
            if elements.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            if style.indents, style.keepsPlainArraysOnOneLine, elements.allSatisfy(\.isPlain) {
                for (i, e) in elements.enumerated() {
                    if i > 0 { out.append(contentsOf: ", ".utf8) }
                    e.write(to: &out, indent: indent, style: style)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            for i in elements.indices {
                Self.newline(&out, indent: indent + 1, style: style)
                elements[i].write(to: &out, indent: indent + 1, style: style)
                if i + 1 < elements.count { out.append(UInt8(ascii: ",")) }
            }
            Self.newline(&out, indent: indent, style: style)
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            if object.members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            var members = object.members
            if style.sortsKeys { members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
            for (i, member) in members.enumerated() {
                Self.newline(&out, indent: indent + 1, style: style)
                Self.appendQuoted(member.key, shortEscapes: style.shortEscapes, to: &out)
                out.append(contentsOf: (style.indents ? ": " : ":").utf8)
                member.value.write(to: &out, indent: indent + 1, style: style)
                if i + 1 < members.count { out.append(UInt8(ascii: ",")) }
            }
            Self.newline(&out, indent: indent, style: style)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `n` at `precision` decimals, or in its shortest exact form: whole values as integers,
    /// others as Swift writes them (`0.1`, `1e-07`); not-a-number and infinities, which JSON
    /// cannot hold, as `null`.
    private static func appendNumber(_ n: Double, precision: Int?, to out: inout [UInt8]) {
        if let precision {
            FixedPrecision.append(n, precision: precision, to: &out)
        } else if !n.isFinite {
            out.append(contentsOf: "null".utf8)
        } else if n == n.rounded(), n.magnitude < 0x1p53 {
            out.append(contentsOf: String(Int64(n)).utf8)
        } else {
            out.append(contentsOf: n.description.utf8)
        }
    }

    /// `s` as a JSON string literal: quotes and backslashes escaped, control characters (C0,
    /// DEL, C1) and the line separators U+2028/U+2029 as `\uXXXX` — `\n`, `\r` and `\t` as such
    /// when `shortEscapes` is set. The one JSON string writer.
    package static func appendQuoted(_ s: String, shortEscapes: Bool, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Ids, kinds and layer names need no escaping: printable ASCII without quote or backslash.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        let hex = Array("0123456789abcdef".utf8)
        for scalar in s.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x22: out.append(contentsOf: "\\\"".utf8)
            case 0x5C: out.append(contentsOf: "\\\\".utf8)
            case 0x0A where shortEscapes: out.append(contentsOf: "\\n".utf8)
            case 0x0D where shortEscapes: out.append(contentsOf: "\\r".utf8)
            case 0x09 where shortEscapes: out.append(contentsOf: "\\t".utf8)
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                out.append(contentsOf: "\\u".utf8)
                for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((v >> UInt32(shift)) & 0xF)]) }
            default:
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `s` as a JSON string literal, as `appendQuoted(_:shortEscapes:to:)` writes it.
    package static func quoted(_ s: String, shortEscapes: Bool) -> String {
        var out: [UInt8] = []
        appendQuoted(s, shortEscapes: shortEscapes, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
