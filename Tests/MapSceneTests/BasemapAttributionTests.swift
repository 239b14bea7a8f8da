import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapScenePrint
@testable import MapSceneRenderList
@testable import MapSceneSyntax

/// A basemap entry's own `attribution:` — the credit shown in place of what its data says (a
/// GeoJSON file's top-level `attribution`, an archive's metadata): read in both syntaxes, kept
/// through a conversion, shown once per text in the order the sources are drawn, left out for a
/// source that is not drawn, and its mistakes located.
@Suite struct BasemapAttributionTests {
    /// The basemap entries as (path, attribution), `world` as ("world", nil).
    func entries(_ scene: Scene?) -> [String] {
        (scene?.map.basemap ?? []).map { source in
            switch source {
            case .world: "world"
            case .geojson(let path, _, let text), .tiles(let path, _, let text, _), .mbtiles(let path, _, let text, _):
                "\(path)=\(text ?? "-")"
            }
        }
    }

    @Test func anEntryCarriesItsOwnAttributionInYAML() {
        let (decoded, diagnostics) = decode(
            scene(
                """
                map: {basemap: [world, {geojson: data/osm.geojson, attribution: "© OpenStreetMap contributors"}, {attribution: City of Helsinki, tiles: city.pmtiles}, {mbtiles: plain.mbtiles}]}

                """))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(
            entries(decoded) == [
                "world", "data/osm.geojson=© OpenStreetMap contributors", "city.pmtiles=City of Helsinki", "plain.mbtiles=-",
            ])
    }

