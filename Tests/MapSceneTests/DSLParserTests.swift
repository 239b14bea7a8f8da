import Foundation
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneDecode
@testable import MapSceneModel
@testable import MapScenePrint
@testable import MapSceneSyntax

/// A scene file position (`Testing` has its own `SourceLocation`).
private typealias Location = MapScene.SourceLocation

extension MarkedText {
    /// The text as a `.mapscene` file.
    var dslFile: SourceFile { SourceFile(path: "scene.mapscene", text: text) }
}

/// Reads `text` with the DSL front end.
func readDSL(_ text: String, limits: DSLLimits = .default) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
    DSLReader.read(SourceFile(path: "scene.mapscene", text: text), limits: limits)
}

/// Parses and decodes `text` as a DSL scene.
func decodeDSL(_ text: String) -> (scene: Scene?, diagnostics: [Diagnostic]) {
    let (root, syntax) = readDSL(text)
    guard let root, !syntax.containsErrors else { return (nil, syntax) }
    let (scene, decoded) = SceneDecoder.decode(root)
    return (scene, (syntax + decoded).sortedAndUnique())
}

/// A syntax tree as text, ranges left out: `{key: value}`, `[a, b]`, quoted scalars in quotes.
func shape(_ node: SyntaxNode) -> String {
    switch node.content {
    case .scalar(let s): return s.isQuoted ? "\"\(s.text)\"" : s.text
    case .mapping(let entries): return "{" + entries.map { "\($0.key): \(shape($0.value))" }.joined(separator: ", ") + "}"
    case .sequence(let elements): return "[" + elements.map(shape).joined(separator: ", ") + "]"
    }
}

private func at(_ line: Int, _ column: Int) -> Location { Location(line: line, column: column) }

@Suite("DSL reader: the syntax tree")
struct DSLTreeTests {
    @Test func propertiesBlocksListsAndTuplesCarryTheirRanges() throws {
        let source = MarkedText(
            """
            1️⃣canvas2️⃣ 3️⃣{ 4️⃣width5️⃣ 6️⃣8007️⃣ }8️⃣
            camera { center 9️⃣(34.9, -120.2) distance 1200m }
            """)
        let (root, diagnostics) = readDSL(source.text)
        #expect(diagnostics.isEmpty)
        let tree = try #require(root)
        #expect(tree.entries?.map(\.key) == ["canvas", "camera"])
        #expect(tree.range.start == source[1])
        let canvas = try #require(tree.entries?.first)
        #expect(canvas.keyRange == source.range(1, 2))
        #expect(canvas.value.range == source.range(3, 8))
        let width = try #require(canvas.value.entries?.first)
        #expect(width.keyRange == source.range(4, 5))
        #expect(width.value.range == source.range(6, 7))
        let center = try #require(tree.entries?[1].value.entries?.first?.value)
        #expect(center.range.start == source[9])
        #expect(center.range.end == at(2, 31))
        #expect(center.elements?.map { $0.scalar?.text } == ["34.9", "-120.2"])
    }

    @Test func columnsCountUnicodeScalars() throws {
        let source = MarkedText("title \"Café 🗺️ plan\" subtitle 1️⃣\"x\"")
        let (root, _) = readDSL(source.text)
        let subtitle = try #require(root?.entries?.last)
        #expect(subtitle.value.range.start == source[1])
        #expect(root?.entries?.first?.value.scalar?.text == "Café 🗺️ plan")
    }

