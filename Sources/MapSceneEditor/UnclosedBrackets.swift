import MapSceneBase

/// The brackets a scene's text leaves open at a point: the flow mappings and lists (`{`, `[`)
/// of YAML, the blocks, lists and tuples (`{`, `[`, `(`) of the DSL. While a scene is typed they
/// are the normal state, and the front ends, which read only whole files, read none of it; the
/// editor closes them to read what is there.
enum UnclosedBrackets {
    /// The closing brackets, innermost first, of those open in `bytes[..<end]`: outside quoted
    /// text and comments and, in YAML's block context, only where a value begins (`a{b` is a
    /// word there).
    static func closers(of bytes: [UInt8], upTo end: Int, syntax: SceneSyntax) -> [UInt8] {
        var open: [UInt8] = []
        var index = 0
        // The last byte before this one on its line that is not a space, nil at a line's start.
        var previous: UInt8?
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                previous = nil
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if byte == UInt8(ascii: "\"") && syntax == .dsl || syntax == .yaml && beginsValue(after: previous) {
                    index = endOfQuote(from: index, in: bytes, upTo: end)
                    previous = byte
                    continue
                }
            case UInt8(ascii: "#") where syntax == .yaml && (index == 0 || [0x20, 0x09, 0x0A].contains(bytes[index - 1])),
                UInt8(ascii: "/") where syntax == .dsl && index + 1 < end && bytes[index + 1] == UInt8(ascii: "/"):
                while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("):
                let flow = syntax == .dsl || !open.isEmpty || beginsValue(after: previous)
                if flow, byte != UInt8(ascii: "(") || syntax == .dsl { open.append(closer(of: byte)) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
                if open.last == byte { open.removeLast() }
            default:
                break
            }
            previous = byte
            index += 1
        }
        return open.reversed()
    }

    /// Whether a YAML value may begin after `previous` (the last byte before on the line that
    /// is not a space): at the line's start, after a key's `:`, a list item's `-`, or a flow
    /// collection's `[`, `{` or `,`.
    private static func beginsValue(after previous: UInt8?) -> Bool {
        guard let previous else { return true }
        return ":-[{,?".utf8.contains(previous)
    }

    private static func closer(of opening: UInt8) -> UInt8 {
        switch opening {
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        default: UInt8(ascii: ")")
        }
    }

    /// Where the quoted text that begins at `start` ends (past its closing quote): `\` escapes a
    /// byte in double quotes, `''` is a quote in single ones.
    private static func endOfQuote(from start: Int, in bytes: [UInt8], upTo end: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < end {
            let byte = bytes[index]
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < end, bytes[index + 1] == quote {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return end
    }
}
