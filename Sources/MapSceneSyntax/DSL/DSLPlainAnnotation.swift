import MapSceneBase

/// Reading an `annotation` statement of the plain form (`AnnotationStatement`) without a node.
extension DSLParser {
    /// Reads the `annotation` statement at the current token to its end when it has the plain
    /// form, and hands it to `take` with the parser, which then stands after it; otherwise
    /// returns false, having handed over nothing, and the parser stands where it stood, to read
    /// the statement as any other. A statement read this way is one the full reading accepts as
    /// it is, with nothing to report, and whose node `AnnotationStatement.node` builds exactly.
    /// (The statement, of some 600 bytes, is made where it is taken, not returned.)
    package mutating func readPlainAnnotation(_ take: (inout DSLParser, AnnotationStatement) -> Void) -> Bool {
        // The tuple and the block each enter one level.
        readPlain(enteringLevels: 1) { $0.plainAnnotation(take) ? () : nil } != nil
    }

    /// `annotation ID at (NUMBER, NUMBER)`, on one line up to the `(`, then, when the line goes
    /// on, `{` and the block's entries (a property's value on its key's line) up to `}`.
    private mutating func plainAnnotation(_ take: (inout DSLParser, AnnotationStatement) -> Void) -> Bool {
        let keyword = token.range
        advance()
        // `annotation at (...)` has no id: the full reading reports it.
        guard continuesLine, token.kind == .word || token.kind == .string, !isWord("at") else { return false }
        let id = scalarNode(token)
        advance()
        guard continuesLine, isWord("at") else { return false }
        let at = token.range
        advance()
        guard continuesLine, token.kind == .leftParen else { return false }
        let open = token.range.start
        advance()
        guard token.kind == .number else { return false }
        let latitude = scalarNode(token)
        let latitudeNumber = token.number
        advance()
        guard token.kind == .comma else { return false }
        advance()
        guard token.kind == .number else { return false }
        let longitude = scalarNode(token)
        let longitudeNumber = token.number
        advance()
        guard token.kind == .rightParen else { return false }
        advance()
        var statement = AnnotationStatement(
            idKey: keyword, id: id, coordinateKey: at, latitude: latitude, longitude: longitude,
            coordinateRange: SourceRange(start: open, end: previousEnd))
        if let latitudeNumber, let longitudeNumber { statement.readNumbers = (latitudeNumber, longitudeNumber) }
        guard continuesLine else {
            take(&self, statement)
            return true
        }
        guard token.kind == .leftBrace else { return false }
        advance()
        while token.kind != .rightBrace {
            guard token.kind == .word, let property = AnnotationStatement.Property(key: token.text) else { return false }
            let key = token
            advance()
            guard isOnLine(key.range.start.line), token.isScalar,
                statement.add(property, SyntaxEntry(key: key.text, keyRange: key.range, value: scalarNode(token)))
            else { return false }
            advance()
        }
        advance()
        statement.range.end = previousEnd
        take(&self, statement)
        return true
    }
}