    @Test func statementsBuildTheSameTreeAsTheYAMLKeys() throws {
        let dsl = """
            mapscene 1
            title "A pin"
            camera { center (34.92, -120.21) distance 1200m }
            style ride { stroke #d33 width 4 dash [6, 4] }
            annotation park at (34.92, -120.21) {
              title "Park here"
              pin green
              callout { shown true right detail }
            }
            overlay ring {
              circle { center (34.92, -120.21) radius 200m }
              fill red/0.2
            }
            overlay { geojson "parks.geojson" }
            decorations { compass auto }
            """
        let yaml = """
            mapscene: 1
            title: "A pin"
            camera: {center: [34.92, -120.21], distance: 1200m}
            styles: {ride: {stroke: #d33, width: 4, dash: [6, 4]}}
            annotations:
              - {id: park, coordinate: [34.92, -120.21], title: "Park here", pin: green, callout: {shown: true, right: detail}}
            overlays:
              - {id: ring, circle: {center: [34.92, -120.21], radius: 200m}, fill: red/0.2}
              - {geojson: "parks.geojson"}
            decorations: {compass: auto}
            """.replacingOccurrences(of: "#d33", with: "'#d33'")
        let (dslRoot, dslDiagnostics) = readDSL(dsl)
        let (yamlRoot, yamlDiagnostics) = YAMLReader.read(SourceFile(path: "scene.yaml", text: yaml))
        #expect(dslDiagnostics.isEmpty)
        #expect(yamlDiagnostics.isEmpty)
        let expected = try shape(#require(yamlRoot)).replacingOccurrences(of: "\"#d33\"", with: "#d33")
        #expect(try shape(#require(dslRoot)) == expected)
    }

    @Test func theGatheredListsStandWhereTheirFirstStatementStands() throws {
        let (root, diagnostics) = readDSL(
            """
            mapscene 1
            overlay a { geojson "a.geojson" }
            annotation p at (1, 2)
            camera { fit all }
            overlay b { geojson "b.geojson" }
            """)
        #expect(diagnostics.isEmpty)
        let tree = try #require(root)
        #expect(tree.entries?.map(\.key) == ["mapscene", "overlays", "annotations", "camera"])
        #expect(tree.entries?[1].value.elements?.count == 2)
        #expect(tree.entries?[1].value.range == SourceRange(start: at(2, 1), end: at(5, 34)))
    }

    @Test func stringsUnescape() throws {
        let (root, diagnostics) = readDSL(#"title "a \"quoted\" \\ word\n\ttab \u{1F5FA} \u{e9}""#)
        #expect(diagnostics.isEmpty)
        #expect(root?.entries?.first?.value.scalar == Scalar(text: "a \"quoted\" \\ word\n\ttab 🗺 é", isQuoted: true))
    }

    @Test func scalarsKeepTheirSpelling() throws {
        let (root, diagnostics) = readDSL(
            "a 1200m b -0.8975979rad c 1e-05 d #007aff/0.15 e red/0.2 f true g null h \"1\" i x-y_z")
        #expect(diagnostics.isEmpty)
        let values = try #require(root?.entries).map(\.value.scalar)
        #expect(
            values.map { $0?.text } == [
                "1200m", "-0.8975979rad", "1e-05", "#007aff/0.15", "red/0.2", "true", "null", "1", "x-y_z",
            ])
        #expect(values.map { $0?.isQuoted } == [false, false, false, false, false, false, false, true, false])
        #expect(values[2]?.number == 1e-05)
        #expect(values[5]?.bool == true)
        #expect(values[6]?.isNull == true)
    }

    @Test func commentsAreCollectedWithTheirPlaces() {
        let result = DSLReader.parse(SourceFile(path: "s.mapscene", text: "// head\nmapscene 1  // version\n  //   indented\n"))
        #expect(result.comments.map(\.text) == ["head", "version", "  indented"])
        #expect(result.comments.map(\.isOwnLine) == [true, false, true])
        #expect(result.comments[1].range.start == at(2, 13))
    }
}

@Suite("DSL reader: diagnostics and recovery")
struct DSLDiagnosticsTests {
    /// The syntax diagnostics of `marked`, checked to be one per mark, at the marks, in order.
    private func expectErrors(
        _ marked: MarkedText, count: Int, rule: String = "dsl-syntax", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (_, diagnostics) = readDSL(marked.text)
        #expect(diagnostics.count == count, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        for (index, diagnostic) in diagnostics.enumerated() where index < count {
            #expect(diagnostic.range?.start == marked[index + 1], "\(diagnostic.message)", sourceLocation: sourceLocation)
            #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        }
        #expect(diagnostics.allSatisfy { $0.rule == rule }, "\(diagnostics.map(\.rule))", sourceLocation: sourceLocation)
    }

