import CSQLite

/// Writes an MBTiles database with SQLite, for the cases the fixtures do not cover: rows
/// missing or malformed, tiles that are not what they claim.
struct HandMadeMBTiles {
    struct Tile {
        var z: Int
        var column: Int
        /// The TMS row, counted from the south.
        var row: Int
        var data: [UInt8]
    }

    var metadata: [(String, String)] = [("name", "hand-made"), ("format", "pbf"), ("minzoom", "0"), ("maxzoom", "2")]
    var tiles: [Tile] = []
    /// False for a database without a `tiles` table.
    var hasTilesTable = true
    /// False for a database without a `metadata` table.
    var hasMetadataTable = true
    /// Statements run after the tables are written: views, triggers, more tables.
    var schema: [String] = []

    struct Failure: Error {
        let message: String
    }

    func write(to path: String) throws {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK, let db else { throw Failure(message: "cannot create \(path)") }
        defer { sqlite3_close(db) }
        func exec(_ sql: String) throws {
            guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
                throw Failure(message: String(cString: sqlite3_errmsg(db)))
            }
        }
        func insert(_ sql: String, _ bind: (OpaquePointer) -> Void) throws {
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
                throw Failure(message: String(cString: sqlite3_errmsg(db)))
            }
            defer { sqlite3_finalize(statement) }
            bind(statement)
            guard sqlite3_step(statement) == SQLITE_DONE else { throw Failure(message: String(cString: sqlite3_errmsg(db))) }
        }
        // SQLite's SQLITE_TRANSIENT: copy the bytes now.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        if hasMetadataTable {
            try exec("CREATE TABLE metadata (name TEXT, value TEXT)")
            for (name, value) in metadata {
                try insert("INSERT INTO metadata VALUES (?1, ?2)") { s in
                    sqlite3_bind_text(s, 1, name, -1, transient)
                    sqlite3_bind_text(s, 2, value, -1, transient)
                }
            }
        }
        if hasTilesTable {
            try exec("CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)")
            for tile in tiles {
                try insert("INSERT INTO tiles VALUES (?1, ?2, ?3, ?4)") { s in
                    sqlite3_bind_int64(s, 1, Int64(tile.z))
                    sqlite3_bind_int64(s, 2, Int64(tile.column))
                    sqlite3_bind_int64(s, 3, Int64(tile.row))
                    _ = tile.data.withUnsafeBytes { sqlite3_bind_blob(s, 4, $0.baseAddress, Int32($0.count), transient) }
                }
            }
        }
        for statement in schema { try exec(statement) }
    }
}
