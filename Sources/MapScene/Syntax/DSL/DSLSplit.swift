/// A large `.mapscene` file read in two halves at once, on two cores: the file's own parser reads
/// up to an `annotation` or `overlay` statement near the middle while a second parser reads from
/// there to the end, setting the statements it reads aside; the first then adds them to its top
/// level in order, as if it had read them itself (so a key or a style given in both halves is
/// reported as it would be).
///
/// The outcome is the one reading straight through gives, because the halves are joined only
/// when that is certain: the first parser must arrive at a statement beginning exactly where the
/// second began (not inside a list that spans lines, say), and the second must have found
/// nothing to report, nor the first written out a list the second's statements gather into.
/// Otherwise the first parser reads on to the end itself.
enum DSLSplit {
    /// How far past the middle the split looks for a line that starts an annotation or an overlay.
    static let searchBytes = 64 << 10

    /// Where the second half may begin: the first byte of a line that starts with the word
    /// `annotation` or `overlay`, at or after `middle` (the middle of the work the file's
    /// `Survey` finds, when the reader splits it); nil when there is none near it.
    static func point(in bytes: UnsafeBufferPointer<UInt8>, from middle: Int) -> Int? {
        var index = max(middle, 1)
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

    /// How many stretches a `Survey` looks at, and how many bytes at the start of each.
    static let samples = 64
    static let sampleBytes = 2 << 10
    /// What a line costs beyond its bytes, in bytes: reading a statement's lines costs more per
    /// line than per byte (an annotation's lines are 17 bytes each in the benchmark's scenes), so
    /// the halves are balanced by lines more than by bytes.
    static let lineWeight = 64
    /// What a line that starts with `(` costs in all, in bytes: a point of a coordinate list,
    /// which the lexer reads flat (`DSLLexer.plainCoordinates`) in about a fifth of the time of
    /// an annotation's line of the same length (50 ns against 230 ns for 26 bytes, measured on
    /// the benchmark's scenes).
    static let pointLineWeight = 20

    /// What samples of a file say about reading it in two halves.
    struct Survey {
        /// The byte where about half of the work of reading the file is done.
        var middle: Int
        /// About how many lines start an `annotation` statement in each stretch of `stretch` bytes.
        var annotationsInStretch: [Double] = []
        var stretch = 0

        /// About how many lines start an `annotation` statement.
        var annotations: Int { annotations(from: 0) }

        /// About how many lines from byte `start` on start an `annotation` statement.
        func annotations(from start: Int) -> Int {
            guard stretch > 0 else { return 0 }
            var count = 0.0
            for (sample, inStretch) in annotationsInStretch.enumerated() {
                let stretchStart = sample * stretch
                let share = Double(min(max(stretchStart + stretch - start, 0), stretch)) / Double(stretch)
                count += inStretch * share
            }
            return Int(count.rounded())
        }
    }

    /// The work of each of `samples` equal stretches of `bytes`, estimated from its first
    /// `sampleBytes` (each line's bytes and `lineWeight`, or `pointLineWeight` for a point's),
    /// gives the middle of the work; the lines in the samples that start an annotation, how many
    /// there are in all.
    static func survey(of bytes: UnsafeBufferPointer<UInt8>) -> Survey {
        let stretch = bytes.count / samples
        guard stretch > 0 else { return Survey(middle: bytes.count / 2) }
        var weights = [Double](repeating: 0, count: samples)
        var annotations = [Double](repeating: 0, count: samples)
        for sample in 0..<samples {
            let start = sample * stretch
            let end = min(start + min(sampleBytes, stretch), bytes.count)
            var weight = 0
            var statements = 0
            var lineStart = start
            for index in start..<end where bytes[index] == UInt8(ascii: "\n") {
                weight += startsPoint(at: lineStart, in: bytes) ? pointLineWeight : index + 1 - lineStart + lineWeight
                lineStart = index + 1
                if starts(annotationKeyword, at: lineStart, in: bytes) { statements += 1 }
            }
            weight += end - lineStart
            // The sample's, scaled to its stretch.
            let scale = Double(stretch) / Double(end - start)
            weights[sample] = Double(weight) * scale
            annotations[sample] = Double(statements) * scale
        }
        return Survey(middle: middle(of: weights, stretch: stretch) ?? bytes.count / 2, annotationsInStretch: annotations, stretch: stretch)
    }

    /// The byte where half of the `weights` of stretches of `stretch` bytes is reached.
    private static func middle(of weights: [Double], stretch: Int) -> Int? {
        let half = weights.reduce(0, +) / 2
        var done = 0.0
        for (sample, weight) in weights.enumerated() {
            if done + weight >= half, weight > 0 {
                return sample * stretch + Int(Double(stretch) * (half - done) / weight)
            }
            done += weight
        }
        return nil
    }

    private static let annotationKeyword = Array(DSLParser.annotationKeyword.utf8)
    private static let keywords = [annotationKeyword, Array(DSLParser.overlayKeyword.utf8)]

    /// True when the line from `index` on starts with `(` after any spaces and tabs: a point of
    /// a coordinate list, usually.
    private static func startsPoint(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "(")
    }

