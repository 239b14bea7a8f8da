import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneDrawing
@testable import MapSceneGeometry
@testable import MapSceneRenderList
@testable import MapSceneSVG
@testable import MapSceneTerminal

/// `decorations: {legend: true}`: one entry per titled overlay and per named group of
/// annotations, swatches in their own style, in the emptiest free corner, in both backends.
@Suite struct LegendTests {
    private func entries(_ list: RenderList) -> [(item: RenderItem, entry: RenderLegendEntry)] {
        list.items.compactMap { item in
            if case .legendEntry(let entry) = item.shape { (item, entry) } else { nil }
        }
    }

    private func box(_ list: RenderList) -> CanvasRect? {
        for item in list.items { if case .legend(let frame) = item.shape { return frame } }
        return nil
    }

    private let scene = """
        mapscene: 1
        camera: {center: [37.79, -122.40], distance: 3km}
        annotations:
          - {id: home, coordinate: [37.785, -122.41], title: Home, pin: green}
          - {id: p1, coordinate: [37.79, -122.395], marker: {glyph: P, color: blue}, cluster: parking}
          - {id: p2, coordinate: [37.795, -122.405], marker: {glyph: P, color: blue}, cluster: parking}
          - {id: x1, coordinate: [37.787, -122.40], title: One}
          - {id: x2, coordinate: [37.793, -122.40], title: Two}
        overlays:
          - {id: walk, polyline: [[37.785, -122.41], [37.795, -122.39]], stroke: "#ff9500", width: 4, dash: [6, 3], title: Walk}
          - {id: park, circle: {center: [37.792, -122.402], radius: 200m}, fill: green/0.3, stroke: green, title: Park}
          - {id: plain, circle: {center: [37.788, -122.398], radius: 100m}}
        decorations: {legend: true}

        """

    @Test func oneEntryPerTitledOverlayAndPerNamedGroupInItsOwnStyle() throws {
        let (list, diagnostics) = try compileSceneYAML(scene)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let legend = entries(list)
        // The untitled circle and the two red pins with different titles have no entry.
        #expect(legend.map(\.entry.text) == ["Walk", "Park", "Home", "parking"])
        #expect(legend.map(\.item.id) == ["legend.0", "legend.1", "legend.2", "legend.3"])
        #expect(legend.map(\.entry.swatch) == [.line, .area, .pin, .marker(glyph: "P")])
        let walk = try #require(list.items.first { $0.id == "walk" })
        let park = try #require(list.items.first { $0.id == "park" })
        #expect(legend[0].item.style == walk.style)
        #expect(legend[1].item.style == park.style)
        #expect(legend[2].item.style.fill == .pinGreen)
        #expect(list.items.contains { $0.id == "legend" && $0.layer == .decorations })
        // Every entry sits inside the box, one under the other.
        let frame = try #require(box(list))
        for (item, entry) in legend {
            #expect(item.layer == .decorations)
            #expect(entry.frame.isInside(frame))
            #expect(entry.at.x + TextMetrics.width(of: entry.text, size: entry.size) <= frame.maxX + 1e-9)
        }
        #expect(zip(legend, legend.dropFirst()).allSatisfy { $0.entry.frame.maxY <= $1.entry.frame.y })
    }