    @Test func threeIndependentMistakesGetThreeLocatedDiagnostics() {
        let marked = MarkedText(
            """
            mapscene 1
            canvas { width 800 height1️⃣: 600 }
            camera { center (34.9, -120.2) distance 1200m }
            annotation park at (34.9, -120.2) {
              title "Park here"
              pin 2️⃣'green'
            }
            overlay ring {
              circle { center (34.9, -120.2) radius 200m }
              fill red/0.2
              3️⃣stroke
            }
            decorations { scale true }
            """)
        expectErrors(marked, count: 3)
        let (_, diagnostics) = readDSL(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "unexpected ':'; in a .mapscene file a key and its value are separated by a space, as in 'width 800'",
                "unexpected \"'\"; strings are written in double quotes",
                "'stroke' needs a value on the same line",
            ])
    }

    @Test func aWordEndingInACombiningMarkKeepsTheLineBreakAfterIt() {
        // Found by the dsl fuzz target: the lexer stepped into the middle of U+0742 SYRIAC
        // RUKKAKHA, read its last byte and the line break as one bogus scalar, and counted the
        // next line's columns on from the end of this one.
        let marked = MarkedText("marker { 1️⃣color\u{0742}\n  2️⃣x3️⃣")
        let (_, diagnostics) = readDSL(marked.text)
        #expect(diagnostics.map(\.range?.start) == [marked[1], marked[2], marked[3]], "\(diagnostics.map(\.message))")
    }

    @Test func mistakesInAHeaderAndInItsBlockAreBothFound() {
        let marked = MarkedText(
            """
            annotation park at (34.9 1️⃣-120.2) {
              title 2️⃣"Park
              pin green
            }
            overlay 3️⃣(1, 2) {
              fill 4️⃣#
            }
            """)
        expectErrors(marked, count: 4)
    }

    @Test func aMistakeInAListSkipsTheRestOfTheList() {
        let marked = MarkedText(
            """
            camera {
              fit [
                route,
                start 1️⃣end,
                finish,
              ]
              padding 30
            }
            title 2️⃣}
            """)
        expectErrors(marked, count: 2)
    }

    @Test func anUnclosedBlockIsReportedOnceAtTheEndWithANote() throws {
        let marked = MarkedText("camera {\n  center (1, 2)\n  distance 1km\n1️⃣")
        expectErrors(marked, count: 1)
        let diagnostic = try #require(readDSL(marked.text).diagnostics.first)
        #expect(diagnostic.message == "expected '}' to close the block that opens at line 1, column 8")
        #expect(diagnostic.notes.first?.range?.start == at(1, 8))
    }

