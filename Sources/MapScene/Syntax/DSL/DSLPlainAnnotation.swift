/// Reading an `annotation` statement of the plain form (`AnnotationStatement`) without a node.
extension DSLParser {
    /// The `annotation` statement at the current token when it has the plain form, read to its
    /// end; otherwise nil, and the parser stands where it stood, to read the statement as any
    /// other. A statement read this way is one the full reading accepts as it is, with nothing
    /// to report, and whose node `AnnotationStatement.node` builds exactly.
    mutating func readPlainAnnotation() -> AnnotationStatement? {
        // The tuple and the block each enter one level.
        readPlain(enteringLevels: 1) { $0.plainAnnotation() }
    }

    /// `annotation ID at (NUMBER, NUMBER)`, on one line up to the `(`, then, when the line goes
    /// on, `{` and the block's entries (a property's value on its key's line) up to `}`.
    private mutating func plainAnnotation() -> AnnotationStatement? {
        let keyword = token.range
        advance()
        // `annotation at (...)` has no id: the full reading reports it.
        guard continuesLine, token.kind == .word || token.kind == .string, !isWord("at") else { return nil }
        let id = scalarNode(token)
        advance()
        guard continuesLine, isWord("at") else { return nil }
        let at = token.range
        advance()
        guard continuesLine, token.kind == .leftParen else { return nil }
        let open = token.range.start
        advance()
        guard token.kind == .number else { return nil }
        let latitude = scalarNode(token)
        advance()
        guard token.kind == .comma else { return nil }
        advance()
        guard token.kind == .number else { return nil }
        let longitude = scalarNode(token)
        advance()
        guard token.kind == .rightParen else { return nil }
        advance()
        var statement = AnnotationStatement(
            idKey: keyword, id: id, coordinateKey: at, latitude: latitude, longitude: longitude,
            coordinateRange: SourceRange(start: open, end: previousEnd))
        guard continuesLine else { return statement }
        guard token.kind == .leftBrace else { return nil }
        advance()
        while token.kind != .rightBrace {
            guard token.kind == .word, let property = AnnotationStatement.Property(key: token.text) else { return nil }
            let key = token
            advance()
            guard isOnLine(key.range.start.line), token.isScalar,
                  statement.add(property, SyntaxEntry(key: key.text, keyRange: key.range, value: scalarNode(token)))
            else { return nil }
            advance()
        }
        advance()
        statement.range.end = previousEnd
        return statement
    }
}
