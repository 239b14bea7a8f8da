/// Text as it may be shown on a terminal: what is stripped so hostile input cannot send
/// control sequences, and how wide each Unicode scalar is drawn.
enum TerminalText {
    /// True for scalars that must never reach a terminal: C0 controls other than tab, DEL,
    /// C1 controls, and the Unicode line and paragraph separators (which some terminals treat as
    /// line breaks).
    static func isStripped(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v == 0x09 { return false }
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
    }

    /// `text` without the scalars `isStripped` rejects.
    static func sanitize(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for s in text.unicodeScalars where !isStripped(s) { scalars.append(s) }
        return String(scalars)
    }

    /// How many terminal cells `scalar` takes: 0 for combining marks, format characters and
    /// stripped controls, 2 for East Asian wide and fullwidth characters and emoji, 1 otherwise.
    /// (A tab's width depends on the terminal; callers copy tabs instead of measuring them.)
    static func width(of scalar: Unicode.Scalar) -> Int {
        if isStripped(scalar) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation || isEastAsianWide(scalar.value) { return 2 }
        return 1
    }

    /// East Asian Width W or F (Unicode 15 ranges, condensed; emoji are handled separately).
    private static func isEastAsianWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }
        for range in wideRanges where range.contains(v) { return true }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo initial consonants
        0x2329...0x232A,   // angle brackets
        0x2E80...0x303E,   // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x33FF,   // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, enclosed CJK
        0x3400...0x4DBF,   // CJK extension A
        0x4E00...0x9FFF,   // CJK unified ideographs
        0xA000...0xA4CF,   // Yi
        0xA960...0xA97F,   // Hangul Jamo extended A
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE10...0xFE19,   // vertical forms
        0xFE30...0xFE6F,   // CJK compatibility forms, small form variants
        0xFF00...0xFF60,   // fullwidth forms
        0xFFE0...0xFFE6,   // fullwidth signs
        0x16FE0...0x16FE4, // ideographic symbols
        0x17000...0x18CFF, // Tangut
        0x1B000...0x1B2FF, // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF, // enclosed ideographic supplement
        0x20000...0x2FFFD, // CJK extensions B–F
        0x30000...0x3FFFD, // CJK extension G and later
    ]
}
