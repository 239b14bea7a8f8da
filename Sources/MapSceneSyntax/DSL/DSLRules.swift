import MapSceneBase

/// The rules of the DSL front end.
extension Rule {
    /// The text does not follow the DSL's grammar.
    package static let dslSyntax = Rule(
        id: "dsl-syntax", severity: .error,
        summary: "The text does not follow the DSL's grammar.",
        explanation: """
            The parser reports each place the text departs from the grammar and carries on, so several errors may show at once. \
            Fix the first one first: later ones sometimes follow from it. The examples are in the DSL.
            """,
        bad: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            title "Helsinki
            """,
        good: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            title "Helsinki"
            """
    )
    /// The file holds so many syntax errors that the rest is not read.
    package static let dslErrorLimit = Rule(
        id: "dsl-error-limit", severity: .error,
        summary: "The file holds so many syntax errors that the rest is not read.",
        explanation: """
            Past a limit of syntax errors the parser stops, since a file that wrong is most likely not a scene at all (or is in \
            another syntax). Check the file is a `.mapscene` file, and fix the first errors. No example: it takes more errors \
            than fit an example; the rule's fixture holds them.
            """
    )
    /// The bytes are not UTF-8 text, or hold a control character.
    package static let dslEncoding = Rule(
        id: "dsl-encoding", severity: .error,
        summary: "The bytes are not UTF-8 text, or hold a control character.",
        explanation: """
            The DSL is read as UTF-8 text; other encodings and control characters cannot be read reliably. Save the file as \
            UTF-8 and remove the control character. No example: the text of an example is clean UTF-8; the rule's fixture holds \
            the bytes.
            """
    )
    /// The file is larger than the DSL size limit.
    package static let dslSize = Rule(
        id: "dsl-size", severity: .error,
        summary: "The file is larger than the DSL size limit.",
        explanation: """
            mapc bounds the size of a scene file so that a runaway or hostile file cannot exhaust memory. Move large geometry \
            into a data file. No example: it would take a file past the limit; a generated file tests it.
            """
    )
    /// The file holds no statement.
    package static let dslEmpty = Rule(
        id: "dsl-empty", severity: .error,
        summary: "The file holds no statement.",
        explanation: """
            An empty file (or one holding only comments) describes no scene. Write at least `mapscene 1` and a camera. The \
            examples are in the DSL.
            """,
        bad: """
            // a scene, one day
            """,
        good: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            """
    )
    /// Blocks, lists and tuples nest deeper than the limit.
    package static let dslDepth = Rule(
        id: "dsl-depth", severity: .error,
        summary: "Blocks, lists and tuples nest deeper than the limit.",
        explanation: """
            No scene needs deep nesting, and unbounded depth could exhaust the stack, so nesting is limited. Flatten the \
            structure. No example: it takes a file hundreds of levels deep; a generated file tests it.
            """
    )
    /// A block repeats a key.
    package static let dslDuplicateKey = Rule(
        id: "dsl-duplicate-key", severity: .error,
        summary: "A block repeats a key.",
        explanation: """
            A key given twice in one block leaves unclear which value is meant, so it is an error. Keep one of them. The \
            examples are in the DSL.
            """,
        bad: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            canvas { width 400 width 600 }
            """,
        good: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            canvas { width 600 }
            """
    )
}

/// The diagnostics the DSL front end emits: each rule's id and messages, in one place.
extension Diagnostic {
    /// The text does not follow the grammar (`Grammar/mapscene.ebnf`); parsing resumes at the next statement.
    package static func dslSyntax(_ message: String, at range: SourceRange, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(.dslSyntax, message, at: range, notes: notes)
    }

    /// The bytes are not UTF-8 text, or hold a control character.
    package static func dslEncoding(_ message: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.dslEncoding, message, at: range)
    }

    /// The file is larger than `DSLLimits.maxBytes`.
    package static func dslSize(bytes: Int, limit: Int) -> Diagnostic {
        Diagnostic(
            .dslSize, "the file has \(bytes) bytes, more than the limit of \(limit)",
            at: SourceRange(at: SourceLocation(line: 1, column: 1)))
    }

    /// The file holds no statement: nothing, or only comments.
    package static var dslEmpty: Diagnostic {
        Diagnostic(.dslEmpty, "the file is empty", at: SourceRange(at: SourceLocation(line: 1, column: 1)))
    }

    /// Blocks, lists and tuples nest deeper than `DSLLimits.maxDepth`.
    package static func dslDepth(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.dslDepth, "nesting is deeper than the limit of \(limit) levels", at: range)
    }

    /// More than `DSLLimits.maxErrors` syntax errors: the rest of the file is not read.
    package static func dslTooManyErrors(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.dslErrorLimit, "more than \(limit) syntax errors; the rest of the file is not read", at: range)
    }

    /// A block repeats a key; the first value is kept.
    package static func dslDuplicateKey(
        _ key: String, at range: SourceRange, first: SourceRange, how: String = "first given here"
    )
        -> Diagnostic
    {
        Diagnostic(.dslDuplicateKey, "duplicate key '\(key)'", at: range, notes: [DiagnosticNote(how, at: first)])
    }
}