    @Test func aBlockLeftOpenIsReportedAtTheNextStatement() throws {
        let marked = MarkedText(
            """
            annotation a at (1, 2) {
              title "x"
              callout { shown true
            1️⃣annotation b at (3, 4) {
              2️⃣title
            }
            """)
        expectErrors(marked, count: 2)
        let (root, diagnostics) = readDSL(marked.text)
        #expect(
            diagnostics.first?.message
                == "expected '}' to close the block that opens at line 3, column 11, before this annotation")
        #expect(root?.entries?.first?.value.elements?.count == 2)
    }

    @Test func aStrayClosingBraceIsReported() {
        expectErrors(MarkedText("mapscene 1\n1️⃣}\ntitle \"x\"\n"), count: 1)
    }

    @Test func aTupleNeedsTwoValues() {
        expectErrors(MarkedText("camera { center 1️⃣(1) distance 1km }"), count: 1)
    }

    @Test func repeatedKeysAreReportedWithTheFirstPlace() throws {
        let marked = MarkedText(
            """
            mapscene 1
            2️⃣canvas { width 1 }
            1️⃣canvas { width 2 }
            annotation p at (1, 2) { 3️⃣coordinate (3, 4) }
            style a { width 1 }
            style 5️⃣a { width 2 }
            """)
        let (root, diagnostics) = readDSL(marked.text)
        #expect(diagnostics.map(\.rule) == ["dsl-duplicate-key", "dsl-duplicate-key", "dsl-duplicate-key"])
        #expect(diagnostics.map { $0.range?.start } == [marked[1], marked[3], marked[5]])
        #expect(diagnostics.first?.notes.first?.range?.start == marked[2])
        #expect(root?.entries?.first { $0.key == "canvas" }?.value.entries?.first?.value.scalar?.text == "1")
    }

    @Test func annotationStatementsAndAWrittenOutListConflict() {
        let (_, diagnostics) = readDSL("annotations []\nannotation p at (1, 2)\n")
        #expect(diagnostics.map(\.rule) == ["dsl-duplicate-key"])
        #expect(diagnostics.first?.range?.start == at(2, 1))
    }

    @Test func yamlHabitsGetHelpfulMessages() {
        let cases: [(String, String)] = [
            ("# a comment\n", "'#' does not start a comment in a .mapscene file; comments start with //"),
            ("title = \"x\"\n", "unexpected '='; a key and its value are separated by a space, as in 'width 800'"),
            ("title \"x\";\n", "unexpected ';'; statements need no separator"),
            ("radius 12m3\n", "'12m3' is not a number or a quantity such as 1200m"),
            ("title \"\\q\"\n", "unknown escape '\\q' in a string; the escapes are \\\", \\\\, \\n, \\t, \\r and \\u{...}"),
        ]
        for (text, message) in cases {
            #expect(readDSL(text).diagnostics.map(\.message) == [message], "\(text)")
        }
    }

    @Test func decoderDiagnosticsPointIntoTheDSLText() {
        let marked = MarkedText(
            """
            mapscene 1
            camera { center (34.9, -120.2) distance 1200m }
            annotation park at (1️⃣95, -120.2) {
              2️⃣subtitel "x"
              pin 3️⃣gren
            }
            overlay ring { circle { center (34.9, -120.2) radius 4️⃣200parsec } }
            """)
        let (scene, diagnostics) = decodeDSL(marked.text)
        #expect(scene == nil)
        #expect(diagnostics.map(\.rule) == ["latitude-range", "unknown-key", "unknown-color", "unknown-unit"])
        #expect(diagnostics.map { $0.range?.start } == [marked[1], marked[2], marked[3], marked[4]])
        #expect(diagnostics[1].message == "unknown key 'subtitel' in annotation; did you mean 'subtitle'?")
    }

    @Test func aMissingIdIsReportedAtTheStatement() {
        let marked = MarkedText("mapscene 1\ncamera { fit all }\nannotation 1️⃣at (1, 2)\n")
        let (_, diagnostics) = decodeDSL(marked.text)
        #expect(diagnostics.map(\.rule) == ["missing-key"])
        #expect(diagnostics.first?.range?.start == marked[1])
    }

    @Test func anEmptyFileIsReported() {
        #expect(readDSL("").diagnostics.map(\.rule) == ["dsl-empty"])
        #expect(readDSL("// only a comment\n\n").diagnostics.map(\.rule) == ["dsl-empty"])
    }

    @Test func encodingProblemsAreReportedAtTheirPlace() {
        let (root, diagnostics) = DSLReader.read(SourceFile(path: "s.mapscene", bytes: Array("title \"é".utf8) + [0xFF, 0x22]))
        #expect(root == nil)
        #expect(diagnostics.map(\.rule) == ["dsl-encoding"])
        #expect(diagnostics.first?.range?.start == at(1, 9))
        let control = readDSL("title \"a\u{7}\"")
        #expect(
            control.diagnostics.first?.message == "control character U+0007 is not allowed; inside a string write it as \\u{7}")
        #expect(readDSL("\u{FEFF}mapscene 1").diagnostics.isEmpty)
    }

    @Test func aRefusedCharacterIsFoundWhicheverByteOfAWordItIs() {
        // Printable text with tabs and line breaks (allowed, but not passed over eight at a time).
        let text = "title \"a\tb\" // ok\ndescription \"é ✓ 🗺\"\r\n"
        for refused in ["\u{1}", "\u{1F}", "\u{7F}", "\u{B}", "\u{FFFE}"] {
            for offset in text.indices {
                let (prefix, suffix) = (String(text[..<offset]), String(text[offset...]))
                let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
                let (_, diagnostics) = readDSL(prefix + refused + suffix)
                #expect(diagnostics.map(\.rule) == ["dsl-encoding"])
                #expect(
                    diagnostics.first?.range?.start == at(lines.count, lines.last!.unicodeScalars.count + 1),
                    "\(refused.debugDescription) after \(prefix.debugDescription)")
            }
        }
    }

    @Test func everyASCIIByteIsTestedWhereverItStandsInTheRunsPassedOverAtOnce() {
        // 150 bytes of text and line feeds (past two 64-byte blocks of the scan); each ASCII byte
        // in turn at each place: refused exactly when the DSL refuses it, where it stands.
        let line = "title \"abcdefghijklmnopqrstuvwxyz\"\n"
        let text = Array(String(repeating: line, count: 5).utf8.prefix(150))
        for position in stride(from: 0, to: text.count, by: 7) + [63, 64, 127, 128, 149] {
            for byte in UInt8(0)...0x7F {
                var bytes = text
                bytes[position] = byte
                let refused = byte < 0x20 && ![0x09, 0x0A, 0x0D].contains(byte) || byte == 0x7F
                let problem = DSLEncoding.problem(in: bytes)
                #expect((problem != nil) == refused, "byte \(byte) at \(position)")
                if refused {
                    let before = bytes[..<position]
                    let expected = at(
                        before.count { $0 == 0x0A } + 1, position - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1)
                    #expect(problem?.range?.start == expected, "byte \(byte) at \(position)")
                }
            }
        }
    }
}

