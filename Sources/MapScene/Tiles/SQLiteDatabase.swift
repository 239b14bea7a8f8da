internal import CSQLite

/// SQLite's words about what failed.
struct SQLiteError: Error, Equatable {
    let message: String
}

/// An SQLite database open read-only, for MBTiles: statements prepared once and run with integer
/// parameters. Not safe to use from several threads at once; its owner serializes.
final class SQLiteDatabase {
    private let handle: OpaquePointer

    /// Opens `path` read-only. Values longer than `maximumValueBytes` are errors when read, so a
    /// hostile database cannot make SQLite hold a gigabyte-sized blob.
    init(readOnlyPath path: String, maximumValueBytes: Int) throws(SQLiteError) {
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            throw SQLiteError(message: message)
        }
        self.handle = handle
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, Int32(clamping: maximumValueBytes))
    }

    deinit { sqlite3_close(handle) }

    /// A statement of `sql`, ready to run.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw SQLiteError(message: String(cString: sqlite3_errmsg(handle)))
        }
        return SQLiteStatement(statement, database: self)
    }

    fileprivate var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}

/// A prepared statement: bind integers, step through rows, read columns.
final class SQLiteStatement {
    private let statement: OpaquePointer
    /// Keeps the database open while the statement lives.
    private let database: SQLiteDatabase

    fileprivate init(_ statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit { sqlite3_finalize(statement) }

    /// Runs the statement with `parameters` bound to ?1, ?2, …, calling `row` for each row.
    func run(_ parameters: [Int64] = [], row: (SQLiteRow) throws(SQLiteError) -> Void) throws(SQLiteError) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        defer { sqlite3_reset(statement) }
        for (index, value) in parameters.enumerated() {
            guard sqlite3_bind_int64(statement, Int32(index + 1), value) == SQLITE_OK else {
                throw SQLiteError(message: database.lastMessage)
            }
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw SQLiteError(message: database.lastMessage) }
            try row(SQLiteRow(statement: statement))
        }
    }
}

/// The current row of a running statement; valid only inside `SQLiteStatement.run`'s callback.
struct SQLiteRow {
    fileprivate let statement: OpaquePointer

    /// True when column `index` is NULL.
    func isNull(_ index: Int32) -> Bool { sqlite3_column_type(statement, index) == SQLITE_NULL }

    /// Column `index` as text (SQLite converts numbers); nil for NULL.
    func text(_ index: Int32) -> String? {
        guard !isNull(index), let text = sqlite3_column_text(statement, index) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Column `index` as bytes; nil for NULL.
    func bytes(_ index: Int32) -> [UInt8]? {
        guard !isNull(index) else { return nil }
        let pointer = sqlite3_column_blob(statement, index)
        let count = Int(sqlite3_column_bytes(statement, index))
        guard let pointer, count > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }

    /// Column `index` as an integer; nil for NULL.
    func integer(_ index: Int32) -> Int64? { isNull(index) ? nil : sqlite3_column_int64(statement, index) }
}
