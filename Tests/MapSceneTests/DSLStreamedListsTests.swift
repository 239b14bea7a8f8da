import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneSyntax

/// A `.mapscene` file's annotation and overlay statements are decoded as they are read, and give
/// exactly what decoding them from the tree gives: the same scene, diagnostics and fixes.
@Suite("DSL reader: annotations and overlays decoded as they are read")
struct DSLStreamedListsTests {
    private static func file(_ text: String) -> SourceFile { SourceFile(path: "scene.mapscene", text: text) }

    /// The statements before a test scene's annotations.
    private static let head = """
        mapscene 1
        title "Streamed"
        canvas { width 640 height 480 }
        camera { fit all }
        style track { stroke #d33 width 3 }

        """

    /// Annotations `range`, with titles and blocks, and (unless `clean`) a misspelt key, a bad
    /// color and a repeated id here and there.
    private static func annotations(_ range: Range<Int>, clean: Bool = false) -> String {
        range.map { i in
            switch clean ? 0 : i % 97 {
            case 1: "annotation p\(i) at (37.5, -122.4) {\n  titel \"Pin \(i)\"\n}\n"
            case 2: "annotation p\(i) at (37.6, -122.3) {\n  pin rde\n}\n"
            case 3: "annotation p\((i + 50) % range.upperBound) at (37.7, -122.2)\n"
            default: "annotation p\(i) at (37.\(i % 90), -122.\(i % 70)) {\n  title \"Pin \(i)\"\n}\n"
            }
        }.joined()
    }

    /// The file decoded from its tree, read straight through.
    private static func fromTree(_ file: SourceFile) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        let result = Pipeline.parseAndDecode(file, streaming: false)
        return (result.decoded, result.diagnostics)
    }

    /// Expects the same scene, diagnostics and fixes decoded as the file is read and from its
    /// tree; returns the first reading.
    @discardableResult
    private static func expectSame(
        _ file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (root: SyntaxNode?, scene: Scene?, diagnostics: [Diagnostic]) {
        let tree = fromTree(file)
        let streamed = Pipeline.parseAndDecode(file, streaming: true)
        #expect(streamed.decoded == tree.scene, "the scenes differ", sourceLocation: sourceLocation)
        #expect(streamed.diagnostics == tree.diagnostics, "the diagnostics differ", sourceLocation: sourceLocation)
        #expect(
            streamed.diagnostics.map(\.fixes) == tree.diagnostics.map(\.fixes), "the fixes differ", sourceLocation: sourceLocation
        )
        return (streamed.root, streamed.decoded, streamed.diagnostics)
    }

    @Test func everyDSLSceneOfTheProjectDecodesAlikeBothWays() throws {
        let files = StreamedListsTests.projectScenes(.dsl)
        #expect(files.count >= 15)
        for url in files {
            let file = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
            let streamed = Pipeline.parseAndDecode(file, streaming: true)
            let tree = Self.fromTree(file)
            #expect(streamed.decoded == tree.scene, "\(url.lastPathComponent): the scenes differ")
            #expect(streamed.diagnostics == tree.diagnostics, "\(url.lastPathComponent): the diagnostics differ")
            #expect(
                streamed.diagnostics.map(\.fixes) == tree.diagnostics.map(\.fixes), "\(url.lastPathComponent): the fixes differ")
        }
    }

    @Test func theTreeHoldsNoneOfTheStatementsItHandedOver() throws {
        let file = Self.file(
            Self.head + Self.annotations(0..<300, clean: true)
                + "overlay track { polyline [(37.7, -122.4), (37.8, -122.3)] style track }\n")
        let streamed = Self.expectSame(file)
        #expect(streamed.scene?.annotations.count == 300)
        #expect(streamed.scene?.overlays.map(\.id) == ["track"])
        let entries = try #require(streamed.root?.entries)
        #expect(entries.first { $0.key == "annotations" }?.value.elements?.count == 0)
        #expect(entries.first { $0.key == "overlays" }?.value.elements?.count == 0)
    }

    @Test func problemsAreReportedWithTheirFixesAsFromTheTree() {
        let file = Self.file(Self.head + Self.annotations(0..<300))
        let streamed = Self.expectSame(file)
        #expect(streamed.diagnostics.contains { $0.rule == "duplicate-id" })
        #expect(streamed.diagnostics.filter { $0.rule == "unknown-key" && !$0.fixes.isEmpty }.count == 4)
    }

    @Test func aMixedSceneDecodesAlike() {
        let overlays = (0..<40).map { i in
            "overlay lot\(i) {\n  polygon [(37.\(i % 90), -122.4), (37.8, -122.\(i % 70)), (37.7, -122.3)]\n  style track\n}\n"
        }.joined()
        let file = Self.file(Self.head + Self.annotations(0..<200) + overlays + Self.annotations(200..<400))
        Self.expectSame(file)
    }

    @Test func anOverlayNamedByItsPlaceIsTakenInOrderAndSoIsEverythingAfterIt() throws {
        // `overlay-2` and `annotation-201` are named by their index in their lists.
        let second = """
            overlay { circle { center (37.7, -122.4) radius 2km } }
            annotation { from "places.csv" title "{name}" }
            annotation late at (37.7, -122.4)

            """
        let file = Self.file(
            Self.head + "overlay first { circle { center (37.6, -122.4) radius 1km } }\n" + Self.annotations(0..<200, clean: true)
                + second + Self.annotations(200..<300, clean: true))
        let streamed = Self.expectSame(file)
        let scene = try #require(streamed.scene)
        #expect(scene.overlays.map(\.id) == ["first", "overlay-2"])
        #expect(scene.annotationTemplates.map(\.ids) == [.numbered("annotation-201")])
        #expect(scene.annotationTemplates.map(\.position) == [200])
        #expect(scene.annotations.count == 301)
        #expect(scene.annotations[200].id == "late")
    }

    @Test func statementsAfterTheListWrittenOutAreReportedAsStraightThrough() {
        // The list is written out; the statements after it are duplicates of it.
        let file = Self.file(
            Self.head + "annotations [ { id listed, coordinate [37.7, -122.4] } ]\n"
                + String(repeating: "// filler\n", count: 400)
                + Self.annotations(0..<100))
        let streamed = Self.expectSame(file)
        #expect(streamed.scene == nil)
        #expect(streamed.diagnostics.contains { $0.rule == "dsl-duplicate-key" })
    }

    @Test func aSyntaxErrorAmongTheStatementsIsReportedAlone() {
        let broken = "annotation broken at (37.7 -122.4) {\n  title \"No comma\"\n}\n"
        let file = Self.file(Self.head + Self.annotations(0..<100) + broken + Self.annotations(100..<200))
        let streamed = Self.expectSame(file)
        #expect(streamed.diagnostics.map(\.rule) == ["dsl-syntax"])
    }

    @Test func aLargeSceneDecodesAlikeOnTheWayThePipelineReadsIt() {
        let file = Self.file(Self.head + Self.annotations(0..<6_000))
        let streamed = Pipeline.parseAndDecode(file, streaming: true)
        let tree = Self.fromTree(file)
        #expect(streamed.diagnostics.count > 100)
        #expect(streamed.decoded == tree.scene)
        #expect(streamed.diagnostics == tree.diagnostics)
    }
}
