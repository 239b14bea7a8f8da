import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline
@testable import MapSceneSyntax

/// An `overlay` statement whose shape is a `polyline` or `polygon` list of plain coordinates is
/// read for the decoder without a node per point (`OverlayStatement`), and gives exactly what the
/// full reading gives: its mapping is the tree's but for the list's points, which are the
/// tree's numbers; the scene, diagnostics, fixes and comments are the same. Any other statement
/// is read the full way, from where it begins.
@Suite("DSL reader: overlays of the plain form, their points read flat")
struct DSLPlainOverlayTests {
    /// Records each overlay it takes: a node as its dump, a plain statement as the dump of the
    /// node it stands for, with its points after it.
    private final class RecordingReceiver: SceneListReceiver {
        let listKeys = ["annotations", "overlays"]
        var overlays: [String] = []
        var plain = 0

        func begin(list key: String) {}
        func take(_ element: SyntaxNode, index: Int, ofList key: String) {
            if key == "overlays" { overlays.append(DSLPlainOverlayTests.dumpWithPoints(element)) }
        }
        func take(_ annotation: AnnotationStatement, index: Int) {}
        func take(_ overlay: OverlayStatement) {
            plain += 1
            let points = overlay.coordinates.map { "(\($0.latitude), \($0.longitude))" }
            overlays.append(([SyntaxDump.dump(overlay.mapping)] + points).joined(separator: "\n"))
        }
        func expect(_ count: Int, elementsOfList key: String) {}
    }

    /// The dump of an overlay's node whose `polyline` or `polygon` list is emptied, each of the
    /// list's points after it, as a plain statement stands for it; any other node's dump.
    static func dumpWithPoints(_ node: SyntaxNode) -> String {
        guard var entries = node.entries, let shape = entries.firstIndex(where: { ["polyline", "polygon"].contains($0.key) }),
            let pairs = entries[shape].value.elements
        else { return SyntaxDump.dump(node) }
        let points = pairs.map { pair in
            let numbers = pair.elements?.map { $0.scalar?.number.map { "\($0)" } ?? "?" } ?? ["?"]
            return "(" + numbers.joined(separator: ", ") + ")"
        }
        entries[shape].value = SyntaxNode(.sequence([]), range: entries[shape].value.range)
        return ([SyntaxDump.dump(SyntaxNode(.mapping(entries), range: node.range))] + points).joined(separator: "\n")
    }

    /// The file read for `RecordingReceiver`, and read into a tree with no receiver: the
    /// overlays taken, how many plain, and the tree's overlays, each as `dumpWithPoints`.
    private static func readBothWays(_ file: SourceFile) -> PlainFormReadings.BothWays {
        let receiver = RecordingReceiver()
        let handedOver = DSLReader.parse(file, limits: .default, handingOverTo: receiver)
        let tree = DSLReader.parse(file)
        let overlays = tree.root?.entries?.first { $0.key == "overlays" }?.value.elements ?? []
        let sameOtherwise = handedOver.diagnostics == tree.diagnostics && handedOver.comments == tree.comments
        return PlainFormReadings.BothWays(
            taken: receiver.overlays, plain: receiver.plain, tree: overlays.map(dumpWithPoints), sameOtherwise: sameOtherwise)
    }

    static let plainStatements = [
        "overlay a {\n  polyline [(37.1, -122.1), (37.2, -122.2)]\n}",
        "overlay b {\n  style lot\n  polygon [\n    (37.64762, -122.25822),\n    (37.64875, -122.25839),\n    (37.64941, -122.25962),\n  ]\n}",
        "overlay c { polygon [(1, 2), (3, 4), (5, 6)] stroke #d33 width 3 z 2 }",
        "overlay \"d with a space\" {\n  title \"Track\"\n  level aboveRoads\n  geodesic true\n  polyline [ ( 10.5 ,\n 20.25 ) , (+1.5e1, .5), (-90, 180), (90, -180), (0., 5.e1) ]\n}",
        "overlay e {\n  // a comment before the shape\n  polyline [ // after the bracket\n    (1, 2), // after a point\n    // on a line of its own\n    (3, 4)\n  ] // after the list\n}",
        "overlay f {\n  polyline [(1, 2), (3, 4)]\n  above a\n  opacity 0.5\n  lineDash \"4 2\"\n}",
        "overlay g {\n  polyline [(1.000000000000000001, 2.1234567890123456789), (3e-5, 4E+1)]\n}",
        "overlay h {\n  polyline [(1, 2), (\n    3 // after a number on its own line\n    , 4 // and another\n  )]\n}",
        // The room made for the points counts `(`s up to a `]`: comments holding either miscount.
        "overlay i {\n  polygon [ // a (note) ] on the (list)\n    (1, 2), (3, 4), // ((()))\n    (5, 6)\n  ]\n}",
        "overlay j {\n  polygon [(1, 2), (3, 4), // ]\n    (5, 6), (7, 8)]\n}",
        // Longer than the 4 KiB the count looks ahead.
        "overlay k {\n  polyline [\n" + (0..<300).map { "    (\(37 + Double($0) / 1000), -122.5),\n" }.joined() + "  ]\n}",
    ]

