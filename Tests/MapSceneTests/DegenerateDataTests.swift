import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneResolve

/// Real data holds parts too degenerate to draw — a ring of one position, a line of one — after
/// rounding or simplification. They are left out with one warning per file, and the rest is
/// drawn; only what makes a file unreadable is an error.
@Suite struct DegenerateDataTests {
    /// A world map of land and rivers shaped as Natural Earth's 1:10m files are, each with the
    /// one degenerate part those files hold.
    @Test func worldOfLandAndRiversHasOneWarningPerFile() throws {
        let scene = """
            mapscene: 1
            canvas: {width: 800, height: 400}
            camera: {center: [0, 0], distance: 20000km}
            overlays:
              - {id: land, data: ne-land-degenerate.geojson, fill: "#88AA66"}
              - {id: rivers, data: ne-rivers-degenerate.geojson, stroke: "#3366CC", width: 1}
            """
        let result = Pipeline.compile(SourceFile(path: "world.yaml", text: scene), directory: DataFixtures.folder)
        let list = try #require(result.renderList)
        #expect(result.diagnostics.map(\.rule) == [Rule.dataFileSkipped.id, Rule.dataFileSkipped.id])
        #expect(
            result.diagnostics.map(\.message) == [
                "a polygon's exterior ring of 1 position is left out: a ring needs at least 3 distinct positions",
                "a line string of 1 position is left out: a line needs at least 2 positions",
            ])
        #expect(result.diagnostics.map(\.file?.path) == ["ne-land-degenerate.geojson", "ne-rivers-degenerate.geojson"])
        #expect(
            result.diagnostics.map(\.range?.start) == [
                SourceLocation(line: 4, column: 131), SourceLocation(line: 3, column: 178),
            ])
        #expect(result.diagnostics.map { $0.notes.first?.range?.start.line } == [5, 6])
        // Both continents and the island, and all three rivers, are drawn.
        let land = DataScene.items(list, "land").compactMap { if case .polygon(let rings) = $0.shape { rings } else { nil } }
        #expect(land.reduce(0) { $0 + $1.count } >= 4)
        let rivers = DataScene.items(list, "rivers").compactMap { if case .polyline(let parts) = $0.shape { parts } else { nil } }
        #expect(rivers.reduce(0) { $0 + $1.count } >= 3)
    }

    /// However many degenerate parts of whatever kind, one warning: the first and the count.
    @Test func manyDegeneratePartsAreOneWarning() {
        let marked = MarkedText(
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {}, "geometry": {"type": "LineString", "coordinates": 1️⃣[[1, 2]]}},
              {"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": []}},
              {"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 1], [2, 2], [0, 0]]]}},
              {"type": "Feature", "properties": {}, "geometry": {"type": "MultiPolygon", "coordinates": [[]]}},
              {"type": "Feature", "properties": {"name": "kept"}, "geometry": {"type": "Point", "coordinates": [24.9, 60.2]}}
            ]}
            """)
        let (file, diagnostics) = readData(marked, as: "messy.geojson")
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message
                == "4 parts are left out as too degenerate to draw; the first, here: a line string of 1 position (a line needs at least 2 positions)"
        )
        #expect(diagnostics.first?.rule == Rule.dataFileSkipped.id)
        #expect(diagnostics.first?.range?.start == marked[1])
        #expect(file?.features.flatMap(\.parts) == [.point(c(60.2, 24.9))])
    }

    /// A ring on one line encloses nothing; a degenerate hole is left out and its polygon kept.
    @Test func zeroAreaRingsAndDegenerateHoles() {
        let marked = MarkedText(
            #"{"type": "Polygon", "coordinates": [[[0, 0], [4, 0], [4, 4], [0, 4]], 1️⃣[[1, 1], [2, 2], [1, 1]]]}"#)
        let (file, diagnostics) = readData(marked, as: "holes.geojson")
        #expect(
            diagnostics.map(\.message) == [
                "a hole of 2 distinct positions is left out: a ring needs at least 3 distinct positions"
            ])
        #expect(diagnostics.first?.range?.start == marked[1])
        #expect(file?.features.first?.parts == [.area(exterior: [c(0, 0), c(0, 4), c(4, 4), c(4, 0)], holes: [])])

        let (_, flat) = readData(
            MarkedText(#"{"type": "Polygon", "coordinates": [[[0, 0], [1, 1], [2, 2], [0, 0]]]}"#), as: "flat.geojson")
        #expect(
            flat.map(\.message) == [
                "the file holds only a polygon's exterior ring of 3 distinct positions, which is not drawn: its positions lie on one line and enclose no area"
            ])
    }

    /// What makes the file unreadable is still an error, even beside a degenerate part.
    @Test func unreadableCoordinatesStayErrors() {
        let marked = MarkedText(
            #"{"type": "MultiLineString", "coordinates": [[[1, 2]], [[1, 2], [3, 1️⃣"north"]]]}"#)
        let (file, diagnostics) = readData(marked, as: "bad.geojson")
        #expect(file == nil)
        #expect(diagnostics.map(\.message) == ["a latitude must be a number, found a string"])
        #expect(diagnostics.map(\.rule) == [Rule.dataFile.id])
        #expect(diagnostics.first?.range?.start == marked[1])
    }

    /// A basemap GeoJSON file is read by the same reader, with the same warning.
    @Test func basemapGeoJSONLeavesOutDegenerateParts() throws {
        let folder = try ScratchFolder()
        try folder.write(
            "streets.geojson",
            """
            {"type": "FeatureCollection", "features": [
            {"type": "Feature", "properties": {"highway": "primary", "name": "Mannerheimintie"}, "geometry": {"type": "LineString", "coordinates": [[24.93, 60.17], [24.94, 60.18]]}},
            {"type": "Feature", "properties": {"highway": "residential"}, "geometry": {"type": "LineString", "coordinates": [[24.935, 60.175]]}}
            ]}
            """)
        let scene = """
            mapscene: 1
            map: {type: standard, basemap: [{geojson: streets.geojson}]}
            camera: {center: [60.175, 24.935], distance: 2km}
            """
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: scene), directory: folder.path)
        #expect(result.renderList != nil)
        #expect(
            result.diagnostics.map(\.message) == ["a line string of 1 position is left out: a line needs at least 2 positions"])
        #expect(result.diagnostics.first?.rule == Rule.dataFileSkipped.id)
        #expect(result.diagnostics.first?.file?.path == "streets.geojson")
        #expect(result.diagnostics.first?.range?.start == SourceLocation(line: 3, column: 113))
        #expect(result.diagnostics.first?.notes.first?.range?.start.line == 2)
    }

    /// Both readers of GeoJSON leave out the same parts, named alike at the same place.
    @Test(arguments: [
        #"{"type": "Feature", "properties": {"natural": "water"}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [0, 0]]]}}"#,
        #"{"type": "Feature", "properties": {"highway": "primary"}, "geometry": {"type": "LineString", "coordinates": [[0, 0]]}}"#,
    ])
    func dataAndBasemapLeaveOutTheSameParts(_ text: String) throws {
        let bytes = Array(text.utf8)
        let (file, diagnostics) = DataFileReader.read(bytes, as: "map.geojson", format: nil, reference: nil)
        #expect(file != nil)
        guard case .success(let read) = GeoJSONBasemapReader.read(bytes) else {
            Issue.record("not read as a basemap")
            return
        }
        let first = try #require(read.leftOut.first)
        #expect(read.leftOut.count == 1)
        #expect(diagnostics.map(\.message) == ["the file holds only \(first.what), which is not drawn: \(first.why)"])
        #expect(diagnostics.first?.range?.start == DataText(bytes).location(of: first.bytes.lowerBound))
    }

    /// KML's degenerate geometries follow the same rule: one warning, the rest drawn.
    @Test func kmlDegenerateGeometriesAreOneWarning() {
        let marked = MarkedText(
            """
            <kml><Document>
            <Placemark><LineString>1️⃣<coordinates>7.6,45.9</coordinates></LineString></Placemark>
            <Placemark><Point><coordinates></coordinates></Point></Placemark>
            <Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>0,0 1,1 2,2 0,0</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
            <Placemark><name>kept</name><Point><coordinates>24.9,60.2</coordinates></Point></Placemark>
            </Document></kml>
            """)
        let (file, diagnostics) = readData(marked, as: "trip.kml")
        #expect(
            diagnostics.map(\.message) == [
                "3 parts are left out as too degenerate to draw; the first, here: a <LineString> of 1 coordinate (a line needs at least 2 coordinates)"
            ])
        #expect(diagnostics.first?.range?.start == marked[1])
        #expect(file?.features.flatMap(\.parts) == [.point(c(60.2, 24.9))])
    }

    /// A polyline from a GPX file of one track of one point says what the file holds.
    @Test func polylineFromATrackOfOnePointSaysWhatTheFileHolds() throws {
        let folder = try ScratchFolder()
        try folder.write(
            "start.gpx",
            #"<gpx version="1.1"><trk><name>Start</name><trkseg><trkpt lat="60.17" lon="24.94"/></trkseg></trk></gpx>"#)
        let scene = """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 2km}
            overlays:
              - {id: walk, polyline: {source: start.gpx}}
            """
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: scene), directory: folder.path)
        #expect(result.renderList == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "'start.gpx' holds nothing to draw, only a track of one point; a polyline needs a line of at least 2",
                "the file holds only a track of one point, which is not drawn: a line needs at least 2 points",
            ])
        #expect(result.diagnostics.map(\.rule) == [Rule.sourceFile.id, Rule.dataFileSkipped.id])
    }

    /// A GPX route of one point is counted with the track segments of one point.
    @Test func gpxRoutesAndSegmentsOfOnePoint() {
        let marked = MarkedText(
            """
            <gpx>
            1️⃣<rte><rtept lat="1" lon="2"/></rte>
            <trk><trkseg><trkpt lat="1" lon="2"/><trkpt lat="1.1" lon="2"/></trkseg><trkseg><trkpt lat="1.2" lon="2"/></trkseg></trk>
            </gpx>
            """)
        let (file, diagnostics) = readData(marked, as: "trip.gpx")
        #expect(
            diagnostics.map(\.message) == [
                "2 parts are left out as too degenerate to draw; the first, here: a route of one point (a line needs at least 2 points)"
            ])
        #expect(diagnostics.first?.range?.start == marked[1])
        #expect(file?.features.flatMap(\.parts).count == 1)
    }
}
