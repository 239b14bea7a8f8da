import MapSceneBase

/// A node of a scene file's syntax tree: what either front end (YAML or the DSL) produces and
/// the decoder reads. Every node knows the source range it came from.
package struct SyntaxNode: Sendable {
    /// What a node holds.
    package enum Content: Sendable {
        /// A single value as written.
        case scalar(Scalar)
        /// Key–value pairs in file order.
        case mapping([SyntaxEntry])
        /// Values in file order.
        case sequence([SyntaxNode])
    }

    /// The node's content.
    package var content: Content
    /// Where the node is in the source, stored compactly.
    private var compactRange: CompactRange

    /// Where the node is in the source.
    package var range: SourceRange {
        get { compactRange.range }
        set { compactRange = CompactRange(newValue) }
    }

    /// Creates a node.
    package init(_ content: Content, range: SourceRange) {
        self.content = content
        self.compactRange = CompactRange(range)
    }

    /// The scalar, if this node is one.
    package var scalar: Scalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// The entries, if this node is a mapping.
    package var entries: [SyntaxEntry]? {
        if case .mapping(let e) = content { return e }
        return nil
    }

    /// The elements, if this node is a sequence.
    package var elements: [SyntaxNode]? {
        if case .sequence(let e) = content { return e }
        return nil
    }

    /// A short name of the node's kind for messages: "a mapping", "a list", "a string", ...
    package var kindDescription: String {
        switch content {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let s): s.kindDescription
        }
    }
}

/// One `key: value` pair of a mapping.
package struct SyntaxEntry: Sendable {
    /// The key as written.
    package var key: String
    /// Where the key is, stored compactly.
    private var compactKeyRange: CompactRange
    /// The value.
    package var value: SyntaxNode

    /// Where the key is.
    package var keyRange: SourceRange {
        get { compactKeyRange.range }
        set { compactKeyRange = CompactRange(newValue) }
    }

    /// Creates an entry.
    package init(key: String, keyRange: SourceRange, value: SyntaxNode) {
        self.key = key
        self.compactKeyRange = CompactRange(keyRange)
        self.value = value
    }
}

/// A scalar as written, with enough of its spelling to tell `1` from `"1"` and `null` from `"null"`.
package struct Scalar: Sendable, Hashable {
    /// The scalar's text after unescaping.
    package var text: String
    /// True when written quoted or as a block scalar: then it is always a string.
    package var isQuoted: Bool

    /// Creates a scalar.
    package init(text: String, isQuoted: Bool) {
        self.text = text
        self.isQuoted = isQuoted
    }

    /// True for YAML's plain null spellings: empty, `~`, `null`.
    package var isNull: Bool {
        guard !isQuoted else { return false }
        // By length first: most scalars are none of these, and a length is known without a compare.
        switch text.utf8.count {
        case 0: return true
        case 1: return text == "~"
        case 4: return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }

    /// The scalar as a number, when written as a plain number in the grammar both front ends
    /// share (`DecimalParsing.isSceneNumber`), such as `16`, `-0.5`, `.5`, `+2` or `1.5e3`.
    package var number: Double? {
        guard !isQuoted, let value = DecimalParsing.sceneNumber(text), value.isFinite else { return nil }
        return value
    }

    /// The scalar as a boolean, when written as a plain `true` or `false`.
    package var bool: Bool? {
        guard !isQuoted else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// A short name of the scalar's kind for messages.
    package var kindDescription: String {
        if isNull { return "null" }
        if number != nil { return "a number" }
        if !isQuoted, DecimalParsing.isSceneNumber(text.utf8) { return "a number too large to use" }
        if !isQuoted, let decimal = DecimalParsing.sceneSpelling(ofForeignNumber: text) {
            return "'\(text)', which is not a number as scene files write them (write \(decimal))"
        }
        if bool != nil { return "a boolean" }
        return "a string"
    }
}
