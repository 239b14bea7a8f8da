import Foundation

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneResolve

/// The vector tile archives `Scripts/fixtures/make-tile-fixtures.sh` builds with GDAL and PyPI's pmtiles,
/// committed under `Fixtures/tiles/`, and what those tools report about them.
enum TileFixtures {
    /// `Tests/MapSceneTests/Fixtures/tiles`, found from this file's path.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .appendingPathComponent("tiles")

    /// The path of fixture `name`.
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The bytes of fixture `name`.
    static func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: folder.appendingPathComponent(name))) }

    /// `expectations.json`.
    static func expectations() throws -> TileExpectations {
        try JSONDecoder().decode(
            TileExpectations.self, from: Data(contentsOf: folder.appendingPathComponent("expectations.json")))
    }
}

/// What GDAL and the pmtiles package say about the fixture archives (see
/// `Scripts/fixtures/tile-fixtures.py`).
struct TileExpectations: Decodable {
    /// A tile of an archive: where it is, its PMTiles id, and its decompressed bytes' length and
    /// CRC-32.
    struct Tile: Decodable {
        var z: Int
        var x: Int
        var y: Int
        var tileId: UInt64
        var length: Int
        var crc32: UInt32
    }

    /// A PMTiles archive as the pmtiles package reads it.
    struct PMTilesArchive: Decodable {
        var header: [String: JSONValue]
        var metadata: JSONValue
        var rootEntries: Int
        var leafDirectories: Int
        var tileEntries: Int
        var runEntries: Int
        var tiles: [[Int]]
    }

    /// An MBTiles database's `metadata` table and its `json` row's layer ids.
    struct MBTilesArchive: Decodable {
        var metadata: [String: String]
        var layers: [String]
    }

    struct Archives: Decodable {
        var helsinkiMBTiles: MBTilesArchive
        var seaMBTiles: MBTilesArchive
        var helsinkiPMTiles: PMTilesArchive
        var leavesPMTiles: PMTilesArchive

        enum CodingKeys: String, CodingKey {
            case helsinkiMBTiles = "helsinki.mbtiles"
            case seaMBTiles = "sea.mbtiles"
            case helsinkiPMTiles = "helsinki.pmtiles"
            case leavesPMTiles = "helsinki-leaves.pmtiles"
        }
    }

    /// A feature as GDAL reads it, in the tile's coordinates: its MVT geometry type, its parts
    /// (points `[x, y]`; lines of points; polygons of rings of points, exterior first, without
    /// closing points) and its properties.
    struct Feature: Decodable {
        var type: String
        var geometry: JSONValue
        var properties: [String: JSONValue]
    }

    /// A layer as GDAL reads it: how many features, of which geometry types, the sorted `name`
    /// values, and the first features whole.
    struct Layer: Decodable {
        var count: Int
        var types: [String: Int]
        var names: [String]
        var first: [Feature]
    }

    var archives: Archives
    /// Archive name → its tiles.
    var tiles: [String: [Tile]]
    /// `z/x/y` (a city tile) or `sea z/x/y` → layer name → layer.
    var decoded: [String: [String: Layer]]
}

extension VectorTileGeometry {
    /// The geometry's type as the fixtures name it.
    var fixtureType: String {
        switch self {
        case .unknown: "unknown"
        case .points: "point"
        case .lineStrings: "lineString"
        case .polygons: "polygon"
        }
    }

    /// The geometry in the fixtures' JSON shape.
    var fixtureJSON: JSONValue {
        func point(_ p: TilePoint) -> JSONValue { .array([.number(Double(p.x)), .number(Double(p.y))]) }
        func points(_ ps: [TilePoint]) -> JSONValue { .array(ps.map(point)) }
        switch self {
        case .unknown: return .array([])
        case .points(let ps): return points(ps)
        case .lineStrings(let lines): return .array(lines.map(points))
        case .polygons(let polygons):
            return .array(polygons.map { .array(([$0.exterior] + $0.interiors).map(points)) })
        }
    }
}

extension VectorTileValue {
    /// The value as GDAL's GeoJSON writes it.
    var fixtureJSON: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        default: .number(number ?? .nan)
        }
    }
}
