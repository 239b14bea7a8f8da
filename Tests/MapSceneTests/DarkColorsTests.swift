import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList

/// The render list's dark colors are the swaps of the light colors its items use, however those
/// are spread over the items (the search skips an item whose colors repeat the one's before it).
@Suite struct DarkColorsTests {
    let scene = Pipeline.decode(
        SourceFile(path: "s.yaml", text: "mapscene: 1\ncamera: {center: [40, -100], distance: 3000km}\n"))!

    /// What a color is used by: a fill, a stroke or a legend entry's ink.
    enum Use: CaseIterable { case fill, stroke, both, legend, none }

    func item(_ color: Color, _ use: Use) -> RenderItem {
        switch use {
        case .fill:
            RenderItem(
                id: "f", layer: .aboveRoads, shape: .rect(CanvasRect(x: 0, y: 0, width: 1, height: 1)),
                style: RenderStyle(fill: color))
        case .stroke:
            RenderItem(
                id: "s", layer: .aboveRoads, shape: .rect(CanvasRect(x: 0, y: 0, width: 1, height: 1)),
                style: RenderStyle(stroke: color))
        case .both:
            RenderItem(
                id: "b", layer: .aboveRoads, shape: .rect(CanvasRect(x: 0, y: 0, width: 1, height: 1)),
                style: RenderStyle(stroke: color, fill: color))
        case .legend:
            RenderItem(
                id: "l", layer: .decorations,
                shape: .legendEntry(
                    RenderLegendEntry(
                        swatch: .line, frame: CanvasRect(x: 0, y: 0, width: 1, height: 1), text: "x", at: CanvasPoint(x: 0, y: 0),
                        size: 12, ink: color)))
        case .none: RenderItem(id: "n", layer: .aboveRoads, shape: .rect(CanvasRect(x: 0, y: 0, width: 1, height: 1)))
        }
    }

    @Test func theSwapsAreThoseOfTheColorsSomeItemUses() {
        let all = DarkColors.swaps(for: scene)
        #expect(all.count >= 4)
        // The light colors that have swaps, and two that have none.
        let palette = all.map(\.light) + [Color(red: 1, green: 2, blue: 3), Color(red: 200, green: 0, blue: 9, alpha: 0.5)]
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            // Runs of one color, so most items repeat the one before them.
            var items: [RenderItem] = []
            for _ in 0..<Int.random(in: 0..<40, using: &random) {
                let (color, use) = (palette.randomElement(using: &random)!, Use.allCases.randomElement(using: &random)!)
                items += Array(repeating: item(color, use), count: Int.random(in: 1...4, using: &random))
            }
            var used = Set<Color>()
            for item in items {
                used.formUnion([item.style.fill, item.style.stroke].compactMap { $0 })
                if case .legendEntry(let entry) = item.shape { used.insert(entry.ink) }
            }
            #expect(DarkColors.swaps(for: scene, usedBy: items) == all.filter { used.contains($0.light) })
        }
    }
}
