import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList
@testable import MapSceneResolve

/// Vector tile archives in the schemas people build, drawn by the built-in map types: the
/// schema recognised from the archive's layer names, each schema's layers read into the same
/// features; an archive of no schema is a warning at its entry, never an empty map without a word.
@Suite struct TileSchemaTests {
    /// The street-scale fixtures built from the same extract, each in its schema.
    static let streetArchives = ["mapbox-streets-v7.mbtiles", "mapbox-streets-v8.mbtiles", "shortbread.mbtiles"]

    /// `text` compiled in a folder holding the fixture archives `archives`.
    static func compile(_ text: String, archives: [String]) throws -> (list: RenderList?, diagnostics: [Diagnostic]) {
        let folder = try ScratchFolder()
        for name in archives { try folder.write(name, TileFixtures.bytes(name)) }
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: text), directory: folder.path)
        return (result.renderList, result.diagnostics)
    }

    /// The Helsinki examples' view of the archive `name`, drawn by `standard`.
    static func helsinki(_ name: String) throws -> RenderList {
        let result = try compile(
            """
            mapscene: 1
            canvas: {width: 800, height: 1000}
            map: {type: standard, basemap: [{tiles: \(name)}]}
            camera: {center: [60.1712, 24.9440], distance: [1500m, 1200m]}
            """, archives: [name])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.list)
    }

    /// The names of the roads the fixture archive `name` holds in the Helsinki examples' view.
    static func namedRoads(_ name: String) throws -> Set<String> {
        var budget = DrawingBudget.standard
        let layer = try VectorTileBasemapReader.features(
            of: TileArchives.open(path: TileFixtures.path(name)), as: name, in: VectorTileBasemapTests().viewport(),
            budget: &budget
        ).get().layer
        return Set(layer.features.compactMap { if case .road = $0.kind { $0.name } else { nil } })
    }

    /// The labels of the items whose ids have `part` (`.road-name.`, `.place.`).
    static func labels(_ list: RenderList, _ part: String) -> Set<String> {
        Set(list.items.filter { $0.id.contains(part) }.compactMap(\.label))
    }

    @Test func eachSchemaIsRecognisedFromItsLayerNames() {
        let cases: [([String], VectorTileSchema)] = [
            (
                ["water", "landcover", "landuse", "park", "transportation", "transportation_name", "building", "place"],
                .openMapTiles
            ),
            (["earth", "water", "landuse", "roads", "buildings", "boundaries", "places", "pois"], .protomaps),
            (
                [
                    "ocean", "water_polygons", "water_lines", "land", "sites", "buildings", "streets", "street_labels",
                    "place_labels", "boundaries", "pois", "public_transport",
                ], .shortbread
            ),
            // Mapbox Streets v7, as real tiles of Chicago and Bangkok have it, and v8.
            (
                [
                    "landuse", "waterway", "water", "aeroway", "barrier_line", "building", "landuse_overlay", "road", "admin",
                    "country_label", "marine_label", "state_label", "place_label", "water_label", "poi_label", "road_label",
                    "rail_station_label", "mountain_peak_label", "airport_label", "housenum_label",
                ], .mapboxStreets
            ),
            (
                [
                    "landuse", "waterway", "water", "aeroway", "structure", "building", "landuse_overlay", "road", "admin",
                    "place_label", "airport_label", "transit_stop_label", "natural_label", "poi_label", "motorway_junction",
                    "housenum_label",
                ], .mapboxStreets
            ),
            (["osm"], .osmQA),
            // Shortbread and Protomaps share `buildings`, `boundaries` and `pois`; their own layers decide.
            (["buildings", "pois", "streets"], .shortbread),
            (["buildings", "pois", "roads"], .protomaps),
            (["trails", "benches"], .unknown),
        ]
        for (names, schema) in cases {
            #expect(VectorTileSchema(layerNames: names) == schema, "\(names)")
        }
    }

    @Test(arguments: [
        ("mapbox-streets-v7.mbtiles", VectorTileSchema.mapboxStreets), ("mapbox-streets-v8.mbtiles", .mapboxStreets),
        ("shortbread.mbtiles", .shortbread), ("osm-qa.mbtiles", .osmQA),
    ])
    func theFixturesAreRecognisedFromTheirMetadata(_ name: String, _ schema: VectorTileSchema) throws {
        #expect(try TileArchives.open(path: TileFixtures.path(name)).metadata.schema == schema)
    }

    /// Mapbox Streets and Shortbread tiles of the extract draw what its OpenMapTiles tiles draw:
    /// roads by class with their names along them, rail, buildings, parks, water, place names.
    @Test(arguments: streetArchives)
    func streetSchemasAreDrawnWithRoadsAndNamesByStandard(_ name: String) throws {
        let list = try Self.helsinki(name)
        let ids = list.items.map(\.id)
        for kind in [
            "road.primary", "road.secondary", "road.tertiary", "road.minor", "road.service", "road.path", "rail", "building",
            "park", "water",
        ] {
            #expect(ids.contains { $0.hasPrefix("basemap.0.\(kind)") }, "no \(kind) drawn from \(name)")
        }
        let roadNames = Self.labels(list, ".road-name.")
        #expect(roadNames.isSuperset(of: ["Mannerheimintie", "Aleksanterinkatu", "Pohjoisesplanadi"]), "\(roadNames.sorted())")
        let places = Self.labels(list, ".place.").map { $0.lowercased() }
        #expect(Set(places).isSuperset(of: ["kaisaniemi", "kluuvi"]), "\(places.sorted())")
        #expect(list.items.contains { $0.id.contains(".poi.") })
        // The same named roads as the OpenMapTiles tiles of the same extract.
        #expect(try Self.namedRoads(name) == Self.namedRoads("helsinki.mbtiles"))
    }

    @Test func osmQATilesOfRawTagsDrawRoadsBuildingsAndNames() throws {
        let list = try Self.helsinki("osm-qa.mbtiles")
        let ids = list.items.map(\.id)
        for kind in ["road.primary", "road.minor", "road.path", "rail", "building", "park", "water"] {
            #expect(ids.contains { $0.hasPrefix("basemap.0.\(kind)") }, "no \(kind) drawn")
        }
        #expect(Self.labels(list, ".road-name.").contains("Mannerheimintie"))
        #expect(Self.labels(list, ".place.").map { $0.lowercased() }.contains("kaisaniemi"))
    }

    /// Each schema's layers and attributes, as their specifications give them, onto the same kinds.
    @Test func eachSchemasAttributesMapOntoTheSameKinds() {
        func kind(_ schema: VectorTileSchema, _ layer: String, _ p: [String: String]) -> BasemapFeature.Kind? {
            VectorTileClassifier.kind(layer: layer, properties: p, schema: schema)?.kind
        }
        func labelOnly(_ schema: VectorTileSchema, _ layer: String, _ p: [String: String]) -> Bool? {
            VectorTileClassifier.kind(layer: layer, properties: p, schema: schema)?.labelOnly
        }
        #expect(kind(.mapboxStreets, "road", ["class": "motorway_link"]) == .road(.motorway))
        #expect(kind(.mapboxStreets, "road", ["class": "link", "type": "secondary_link"]) == .road(.secondary))
        #expect(kind(.mapboxStreets, "road", ["class": "street_limited"]) == .road(.minor))
        #expect(kind(.mapboxStreets, "road", ["class": "major_rail"]) == .rail)
        #expect(kind(.mapboxStreets, "road", ["class": "ferry"]) == nil)
        #expect(labelOnly(.mapboxStreets, "road_label", ["class": "primary", "name": "Main"]) == true)
        #expect(labelOnly(.mapboxStreets, "road", ["class": "primary", "name": "Main"]) == false)
        #expect(kind(.mapboxStreets, "place_label", ["type": "city"]) == .place(.city))
        #expect(kind(.mapboxStreets, "place_label", ["class": "settlement_subdivision"]) == .place(.suburb))
        #expect(kind(.mapboxStreets, "place_label", ["class": "country", "type": "country"]) == nil)
        #expect(kind(.mapboxStreets, "poi_label", ["class": "food_and_drink", "type": "Bar"]) == .poi(.food))
        #expect(kind(.mapboxStreets, "poi_label", ["type": "Fast food", "maki": "fast-food"]) == .poi(.food))
        #expect(kind(.mapboxStreets, "poi_label", ["type": "Hotel", "maki": "lodging"]) == .poi(.lodging))
        #expect(kind(.mapboxStreets, "rail_station_label", [:]) == .poi(.transport))
        #expect(kind(.mapboxStreets, "landuse", ["class": "wood"]) == .park)
        #expect(kind(.mapboxStreets, "landuse", ["class": "industrial"]) == .landuse)
        #expect(kind(.mapboxStreets, "landuse_overlay", ["class": "national_park"]) == .park)
        #expect(kind(.mapboxStreets, "building", ["underground": "true"]) == nil)
        #expect(kind(.mapboxStreets, "admin", ["admin_level": "2"]) == .boundary)

        #expect(kind(.shortbread, "streets", ["kind": "primary_link"]) == .road(.primary))
        #expect(kind(.shortbread, "streets", ["kind": "living_street"]) == .road(.minor))
        #expect(kind(.shortbread, "streets", ["kind": "tram", "rail": "true"]) == .rail)
        #expect(kind(.shortbread, "streets", ["kind": "taxiway"]) == nil)
        #expect(labelOnly(.shortbread, "street_labels", ["kind": "secondary", "name": "Main"]) == true)
        #expect(labelOnly(.shortbread, "water_lines_labels", ["kind": "river", "name": "Vantaa"]) == true)
        #expect(kind(.shortbread, "ocean", [:]) == .water)
        #expect(kind(.shortbread, "water_polygons", ["kind": "glacier"]) == nil)
        #expect(kind(.shortbread, "land", ["kind": "forest"]) == .park)
        #expect(kind(.shortbread, "land", ["kind": "industrial"]) == .landuse)
        #expect(kind(.shortbread, "place_labels", ["kind": "state_capital"]) == .place(.city))
        #expect(kind(.shortbread, "place_labels", ["kind": "quarter"]) == .place(.suburb))
        #expect(kind(.shortbread, "pois", ["tourism": "museum"]) == .poi(.culture))
        #expect(kind(.shortbread, "pois", ["housenumber": "3"]) == nil)
        #expect(kind(.shortbread, "public_transport", ["kind": "tram_stop"]) == .poi(.transport))

        #expect(kind(.osmQA, "osm", ["highway": "residential", "@id": "4"]) == .road(.minor))
        #expect(kind(.osmQA, "osm", ["building": "yes", "class": "road"]) == .building)
        #expect(kind(.osmQA, "osm", ["natural": "water"]) == .water)
        #expect(kind(.osmQA, "osm", ["place": "suburb"]) == .place(.suburb))
        #expect(kind(.unknown, "trails", ["highway": "footway"]) == nil)
    }

    /// An archive whose layers are no schema's: a warning at its entry naming the first few
    /// layers and how many there are, and nothing of it drawn.
    @Test func anArchiveOfNoSchemaIsAWarningAtItsEntryNamingItsLayers() throws {
        typealias T = HandMadeTile
        let square = T.Feature(
            id: 1, type: 3,
            geometry: [T.moveTo()] + T.deltas(100, 100) + [T.lineTo(3)] + T.deltas(3000, 0, 0, 3000, -3000, 0) + [T.closePath])
        let names = ["trails", "benches", "bins", "lamps", "fountains", "signs", "hedges"]
        let tile = T(layers: names.map { T.Layer(name: $0, features: [square]) }).bytes
        let folder = try ScratchFolder()
        for (file, named) in [("named.mbtiles", names), ("unnamed.mbtiles", [])] {
            let layers = named.map { #"{"id": "\#($0)", "fields": {}}"# }.joined(separator: ", ")
            var archive = HandMadeMBTiles(metadata: [
                ("name", "hand-made"), ("format", "pbf"), ("minzoom", "0"), ("maxzoom", "0"),
                ("json", #"{"vector_layers": [\#(layers)]}"#),
            ])
            archive.tiles = [HandMadeMBTiles.Tile(z: 0, column: 0, row: 0, data: tile)]
            try archive.write(to: folder.path + "/" + file)
        }
        for file in ["named.mbtiles", "unnamed.mbtiles"] {
            let text = MarkedText(
                "mapscene: 1\nmap: {basemap: [{tiles: 1️⃣\(file)2️⃣}]}\ncamera: {center: [0, 0], distance: 1km}\n")
            let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: folder.path)
            let list = try #require(result.renderList)
            #expect(!list.items.contains { $0.id.hasPrefix("basemap.") })
            #expect(result.diagnostics.count == 1)
            let warning = try #require(result.diagnostics.first)
            #expect(warning.rule == Rule.tileSchemaUnknown.id && warning.severity == .warning)
            #expect(warning.range == text.range(1, 2))
            #expect(
                warning.message
                    == "nothing of '\(file)' is drawn: mapc recognises OpenMapTiles, Protomaps, Shortbread, Mapbox Streets and OSM QA layers, and its 7 layers, 'trails', 'benches', 'bins', 'lamps', 'fountains' and 2 more, are none of them; give the entry a `style:` that draws them"
            )
        }
    }

    @Test func theWarningNamesAOneLayerArchivesLayer() {
        let warning = Diagnostic.tileSchemaUnknown(["trails"], in: "trails.mbtiles", at: nil)
        #expect(
            warning.message
                == "nothing of 'trails.mbtiles' is drawn: mapc recognises OpenMapTiles, Protomaps, Shortbread, Mapbox Streets and OSM QA layers, and its layer, 'trails', is none of them; give the entry a `style:` that draws it"
        )
        let six = Diagnostic.tileSchemaUnknown(["a", "b", "c", "d", "e", "f"], in: "x.pmtiles", at: nil)
        #expect(six.message.contains("its 6 layers, 'a', 'b', 'c', 'd', 'e' and 'f', are none of them"))
        let odd = Diagnostic.tileSchemaUnknown(["a\nb", String(repeating: "x", count: 100)], in: "x.pmtiles", at: nil)
        #expect(odd.message.contains("its 2 layers, 'a?b' and '\(String(repeating: "x", count: 39))…', are"))
    }

    /// `mapc lint` reads the archive as a compile does, and says the same.
    @Test func lintShowsTheWarning() throws {
        let folder = RuleFixtures.folder.appendingPathComponent("tile-schema-unknown")
        let path = folder.appendingPathComponent("bad.yaml").path
        let findings = try RuleFixtures.Case(rule: "tile-schema-unknown", path: path, breaksRule: true).lint().filter {
            $0.rule == Rule.tileSchemaUnknown.id
        }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("its layer, 'trails', is none of them") == true)
    }
}
