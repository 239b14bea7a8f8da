/// How far a file reaches, as an upper bound on the positions a diagnostic may name in it: every
/// possible line break counted (CR and LF apart, NEL, LS, PS), and the longest line in bytes,
/// never fewer than its Unicode scalars or UTF-16 units minus surrogates.
struct SourceExtent {
    /// At least the number of lines.
    let lines: Int
    /// At least the number of columns of the longest line.
    let columns: Int

    init(_ bytes: [UInt8]) {
        var lines = 1, longest = 0, current = 0
        for (index, byte) in bytes.enumerated() {
            let isBreak =
                byte == 0x0A || byte == 0x0D
                || byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0x85
                || byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
            if isBreak {
                lines += 1
                longest = max(longest, current)
                current = 0
            } else {
                current += 1
            }
        }
        self.lines = lines
        self.columns = max(longest, current)
    }
}
