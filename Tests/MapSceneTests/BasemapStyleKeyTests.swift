import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapScenePrint
@testable import MapSceneResolve
@testable import MapSceneSyntax

/// `style: FILE`, the MapLibre style a basemap's vector tile archives are drawn in: on an archive
/// entry and on `map`, read in both syntaxes, kept through a conversion, warned about where it
/// cannot apply, its mistakes located, and its file checked (not read) by the resolve stage.
@Suite struct BasemapStyleKeyTests {
    /// The basemap entries as `path=style`, the style each is drawn in (`-` for none).
    func styles(_ scene: Scene?) -> [String] {
        guard let map = scene?.map else { return [] }
        return map.basemap.map { "\($0.path ?? "world")=\(map.style(of: $0)?.path ?? "-")" }
    }

    static let yaml = scene(
        """
        map:
          type: standard
          style: 1️⃣styles/positron.json
          basemap:
            - world
            - {tiles: data/helsinki.pmtiles, style: 2️⃣styles/bright.json}
            - {mbtiles: data/city.data}
            - {tiles: data/plain.mbtiles, maxZoom: 14}

        """)

    // MARK: Decoding

    @Test func anArchiveEntryAndTheMapNameTheirStylesInYAML() throws {
        let marked = MarkedText(Self.yaml)
        let (scene, diagnostics) = decode(marked.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let map = try #require(scene?.map)
        #expect(map.style?.path == "styles/positron.json")
        #expect(map.style?.range?.start == marked[1])
        guard case .tiles(_, _, _, let settings) = map.basemap[1] else { Issue.record("\(map.basemap)"); return }
        #expect(settings.style?.path == "styles/bright.json")
        #expect(settings.style?.range?.start == marked[2])
        #expect(map.basemap[3].archiveSettings == TileSettings(maxZoom: 14))
        // The map's style draws every archive without its own; nothing else has one.
        #expect(
            styles(scene) == [
                "world=-", "data/helsinki.pmtiles=styles/bright.json", "data/city.data=styles/positron.json",
                "data/plain.mbtiles=styles/positron.json",
            ])
    }

    @Test func theDSLWritesTheSameStyles() throws {
        let text = """
            mapscene 1
            camera { center (60.17, 24.94) distance 2km }
            map {
              type standard
              style "styles/positron.json"
              basemap [world, { tiles "data/helsinki.pmtiles" style "styles/bright.json" }, { mbtiles "data/city.data" }]
            }

            """
        let (scene, diagnostics) = decodeDSL(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(
            styles(scene) == [
                "world=-", "data/helsinki.pmtiles=styles/bright.json", "data/city.data=styles/positron.json",
            ])
        // Inside the map block `style` is a key, not the top-level statement that names a renderer style.
        #expect(scene?.styles.isEmpty == true)
    }

    @Test func theStylesSurviveYAMLToDSLToYAMLAndFormatting() throws {
        let yaml = MarkedText(Self.yaml).text
        let dsl = try #require(SceneText.convert(SourceFile(path: "s.yaml", text: yaml), to: .dsl).text)
        #expect(dsl.contains(#"style "styles/positron.json""#), "\(dsl)")
        #expect(dsl.contains(#"{ tiles "data/helsinki.pmtiles" style "styles/bright.json" }"#), "\(dsl)")
        let formatted = try #require(SceneText.format(SourceFile(path: "s.mapscene", text: dsl)).text)
        #expect(formatted == dsl)
        let back = try #require(SceneText.convert(SourceFile(path: "s.mapscene", text: dsl), to: .yaml).text)
        let original = decode(yaml), fromDSL = decodeDSL(dsl), roundTripped = decode(back)
        #expect(original.diagnostics.isEmpty && fromDSL.diagnostics.isEmpty && roundTripped.diagnostics.isEmpty)
        #expect(styles(fromDSL.scene) == styles(original.scene))
        #expect(styles(roundTripped.scene) == styles(original.scene))
        #expect(withoutRanges(fromDSL.scene?.map) == withoutRanges(original.scene?.map))
        #expect(withoutRanges(roundTripped.scene?.map) == withoutRanges(original.scene?.map))
        let (yamlRoot, _) = YAMLReader.read(SourceFile(path: "a.yaml", text: yaml))
        let (backRoot, _) = YAMLReader.read(SourceFile(path: "b.yaml", text: back))
        #expect(modelShape(try #require(yamlRoot)) == modelShape(try #require(backRoot)))
    }

    /// `map` with the places things are written left out, which differ between two spellings.
    func withoutRanges(_ map: MapSettings?) -> MapSettings? {
        guard var map else { return nil }
        map.typeRange = nil
        map.style?.range = nil
        map.basemap = map.basemap.map { source in
            switch source {
            case .world: return .world
            case .geojson(let path, _, let credit): return .geojson(path: path, attribution: credit)
            case .tiles(let template, _, let credit, var settings):
                settings.style?.range = nil
                return .tiles(template: template, attribution: credit, settings: settings)
            case .mbtiles(let path, _, let credit, var settings):
                settings.style?.range = nil
                return .mbtiles(path: path, attribution: credit, settings: settings)
            }
        }
        return map
    }

    // MARK: Where a style cannot apply

    @Test func aStyleOnAnEntryThatIsNotATileArchiveIsWarnedAboutAtItsKey() {
        let marked = MarkedText(
            scene(
                """
                map:
                  basemap:
                    - {tiles: "https://tiles.example/{z}/{x}/{y}.png", 1️⃣style: a.json}
                    - {tiles: "tiles/{z}/{x}/{y}.png", 2️⃣style: a.json}
                    - {geojson: osm.geojson, 3️⃣style: a.json}
                    - {tiles: city.pmtiles, style: a.json}

                """))
        let (scene, diagnostics) = decode(marked.text)
        let message =
            "style applies only to a .pmtiles or .mbtiles archive: a MapLibre style draws the vector tiles of an archive"
        #expect(diagnostics.map(\.message) == [message, message, message])
        #expect(diagnostics.allSatisfy { $0.rule == Rule.unusedSetting.id && $0.severity == .warning })
        #expect(diagnostics.map(\.range?.start) == [marked[1], marked[2], marked[3]])
        // The entries are kept, without a style.
        #expect(
            styles(scene) == [
                "https://tiles.example/{z}/{x}/{y}.png=-", "tiles/{z}/{x}/{y}.png=-", "osm.geojson=-", "city.pmtiles=a.json",
            ])
    }

