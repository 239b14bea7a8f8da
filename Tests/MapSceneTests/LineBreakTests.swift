import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneDecode
@testable import MapScenePipeline
@testable import MapSceneSyntax

/// One definition of a line break for libyaml's marks, the DSL lexer, `SourceFile` and the
/// printer: a diagnostic's line and column name the same text whichever break the file uses.
@Suite("Line breaks: one definition everywhere")
struct LineBreakTests {
    /// Every break libyaml counts: LF, CR LF, CR, NEL, LS, PS.
    static let breaks = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

    /// The text at `location` of `file`, as `SourceFile` splits it into lines.
    func text(at location: MapScene.SourceLocation, count: Int, in file: SourceFile) -> String? {
        guard let line = file.line(location.line) else { return nil }
        return String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(location.column - 1).prefix(count)))
    }

    @Test(arguments: breaks)
    func yamlMarksNameTheTextSourceFileHasThere(_ lineBreak: String) throws {
        let text = [
            "mapscene: 1", "title: \"東京 🗺\"", "camera: {center: [1, 2], span: [1, 1]}",
            "canvas: {width: 800, hieght: 600}  # a comment", "",
        ].joined(separator: lineBreak)
        let file = SourceFile(path: "s.yaml", text: text)
        let (root, syntax) = YAMLReader.read(file)
        #expect(syntax.isEmpty)
        let (_, diagnostics) = SceneDecoder.decode(try #require(root))
        let unknown = try #require(diagnostics.first { $0.rule == "unknown-key" })
        #expect(unknown.range?.start == MapScene.SourceLocation(line: 4, column: 22))
        #expect(self.text(at: try #require(unknown.range?.start), count: 6, in: file) == "hieght")

        let comments = YAMLComments.scan(file.bytes, root: try #require(root))
        #expect(comments.map(\.text) == ["a comment"])
        #expect(self.text(at: try #require(comments.first?.range.start), count: 3, in: file) == "# a")
    }

    @Test(arguments: breaks)
    func dslPositionsNameTheTextSourceFileHasThere(_ lineBreak: String) throws {
        let text = [
            "mapscene 1", "title \"東京 🗺\"  // a comment", "camera { center (1, 2) span (1, 1) }",
            "canvas { width 800 hieght 600 }", "",
        ].joined(separator: lineBreak)
        let file = SourceFile(path: "s.mapscene", text: text)
        let result = DSLReader.parse(file)
        #expect(result.diagnostics.isEmpty)
        #expect(result.comments.map(\.text) == ["a comment"])
        #expect(self.text(at: try #require(result.comments.first?.range.start), count: 4, in: file) == "// a")
        let (_, diagnostics) = SceneDecoder.decode(try #require(result.root))
        let unknown = try #require(diagnostics.first { $0.rule == "unknown-key" })
        #expect(unknown.range?.start == MapScene.SourceLocation(line: 4, column: 20))
        #expect(self.text(at: try #require(unknown.range?.start), count: 6, in: file) == "hieght")
    }

    @Test(arguments: breaks)
    func aDSLStringEndsAtAnyLineBreak(_ lineBreak: String) {
        let file = SourceFile(path: "s.mapscene", text: "mapscene 1" + lineBreak + "title \"a" + lineBreak + "b\"\n")
        let diagnostics = DSLReader.read(file).diagnostics
        #expect(diagnostics.first?.message.hasPrefix("unterminated string") == true)
        #expect(diagnostics.first?.range?.start == MapScene.SourceLocation(line: 2, column: 7))
    }

    @Test func byteOffsetsBecomeTheLocationsLibyamlReports() {
        // A byte order mark takes no column; each kind of break ends one line.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\u{85}d\u{2028}é\u{2029}f\ng".utf8)
        let lines = SourceLines(bytes)
        #expect(lines.count == 7)
        let expected = [
            (3, 1, 1), (4, 1, 2), (6, 2, 1), (7, 2, 2), (8, 3, 1), (9, 3, 2), (11, 4, 1), (15, 5, 1),
            (17, 5, 2), (20, 6, 1), (22, 7, 1), (23, 7, 2),
        ]
        for (offset, line, column) in expected {
            #expect(lines.location(ofByte: offset) == MapScene.SourceLocation(line: line, column: column), "byte \(offset)")
            #expect(YAMLEncoding.location(ofByte: offset, in: bytes) == MapScene.SourceLocation(line: line, column: column))
            #expect(DSLEncoding.location(ofByte: offset, in: bytes) == MapScene.SourceLocation(line: line, column: column))
        }
        let file = SourceFile(path: "s", bytes: bytes)
        #expect((1...8).map { file.line($0) } == ["a", "b", "c", "d", "é", "f", "g", nil])
    }

    /// The line table skips eight bytes at a time where no break can begin: on text with every
    /// kind of break, tabs, controls and multi-byte characters at every alignment, it finds the
    /// lines a byte-by-byte scan finds.
    @Test func theLineTableFindsWhatAByteByByteScanFinds() {
        let pieces: [[UInt8]] =
            [
                "a", "bcdefgh", "\n", "\r\n", "\r", "\t", "\u{0B}", "\u{0E}", "\u{7F}", "é", "\u{85}", "\u{2028}", "\u{2029}",
                "\u{2027}", "€", "ijklmnopq", "\u{1F5FA}",
            ]
            .map { Array($0.utf8) } + [[0xC2], [0xE2, 0x80]]
        var generator = SeededRandom(seed: 17)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
            var starts = [LineBreak.byteOrderMarkLength(of: bytes)]
            var i = starts[0]
            while i < bytes.count {
                let length = LineBreak.length(at: i, in: bytes)
                i += max(length, 1)
                if length > 0 { starts.append(i) }
            }
            let lines = SourceLines(bytes)
            #expect(lines.count == starts.count, "\(bytes)")
            for (index, start) in starts.enumerated() {
                #expect(lines.byteRange(ofLine: index + 1)?.lowerBound == start, "\(bytes), line \(index + 1)")
            }
        }
    }

    @Test func emptyFilesAndTrailingBreaks() {
        #expect(SourceFile(path: "s", text: "").line(1) == "")
        #expect(SourceFile(path: "s", text: "").line(2) == nil)
        #expect(SourceFile(path: "s", text: "a\r").line(2) == "")
        #expect(SourceFile(path: "s", text: "a\r\n").line(3) == nil)
    }

    @Test func aReaderErrorIsLocatedAfterACROnlyBreak() throws {
        // libyaml refuses the control character; the byte offset it gives becomes line 3.
        let file = SourceFile(path: "s.yaml", text: "mapscene: 1\rtitle: a\r\u{7}")
        let (root, diagnostics) = YAMLReader.read(file)
        #expect(root == nil)
        #expect(diagnostics.first?.range?.start == MapScene.SourceLocation(line: 3, column: 1))
    }
}

@Suite("Line breaks: whole files")
struct StrayLineBreakPipelineTests {
    @Test(arguments: ["\r", "\u{85}", "\u{2028}", "\u{2029}"], ["s.yaml", "s.mapscene"])
    func aStrayLineBreakGivesLocatedDiagnosticsQuotingTheRightLine(_ lineBreak: String, _ name: String) {
        let file = SourceFile(path: name, text: lineBreak + "s\n\n(")
        let diagnostics = Pipeline.compile(file, directory: "/nonexistent").diagnostics
        #expect(diagnostics.containsErrors)
        #expect(diagnostics.allSatisfy { $0.range?.start.line == 2 && $0.range?.start.column == 1 }, "\(diagnostics)")
        let printed = DiagnosticPrinter(colors: false).render(diagnostics, in: file).split(separator: "\n")
        #expect(printed.count == 3 * diagnostics.count)
        #expect(printed[1] == "s" && printed[2] == "^")
    }

    @Test func aSceneWithCROnlyLinesCompilesAndItsWarningsQuoteTheirLines() throws {
        let text = "mapscene: 1\rcamera: {center: [1, 2], span: [1, 1]}\rcanvas: {width: 300, hieght: 200}\r"
        let file = SourceFile(path: "s.yaml", text: text)
        let result = Pipeline.compile(file, directory: "/nonexistent")
        let printed = DiagnosticPrinter(colors: false).render(result.diagnostics, in: file)
        #expect(
            printed.hasPrefix(
                """
                s.yaml:3:22: error: unknown key 'hieght'
                """))
        #expect(printed.contains("\ncanvas: {width: 300, hieght: 200}\n" + String(repeating: " ", count: 21) + "^~~~~~\n"))
    }

    @Test func theLineOfAnOffsetIsTheTablesAtEveryOffsetWhateverTheBreaks() {
        // Short lines, so that each 64-byte block of the scan holds several breaks, of each kind
        // and mixed, with control characters and multi-byte characters between them.
        var generator = SeededRandom(seed: 17)
        let pieces = LineBreakTests.breaks + ["ab", "x", "東", "\t", "\u{0B}", "\u{0C}", "\u{1}", "annotation a1 at (1, 2)"]
        for round in 0..<40 {
            let text =
                round < LineBreakTests.breaks.count
                ? String(repeating: "line" + LineBreakTests.breaks[round], count: 9)
                : (0..<60).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            let table = SourceLines(bytes)
            bytes.withUnsafeBufferPointer { buffer in
                // Every offset where a character starts, but the line feed of a CR LF.
                for offset in 0...bytes.count
                where offset == bytes.count
                    || bytes[offset] & 0xC0 != 0x80 && !(bytes[offset] == 0x0A && offset > 0 && bytes[offset - 1] == 0x0D)
                {
                    #expect(
                        SourceLines.line(at: offset, in: buffer) == table.location(ofByte: offset).line,
                        "\(offset) in \(text.debugDescription)")
                }
            }
        }
    }
}
