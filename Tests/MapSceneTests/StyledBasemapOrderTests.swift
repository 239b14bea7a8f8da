import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList
@testable import MapSceneSVG

/// Where a style's layers go among the scene's: in the style's order, the scene's `aboveRoads`
/// overlays over the layers before its first symbol layer and under its text, `aboveLabels` over
/// all; which of the style's sources draws the archive; and the same picture every time.
@Suite struct StyledBasemapOrderTests {
    typealias S = StyledTileScene

    static let tile = StyledBasemapPaintTests.tile

    /// Background, water, roads, road names, bridges drawn over the names' layer, café names.
    static let layers = """
        {"id": "land", "type": "background", "paint": {"background-color": "#eeeeee"}},
        {"id": "lake", "type": "fill", "source": "city", "source-layer": "water", "paint": {"fill-color": "#aaccee"}},
        {"id": "roads", "type": "line", "source": "city", "source-layer": "transportation", "paint": {"line-color": "#ffffff", "line-width": 3}},
        {"id": "road-names", "type": "symbol", "source": "city", "source-layer": "transportation", "layout": {"text-field": "{name}", "symbol-placement": "line", "text-size": 10}},
        {"id": "bridges", "type": "line", "source": "city", "source-layer": "transportation", "paint": {"line-color": "#888888"}},
        {"id": "cafes", "type": "symbol", "source": "city", "source-layer": "poi", "layout": {"text-field": "{name}", "text-size": 10}}
        """

    /// Two overlays across the tile: a walk `aboveRoads` and a route `aboveLabels`.
    static var overlays: String {
        let west = S.coordinate(256, 3840), east = S.coordinate(3840, 256)
        let line = "[[\(west.latitude), \(west.longitude)], [\(east.latitude), \(east.longitude)]]"
        return """
            overlays:
              - {id: walk, polyline: \(line), level: aboveRoads, stroke: "#007AFF", width: 5}
              - {id: route, polyline: \(line), level: aboveLabels, stroke: "#FF3B30", width: 3}
            """
    }

    @Test func layersAreDrawnInTheStylesOrderAndTheOverlaysAtTheirLevels() throws {
        let (result, _) = try S(layers: Self.tile, style: S.style(Self.layers), rest: Self.overlays).compile()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let items = try #require(result.renderList?.items)
        func index(_ predicate: (RenderItem) -> Bool) throws -> Int {
            let found = items.firstIndex(where: predicate)
            return try #require(found)
        }
        func lastIndex(_ predicate: (RenderItem) -> Bool) throws -> Int {
            let found = items.lastIndex(where: predicate)
            return try #require(found)
        }
        func styleLayer(_ id: String) -> (RenderItem) -> Bool {
            { $0.id == "basemap.0.\(id)" || $0.id.hasPrefix("basemap.0.\(id).") }
        }
        let land = try index(styleLayer("land")), lake = try index(styleLayer("lake")), roads = try index(styleLayer("roads"))
        let walk = try index { $0.layer == .aboveRoads }
        let bridges = try index(styleLayer("bridges"))
        let firstText = try index { $0.id.hasPrefix("basemap.0.") && $0.label != nil }
        let lastStyleItem = try lastIndex { $0.id.hasPrefix("basemap.0.") }
        let route = try index { $0.layer == .aboveLabels }
        #expect(land < lake && lake < roads && roads < walk, "\(items.map(\.id))")
        // The layers after the first symbol layer go over the walk, under the text.
        #expect(walk < bridges && bridges < firstText, "\(items.map(\.id))")
        #expect(lastStyleItem < route, "\(items.map(\.id))")
        #expect(items[land].layer == .base && items[bridges].layer == .labels)
        // Both names are drawn.
        #expect(!result.items(ofStyleLayer: "road-names").isEmpty && !result.items(ofStyleLayer: "cafes").isEmpty)
    }

    @Test func compilingTwiceGivesTheSameSVG() throws {
        let scene = S(layers: Self.tile, style: S.style(Self.layers), rest: Self.overlays)
        let folder = try ScratchFolder()
        try scene.write(into: folder)
        let file = SourceFile(path: "scene.yaml", text: scene.sceneText)
        let first = try #require(Pipeline.compile(file, directory: folder.path).renderList)
        let second = try #require(Pipeline.compile(file, directory: folder.path).renderList)
        let svg = SVGBackend.render(first)
        #expect(svg.contains("Main Street") && svg.contains("Café"))
        #expect(Array(svg.utf8) == Array(SVGBackend.render(second).utf8))
    }

