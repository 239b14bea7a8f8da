import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline
@testable import MapSceneSyntax

/// What the tests of the plain forms (`AnnotationStatement`, `OverlayStatement`) share: a
/// scene file around the statements they read, a receiver that records what it takes, and the
/// check that decoding as the file is read gives what decoding its tree gives.
enum PlainFormReadings {
    /// Records each element it takes as its node's dump, and how many annotations came in the
    /// plain form.
    final class Recorder: SceneListReceiver {
        let listKeys = ["annotations", "overlays"]
        var elements: [String] = []
        var plain = 0

        func begin(list key: String) {}
        func take(_ element: SyntaxNode, index: Int, ofList key: String) { elements.append(SyntaxDump.dump(element)) }
        func take(_ annotation: AnnotationStatement, index: Int) {
            plain += 1
            elements.append(SyntaxDump.dump(annotation.node))
        }
        func take(_ overlay: OverlayStatement) { elements.append(SyntaxDump.dump(overlay.mapping)) }
        func expect(_ count: Int, elementsOfList key: String) {}
    }

    static let head = "mapscene 1\ncanvas { width 640 height 480 }\ncamera { fit all }\n"

    /// A `.mapscene` file of `head` and `statements`, a line each.
    static func file(_ statements: [String]) -> SourceFile {
        SourceFile(path: "scene.mapscene", text: head + statements.joined(separator: "\n") + "\n")
    }

    /// A file read for a receiver that records what it takes, and read into a tree: the elements
    /// taken and the tree's, each as a dump; how many were taken in a plain form; whether the
    /// diagnostics and comments are the same.
    struct BothWays {
        var taken: [String]
        var plain: Int
        var tree: [String]
        var sameOtherwise: Bool
    }

    /// Expects what was taken to be what the tree holds, the diagnostics and comments to be the
    /// same, and the same scene either way (`expectSameScene`).
    static func expectSameAsTheTree(
        _ both: BothWays, _ file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(both.taken == both.tree, sourceLocation: sourceLocation)
        #expect(both.sameOtherwise, sourceLocation: sourceLocation)
        expectSameScene(file, sourceLocation: sourceLocation)
    }

    /// Expects the scene, diagnostics and fixes of decoding as the file is read to be those of
    /// decoding its tree.
    static func expectSameScene(_ file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let tree = Pipeline.parseAndDecode(file, streaming: false)
        let reading = Pipeline.parseAndDecode(file, streaming: true)
        #expect(reading.decoded == tree.decoded, "the scenes differ", sourceLocation: sourceLocation)
        #expect(reading.diagnostics == tree.diagnostics, "the diagnostics differ", sourceLocation: sourceLocation)
        #expect(
            reading.diagnostics.map(\.fixes) == tree.diagnostics.map(\.fixes), "the fixes differ", sourceLocation: sourceLocation)
    }
}
