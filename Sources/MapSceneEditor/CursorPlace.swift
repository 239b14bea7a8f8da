import MapSceneBase
import MapSceneDecode
import MapSceneSyntax

/// Where a position in a scene's text is, in the scene's own terms: at a key of some mapping, or
/// at the value of some key. Found in text that is being typed and often does not parse as it is:
/// the word under the cursor is replaced by a placeholder, once as a key and once as a value, and
/// the front end of the file's syntax reads each variant; the one whose tree holds the placeholder
/// says where the cursor is. Brackets left open (`callout: {`, `fit [`) are closed at the end of
/// the cursor's line when the text as it is does not read.
package struct CursorPlace {
    /// What the cursor is on.
    package enum Role: Equatable {
        /// A key of the mapping at `path`.
        case key
        /// The value (or an element of the list that is the value) of `key`, in the mapping at `path`.
        case value(key: String)
    }

    /// The path from the root to the mapping the cursor is in.
    package var path: [ScenePathStep]
    package var role: Role
    /// The word typed so far at the cursor (`fi` of a key being typed, `#1e` of a color).
    package var partial: String
    /// Where that word is: what a completion replaces.
    package var partialRange: SourceRange
    /// The keys the mapping already has, other than the one being typed.
    package var siblingKeys: [String]
    /// The tree read with the placeholder in place: the ids defined elsewhere in the file.
    package var tree: SyntaxNode

    /// The placeholder written at the cursor: a word no scene uses.
    package static let placeholder = "mapcEditorCursor"

    /// Where `location` is in `file`; nil when no variant of the text parses far enough to say.
    package static func find(in file: SourceFile, at location: SourceLocation) -> CursorPlace? {
        var lines = SourceLines(file.bytes)
        guard location.line >= 1, location.line <= lines.count, let lineBytes = lines.byteRange(ofLine: location.line) else {
            return nil
        }
        let cursor = lines.byteOffset(line: location.line, column: max(location.column, 1))
        let wordStart = startOfWord(before: cursor, in: file.bytes, lineStart: lineBytes.lowerBound)
        let wordEnd = endOfWord(after: cursor, in: file.bytes, lineEnd: lineBytes.upperBound)
        let partial = String(decoding: file.bytes[wordStart..<cursor], as: UTF8.self)
        let partialRange = SourceRange(start: lines.location(ofByte: wordStart), end: lines.location(ofByte: wordEnd))
        let prefix = String(decoding: file.bytes[lineBytes.lowerBound..<wordStart], as: UTF8.self)

        let asKey = file.syntax == .yaml ? placeholder + ": 0" : placeholder + " 0"
        var variants = [asKey, placeholder]
        if valueExpected(after: prefix, syntax: file.syntax) { variants.reverse() }
        let closers = UnclosedBrackets.closers(of: file.bytes, upTo: lineBytes.upperBound, syntax: file.syntax)
        for closing in closers.isEmpty ? [[]] : [[], closers] {
            for replacement in variants {
                var bytes = Array(file.bytes[..<wordStart])
                bytes += Array(replacement.utf8)
                bytes += file.bytes[wordEnd..<lineBytes.upperBound]
                bytes += closing
                bytes += file.bytes[lineBytes.upperBound...]
                let variant = SourceFile(path: file.path, bytes: bytes, syntax: file.syntax)
                guard let root = SceneSyntax.read(variant).root, let found = locate(in: root, path: []) else { continue }
                return CursorPlace(
                    path: found.path, role: found.role, partial: partial, partialRange: partialRange,
                    siblingKeys: found.siblings, tree: root)
            }
        }
        return nil
    }

    /// True when the text before the word at the cursor ends where a value goes: after `key:` in
    /// YAML (in a block or a flow mapping), after a key word in the DSL, inside a list.
    private static func valueExpected(after prefix: String, syntax: SceneSyntax) -> Bool {
        let trimmed = prefix.trimmingSpaces()
        if trimmed.hasSuffix("[") || trimmed.hasSuffix(",") && openBracket(in: trimmed) == "[" { return true }
        switch syntax {
        case .yaml:
            return trimmed.hasSuffix(":")
        case .dsl:
            // A key word, then a space: `pin `; not after `{` or a finished value.
            guard let last = trimmed.split(separator: " ").last, prefix.hasSuffix(" ") else { return false }
            return last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && last.first?.isLetter == true
        }
    }

    /// The innermost bracket left open in `text`, outside quotes.
    private static func openBracket(in text: String) -> Character? {
        var open: [Character] = []
        var quote: Character?
        for c in text {
            if let q = quote {
                if c == q { quote = nil }
                continue
            }
            switch c {
            case "\"", "'": quote = c
            case "[", "{", "(": open.append(c)
            case "]", "}", ")": if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        return open.last
    }

    /// Bytes a word being typed is made of: letters, digits, `_`, `-`, `.`, `#` and any non-ASCII.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "#"): true
        default: byte >= 0x80
        }
    }

    private static func startOfWord(before offset: Int, in bytes: [UInt8], lineStart: Int) -> Int {
        var start = offset
        while start > lineStart, isWordByte(bytes[start - 1]) { start -= 1 }
        // A list item's dash is YAML's, not part of the word.
        if start < offset, bytes[start] == UInt8(ascii: "-"), start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: " ") {
            start += 1
        }
        return start
    }

    private static func endOfWord(after offset: Int, in bytes: [UInt8], lineEnd: Int) -> Int {
        var end = offset
        while end < lineEnd, isWordByte(bytes[end]) { end += 1 }
        return end
    }

    /// The placeholder in `node`: as a key, or as a value (or a list element of one).
    private static func locate(in node: SyntaxNode, path: [ScenePathStep]) -> (
        path: [ScenePathStep], role: Role, siblings: [String]
    )? {
        switch node.content {
        case .scalar:
            return nil
        case .sequence(let elements):
            for (index, element) in elements.enumerated() {
                if let found = locate(in: element, path: path + [.index(index)]) { return found }
            }
            return nil
        case .mapping(let entries):
            let siblings = entries.map(\.key).filter { $0 != placeholder }
            for entry in entries {
                if entry.key == placeholder { return (path, .key, siblings) }
                if isPlaceholder(entry.value) || entry.value.elements?.contains(where: isPlaceholder) == true {
                    return (path, .value(key: entry.key), siblings)
                }
                if let found = locate(in: entry.value, path: path + [.key(entry.key)]) { return found }
            }
            return nil
        }
    }

    private static func isPlaceholder(_ node: SyntaxNode) -> Bool {
        node.scalar?.text == placeholder
    }
}
