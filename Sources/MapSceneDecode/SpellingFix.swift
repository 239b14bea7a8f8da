import MapSceneBase
import MapSceneSyntax

/// The scene file's text as the decoder sees it when it may offer fixes: its lines, to read back
/// what is written at a node's range, and its syntax, to spell a replacement as that syntax must.
///
/// Its lines are found when the first fix needs them, so a file decoded without a fix to offer
/// never pays for them.
package final class FixSource {
    private let file: SourceFile
    private lazy var lines = SourceLines(file.bytes)
    package let syntax: SceneSyntax

    package init(_ file: SourceFile) {
        self.file = file
        syntax = file.syntax
    }

    /// The text written on one line between two columns, with the columns' byte offsets; nil when
    /// the range spans lines or lies outside the file.
    package func written(_ range: SourceRange) -> (text: String, bytes: Range<Int>)? {
        guard range.start.line == range.end.line, range.start.column < range.end.column,
            let line = lines.byteRange(ofLine: range.start.line)
        else { return nil }
        let start = lines.byteOffset(line: range.start.line, column: range.start.column)
        let end = lines.byteOffset(line: range.end.line, column: range.end.column)
        guard start >= line.lowerBound, start < end, end <= line.upperBound else { return nil }
        return (String(decoding: lines.bytes[start..<end], as: UTF8.self), start..<end)
    }
}

/// Fixes that respell one key or scalar: a misspelt name, unit or color put right in place.
extension DecodingContext {
    /// Whether a respelled word is a mapping key or a value: the two are quoted by different rules.
    package enum SpellingPlace {
        case key, value
    }

    /// The fix that rewrites what is written at `range` — the key or scalar whose text is `old` —
    /// as `new`, or no fix when the scene's text is not at hand or does not read `old` there
    /// exactly (a scalar spanning lines, a quoted one with escapes, a block scalar).
    ///
    /// A quoted scalar keeps its quotes and only its inside is replaced, unless `new` means
    /// something else quoted than bare (`auto`, `true`): then the quotes go. A bare one is replaced
    /// by `new` spelt as the syntax needs it (`"#f00"` in YAML, where `#` would start a comment).
    package func respelling(_ range: SourceRange, from old: String, to new: String, as place: SpellingPlace) -> [Fix] {
        guard let source, old != new, let written = source.written(range) else { return [] }
        let message = "replace '\(old)' with '\(new)'"
        let scalars = Array(written.text.unicodeScalars)
        if let quote = scalars.first, quote == "\"" || quote == "'", scalars.count >= 2, scalars.last == quote {
            let inside = String(String.UnicodeScalarView(scalars[1..<(scalars.count - 1)]))
            guard inside == old else { return [] }
            if place == .value, QuoteSensitivity.isSensitive(new) {
                return [Fix(message, edits: [TextEdit(range, new)])]
            }
            guard !new.unicodeScalars.contains(where: { $0 == quote || $0 == "\\" || $0.value < 0x20 }) else { return [] }
            var inner = range
            inner.start.column += 1
            inner.end.column -= 1
            return [Fix(message, edits: [TextEdit(inner, new)])]
        }
        guard written.text == old else { return [] }
        return [Fix(message, edits: [TextEdit(range, spelled(new, as: place, in: source.syntax))])]
    }

    /// `text` as a bare key or scalar of `syntax` when it reads back the same, quoted otherwise.
    private func spelled(_ text: String, as place: SpellingPlace, in syntax: SceneSyntax) -> String {
        switch (syntax, place) {
        case (.yaml, .key):
            return YAMLSpelling.key(text, inFlow: true)
        case (.yaml, .value):
            return YAMLSpelling.scalar(Scalar(text: text, isQuoted: !QuoteSensitivity.isSensitive(text)), inFlow: true)
        case (.dsl, .key):
            return DSLSpelling.key(text, topLevel: false)
        case (.dsl, .value):
            return DSLSpelling.scalar(Scalar(text: text, isQuoted: !QuoteSensitivity.isSensitive(text)), prefersString: false)
        }
    }

    /// The fix for a misspelling among `suggestions` (from `Suggestion.closestAll`): only when
    /// there is exactly one.
    package func respelling(_ range: SourceRange, from old: String, toOneOf suggestions: [String], as place: SpellingPlace)
        -> [Fix]
    {
        guard suggestions.count == 1 else { return [] }
        return respelling(range, from: old, to: suggestions[0], as: place)
    }
}
