/// Prints diagnostics the way compilers do: a `path:line:col: severity: message [rule]` line,
/// then the offending source line with a caret under the column and tildes under the rest of
/// the range.
///
/// Columns are counted in Unicode scalars. The caret line copies the source line's tabs and other
/// whitespace and pads wide characters with two spaces, so the caret stays aligned under
/// multibyte and East Asian text. Control characters in the source line, the message, the path
/// and the rule are stripped, so a hostile file cannot send escape sequences to the terminal.
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
        let path = TerminalText.sanitize(file.path)
        for diagnostic in diagnostics {
            out += header(path: path, range: diagnostic.range, severity: diagnostic.severity)
            out += paint(TerminalText.sanitize(diagnostic.message), Style.bold)
            out += " [" + TerminalText.sanitize(diagnostic.rule) + "]\n"
            if let range = diagnostic.range { out += snippet(range, in: file) }
            for note in diagnostic.notes {
                if let range = note.range {
                    out += header(path: path, range: range, severity: .note)
                } else {
                    out += paint("note: ", Style.note)
                }
                out += TerminalText.sanitize(note.message) + "\n"
                if let range = note.range { out += snippet(range, in: file) }
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

    /// The source line of `range.start` and a caret line under it; empty when the line does not exist.
    func snippet(_ range: SourceRange, in file: SourceFile) -> String {
        guard let line = file.line(range.start.line) else { return "" }
        let scalars = Array(line.unicodeScalars)
        let start = min(max(range.start.column, 1), scalars.count + 1) - 1
        let end: Int
        if range.end.line == range.start.line {
            end = min(max(range.end.column - 1, start + 1), scalars.count)
        } else {
            end = start + 1
        }

        var caretLine = ""
        for scalar in scalars[..<start] {
            if scalar == "\t" || (scalar.properties.isWhitespace && !TerminalText.isStripped(scalar)) {
                caretLine.unicodeScalars.append(scalar)
            } else {
                caretLine += String(repeating: " ", count: TerminalText.width(of: scalar))
            }
        }
        var underline = 0
        if start < end {
            for scalar in scalars[start..<end] {
                underline += scalar == "\t" ? 1 : TerminalText.width(of: scalar)
            }
        }
        let marks = "^" + String(repeating: "~", count: max(underline - 1, 0))
        return TerminalText.sanitize(line) + "\n" + caretLine + paint(marks, Style.caret) + "\n"
    }
}
