import Foundation
import MapSceneBase
import MapSceneSyntax

/// A `mapc: disable-next-line RULE[, RULE...]` comment of a scene file (`# ...` in YAML,
/// `// ...` in the DSL): the findings of those rules that start on the line after the comment are
/// not reported. Rule ids are separated by commas or spaces; ` -- ` ends the list and starts a
/// reason. Only comments count: the text inside a string is not a comment.
package struct LintSuppression: Sendable {
    /// One rule id the comment names, where it is written.
    package struct Entry: Sendable {
        package var rule: String
        package var range: SourceRange
    }

    /// The line whose findings are suppressed.
    package var line: Int
    /// The rules named, known ones only.
    package var entries: [Entry]

    /// The words that start a directive comment.
    package static let marker = "mapc:"
    /// The one directive there is.
    package static let disableNextLine = "disable-next-line"

    /// The suppressions of `file`, and the `bad-suppression` findings of the `mapc:` comments
    /// that cannot be read. A YAML file libyaml cannot read has none (its comments cannot be
    /// told from text inside scalars).
    package static func scan(_ file: SourceFile) -> (suppressions: [LintSuppression], diagnostics: [Diagnostic]) {
        guard mentionsMarker(file.bytes) else { return ([], []) }
        let comments: [SourceComment]
        switch file.syntax {
        case .dsl:
            comments = DSLReader.parse(file).comments
        case .yaml:
            guard let root = YAMLReader.read(file).root else { return ([], []) }
            comments = YAMLComments.scan(file.bytes, root: root)
        }
        let lines = SourceLines(file.bytes)
        var suppressions: [LintSuppression] = []
        var diagnostics: [Diagnostic] = []
        for comment in comments where comment.text.hasPrefix(marker) {
            guard let raw = lines.byteRange(ofLine: comment.range.start.line) else { continue }
            let lineScalars = Array(String(decoding: file.bytes[raw], as: UTF8.self).unicodeScalars)
            let from = comment.range.start.column - 1
            let to = min(
                comment.range.end.line == comment.range.start.line ? comment.range.end.column - 1 : lineScalars.count,
                lineScalars.count)
            guard from < to else { continue }
            let words = Self.words(
                lineScalars[from..<to], line: comment.range.start.line, firstColumn: comment.range.start.column)
            let (suppression, problems) = read(words, comment: comment)
            diagnostics += problems
            if let suppression { suppressions.append(suppression) }
        }
        return (suppressions, diagnostics)
    }

    /// Reads a comment's words: the marker comment sign, `mapc:`, the directive, the rule ids.
    private static func read(_ words: [Entry], comment: SourceComment) -> (LintSuppression?, [Diagnostic]) {
        // words[0] is the comment sign, words[1] starts with `mapc:` (the comment's text does).
        guard words.count > 1 else { return (nil, []) }
        var words = words
        let count = marker.unicodeScalars.count
        if words[1].rule.unicodeScalars.count > count {
            // `mapc:disable-next-line`: the directive follows the marker without a space.
            let whole = words[1]
            var split = whole.range
            split.end.column = split.start.column + count
            var rest = whole.range
            rest.start.column = split.end.column
            words[1] = Entry(rule: marker, range: split)
            words.insert(Entry(rule: String(whole.rule.unicodeScalars.dropFirst(count)), range: rest), at: 2)
        }
        guard words.count > 2 else {
            return (
                nil,
                [
                    Diagnostic(
                        .badSuppression, "'mapc:' comment without a directive; write 'mapc: \(disableNextLine) RULE'",
                        at: comment.range)
                ]
            )
        }
        let directive = words[2]
        guard directive.rule == disableNextLine else {
            return (
                nil,
                [
                    Diagnostic(
                        .badSuppression,
                        "unknown directive '\(directive.rule)'; mapc knows '\(disableNextLine)'",
                        at: directive.range)
                ]
            )
        }
        let names = words.dropFirst(3).prefix { $0.rule != "--" }
        guard !names.isEmpty else {
            return (
                nil,
                [
                    Diagnostic(
                        .badSuppression, "'\(disableNextLine)' names no rule; write the ids of the rules to suppress",
                        at: directive.range)
                ]
            )
        }
        var diagnostics: [Diagnostic] = []
        var known: [Entry] = []
        let ids = Rule.catalog.map(\.id)
        for name in names {
            if Rule.named(name.rule) != nil {
                known.append(name)
            } else {
                diagnostics.append(
                    Diagnostic(
                        .badSuppression, "unknown rule '\(name.rule)'\(Suggestion.phrase(for: name.rule, in: ids))",
                        at: name.range,
                        notes: [DiagnosticNote("'mapc rules' lists every rule")]))
            }
        }
        let suppression = known.isEmpty ? nil : LintSuppression(line: comment.range.start.line + 1, entries: known)
        return (suppression, diagnostics)
    }

    /// The words of a comment's text, split at spaces, tabs and commas, with where each is.
    /// The comment sign (`#`, `//`) is a word of its own, and `mapc:` another.
    private static func words(_ text: ArraySlice<Unicode.Scalar>, line: Int, firstColumn: Int) -> [Entry] {
        var words: [Entry] = []
        var current = ""
        var start = 0
        func flush(at end: Int) {
            guard !current.isEmpty else { return }
            words.append(
                Entry(
                    rule: current,
                    range: SourceRange(
                        start: SourceLocation(line: line, column: firstColumn + start),
                        end: SourceLocation(line: line, column: firstColumn + end))))
            current = ""
        }
        var offset = 0
        var signDone = false
        for scalar in text {
            let separator = scalar == " " || scalar == "\t" || scalar == ","
            if separator {
                flush(at: offset)
                signDone = true
            } else {
                if current.isEmpty { start = offset }
                // The sign ends where its characters do: `#mapc:` is `#` then `mapc:`.
                if !signDone, scalar != "#", scalar != "/" {
                    flush(at: offset)
                    start = offset
                    signDone = true
                }
                current.unicodeScalars.append(scalar)
            }
            offset += 1
        }
        flush(at: offset)
        return words
    }

    /// A quick look for `mapc:` in the bytes, so files without a directive are not read twice.
    private static func mentionsMarker(_ bytes: [UInt8]) -> Bool {
        let needle = Array(marker.utf8)
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            // Each `m` found by `memchr`, then the rest compared: not a Swift loop over every byte.
            let base = buffer.baseAddress!
            let last = buffer.count - needle.count
            var i = 0
            while i <= last, let found = memchr(base + i, Int32(needle[0]), last - i + 1) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, needle, needle.count) == 0 { return true }
                i = at + 1
            }
            return false
        }
    }
}
