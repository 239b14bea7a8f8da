/// A large `.mapscene` file read in two halves at once, on two cores: the file's own parser reads
/// up to an `annotation` or `overlay` statement near the middle while a second parser reads from
/// there to the end, setting the statements it reads aside; the first then adds them to its top
/// level in order, as if it had read them itself (so a key or a style given in both halves is
/// reported as it would be).
///
/// The outcome is the one reading straight through gives, because the halves are joined only
/// when that is certain: the first parser must arrive at a statement beginning exactly where the
/// second began (not inside a list that spans lines, say), and the second must have found
/// nothing to report. Otherwise the first parser reads on to the end itself.
enum DSLSplit {
    /// How far past the middle the split looks for a line that starts an annotation or an overlay.
    static let searchBytes = 64 << 10

    /// Where the second half may begin: the first byte of a line that starts with the word
    /// `annotation` or `overlay`, at or after the middle of `bytes`; nil when there is none near it.
    static func point(in bytes: UnsafeBufferPointer<UInt8>, from middle: Int? = nil) -> Int? {
        var index = max(middle ?? bytes.count / 2, 1)
        let end = min(bytes.count, index + searchBytes)
        while index < end {
            let length = LineBreak.length(at: index, in: bytes)
            guard length > 0 else {
                index += 1
                continue
            }
            index += length
            if startsStatement(at: index, in: bytes) { return index }
        }
        return nil
    }

    private static let keywords = [DSLParser.annotationKeyword, DSLParser.overlayKeyword].map { Array($0.utf8) }

    /// True when `bytes` hold `annotation` or `overlay` and a space or a tab from `index` on.
    private static func startsStatement(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        keywords.contains { keyword in
            index + keyword.count < bytes.count
                && keyword.indices.allSatisfy { bytes[index + $0] == keyword[$0] }
                && (bytes[index + keyword.count] == UInt8(ascii: " ") || bytes[index + keyword.count] == UInt8(ascii: "\t"))
        }
    }

    /// Reads `bytes` as `DSLReader` does, in two halves split at `split` (a `point`) when the
    /// halves can be joined (`joined`), straight through otherwise.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, limits: DSLLimits, splitAt split: Int) -> (result: DSLReader.Result, joined: Bool) {
        let (first, second) = TwoCores.both({ () -> (parser: DSLParser, top: DSLParser.TopLevel, stoppedThere: Bool) in
            var parser = DSLParser(bytes: bytes, limits: limits)
            var top = DSLParser.TopLevel(start: parser.token.range.start)
            let stoppedThere = parser.parseStatements(into: &top, stoppingAt: split)
            return (parser, top, stoppedThere)
        }, { () -> (statements: [DSLParser.Statement], end: SourceLocation, comments: [SourceComment])? in
            // Only this half needs the split's line: its ranges count from there.
            var parser = DSLParser(bytes: bytes, limits: limits, from: split, line: SourceLines.line(at: split, in: bytes))
            guard let statements = parser.parseStatementsAside() else { return nil }
            return (statements, parser.previousEnd, parser.comments)
        })
        var (parser, top, stoppedThere) = first
        if stoppedThere, let second {
            for statement in second.statements {
                top.statements += 1
                parser.add(statement, to: &top)
            }
            parser.previousEnd = second.end
            return (DSLReader.result(parser.finish(top), parser.diagnostics, comments: parser.comments + second.comments), true)
        }
        _ = parser.parseStatements(into: &top, stoppingAt: nil)
        return (DSLReader.result(parser.finish(top), parser.diagnostics, comments: parser.comments), false)
    }
}
