import MapSceneBase
import MapSceneModel
import MapSceneSyntax

/// Collects diagnostics while a syntax tree is decoded into a `Scene`.
///
/// Decoding never stops at the first problem: each helper reports what is wrong with its node
/// and returns `nil`, and the caller carries on with the rest of the file.
package final class DecodingContext {
    package private(set) var diagnostics: [Diagnostic] = []
    /// Ids defined and referred to, checked once the whole file is read.
    package var identifiers = IdentifierTable()
    /// The image files the scene names, for the resolve stage to read.
    package var imageReferences: [ImageReference] = []
    /// The scene's text, when the decoder is to offer fixes (see `respelling`); nil: no fixes.
    package let source: FixSource?
    /// The errors reported so far: how decoding one element tells whether it found a problem.
    package private(set) var errorCount = 0
    /// The elements left out of the scene because decoding them found an error (`element`).
    package private(set) var leftOut = LeftOutElements()

    package init(source: FixSource? = nil) {
        self.source = source
    }

    /// Takes on what `other` gathered, after what this context has (its diagnostics, ids and
    /// references, and image files), and leaves `other` empty: a streamed list's context is
    /// joined once and let go of, so its million ids are moved, not copied (`Array.append(emptying:)`).
    package func append(emptying other: DecodingContext) {
        diagnostics.append(emptying: &other.diagnostics)
        identifiers.append(emptying: &other.identifiers)
        imageReferences.append(emptying: &other.imageReferences)
        errorCount += other.errorCount
        leftOut.append(other.leftOut)
        other.errorCount = 0
        other.leftOut = LeftOutElements()
    }

    /// Decodes one element of the scene (an annotation, an entry of annotations from a file, an
    /// overlay, a named style) with `decode`: its value when no error was found in it, else nil,
    /// with the ids it defines and the errors found noted in `leftOut` and the image files it
    /// names forgotten. The checks after decoding see a scene with errors without the elements
    /// that have them, and a reference to one is neither unknown nor followed.
    package func element<Value>(counted: Bool = true, _ decode: () -> Value?) -> Value? {
        let (errors, images, definitions) = (errorCount, imageReferences.count, identifiers.definitions.count)
        let value = decode()
        if errorCount == errors { return value }
        imageReferences.removeSubrange(images...)
        leftOut.note(
            identifiers.definitions[definitions...], errors: errorCount - errors, counted: counted)
        return nil
    }

    /// Reports a finding of `rule`, at the rule's own severity, with the fixes that put it right.
    package func report(_ rule: Rule, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], fixes: [Fix] = []) {
        var diagnostic = Diagnostic(rule, message, at: range, notes: notes)
        diagnostic.fixes = fixes
        if diagnostic.severity == .error { errorCount += 1 }
        diagnostics.append(diagnostic)
    }

    /// Reports a node of the wrong kind: "expected a number for 'width', found a string".
    package func wrongType(_ node: SyntaxNode, expected: String, for what: String) {
        report(.wrongType, "expected \(expected) for \(what), found \(node.kindDescription)", at: node.range)
    }

    /// Reads `node` as a mapping whose keys are all in `keys`, reporting unknown keys with a suggestion.
    package func mapping(_ node: SyntaxNode, _ what: String, keys: [String]) -> MappingReader? {
        mapping(node, what, keys: keys) { keys.contains($0) }
    }

    /// `mapping(_:_:keys:)` with the keys made ready for lookups once, for mappings read many
    /// times (overlays, annotations).
    package func mapping(_ node: SyntaxNode, _ what: String, keys: KeyNames) -> MappingReader? {
        mapping(node, what, keys: keys.names) { keys.contains($0) }
    }

    private func mapping(_ node: SyntaxNode, _ what: String, keys: [String], isKey: (String) -> Bool) -> MappingReader? {
        guard let entries = node.entries else {
            wrongType(node, expected: "a mapping", for: what)
            return nil
        }
        for entry in entries where !isKey(entry.key) {
            let suggestions = Suggestion.closestAll(to: entry.key, in: keys)
            report(
                .unknownKey, "unknown key '\(entry.key)' in \(what)\(Suggestion.phrase(suggestions))",
                at: entry.keyRange, fixes: respelling(entry.keyRange, from: entry.key, toOneOf: suggestions, as: .key))
        }
        return MappingReader(node: node, entries: entries, what: what)
    }

    /// Reads `node` as a list.
    package func list(_ node: SyntaxNode, for what: String) -> [SyntaxNode]? {
        guard let elements = node.elements else {
            wrongType(node, expected: "a list", for: what)
            return nil
        }
        return elements
    }
}

/// A mapping being decoded: look up values by key, require the ones that must be there.
package struct MappingReader {
    package let node: SyntaxNode
    package let entries: [SyntaxEntry]
    /// What the mapping is, for messages: "annotation", "canvas".
    package let what: String

    /// The value for `key`, if present.
    package subscript(key: String) -> SyntaxNode? {
        // By index: only the value found is copied, not each entry looked at.
        index(of: key).map { entries[$0].value }
    }

    /// The entry for `key`, if present.
    package func entry(_ key: String) -> SyntaxEntry? {
        index(of: key).map { entries[$0] }
    }

    /// True when `key` is present.
    package func has(_ key: String) -> Bool { index(of: key) != nil }

    /// Where the entry for `key` is. Keys of another length are passed over without comparing
    /// them: most lookups are for a key the mapping does not hold (a style's eight on an
    /// overlay that names a style), and telling two short strings apart otherwise costs a call.
    private func index(of key: String) -> Int? {
        let length = key.utf8.count
        return entries.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    /// The first entry whose key `isOne` accepts, for keys of which a mapping takes one (an
    /// overlay's shape, an annotation's look); a second is an `exclusive-keys` error at its key,
    /// "`saying`; found 'a' and 'b'". Found without gathering them: most mappings hold one or none.
    package func onlyEntry(where isOne: (String) -> Bool, saying: String, _ context: DecodingContext) -> SyntaxEntry? {
        guard let first = entries.firstIndex(where: { isOne($0.key) }) else { return nil }
        if let second = entries[(first + 1)...].firstIndex(where: { isOne($0.key) }) {
            context.report(
                .exclusiveKeys, "\(saying); found '\(entries[first].key)' and '\(entries[second].key)'",
                at: entries[second].keyRange)
        }
        return entries[first]
    }

    /// The value for `key`, reporting a `missing-key` error at the mapping when absent.
    package func require(_ key: String, _ context: DecodingContext) -> SyntaxNode? {
        if let value = self[key] { return value }
        context.report(.missingKey, "missing required key '\(key)' in \(what)", at: startRange)
        return nil
    }

    /// The range of the mapping's first key (or the mapping itself): where a missing key is reported.
    package var startRange: SourceRange {
        entries.first?.keyRange ?? node.range
    }
}
