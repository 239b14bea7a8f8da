/// Eight bytes of a file tested at once, as one `UInt64` loaded from them: each test gives a mask
/// with the high bit of each byte that passes it set, exact for every byte (no borrow crosses
/// from one byte into the next), for words that hold ASCII only (`hasNonASCII` false).
enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// True when a byte of `word` is above 0x7F.
    static func hasNonASCII(_ word: UInt64) -> Bool {
        word & highBits != 0
    }

    /// The bytes of an ASCII `word` below `limit` (at most 0x80): with its high bit set, a byte
    /// less `limit` keeps it exactly when the byte is at least `limit`.
    static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        ~((word | highBits) &- UInt64(limit) &* ones) & highBits
    }

    /// The bytes of an ASCII `word` equal to `byte` (at most 0x7F).
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        bytes(of: word ^ (UInt64(byte) &* ones), below: 1)
    }
}
