/// One replacement of scene text: what lies in `range` becomes `replacement`. An empty range
/// inserts; an empty replacement deletes.
public struct TextEdit: Hashable, Sendable {
    /// The text replaced, in the file the diagnostic is in.
    public var range: SourceRange
    /// What takes its place.
    public var replacement: String

    /// Creates an edit.
    package init(_ range: SourceRange, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A way to put a diagnostic right by editing the file: `mapc lint --fix` applies it when it is
/// the only fix offered, and SARIF carries it as a `fix`.
public struct Fix: Hashable, Sendable {
    /// What the fix does, lower-case, e.g. "replace 'colour' with 'color'".
    public var message: String
    /// The edits, which do not overlap.
    public var edits: [TextEdit]

    /// Creates a fix.
    package init(_ message: String, edits: [TextEdit]) {
        self.message = message
        self.edits = edits
    }
}
