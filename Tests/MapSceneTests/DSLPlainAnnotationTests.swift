import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline
@testable import MapSceneSyntax

/// The `annotation` statements most `.mapscene` files are made of are read for the decoder
/// without a syntax node (`AnnotationStatement`), and give exactly what the full reading gives:
/// the node they stand for, the same scene, diagnostics, fixes and comments. Any other statement
/// is read the full way, from where it begins.
@Suite("DSL reader: annotations of the plain form, read without a node")
struct DSLPlainAnnotationTests {
    /// The file read for `PlainFormReadings.Recorder`, and read into a tree with no receiver: the
    /// elements taken, how many plain, and the tree's annotations, each as a dump.
    private static func readBothWays(_ file: SourceFile) -> PlainFormReadings.BothWays {
        let receiver = PlainFormReadings.Recorder()
        let handedOver = DSLReader.parse(file, limits: .default, handingOverTo: receiver)
        let tree = DSLReader.parse(file)
        let annotations = tree.root?.entries?.first { $0.key == "annotations" }?.value.elements ?? []
        let sameOtherwise = handedOver.diagnostics == tree.diagnostics && handedOver.comments == tree.comments
        return PlainFormReadings.BothWays(
            taken: receiver.elements, plain: receiver.plain, tree: annotations.map(SyntaxDump.dump), sameOtherwise: sameOtherwise)
    }

    static let plainStatements = [
        "annotation a at (37.85798, -122.50769)",
        "annotation b at (37.8, -122.3) {\n  title \"Pin 0\"\n  pin red\n}",
        "annotation c at (37.8, -122.3) {\n  priority low\n}",
        "annotation d at (37.8, -122.3) {\n  cluster blob\n  pin green\n  subtitle \"below\"\n  priority high\n  title \"all five\"\n}",
        "annotation \"e with a space\" at (-33.9, 151.2)",
        "annotation f at (0, 0) { }",
        "annotation g at (1, 2) { title \"on one line\" pin purple }",
        "annotation h at ( 10.5 ,\n 20.25 ) {\n  title 1984\n  pin #00ff00\n}",
        "annotation i at (1, 2) {\n  // a comment in the block\n  title \"t\" // and after a value\n}",
        "annotation j at (1, 2) {\n  title \"escaped \\\"quotes\\\" \\u{1F600}\"\n}",
        "annotation k at (+1.5e1, .5) {\n  pin Red/0.5\n}",
        "annotation l at (1, 2) {\n  priority 7\n  cluster \"two words\"\n}",
        "annotation m at (-0, +0.5)",
        "annotation n at (-90.0000, 180) { title \"edges\" }",
        "annotation o at (12.3456789012345678, 5.)",
        "annotation p at (5., 007.50)",
    ]

    @Test(arguments: plainStatements)
    func thePlainFormIsReadWithoutANodeAndStandsForTheNodeTheTreeHolds(_ statement: String) {
        let both = Self.readBothWays(PlainFormReadings.file([statement]))
        #expect(both.plain == 1)
        PlainFormReadings.expectSameAsTheTree(both, PlainFormReadings.file([statement]))
    }

    static let otherStatements = [
        "annotation at (1, 2)",
        "annotation at at (1, 2)",
        "annotation a",
        "annotation a {\n  coordinate (1, 2)\n}",
        "annotation a at (1, 2, 3)",
        "annotation a at (1, 2,)",
        "annotation a at (1m, 2)",
        "annotation a at (1, 2) pin red",
        "annotation a at\n(1, 2)",
        "annotation a at (1, 2) {\n  title \"x\"\n  title \"y\"\n}",
        "annotation a at (1, 2) {\n  titel \"x\"\n}",
        "annotation a at (1, 2) {\n  callout true\n}",
        "annotation a at (1, 2) { // a comment read before the callout\n  callout true\n}",
        "annotation a at (1, 2) {\n  marker { glyph \"★\" }\n}",
        "annotation a at (1, 2) {\n  pin { color red }\n}",
        "annotation a at (1, 2) {\n  title\n  \"x\"\n}",
        "annotation a at (1, 2) {\n  \"title\" \"x\"\n}",
        "annotation a at (1, 2) {\n  title \"unterminated\n}",
        "annotation a at (1, 2) {\n  title \"x\"",
        "annotation a at (1, 2) {\n  title \"x\"\nannotation b at (3, 4)",
        "annotation a at (1, 2) {\n  id b\n}",
    ]

