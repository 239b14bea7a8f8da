import Foundation
import MapSceneGeometry

/// An MBTiles database (SQLite), opened read-only and immutable: its `metadata` table of names
/// and values and its `tiles` table (or view), whose rows count from the south (TMS: row = 2^z −
/// 1 − y). Tiles that start as gzip does are inflated. Its queries stop at `MBTilesQueryLimits`.
package final class MBTilesArchive: TileArchive, @unchecked Sendable {
    /// The 16 bytes every SQLite database starts with.
    package static let sqliteMagic = Array("SQLite format 3\0".utf8)

    /// The archive's path, as the scene named it resolved.
    package let path: String
    /// What the `metadata` table says: format, zooms, bounds, attribution.
    package let metadata: TileArchiveMetadata
    /// The `metadata` table: each name with its value.
    package let metadataValues: [String: String]
    private let limits: TileArchiveLimits
    // The database and its statement are used by one thread at a time, under `lock`.
    private let lock = NSLock()
    private let database: SQLiteDatabase
    private let tileQuery: SQLiteStatement

    /// Opens the database at `path` and reads its metadata; its queries stop at `queryLimits`.
    package init(
        path: String, limits: TileArchiveLimits = .default, queryLimits: MBTilesQueryLimits = .default
    ) throws(TileArchiveError) {
        self.path = path
        self.limits = limits
        let file = try ArchiveFile(path: path)
        guard file.size >= 16, try file.read("SQLite header", at: 0, length: 16) == Self.sqliteMagic else {
            throw TileArchiveError(path: path, .notSQLite, at: 0)
        }
        func sqlite<T>(_ what: String, _ body: () throws(SQLiteError) -> T) throws(TileArchiveError) -> T {
            do { return try body() } catch { throw TileArchiveError(path: path, .database("\(what): \(error.message)")) }
        }
        let database = try sqlite("opening the database") { () throws(SQLiteError) in
            try SQLiteDatabase(
                readOnlyPath: path, maximumValueBytes: max(limits.tileBytes, limits.metadataBytes),
                operations: queryLimits.operations, seconds: queryLimits.seconds)
        }
        self.database = database
        // One row: a view may give a tile any number of times.
        tileQuery = try sqlite("the tiles table") { () throws(SQLiteError) in
            try database.prepare(
                "SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3 LIMIT 1")
        }
        let values = try sqlite("the metadata table") { () throws(SQLiteError) in
            try Self.metadataValues(of: database, rows: queryLimits.metadataRows, bytes: limits.metadataBytes)
        }
        metadataValues = values
        let parser = MBTilesMetadataParser(values: values, path: path)
        var format = try parser.format()
        if format == nil {
            // No `format` row: what the first tile is.
            try sqlite("the first tile") { () throws(SQLiteError) in
                try database.prepare("SELECT tile_data FROM tiles LIMIT 1").run { (row) throws(SQLiteError) in
                    format = try row.bytes(0).map(TileFormat.init(sniffing:))
                }
            }
        }
        var zooms = try (parser.zoom("minzoom"), parser.zoom("maxzoom"))
        if zooms.0 == nil || zooms.1 == nil {
            try sqlite("the tiles' zooms") { () throws(SQLiteError) in
                try database.prepare("SELECT MIN(zoom_level), MAX(zoom_level) FROM tiles").run { row in
                    zooms = (zooms.0 ?? row.integer(0).map(Int.init), zooms.1 ?? row.integer(1).map(Int.init))
                }
            }
        }
        let minZoom = zooms.0 ?? 0, maxZoom = zooms.1 ?? 0
        guard (0...TileCoordinate.maximumZoom).contains(minZoom), (minZoom...TileCoordinate.maximumZoom).contains(maxZoom) else {
            throw TileArchiveError(path: path, .malformedMetadata("zooms \(minZoom)–\(maxZoom)"))
        }
        let center = try parser.center()
        metadata = TileArchiveMetadata(
            format: format ?? .unknown, minZoom: minZoom, maxZoom: maxZoom, bounds: try parser.bounds(),
            center: center?.coordinate, centerZoom: center?.zoom, name: values["name"], attribution: values["attribution"],
            layerNames: try parser.layerNames())
    }

    /// The `metadata` table's names and values, the first row of each name kept; more than
    /// `rows` rows, or more than `bytes` of names and values, is an error.
    private static func metadataValues(of database: SQLiteDatabase, rows: Int, bytes: Int) throws(SQLiteError) -> [String: String]
    {
        var values: [String: String] = [:]
        var (rowsRead, bytesRead) = (0, 0)
        try database.prepare("SELECT name, value FROM metadata").run { (row) throws(SQLiteError) in
            rowsRead += 1
            guard rowsRead <= rows else { throw SQLiteError(message: "more than \(rows) rows, the limit") }
            let name = try row.text(0), value = try row.text(1)
            bytesRead += (name?.utf8.count ?? 0) + (value?.utf8.count ?? 0)
            guard bytesRead <= bytes else {
                throw SQLiteError(message: "more than \(bytes) bytes of names and values, the limit")
            }
            if let name, values[name] == nil, let value { values[name] = value }
        }
        return values
    }

    /// The bytes of the tile at `coordinate` as stored (gzip inflated); nil when the archive has none there.
    package func tile(at coordinate: TileCoordinate) throws(TileArchiveError) -> [UInt8]? {
        guard let bytes = try storedTile(at: coordinate) else { return nil }
        guard Inflate.isGzip(bytes) else { return bytes }
        do {
            return try Inflate.inflate(bytes, limit: limits.tileBytes)
        } catch {
            throw TileArchiveError(path: path, .undecompressable("tile \(coordinate)", error))
        }
    }

    /// The tile's row of the `tiles` table, as stored.
    private func storedTile(at coordinate: TileCoordinate) throws(TileArchiveError) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        var bytes: [UInt8]?
        do throws(SQLiteError) {
            try tileQuery.run([Int64(coordinate.z), Int64(coordinate.x), Int64(coordinate.tmsRow)]) { (row) throws(SQLiteError) in
                if bytes == nil { bytes = try row.bytes(0) ?? [] }
            }
        } catch {
            throw TileArchiveError(path: path, .database("tile \(coordinate): \(error.message)"))
        }
        return bytes
    }
}

extension TileFormat {
    /// The format tile bytes start like: PNG, JPEG and WebP by their signatures, anything else
    /// (a vector tile's protobuf, gzipped or not) as MVT.
    package init(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            self = .mvt
        }
    }
}
