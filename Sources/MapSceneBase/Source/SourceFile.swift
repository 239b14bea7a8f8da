/// A scene file's name and text, kept so diagnostics can show the offending line.
public struct SourceFile: Sendable {
    /// The path as the user gave it.
    public var path: String
    /// The file's bytes as read.
    public var bytes: [UInt8]
    /// The syntax the text is in when it was chosen rather than implied by the name (standard
    /// input, `--syntax`); nil: by the name. `syntax` is the one to read.
    public var declaredSyntax: SceneSyntax?

    /// Creates a source file from its path and bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source file from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of the 1-based `line`, without its line break, decoded leniently; lines end as
    /// `LineBreak` says (CR, LF, CR LF, NEL, LS, PS), and a byte order mark is not part of line 1.
    ///
    /// Finds the lines anew on every call; to show many lines, `DiagnosticPrinter` finds them once.
    public func line(_ number: Int) -> String? {
        let lines = SourceLines(bytes)
        guard let range = lines.byteRange(ofLine: number) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }
}