    @Test(arguments: plainStatements)
    func thePlainFormIsReadWithoutANodePerPointAndStandsForTheTreesNode(_ statement: String) {
        let both = Self.readBothWays(PlainFormReadings.file([statement]))
        #expect(both.plain == 1)
        PlainFormReadings.expectSameAsTheTree(both, PlainFormReadings.file([statement]))
    }

    static let otherStatements = [
        "overlay {\n  polyline [(1, 2), (3, 4)]\n}",
        "overlay a\n{\n  polyline [(1, 2), (3, 4)]\n}",
        "overlay a {\n  circle { center (1, 2) radius 100m }\n}",
        "overlay a {\n  polygon { exterior [(1, 2), (3, 4), (5, 6)] }\n}",
        "overlay a {\n  polyline { source \"track.gpx\" }\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n  polygon [(1, 2), (3, 4), (5, 6)]\n}",
        "overlay a {\n  polyline \"x\"\n  polygon [(1, 2), (3, 4), (5, 6)]\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n  polyline [(5, 6), (7, 8)]\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n  style lot\n  style track\n}",
        "overlay a {\n  id b\n  polyline [(1, 2), (3, 4)]\n}",
        "overlay a {\n  polyline\n  [(1, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4) (5, 6)]\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)],\n}",
        "overlay a {\n  polyline [, (1, 2)]\n}",
        "overlay a {\n  polyline [(1, 2, 3), (3, 4)]\n}",
        "overlay a {\n  polyline [(1, 2,), (3, 4)]\n}",
        "overlay a {\n  polyline [(1), (3, 4)]\n}",
        "overlay a {\n  polyline [[1, 2], [3, 4]]\n}",
        "overlay a {\n  polyline [(1m, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(1.2.3, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(0x10, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(-, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(\"1\", 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\noverlay b {\n  polyline [(1, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n  lineDash [4, 2]\n}",
        "overlay a {\n  \"polyline\" [(1, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(95, 10), (1, 2)]\n}",
        "overlay a {\n  polygon [(10, 200), (1, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(1e999, 10), (1, 2)]\n}",
        "overlay a { // a comment read before the fallback\n  polyline [(1, 2), (3, 4) // and one in the list\n  , (5, 6) (7, 8)]\n}",
    ]

    @Test(arguments: otherStatements)
    func anyOtherFormIsReadInFullFromWhereItBegins(_ statement: String) {
        let statements = [
            "overlay before { polyline [(5, 6), (7, 8)] } // a comment", statement,
            "overlay after { polyline [(7, 8), (9, 10)] }",
        ]
        let both = Self.readBothWays(PlainFormReadings.file(statements))
        #expect(both.plain >= 1, "the statements around it are plain")
        PlainFormReadings.expectSameAsTheTree(both, PlainFormReadings.file(statements))
    }

    static let plainButWrong = [
        "overlay a {\n  polyline [(1, 2)]\n}",
        "overlay a {\n  polygon []\n}",
        "overlay a {\n  polygon [(1, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n  levle aboveRoads\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n  level overLabels\n  stroke rde\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n  style nowhere\n  above nothing\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n  z 1\n  above a\n}",
        "overlay \"\" {\n  polyline [(1, 2), (3, 4)]\n}",
        "overlay a {\n  polygon [(1, 2), (3, 4), (5, 6)]\n  geodesic true\n  format gpx\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n}\noverlay a {\n  polyline [(1, 2), (3, 4)]\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n}\nannotation a at (1, 2)",
        "overlay a {\n  data \"x.geojson\"\n  polygon [(1, 2), (3, 4), (5, 6)]\n}",
        "overlay a {\n  polyline [(1, 2), (3, 4)]\n  circle 5\n  tiles \"t/{z}/{x}/{y}.png\"\n}",
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
        let statements =
            ["overlays [ { id w, polyline [(1, 2), (3, 4)] } ]"]
            + (0..<6).map { "overlay p\($0) { polyline [(1, \($0)), (2, 3)] }" }
        let tree = Pipeline.parseAndDecode(PlainFormReadings.file(statements), streaming: false)
        #expect(tree.diagnostics.filter { $0.rule == "dsl-duplicate-key" }.count == 6)
        PlainFormReadings.expectSameScene(PlainFormReadings.file(statements))
    }
}
