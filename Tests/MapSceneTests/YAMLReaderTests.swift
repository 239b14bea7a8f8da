import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneSyntax

/// A scene file position (`Testing` has its own `SourceLocation`).
private typealias Location = MapScene.SourceLocation

private func read(_ text: String, limits: YAMLLimits = .default) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
    YAMLReader.read(SourceFile(path: "scene.yaml", text: text), limits: limits)
}

private func read(bytes: [UInt8], limits: YAMLLimits = .default) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
    YAMLReader.read(SourceFile(path: "scene.yaml", bytes: bytes), limits: limits)
}

private func at(_ line: Int, _ column: Int) -> Location { Location(line: line, column: column) }

extension SyntaxNode {
    /// The value under `key`, for a mapping.
    fileprivate subscript(_ key: String) -> SyntaxNode? { entries?.first { $0.key == key }?.value }
    /// The element at `index`, for a list.
    fileprivate subscript(_ index: Int) -> SyntaxNode? { elements.flatMap { $0.indices.contains(index) ? $0[index] : nil } }
    fileprivate var text: String? { scalar?.text }
}

@Suite("YAML reader: the syntax tree")
struct YAMLTreeTests {
    @Test func nestedMappingsListsAndScalarsCarryTheirRanges() throws {
        let source = MarkedText(
            """
            1️⃣canvas2️⃣:
              3️⃣width4️⃣: 5️⃣8006️⃣
              height: 600
            camera:
              center: 7️⃣[34.9, 8️⃣-120.29️⃣]
            """)
        let (root, diagnostics) = read(source.text)
        #expect(diagnostics.isEmpty)
        let tree = try #require(root)
        #expect(tree.entries?.map(\.key) == ["canvas", "camera"])
        #expect(tree.range.start == source[1])
        #expect(tree.entries?[0].keyRange == source.range(1, 2))

        let canvas = try #require(tree["canvas"])
        #expect(canvas.range == SourceRange(start: source[3], end: at(3, 14)))
        #expect(canvas.entries?[0].keyRange == source.range(3, 4))
        #expect(canvas["width"]?.scalar == Scalar(text: "800", isQuoted: false))
        #expect(canvas["width"]?.range == source.range(5, 6))
        #expect(canvas["height"]?.scalar?.number == 600)

        let center = try #require(tree["camera"]?["center"])
        #expect(center.range.start == source[7])
        #expect(center.range.end == at(5, 25))
        #expect(center.elements?.count == 2)
        #expect(center[1]?.text == "-120.2")
        #expect(center[1]?.range == source.range(8, 9))
    }

    @Test func blockListsInsideMappings() throws {
        let source = MarkedText(
            """
            overlays:
            1️⃣- id: ring
              circle: 2️⃣{center: [1, 2], radius: 200m}3️⃣
            - id: 4️⃣route
              polyline: [[1, 2], [3, 4]]5️⃣
            """)
        let (root, diagnostics) = read(source.text)
        #expect(diagnostics.isEmpty)
        let overlays = try #require(root?["overlays"])
        #expect(overlays.elements?.count == 2)
        #expect(overlays.range == source.range(1, 5))
        #expect(overlays[0]?["circle"]?.range == source.range(2, 3))
        #expect(overlays[0]?["circle"]?.entries?.map(\.key) == ["center", "radius"])
        #expect(overlays[1]?["id"]?.range.start == source[4])
        #expect(overlays[1]?["polyline"]?[1]?[0]?.scalar?.number == 3)
    }

    @Test func quotedAndBlockScalarsAreStringsPlainOnesAreNot() throws {
        let (root, diagnostics) = read(
            """
            plain: 1
            single: '1'
            double: "tab\\there"
            literal: |
              two
              lines
            folded: >-
              one
              line
            tagged: !!str 2
            empty:
            tilde: ~
            """)
        #expect(diagnostics.isEmpty)
        let tree = try #require(root)
        #expect(tree["plain"]?.scalar == Scalar(text: "1", isQuoted: false))
        #expect(tree["plain"]?.scalar?.number == 1)
        #expect(tree["single"]?.scalar == Scalar(text: "1", isQuoted: true))
        #expect(tree["single"]?.scalar?.number == nil)
        #expect(tree["double"]?.scalar == Scalar(text: "tab\there", isQuoted: true))
        #expect(tree["literal"]?.scalar == Scalar(text: "two\nlines\n", isQuoted: true))
        #expect(tree["folded"]?.scalar == Scalar(text: "one line", isQuoted: true))
        #expect(tree["tagged"]?.scalar == Scalar(text: "2", isQuoted: true))
        #expect(tree["empty"]?.scalar?.isNull == true)
        #expect(tree["tilde"]?.scalar?.isNull == true)
    }

