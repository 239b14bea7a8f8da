/// A JSON document as a value: what every JSON mapc writes is built as — the render list's
/// stable JSON (and what it reads back into through `Codable`), the JSON Schema, the SARIF log,
/// the language server's messages and `mapc watch`'s events. Objects keep their members in the
/// order they were built; each writer (`JSONValue+Text.swift`) sorts them or keeps that order.
public enum JSONValue: Equatable, Sendable {
    case object(JSONObject)
    case array([JSONValue])
    /// A whole number, written as its digits.
    case integer(Int)
    case number(Double)
    /// A number written with up to nine decimals whatever the text's precision: a fraction (of
    /// an image, say) that two decimals would not keep. Read back, it is a `number`.
    case fraction(Double)
    case string(String)
    case bool(Bool)
    case null

    /// Equal values; numbers are equal when their values are, whichever case holds them (a
    /// `fraction` reads back as a `number`).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default:
            if let a = lhs.number, let b = rhs.number { a == b } else { false }
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var members = JSONObject()
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
        case .object(let object):
            var keyed = encoder.container(keyedBy: Key.self)
            for (key, value) in object.members { try keyed.encode(value, forKey: Key(stringValue: key)) }
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for e in elements { try unkeyed.encode(e) }
        case .integer(let n):
            var single = encoder.singleValueContainer()
            try single.encode(n)
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
    /// The object when this is one.
    package var object: JSONObject? { if case .object(let o) = self { o } else { nil } }
    /// The elements when this is an array.
    package var elements: [JSONValue]? { if case .array(let e) = self { e } else { nil } }
    /// The number when this is one.
    package var number: Double? {
        switch self {
        case .integer(let n): Double(n)
        case .number(let n), .fraction(let n): n
        default: nil
        }
    }
    /// The string when this is one.
    package var string: String? { if case .string(let s) = self { s } else { nil } }

    package subscript(key: String) -> JSONValue? { object?[key] }
}
