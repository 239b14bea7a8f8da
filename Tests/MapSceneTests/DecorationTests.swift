import Testing

@testable import MapScene
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneRenderList

/// Scale bar, compass and attribution.
@Suite struct DecorationTests {
    private func items(_ yaml: String) throws -> [RenderItem] {
        let scene = try #require(decode(yaml).scene)
        return SceneCompiler.compile(scene).renderList.items
    }

    /// The scale bar's length in points and its label.
    private func scaleBar(_ items: [RenderItem]) throws -> (length: Double, label: String) {
        let bar = try #require(items.first { $0.id == "scale" })
        let label = try #require(items.first { $0.id == "scale.label" })
        guard case .polyline(let parts) = bar.shape, case .text(let text, _, _, _) = label.shape else { throw Failure() }
        return (parts[0][2].x - parts[0][1].x, text)
    }

    private struct Failure: Error {}

    @Test func theMetricScaleBarIsARoundDistanceDrawnToScale() throws {
        // 1200 m over 600 points: 2 m a point.
        let bar = try scaleBar(
            items("mapscene: 1\ncamera: {center: [34.92, -120.21], distance: 1200m}\ndecorations: {scale: true}\n"))
        #expect(bar.label == "200 m")
        #expect(abs(bar.length - 100) < 1e-6)
    }

    @Test func theImperialScaleBarCountsFeetOrMiles() throws {
        let feet = try scaleBar(
            items("mapscene: 1\ncamera: {center: [34.92, -120.21], distance: 1200m}\ndecorations: {scale: imperial}\n"))
        #expect(feet.label == "500 ft")
        #expect(abs(feet.length - 500 * 0.3048 / 2) < 1e-6)
        let miles = try scaleBar(
            items("mapscene: 1\ncamera: {center: [34.92, -120.21], distance: 100km}\ndecorations: {scale: imperial}\n"))
        #expect(miles.label.hasSuffix(" mi"))
    }

    @Test func theCompassShowsWhenTheMapIsTurned() throws {
        #expect(try items("mapscene: 1\ncamera: {center: [0, 0], distance: 1km}\n").contains { $0.id == "compass" } == false)
        #expect(try items("mapscene: 1\ncamera: {center: [0, 0], distance: 1km, heading: 30}\n").contains { $0.id == "compass" })
        #expect(
            try items("mapscene: 1\ncamera: {center: [0, 0], distance: 1km}\ndecorations: {compass: true}\n").contains {
                $0.id == "compass"
            })
    }

    @Test func theAttributionCreditsTheDataDrawn() throws {
        let withWorld = try items("mapscene: 1\ncamera: {center: [48.85, 2.35], distance: 100km}\n")
        let text = withWorld.first { $0.id == "attribution" }
        guard case .text(let credit, _, _, _)? = text?.shape else { Issue.record("no attribution"); return }
        #expect(credit == "Made with Natural Earth")
        #expect(
            try items("mapscene: 1\nmap: {type: none}\ncamera: {center: [48.85, 2.35], distance: 100km}\n").contains {
                $0.id == "attribution"
            } == false)
    }
}
