/// Builds a printed scene file line by line: a line's comments are gathered while it is written
/// and placed when it is finished — own-line comments above it at its indentation, trailing
/// comments after it.
package struct LineWriter {
    /// `//` or `#`.
    package let marker: String
    /// Turns a comment's text into what may follow the marker.
    package let sanitize: @Sendable (String) -> String
    package private(set) var text = ""
    private var indent = 0
    private var line = ""
    private var isOpen = false
    /// Own-line comments for above the current line; nil stands for an empty line.
    private var leading: [String?] = []
    private var trailing: [String] = []

    package init(marker: String, sanitize: @escaping @Sendable (String) -> String = { $0 }) {
        self.marker = marker
        self.sanitize = sanitize
    }

    /// The column after what the current line holds so far, 0-based, counted in Unicode scalars.
    package var column: Int { indent + line.unicodeScalars.count }

    /// True when nothing was written yet.
    package var isEmpty: Bool { text.isEmpty && !isOpen }

    /// Finishes the current line and starts one at `indent` spaces.
    package mutating func startLine(indent: Int) {
        flush()
        self.indent = indent
        isOpen = true
    }

    /// Appends to the current line.
    package mutating func write(_ s: String) {
        line += s
    }

    /// Comments to put above the current line.
    package mutating func addLeading(_ comments: [String]) {
        leading += comments
    }

    /// An empty line to put above the current line, among its leading comments.
    package mutating func addLeadingBlankLine() {
        leading.append(nil)
    }

    /// Comments to put after the current line.
    package mutating func addTrailing(_ comments: [String]) {
        trailing += comments
    }

    /// Finishes the current line and writes `comments` on lines of their own.
    package mutating func commentLines(_ comments: [String], indent: Int) {
        flush()
        let pad = String(repeating: " ", count: indent)
        for comment in comments { text += pad + render(comment) + "\n" }
    }

    /// Finishes the current line and writes `line` as it is, on a line of its own.
    package mutating func verbatimLine(_ line: String) {
        flush()
        text += line + "\n"
    }

    /// Finishes the current line and writes an empty one.
    package mutating func blankLine() {
        flush()
        text += "\n"
    }

    /// Finishes the current line, if one is open.
    package mutating func flush() {
        guard isOpen else { return }
        let pad = String(repeating: " ", count: indent)
        for comment in leading { text += comment.map { pad + render($0) + "\n" } ?? "\n" }
        text += pad + line
        for comment in trailing { text += "  " + render(comment) }
        text += "\n"
        line = ""
        leading = []
        trailing = []
        isOpen = false
    }

    /// Everything written, the last line finished.
    package mutating func finish() -> String {
        flush()
        return text
    }

    private func render(_ comment: String) -> String {
        let clean = sanitize(comment)
        return clean.isEmpty ? marker : marker + " " + clean
    }
}
