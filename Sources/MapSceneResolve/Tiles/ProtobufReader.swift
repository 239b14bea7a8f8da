/// What went wrong reading the protocol buffer wire format.
package enum ProtobufError: Error, Equatable, Sendable {
    /// A field or value runs past the end of its message.
    case truncated
    /// A varint longer than 10 bytes, or one past 64 bits.
    case malformedVarint
    /// A wire type the format does not have, or groups (3, 4), which vector tiles never use.
    case unsupportedWireType(Int)
    /// Field number 0, which protobuf reserves.
    case invalidFieldNumber
}

/// How a protobuf field's value is written.
package enum ProtobufWireType: Int {
    case varint = 0
    case fixed64 = 1
    case lengthDelimited = 2
    case fixed32 = 5
}

/// Reads the protocol buffer wire format from a range of bytes, by hand: varints, zigzag,
/// fixed-size and length-delimited values, and skipping fields it is not asked about. Every read
/// is bounds-checked and reports an error value; a message inside another is read by a reader
/// over the same bytes, without a copy.
package struct ProtobufReader {
    /// The bytes of the whole buffer (a sub-reader shares them).
    package let bytes: [UInt8]
    /// Where the next read starts.
    package private(set) var position: Int
    /// Where this message ends.
    package let end: Int

    /// A reader over all of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        position = 0
        end = bytes.count
    }

    private init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        position = range.lowerBound
        end = range.upperBound
    }

    /// True when the message has been read to its end.
    package var isAtEnd: Bool { position >= end }

    /// A base-128 varint, at most 10 bytes and 64 bits.
    package mutating func varint() throws(ProtobufError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end else { throw .truncated }
            let byte = bytes[position]
            position += 1
            if shift == 63 && byte > 1 { throw .malformedVarint }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            if shift > 63 { throw .malformedVarint }
        }
    }

    /// A varint that must fit in 32 bits, as `uint32` fields do.
    package mutating func uint32() throws(ProtobufError) -> UInt32 {
        let value = try varint()
        guard let narrow = UInt32(exactly: value) else { throw .malformedVarint }
        return narrow
    }

    /// Four little-endian bytes.
    package mutating func fixed32() throws(ProtobufError) -> UInt32 {
        guard end - position >= 4 else { throw .truncated }
        var value: UInt32 = 0
        for i in 0..<4 { value |= UInt32(bytes[position + i]) << (8 * UInt32(i)) }
        position += 4
        return value
    }

    /// Eight little-endian bytes.
    package mutating func fixed64() throws(ProtobufError) -> UInt64 {
        guard end - position >= 8 else { throw .truncated }
        var value: UInt64 = 0
        for i in 0..<8 { value |= UInt64(bytes[position + i]) << (8 * UInt64(i)) }
        position += 8
        return value
    }

    /// The next field's number and wire type; nil at the end of the message.
    package mutating func field() throws(ProtobufError) -> (number: UInt64, wireType: ProtobufWireType)? {
        guard !isAtEnd else { return nil }
        let key = try varint()
        let number = key >> 3
        guard number > 0 else { throw .invalidFieldNumber }
        guard let wireType = ProtobufWireType(rawValue: Int(key & 7)) else { throw .unsupportedWireType(Int(key & 7)) }
        return (number, wireType)
    }

    /// A length-delimited value, as a reader of its bytes; this reader moves past it.
    package mutating func lengthDelimited() throws(ProtobufError) -> ProtobufReader {
        let length = try varint()
        guard length <= UInt64(end - position) else { throw .truncated }
        let range = position..<position + Int(length)
        position = range.upperBound
        return ProtobufReader(bytes: bytes, range: range)
    }

    /// A length-delimited value as text (invalid UTF-8 is repaired with U+FFFD).
    package mutating func string() throws(ProtobufError) -> String {
        let value = try lengthDelimited()
        return String(decoding: bytes[value.position..<value.end], as: UTF8.self)
    }

    /// Passes over a value of `wireType`.
    package mutating func skip(_ wireType: ProtobufWireType) throws(ProtobufError) {
        switch wireType {
        case .varint: _ = try varint()
        case .fixed64: _ = try fixed64()
        case .fixed32: _ = try fixed32()
        case .lengthDelimited: _ = try lengthDelimited()
        }
    }

    /// The values of a repeated `uint32` field, appended to `values`: packed (one length-delimited
    /// run of varints) or not (one varint), as protobuf lets a writer choose.
    package mutating func appendUInt32s(_ wireType: ProtobufWireType, to values: inout [UInt32]) throws(ProtobufError) {
        switch wireType {
        case .varint:
            values.append(try uint32())
        case .lengthDelimited:
            var packed = try lengthDelimited()
            while !packed.isAtEnd { values.append(try packed.uint32()) }
        default:
            throw .unsupportedWireType(wireType.rawValue)
        }
    }

    /// The signed integer a zigzag-encoded value stands for: 0, −1, 1, −2, … from 0, 1, 2, 3, ….
    package static func zigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }
}
