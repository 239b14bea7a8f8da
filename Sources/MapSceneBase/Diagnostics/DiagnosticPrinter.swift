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
    /// a newline; empty when there are none. Diagnostics and notes in a data file the scene reads
    /// carry their own line (`DiagnosticFile`) and are printed with that file's path beside the
    /// scene's.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var out = ""
        guard !diagnostics.isEmpty else { return out }
        let scenePath = TerminalText.sanitize(file.path)
        // Only the lines quoted are looked for: a scene of a million lines is not tabled for two warnings.
        var lines = SourceLineFinder(file.bytes)
        func place(_ range: SourceRange?, in dataFile: DiagnosticFile?, severity: Severity) -> (header: String, snippet: String) {
            let path = dataFile.map { TerminalText.sanitize($0.displayPath(besideScene: file.path)) } ?? scenePath
            let header = header(path: path, range: range, severity: severity)
            guard let range else { return (header, "") }
            return (header, dataFile.map { snippet(range, quoting: $0) } ?? snippet(range, in: &lines))
        }
        for diagnostic in diagnostics {
            let (header, snippet) = place(diagnostic.range, in: diagnostic.file, severity: diagnostic.severity)
            out += header
            out += paint(TerminalText.sanitize(diagnostic.message), Style.bold)
            out += " [" + TerminalText.sanitize(diagnostic.rule) + "]\n"
            out += snippet
            for note in diagnostic.notes {
                guard note.range != nil else {
                    out += paint("note: ", Style.note) + TerminalText.sanitize(note.message) + "\n"
                    continue
                }
                let (header, snippet) = place(note.range, in: note.file, severity: .note)
                out += header + TerminalText.sanitize(note.message) + "\n" + snippet
            }
        }
        return out
    }

    // MARK: - Parts

    private enum Style {
        package static let bold = "\u{1B}[1m"
        package static let error = "\u{1B}[1;31m"
        package static let warning = "\u{1B}[1;35m"
        package static let note = "\u{1B}[1;36m"
        package static let caret = "\u{1B}[1;32m"
        package static let reset = "\u{1B}[0m"
    }

    private func paint(_ text: String, _ style: String) -> String {
        colors ? style + text + Style.reset : text
    }

    /// `path:line:col: severity: ` (or `path: severity: ` without a range).
    private func header(path: String, range: SourceRange?, severity: Severity) -> String {
        let location = range.map { "\(path):\($0.start.line):\($0.start.column): " } ?? "\(path): "
        let style =
            switch severity {
            case .error: Style.error
            case .warning: Style.warning
            case .note: Style.note
            }
        return paint(location, Style.bold) + paint(severity.rawValue + ": ", style)
    }

    /// The most terminal cells of a source line quoted under a diagnostic; a longer line is
    /// quoted around the caret, with `…` where it is cut.
    package static let maximumQuotedWidth = 200

    /// The source line of `range.start` and a caret line under it; empty when the line does not
    /// exist. The range is held to its first line: a caret just past the line's end when it
    /// starts there or beyond, and tildes to the end of the line when it goes on to later lines.
    package func snippet(_ range: SourceRange, in lines: inout SourceLineFinder, cutBefore: Bool = false, cutAfter: Bool = false)
        -> String
    {
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

        let openCut = cutBefore || window.lowerBound > line.lowerBound
        var quoted = openCut ? "…" : ""
        var caretLine = openCut ? " " : ""
        quoted += TerminalText.sanitize(String(decoding: bytes[window], as: UTF8.self))
        if cutAfter || window.upperBound < line.upperBound { quoted += "…" }
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

    /// The line a data file's diagnostic carries and a caret line under it: `snippet(_:in:)` on the
    /// excerpt alone, with the range moved to where the excerpt starts; a caret before the
    /// excerpt (which the reader that cut it does not make) goes at its start.
    package func snippet(_ range: SourceRange, quoting file: DiagnosticFile) -> String {
        var lines = SourceLineFinder(Array(file.excerpt.utf8))
        let shift = file.excerptColumn - 1
        let start = SourceLocation(line: 1, column: max(range.start.column - shift, 1))
        let end =
            range.end.line == range.start.line
            ? SourceLocation(line: 1, column: max(range.end.column - shift, start.column))
            : SourceLocation(line: 1 + range.end.line - range.start.line, column: range.end.column)
        return snippet(SourceRange(start: start, end: end), in: &lines, cutBefore: shift > 0, cutAfter: file.excerptIsCut)
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
            let width: Int
            if bytes[i] >= 0x20, bytes[i] < 0x7F {
                width = 1  // printable ASCII, most of any line
            } else {
                while next < end, bytes[next] & 0xC0 == 0x80 { next += 1 }
                width = scalars(bytes[i..<next]).reduce(0) { $0 + Self.cells($1) }
            }
            if used + width > cells { break }
            used += width
            i = next
        }
        return (i, used)
    }

    /// How far to go from `offset` back towards `start` taking at most `cells` cells.
    private static func walkBackward(from offset: Int, to start: Int, cells: Int, in bytes: [UInt8]) -> (offset: Int, cells: Int)
    {
        var (i, used) = (offset, 0)
        while i > start {
            var previous = i - 1
            let width: Int
            if bytes[previous] >= 0x20, bytes[previous] < 0x7F {
                width = 1  // printable ASCII, most of any line
            } else {
                while previous > start, bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
                width = scalars(bytes[previous..<i]).reduce(0) { $0 + Self.cells($1) }
            }
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
