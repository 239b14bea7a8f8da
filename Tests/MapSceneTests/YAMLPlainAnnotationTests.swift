import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline
@testable import MapSceneSyntax

/// The annotations most YAML scene files are made of are read for the decoder straight from
/// libyaml's events, without a node for their mapping or coordinate (`AnnotationStatement`),
/// and give exactly what the tree gives: the node they stand for, the same scene, diagnostics
/// and fixes. Any other element is read as before, from its first event.
@Suite("YAML reader: annotations of the plain form, read without a node")
struct YAMLPlainAnnotationTests {
    static let head = "mapscene: 1\ncanvas: {width: 640, height: 480}\ncamera: {fit: all}\nannotations:\n"

    /// A YAML file of `head` and `elements`, a line (or lines) each, then an overlay.
    static func file(_ elements: [String]) -> SourceFile {
        SourceFile(
            path: "scene.yaml",
            text: head + elements.joined(separator: "\n") + "\noverlays:\n- {id: l, polyline: [[1, 2], [3, 4]]}\n")
    }

    /// The file read for `PlainFormReadings.Recorder`, and read into a tree with no receiver.
    static func readBothWays(_ file: SourceFile) -> PlainFormReadings.BothWays {
        let receiver = PlainFormReadings.Recorder()
        let handedOver = YAMLReader.read(file, limits: .default, handingOverTo: receiver)
        let tree = YAMLReader.read(file, limits: .default)
        let lists = ["annotations", "overlays"].flatMap { key in
            tree.root?.entries?.first { $0.key == key }?.value.elements ?? []
        }
        return PlainFormReadings.BothWays(
            taken: receiver.elements, plain: receiver.plain, tree: lists.map(SyntaxDump.dump),
            sameOtherwise: handedOver.diagnostics == tree.diagnostics)
    }

    /// Expects what was taken to be what the tree holds, and the same scene, diagnostics and
    /// fixes from decoding as the file is read as from its tree.
    static func expectSameAsTheTree(
        _ both: PlainFormReadings.BothWays, _ file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(both.taken == both.tree, sourceLocation: sourceLocation)
        #expect(both.sameOtherwise, sourceLocation: sourceLocation)
        StreamedListsTests.expectSameDecoding(file, sourceLocation: sourceLocation)
    }

    static let plainAnnotations = [
        "- {id: a, coordinate: [37.85798, -122.50769]}",
        "- {id: b, coordinate: [37.8, -122.3], title: Pin 0, pin: red}",
        "- id: c\n  coordinate: [37.8, -122.3]\n  priority: low",
        "- id: d\n  coordinate:\n  - 37.8\n  - -122.3\n  cluster: blob\n  pin: green\n  subtitle: below\n  priority: high\n  title: all five",
        "- {\"id\": \"e with a space\", 'coordinate': [-33.9, 151.2], title: \"escaped \\\"quotes\\\" \\U0001F600\"}",
        "- {id: f, coordinate: [0, 0], title: 1984, pin: \"#00ff00\"}",
        "- {id: g,\n   coordinate: [ 10.5 ,\n     20.25 ],\n   title: t}",
        "- id: h  # a comment\n  coordinate: [1, 2]  # and another\n  title: t",
        "- {id: i, coordinate: [+1.5e1, .5], pin: Red/0.5}",
        "- {id: j, coordinate: [1, 2], priority: 7, cluster: two words}",
        "- {id: !!str 12, coordinate: [1, 2], title: !!str 3}",
        "- {id: k, coordinate: [1, 2], title: }",
        "- id: l\n  coordinate: [1, 2]\n  title: |-\n    a block\n    of two lines",
        "-   id: m\n    coordinate: [1, 2]",
    ]

    @Test(arguments: plainAnnotations)
    func thePlainFormIsReadWithoutANodeAndStandsForTheNodeTheTreeHolds(_ element: String) {
        let both = Self.readBothWays(Self.file([element]))
        #expect(both.plain == 1)
        Self.expectSameAsTheTree(both, Self.file([element]))
    }

