import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneSyntax

/// A YAML scene's annotations and overlays, decoded as the front end reads them, give exactly what
/// decoding them from the tree gives: the same scene and the same diagnostics, fixes included,
/// whatever is wrong with the file and wherever the lists stand in it; and the tree never holds them.
@Suite struct StreamedListsTests {
    /// Both ways of decoding `text`, compared; the streamed one is returned.
    @discardableResult
    static func expectSameDecoding(
        _ text: String, path: String = "scene.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        -> (root: SyntaxNode?, scene: Scene?, diagnostics: [Diagnostic])
    {
        expectSameDecoding(SourceFile(path: path, text: text), sourceLocation: sourceLocation)
    }

    @discardableResult
    static func expectSameDecoding(_ file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> (root: SyntaxNode?, scene: Scene?, diagnostics: [Diagnostic])
    {
        let streamed = Pipeline.parseAndDecode(file, streaming: true)
        let fromTree = Pipeline.parseAndDecode(file, streaming: false)
        #expect(streamed.decoded == fromTree.decoded, "\(file.path): the scenes differ", sourceLocation: sourceLocation)
        #expect(
            streamed.diagnostics == fromTree.diagnostics, "\(file.path): the diagnostics differ", sourceLocation: sourceLocation)
        #expect(
            streamed.diagnostics.map(\.fixes) == fromTree.diagnostics.map(\.fixes), "\(file.path): the fixes differ",
            sourceLocation: sourceLocation)
        return (streamed.root, streamed.decoded, streamed.diagnostics)
    }

    /// The annotations list of a root, as the tree holds it.
    static func annotationsInTree(_ root: SyntaxNode?) -> [SyntaxNode]? {
        root?.entries?.first { $0.key == "annotations" }?.value.elements
    }

