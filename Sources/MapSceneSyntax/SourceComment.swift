import MapSceneBase

/// A comment as found in a scene file (`// ...` in the DSL, `# ...` in YAML).
package struct SourceComment: Sendable, Hashable {
    /// The text after the comment marker, without one leading space and without trailing spaces.
    package var text: String
    /// Where the comment is, marker included.
    package var range: SourceRange
    /// True when only whitespace comes before the comment on its line.
    package var isOwnLine: Bool

    /// Creates a comment.
    package init(text: String, range: SourceRange, isOwnLine: Bool) {
        self.text = text
        self.range = range
        self.isOwnLine = isOwnLine
    }
}
