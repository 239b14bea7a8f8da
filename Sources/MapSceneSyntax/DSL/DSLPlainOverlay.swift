import MapSceneBase
import MapSceneGeometry

/// Reading an `overlay` statement of the plain form (`OverlayStatement`) without a node per point.
extension DSLParser {
    /// The `overlay` statement at the current token when it has the plain form, read to its end;
    /// otherwise nil, and the parser stands where it stood, to read the statement as any other.
    /// A statement read this way is one the full reading accepts as it is, with nothing to
    /// report, whose shape is a list of plain coordinates.
    package mutating func readPlainOverlay() -> OverlayStatement? {
        // The block, the list and each point's tuple enter one level each.
        readPlain(enteringLevels: 3) { $0.plainOverlay() }
    }

    /// `overlay ID {` on one line, then the block's entries up to `}`, each value on its key's
    /// line: one `polyline` or `polygon` whose list the lexer reads flat
    /// (`DSLLexer.plainCoordinates`), and a scalar for each other key (another shape given as a
    /// scalar is the decoder's to report, as from the tree); no key twice.
    private mutating func plainOverlay() -> OverlayStatement? {
        let keyword = token.range
        advance()
        guard continuesLine, token.kind == .word || token.kind == .string else { return nil }
        var entries = DSLMappingBuilder()
        _ = entries.add(SyntaxEntry(key: "id", keyRange: keyword, value: scalarNode(token)))
        advance()
        guard continuesLine, token.kind == .leftBrace else { return nil }
        advance()
        var coordinates: [Coordinate]?
        while token.kind != .rightBrace {
            guard token.kind == .word, !Self.reservedKeys.contains(token.text) else { return nil }
            let key = token
            advance()
            guard isOnLine(key.range.start.line) else { return nil }
            let value: SyntaxNode
            if key.text == "polyline" || key.text == "polygon" {
                guard coordinates == nil, token.kind == .leftBracket, lookahead == nil else { return nil }
                // The lexer stands right after the `[`.
                let open = token.range.start
                var points: [Coordinate] = []
                guard let end = lexer.plainCoordinates(into: &points) else { return nil }
                coordinates = points
                previousEnd = end
                token = lexer.next()
                value = SyntaxNode(.sequence([]), range: SourceRange(start: open, end: end))
            } else {
                guard token.isScalar else { return nil }
                value = scalarNode(token)
                advance()
            }
            guard entries.add(SyntaxEntry(key: key.text, keyRange: key.range, value: value)) == nil else { return nil }
        }
        guard let coordinates else { return nil }
        advance()
        let mapping = SyntaxNode(.mapping(entries.entries), range: SourceRange(start: keyword.start, end: previousEnd))
        return OverlayStatement(mapping: mapping, coordinates: coordinates)
    }
}