    @Test(arguments: [
        (
            "map: {type: none, 1️⃣style: a.json, basemap: [{tiles: city.pmtiles}]}",
            "map type none draws no base map, so its style is not used"
        ),
        (
            "map: {1️⃣style: a.json, basemap: [world, {tiles: \"t/{z}/{x}/{y}.png\"}]}",
            "the map's style applies to the .pmtiles and .mbtiles archives of its basemap, and it has none"
        ),
        (
            "map: {1️⃣style: a.json}",
            "the map's style applies to the .pmtiles and .mbtiles archives of its basemap, and it has none"
        ),
        (
            "map: {1️⃣style: a.json, basemap: [{tiles: city.pmtiles, style: b.json}, {mbtiles: c.data, style: b.json}]}",
            "every archive of the basemap names its own style, so the map's style is not used"
        ),
    ])
    func aMapStyleThatDrawsNothingIsWarnedAbout(_ line: String, _ message: String) throws {
        let marked = MarkedText(scene(line + "\n"))
        let (scene, diagnostics) = decode(marked.text)
        let warning = try #require(diagnostics.first { $0.message == message }, "\(diagnostics.map(\.message))")
        #expect(warning.rule == Rule.unusedSetting.id && warning.severity == .warning)
        #expect(warning.range?.start == marked[1])
        #expect(scene?.map.style?.path == "a.json")
    }

    // MARK: Mistakes, located

