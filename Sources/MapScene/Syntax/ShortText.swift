/// The spellings of a scene file made into `String`s. Most are words and numbers of at most 15
/// ASCII bytes (`annotation`, `a12345`, `-122.50769`, `title`), which a `String` holds inline, in
/// its own two words. Those are laid out here as the standard library lays out such a string,
/// without its validation and its look at the other forms a string can take: making them was a
/// twentieth of a `.mapscene` compile of 100,000 pins. Anything else is made the usual way.
enum ShortText {
    /// True when the standard library lays out a short ASCII string as `string(_:)` does: the
    /// bytes in order across the two words, then the count with the flags of an immortal, small,
    /// ASCII string (`0xE0`) in the last byte; so on 64-bit little-endian platforms. Checked once
    /// against strings the library makes; where it does not hold, every string is made the usual way.
    static let inlineLayoutHolds: Bool = {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
        let three = unsafeBitCast(String(decoding: Array("abc".utf8), as: UTF8.self), to: (UInt64, UInt64).self)
        let fifteen = unsafeBitCast(String(decoding: Array("abcdefghijklmno".utf8), as: UTF8.self), to: (UInt64, UInt64).self)
        return three == (0x63_62_61, 0xE3 << 56) && fifteen == (0x6867_6665_6463_6261, 0xEF6F_6E6D_6C6B_6A69)
        #else
        return false
        #endif
    }()

    /// `bytes`, which must be valid UTF-8, as a string.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
        let count = bytes.count
        if count > 0, count <= 15, let base = bytes.baseAddress, inlineLayoutHolds {
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: base, byteCount: count) }
            if (words.0 | words.1) & 0x8080_8080_8080_8080 == 0 {
                words.1 |= UInt64(0xE0 | count) << 56
                return unsafeBitCast(words, to: String.self)
            }
        }
        #endif
        return String(decoding: bytes, as: UTF8.self)
    }
}
