/// The diagnostics the YAML front end emits: each rule's id and messages, in one place.
extension Diagnostic {
    /// libyaml could not scan or parse the file; parsing stops here.
    static func yamlSyntax(_ message: String, at range: SourceRange?, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(.yamlSyntax, message, at: range, notes: notes)
    }

    /// An alias names an anchor that was not defined before it.
    static func yamlUndefinedAlias(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlUndefinedAlias, "undefined alias '\(name)'", at: range)
    }

    /// The bytes are not UTF-8 text YAML accepts.
    static func yamlEncoding(_ message: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.yamlEncoding, message, at: range)
    }

    /// The file is larger than `YAMLLimits.maxBytes`.
    static func yamlSize(bytes: Int, limit: Int) -> Diagnostic {
        Diagnostic(
            .yamlSize, "the file has \(bytes) bytes, more than the limit of \(limit)",
            at: SourceRange(at: SourceLocation(line: 1, column: 1)))
    }

    /// The file holds no document at all: nothing, or only comments.
    static var yamlEmpty: Diagnostic {
        Diagnostic(.yamlEmpty, "the file is empty", at: SourceRange(at: SourceLocation(line: 1, column: 1)))
    }

    /// A second `---` document follows the first.
    static func yamlMultipleDocuments(at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlMultipleDocuments, "a scene file holds one document; found a second one", at: range)
    }

    /// A mapping repeats a key; the first value is kept.
    static func yamlDuplicateKey(_ key: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(
            .yamlDuplicateKey, "duplicate key '\(key)'", at: range,
            notes: [DiagnosticNote("first defined here", at: first)])
    }

    /// A mapping key is a mapping or a list.
    static func yamlKey(found kind: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlKey, "a mapping key must be a scalar, not \(kind)", at: range)
    }

    /// Mappings and lists nest deeper than `YAMLLimits.maxDepth`.
    static func yamlDepth(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlDepth, "nesting is deeper than the limit of \(limit) levels", at: range)
    }

    /// Aliases copy more nodes than `YAMLLimits.maxAliasExpansions`.
    static func yamlAlias(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlAlias, "alias expansion exceeds the limit of \(limit) nodes", at: range)
    }
}
