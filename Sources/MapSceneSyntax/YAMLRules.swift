import MapSceneBase

/// The rules of the YAML front end.
extension Rule {
    /// libyaml could not scan or parse the file.
    package static let yamlSyntax = Rule(
        id: "yaml-syntax", severity: .error,
        summary: "libyaml could not scan or parse the file.",
        explanation: """
            The file is not YAML, so nothing in it can be read: mapc reports where libyaml stopped. Look at the line shown and \
            the one before it; an unclosed bracket or quote, or a tab used for indentation, is the usual cause.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: Helsinki: city
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: "Helsinki: city"
            """
    )
    /// An alias names no earlier anchor.
    package static let yamlUndefinedAlias = Rule(
        id: "yaml-undefined-alias", severity: .error,
        summary: "An alias names no earlier anchor.",
        explanation: """
            An alias `*name` copies the node marked `&name` earlier in the file; with no such anchor there is nothing to copy. \
            Define the anchor before the alias, or write the value out.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            styles:
              trail: *base
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            styles:
              base: &base {stroke: red}
              trail: *base
            """
    )
    /// The bytes are not UTF-8 text YAML accepts.
    package static let yamlEncoding = Rule(
        id: "yaml-encoding", severity: .error,
        summary: "The bytes are not UTF-8 text YAML accepts.",
        explanation: """
            YAML is text, and mapc reads it as UTF-8; a file saved in another encoding, or holding control characters, cannot be \
            parsed. Save the file as UTF-8. No example: the text of an example is UTF-8 already; the rule's fixture holds the \
            bytes.
            """
    )
    /// The file is larger than the YAML size limit.
    package static let yamlSize = Rule(
        id: "yaml-size", severity: .error,
        summary: "The file is larger than the YAML size limit.",
        explanation: """
            mapc bounds the size of a scene file so that a runaway or hostile file cannot exhaust memory. Move large geometry \
            into a data file (`source:` or `data:`), which is read separately. No example: it would take a file past the limit; \
            a generated file tests it.
            """
    )
    /// The file holds no document at all.
    package static let yamlEmpty = Rule(
        id: "yaml-empty", severity: .error,
        summary: "The file holds no document at all.",
        explanation: """
            An empty file (or one holding only comments) describes no scene. Write at least `mapscene: 1` and a camera.
            """,
        bad: """
            # a scene, one day
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A second `---` document follows the first.
    package static let yamlMultipleDocuments = Rule(
        id: "yaml-multiple-documents", severity: .error,
        summary: "A second `---` document follows the first.",
        explanation: """
            A scene file holds one scene; a second YAML document after `---` would be silently ignored, so it is an error. Put \
            each scene in a file of its own.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            ---
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A mapping repeats a key.
    package static let yamlDuplicateKey = Rule(
        id: "yaml-duplicate-key", severity: .error,
        summary: "A mapping repeats a key.",
        explanation: """
            YAML leaves it open which of two equal keys wins, so a repeated key is an error rather than a silent choice. Keep \
            one of them.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: Helsinki
            title: Espoo
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: Helsinki
            """
    )
    /// A mapping key is a mapping or a list.
    package static let yamlKey = Rule(
        id: "yaml-key", severity: .error,
        summary: "A mapping key is a mapping or a list.",
        explanation: """
            Every key in a scene is a name; a mapping or a list used as a key cannot name anything. Write the key as plain text.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            ? [title]
            : Helsinki
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: Helsinki
            """
    )
    /// Mappings and lists nest deeper than the limit.
    package static let yamlDepth = Rule(
        id: "yaml-depth", severity: .error,
        summary: "Mappings and lists nest deeper than the limit.",
        explanation: """
            No scene needs deep nesting, and unbounded depth could exhaust the stack, so nesting is limited. Flatten the \
            structure. No example: it takes a file hundreds of levels deep; a generated file tests it.
            """
    )
    /// Aliases copy more nodes than the limit.
    package static let yamlAlias = Rule(
        id: "yaml-alias", severity: .error,
        summary: "Aliases copy more nodes than the limit.",
        explanation: """
            Aliases that refer to aliases can multiply a small file into billions of nodes (the 'billion laughs'); mapc stops \
            expanding at a limit. Write the repeated parts out, or use a named style. No example: it needs aliases nested many \
            times over; a generated file tests it.
            """
    )
}

/// The diagnostics the YAML front end emits: each rule's id and messages, in one place.
extension Diagnostic {
    /// libyaml could not scan or parse the file; parsing stops here.
    package static func yamlSyntax(_ message: String, at range: SourceRange?, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(.yamlSyntax, message, at: range, notes: notes)
    }

    /// An alias names an anchor that was not defined before it.
    package static func yamlUndefinedAlias(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlUndefinedAlias, "undefined alias '\(name)'", at: range)
    }

    /// The bytes are not UTF-8 text YAML accepts.
    package static func yamlEncoding(_ message: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.yamlEncoding, message, at: range)
    }

    /// The file is larger than `YAMLLimits.maxBytes`.
    package static func yamlSize(bytes: Int, limit: Int) -> Diagnostic {
        Diagnostic(
            .yamlSize, "the file has \(bytes) bytes, more than the limit of \(limit)",
            at: SourceRange(at: SourceLocation(line: 1, column: 1)))
    }

    /// The file holds no document at all: nothing, or only comments.
    package static var yamlEmpty: Diagnostic {
        Diagnostic(.yamlEmpty, "the file is empty", at: SourceRange(at: SourceLocation(line: 1, column: 1)))
    }

    /// A second `---` document follows the first.
    package static func yamlMultipleDocuments(at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlMultipleDocuments, "a scene file holds one document; found a second one", at: range)
    }

    /// A mapping repeats a key; the first value is kept.
    package static func yamlDuplicateKey(_ key: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(
            .yamlDuplicateKey, "duplicate key '\(key)'", at: range,
            notes: [DiagnosticNote("first defined here", at: first)])
    }

    /// A mapping key is a mapping or a list.
    package static func yamlKey(found kind: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlKey, "a mapping key must be a scalar, not \(kind)", at: range)
    }

    /// Mappings and lists nest deeper than `YAMLLimits.maxDepth`.
    package static func yamlDepth(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlDepth, "nesting is deeper than the limit of \(limit) levels", at: range)
    }

    /// Aliases copy more nodes than `YAMLLimits.maxAliasExpansions`.
    package static func yamlAlias(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.yamlAlias, "alias expansion exceeds the limit of \(limit) nodes", at: range)
    }
}
