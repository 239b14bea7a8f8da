import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList
@testable import MapSceneResolve
@testable import MapSceneSVG

/// The user's own basemap data: GeoJSON of OpenStreetMap features read into the one feature
/// model, every geometry type, problems in the file located at the basemap entry with the
/// file's own line and column.
@Suite struct GeoJSONBasemapReaderTests {
    func read(_ text: String) throws -> BasemapFeatureLayer {
        switch GeoJSONBasemapReader.read(Array(text.utf8)) {
        case .success(let read): return read.layer
        case .failure(let failure): throw failure
        }
    }

    func mapPoint(_ latitude: Double, _ longitude: Double) -> MapPoint {
        MapPoint(Coordinate(latitude: latitude, longitude: longitude))
    }

    @Test func everyGeometryTypeIsReadWithLongitudeFirst() throws {
        let layer = try read(
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {"amenity": "museum", "name": "Ateneum"}, "geometry": {"type": "Point", "coordinates": [24.944, 60.170]}},
              {"type": "Feature", "properties": {"place": "suburb", "name": "Kluuvi"}, "geometry": {"type": "MultiPoint", "coordinates": [[24.947, 60.171]]}},
              {"type": "Feature", "properties": {"highway": "primary", "name": "Mannerheimintie"}, "geometry": {"type": "LineString", "coordinates": [[24.93, 60.17], [24.94, 60.16]]}},
              {"type": "Feature", "properties": {"railway": "tram"}, "geometry": {"type": "MultiLineString", "coordinates": [[[24.93, 60.17], [24.94, 60.17]], [[24.95, 60.17], [24.96, 60.17, 12.5]]]}},
              {"type": "Feature", "properties": {"natural": "water"}, "geometry": {"type": "Polygon", "coordinates": [
                [[24.0, 60.0], [25.0, 60.0], [25.0, 61.0], [24.0, 61.0], [24.0, 60.0]],
                [[24.4, 60.4], [24.6, 60.4], [24.6, 60.6], [24.4, 60.4]]]}},
              {"type": "Feature", "properties": {"building": "yes"}, "geometry": {"type": "MultiPolygon", "coordinates": [
                [[[24.0, 60.0], [24.1, 60.0], [24.1, 60.1], [24.0, 60.0]]], [[[24.2, 60.0], [24.3, 60.0], [24.3, 60.1], [24.2, 60.0]]]]}},
              {"type": "Feature", "properties": {"leisure": "park", "name": "Esplanadi"}, "geometry": {"type": "GeometryCollection", "geometries": [
                {"type": "Point", "coordinates": [24.95, 60.167]},
                {"type": "Polygon", "coordinates": [[[24.94, 60.167], [24.95, 60.167], [24.95, 60.168], [24.94, 60.167]]]}]}},
              {"type": "Feature", "properties": {"highway": "bus_stop"}, "geometry": {"type": "Point", "coordinates": [24.9, 60.1]}},
              {"type": "Feature", "properties": {"highway": "residential"}, "geometry": null}
            ]}
            """)
        let features = layer.features
        #expect(features.map(\.kind) == [.poi(.culture), .place(.suburb), .road(.primary), .rail, .water, .building, .park])
        #expect(features[0].geometry == .points([mapPoint(60.170, 24.944)]))
        #expect(features[0].name == "Ateneum")
        #expect(features[2].geometry == .lines([[mapPoint(60.17, 24.93), mapPoint(60.16, 24.94)]]))
        guard case .lines(let rails) = features[3].geometry, case .areas(let water) = features[4].geometry,
            case .areas(let buildings) = features[5].geometry, case .areas(let park) = features[6].geometry
        else { Issue.record("unexpected geometries"); return }
        #expect(rails.count == 2)
        #expect(water.count == 1 && water[0].count == 2)
        #expect(buildings.count == 2)
        #expect(park.count == 1)
        #expect(layer.attribution == "© OpenStreetMap contributors")
    }

    @Test func theClassAndKindSummaryIsReadAsTheTagsAre() throws {
        let layer = try read(
            """
            {"type": "FeatureCollection", "attribution": "© City of Helsinki", "features": [
              {"type": "Feature", "properties": {"class": "road", "kind": "residential", "name": "Kirkkokatu"}, "geometry": {"type": "LineString", "coordinates": [[24.95, 60.17], [24.96, 60.17]]}},
              {"type": "Feature", "properties": {"class": "road", "kind": "footway"}, "geometry": {"type": "LineString", "coordinates": [[24.95, 60.17], [24.96, 60.17]]}},
              {"type": "Feature", "properties": {"class": "green"}, "geometry": {"type": "Polygon", "coordinates": [[[24.0, 60.0], [24.1, 60.0], [24.1, 60.1], [24.0, 60.0]]]}},
              {"type": "Feature", "properties": {"class": "poi", "kind": "suburb", "name": "Kluuvi"}, "geometry": {"type": "Point", "coordinates": [24.94, 60.17]}},
              {"type": "Feature", "properties": {"class": "poi", "kind": "cafe", "name": "Java"}, "geometry": {"type": "Point", "coordinates": [24.94, 60.17]}}
            ]}
            """)
        #expect(layer.features.map(\.kind) == [.road(.minor), .road(.path), .park, .place(.suburb), .poi(.food)])
        #expect(layer.attribution == "© City of Helsinki")
    }

    @Test(
        arguments: [
            (
                "{\"type\": \"FeatureCollection\", \"features\": [\n  {\"type\": \"Feature\" \"geometry\": null}]}", 2, 22,
                "expected ',' or '}' in an object, found '\"'"
            ),
            (
                "{\"type\": \"Feature\", \"properties\": {},\n \"geometry\": {\"type\": \"Point\", \"coordinates\": [200, 60]}}",
                2, 48, "longitude 200 is outside -180...180"
            ),
            (
                "{\"type\": \"Feature\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [60, 100]}}", 1, 71,
                "latitude 100 is outside -90...90 (GeoJSON positions are [longitude, latitude])"
            ),
            (
                "{\"type\": \"Feature\",\n  \"geometry\": {\"type\": \"Circle\", \"coordinates\": [0, 0]}}", 2, 24,
                "unknown geometry type 'Circle'; expected Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon or GeometryCollection"
            ),
            (
                "{\"type\": \"FeatureCollection\", \"features\": [{\"type\": \"Point\", \"coordinates\": [0, 0]}]}", 1, 44,
                "each element of \"features\" must be a Feature, found a Point"
            ),
            (
                "{\"type\": \"Feature\", \"name\": \"Töölö\", \"geometry\": {\"type\": \"Point\"}}", 1, 50,
                "a Point needs \"coordinates\""
            ),
            ("", 1, 1, "expected a value, found the end of the file"),
        ] as [(String, Int, Int, String)])
    func aProblemInTheFileIsFoundAtItsLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        guard case .failure(let failure) = GeoJSONBasemapReader.read(Array(text.utf8)) else {
            Issue.record("read without a problem")
            return
        }
        #expect(failure.message == message)
        #expect(DataText(Array(text.utf8)).location(of: failure.offset) == SourceLocation(line: line, column: column))
    }

    @Test func aBrokenFileIsAnErrorAtItsOwnLineAndColumnWithANoteAtItsBasemapEntry() throws {
        let folder = try ScratchFolder()
        try folder.write("data/bad.geojson", "{\"type\": \"FeatureCollection\",\n \"features\": [}\n")
        let text = MarkedText(
            """
            mapscene: 1
            map: {basemap: [{geojson: 1️⃣data/bad.geojson2️⃣}]}
            camera: {center: [60.17, 24.94], distance: 1km}

            """)
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: folder.path)
        #expect(result.renderList == nil)
        #expect(result.diagnostics.count == 1)
        let error = try #require(result.diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.rule == "data-file")
        #expect(error.file?.path == "data/bad.geojson")
        #expect(error.range?.start == SourceLocation(line: 2, column: 15))
        #expect(error.message == "expected a value, found '}'")
        #expect(error.notes == [DiagnosticNote("read from here", at: text.range(1, 2))])
    }
}

/// The Helsinki examples — the OSM extract as GeoJSON, and as vector tiles built from it — drawn
/// as a city map under the scenes' own overlays.
@Suite struct GeoJSONBasemapDrawingTests {
    static let examples = ["helsinki", "helsinki-tiles"]

    static func helsinki(_ name: String = "helsinki", syntax: SceneSyntax = .yaml) throws -> (
        list: RenderList, viewport: Viewport
    ) {
        let source = try Examples.source(name, syntax: syntax)
        let (scene, _) = Pipeline.load(source, directory: Examples.folder.path)
        let loaded = try #require(scene)
        var diagnostics: [Diagnostic] = []
        let viewport = CameraResolver.resolve(loaded, diagnostics: &diagnostics)
        let result = try Examples.compile(name, syntax: syntax)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return (try #require(result.renderList), viewport)
    }

    @Test(arguments: examples)
    func roadNamesLieBetweenTheAboveRoadsAndTheAboveLabelsOverlays(name: String) throws {
        let items = try Self.helsinki(name).list.items
        let walk = try #require(items.firstIndex { $0.id == "walk" })
        let market = try #require(items.firstIndex { $0.id == "market" })
        let roadNames = items.indices.filter { items[$0].id.contains(".road-name.") }
        #expect(roadNames.count >= 10)
        #expect(roadNames.allSatisfy { walk < $0 && $0 < market })
        #expect(items.contains { $0.label == "Mannerheimintie" && $0.id.contains(".road-name.") })
        // Roads lie under the walk, areas under the roads.
        let roads = items.indices.filter { items[$0].layer == .roads }
        let areas = items.indices.filter { items[$0].layer == .base }
        #expect(!roads.isEmpty && !areas.isEmpty)
        #expect(areas.max()! < roads.min()! && roads.max()! < walk)
    }

    @Test(arguments: examples)
    func theMapCreditsOpenStreetMapAndDrawsNoWorld(name: String) throws {
        let items = try Self.helsinki(name).list.items
        let attribution = try #require(items.first { $0.id == "attribution" })
        guard case .text(let text, _, _, _) = attribution.shape else { Issue.record("the attribution is not text"); return }
        #expect(text == "© OpenStreetMap contributors")
        #expect(!items.contains { $0.id.hasPrefix("world.") })
    }

    @Test func theWorldStaysUnderTheDataWhenListedFirst() throws {
        let folder = try ScratchFolder()
        try folder.write(
            "osm.geojson",
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {"highway": "primary", "name": "Aleksanterinkatu"}, "geometry": {"type": "LineString", "coordinates": [[24.93, 60.169], [24.96, 60.169]]}}]}
            """)
        let text =
            "mapscene: 1\nmap: {basemap: [world, {geojson: osm.geojson}]}\ncamera: {center: [60.169, 24.945], distance: 2km}\n"
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: text), directory: folder.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let items = try #require(result.renderList).items
        let world = try #require(items.lastIndex { $0.id.hasPrefix("world.") })
        let road = try #require(items.firstIndex { $0.id.hasPrefix("basemap.1.road.primary") })
        #expect(world < road)
        let attribution = try #require(items.first { $0.id == "attribution" })
        guard case .text(let credit, _, _, _) = attribution.shape else { Issue.record("the attribution is not text"); return }
        #expect(credit == "Made with Natural Earth · © OpenStreetMap contributors")
    }

    @Test func satelliteDrawsNoStreetMapAndMutedIsGreyer() throws {
        let folder = try ScratchFolder()
        try folder.write(
            "osm.geojson",
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {"leisure": "park"}, "geometry": {"type": "Polygon", "coordinates": [[[24.94, 60.168], [24.95, 60.168], [24.95, 60.170], [24.94, 60.168]]]}},
              {"type": "Feature", "properties": {"highway": "primary"}, "geometry": {"type": "LineString", "coordinates": [[24.93, 60.169], [24.96, 60.169]]}}]}
            """)
        func items(_ type: String) throws -> [RenderItem] {
            let text =
                "mapscene: 1\nmap: {type: \(type), basemap: [{geojson: osm.geojson}]}\ncamera: {center: [60.169, 24.945], distance: 2km}\n"
            return try #require(Pipeline.compile(SourceFile(path: "scene.yaml", text: text), directory: folder.path).renderList)
                .items
        }
        #expect(try !items("satellite").contains { $0.id.hasPrefix("basemap.") })
        let hybrid = try items("hybrid")
        #expect(!hybrid.contains { $0.id.hasPrefix("basemap.0.park") })
        #expect(hybrid.contains { $0.id.hasPrefix("basemap.0.road.primary") })
        func saturation(_ c: Color) -> Int { Int(max(c.red, c.green, c.blue)) - Int(min(c.red, c.green, c.blue)) }
        let standardPark = try #require(try items("standard").first { $0.id.hasPrefix("basemap.0.park") }?.style.fill)
        let mutedPark = try #require(try items("mutedStandard").first { $0.id.hasPrefix("basemap.0.park") }?.style.fill)
        #expect(saturation(mutedPark) < saturation(standardPark) / 2)
    }

    /// The pond in the extract (the harbour itself lies outside it) and a street.
    static let pond = Coordinate(latitude: 60.17253, longitude: 24.93655)
    static let mannerheimintie = Coordinate(latitude: 60.1695833, longitude: 24.9387273)

    @Test(.enabled(if: Renderers.hasRsvgConvert), arguments: examples)
    func rsvgDrawsWaterAtThePondAndARoadOnTheStreet(name: String) throws {
        let (list, viewport) = try Self.helsinki(name)
        let image = try Renderers.rsvg(SVGBackend.render(list))
        let style = try #require(BasemapFeatureStyle.of(.standard, theme: .light))
        for (coordinate, color, what) in [
            (Self.pond, style.water, "water"), (Self.mannerheimintie, style.roadFill[1], "a primary road"),
        ] {
            let at = viewport.canvasPoint(coordinate)
            for (dx, dy) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] {
                let pixel = image[Int(at.x) + dx, Int(at.y) + dy]
                #expect(
                    RealRendererTests.matches(pixel, color),
                    "\(name): \(what) at \(at.x),\(at.y) is \(pixel), not \(color.hexRGB)")
            }
        }
    }
}
