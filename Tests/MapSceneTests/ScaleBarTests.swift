import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapScenePipeline

/// One scale bar is true only where one scale holds: it is drawn where meters per point vary by
/// less than 10 % over the canvas and the camera is not pitched, and a scene that asked for it
/// explicitly is told why it was left out.
@Suite struct ScaleBarTests {
    static func compile(_ yaml: String) throws -> CompileResult {
        Pipeline.compile(SourceFile(path: "scene.yaml", text: yaml), directory: "/nonexistent")
    }

    static func hasScaleBar(_ result: CompileResult) throws -> Bool {
        let list = try #require(result.renderList)
        return list.items.contains { $0.id == "scale" } && list.items.contains { $0.id == "scale.label" }
    }

    static func viewport(_ camera: String, width: Double = 800, height: Double = 600) throws -> Viewport {
        let scene = try #require(decode("mapscene: 1\ncanvas: {width: \(width), height: \(height)}\ncamera: \(camera)\n").scene)
        var diagnostics: [Diagnostic] = []
        return CameraResolver.resolve(scene, diagnostics: &diagnostics)
    }

    @Test func aWorldMapHasNoScaleBarAndSaysWhyWhenOneWasAskedFor() throws {
        let text = MarkedText("mapscene: 1\ncamera: {center: [0, 0], span: [140, 340]}\ndecorations: {scale: 1️⃣true2️⃣}\n")
        let result = try Self.compile(text.text)
        #expect(try !Self.hasScaleBar(result))
        #expect(result.diagnostics.count == 1)
        let note = try #require(result.diagnostics.first)
        #expect(note.severity == .note && note.rule == "scale-bar")
        #expect(note.range == text.range(1, 2))
        #expect(note.message.hasPrefix("the scale bar is left out: the scale varies "))
        #expect(note.message.contains("between the map's northern and southern edges"))
    }

    @Test func unitsAskForTheScaleBarToo() throws {
        let result = try Self.compile(
            "mapscene: 1\ncamera: {center: [50, 10], distance: 3000km}\ndecorations: {scale: imperial}\n")
        #expect(try !Self.hasScaleBar(result))
        #expect(result.diagnostics.map(\.rule) == ["scale-bar"])
    }

    @Test func autoLeavesTheScaleBarOutWithoutANote() throws {
        let world = try Self.compile("mapscene: 1\ncamera: {center: [0, 0], span: [140, 340]}\ndecorations: {scale: auto}\n")
        #expect(try !Self.hasScaleBar(world))
        #expect(world.diagnostics.isEmpty)
        let city = try Self.compile("mapscene: 1\ncamera: {center: [48.85, 2.35], distance: 5km}\ndecorations: {scale: auto}\n")
        #expect(try Self.hasScaleBar(city))
        #expect(city.diagnostics.isEmpty)
    }

    @Test func aPitchedMapHasNoScaleBar() throws {
        let text = MarkedText(
            "mapscene: 1\ncamera: {center: [48.85, 2.35], distance: 5km, pitch: 30}\ndecorations: {scale: 1️⃣metric2️⃣}\n")
        let result = try Self.compile(text.text)
        #expect(try !Self.hasScaleBar(result))
        #expect(
            result.diagnostics.map(\.message) == [
                "the scale bar is left out: the camera is pitched, so the scale changes from the bottom of the map to the top"
            ])
        #expect(result.diagnostics.first?.range == text.range(1, 2))
        #expect(try #require(try Examples.compile("pitched").renderList).items.contains { $0.id.hasPrefix("scale") } == false)
    }

    @Test func aCityMapKeepsItsScaleBar() throws {
        for name in ["tepusquet", "circle", "crowded", "route", "bikeshare", "colorado"] {
            let list = try #require(try Examples.compile(name).renderList)
            #expect(list.items.contains { $0.id == "scale" }, "\(name)")
        }
        #expect(try #require(try Examples.compile("geodesic").renderList).items.contains { $0.id.hasPrefix("scale") } == false)
    }

    @Test func theVariationIsTheRatioOfMetersPerPointAtTheNorthernAndSouthernEdges() throws {
        let v = try Self.viewport("{center: [50, 10], span: [10, 20]}")
        let north = v.mapPoint(try #require(v.ground(under: CanvasPoint(x: 0, y: 0)))).coordinate.latitude
        let south = v.mapPoint(try #require(v.ground(under: CanvasPoint(x: 0, y: 600)))).coordinate.latitude
        let expected = cos(south * .pi / 180) / cos(north * .pi / 180) - 1
        #expect(abs(ScaleBarDecision.scaleVariation(v) - expected) < 1e-9)

        // Across the equator the scale is largest on it.
        let equator = try Self.viewport("{center: [-2, 10], span: [30, 30]}")
        let farthest = equator.mapPoint(try #require(equator.ground(under: CanvasPoint(x: 0, y: 600)))).coordinate.latitude
        #expect(abs(ScaleBarDecision.scaleVariation(equator) - (1 / cos(farthest * .pi / 180) - 1)) < 1e-9)
    }

    @Test func theHeadingTurnsTheCanvasOverTheLatitudes() throws {
        // A wide canvas turned a quarter spans the latitudes a tall one does unturned.
        let wide = try Self.viewport("{center: [60, 10], distance: [200km, 800km], heading: 90}", width: 1200, height: 300)
        let tall = try Self.viewport("{center: [60, 10], distance: [800km, 200km]}", width: 300, height: 1200)
        let unturned = try Self.viewport("{center: [60, 10], distance: [200km, 800km]}", width: 1200, height: 300)
        #expect(abs(ScaleBarDecision.scaleVariation(wide) - ScaleBarDecision.scaleVariation(tall)) < 1e-6)
        #expect(ScaleBarDecision.scaleVariation(wide) > 0.10)
        #expect(ScaleBarDecision.scaleVariation(unturned) < 0.10)
        #expect(ScaleBarDecision.reasonToLeaveOut(unturned) == nil)
        #expect(ScaleBarDecision.reasonToLeaveOut(wide) != nil)
    }

    @Test func theDecoderReadsEverySpellingOfTheScaleBar() throws {
        for (value, scale, units) in [
            ("true", Visibility.always, UnitSystem.metric), ("false", .never, .metric), ("auto", .auto, .metric),
            ("metric", .always, .metric), ("imperial", .always, .imperial),
        ] {
            let decorations = try #require(decode(scene("decorations: {scale: \(value)}\n")).scene).decorations
            #expect(decorations.scale == scale && decorations.scaleUnits == units, "\(value)")
        }
        #expect(try #require(decode(scene("")).scene).decorations.scale == .never)
        let wrong = decode(scene("decorations: {scale: atuo}\n")).diagnostics
        #expect(
            wrong.map(\.message) == [
                "unknown decorations scale 'atuo'; expected true, false, auto, metric or imperial; did you mean 'auto'?"
            ])
    }
}
