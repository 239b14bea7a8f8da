import MapSceneBase

/// GeoJSON property values as the text a data feature keeps: a string as it is, a number as the
/// file spells it (`7.50` stays `7.50`), `true` or `false`, an object or array as compact JSON;
/// a null is left out.
package enum GeoJSONPropertyText {
    /// The properties of a Feature's `"properties"` members.
    package static func properties(_ members: [(key: String, value: LocatedJSON)], bytes: [UInt8]) -> [String: String] {
        var properties: [String: String] = [:]
        for (key, value) in members {
            if case .null = value.value { continue }
            properties[key] = text(of: value, bytes: bytes)
        }
        return properties
    }

    /// The text of one value.
    package static func text(of value: LocatedJSON, bytes: [UInt8]) -> String {
        switch value.value {
        case .string(let string): string
        default: json(value, bytes: bytes)
        }
    }

    /// The compact JSON of a value, numbers as the file spells them.
    package static func json(_ value: LocatedJSON, bytes: [UInt8]) -> String {
        switch value.value {
        case .string(let string): JSONValue.quoted(string, shortEscapes: false)
        case .number: number(at: value.offset, in: bytes)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let elements): "[" + elements.map { json($0, bytes: bytes) }.joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.map { JSONValue.quoted($0.key, shortEscapes: false) + ":" + json($0.value, bytes: bytes) }.joined(
                    separator: ",") + "}"
        }
    }

    /// The spelling of the JSON number starting at byte `offset`.
    package static func number(at offset: Int, in bytes: [UInt8]) -> String {
        var end = offset
        while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }
}
