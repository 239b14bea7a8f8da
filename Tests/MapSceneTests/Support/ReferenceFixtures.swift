import Foundation

/// Reference values computed independently of mapc, with PROJ through pyproj, by
/// `Scripts/fixtures/reference-fixtures.py`, and committed under `Fixtures/reference/`.
struct GeodesyReference: Decodable {
    /// A coordinate and its map point, from EPSG:4326 → EPSG:3857.
    struct MapPointCase: Decodable {
        var latitude: Double
        var longitude: Double
        var x: Double
        var y: Double
    }

    /// Two coordinates and the shortest geodesic between them, from `Geod.inv`.
    struct InverseCase: Decodable {
        var from: [Double]
        var to: [Double]
        var distance: Double
        var initialAzimuth: Double
        var finalAzimuth: Double
        var note: String
        /// False where the azimuths are not unique (antipodes, coincident points).
        var unique: Bool
    }

    /// A start, azimuth and distance and where the geodesic ends, from `Geod.fwd`.
    struct DirectCase: Decodable {
        var from: [Double]
        var azimuth: Double
        var distance: Double
        var to: [Double]
        var finalAzimuth: Double
        var note: String
    }

    /// A camera that names a center, on a canvas, and the center's map point from EPSG:4326 → EPSG:3857.
    struct CameraCenterCase: Decodable {
        /// The scene's `camera:` value, a YAML flow mapping.
        var camera: String
        /// Canvas width and height.
        var canvas: [Double]
        var center: [Double]
        var x: Double
        var y: Double
        var note: String
    }

    var pyproj: String
    var proj: String
    var mapPoints: [MapPointCase]
    /// Map points and their coordinates, from EPSG:3857 → EPSG:4326.
    var coordinates: [MapPointCase]
    var inverse: [InverseCase]
    var direct: [DirectCase]
    var cameraCenters: [CameraCenterCase]

    /// `Tests/MapSceneTests/Fixtures/reference/geodesy.json`, found from this file's path.
    static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .appendingPathComponent("reference")
        .appendingPathComponent("geodesy.json")

    /// Reads the fixture.
    static func load() throws -> GeodesyReference {
        try JSONDecoder().decode(GeodesyReference.self, from: Data(contentsOf: url))
    }
}
