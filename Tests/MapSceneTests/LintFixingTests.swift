import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline

/// The fixes the decoder offers, at the exact span of what they replace, in both syntaxes, and
/// `Pipeline.lintFixing`'s rounds.
@Suite struct LintFixingTests {
    static func lint(_ text: String, _ path: String = "scene.yaml") -> [Diagnostic] {
        Pipeline.lint(SourceFile(path: path, text: text), directory: ".", options: PipelineOptions(offline: true))
    }

    static func edits(_ text: String, _ path: String = "scene.yaml") -> [String] {
        lint(text, path).flatMap(\.fixes).flatMap(\.edits).map {
            "\($0.range.start.line):\($0.range.start.column)-\($0.range.end.column) \($0.replacement)"
        }
    }

    static let camera = "camera: {center: [1, 2], distance: 100km}\n"

    @Test func aQuotedKeyKeepsItsQuotes() {
        let text =
            "mapscene: 1\n" + Self.camera
            + "overlays:\n  - circle: {center: [1, 2], radius: 10m}\n    \"strkoe\": red\n    'levle': aboveLabels\n"
        #expect(Self.edits(text) == ["5:6-12 stroke", "6:6-11 level"])
    }

    @Test func aBlockScalarOrAnEscapedOneGetsNoFix() {
        // Titled: the rest of the scene is linted past the error, and an untitled one gets a note.
        let block =
            "mapscene: 1\ntitle: T\n" + Self.camera
            + "overlays:\n  - circle: {center: [1, 2], radius: 10m}\n    fill: >-\n      Rde\n"
        #expect(Self.lint(block).map(\.rule) == ["unknown-color"])
        #expect(Self.edits(block).isEmpty)
        let escaped =
            "mapscene: 1\ntitle: T\n" + Self.camera
            + "overlays:\n  - circle: {center: [1, 2], radius: 10m}\n    fill: \"R\\x64e\"\n"
        #expect(Self.lint(escaped).map(\.message) == ["unknown color 'Rde' for fill; did you mean 'red'?"])
        #expect(Self.edits(escaped).isEmpty)
    }

    /// The value of an unknown key is not read, so its color is fixed in the next round.
    @Test func aDSLStringKeepsItsQuotesAndABareWordStaysBare() {
        let text =
            "mapscene 1\ncamera { center (1, 2) distance 1km }\noverlay o { circle { center (1, 2) radius \"10 metres\" } strkoe Rde }\n"
        #expect(Self.edits(text, "scene.mapscene") == ["3:44-53 10 m", "3:57-63 stroke"])
    }

    @Test func lintFixingRunsRoundsUntilNothingFixableRemains() {
        let text = "mapscene: 1\ntitle: Fixes\n" + Self.camera + "mpa: {tpye: mutedStandrd}\n"
        let fixed = Pipeline.lintFixing(
            SourceFile(path: "scene.yaml", text: text), directory: ".", options: PipelineOptions(offline: true))
        #expect(
            String(decoding: fixed.file.bytes, as: UTF8.self) == "mapscene: 1\ntitle: Fixes\n" + Self.camera
                + "map: {type: mutedStandard}\n")
        #expect(fixed.fixedCount == 3)
        #expect(fixed.remaining.isEmpty)
        #expect(fixed.found.count == 1, "only the outer key is read at first")
    }
}