    /// True when `bytes` hold `annotation` or `overlay` and a space or a tab from `index` on.
    private static func startsStatement(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        keywords.contains { starts($0, at: index, in: bytes) }
    }

    /// True when `bytes` hold `keyword` and a space or a tab from `index` on.
    private static func starts(_ keyword: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index + keyword.count < bytes.count
            && keyword.indices.allSatisfy { bytes[index + $0] == keyword[$0] }
            && (bytes[index + keyword.count] == UInt8(ascii: " ") || bytes[index + keyword.count] == UInt8(ascii: "\t"))
    }

    /// Reads `bytes` as `DSLReader` does, in two halves split at `split` (a `point`) when the
    /// halves can be joined (`joined`), straight through otherwise.
    ///
    /// With a `receiver`, each half hands the elements of the `annotations` and `overlays` lists
    /// over as it reads them: the first to `receiver`, the second to a receiver of its own as
    /// far as it can (`DSLParser.parseStatementsAside(handingOverTo:)`), which `receiver` then
    /// appends after its own before it takes the second half's elements that were kept. The
    /// second's is told to expect `annotationsAfterSplit` annotations.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: DSLLimits, splitAt split: Int, handingOverTo receiver: (any SceneListReceiver)? = nil,
        annotationsAfterSplit: Int = 0
    ) -> (result: DSLReader.Result, joined: Bool) {
        let secondReceiver = receiver?.receiverForAnotherThread()
        if annotationsAfterSplit > 0 { secondReceiver?.expect(annotationsAfterSplit, elementsOfList: DSLGroups.ListGroup.annotations.key) }
        let (first, second) = TwoCores.both({ () -> (parser: DSLParser, top: DSLParser.TopLevel, stoppedThere: Bool) in
            var parser = DSLParser(bytes: bytes, limits: limits, handingOverTo: receiver)
            var top = DSLParser.TopLevel(start: parser.token.range.start)
            let stoppedThere = parser.parseStatements(into: &top, stoppingAt: split)
            return (parser, top, stoppedThere)
        }, { () -> (statements: [DSLParser.Statement], end: SourceLocation, comments: [SourceComment])? in
            // Only this half needs the split's line: its ranges count from there.
            var parser = DSLParser(bytes: bytes, limits: limits, from: split, line: SourceLines.line(at: split, in: bytes))
            guard let statements = parser.parseStatementsAside(handingOverTo: secondReceiver) else { return nil }
            return (statements, parser.previousEnd, parser.comments)
        })
        var (parser, top, stoppedThere) = first
        // Elements handed over in a row cannot each be reported against a list written out.
        let reportsEach = second?.statements.contains { statement in
            if case .handedOver(let group, _, _, _, _) = statement { return top.groups.isWrittenOut(group, in: top.root) }
            return false
        } ?? false
        if stoppedThere, let second, !reportsEach {
            var appended = false
            func append() {
                if let receiver, let secondReceiver { receiver.append(contentsOf: secondReceiver, lists: top.groups.openLists) }
                appended = true
            }
            for statement in second.statements {
                if !appended, statement.holdsElement { append() }
                top.statements += 1
                parser.add(statement, to: &top)
            }
            if !appended { append() }
            parser.previousEnd = second.end
            return (DSLReader.result(parser.finish(top), parser.diagnostics, comments: parser.comments + second.comments), true)
        }
        _ = parser.parseStatements(into: &top, stoppingAt: nil)
        return (DSLReader.result(parser.finish(top), parser.diagnostics, comments: parser.comments), false)
    }
}
