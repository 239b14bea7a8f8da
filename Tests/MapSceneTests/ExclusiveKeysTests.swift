import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline

/// Keys of which a mapping takes one (an overlay's shape and order, an annotation's look): the
/// first is used, and the second is an `exclusive-keys` error at its key naming both.
@Suite struct ExclusiveKeysTests {
    @Test func theSecondOfAKindIsAnErrorAtItsKeyNamingBoth() {
        let text = """
            mapscene: 1
            camera: {center: [48.85, 2.35], distance: 2km}
            annotations:
              - {id: a, coordinate: [48.85, 2.35], pin: green, glyph: "★", image: {src: x.png, size: [2, 2]}}
            overlays:
              - {id: o, polyline: [[48.85, 2.35], [48.86, 2.36]], circle: {center: [48.85, 2.35], radius: 10m}, z: 2, above: p, below: q}
              - {id: p, polyline: [[48.85, 2.35], [48.86, 2.36]]}

            """
        let diagnostics = Pipeline.load(SourceFile(path: "s.yaml", text: text), directory: ".").diagnostics
            .filter { $0.rule == "exclusive-keys" }
            .map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)" }
        #expect(
            diagnostics == [
                "4:64 an annotation has one look; found 'pin' and 'image'",
                "6:55 an overlay has one shape; found 'polyline' and 'circle'",
                "6:107 an overlay is ordered by one of z, above or below; found 'z' and 'above'",
            ])
    }

    @Test func oneOfAKindIsNoError() {
        let text = """
            mapscene: 1
            camera: {center: [48.85, 2.35], distance: 2km}
            annotations:
              - {id: a, coordinate: [48.85, 2.35], pin: green}
            overlays:
              - {id: o, polyline: [[48.85, 2.35], [48.86, 2.36]], below: p}
              - {id: p, circle: {center: [48.85, 2.35], radius: 10m}}

            """
        let loaded = Pipeline.load(SourceFile(path: "s.yaml", text: text), directory: ".")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.scene?.overlays.map(\.order) == [.below(id: "p"), .fileOrder])
    }
}
