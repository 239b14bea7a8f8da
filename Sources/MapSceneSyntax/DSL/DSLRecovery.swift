import MapSceneBase

/// Reporting syntax errors and resynchronising after one: the parser skips to the next
/// statement — the next token that begins a line with a key at the failed statement's nesting
/// level, or the `}` that closes the block it is in — so each mistake gets one diagnostic.
extension DSLParser {
    /// Records `diagnostic`, up to `limits.maxErrors` errors; one error at the end of the file is enough.
    package mutating func report(_ diagnostic: Diagnostic) {
        guard !stopped else { return }
        if token.kind == .end, diagnostic.range?.start == token.range.start {
            if reportedAtEnd { return }
            reportedAtEnd = true
        }
        if errorCount == limits.maxErrors {
            diagnostics.append(.dslTooManyErrors(limit: limits.maxErrors, at: diagnostic.range ?? token.range))
            stopped = true
            lookahead = nil
            return
        }
        errorCount += 1
        diagnostics.append(diagnostic)
    }

    /// Reports `message` at `range` and returns the failure to throw.
    package mutating func fail(_ message: String, at range: SourceRange, notes: [DiagnosticNote] = []) -> Failure {
        failureDepth = depth
        report(.dslSyntax(message, at: range, notes: notes))
        return Failure()
    }

    /// Reports that `expected` should stand where `found` is; an unreadable token reports the
    /// lexer's own message. With `line`, a token on a later line counts as missing.
    package mutating func fail(expected: String, found: DSLToken, line: Int? = nil) -> Failure {
        if found.kind == .invalid {
            return fail(found.text, at: found.range)
        }
        if let line, found.kind == .end || found.range.start.line != line {
            return fail("expected \(expected) on the same line", at: SourceRange(at: previousEnd))
        }
        return fail("expected \(expected), found \(found.description)", at: found.range)
    }

    /// After an error in a statement's header, skips to the `{` that opens its block, so the
    /// block's own mistakes are found too: the header goes on while tokens continue the line (or
    /// brackets are open); throws when it ends without a block.
    package mutating func skipToBlock(depth open: Int) throws(Failure) {
        var depth = max(0, open)
        while token.kind != .end, depth > 0 || continuesLine {
            switch token.kind {
            case .leftBrace where depth == 0:
                return
            case .leftBrace, .leftBracket, .leftParen:
                depth += 1
            case .rightBrace, .rightBracket, .rightParen:
                depth = max(0, depth - 1)
            default:
                break
            }
            advance()
        }
        failureDepth = self.depth + depth
        throw Failure()
    }

    /// Skips tokens up to the next statement. `depth` counts the blocks, lists and tuples the
    /// failed statement left open; their closing brackets are skipped with them. At the top level
    /// a `}` closes nothing, so it is skipped as part of the mistake.
    package mutating func synchronize(depth open: Int, atTopLevel: Bool = false) {
        var depth = max(0, open)
        while token.kind != .end {
            if depth == 0 {
                if token.kind == .rightBrace, !atTopLevel { return }
                if token.startsLine, token.kind == .word || token.kind == .string { return }
            }
            switch token.kind {
            case .leftBrace, .leftBracket, .leftParen:
                depth += 1
            case .rightBrace, .rightBracket, .rightParen:
                depth = max(0, depth - 1)
            default:
                break
            }
            advance()
        }
    }
}
