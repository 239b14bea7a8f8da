/// Prints diagnostics the way compilers do: a `path:line:col: severity: message [rule]` line,
/// then the offending source line with a caret under the column and tildes under the rest of
/// the range.
///
/// Columns are counted in Unicode scalars, and lines end where `LineBreak` says, as both front
/// ends count them. The caret line copies the source line's tabs and other whitespace and pads
/// wide characters with two spaces, so the caret stays aligned under multibyte and East Asian
/// text. Any range is drawn: it is held to its first line, and a line longer than
/// `maximumQuotedWidth` cells is quoted only around the caret, between ellipses. Control
/// characters in the source line, the message, the path and the rule are stripped, so a hostile
/// file cannot send escape sequences to the terminal.
public struct DiagnosticPrinter: Sendable {
    /// Whether to use ANSI colors.
    public var colors: Bool

    /// Creates a printer; pass `colors: true` only when writing to a terminal without `NO_COLOR`.
    public init(colors: Bool) {
        self.colors = colors
    }

    /// The diagnostics as text, one line per header, source line and caret line, each ending in
    /// a newline; empty when there are none.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var out = ""
        guard !diagnostics.isEmpty else { return out }
        let path = TerminalText.sanitize(file.path)
        var lines = SourceLines(file.bytes)
        for diagnostic in diagnostics {
            out += header(path: path, range: diagnostic.range, severity: diagnostic.severity)
            out += paint(TerminalText.sanitize(diagnostic.message), Style.bold)
            out += " [" + TerminalText.sanitize(diagnostic.rule) + "]\n"
            if let range = diagnostic.range { out += snippet(range, in: &lines) }
            for note in diagnostic.notes {
                if let range = note.range {
                    out += header(path: path, range: range, severity: .note)
                } else {
                    out += paint("note: ", Style.note)
                }
                out += TerminalText.sanitize(note.message) + "\n"
                if let range = note.range { out += snippet(range, in: &lines) }
            }
        }
        return out
    }

    // MARK: - Parts

    private enum Style {
        static let bold = "\u{1B}[1m"
        static let error = "\u{1B}[1;31m"
        static let warning = "\u{1B}[1;35m"
        static let note = "\u{1B}[1;36m"
        static let caret = "\u{1B}[1;32m"
        static let reset = "\u{1B}[0m"
    }

    private func paint(_ text: String, _ style: String) -> String {
        colors ? style + text + Style.reset : text
    }

    /// `path:line:col: severity: ` (or `path: severity: ` without a range).
    private func header(path: String, range: SourceRange?, severity: Severity) -> String {
        let location = range.map { "\(path):\($0.start.line):\($0.start.column): " } ?? "\(path): "
        let style = switch severity {
        case .error: Style.error
        case .warning: Style.warning
        case .note: Style.note
        }
        return paint(location, Style.bold) + paint(severity.rawValue + ": ", style)
    }

    /// The most terminal cells of a source line quoted under a diagnostic; a longer line is
    /// quoted around the caret, with `…` where it is cut.
    static let maximumQuotedWidth = 200

    /// The source line of `range.start` and a caret line under it; empty when the line does not
    /// exist. The range is held to its first line: a caret just past the line's end when it
    /// starts there or beyond, and tildes to the end of the line when it goes on to later lines.
    func snippet(_ range: SourceRange, in lines: inout SourceLines) -> String {
        guard let line = lines.byteRange(ofLine: range.start.line) else { return "" }
        let bytes = lines.bytes
        let start = lines.byteOffset(line: range.start.line, column: max(range.start.column, 1))
        let end: Int
        if range.end.line == range.start.line, range.end.column > range.start.column {
            end = lines.byteOffset(line: range.start.line, column: range.end.column)
        } else {
            end = range.end.line > range.start.line ? line.upperBound : start
        }
        let window = quotedWindow(around: start, in: line, bytes: bytes)

        var quoted = window.lowerBound > line.lowerBound ? "…" : ""
        var caretLine = window.lowerBound > line.lowerBound ? " " : ""
        quoted += TerminalText.sanitize(String(decoding: bytes[window], as: UTF8.self))
        if window.upperBound < line.upperBound { quoted += "…" }
        for scalar in Self.scalars(bytes[window.lowerBound..<start]) {
            if scalar == "\t" || (scalar.properties.isWhitespace && !TerminalText.isStripped(scalar)) {
                caretLine.unicodeScalars.append(scalar)
            } else {
                caretLine += String(repeating: " ", count: TerminalText.width(of: scalar))
            }
        }
        var underline = 0
        for scalar in Self.scalars(bytes[start..<min(max(end, start), window.upperBound)]) {
            underline += Self.cells(scalar)
        }
        let marks = "^" + String(repeating: "~", count: max(underline - 1, 0))
        return quoted + "\n" + caretLine + paint(marks, Style.caret) + "\n"
    }

    /// The bytes of `line` quoted around the caret at `caret`: all of it when it takes at most
    /// `maximumQuotedWidth` cells; otherwise that many cells, with at least a third of them
    /// (or all the line has) before the caret. Found by walking out from the caret, so a long
    /// line costs only the window.
    private func quotedWindow(around caret: Int, in line: Range<Int>, bytes: [UInt8]) -> Range<Int> {
        let limit = Self.maximumQuotedWidth
        let after = Self.walkForward(from: caret, to: line.upperBound, cells: limit, in: bytes)
        let before = Self.walkBackward(from: caret, to: line.lowerBound, cells: max(limit / 3, limit - after.cells), in: bytes)
        let rest = Self.walkForward(from: caret, to: line.upperBound, cells: limit - before.cells, in: bytes)
        return before.offset..<rest.offset
    }

    /// How far to go from `offset` towards `end` taking at most `cells` cells.
    private static func walkForward(from offset: Int, to end: Int, cells: Int, in bytes: [UInt8]) -> (offset: Int, cells: Int) {
        var (i, used) = (offset, 0)
        while i < end {
            var next = i + 1
            while next < end, bytes[next] & 0xC0 == 0x80 { next += 1 }
            let width = scalars(bytes[i..<next]).reduce(0) { $0 + Self.cells($1) }
            if used + width > cells { break }
            used += width
            i = next
        }
        return (i, used)
    }

    /// How far to go from `offset` back towards `start` taking at most `cells` cells.
    private static func walkBackward(from offset: Int, to start: Int, cells: Int, in bytes: [UInt8]) -> (offset: Int, cells: Int) {
        var (i, used) = (offset, 0)
        while i > start {
            var previous = i - 1
            while previous > start, bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
            let width = scalars(bytes[previous..<i]).reduce(0) { $0 + Self.cells($1) }
            if used + width > cells { break }
            used += width
            i = previous
        }
        return (i, used)
    }

    /// The cells a scalar takes in the quoted line; a tab counts as one.
    private static func cells(_ scalar: Unicode.Scalar) -> Int {
        scalar == "\t" ? 1 : TerminalText.width(of: scalar)
    }

    /// The scalars of UTF-8 bytes, decoded leniently.
    private static func scalars(_ bytes: ArraySlice<UInt8>) -> String.UnicodeScalarView {
        String(decoding: bytes, as: UTF8.self).unicodeScalars
    }
}