    @Test func theLegendGoesToTheCornerTheMapCoversLeast() throws {
        // Pins crowd the top left and a line runs along the top right: the legend goes below.
        var pins: [String] = []
        for i in 0..<5 {
            for j in 0..<5 {
                pins.append(
                    "  - {id: p\(i)\(j), coordinate: [\(0.009 - Double(i) * 0.0008), \(-0.013 + Double(j) * 0.0012)], pin: red, cluster: crowd}"
                )
            }
        }
        let yaml = """
            mapscene: 1
            canvas: {width: 600, height: 400}
            camera: {center: [0, 0], distance: 2km}
            annotations:
            \(pins.joined(separator: "\n"))
            overlays:
              - {id: line, polyline: [[0.008, 0.003], [0.008, 0.014]], width: 8, title: Top line}
            decorations: {legend: true}

            """
        let (list, diagnostics) = try compileSceneYAML(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frame = try #require(box(list))
        #expect(frame.y > list.canvas.height / 2, "\(frame)")
    }

    @Test func theLegendKeepsClearOfTheDecorations() throws {
        for corner in ["[0.01, 0.015]", "[0.01, -0.015]", "[-0.01, 0.015]", "[-0.01, -0.015]"] {
            // The other three corners are crowded, so the legend must go to `corner`'s opposite… or
            // wherever it goes, it must not cover the scale bar, its label or the attribution.
            let (list, _) = try compileSceneYAML(
                """
                mapscene: 1
                canvas: {width: 500, height: 300}
                camera: {center: [0, 0], distance: 3km}
                annotations:
                  - {id: a, coordinate: \(corner), title: A, pin: red}
                decorations: {legend: true, scale: true, compass: true}

                """)
            let frame = try #require(box(list))
            for item in list.items where item.layer == .decorations && !item.id.hasPrefix("legend") {
                let bounds = try #require(LabelPlacement.obstacle(item))
                #expect(!bounds.intersects(frame), "the legend covers \(item.id)")
            }
        }
    }

    @Test func aLegendWithNothingToShowIsAWarningAtTheKey() throws {
        let (list, diagnostics) = try compileSceneYAML(
            """
            mapscene: 1
            camera: {center: [0, 0], distance: 1km}
            annotations:
              - {id: a, coordinate: [0, 0]}
            decorations:
              legend: true

            """)
        #expect(diagnostics.map(\.rule) == [Rule.legendEmpty.id])
        #expect(diagnostics.first?.range?.start.line == 6)
        #expect(diagnostics.first?.range?.start.column == 11)
        #expect(!list.items.contains { $0.id.hasPrefix("legend") })
    }

    @Test func entriesTheCanvasHasNoRoomForAreLeftOutWithAWarning() throws {
        let circles = (0..<8).map { "  - {id: c\($0), circle: {center: [0, 0], radius: \(100 + 50 * $0)m}, title: Ring \($0)}" }
        let (list, diagnostics) = try compileSceneYAML(
            """
            mapscene: 1
            canvas: {width: 300, height: 120}
            camera: {center: [0, 0], distance: 3km}
            overlays:
            \(circles.joined(separator: "\n"))
            decorations: {legend: true}

            """)
        let legendDiagnostics = diagnostics.filter { $0.rule == Rule.legendTruncated.id }
        #expect(legendDiagnostics.map(\.message) == ["the legend shows 4 of its 8 entries: the canvas has no room for more"])
        #expect(legendDiagnostics.first?.range?.start.line == 13)
        #expect(entries(list).map(\.entry.text) == ["Ring 0", "Ring 1", "Ring 2", "Ring 3"])
        let frame = try #require(box(list))
        #expect(frame.y >= 0 && frame.maxY <= list.canvas.height)
    }

    @Test func noLegendUnlessAskedFor() throws {
        let (list, _) = try compileSceneYAML(scene.replacingOccurrences(of: "decorations: {legend: true}", with: ""))
        #expect(!list.items.contains { $0.id.hasPrefix("legend") })
    }

    @Test func theSVGDrawsTheBoxSwatchesAndNames() throws {
        let (list, _) = try compileSceneYAML(scene)
        let svg = SVGBackend.render(list)
        if let problems = try XMLLint.problems(in: svg) { #expect(problems.isEmpty, "\(problems)") }
        #expect(svg.contains("data-id=\"legend\""))
        for (item, entry) in entries(list) {
            #expect(svg.contains("data-id=\"\(item.id)\""))
            #expect(svg.contains(">\(entry.text)</text>"))
        }
        // The pin and the marker are drawn small, in their own colors.
        #expect(svg.contains("scale(0.6"))
    }

    @Test func theSVGTurnsTextThatRunsAlongALine() throws {
        let (list, _) = try compileSceneYAML(
            """
            mapscene: 1
            camera: {center: [0, 0], distance: 3km}
            overlays:
              - {id: road, polyline: [[-0.01, -0.01], [0.01, 0.01]], title: Coast road}

            """)
        let title = try #require(list.items.first { $0.id == "road.title" })
        guard case .text(_, let at, _, _) = title.shape else { Issue.record("not text"); return }
        #expect(title.rotation != 0)
        let svg = SVGBackend.render(list, options: SVGOptions(precision: 2))
        let expected =
            "transform=\"rotate(\(FixedPrecision.format(title.rotation, precision: 2)) \(FixedPrecision.format(at.x, precision: 2)) \(FixedPrecision.format(at.y, precision: 2)))\""
        #expect(svg.contains(expected), "\(expected)")
    }

    @Test func theTerminalDrawsTheLegendAsABoxOfNamedSwatches() throws {
        let (list, _) = try compileSceneYAML(scene)
        for mode in [TermMode.braille, .ascii] {
            let text = TerminalBackend.render(
                list, options: TermOptions(size: TermSize(columns: 80, rows: 24), mode: mode, colors: .none))
            let line = mode == .ascii ? "| - Walk" : "│ ━ Walk"
            let area = mode == .ascii ? "| # Park" : "│ ■ Park"
            let pin = mode == .ascii ? "| o Home" : "│ ● Home"
            for expected in [line, area, pin] { #expect(text.contains(expected), "\(expected) in\n\(text)") }
        }
    }
}