    @Test func aRootListOrScalarIsReturnedAsIs() throws {
        #expect(read("- a\n- b\n").root?.elements?.count == 2)
        #expect(read("just text\n").root?.scalar == Scalar(text: "just text", isQuoted: false))
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let source = MarkedText("title: Ämäkä 🗺 1️⃣x\nnext: [é, 2️⃣z]\n")
        let (root, _) = read(source.text)
        #expect(root?["title"]?.range.end == Location(line: 1, column: source[1].column + 1))
        #expect(root?["next"]?[1]?.range.start == source[2])
    }

    @Test func crlfLineEndingsCountAsOneLineBreak() throws {
        let (root, diagnostics) = read("a: 1\r\nb:\r\n  - x\r\n")
        #expect(diagnostics.isEmpty)
        #expect(root?["b"]?[0]?.range == SourceRange(start: at(3, 5), end: at(3, 6)))
    }

    @Test func aUTF8ByteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let (root, diagnostics) = read(bytes: [0xEF, 0xBB, 0xBF] + Array("title: Lakes\n".utf8))
        #expect(diagnostics.isEmpty)
        #expect(root?["title"]?.text == "Lakes")
        #expect(root?.entries?[0].keyRange == SourceRange(start: at(1, 1), end: at(1, 6)))
    }

    @Test func mappingsWithManyKeysKeepFileOrder() throws {
        let keys = (0..<200).map { "key\($0)" }
        let (root, diagnostics) = read(keys.map { "\($0): 1" }.joined(separator: "\n"))
        #expect(diagnostics.isEmpty)
        #expect(root?.entries?.map(\.key) == keys)
    }
}

@Suite("YAML reader: anchors and aliases")
struct YAMLAliasTests {
    @Test func anAliasCopiesTheAnchoredNodeAtTheAliasRange() throws {
        let source = MarkedText(
            """
            styles:
              trail: &trail {stroke: red, width: 3}
            overlays:
              - style: 1️⃣*trail2️⃣
            """)
        let (root, diagnostics) = read(source.text)
        #expect(diagnostics.isEmpty)
        let copy = try #require(root?["overlays"]?[0]?["style"])
        #expect(copy.range == source.range(1, 2))
        #expect(copy.entries?.map(\.key) == ["stroke", "width"])
        #expect(copy["width"]?.range.start == at(2, 38))
    }

    @Test func anAliasCanBeAKey() throws {
        let (root, diagnostics) = read("k: &name title\n*name : Lakes\n")
        #expect(diagnostics.isEmpty)
        #expect(root?["title"]?.text == "Lakes")
    }

    @Test func anUndefinedAliasIsReportedAndReadingGoesOn() throws {
        let source = MarkedText("a: 1️⃣*missing2️⃣\nb: 2\n")
        let (root, diagnostics) = read(source.text)
        #expect(diagnostics == [.error("undefined alias 'missing'", at: source.range(1, 2), rule: "yaml-undefined-alias")])
        #expect(root?["b"]?.text == "2")
    }

    @Test func billionLaughsStopsAtTheExpansionLimit() throws {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
        }
        let (root, diagnostics) = read(lines.joined(separator: "\n"))
        #expect(root == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rule == "yaml-alias")
        #expect(diagnostics.first?.message == "alias expansion exceeds the limit of 10000 nodes")
        // Lines 2 to 4 copy 90 + 819 + 7380 = 8289 nodes; the first alias of line 5 copies 7381 more.
        #expect(diagnostics.first?.range?.start == at(5, 8))
    }

    @Test func expansionCountsEveryCopiedNode() throws {
        let text = "a: &a [1, 2]\nb: [*a, *a, *a]\n"  // each alias copies 3 nodes
        #expect(read(text, limits: YAMLLimits(maxAliasExpansions: 9)).diagnostics.isEmpty)
        let (root, diagnostics) = read(text, limits: YAMLLimits(maxAliasExpansions: 8))
        #expect(root == nil)
        #expect(diagnostics.map(\.rule) == ["yaml-alias"])
        #expect(diagnostics.first?.range?.start == at(2, 13))
    }

    @Test func anAliasCannotNestBeyondTheDepthLimit() throws {
        let text = "a: &a [[[1]]]\nb: [[*a]]\n"  // *a lands at depth 3 and spans 3 levels
        #expect(read(text, limits: YAMLLimits(maxDepth: 6)).diagnostics.isEmpty)
        let (root, diagnostics) = read(text, limits: YAMLLimits(maxDepth: 5))
        #expect(root == nil)
        #expect(diagnostics.map(\.rule) == ["yaml-depth"])
        #expect(diagnostics.first?.range == SourceRange(start: at(2, 6), end: at(2, 8)))
    }
}

