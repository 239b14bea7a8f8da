import CSQLite

/// Writes an SQLite database by running SQL statements in it: the hostile MBTiles archives the
/// attack tests build at run time, and archives laid out as other writers lay them out.
enum SQLiteScript {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Creates the database at `path` and runs `statements` in it, in order.
    static func write(_ statements: [String], to path: String) throws {
        var database: OpaquePointer?
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
            let database
        else {
            sqlite3_close(database)
            throw Failure(description: "cannot create \(path)")
        }
        defer { sqlite3_close(database) }
        for statement in statements {
            guard sqlite3_exec(database, statement, nil, nil, nil) == SQLITE_OK else {
                throw Failure(description: "\(statement): \(String(cString: sqlite3_errmsg(database)))")
            }
        }
    }
}
