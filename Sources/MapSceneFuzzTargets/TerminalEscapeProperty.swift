/// Text meant for a terminal holds no escape sequence but SGR (`ESC [ parameters m`), so neither a
/// map nor a diagnostic about a hostile file can move the cursor, retitle the window or worse.
enum TerminalEscapeProperty {
    static let name = "terminal output has no escape sequence but SGR"

    /// Checks `text`; with `allowsSGR` false, no ESC at all may appear.
    static func check(_ text: String, allowsSGR: Bool, what: String, into check: inout PropertyCheck) {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // C1 control CSI (U+009B) acts as ESC [ on some terminals.
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x9B {
                check.require(false, name, "\(what): C1 CSI at byte \(index)")
                return
            }
            guard byte == 0x1B else {
                index += 1
                continue
            }
            guard allowsSGR, let end = sgrEnd(bytes, from: index) else {
                check.require(false, name, "\(what): \(excerpt(bytes, at: index)) at byte \(index)")
                return
            }
            index = end
        }
    }

    /// The index just past the SGR sequence at `start`, or nil when none is there.
    private static func sgrEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
        var index = start + 2
        while index < bytes.count, bytes[index] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[index]) {
            index += 1
        }
        return index < bytes.count && bytes[index] == UInt8(ascii: "m") ? index + 1 : nil
    }

    private static func excerpt(_ bytes: [UInt8], at index: Int) -> String {
        bytes[index..<min(bytes.count, index + 12)].map {
            $0 < 0x20 || $0 > 0x7E ? "\\x" + String($0, radix: 16) : String(UnicodeScalar($0))
        }.joined()
    }
}
