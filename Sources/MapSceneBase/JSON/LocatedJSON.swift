/// A JSON document read with where each value starts: every JSON mapc reads (GeoJSON data and
/// basemaps, tile archives' metadata, the language server's messages) is read as one, so a
/// problem found in a data file can be reported at its line and column.
package struct LocatedJSON: Sendable {
    /// A JSON value.
    package indirect enum Value: Sendable {
        case object([(key: String, value: LocatedJSON)])
        case array([LocatedJSON])
        case number(Double)
        case string(String)
        case bool(Bool)
        case null
    }

    package var value: Value
    /// The byte offset of the value's first character.
    package var offset: Int

    /// `value`, starting at byte `offset`.
    package init(value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// The member `key` of an object, if there is one (the first, if there are several).
    package subscript(key: String) -> LocatedJSON? {
        members?.first { $0.key == key }?.value
    }

    /// The members, in the order written, if this is an object.
    package var members: [(key: String, value: LocatedJSON)]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements, if this is an array.
    package var elements: [LocatedJSON]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The value's string, if it is one.
    package var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    /// The value's boolean, if it is one.
    package var bool: Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }

    /// The value as a whole number, if it is one a `Double` holds exactly (under 10^15 in
    /// magnitude): a protocol's ids, versions, lines and columns.
    package var integer: Int? {
        guard case .number(let n) = value, n == n.rounded(), n.magnitude < 1e15 else { return nil }
        return Int(n)
    }

    /// What kind of value this is, for messages.
    package var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .number: "a number"
        case .string: "a string"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// A problem in the text, at a byte offset.
    package struct Failure: Error, Equatable {
        package var message: String
        package var offset: Int

        package init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    /// The document in `bytes` (RFC 8259), nested at most `maximumDepth` deep.
    package static func parse(_ bytes: [UInt8], maximumDepth: Int = 512) -> Result<LocatedJSON, Failure> {
        var parser = Parser(bytes: bytes, maximumDepth: maximumDepth)
        do {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            guard parser.index == bytes.count else {
                throw Failure(message: "unexpected text after the document", offset: parser.index)
            }
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", offset: parser.index))
        }
    }

    private struct Parser {
        package let bytes: [UInt8]
        package let maximumDepth: Int
        package var index = 0

        package init(bytes: [UInt8], maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
        }

        package mutating func skipSpace() {
            while index < bytes.count,
                bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
            {
                index += 1
            }
        }

        package func fail(_ message: String, at offset: Int? = nil) -> Failure {
            Failure(message: message, offset: offset ?? index)
        }

        package func found() -> String {
            guard index < bytes.count else { return "the end of the file" }
            let byte = bytes[index]
            return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        }

        package mutating func value(depth: Int) throws -> LocatedJSON {
            skipSpace()
            guard depth <= maximumDepth else { throw fail("the document is nested more than \(maximumDepth) deep") }
            let start = index
            guard index < bytes.count else { throw fail("expected a value, found the end of the file") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, value: LocatedJSON)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return LocatedJSON(value: .object(members), offset: start)
                }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                        throw fail("expected a member name in quotes, found \(found())")
                    }
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                        throw fail("expected ':' after a member name, found \(found())")
                    }
                    index += 1
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard index < bytes.count else { throw fail("the object is not closed: expected '}'") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                    throw fail("expected ',' or '}' in an object, found \(found())")
                }
                return LocatedJSON(value: .object(members), offset: start)
            case UInt8(ascii: "["):
                index += 1
                var elements: [LocatedJSON] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return LocatedJSON(value: .array(elements), offset: start)
                }
                while true {
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                    guard index < bytes.count else { throw fail("the array is not closed: expected ']'") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                    throw fail("expected ',' or ']' in an array, found \(found())")
                }
                return LocatedJSON(value: .array(elements), offset: start)
            case UInt8(ascii: "\""):
                return LocatedJSON(value: .string(try string()), offset: start)
            case UInt8(ascii: "t"):
                try word("true")
                return LocatedJSON(value: .bool(true), offset: start)
            case UInt8(ascii: "f"):
                try word("false")
                return LocatedJSON(value: .bool(false), offset: start)
            case UInt8(ascii: "n"):
                try word("null")
                return LocatedJSON(value: .null, offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return LocatedJSON(value: .number(try number()), offset: start)
            default:
                throw fail("expected a value, found \(found())")
            }
        }

        package mutating func word(_ text: String) throws {
            let utf8 = Array(text.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
                throw fail("expected a value, found \(found())")
            }
            index += utf8.count
        }

        package mutating func number() throws -> Double {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
                return index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let whole = digits()
            guard whole > 0 else { throw fail("a number needs digits", at: start) }
            if whole > 1, bytes[start + (bytes[start] == UInt8(ascii: "-") ? 1 : 0)] == UInt8(ascii: "0") {
                throw fail("a number may not start with 0", at: start)
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw fail("a number needs digits after its '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw fail("a number needs digits in its exponent") }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
                throw fail("the number is out of range", at: start)
            }
            return value
        }

        package mutating func string() throws -> String {
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flushRun() throws {
                guard runStart < index else { return }
                if let run = String(validating: bytes[runStart..<index], as: UTF8.self) {
                    scalars.append(contentsOf: run.unicodeScalars)
                    return
                }
                // JSON is UTF-8 (RFC 8259): the error is at the first byte that is not.
                var offset = runStart
                var iterator = bytes[runStart..<index].makeIterator()
                var decoder = UTF8()
                while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
                throw fail("a string is not UTF-8", at: offset)
            }
            while true {
                guard index < bytes.count else { throw fail("the string is not closed: expected '\"'", at: start) }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    try flushRun()
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw fail("a control character in a string must be escaped") }
                if byte != UInt8(ascii: "\\") { index += 1; continue }
                try flushRun()
                index += 1
                guard index < bytes.count else { throw fail("the string is not closed: expected '\"'", at: start) }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) { code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00) }
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    throw fail("'\\\(Character(Unicode.Scalar(escape)))' is not a JSON escape", at: index - 2)
                }
                runStart = index
            }
        }

        package mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count,
                let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else {
                throw fail("'\\u' needs four hexadecimal digits")
            }
            index += 4
            return code
        }
    }
}
