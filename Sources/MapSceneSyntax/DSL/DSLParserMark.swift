import MapSceneBase

/// Going back to where the parser stood: a statement read in a plain form (`AnnotationStatement`,
/// `OverlayStatement`) that turns out not to have it is read again the full way, from its start.
extension DSLParser {
    /// Where the parser stands, to go back to.
    package struct Mark {
        package let lexer: DSLLexer.Mark
        package let token: DSLToken
        package let lookahead: DSLToken?
        package let previousEnd: SourceLocation
    }

    /// Where the parser stands now.
    package var mark: Mark {
        Mark(lexer: lexer.mark, token: token, lookahead: lookahead, previousEnd: previousEnd)
    }

    /// Goes back to `mark`, as if no token had been read since (nor any comment).
    package mutating func rewind(to mark: Mark) {
        lexer.rewind(to: mark.lexer)
        (token, lookahead, previousEnd) = (mark.token, mark.lookahead, mark.previousEnd)
    }

    /// What `read` makes of the statement at the current token, read in a plain form that enters
    /// `levels` blocks, lists and tuples; otherwise nil, and the parser stands where it stood, to
    /// read the statement as any other.
    @inline(__always)
    package mutating func readPlain<Statement>(enteringLevels levels: Int, _ read: (inout DSLParser) -> Statement?) -> Statement?
    {
        guard !stopped, depth == 0, limits.maxDepth >= levels else { return nil }
        let start = mark
        if let statement = read(&self) { return statement }
        rewind(to: start)
        return nil
    }
}
