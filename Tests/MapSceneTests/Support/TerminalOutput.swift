import Foundation

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneSyntax

/// Checks on what the terminal backend writes, independent of how it was made.
enum TerminalOutput {
    /// The escape sequences in `text` (from ESC to the final byte of a CSI sequence, or the
    /// single character after ESC otherwise) and whether every one of them is an SGR code.
    static func escapeSequences(in text: String) -> [String] {
        var sequences: [String] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "\u{1B}" else { i += 1; continue }
            var j = i + 1
            if j < scalars.count, scalars[j] == "[" {
                j += 1
                while j < scalars.count, !(0x40...0x7E).contains(scalars[j].value) { j += 1 }
            }
            j = min(j + 1, scalars.count)
            sequences.append(String(String.UnicodeScalarView(scalars[i..<j])))
            i = j
        }
        return sequences
    }

    /// True for `ESC [ digits;... m`.
    static func isSGR(_ sequence: String) -> Bool {
        let s = Array(sequence.unicodeScalars)
        guard s.count >= 3, s[0] == "\u{1B}", s[1] == "[", s[s.count - 1] == "m" else { return false }
        return s[2..<(s.count - 1)].allSatisfy { ("0"..."9").contains($0) || $0 == ";" }
    }

    /// `text` without its SGR codes.
    static func strippingSGR(_ text: String) -> String {
        var out = text
        for sequence in Set(escapeSequences(in: text)) where isSGR(sequence) {
            out = out.replacingOccurrences(of: sequence, with: "")
        }
        return out
    }

    /// The display width of a line without escape codes: the sum of every scalar's cells
    /// (wide characters count two).
    static func displayWidth(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { $0 + TerminalText.width(of: $1) }
    }

    /// Scalars that must never be written: C0 controls other than the line feed, DEL, C1
    /// controls, and bidi controls (ESC is checked separately, as part of escape sequences).
    static func forbiddenScalars(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { s in
            let v = s.value
            if v == 0x0A || v == 0x1B { return false }
            return v < 0x20 || (0x7F...0x9F).contains(v) || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(v)
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }
    }
}
