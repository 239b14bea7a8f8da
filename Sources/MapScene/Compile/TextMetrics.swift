/// Text widths for laying out callouts and labels, in points.
///
/// Widths are Liberation Sans advance widths (metric-compatible with Arial and Helvetica) per
/// 1000 units of em for printable ASCII; other characters count as the width of "n", and
/// characters of the East Asian wide ranges as a full em.
public enum TextMetrics {
    /// Liberation Sans Regular advances for U+0020...U+007E.
    static let regular: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]
    /// Liberation Sans Bold advances for U+0020...U+007E.
    static let bold: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    ]

    /// The advance width of `text` at `size` points.
    public static func width(of text: String, size: Double, weight: TextWeight = .regular) -> Double {
        let table = weight == .bold ? bold : regular
        var units = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v >= 0x20, v <= 0x7E {
                units += Int(table[Int(v - 0x20)])
            } else if isWide(v) {
                units += 1000
            } else if v >= 0x20, !(0x300...0x36F).contains(v) {
                units += Int(table[Int(UInt32(("n" as Unicode.Scalar).value) - 0x20)])
            }
        }
        return Double(units) * size / 1000
    }

    /// `text` cut to fit `maxWidth`, with an ellipsis when cut.
    public static func truncated(_ text: String, size: Double, weight: TextWeight = .regular, maxWidth: Double) -> String {
        if width(of: text, size: size, weight: weight) <= maxWidth { return text }
        var kept = ""
        let budget = maxWidth - width(of: "…", size: size, weight: weight)
        for character in text {
            let next = kept + String(character)
            if width(of: next, size: size, weight: weight) > budget { break }
            kept = next
        }
        return kept + "…"
    }

    /// East Asian wide and fullwidth ranges, drawn a full em wide.
    static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}
