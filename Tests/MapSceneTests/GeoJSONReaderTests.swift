import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapSceneResolve

/// GeoJSON is read by one set of rules whether a scene names the file as data (`source:`) or as
/// a basemap: a file is accepted by both or refused by both, with the same message at the same
/// place.
@Suite struct GeoJSONReaderTests {
    /// The file's error as a data file: its message and location, or nil when it is read.
    func dataError(_ text: String) -> (message: String, at: MapScene.SourceLocation?)? {
        let (file, diagnostics) = DataFileReader.read(Array(text.utf8), as: "map.geojson", format: nil, reference: nil)
        #expect(diagnostics.allSatisfy { $0.severity == .error }, "\(diagnostics.map(\.message))")
        guard file == nil else { return nil }
        guard let error = diagnostics.first else { Issue.record("no file and no error"); return nil }
        return (error.message, error.range?.start)
    }

    /// The file's error as a basemap: its message and location, or nil when it is read.
    func basemapError(_ text: String) -> (message: String, at: MapScene.SourceLocation?)? {
        let bytes = Array(text.utf8)
        switch GeoJSONBasemapReader.read(bytes) {
        case .success: return nil
        case .failure(let failure): return (failure.message, DataText(bytes).location(of: failure.offset))
        }
    }

    @Test(arguments: [
        // A ring of 3 distinct positions without its closing repeat.
        #"{"type": "Feature", "properties": {"natural": "water"}, "geometry": {"type": "Polygon", "coordinates": [[[24.0, 60.0], [24.1, 60.0], [24.1, 60.1]]]}}"#,
        // A ring of 4 positions, closed.
        #"{"type": "Feature", "properties": {"natural": "water"}, "geometry": {"type": "Polygon", "coordinates": [[[24.0, 60.0], [24.1, 60.0], [24.1, 60.1], [24.0, 60.0]]]}}"#,
        // A reference system that is WGS 84, and positions with an altitude.
        #"{"type": "FeatureCollection", "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:OGC:1.3:CRS84"}}, "features": [{"type": "Feature", "properties": {"highway": "primary"}, "geometry": {"type": "LineString", "coordinates": [[24.93, 60.17, 12.5], [24.94, 60.16, 13]]}}]}"#,
        // A bare geometry.
        #"{"type": "MultiPoint", "coordinates": [[24.93, 60.17], [-180, -90]]}"#,
    ])
    func aFileReadAsDataIsReadAsABasemap(_ text: String) {
        #expect(dataError(text) == nil)
        #expect(basemapError(text) == nil)
    }

    @Test func anUnclosedRingIsTheSameAreaInBoth() throws {
        let text =
            #"{"type": "Feature", "properties": {"natural": "water"}, "geometry": {"type": "Polygon", "coordinates": [[[24.0, 60.0], [24.1, 60.0], [24.1, 60.1]]]}}"#
        let (file, _) = DataFileReader.read(Array(text.utf8), as: "map.geojson", format: nil, reference: nil)
        guard case .area(let exterior, let holes) = try #require(file?.features.first?.parts.first) else {
            Issue.record("no area")
            return
        }
        guard case .success((let layer, _)) = GeoJSONBasemapReader.read(Array(text.utf8)) else {
            Issue.record("not read as a basemap")
            return
        }
        #expect(layer.features.map(\.geometry) == [.areas([[exterior.map(MapPoint.init)] + holes.map { $0.map(MapPoint.init) }])])
    }

    @Test(
        arguments: [
            (
                #"{"type": "FeatureCollection", "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::3857"}}, "features": []}"#,
                1, 38,
                "the file's \"crs\" is 'urn:ogc:def:crs:EPSG::3857'; GeoJSON positions are longitude and latitude in degrees (RFC 7946)"
            ),
            (#"{"type": "Point", "coordinates": [200.50, 60]}"#, 1, 35, "longitude 200.50 is outside -180...180"),
            (
                #"{"type": "Point", "coordinates": [60, 1e2]}"#, 1, 39,
                "latitude 1e2 is outside -90...90 (GeoJSON positions are [longitude, latitude])"
            ),
            (#"{"type": "Point", "coordinates": ["1", 2]}"#, 1, 35, "a longitude must be a number, found a string"),
            (
                #"{"type": "FeatureCollection", "features": [{"type": "Point", "coordinates": [0, 0]}]}"#, 1, 44,
                "each element of \"features\" must be a Feature, found a Point"
            ),
            (
                #"{"type": "Feature", "properties": [], "geometry": null}"#, 1, 35,
                "\"properties\" must be an object or null, found an array"
            ),
        ] as [(String, Int, Int, String)])
    func aFileRefusedAsDataIsRefusedAsABasemapWithTheSameMessage(_ text: String, _ line: Int, _ column: Int, _ message: String)
        throws
    {
        let data = try #require(dataError(text))
        let basemap = try #require(basemapError(text))
        #expect(data.message == message)
        #expect(basemap.message == message)
        #expect(data.at == MapScene.SourceLocation(line: line, column: column))
        #expect(basemap.at == MapScene.SourceLocation(line: line, column: column))
    }
}