    @Test func anEntryCarriesItsOwnAttributionInTheDSL() {
        let (scene, diagnostics) = decodeDSL(
            """
            mapscene 1
            camera { center (60.17, 24.94) distance 2km }
            map { basemap [world, { geojson "data/osm.geojson" attribution "© OpenStreetMap contributors" }, { tiles "city.pmtiles" attribution "City of Helsinki" }] }

            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(entries(scene) == ["world", "data/osm.geojson=© OpenStreetMap contributors", "city.pmtiles=City of Helsinki"])
    }

    @Test func theAttributionSurvivesYAMLToDSLToYAML() throws {
        let yaml = scene(
            """
            map:
              basemap:
                - world
                - {geojson: data/osm.geojson, attribution: "© OpenStreetMap contributors"}
                - {tiles: city.pmtiles, attribution: Helsinki}
                - {mbtiles: a.mbtiles, attribution: "2024"}

            """)
        let dsl = try #require(SceneText.convert(SourceFile(path: "s.yaml", text: yaml), to: .dsl).text)
        #expect(dsl.contains(#"attribution "© OpenStreetMap contributors""#), "\(dsl)")
        let back = try #require(SceneText.convert(SourceFile(path: "s.mapscene", text: dsl), to: .yaml).text)
        let formatted = try #require(SceneText.format(SourceFile(path: "s.mapscene", text: dsl)).text)
        #expect(formatted == dsl)
        let original = decode(yaml), fromDSL = decodeDSL(dsl), roundTripped = decode(back)
        #expect(original.diagnostics.isEmpty && fromDSL.diagnostics.isEmpty && roundTripped.diagnostics.isEmpty)
        let expected = ["world", "data/osm.geojson=© OpenStreetMap contributors", "city.pmtiles=Helsinki", "a.mbtiles=2024"]
        #expect(entries(original.scene) == expected)
        #expect(entries(fromDSL.scene) == expected)
        #expect(entries(roundTripped.scene) == expected)
        let (yamlRoot, _) = YAMLReader.read(SourceFile(path: "a.yaml", text: yaml))
        let (backRoot, _) = YAMLReader.read(SourceFile(path: "b.yaml", text: back))
        #expect(modelShape(try #require(yamlRoot)) == modelShape(try #require(backRoot)))
    }

    // MARK: The credit drawn

    /// The credit drawn for the Helsinki example `name` with its basemap line replaced by `basemap`.
    func helsinkiCredit(_ name: String, basemap: String) throws -> (credit: String?, diagnostics: [Diagnostic]) {
        let source = try Examples.source(name)
        let text = try #require(String(bytes: source.bytes, encoding: .utf8))
        let line = try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false).first { $0.hasPrefix("  basemap:") })
        let edited = text.replacingOccurrences(of: String(line), with: "  basemap: " + basemap)
        let result = Pipeline.compile(
            SourceFile(path: "Examples/\(name)-credit.yaml", text: edited), directory: Examples.folder.path)
        let item = result.renderList?.items.first { $0.id == DecorationID.attribution }
        guard case .text(let credit, _, _, _)? = item?.shape else { return (nil, result.diagnostics) }
        return (credit, result.diagnostics)
    }

    @Test func theHelsinkiGeoJSONCreditsTheEntryInsteadOfTheFile() throws {
        let (credit, diagnostics) = try helsinkiCredit(
            "helsinki",
            basemap: #"[{geojson: data/helsinki-center.geojson, attribution: "Data © OpenStreetMap contributors, ODbL"}]"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(credit == "Data © OpenStreetMap contributors, ODbL")
        // Without the key, the file's own.
        let (plain, _) = try helsinkiCredit("helsinki", basemap: "[{geojson: data/helsinki-center.geojson}]")
        #expect(plain == "© OpenStreetMap contributors")
    }

    @Test func theHelsinkiArchiveCreditsTheEntryInsteadOfItsMetadata() throws {
        let (credit, diagnostics) = try helsinkiCredit(
            "helsinki-tiles", basemap: "[world, {tiles: data/helsinki.pmtiles, attribution: Protomaps · OSM}]")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(credit == "Made with Natural Earth · Protomaps · OSM")
    }

    @Test func theSameTextFromTwoEntriesIsShownOnceInDrawingOrder() throws {
        let (credit, diagnostics) = try helsinkiCredit(
            "helsinki",
            basemap: """
                [world, {geojson: data/helsinki-center.geojson, attribution: City data}, {tiles: data/helsinki.pmtiles, attribution: "Made with Natural Earth"}, {geojson: data/helsinki-center.geojson, attribution: City data}, {tiles: data/helsinki.pmtiles}]
                """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(credit == "Made with Natural Earth · City data · © OpenStreetMap contributors")
    }

    @Test func rasterTilesCreditTheirEntryInTheOrderListedAndNothingWhereNoneAreDrawn() throws {
        let folder = try ScratchFolder()
        try folder.write("tiles/0/0/0.png", ScratchFolder.png)
        try folder.write("osm.geojson", #"{"type": "FeatureCollection", "features": []}"#)
        func credit(_ map: String) throws -> String? {
            let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: scene(map + "\n")), directory: folder.path)
            #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
            let item = result.renderList?.items.first { $0.id == DecorationID.attribution }
            guard case .text(let credit, _, _, _)? = item?.shape else { return nil }
            return credit
        }
        let tiles = #"{tiles: "tiles/{z}/{x}/{y}.png", attribution: Raster Inc}"#
        #expect(try credit("map: {basemap: [" + tiles + ", {geojson: osm.geojson, attribution: Mine}]}") == "Raster Inc · Mine")
        #expect(try credit("map: {basemap: [{geojson: osm.geojson, attribution: Mine}, " + tiles + "]}") == "Mine · Raster Inc")
        // A tile overlay credits its own text after the basemap's.
        #expect(
            try credit("map: {basemap: [world]}\noverlays: [{tiles: {template: \"tiles/{z}/{x}/{y}.png\", attribution: Hills}}]")
                == "Made with Natural Earth · Hills")
        // A map of type none draws no basemap, so its tiles credit nothing.
        #expect(try credit("map: {type: none, basemap: [" + tiles + "]}") == nil)
    }

    // MARK: Mistakes, located

    @Test func aListIsTheWrongTypeAtItsLineAndColumn() {
        let marked = MarkedText(scene("map:\n  basemap:\n    - geojson: a.geojson\n      attribution: 1️⃣[OSM, ODbL]\n"))
        let diagnostics = decode(marked.text).diagnostics
        #expect(diagnostics.map(\.rule) == [Rule.wrongType.id])
        #expect(diagnostics.first?.message == "expected a string for basemap attribution, found a list")
        #expect(diagnostics.first?.range?.start == marked[1])
        #expect(diagnostics.first?.range?.start.line == 6)
        #expect(diagnostics.first?.range?.start.column == 20)
    }

    @Test func aMisspelledKeyGetsASuggestion() {
        let marked = MarkedText(scene("map: {basemap: [{geojson: a.geojson, 1️⃣atribution: OSM}]}\n"))
        let diagnostics = decode(marked.text).diagnostics
        #expect(diagnostics.map(\.message) == ["unknown key 'atribution' in basemap source; did you mean 'attribution'?"])
        #expect(diagnostics.first?.range?.start == marked[1])
    }

    @Test func anEmptyAttributionIsRefusedAndAnAttributionAloneIsNoSource() {
        let empty = MarkedText(scene(#"map: {basemap: [{geojson: a.geojson, attribution: 1️⃣" "}]}"# + "\n"))
        let diagnostics = decode(empty.text).diagnostics
        #expect(diagnostics.map(\.rule) == [Rule.emptyValue.id])
        #expect(diagnostics.first?.range?.start == empty[1])
        let alone = MarkedText(scene("map: {basemap: [1️⃣{attribution: OSM}]}\n"))
        #expect(
            decode(alone.text).diagnostics.map(\.message) == ["a basemap source has exactly one of geojson, tiles or mbtiles"])
        #expect(decode(alone.text).diagnostics.first?.range?.start == alone[1])
    }
}
