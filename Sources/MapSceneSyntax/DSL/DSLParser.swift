import MapSceneBase

/// The recursive-descent parser of `.mapscene` files (`Grammar/mapscene.ebnf`): builds the same
/// `SyntaxNode` tree the YAML front end builds, with exact ranges, so one decoder serves both.
///
/// How statements become the tree:
/// - `key value` is the entry `key: value`; `{ ... }` is a mapping, `[ ... ]` and `( ... )` are lists.
/// - `annotation ID at (LAT, LON) { ... }` is one element of the top-level `annotations` list: a
///   mapping whose `id` entry has the keyword's range as its key range, whose `coordinate` entry
///   has the `at`'s, followed by the block's entries. `overlay ID { ... }` likewise adds to
///   `overlays`; `style NAME { ... }` adds `NAME: { ... }` to `styles`.
/// - Those three group entries stand where their first statement stands; their key range is that
///   statement's keyword and their value starts at the keyword too (how tools tell them apart
///   from entries written out, which always have their value after the key).
///
/// Given a `receiver`, the parser hands each `annotation` and `overlay` statement's mapping over
/// to it as it is read (`SceneListReceiver`), and the two lists stand in the tree empty; an
/// annotation of the plain form goes over without a mapping (`AnnotationStatement`), an overlay
/// whose shape is a list of plain coordinates without a node per point (`OverlayStatement`).
///
/// After a syntax error the parser reports it, skips to the next statement (`DSLRecovery`) and
/// carries on, so independent mistakes each get a diagnostic.
package struct DSLParser {
    /// Thrown out of a statement once its error is reported; the statement loop recovers.
    package struct Failure: Error {}

    package var lexer: DSLLexer
    /// The current token.
    package var token: DSLToken
    /// The token after it, when something looked ahead.
    package var lookahead: DSLToken?
    /// The end of the last token consumed.
    package var previousEnd = SourceLocation(line: 1, column: 1)
    package let limits: DSLLimits
    /// How many blocks, lists and tuples are open.
    package var depth = 0
    /// The depth where the last error was found, for recovery.
    package var failureDepth = 0
    /// Syntax errors reported; parsing stops past `limits.maxErrors`.
    package var errorCount = 0
    /// True once an error at the end of the file was reported: one is enough.
    package var reportedAtEnd = false
    /// True once too many errors were reported: the lexer is not asked for more tokens.
    package var stopped = false
    /// Where an unclosed block was last reported, so the blocks around it close quietly.
    package var unclosedBlockReportedAt: SourceLocation?
    package var diagnostics: [Diagnostic] = []
    /// Who takes the elements of the `annotations` and `overlays` lists as their statements are
    /// read (`SceneListReceiver`); nil: the tree holds them.
    package let receiver: (any SceneListReceiver)?

    /// The statement keywords of the top level.
    package static let annotationKeyword = "annotation"
    package static let overlayKeyword = "overlay"
    package static let styleKeyword = "style"
    package static let statementKeywords: Set<String> = [annotationKeyword, overlayKeyword, styleKeyword]
    /// Words that are never a bare key, in any block: they begin top-level statements. (`style`
    /// is a key inside an overlay, so it is reserved only at the top level.)
    package static let reservedKeys: Set<String> = [annotationKeyword, overlayKeyword]

    package init(bytes: UnsafeBufferPointer<UInt8>, limits: DSLLimits, handingOverTo receiver: (any SceneListReceiver)? = nil) {
        lexer = DSLLexer(bytes: bytes)
        self.limits = limits
        self.receiver = receiver
        token = lexer.next()
    }

    /// The comments the lexer collected.
    package var comments: [SourceComment] { lexer.comments }

    // MARK: - Tokens

    /// Consumes the current token.
    package mutating func advance() {
        previousEnd = token.range.end
        if stopped {
            token = DSLToken(kind: .end, text: "", range: SourceRange(at: token.range.end), startsLine: true)
        } else if let next = lookahead {
            token = next
            lookahead = nil
        } else {
            token = lexer.next()
        }
    }

    /// The token after the current one.
    package mutating func peek() -> DSLToken {
        if let lookahead { return lookahead }
        let next =
            stopped ? DSLToken(kind: .end, text: "", range: SourceRange(at: token.range.end), startsLine: true) : lexer.next()
        lookahead = next
        return next
    }

    /// True when the current token is on `line` (and is not the end of the file).
    package func isOnLine(_ line: Int) -> Bool {
        token.kind != .end && token.range.start.line == line
    }

    package func isWord(_ word: String) -> Bool {
        token.kind == .word && token.text == word
    }

    // MARK: - The file

    /// The whole file as the root mapping; nil when it holds no statement.
    package mutating func parseScene() -> SyntaxNode? {
        var top = TopLevel(start: token.range.start)
        parseStatements(into: &top)
        return finish(top)
    }

    /// The top level as it is read: its entries, the groups its statements gather into, and
    /// how many statements there were.
    package struct TopLevel {
        package var root = DSLMappingBuilder()
        package var groups = DSLGroups()
        package let start: SourceLocation
        package var statements = 0
    }

    /// A top-level statement, parsed but not yet added to the top level.
    package enum Statement {
        case property(SyntaxEntry)
        case element(SyntaxNode, of: DSLGroups.ListGroup, keyword: DSLToken)
        case style(SyntaxEntry, keyword: DSLToken)
    }

    /// Parses top-level statements into `top` up to the end of the file.
    package mutating func parseStatements(into top: inout TopLevel) {
        while token.kind != .end {
            let before = token.range.start
            if token.kind == .rightBrace {
                report(.dslSyntax("unexpected '}' with no block to close", at: token.range))
                advance()
                continue
            }
            top.statements += 1
            // The plain forms of an annotation and an overlay, for a receiver, without a node.
            if receiver != nil, isWord(Self.annotationKeyword), case let keyword = token,
                readPlainAnnotation({ parser, annotation in
                    top.groups.addAnnotation(annotation, keyword: keyword, root: &top.root, &parser)
                })
            {
                continue
            }
            if receiver != nil, isWord(Self.overlayKeyword), case let keyword = token, let overlay = readPlainOverlay() {
                top.groups.addOverlay(overlay, keyword: keyword, root: &top.root, &self)
                continue
            }
            do {
                add(try parseTopLevelStatement(), to: &top)
            } catch {
                synchronize(depth: failureDepth, atTopLevel: true)
            }
            if token.range.start == before, token.kind != .end { advance() }
        }
    }

    /// Adds a statement to the top level, reporting a key or a style given twice.
    package mutating func add(_ statement: Statement, to top: inout TopLevel) {
        switch statement {
        case .property(let entry):
            add(entry, to: &top.root)
        case .element(let element, let group, let keyword):
            top.groups.addElement(element, at: element.range, to: group, keyword: keyword, root: &top.root, &self)
        case .style(let entry, let keyword):
            top.groups.addStyle(entry, keyword: keyword, root: &top.root, &self)
        }
    }

    /// The root mapping of what was read; nil when there was no statement.
    package func finish(_ top: TopLevel) -> SyntaxNode? {
        guard top.statements > 0 else { return nil }
        var top = top
        top.groups.finish(into: &top.root)
        return SyntaxNode(.mapping(top.root.entries), range: SourceRange(start: top.start, end: previousEnd))
    }

    private mutating func parseTopLevelStatement() throws(Failure) -> Statement {
        if token.kind == .word, Self.statementKeywords.contains(token.text) {
            let keyword = token
            switch keyword.text {
            case Self.annotationKeyword:
                return .element(try parseAnnotation(), of: .annotations, keyword: keyword)
            case Self.overlayKeyword:
                return .element(try parseOverlay(), of: .overlays, keyword: keyword)
            default:
                return .style(try parseStyle(), keyword: keyword)
            }
        }
        return .property(try parsePropertyEntry())
    }

    // MARK: - Statements

    /// `key value`, where the value starts on the key's line.
    package mutating func parseProperty(into builder: inout DSLMappingBuilder) throws(Failure) {
        add(try parsePropertyEntry(), to: &builder)
    }

    /// `key value`, as an entry.
    private mutating func parsePropertyEntry() throws(Failure) -> SyntaxEntry {
        guard token.kind == .word || token.kind == .string else {
            throw fail(expected: "a key such as 'title' or a statement", found: token)
        }
        let key = token
        advance()
        if isOnLine(key.range.start.line), token.kind == .invalid {
            throw fail(expected: "a value", found: token)
        }
        guard isOnLine(key.range.start.line), startsValue(token) else {
            if isOnLine(key.range.start.line) {
                throw fail("expected a value for '\(key.text)', found \(token.description)", at: token.range)
            }
            throw fail("'\(key.text)' needs a value on the same line", at: key.range)
        }
        let value = try parseValue()
        return SyntaxEntry(key: key.text, keyRange: key.range, value: value)
    }

    /// Adds an entry to a block, reporting a repeated key (which keeps the first value).
    package mutating func add(_ entry: SyntaxEntry, to builder: inout DSLMappingBuilder) {
        if let first = builder.add(entry) {
            report(.dslDuplicateKey(entry.key, at: entry.keyRange, first: first.keyRange))
        }
    }

    /// True when the current token begins on the line where the previous one ends: where the
    /// next part of a header must be.
    package var continuesLine: Bool { isOnLine(previousEnd.line) }

    /// `annotation [NAME] [at (LAT, LON)] [{ ... }]`; each part begins on the line where the one
    /// before it ends.
    private mutating func parseAnnotation() throws(Failure) -> SyntaxNode {
        let keyword = token
        let statementDepth = depth
        advance()
        var entries = DSLMappingBuilder()
        do {
            if continuesLine, token.kind == .word || token.kind == .string, !(isWord("at") && peek().kind == .leftParen) {
                _ = entries.add(SyntaxEntry(key: "id", keyRange: keyword.range, value: scalarNode(token)))
                advance()
            }
            if continuesLine, isWord("at") {
                let at = token
                advance()
                guard continuesLine, token.kind == .leftParen else {
                    throw fail(
                        "expected a coordinate (latitude, longitude) after 'at'", at: continuesLine ? token.range : at.range)
                }
                let coordinate = try parseTuple()
                add(SyntaxEntry(key: "coordinate", keyRange: at.range, value: coordinate), to: &entries)
            }
            if continuesLine, token.kind != .leftBrace {
                throw fail(expected: "'at', '{' or the end of the line after the annotation", found: token)
            }
        } catch {
            try skipToBlock(depth: failureDepth - statementDepth)
        }
        if continuesLine, token.kind == .leftBrace {
            _ = try parseBlock(into: &entries)
        }
        return SyntaxNode(.mapping(entries.entries), range: SourceRange(start: keyword.range.start, end: previousEnd))
    }

    /// `overlay [NAME] { ... }`.
    private mutating func parseOverlay() throws(Failure) -> SyntaxNode {
        let keyword = token
        let statementDepth = depth
        advance()
        var entries = DSLMappingBuilder()
        if continuesLine, token.kind == .word || token.kind == .string {
            _ = entries.add(SyntaxEntry(key: "id", keyRange: keyword.range, value: scalarNode(token)))
            advance()
        }
        if !continuesLine || token.kind != .leftBrace {
            _ = fail(expected: "'{' to open the overlay's block", found: token, line: previousEnd.line)
            try skipToBlock(depth: failureDepth - statementDepth)
        }
        _ = try parseBlock(into: &entries)
        return SyntaxNode(.mapping(entries.entries), range: SourceRange(start: keyword.range.start, end: previousEnd))
    }

    /// `style NAME { ... }`, as the entry `NAME: { ... }` of `styles`.
    private mutating func parseStyle() throws(Failure) -> SyntaxEntry {
        let statementDepth = depth
        advance()
        guard continuesLine, token.kind == .word || token.kind == .string else {
            throw fail(expected: "the style's name", found: token, line: previousEnd.line)
        }
        let name = token
        advance()
        if !continuesLine || token.kind != .leftBrace {
            _ = fail(expected: "'{' to open the style's block", found: token, line: previousEnd.line)
            try skipToBlock(depth: failureDepth - statementDepth)
        }
        let block = try parseValue()
        return SyntaxEntry(key: name.text, keyRange: name.range, value: block)
    }

    // MARK: - Values

    /// True for the tokens a value can start with.
    package func startsValue(_ token: DSLToken) -> Bool {
        token.isScalar || token.kind == .leftBrace || token.kind == .leftBracket || token.kind == .leftParen
    }

    package func scalarNode(_ token: DSLToken) -> SyntaxNode {
        SyntaxNode(.scalar(Scalar(text: token.text, isQuoted: token.kind == .string)), range: token.range)
    }

    /// A scalar, a block, a list or a tuple.
    package mutating func parseValue() throws(Failure) -> SyntaxNode {
        switch token.kind {
        case .word, .string, .number, .quantity, .color:
            let node = scalarNode(token)
            advance()
            return node
        case .leftBrace:
            var entries = DSLMappingBuilder()
            let range = try parseBlock(into: &entries)
            return SyntaxNode(.mapping(entries.entries), range: range)
        case .leftBracket:
            return try parseList()
        case .leftParen:
            return try parseTuple()
        default:
            throw fail(expected: "a value", found: token)
        }
    }

    /// Enters a block, list or tuple at the current token, within the depth limit.
    private mutating func enter() throws(Failure) {
        guard depth < limits.maxDepth else {
            failureDepth = depth
            report(.dslDepth(limit: limits.maxDepth, at: token.range))
            throw Failure()
        }
        depth += 1
    }

    /// `{ statement* }`, adding the statements to `entries`; returns the braces' range. An error
    /// inside resumes at the block's next statement.
    package mutating func parseBlock(into entries: inout DSLMappingBuilder) throws(Failure) -> SourceRange {
        let open = token
        try enter()
        defer { depth -= 1 }
        advance()
        let blockDepth = depth
        while true {
            switch token.kind {
            case .rightBrace:
                advance()
                return SourceRange(start: open.range.start, end: previousEnd)
            case .end:
                throw fail(
                    "expected '}' to close the block that opens at line \(open.range.start.line), column \(open.range.start.column)",
                    at: token.range, notes: [DiagnosticNote("the block opens here", at: open.range)])
            case .word where Self.reservedKeys.contains(token.text):
                // No block holds annotations or overlays (the words are not keys): this one begins
                // the next statement, and the block (and any around it) was left open. Reported
                // once, at the innermost.
                if unclosedBlockReportedAt != token.range.start {
                    unclosedBlockReportedAt = token.range.start
                    report(
                        .dslSyntax(
                            "expected '}' to close the block that opens at line \(open.range.start.line), column \(open.range.start.column), before this \(token.text)",
                            at: token.range, notes: [DiagnosticNote("the block opens here", at: open.range)]))
                }
                return SourceRange(start: open.range.start, end: previousEnd)
            default:
                let before = token.range.start
                do {
                    try parseProperty(into: &entries)
                } catch {
                    synchronize(depth: failureDepth - blockDepth)
                }
                if token.range.start == before, token.kind != .end, token.kind != .rightBrace { advance() }
            }
        }
    }

    /// `[ ]` or `[ value (, value)* [,] ]`.
    private mutating func parseList() throws(Failure) -> SyntaxNode {
        let open = token
        try enter()
        defer { depth -= 1 }
        advance()
        var elements: [SyntaxNode] = []
        while token.kind != .rightBracket {
            elements.append(try parseValue())
            if token.kind == .comma {
                advance()
            } else if token.kind != .rightBracket {
                throw fail(
                    expected:
                        "',' or ']' in the list that opens at line \(open.range.start.line), column \(open.range.start.column)",
                    found: token)
            }
        }
        advance()
        return SyntaxNode(.sequence(elements), range: SourceRange(start: open.range.start, end: previousEnd))
    }

    /// `( value , value (, value)* [,] )`: a coordinate or another pair of values.
    package mutating func parseTuple() throws(Failure) -> SyntaxNode {
        let open = token
        try enter()
        defer { depth -= 1 }
        advance()
        var elements: [SyntaxNode] = []
        elements.reserveCapacity(2)
        while token.kind != .rightParen {
            elements.append(try parseValue())
            if token.kind == .comma {
                advance()
            } else if token.kind != .rightParen {
                throw fail(
                    expected:
                        "',' or ')' in the tuple that opens at line \(open.range.start.line), column \(open.range.start.column)",
                    found: token)
            }
        }
        guard elements.count >= 2 else {
            throw fail(
                "a tuple holds at least two values, such as (latitude, longitude)",
                at: SourceRange(start: open.range.start, end: token.range.end))
        }
        advance()
        return SyntaxNode(.sequence(elements), range: SourceRange(start: open.range.start, end: previousEnd))
    }
}