    static let otherElements = [
        "- {coordinate: [1, 2], id: a}",
        "- {id: a}",
        "- {id: a, title: t, coordinate: [1, 2]}",
        "- {id: a, coordinate: [1, 2, 3]}",
        "- {id: a, coordinate: [1]}",
        "- {id: a, coordinate: {latitude: 1, longitude: 2}}",
        "- {id: a, coordinate: [[1], 2]}",
        "- {id: [a], coordinate: [1, 2]}",
        "- {id: a, coordinate: [1, 2], title: x, title: y}",
        "- {id: a, coordinate: [1, 2], titel: x}",
        "- {id: a, coordinate: [1, 2], id: b}",
        "- {id: a, coordinate: [1, 2], title: [x]}",
        "- {id: a, coordinate: [1, 2], callout: true}",
        "- {id: a, coordinate: [1, 2], pin: {color: red}}",
        "- {id: a, coordinate: [1, 2], marker: {glyph: x}}",
        "- {id: a, coordinate: [1, 2], format: csv}",
        "- &x {id: a, coordinate: [1, 2]}\n- *x",
        "- {id: &i a, coordinate: [1, 2], title: *i}",
        "- {id: a, coordinate: &c [1, 2]}\n- {id: b, coordinate: *c}",
        "- {id: a, coordinate: [1, *n]}",
        "- {id: a, coordinate: [1, 2], title: &t x}",
        "- {? [k] : v, id: a, coordinate: [1, 2]}",
        "- {id: places, from: places.csv, title: \"{name}\"}",
        "- 3",
        "- []",
        "- {}",
    ]

    @Test(arguments: otherElements)
    func anyOtherElementIsReadAsBeforeFromItsFirstEvent(_ element: String) {
        let elements = ["- {id: before, coordinate: [5, 6]}", element, "- {id: after, coordinate: [7, 8]}"]
        let both = Self.readBothWays(Self.file(elements))
        #expect(both.plain >= 1, "the elements around it are plain")
        Self.expectSameAsTheTree(both, Self.file(elements))
    }

    static let plainButWrong = [
        "- {id: a, coordinate: [95, 10]}",
        "- {id: a, coordinate: [10, 200], title: x}",
        "- {id: a, coordinate: [1e999, 10]}",
        "- {id: a, coordinate: [\"1\", 2]}",
        "- {id: a, coordinate: [north, 2]}",
        "- {id: a, coordinate: [1, 2], pin: rde}",
        "- {id: a, coordinate: [1, 2], priority: hihg}",
        "- {id: \"\", coordinate: [1, 2]}",
        "- {id: a, coordinate: [1, 2], cluster: a b}",
        "- {id: a, coordinate: [1, 2]}\n- {id: a, coordinate: [3, 4]}",
        "- {id: l, coordinate: [1, 2]}",
        "- {id: a b, coordinate: [95, 200], pin: rde, priority: hihg, subtitle: null, cluster: c d, title: t}",
    ]

    @Test(arguments: plainButWrong)
    func whatIsWrongWithAPlainAnnotationIsReportedAsFromItsNode(_ element: String) {
        let both = Self.readBothWays(Self.file([element]))
        #expect(both.plain >= 1)
        let tree = Pipeline.parseAndDecode(Self.file([element]), streaming: false)
        #expect(!tree.diagnostics.isEmpty)
        Self.expectSameAsTheTree(both, Self.file([element]))
    }

    @Test func annotationsAcrossTheEndsOfBatchesAreReadTheFullWayAndAlike() {
        // 12 events an annotation: 3,000 of them fill several batches of 4,096 events, and some
        // annotations begin in one batch and end in the next.
        let elements = (0..<3_000).map { "- {id: p\($0), coordinate: [\(Double($0 % 80) + 0.5), -122.25], title: Pin \($0)}" }
        let both = Self.readBothWays(Self.file(elements))
        #expect(both.plain > 2_990 && both.plain < 3_000)
        #expect(both.taken == both.tree)
        #expect(both.sameOtherwise)
        StreamedListsTests.expectSameDecoding(Self.file(elements))
    }

    @Test func aPlainAnnotationDeeperThanTheDepthLimitIsReportedAsFromTheTree() {
        let limits = YAMLLimits(maxDepth: 3)
        let file = Self.file(["- {id: a, coordinate: [1, 2]}"])
        let receiver = PlainFormReadings.Recorder()
        let handedOver = YAMLReader.read(file, limits: limits, handingOverTo: receiver)
        let tree = YAMLReader.read(file, limits: limits)
        #expect(receiver.plain == 0)
        #expect(handedOver.diagnostics.map(\.rule) == ["yaml-depth"])
        #expect(handedOver.diagnostics == tree.diagnostics)
    }
}
