/// Going back to where the parser stood: a statement read in a plain form (`AnnotationStatement`,
/// `OverlayStatement`) that turns out not to have it is read again the full way, from its start.
extension DSLParser {
    /// Where the parser stands, to go back to.
    struct Mark {
        let lexer: DSLLexer.Mark
        let token: DSLToken
        let lookahead: DSLToken?
        let previousEnd: SourceLocation
    }

    /// Where the parser stands now.
    var mark: Mark {
        Mark(lexer: lexer.mark, token: token, lookahead: lookahead, previousEnd: previousEnd)
    }

    /// Goes back to `mark`, as if no token had been read since (nor any comment).
    mutating func rewind(to mark: Mark) {
        lexer.rewind(to: mark.lexer)
        (token, lookahead, previousEnd) = (mark.token, mark.lookahead, mark.previousEnd)
    }
}
