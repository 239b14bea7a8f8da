/// Turns diagnostics' columns, counted in Unicode scalars, into columns counted in UTF-16 code
/// units, as SARIF asks: a character outside the Basic Multilingual Plane (an emoji, say) is one
/// scalar but two UTF-16 units, so every column after it moves one further.
package struct UTF16Columns {
    private var lines: SourceLines

    /// Columns of the file `bytes`.
    package init(_ bytes: [UInt8]) {
        lines = SourceLines(bytes)
    }

    /// The 1-based UTF-16 column of the 1-based scalar `column` on `line`. Columns past the
    /// line's end (the position just after it, say) count one unit each.
    package func column(_ column: Int, line: Int) -> Int {
        guard let range = lines.byteRange(ofLine: line) else { return column }
        let text = String(decoding: lines.bytes[range], as: UTF8.self)
        return Self.column(column, in: text.unicodeScalars, startingAt: 1)
    }

    /// The UTF-16 column of scalar column `column` of a line whose text from scalar column
    /// `first` on is `text` (a window, as a data file's excerpt is); columns before the window
    /// are taken as they are.
    package static func column(_ column: Int, in text: String.UnicodeScalarView, startingAt first: Int) -> Int {
        guard column > first else { return column }
        var units = first
        var current = first
        for scalar in text {
            guard current < column else { break }
            units += scalar.utf16.count
            current += 1
        }
        return units + (column - current)
    }
}