@Suite("DSL reader: limits and hostile input")
struct DSLLimitsTests {
    @Test func nestingDeeperThanTheLimitIsReportedOnce() {
        for opener in ["[", "{ a ", "("] {
            let text = "mapscene 1\nx " + String(repeating: opener, count: 100_000) + "\n"
            let (_, diagnostics) = readDSL(text)
            #expect(diagnostics.first?.rule == "dsl-depth")
            #expect(diagnostics.count <= 2, "\(diagnostics.map(\.message))")
        }
    }

    @Test func aFileLargerThanTheLimitIsNotRead() {
        let (root, diagnostics) = readDSL("mapscene 1\n", limits: DSLLimits(maxBytes: 4))
        #expect(root == nil)
        #expect(diagnostics.map(\.rule) == ["dsl-size"])
    }

    @Test func theNumberOfErrorsIsBounded() {
        let text = String(repeating: "x :\n", count: 1000)
        let (_, diagnostics) = readDSL(text, limits: DSLLimits(maxErrors: 10))
        #expect(diagnostics.count == 11)
        #expect(diagnostics.last?.message == "more than 10 syntax errors; the rest of the file is not read")
    }

    @Test func randomBytesAndMutationsNeverCrash() throws {
        var generator = SeededRandom(seed: 7)
        let example = try String(contentsOf: Examples.folder.appendingPathComponent("tepusquet.mapscene"), encoding: .utf8)
        let alphabet = Array("{}[](),\"\\/#:-.0123456789abcdemkrt \n\té🗺")
        for round in 0..<400 {
            var scalars = Array(example)
            for _ in 0..<(1 + round % 12) {
                let position = Int(generator.next() % UInt64(scalars.count))
                let replacement = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                if generator.next() % 2 == 0 {
                    scalars[position] = replacement
                } else {
                    scalars.insert(replacement, at: position)
                }
            }
            let text = String(scalars)
            _ = decodeDSL(text)
            // Whatever still parses formats to a fixed point with the same tree and comments.
            guard let once = SceneText.format(SourceFile(path: "s.mapscene", text: text)).text else { continue }
            let onceFile = SourceFile(path: "once.mapscene", text: once)
            #expect(SceneText.format(onceFile).text == once, "\(text)")
            if let before = readDSL(text).root, let after = DSLReader.read(onceFile).root {
                #expect(modelShape(after, sortingKeys: true) == modelShape(before, sortingKeys: true), "\(text)")
            }
            #expect(commentTexts(onceFile).sorted() == commentTexts(SourceFile(path: "s.mapscene", text: text)).sorted())
        }
        for _ in 0..<100 {
            let bytes = (0..<Int(generator.next() % 400)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = DSLReader.read(SourceFile(path: "s.mapscene", bytes: bytes))
        }
    }
}