    /// The project's scenes in one syntax (YAML by default): the examples, every rule's fixtures
    /// (most of them broken on purpose), the schema's invalid scenes and the fuzzers' seeds and
    /// regressions.
    static func projectScenes(_ syntax: SceneSyntax = .yaml) -> [URL] {
        let root = Examples.folder.deletingLastPathComponent()
        let folders = ["Examples", "Tests/MapSceneTests/Fixtures", "Tests/mapcTests/Fixtures", "Fuzzing/Seeds"]
        var files: [URL] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == syntax.fileExtension { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everyYAMLSceneOfTheProjectDecodesAlikeBothWays() throws {
        let files = Self.projectScenes()
        #expect(files.count > 150)
        for url in files {
            let bytes = try Data(contentsOf: url)
            Self.expectSameDecoding(SourceFile(path: url.lastPathComponent, bytes: Array(bytes)))
        }
    }

    @Test func theTreeHoldsNoneOfTheAnnotationsItHandedOver() throws {
        let result = Self.expectSameDecoding(
            """
            mapscene: 1
            camera: {fit: all}
            annotations:
            - {id: a, coordinate: [37.5, -122.4]}
            - {id: b, coordinate: [37.6, -122.3]}
            overlays:
            - {id: l, polyline: [[37.5, -122.4], [37.6, -122.3]]}
            """)
        #expect(result.scene?.annotations.map(\.id) == ["a", "b"])
        #expect(result.scene?.overlays.count == 1)
        #expect(Self.annotationsInTree(result.root)?.count == 0)
    }

    @Test func listsAfterTheRestAndOverlaysBeforeAnnotationsDecodeAlike() {
        Self.expectSameDecoding(
            """
            overlays:
            - {id: l, polyline: [[37.5, -122.4], [37.6, -122.3]], styel: x}
            - {id: a, circle: {center: [37.5, -122.4], radius: 5km}}
            annotations:
            - {id: a, coordinate: [37.5, -122.4], titel: A}
            - {id: b, coordinate: [37.6, north], pin: rde}
            camera: {fit: [a, b, l, nowhere]}
            mapscene: 1
            """)
    }

    @Test func aListWithAnAnchorStaysInTheTreeForItsAliases() {
        let result = Self.expectSameDecoding(
            """
            mapscene: 1
            camera: {fit: all}
            annotations: &pins
            - {id: a, coordinate: [37.5, -122.4]}
            overlays: *pins
            """)
        #expect(Self.annotationsInTree(result.root)?.count == 1)
    }

    @Test func elementsWithAnchorsAndAliasesDecodeAlike() {
        let result = Self.expectSameDecoding(
            """
            mapscene: 1
            camera: {fit: all}
            annotations:
            - &pin {id: a, coordinate: [37.5, -122.4], title: Twice}
            - *pin
            """)
        #expect(result.diagnostics.map(\.rule) == ["duplicate-id"])
        Self.expectSameDecoding("mapscene: 1\ncamera: {fit: all}\nannotations:\n- {id: c, coordinate: *here}\n")
    }

    @Test func aRepeatedKeyKeepsTheFirstList() {
        Self.expectSameDecoding(
            """
            mapscene: 1
            camera: {fit: all}
            annotations:
            - {id: a, coordinate: [37.5, -122.4]}
            annotations:
            - {id: b, coordinate: [37.6, -122.3]}
            """)
    }

    @Test func listsThatAreNotListsOrAreNestedDecodeAlike() {
        Self.expectSameDecoding("mapscene: 1\ncamera: {fit: all}\nannotations: {id: a}\noverlays: 3\n")
        Self.expectSameDecoding("mapscene: 1\ncamera: {fit: all}\nmap: {annotations: [{id: a}]}\n")
        Self.expectSameDecoding("- mapscene: 1\n- annotations: [{id: a, coordinate: [1, 2]}]\n")
        Self.expectSameDecoding("mapscene: 1\ncamera: {fit: all}\nannotations: []\noverlays: [[1, 2], {}]\n")
    }

    @Test func aSyntaxErrorAfterTheListsDropsWhatWasDecoded() {
        let result = Self.expectSameDecoding(
            """
            mapscene: 1
            camera: {fit: all}
            annotations:
            - {id: a, coordinate: [37.5, -122.4], titel: A}
            overlays: [unclosed
            """)
        #expect(result.scene == nil)
        #expect(result.diagnostics.map(\.rule) == ["yaml-syntax"])
    }

    @Test func entriesOfAnnotationsFromAFileKeepTheirPlace() {
        Self.expectSameDecoding(
            """
            mapscene: 1
            camera: {fit: all}
            annotations:
            - {id: a, coordinate: [37.5, -122.4]}
            - {id: places, from: places.csv, title: "{name}"}
            - {id: b, coordinate: [37.6, -122.3]}
            - {from: 3}
            """)
    }

    /// 30,000 pins, with a problem every 997 pins: an unknown key with a fix, a wrong type, a
    /// duplicate of an id far away, a bad color, and a fit that names ids far apart.
    static let longScene: String = {
        var text = "mapscene: 1\ncamera: {fit: [a5, a29000, nowhere]}\nannotations:\n"
        for i in 0..<30_000 {
            switch i % 997 {
            case 1: text += "- {id: a\(i), coordinate: [37.5, -122.4], titel: Pin \(i)}\n"
            case 2: text += "- {id: a\(i), coordinate: [37.5, north]}\n"
            case 3: text += "- {id: a\((i + 15_000) % 30_000), coordinate: [37.6, -122.3]}\n"
            case 4: text += "- {id: a\(i), coordinate: [37.7, -122.2], pin: rde}\n"
            default: text += "- {id: a\(i), coordinate: [\(37 + Double(i % 100) / 100), -122.5], title: Pin \(i)}\n"
            }
        }
        return text
    }()

    @Test func aLongListWithProblemsDecodesAlike() {
        let result = Self.expectSameDecoding(Self.longScene)
        #expect(result.diagnostics.count > 100)
        #expect(Self.annotationsInTree(result.root)?.count == 0)
    }
}