@Suite("YAML reader: diagnostics")
struct YAMLDiagnosticTests {
    @Test func aMissingColonIsASyntaxErrorWithLibyamlsContext() throws {
        let source = MarkedText("title: Lakes\n1️⃣camera\n2️⃣map: {}\n")
        let (root, diagnostics) = read(source.text)
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error(
                    "while scanning a simple key: could not find expected ':'", at: SourceRange(at: source[2]),
                    rule: "yaml-syntax", notes: [DiagnosticNote("the simple key starts here", at: SourceRange(at: source[1]))])
            ])
    }

    @Test func anUnclosedQuoteIsASyntaxError() throws {
        let (root, diagnostics) = read("title: \"Lakes\n")
        #expect(root == nil)
        #expect(diagnostics.first?.message == "while scanning a quoted scalar: found unexpected end of stream")
        #expect(diagnostics.first?.range?.start == at(2, 1))
        #expect(diagnostics.first?.notes.first?.range?.start == at(1, 8))
    }

    @Test func aSyntaxErrorWithoutContext() throws {
        let (root, diagnostics) = read("a: b: c\n")
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("mapping values are not allowed in this context", at: SourceRange(at: at(1, 5)), rule: "yaml-syntax")
            ])
    }

    @Test func parsingStopsAtTheFirstSyntaxErrorButKeepsEarlierFindings() throws {
        let (root, diagnostics) = read("a: 1\na: 2\nb: [\n")
        #expect(root == nil)
        #expect(diagnostics.map(\.rule) == ["yaml-duplicate-key", "yaml-syntax"])
    }

    @Test func invalidUTF8IsReportedAtItsFirstByte() throws {
        // Line 3, column 8: "été" written in Latin-1.
        let bytes = Array("mapscene: 1\ntitle: Lakes\nplace: ".utf8) + [0xE9, 0x74, 0xE9] + Array("\n".utf8)
        let (root, diagnostics) = read(bytes: bytes)
        #expect(root == nil)
        #expect(diagnostics == [.error("invalid UTF-8 byte 0xe9", at: SourceRange(at: at(3, 8)), rule: "yaml-encoding")])
    }

    @Test func anInvalidOrMultiByteSequenceIsFoundWhereverItStandsInTheRunsPassedOverAtOnce() {
        // 150 bytes of ASCII (past two 64-byte blocks of the scan), and at each place in turn a
        // byte no UTF-8 has, a lone continuation byte, or "é" and "🗺" (valid: the scan goes on).
        let text = Array(String(repeating: "title: abcdefghijklmnopqrstuvwxyz\n", count: 5).utf8.prefix(150))
        for position in Array(stride(from: 0, to: text.count, by: 5)) + [63, 64, 127, 128, 149] {
            for (inserted, invalid) in [
                ([UInt8(0xFF)], true), ([0x80], true), (Array("é".utf8), false), (Array("🗺".utf8), false),
            ] {
                var bytes = text
                bytes.insert(contentsOf: inserted, at: position)
                let found = bytes.withUnsafeBufferPointer(YAMLEncoding.firstInvalidUTF8)
                #expect(found == (invalid ? position : nil), "\(inserted) at \(position)")
                var later = bytes
                later.append(0xFE)
                #expect(later.withUnsafeBufferPointer(YAMLEncoding.firstInvalidUTF8) == (invalid ? position : later.count - 1))
            }
        }
    }

    @Test(
        arguments: [
            ([0xC0, 0x80], "overlong"),
            ([0xED, 0xA0, 0x80], "surrogate"),
            ([0xF4, 0x90, 0x80, 0x80], "above U+10FFFF"),
            ([0xE2, 0x82], "truncated at the end"),
            ([0x80], "stray continuation byte"),
        ] as [([UInt8], String)])
    func invalidUTF8SequencesAfterValidOnes(sequence: [UInt8], what: String) throws {
        let bytes = Array("a: \"é—".utf8) + sequence
        let (_, diagnostics) = read(bytes: bytes)
        #expect(diagnostics.map(\.rule) == ["yaml-encoding"], "\(what)")
        #expect(diagnostics.first?.range?.start == at(1, 7), "\(what)")
    }

    @Test func theUTF8CheckFindsABadByteAfterALongASCIIRun() throws {
        let bytes = Array(String(repeating: "k: value\n", count: 1000).utf8) + [0xFF]
        #expect(read(bytes: bytes).diagnostics.first?.range?.start == at(1001, 1))
    }

    @Test func utf16AndUTF32ByteOrderMarksAreRejected() throws {
        for bom: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF], [0xFF, 0xFE, 0, 0], [0, 0, 0xFE, 0xFF]] {
            let (root, diagnostics) = read(bytes: bom + [0x61, 0])
            #expect(root == nil)
            #expect(diagnostics.map(\.rule) == ["yaml-encoding"])
            #expect(diagnostics.first?.range?.start == at(1, 1))
        }
    }

    @Test func controlCharactersAreEncodingErrors() throws {
        let (root, diagnostics) = read(bytes: Array("a: 1\nb: x\u{07}y\n".utf8))
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("control character U+0007 is not allowed", at: SourceRange(at: at(2, 5)), rule: "yaml-encoding")
            ])
    }

    @Test func aSecondDocumentIsReportedAndIgnored() throws {
        let source = MarkedText("title: one\n1️⃣---2️⃣\ntitle: two\n---\n")
        let (root, diagnostics) = read(source.text)
        #expect(root?["title"]?.text == "one")
        #expect(
            diagnostics == [
                .error(
                    "a scene file holds one document; found a second one", at: source.range(1, 2), rule: "yaml-multiple-documents"
                )
            ])
    }

    @Test func anExplicitFirstDocumentIsFine() throws {
        let (root, diagnostics) = read("---\ntitle: one\n...\n")
        #expect(diagnostics.isEmpty)
        #expect(root?["title"]?.text == "one")
    }

    @Test func aDuplicateKeyPointsAtBothAndKeepsTheFirstValue() throws {
        let source = MarkedText(
            """
            1️⃣title2️⃣: first
            map: {type: none}
            3️⃣title4️⃣: second
            """)
        let (root, diagnostics) = read(source.text)
        #expect(root?["title"]?.text == "first")
        #expect(root?.entries?.count == 2)
        #expect(
            diagnostics == [
                .error(
                    "duplicate key 'title'", at: source.range(3, 4), rule: "yaml-duplicate-key",
                    notes: [DiagnosticNote("first defined here", at: source.range(1, 2))])
            ])
    }

    @Test func duplicatesAreFoundInLargeMappingsAndAcrossQuoting() throws {
        var lines = (0..<50).map { "key\($0): \($0)" }
        lines.append("'key7': again")
        lines.append("key42: again")
        let (root, diagnostics) = read(lines.joined(separator: "\n"))
        #expect(diagnostics.map(\.message) == ["duplicate key 'key7'", "duplicate key 'key42'"])
        #expect(diagnostics.map { $0.range?.start } == [at(51, 1), at(52, 1)])
        #expect(diagnostics.map { $0.notes.first?.range?.start } == [at(8, 1), at(43, 1)])
        #expect(root?["key42"]?.text == "42")
        #expect(root?.entries?.count == 50)
    }

    @Test func sameKeysInDifferentMappingsAreNotDuplicates() throws {
        #expect(read("a: {x: 1}\nb: {x: 2}\nc: [{x: 1}, {x: 2}]\n").diagnostics.isEmpty)
    }

    @Test func aNonScalarKeyIsReportedAndReadingGoesOn() throws {
        let source = MarkedText("? 1️⃣[a, b]2️⃣\n: dropped\n3️⃣{x: 1}4️⃣: dropped too\nkept: yes\n")
        let (root, diagnostics) = read(source.text)
        #expect(
            diagnostics == [
                .error("a mapping key must be a scalar, not a list", at: source.range(1, 2), rule: "yaml-key"),
                .error("a mapping key must be a scalar, not a mapping", at: source.range(3, 4), rule: "yaml-key"),
            ])
        #expect(root?.entries?.map(\.key) == ["kept"])
    }

    @Test func nestingDeeperThanTheLimitStops() throws {
        let (root, diagnostics) = read(String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000))
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("nesting is deeper than the limit of 64 levels", at: SourceRange(at: at(1, 65)), rule: "yaml-depth")
            ])
    }

    @Test func nestingUpToTheLimitIsFine() throws {
        let (root, diagnostics) = read(String(repeating: "[", count: 64) + "x" + String(repeating: "]", count: 64))
        #expect(diagnostics.isEmpty)
        #expect(root != nil)
    }

    @Test func deepBlockNestingStopsAtTheNodeThatGoesTooDeep() throws {
        let text = (0..<10).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n") + " leaf\n"
        let (root, diagnostics) = read(text, limits: YAMLLimits(maxDepth: 5))
        #expect(root == nil)
        #expect(diagnostics.map(\.rule) == ["yaml-depth"])
        #expect(diagnostics.first?.range?.start == at(6, 11))
    }

    @Test func aFileOverTheSizeLimitIsNotParsed() throws {
        let (root, diagnostics) = read("title: [unclosed\n", limits: YAMLLimits(maxBytes: 10))
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("the file has 17 bytes, more than the limit of 10", at: SourceRange(at: at(1, 1)), rule: "yaml-size")
            ])
    }

    @Test(arguments: ["", "# only a comment\n\n  # and another\n", "\n\n", "\u{FEFF}"])
    func aFileWithoutADocumentIsEmpty(text: String) throws {
        let (root, diagnostics) = read(text)
        #expect(root == nil)
        #expect(diagnostics == [.error("the file is empty", at: SourceRange(at: at(1, 1)), rule: "yaml-empty")])
    }

    @Test func defaultLimits() {
        #expect(YAMLLimits.default.maxBytes == 128 * 1024 * 1024)
        #expect(YAMLLimits.default.maxDepth == 64)
        #expect(YAMLLimits.default.maxAliasExpansions == 10_000)
    }
}

