import Testing

@testable import MapSceneBase
@testable import MapSceneLint
@testable import MapSceneModel
@testable import MapScenePipeline

/// `mapc lint` on a scene with errors: what decoded is checked further (references, order,
/// picture), so putting one error right reveals none that was there all along; and nothing is
/// reported twice or because something else failed.
@Suite struct LintPastErrorsTests {
    private func lint(_ text: String, syntax: SceneSyntax = .yaml) -> [Diagnostic] {
        let file = SourceFile(path: syntax == .yaml ? "scene.yaml" : "scene.mapscene", bytes: Array(text.utf8), syntax: syntax)
        return Pipeline.lint(file, directory: ".", options: PipelineOptions(offline: true))
    }

    private func rules(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.rule) }

    @Test func anUnknownKeyAndACrossLevelOrderElsewhereAreReportedAtOnce() {
        let yaml = lint(
            """
            mapscene: 1
            title: Parks
            camera: {fit: all}
            annotations:
              - {id: gate, coordinate: [60.17, 24.94], titel: Gate}
            overlays:
              - {id: park, circle: {center: [60.17, 24.94], radius: 300m}, level: aboveRoads}
              - {id: pond, circle: {center: [60.171, 24.941], radius: 50m}, above: park}
            """)
        #expect(rules(yaml).filter { $0 != Rule.missingTitle.id } == ["unknown-key", "cross-level-order"], "\(yaml)")
        let dsl = lint(
            """
            mapscene 1
            title "Parks"
            camera { fit all }
            annotation gate at (60.17, 24.94) { titel "Gate" }
            overlay park { circle { center (60.17, 24.94) radius 300m } level aboveRoads }
            overlay pond { circle { center (60.171, 24.941) radius 50m } above park }
            """, syntax: .dsl)
        #expect(rules(dsl) == ["unknown-key", "cross-level-order"], "\(dsl)")
        let file = SourceFile(
            path: "scene.yaml",
            bytes: Array("mapscene: 1\ncamera: {fit: all}\nannotations: [{id: a, coordinate: [1, 2], x: 1}]\n".utf8))
        #expect(Pipeline.compile(file, directory: ".").renderList == nil, "the compile output is still refused")
    }

    @Test func picturesFindingsOfWhatDecodedBesideAnError() {
        // The camera does not depend on the annotation with the error: the rest is pictured.
        let found = lint(
            """
            mapscene: 1
            title: Two cities
            camera: {center: [60.17, 24.94], distance: 2km}
            annotations:
              - {id: helsinki, coordinate: [60.17, 24.94], colour: red}
              - {id: tallinn, coordinate: [59.437, 24.745]}
            """)
        #expect(rules(found) == ["basemap-detail", "unknown-key", "out-of-view"], "\(found)")
    }

    @Test func nothingCascadesFromAnElementThatFailed() {
        let found = lint(
            """
            mapscene: 1
            title: [1]
            camera: {fit: [ring]}
            styles:
              zone: {fill: notacolor}
            annotations:
              - {id: a, coordinate: [60.17, 24.94], pin: red, marker: {glyph: A}}
            overlays:
              - {id: ring, circle: {center: [60.17, 24.94], radius: 3mi}, stroke: nocolor}
              - {id: square, polygon: [[60.16, 24.93], [60.18, 24.93], [60.18, 24.95]], above: ring, style: zone}
            """)
        // The errors themselves, each once; no unknown id for `ring` or `zone`, no order finding
        // for `square`, no missing title, no finding of a view that fits a failed overlay.
        #expect(rules(found) == ["wrong-type", "unknown-color", "exclusive-keys", "unknown-color"], "\(found)")
        #expect(!rules(found).contains { ["unknown-reference", "overlay-order", "missing-title", "camera-zoom"].contains($0) })
        #expect(found.allSatisfy { $0.severity == .error }, "\(found)")
        #expect(Set(found.map { $0.range?.start.line }).count == found.count, "one finding a place: \(found)")
    }
}