    // MARK: Which source draws the archive

    /// The ids of the items the style's layer `lake` drew, and the `style-source` warnings.
    func drawn(sources: String, lakeSource: String) throws -> (lake: Int, warnings: [Diagnostic], result: CompileResult) {
        let style = """
            {"version": 8, "sources": {\(sources)}, "layers": [
              {"id": "lake", "type": "fill", "source": "\(lakeSource)", "source-layer": "water", "paint": {"fill-color": "#aaccee"}}
            ]}
            """
        let (result, _) = try S(layers: Self.tile, style: style).compile()
        return (
            result.items(ofStyleLayer: "lake").count, result.diagnostics.filter { $0.rule == Rule.styleSource.id }, result
        )
    }

    @Test(arguments: [
        // By the URL that names the archive's file, before a source named as the file.
        (
            #""base": {"type": "vector", "url": "mbtiles://city.mbtiles"}, "city": {"type": "vector", "url": "mbtiles://other.mbtiles"}"#,
            "base"
        ),
        (#""base": {"type": "vector", "url": "pmtiles://data/city.mbtiles"}, "other": {"type": "vector"}"#, "base"),
        // By the source's name: the file's without its extension.
        (#""city": {"type": "vector", "url": "https://tiles.example/city.json"}, "other": {"type": "vector"}"#, "city"),
        // The only vector source, whatever its name.
        (
            #""openmaptiles": {"type": "vector", "url": "https://tiles.example/v3.json"}, "relief": {"type": "raster", "tiles": []}"#,
            "openmaptiles"
        ),
    ])
    func theArchiveIsTheSourceItsURLOrNameOrBeingTheOnlyOneSays(_ sources: String, _ chosen: String) throws {
        let (lake, warnings, result) = try drawn(sources: sources, lakeSource: chosen)
        #expect(lake == 1, "\(result.diagnostics.map(\.message))")
        #expect(warnings.isEmpty)
    }

    @Test func noSourceForTheArchiveIsAWarningAtTheEntryAndTheMapTypeDrawsIt() throws {
        let (lake, warnings, result) = try drawn(
            sources: #""a": {"type": "vector", "url": "mbtiles://a.mbtiles"}, "b": {"type": "vector"}"#, lakeSource: "a")
        #expect(lake == 0)
        #expect(
            warnings.map(\.message) == [
                "no vector source of the style 'style.json' is 'city.mbtiles' (it has `a`, `b`), so the map type draws it instead"
            ])
        let entry = S(layers: [], style: "").sceneText.split(separator: "\n")[4]
        #expect(warnings.first?.range?.start.line == 5)
        #expect(
            warnings.first?.range?.start.column == entry.distance(from: entry.startIndex, to: entry.range(of: "city")!.lowerBound)
                + 1)
        #expect(
            warnings.first?.notes.map(\.message) == [
                #"name the style's source `city`, or give it "url": "mbtiles://city.mbtiles""#
            ])
        // The built-in look draws the lake: the archive is not left blank.
        let items = result.renderList?.items ?? []
        #expect(items.contains { $0.id.hasPrefix("basemap.0.") && $0.layer == .base }, "\(items.map(\.id))")
    }

    @Test func aSourceLayerTheArchiveLacksIsAWarningAtTheLayerInTheStyle() throws {
        let style = S.style(
            """
                {"id": "lake", "type": "fill", "source": "city", "source-layer": "water"},
                {"id": "houses", "type": "fill", "source": "city", "source-layer": "building"},
                {"id": "house-outlines", "type": "line", "source": "city", "source-layer": "building"}
            """)
        let (result, _) = try S(layers: Self.tile, style: style).compile()
        let warnings = result.diagnostics.filter { $0.rule == Rule.styleSource.id }
        // Once for the source layer, at the first layer that draws it.
        #expect(
            warnings.map(\.message) == [
                "the layer `houses` draws the source layer `building`, which 'city.mbtiles' does not have (it has `water`, `transportation`, `poi`)"
            ])
        let warning = try #require(warnings.first)
        #expect(warning.file?.path == "style.json")
        #expect(warning.range?.start == MapSceneBase.SourceLocation(line: 6, column: 5))
        #expect(warning.notes.map(\.message) == ["the scene draws its tiles in this style here"])
        #expect(warning.notes.first?.range?.start.line == 5)
        // The style draws what the archive has.
        #expect(result.items(ofStyleLayer: "lake").count == 1)
    }
}
