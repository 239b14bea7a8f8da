import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneDecode
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapScenePrint
@testable import MapSceneResolve
@testable import MapSceneSyntax

/// Raster tile sources as the scene writes them: templates with their placeholders, `maxZoom`,
/// `minZoom`, `subdomains` and `attribution` on basemap entries and tile overlays, each mistake
/// located; and the tiles a view needs at the zoom nearest the camera's.
@Suite struct RasterTileSourceTests {
    // MARK: Templates

    @Test func placeholdersAreFilledInForEachTile() throws {
        let tile = try #require(TileCoordinate(z: 3, x: 5, y: 1))
        let template = try TileTemplate("https://{s}.tiles.example/{z}/{x}/{y}{r}.png?row={-y}")
        #expect(
            template.address(of: tile, subdomains: ["a", "b", "c"], highResolution: false)
                == "https://a.tiles.example/3/5/1.png?row=6")
        #expect(
            template.address(of: tile, subdomains: ["a", "b", "c"], highResolution: true)
                == "https://a.tiles.example/3/5/1@2x.png?row=6")
        // {s} takes (x + y) mod the count: the same subdomain for a tile every time, neighbours spread.
        let next = try #require(TileCoordinate(z: 3, x: 6, y: 1))
        #expect(template.address(of: next, subdomains: ["a", "b", "c"], highResolution: false).hasPrefix("https://b."))
        #expect(template.address(of: next, subdomains: ["one", "two"], highResolution: false).hasPrefix("https://two."))
        #expect(template.usesSubdomains)
        #expect(try !TileTemplate("tiles/{z}/{x}/{-y}.png").usesSubdomains)
    }

    @Test(arguments: [
        (
            "tiles/{z}/{x}/{Y}.png", TileTemplateError.unknownPlaceholder("Y"),
            "unknown placeholder '{Y}' in tile template 'tiles/{z}/{x}/{Y}.png'; mapc fills in {z}, {x}, {y}, {-y}, {s}, {r}; did you mean '{y}'?"
        ),
        (
            "tiles/{z}/{x}.png", .missingCoordinates,
            "tile template 'tiles/{z}/{x}.png' needs {z}, {x} and {y} (or {-y}); an archive's name ends in .pmtiles or .mbtiles"
        ),
        (
            "tiles/{z}/{x}/{y.png", .unclosedBrace,
            "tile template 'tiles/{z}/{x}/{y.png' has a brace that opens or closes no placeholder"
        ),
        (
            "tiles/{z}/{x}/y}.png", .unclosedBrace,
            "tile template 'tiles/{z}/{x}/y}.png' has a brace that opens or closes no placeholder"
        ),
    ])
    func aTemplateThatCannotBeFilledInSaysWhy(_ text: String, _ error: TileTemplateError, _ message: String) {
        #expect(throws: error) { try TileTemplate(text) }
        #expect(error.message(for: text) == message)
    }

    // MARK: Decoding

    @Test func everySettingIsReadOnBasemapEntriesAndOverlays() throws {
        let (scene, diagnostics) = decode(
            scene(
                """
                map:
                  basemap:
                    - {tiles: "https://{s}.tile.example/{z}/{x}/{y}{r}.png", maxZoom: 17, minZoom: 2, subdomains: [t1, t2], attribution: © Example}
                    - {mbtiles: city.mbtiles, maxZoom: 12}
                overlays:
                  - {id: a, tiles: {template: "tiles/{z}/{x}/{-y}.png", maxZoom: 9, attribution: Mine}}
                  - {id: b, tiles: {mbtiles: hills.data, minZoom: 3}}
                  - {id: c, tiles: "https://{s}.example/{z}/{x}/{y}.png", level: aboveRoads}

                """))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let map = try #require(scene?.map)
        guard case .tiles(let template, _, let credit, let settings) = map.basemap[0],
            case .mbtiles(let path, _, nil, let archiveSettings) = map.basemap[1]
        else { Issue.record("\(map.basemap)"); return }
        #expect(template == "https://{s}.tile.example/{z}/{x}/{y}{r}.png" && credit == "© Example")
        #expect(settings == TileSettings(minZoom: 2, maxZoom: 17, subdomains: ["t1", "t2"]))
        #expect(path == "city.mbtiles" && archiveSettings == TileSettings(maxZoom: 12))
        let overlays = try #require(scene?.overlays)
        #expect(
            overlays.map(\.shape) == [
                .tiles(
                    .template(
                        "tiles/{z}/{x}/{-y}.png", range: overlays[0].tiles?.range, attribution: "Mine",
                        settings: TileSettings(maxZoom: 9))),
                .tiles(.mbtiles(path: "hills.data", range: overlays[1].tiles?.range, settings: TileSettings(minZoom: 3))),
                .tiles(.template("https://{s}.example/{z}/{x}/{y}.png", range: overlays[2].tiles?.range)),
            ])
    }

    @Test func subdomainsMayBeOneStringOfLettersAsLeafletTakesThem() throws {
        let (scene, diagnostics) = decode(
            scene(#"map: {basemap: [{tiles: "https://{s}.x.example/{z}/{x}/{y}.png", subdomains: abc}]}"# + "\n"))
        #expect(diagnostics.isEmpty)
        guard case .tiles(_, _, _, let settings)? = scene?.map.basemap.first else { Issue.record("no tiles"); return }
        #expect(settings.subdomains == ["a", "b", "c"])
    }

    @Test(arguments: [
        (#"{tiles: "t/{z}/{x}/{y}.png", maxZoom: 1️⃣23}"#, "maxZoom must be between 0 and 22, found 23", Rule.zoomRange.id),
        (
            #"{tiles: "t/{z}/{x}/{y}.png", maxZoom: 1️⃣12.5}"#, "expected a whole number for maxZoom, found a number",
            Rule.wrongType.id
        ),
        (#"{tiles: "t/{z}/{x}/{y}.png", minZoom: 1️⃣-1}"#, "minZoom must be between 0 and 22, found -1", Rule.zoomRange.id),
        (#"{tiles: "t/{z}/{x}/{y}.png", minZoom: 1️⃣9, maxZoom: 4}"#, "minZoom 9 is deeper than maxZoom 4", Rule.zoomRange.id),
        (
            #"{tiles: "https://{s}.e.example/{z}/{x}/{y}.png", subdomains: 1️⃣[a, "b/c"]}"#,
            "subdomain 'b/c' is not a host name label (letters, digits and '-')", Rule.tileSubdomain.id
        ),
        (
            #"{tiles: "https://{s}.e.example/{z}/{x}/{y}.png", subdomains: 1️⃣[]}"#, "subdomains must name at least one subdomain",
            Rule.emptyValue.id
        ),
        (
            #"{tiles: 1️⃣"t/{s}/{z}/{x}/{y}.png"}"#,
            "{s} picks a server's subdomain: it belongs in a URL, not in a folder template ('t/{s}/{z}/{x}/{y}.png')",
            Rule.tileTemplate.id
        ),
        (
            #"{tiles: 1️⃣"ftp://host/{z}/{x}/{y}.png"}"#,
            "'ftp://host/{z}/{x}/{y}.png' is a ftp URL; mapc fetches tiles over http and https only", Rule.tileTemplate.id
        ),
        (
            #"{tiles: 1️⃣"https://host/{zoom}/{x}/{y}.png"}"#,
            "unknown placeholder '{zoom}' in tile template 'https://host/{zoom}/{x}/{y}.png'; mapc fills in {z}, {x}, {y}, {-y}, {s}, {r}",
            Rule.tileTemplate.id
        ),
        (
            #"{tiles: 1️⃣"https://host/city.pmtiles"}"#,
            "'https://host/city.pmtiles' is an archive on a server; mapc reads archives from files beside the scene",
            Rule.tileTemplate.id
        ),
        (
            #"{tiles: 1️⃣city.tiles}"#,
            "tile template 'city.tiles' needs {z}, {x} and {y} (or {-y}); an archive's name ends in .pmtiles or .mbtiles",
            Rule.tileTemplate.id
        ),
        (
            #"{tiles: "t/{z}/{x}/{y}.png", 1️⃣maxzoom: 3}"#, "unknown key 'maxzoom' in basemap source; did you mean 'maxZoom'?",
            Rule.unknownKey.id
        ),
    ])
    func aWrongSettingIsALocatedError(_ entry: String, _ message: String, _ rule: String) {
        let marked = MarkedText(scene("map: {basemap: [" + entry + "]}\n"))
        let diagnostics = decode(marked.text).diagnostics
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.rule == rule)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.range?.start == marked[1])
    }

    @Test func anOverlaysTilesAreCheckedAsBasemapsAre() {
        let marked = MarkedText(
            scene("overlays: [{tiles: {template: \"t/{z}/{x}/{y}.png\", maxZoom: 1️⃣30}}, {tiles: 2️⃣\"t/{z}/{y}.png\"}]\n"))
        let diagnostics = decode(marked.text).diagnostics
        #expect(
            diagnostics.map(\.message) == [
                "maxZoom must be between 0 and 22, found 30",
                "tile template 't/{z}/{y}.png' needs {z}, {x} and {y} (or {-y}); an archive's name ends in .pmtiles or .mbtiles",
            ])
        #expect(diagnostics.map(\.range?.start) == [marked[1], marked[2]])
        let both = MarkedText(scene("overlays: [{tiles: {template: \"t/{z}/{x}/{y}.png\", 1️⃣mbtiles: a.mbtiles}}]\n"))
        #expect(decode(both.text).diagnostics.map(\.message) == ["tiles have one of template or mbtiles; found both"])
        #expect(decode(both.text).diagnostics.first?.range?.start == both[1])
    }

    @Test func aSettingThatDoesNotApplyIsWarnedAboutAtItsKey() {
        let marked = MarkedText(
            scene(
                """
                map:
                  basemap:
                    - {geojson: a.geojson, 1️⃣maxZoom: 4}
                    - {tiles: "https://host/{z}/{x}/{y}.png", 2️⃣subdomains: [a, b]}
                    - {tiles: city.pmtiles, 3️⃣subdomains: [a]}

                """))
        let diagnostics = decode(marked.text).diagnostics
        #expect(
            diagnostics.map(\.message) == [
                "maxZoom applies only to tile sources", "subdomains apply only to a URL template with {s}",
                "subdomains apply only to a URL template with {s}",
            ])
        #expect(diagnostics.allSatisfy { $0.rule == Rule.unusedSetting.id && $0.severity == .warning })
        #expect(diagnostics.map(\.range?.start) == [marked[1], marked[2], marked[3]])
    }

    @Test func theDSLSpellsTheSameSettings() throws {
        let text = """
            mapscene 1
            map { basemap [{ tiles "https://{s}.example/{z}/{x}/{y}{r}.png" maxZoom 16 subdomains [a, b] attribution "© Example" }] }
            camera { center (60.17, 24.94) distance 2km }
            overlay hills { tiles { template "hills/{z}/{x}/{y}.png" minZoom 3 maxZoom 12 } }

            """
        let (root, syntax) = DSLReader.read(SourceFile(path: "scene.mapscene", text: text))
        #expect(syntax.isEmpty)
        let (dsl, diagnostics) = SceneDecoder.decode(try #require(root))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        guard case .tiles(_, _, "© Example", let settings)? = dsl?.map.basemap.first else { Issue.record("no tiles"); return }
        #expect(settings == TileSettings(maxZoom: 16, subdomains: ["a", "b"]))
        #expect(dsl?.overlays.first?.tiles?.settings == TileSettings(minZoom: 3, maxZoom: 12))
    }

    @Test func convertAndFmtKeepEverySetting() throws {
        let yaml = scene(
            """
            map:
              basemap:
                - {tiles: "https://{s}.tile.example/{z}/{x}/{y}{r}.png", maxZoom: 17, minZoom: 2, subdomains: [t1, "2"], attribution: © Example}
                - {mbtiles: city.mbtiles, maxZoom: 12, minZoom: 10}
            overlays:
              - {id: a, tiles: {template: "tiles/{z}/{x}/{-y}.png", maxZoom: 9, subdomains: abc, attribution: Mine}}

            """)
        let dsl = try #require(SceneText.convert(SourceFile(path: "s.yaml", text: yaml), to: .dsl).text)
        let back = try #require(SceneText.convert(SourceFile(path: "s.mapscene", text: dsl), to: .yaml).text)
        let (root, _) = DSLReader.read(SourceFile(path: "s.mapscene", text: dsl))
        let fromDSL = SceneDecoder.decode(try #require(root)).scene
        let original = decode(yaml), converted = decode(back)
        // The same model three ways, where each key is written aside.
        func settings(_ scene: Scene?) -> [String] {
            (scene?.map.basemap ?? []).map { source -> String in
                switch source {
                case .tiles(let t, _, let a, let s), .mbtiles(let t, _, let a, let s): "\(t) \(a ?? "-") \(s)"
                default: "-"
                }
            }
                + (scene?.overlays ?? []).map {
                    "\($0.tiles?.path ?? "-") \($0.tiles?.attribution ?? "-") \($0.tiles?.settings ?? TileSettings())"
                }
        }
        #expect(original.diagnostics.map(\.message) == ["subdomains apply only to a URL template with {s}"])
        #expect(settings(original.scene).count == 3)
        #expect(settings(fromDSL) == settings(original.scene))
        #expect(settings(converted.scene) == settings(original.scene))
        #expect(dsl.contains(#"subdomains [t1, "2"]"#) && dsl.contains("maxZoom 17") && dsl.contains("minZoom 10"))
    }

    // MARK: Which tiles

    /// A 512 × 512 canvas over exactly the 2 × 2 tiles of `zoom` whose north-west one is `x`, `y`.
    static func viewport(zoom: Double, x: Double, y: Double, pitch: Double = 0) -> Viewport {
        let size = MapSize.world.width / pow(2, zoom)
        return Viewport(
            mapRect: MapRect(x: x * size, y: y * size, width: 2 * size, height: 2 * size), canvasWidth: 512, canvasHeight: 512,
            pitch: pitch)
    }

    @Test func aViewOnTileEdgesNeedsOnlyTheTilesItShows() {
        let tiles = TileCover.tiles(in: Self.viewport(zoom: 10, x: 4, y: 6), zoom: 10, maximumTiles: 128)
        #expect(tiles.map(\.description) == ["10/4/6", "10/5/6", "10/4/7", "10/5/7"])
    }

    @Test func theNearestZoomIsTakenNoDeeperThanTheSourceHas() {
        #expect(TileCover.nearestZoom(of: Self.viewport(zoom: 10.4, x: 4, y: 6)) == 10)
        #expect(TileCover.nearestZoom(of: Self.viewport(zoom: 10.6, x: 4, y: 6)) == 11)
        let source = RasterTileReader.Source(
            path: "t/{z}/{x}/{y}.png", range: nil, attribution: nil, settings: TileSettings(), location: .folder, isOverlay: false
        )
        // Past the source's deepest zoom the view is covered by that zoom's tiles, drawn larger.
        let (deep, none) = RasterTileReader.tiles(for: source, zooms: 0...8, in: Self.viewport(zoom: 10, x: 4, y: 6))
        #expect(none.isEmpty)
        #expect(deep.map(\.description) == ["8/1/1"])
        // Shallower than the source's shallowest: nothing, and the scene is told.
        let (shallow, warning) = RasterTileReader.tiles(for: source, zooms: 12...19, in: Self.viewport(zoom: 10, x: 4, y: 6))
        #expect(shallow.isEmpty)
        #expect(
            warning.map(\.message) == [
                "the view needs tiles of zoom 10, but 't/{z}/{x}/{y}.png' has none shallower than zoom 12; none are drawn"
            ])
        #expect(warning.map(\.rule) == [Rule.tileZoomShallow.id])
    }

    @Test func anEntrysZoomsReplaceATemplatesDefaultsAndNarrowAnArchives() {
        #expect(RasterTileReader.zooms(TileSettings(), defaultMaxZoom: 19) == 0...19)
        #expect(RasterTileReader.zooms(TileSettings(minZoom: 3, maxZoom: 21), defaultMaxZoom: 19) == 3...21)
        #expect(RasterTileReader.zooms(TileSettings(), archivedFrom: 2, to: 14) == 2...14)
        #expect(RasterTileReader.zooms(TileSettings(minZoom: 0, maxZoom: 18), archivedFrom: 2, to: 14) == 2...14)
        #expect(RasterTileReader.zooms(TileSettings(minZoom: 5, maxZoom: 9), archivedFrom: 2, to: 14) == 5...9)
    }

    @Test func aViewNeedingTooManyTilesTakesAShallowerZoom() {
        let tiles = TileCover.tiles(in: Self.viewport(zoom: 10, x: 4, y: 6), zoom: 14, maximumTiles: 16)
        #expect(tiles.count == 16 && tiles.allSatisfy { $0.z == 11 })
    }
}

extension Overlay {
    /// The overlay's tile source, if it is a tile overlay.
    var tiles: TileSource? {
        if case .tiles(let source) = shape { source } else { nil }
    }
}