    @Test(arguments: [
        ("map: {basemap: [{tiles: city.pmtiles, style: 1️⃣[a.json]}]}", "expected a string for basemap style, found a list"),
        ("map: {basemap: [{mbtiles: c.data, style: 1️⃣{file: a.json}}]}", "expected a string for basemap style, found a mapping"),
        ("map: {basemap: [{mbtiles: c.data, style: 1️⃣}]}", "expected a string for basemap style, found null"),
        ("map: {style: 1️⃣[a.json], basemap: [{tiles: city.pmtiles}]}", "expected a string for map style, found a list"),
    ])
    func aStyleThatIsNotAPathIsTheWrongType(_ line: String, _ message: String) {
        let marked = MarkedText(scene(line + "\n"))
        let (scene, diagnostics) = decode(marked.text)
        #expect(scene == nil)
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.rule == Rule.wrongType.id)
        #expect(diagnostics.first?.range?.start == marked[1])
    }

    @Test func anEmptyStyleIsRefusedInBothSyntaxes() {
        let yaml = MarkedText(scene(#"map: {basemap: [{tiles: city.pmtiles, style: 1️⃣" "}]}"# + "\n"))
        let diagnostics = decode(yaml.text).diagnostics
        #expect(diagnostics.map(\.message) == ["basemap style must name a MapLibre style file"])
        #expect(diagnostics.first?.rule == Rule.emptyValue.id)
        #expect(diagnostics.first?.range?.start == yaml[1])
        let dsl = MarkedText(
            """
            mapscene 1
            camera { center (60.17, 24.94) distance 2km }
            map { style 1️⃣"" basemap [{ tiles "city.pmtiles" }] }

            """)
        let fromDSL = decodeDSL(dsl.text).diagnostics
        #expect(fromDSL.map(\.message) == ["map style must name a MapLibre style file"])
        #expect(fromDSL.first?.range?.start == dsl[1])
    }

    // MARK: The file, checked and watched

    @Test func theStyleFilesAreWatchedWithTheSceneAndTheNamedStylesAreNot() throws {
        let text = scene(
            """
            map:
              style: styles/positron.json
              basemap: [{tiles: city.pmtiles, style: ./styles/bright.json}, {geojson: osm.geojson}]
            styles:
              zone: {fill: red}
            overlays:
              - {id: ring, circle: {center: [34.92, -120.21], radius: 1km}, style: zone}

            """)
        let paths = SceneFileReferences.paths(in: SourceFile(path: "s.yaml", text: text), directory: "/maps")
        #expect(paths == ["/maps/city.pmtiles", "/maps/osm.geojson", "/maps/styles/bright.json", "/maps/styles/positron.json"])
    }

    @Test func theMapsStyleIsCheckedOnlyWhereAnArchiveIsDrawnInIt() throws {
        func checked(_ line: String) throws -> [String] {
            let scene = try #require(decode(scene(line + "\n")).scene)
            return DataSourceFiles.references(in: scene).map(\.path)
        }
        #expect(
            try checked("map: {style: m.json, basemap: [{tiles: a.pmtiles, style: a.json}, {mbtiles: b.data}]}") == [
                "m.json", "a.pmtiles", "a.json", "b.data",
            ])
        #expect(try checked("map: {style: m.json, basemap: [{tiles: a.pmtiles, style: a.json}]}") == ["a.pmtiles", "a.json"])
        #expect(try checked("map: {style: m.json}") == [])
    }

    @Test(arguments: [
        (
            "map: {basemap: [{mbtiles: city.mbtiles, style: 1️⃣styles/none.json2️⃣}]}",
            "cannot read 'styles/none.json': no such file or directory"
        ),
        (
            "map: {style: 1️⃣../outside.json2️⃣, basemap: [{mbtiles: city.mbtiles}]}",
            "'../outside.json' leads outside the scene file's folder"
        ),
        ("map: {basemap: [{tiles: city.mbtiles, style: 1️⃣styles2️⃣}]}", "cannot read 'styles': it is not a regular file"),
        (
            "map: {style: 1️⃣/etc/style.json2️⃣, basemap: [{mbtiles: city.mbtiles}]}",
            "'/etc/style.json' is an absolute path; write it relative to the scene file's folder"
        ),
    ])
    func aMissingOutsideOrIrregularStyleFileIsALocatedError(_ line: String, _ message: String) throws {
        let folder = try ScratchFolder()
        try folder.write("scene/styles/bright.json", "{}")
        try folder.write("outside.json", "{}")
        try HandMadeMBTiles(
            metadata: [("name", "raster"), ("format", "png"), ("minzoom", "0"), ("maxzoom", "2")],
            tiles: [HandMadeMBTiles.Tile(z: 2, column: 2, row: 2, data: ScratchFolder.png)]
        ).write(to: folder.path + "/scene/city.mbtiles")
        let text = MarkedText("mapscene: 1\ncamera: {center: [48.85, 2.35], distance: 2km}\n" + line + "\n")
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: folder.path + "/scene")
        #expect(result.renderList == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [message])
        #expect(errors.first?.rule == Rule.sourceFile.id)
        #expect(errors.first?.range == text.range(1, 2))
    }
}
