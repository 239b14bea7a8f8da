import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneResolve

/// What a scene is told about its style: a `style-unsupported` warning for each kind of thing in
/// it mapc does not draw, located in the style file, at most `StyleFile.mostIssues` of them; a
/// `style-file` error for a file that is not a style, located at the byte; a missing file once.
@Suite struct StyleDiagnosticsTests {
    typealias S = StyledTileScene

    static let tile = StyledBasemapPaintTests.tile

    /// Where `needle` first starts in `text`, as a line and column.
    func location(of needle: String, in text: String) throws -> MapSceneBase.SourceLocation {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(needle) })
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: needle)!.lowerBound)
        return MapSceneBase.SourceLocation(line: line + 1, column: column + 1)
    }

    /// Each kind of thing not drawn: a layer in the style (its line starts the style's layers),
    /// the warning's message, and the text its location starts at.
    @Test(arguments: [
        (
            #"{"id": "heat", "type": "heatmap", "source": "city", "source-layer": "poi"}"#,
            "mapc does not draw the layer type `heatmap` (layer `heat`)", #""heatmap""#
        ),
        (
            #"{"id": "relief", "type": "hillshade", "source": "city"}"#,
            "mapc does not draw the layer type `hillshade` (layer `relief`)", #""hillshade""#
        ),
        (
            #"{"id": "names", "type": "symbol", "source": "city", "source-layer": "poi", "layout": {"text-field": "{name}", "text-variable-anchor": ["top", "bottom"]}}"#,
            "mapc does not draw the layout property `text-variable-anchor` (layer `names`)", #"["top""#
        ),
        (
            #"{"id": "lake", "type": "fill", "source": "city", "source-layer": "water", "paint": {"fill-pattern": "waves"}}"#,
            "mapc does not draw the paint property `fill-pattern` (layer `lake`)", #""waves""#
        ),
        (
            #"{"id": "shields", "type": "symbol", "source": "city", "source-layer": "poi", "layout": {"icon-text-fit": "both"}}"#,
            "mapc does not draw the layout property `icon-text-fit` (layer `shields`)", #""both""#
        ),
        (
            #"{"id": "near", "type": "circle", "source": "city", "source-layer": "poi", "filter": ["<", ["distance", {"type": "Point", "coordinates": [0, 0]}], 100]}"#,
            "mapc does not draw the operator `distance`", #"["distance""#
        ),
        (
            #"{"id": "inside", "type": "circle", "source": "city", "source-layer": "poi", "filter": ["within", {"type": "Polygon", "coordinates": []}]}"#,
            "mapc does not draw the operator `within`", #"["within""#
        ),
        (
            #"{"id": "names", "type": "symbol", "source": "city", "source-layer": "poi", "layout": {"text-field": ["format", ["get", "name"], {"font-scale": 1.2}]}}"#,
            "the `format` options `font-scale`", #"{"font-scale""#
        ),
        (
            #"{"id": "heights", "type": "symbol", "source": "city", "source-layer": "poi", "layout": {"text-field": ["number-format", ["get", "rank"], {}]}}"#,
            "mapc does not draw the operator `number-format`", #"["number-format""#
        ),
    ])
    func whatIsNotDrawnIsAWarningAtItsPlaceInTheStyle(_ layer: String, _ message: String, _ at: String) throws {
        let style = S.style(layer)
        let (result, _) = try S(layers: Self.tile, style: style).compile()
        let warnings = result.diagnostics.filter { $0.rule == Rule.styleUnsupported.id }
        #expect(warnings.count == 1, "\(result.diagnostics.map(\.message))")
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains(message), "\(warning.message)")
        #expect(warning.file?.path == "style.json")
        let expected = try location(of: at, in: style)
        #expect(warning.range?.start == expected, "\(warning.message)")
        #expect(result.renderList != nil)
    }

    @Test func aGeoJSONSourceIsNotDrawn() throws {
        let style = """
            {"version": 8,
             "sources": {"city": {"type": "vector", "url": "mbtiles://city.mbtiles"},
                         "pins": {"type": "geojson", "data": "pins.geojson"}},
             "layers": [{"id": "lake", "type": "fill", "source": "city", "source-layer": "water"}]}
            """
        let (result, _) = try S(layers: Self.tile, style: style).compile()
        let warning = try #require(result.diagnostics.first { $0.rule == Rule.styleUnsupported.id })
        #expect(warning.message == "mapc does not draw the source type `geojson` (source `pins`)")
        let expected = try location(of: #"{"type": "geojson""#, in: style)
        #expect(warning.range?.start == expected)
        #expect(result.items(ofStyleLayer: "lake").count == 1)
    }

    @Test func aRasterLayerIsNotDrawnAndSaysHowToDrawRasterTiles() throws {
        let style = """
            {"version": 8,
             "sources": {"city": {"type": "vector", "url": "mbtiles://city.mbtiles"}, "photo": {"type": "raster", "tiles": ["https://tiles.example/{z}/{x}/{y}.jpg"]}},
             "layers": [
              {"id": "imagery", "type": "raster", "source": "photo"},
              {"id": "lake", "type": "fill", "source": "city", "source-layer": "water"}
             ]}
            """
        let (result, _) = try S(layers: Self.tile, style: style).compile()
        #expect(
            result.messages(of: .styleUnsupported) == [
                "mapc does not draw the raster layer `imagery` from the style: list raster tiles as a basemap entry ({tiles: …})"
            ])
        let warning = try #require(result.diagnostics.first { $0.rule == Rule.styleUnsupported.id })
        let expected = try location(of: #"{"id": "imagery""#, in: style)
        #expect(warning.range?.start == expected)
    }

    @Test func anInvalidPartIsLeftOutWithAWarning() throws {
        let style = S.style(
            #"{"id": "roads", "type": "line", "source": "city", "source-layer": "transportation", "paint": {"line-width": ["frobnicate", 2]}}"#
        )
        let (result, _) = try S(layers: Self.tile, style: style).compile()
        let warning = try #require(result.diagnostics.first { $0.rule == Rule.styleUnsupported.id })
        #expect(warning.message.hasSuffix("; left out"), "\(warning.message)")
        let expected = try location(of: #"["frobnicate""#, in: style)
        #expect(warning.range?.start == expected)
        // The line is drawn with the default width.
        #expect(result.items(ofStyleLayer: "roads").first?.style.strokeWidth == 1)
    }

    @Test func atMostTwentyPartsAreReportedAndTheRestCounted() throws {
        let layers = (1...23).map { #"{"id": "heat\#($0)", "type": "heatmap", "source": "city", "source-layer": "poi"}"# }
        let style = S.style(layers.joined(separator: ",\n"))
        let (result, _) = try S(layers: Self.tile, style: style).compile()
        let warnings = result.diagnostics.filter { $0.rule == Rule.styleUnsupported.id }
        #expect(warnings.count == StyleFile.mostIssues)
        #expect(warnings.last?.message == "mapc does not draw the layer type `heatmap` (layer `heat20`)")
        #expect(warnings.last?.notes.map(\.message) == ["3 more parts of the style are not drawn"])
        #expect(warnings.dropLast().allSatisfy { $0.notes.isEmpty })
    }

    // MARK: Not a style

    /// The scene compiled with `style` as its style file's bytes.
    func compiled(style: String) throws -> CompileResult {
        try S(layers: Self.tile, style: style).compile().result
    }

    @Test func aStyleThatIsNotJSONIsAnErrorAtTheByte() throws {
        let result = try compiled(style: "{\n  \"version\": 8,\n  \"layers\": [,]\n}\n")
        #expect(result.renderList == nil)
        let error = try #require(result.diagnostics.first { $0.rule == Rule.styleFile.id })
        #expect(error.severity == .error)
        #expect(error.message.hasPrefix("'style.json' is not a MapLibre style: the style is not JSON"), "\(error.message)")
        #expect(error.file?.path == "style.json" && error.file?.excerpt == #"  "layers": [,]"#)
        #expect(error.range?.start == MapSceneBase.SourceLocation(line: 3, column: 14))
        #expect(error.notes.map(\.message) == ["the scene draws its tiles in this style here"])
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
    }

    @Test(arguments: [
        (#"{"version": 7, "layers": []}"#, "mapc reads version 8 styles, not version 7", 13),
        (#"{"layers": []}"#, "a style needs `\"version\": 8`", 1),
        (#"{"version": 8, "sources": {}}"#, "a style needs `layers`", 1),
        (#"["version", 8]"#, "a style is a JSON object, not an array", 1),
    ])
    func aFileThatIsNotAStyleIsAnError(_ style: String, _ why: String, _ column: Int) throws {
        let result = try compiled(style: style)
        #expect(result.renderList == nil)
        #expect(result.messages(of: .styleFile) == ["'style.json' is not a MapLibre style: \(why)"])
        let error = try #require(result.diagnostics.first { $0.rule == Rule.styleFile.id })
        #expect(error.range?.start == MapSceneBase.SourceLocation(line: 1, column: column))
    }

    @Test func aMissingStyleFileIsSaidOnceAtTheScene() throws {
        let folder = try ScratchFolder()
        let scene = S(layers: Self.tile, style: "", entry: "style: gone.json")
        try scene.write(into: folder)
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: scene.sceneText), directory: folder.path)
        #expect(result.renderList == nil)
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
        let error = try #require(result.diagnostics.first)
        #expect(error.rule == Rule.sourceFile.id && error.message.contains("gone.json"), "\(error.message)")
        let gone = try location(of: "gone.json", in: scene.sceneText)
        #expect(error.file == nil && error.range?.start == gone)
    }
}
