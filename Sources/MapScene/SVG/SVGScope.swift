/// The short content hash that scopes a document's class names and ids.
///
/// It is computed from what the names stand for — the style sheet, the definitions, the title and
/// the description — so two different maps on one page never share a name with different
/// meanings, and the same input always gives the same name.
enum SVGScope {
    /// `m` and six base-36 digits of the 64-bit FNV-1a hash of `parts`.
    static func name(for parts: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            hash ^= 0xFF
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        var value = hash
        var name = ""
        for _ in 0..<6 {
            name.append(digits[Int(value % 36)])
            value /= 36
        }
        return "m" + name
    }
}
