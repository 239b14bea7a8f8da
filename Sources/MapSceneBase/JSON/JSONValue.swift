/// A JSON document as a value: what the render list's stable JSON is built from and read back
/// into, so `Codable` and the canonical text share one shape.
public enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case number(Double)
    /// A number written with up to nine decimals whatever the text's precision: a fraction (of
    /// an image, say) that two decimals would not keep. Read back, it is a `number`.
    case fraction(Double)
    case string(String)
    case bool(Bool)
    case null

    /// Equal values; a `fraction` equals the `number` of the same value (what it reads back as).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.number(let a), .number(let b)), (.fraction(let a), .fraction(let b)), (.number(let a), .fraction(let b)),
            (.fraction(let a), .number(let b)):
            a == b
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// The canonical text: keys sorted, two-space indentation, numbers with at most `precision`
    /// decimals, arrays of plain values (points, rects) on one line; ends with a newline.
    public func canonicalText(precision: Int) -> String {
        String(decoding: canonicalBytes(precision: precision), as: UTF8.self)
    }

    /// `canonicalText(precision:)` as UTF-8 bytes, written straight into one buffer.
    public func canonicalBytes(precision: Int) -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, indent: 0, precision: precision)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private var isPlain: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// True for arrays that print on one line: those of plain values, such as points.
    private var printsInline: Bool {
        guard case .array(let elements) = self else { return isPlain }
        return elements.allSatisfy(\.isPlain)
    }

    private static func newline(_ out: inout [UInt8], indent: Int) {
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * indent) { out.append(UInt8(ascii: " ")) }
    }

    private func write(to out: inout [UInt8], indent: Int, precision: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): FixedPrecision.append(n, precision: precision, to: &out)
        case .fraction(let n): FixedPrecision.append(n, precision: 9, to: &out)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let elements):
            if elements.isEmpty { out.append(contentsOf: "[]".utf8); return }
            if printsInline {
                out.append(UInt8(ascii: "["))
                for (i, e) in elements.enumerated() {
                    if i > 0 { out.append(contentsOf: ", ".utf8) }
                    e.write(to: &out, indent: indent, precision: precision)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            out.append(UInt8(ascii: "["))
            for i in elements.indices {
                Self.newline(&out, indent: indent + 1)
                elements[i].write(to: &out, indent: indent + 1, precision: precision)
                if i + 1 < elements.count { out.append(UInt8(ascii: ",")) }
            }
            Self.newline(&out, indent: indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (i, member) in sorted.enumerated() {
                Self.newline(&out, indent: indent + 1)
                Self.writeString(member.key, to: &out)
                out.append(contentsOf: ": ".utf8)
                member.value.write(to: &out, indent: indent + 1, precision: precision)
                if i + 1 < sorted.count { out.append(UInt8(ascii: ",")) }
            }
            Self.newline(&out, indent: indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `elements`, a run of an array of `count` elements, each on a line of its own one level in
    /// from `indent`, a comma after each but the array's last.
    private static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Ids, kinds and layer names need no escaping: printable ASCII without quote or backslash.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    let hex = String(scalar.value, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSONValue: Codable {
    private struct Key: CodingKey {
        package var stringValue: String
        package var intValue: Int? { nil }
        package init(stringValue: String) { self.stringValue = stringValue }
        package init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var members: [String: JSONValue] = [:]
            for key in keyed.allKeys { members[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key) }
            self = .object(members)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let b = try? single.decode(Bool.self) {
                self = .bool(b)
            } else if let n = try? single.decode(Double.self) {
                self = .number(n)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var keyed = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try keyed.encode(value, forKey: Key(stringValue: key)) }
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for e in elements { try unkeyed.encode(e) }
        case .number(let n), .fraction(let n):
            var single = encoder.singleValueContainer()
            try single.encode(n)
        case .string(let s):
            var single = encoder.singleValueContainer()
            try single.encode(s)
        case .bool(let b):
            var single = encoder.singleValueContainer()
            try single.encode(b)
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        }
    }
}

extension JSONValue {
    /// The members when this is an object.
    package var members: [String: JSONValue]? { if case .object(let m) = self { m } else { nil } }
    /// The elements when this is an array.
    package var elements: [JSONValue]? { if case .array(let e) = self { e } else { nil } }
    /// The number when this is one.
    package var number: Double? {
        switch self {
        case .number(let n), .fraction(let n): n
        default: nil
        }
    }
    /// The string when this is one.
    package var string: String? { if case .string(let s) = self { s } else { nil } }

    package subscript(key: String) -> JSONValue? { members?[key] }
}
