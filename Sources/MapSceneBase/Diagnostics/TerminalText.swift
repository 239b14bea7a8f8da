/// Text as it may be shown on a terminal: what is stripped so hostile input cannot send
/// control sequences or reorder what is shown, and how wide each Unicode scalar is drawn.
package enum TerminalText {
    /// True for scalars that must never reach a terminal: C0 controls other than tab, DEL,
    /// C1 controls, the Unicode line and paragraph separators (which some terminals treat as
    /// line breaks), and the bidi controls that reorder text (embeddings, overrides, isolates
    /// and marks: the "Trojan Source" characters).
    package static func isStripped(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v == 0x09 { return false }
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        switch v {
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` without the scalars `isStripped` rejects.
    package static func sanitize(_ text: String) -> String {
        // Most text is printable ASCII, which has nothing to strip.
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) { return text }
        var scalars = String.UnicodeScalarView()
        for s in text.unicodeScalars where !isStripped(s) { scalars.append(s) }
        return String(scalars)
    }

    /// How many terminal cells `scalar` takes, from the table generated from the Unicode data
    /// (`CellWidthTable`): 0 for combining marks, format characters and stripped controls, 2 for
    /// East Asian wide and fullwidth characters and emoji, 1 otherwise.
    /// (A tab's width depends on the terminal; callers copy tabs instead of measuring them.)
    package static func width(of scalar: Unicode.Scalar) -> Int {
        if isStripped(scalar) { return 0 }
        let v = scalar.value
        if v < 0x300 { return v == 0xAD ? 0 : 1 }
        if contains(CellWidthTable.zero, v) { return 0 }
        if v >= 0x1100, contains(CellWidthTable.wide, v) { return 2 }
        return 1
    }

    /// `text` made safe and predictable for a grid of cells: whitespace (tabs and line breaks
    /// included) turned into spaces, other stripped scalars removed, and each grapheme cluster reduced to its first scalar
    /// and the combining marks after it. Clusters whose first scalar takes no cell (a lone mark,
    /// a joiner) are dropped, as are scalars inside a cluster that would take cells of their own
    /// (the later members of emoji sequences), so every cluster of the result takes exactly
    /// `width(of: firstScalar)` cells on any terminal.
    package static func cellText(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for character in text {
            var scalars = character.unicodeScalars.makeIterator()
            guard var base = scalars.next() else { continue }
            if base.properties.isWhitespace {
                base = " "
            } else if isStripped(base) || width(of: base) == 0 {
                continue
            }
            result.append(base)
            while let mark = scalars.next() {
                switch mark.properties.generalCategory {
                case .nonspacingMark, .enclosingMark: result.append(mark)
                default: continue
                }
            }
        }
        return String(result)
    }

    /// The cells `text` takes once made `cellText`: the sum over its grapheme clusters of the
    /// width of each cluster's first scalar.
    package static func cellWidth(_ text: String) -> Int {
        var total = 0
        for character in text {
            if let first = character.unicodeScalars.first { total += width(of: first) }
        }
        return total
    }

    /// Binary search in a flat `lo, hi, lo, hi, ...` table of inclusive ranges.
    private static func contains(_ table: [UInt32], _ v: UInt32) -> Bool {
        var low = 0, high = table.count / 2
        while low < high {
            let mid = (low + high) / 2
            if v > table[2 * mid + 1] {
                low = mid + 1
            } else if v < table[2 * mid] {
                high = mid
            } else {
                return true
            }
        }
        return false
    }
}