@Suite("YAML reader: robustness")
struct YAMLRobustnessTests {
    @Test func mutatedScenesNeverCrashAndAlwaysExplainAMissingRoot() throws {
        let seed = Array(
            """
            mapscene: 1
            title: "Tepusquet"
            canvas: {width: 800, height: 600}
            styles:
              trail: &t {stroke: "#d33", width: 3, dash: [6, 4]}
            overlays:
              - id: ring
                circle: {center: [34.9, -120.2], radius: 200m}
                style: *t
              - polyline: [[1, 2], [3, 4]]
                title: |
                  Two hundred
            ? [complex]
            : key
            """.utf8)
        let alphabet = Array("[]{}:,-?&*!|>'\"#%@` \n\t\r.~".utf8) + [0x00, 0xFF, 0xC3, 0x07]
        var random = SeededRandom(seed: 42)
        for _ in 0..<3000 {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = alphabet.randomElement(using: &random)!
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: index)
                default: bytes.remove(at: index)
                }
            }
            let (root, diagnostics) = read(bytes: bytes)
            if root == nil { #expect(diagnostics.containsErrors) }
            for diagnostic in diagnostics {
                #expect(diagnostic.range.map { $0.start.line >= 1 && $0.start.column >= 1 } ?? true)
            }
        }
    }

    @Test func randomBytesNeverCrash() throws {
        var random = SeededRandom(seed: 7)
        for length in 0..<2000 {
            let bytes = (0..<(length % 64)).map { _ in UInt8.random(in: 0...127, using: &random) }
            _ = read(bytes: bytes)
        }
    }

    @Test func pathologicalInputsFinish() throws {
        _ = read(String(repeating: "{", count: 100_000))
        _ = read(String(repeating: "- ", count: 100_000))
        _ = read(String(repeating: "&a ", count: 10_000) + "x")
        _ = read(String(repeating: "a", count: 100_000) + ": 1")
        _ = read("a: " + String(repeating: "*a ", count: 10_000))
    }
}
