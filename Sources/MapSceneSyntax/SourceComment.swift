import MapSceneBase

/// A comment as found in a scene file (`// ...` in the DSL, `# ...` in YAML).
public struct SourceComment: Sendable, Hashable {
    /// The text after the comment marker, without one leading space and without trailing spaces.
    public var text: String
    /// Where the comment is, marker included.
    public var range: SourceRange
    /// True when only whitespace comes before the comment on its line.
    public var isOwnLine: Bool

    /// Creates a comment.
    public init(text: String, range: SourceRange, isOwnLine: Bool) {
        self.text = text
        self.range = range
        self.isOwnLine = isOwnLine
    }
}