    @Test func aNumberReadAsItIsScannedHasTheValueItsTextHas() {
        let spellings = [
            "0", "-0", "+0.5", "37.85798", "-122.50769", "90", "-180.000", "007.50", "123456789012345", "0.000000000000001",
            "1234567890123456", "1e3", "5.", "2km", ".5", "1.5)", "2,", "3\t", "4\r\n", "6",
        ]
        let bytes = Array(spellings.joined(separator: " ").utf8)
        var read: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = DSLLexer(bytes: buffer)
            while case let token = lexer.next(), token.kind != .end {
                guard let number = token.number else { continue }
                read.append(token.text)
                #expect(token.kind == .number)
                #expect(number.bitPattern == Scalar(text: token.text, isQuoted: false).number?.bitPattern, "\(token.text)")
            }
        }
        // Longer spellings, exponents, a trailing point, units and a leading point are left to the
        // full reading.
        #expect(
            read == [
                "0", "-0", "+0.5", "37.85798", "-122.50769", "90", "-180.000", "007.50", "123456789012345", "0.000000000000001",
                "1.5", "2", "3", "4", "6",
            ])
    }

    @Test(arguments: otherStatements)
    func anyOtherFormIsReadInFullFromWhereItBegins(_ statement: String) {
        let statements = ["annotation before at (5, 6) // a comment", statement, "annotation after at (7, 8)"]
        let both = Self.readBothWays(PlainFormReadings.file(statements))
        #expect(both.plain >= 1, "the statements around it are plain")
        PlainFormReadings.expectSameAsTheTree(both, PlainFormReadings.file(statements))
    }

    static let plainButWrong = [
        "annotation a at (95, 10)",
        "annotation a at (10, 200) { title \"x\" }",
        "annotation a at (1e999, 10)",
        "annotation a at (1, 2) {\n  pin rde\n}",
        "annotation a at (1, 2) {\n  pin Red\n}",
        "annotation a at (1, 2) {\n  priority hihg\n}",
        "annotation \"\" at (1, 2)",
        "annotation a at (1, 2) {\n  cluster \"a b\"\n}",
        "annotation a at (1, 2)\nannotation a at (3, 4)",
        "annotation \"a b\" at (95, 200) {\n  pin rde\n  priority hihg\n  subtitle null\n  cluster \"c d\"\n  title \"t\"\n}",
    ]

    @Test(arguments: plainButWrong)
    func whatIsWrongWithAPlainStatementIsReportedAsFromItsNode(_ statement: String) {
        let both = Self.readBothWays(PlainFormReadings.file([statement]))
        #expect(both.plain >= 1)
        let tree = Pipeline.parseAndDecode(PlainFormReadings.file([statement]), streaming: false)
        #expect(!tree.diagnostics.isEmpty)
        PlainFormReadings.expectSameAsTheTree(both, PlainFormReadings.file([statement]))
    }

    @Test func aListWrittenOutIsReportedAgainstEachPlainStatementWhereverTheHalvesMeet() {
        let statements = ["annotations [ { id w, coordinate (1, 2) } ]"] + (0..<6).map { "annotation p\($0) at (1, \($0))" }
        let tree = Pipeline.parseAndDecode(PlainFormReadings.file(statements), streaming: false)
        #expect(tree.diagnostics.filter { $0.rule == "dsl-duplicate-key" }.count == 6)
        PlainFormReadings.expectSameScene(PlainFormReadings.file(statements))
    }
}
