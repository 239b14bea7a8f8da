import Testing
@testable import MapScene

/// Eight bytes tested at once: each byte's bit is exact whatever its neighbours are.
@Suite struct ByteWordTests {
    /// Words of ASCII with `byte` at `position` among neighbours that would borrow or carry.
    private static func words(with byte: UInt8, at position: Int) -> [UInt64] {
        ["\0\0\0\0\0\0\0\0", "\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}", "\n\n\n\n\n\n\n\n", "a\0b\u{1}c\u{7F}d\n"].map { filler in
            var bytes = Array(filler.utf8)
            bytes[position] = byte
            return bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        }
    }

    @Test func eachBytesBitSaysExactlyWhetherItIsBelowALimitOrEqualToAByte() {
        for position in 0..<8 {
            let bit = UInt64(0x80) << (8 * position)
            for byte in UInt8(0)...0x7F {
                for word in Self.words(with: byte, at: position) {
                    #expect(!ByteWord.hasNonASCII(word))
                    for limit: UInt8 in [1, 0x0E, 0x20, 0x80] {
                        #expect((ByteWord.bytes(of: word, below: limit) & bit != 0) == (byte < limit), "\(byte) below \(limit) at \(position)")
                    }
                    for other: UInt8 in [0, 0x0A, 0x7F] {
                        #expect((ByteWord.bytes(of: word, equalTo: other) & bit != 0) == (byte == other), "\(byte) is \(other) at \(position)")
                    }
                }
            }
        }
    }

    @Test func aByteAboveTheASCIIRangeIsFoundAnywhere() {
        for position in 0..<8 {
            for byte in UInt8(0x80)...0xFF {
                #expect(Self.words(with: byte, at: position).allSatisfy(ByteWord.hasNonASCII))
            }
        }
    }
}
