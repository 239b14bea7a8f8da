/// The diagnostics the DSL front end emits: each rule's id and messages, in one place.
extension Diagnostic {
    /// The text does not follow the grammar (`Grammar/mapscene.ebnf`); parsing resumes at the next statement.
    static func dslSyntax(_ message: String, at range: SourceRange, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(.dslSyntax, message, at: range, notes: notes)
    }

    /// The bytes are not UTF-8 text, or hold a control character.
    static func dslEncoding(_ message: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.dslEncoding, message, at: range)
    }

    /// The file is larger than `DSLLimits.maxBytes`.
    static func dslSize(bytes: Int, limit: Int) -> Diagnostic {
        Diagnostic(
            .dslSize, "the file has \(bytes) bytes, more than the limit of \(limit)",
            at: SourceRange(at: SourceLocation(line: 1, column: 1)))
    }

    /// The file holds no statement: nothing, or only comments.
    static var dslEmpty: Diagnostic {
        Diagnostic(.dslEmpty, "the file is empty", at: SourceRange(at: SourceLocation(line: 1, column: 1)))
    }

    /// Blocks, lists and tuples nest deeper than `DSLLimits.maxDepth`.
    static func dslDepth(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.dslDepth, "nesting is deeper than the limit of \(limit) levels", at: range)
    }

    /// More than `DSLLimits.maxErrors` syntax errors: the rest of the file is not read.
    static func dslTooManyErrors(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.dslErrorLimit, "more than \(limit) syntax errors; the rest of the file is not read", at: range)
    }

    /// A block repeats a key; the first value is kept.
    static func dslDuplicateKey(_ key: String, at range: SourceRange, first: SourceRange, how: String = "first given here") -> Diagnostic {
        Diagnostic(.dslDuplicateKey, "duplicate key '\(key)'", at: range, notes: [DiagnosticNote(how, at: first)])
    }
}
