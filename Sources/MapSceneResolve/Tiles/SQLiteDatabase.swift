internal import CSQLite

/// SQLite's words about what failed.
package struct SQLiteError: Error, Equatable {
    package let message: String
}

/// An SQLite database open read-only and immutable, for MBTiles: statements prepared once and run
/// with integer parameters. The file may be anything a scene names, so nothing it holds is
/// trusted: it is never written (no journal, WAL or shared-memory file appears beside it), its
/// schema's views and triggers call no function with side effects, extensions cannot be loaded,
/// and its queries stop at a budget of operations and seconds (`SQLiteBudgetMeter`). Not safe to
/// use from several threads at once; its owner serializes.
package final class SQLiteDatabase {
    /// The bytes SQLite may hold at once in the whole process (`sqlite3_hard_heap_limit64`), set
    /// when the first database is opened unless the program has set a limit of its own: past it
    /// an allocation fails and the query ends with an out-of-memory error.
    package static let heapLimit: Int64 = 256 << 20
    private static let heapLimited: Void = {
        if sqlite3_hard_heap_limit64(-1) == 0 { sqlite3_hard_heap_limit64(heapLimit) }
    }()

    private let handle: OpaquePointer
    private let meter: SQLiteBudgetMeter
    private let maximumValueBytes: Int

    /// Opens `path` read-only and immutable. Values longer than `maximumValueBytes` are errors
    /// when read, so a hostile database cannot make SQLite hold a gigabyte-sized blob; the
    /// database's queries together may take `operations` virtual-machine operations and `seconds`.
    package init(readOnlyPath path: String, maximumValueBytes: Int, operations: Int, seconds: Double) throws(SQLiteError) {
        _ = Self.heapLimited
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(Self.immutableURI(path), &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            throw SQLiteError(message: status & 0xFF == SQLITE_NOMEM ? Self.outOfMemory : message)
        }
        self.handle = handle
        self.maximumValueBytes = maximumValueBytes
        guard let meter = SQLiteBudgetMeter(installingOn: handle, operations: operations, seconds: seconds) else {
            sqlite3_close(handle)
            throw SQLiteError(message: Self.outOfMemory)
        }
        self.meter = meter
        do throws(SQLiteError) {
            try configure(maximumValueBytes: maximumValueBytes)
        } catch {
            sqlite3_close(handle)
            throw error
        }
    }

    deinit { sqlite3_close(handle) }

    /// Switches off what an untrusted file could use and sets SQLite's limits to what MBTiles
    /// queries need.
    private func configure(maximumValueBytes: Int) throws(SQLiteError) {
        // Views and triggers in the schema may call only functions without side effects; no
        // extension can be loaded; no trigger fires; the schema cannot be written to.
        for (option, on) in [
            (SQLITE_DBCONFIG_TRUSTED_SCHEMA, false), (SQLITE_DBCONFIG_DEFENSIVE, true),
            (SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, false), (SQLITE_DBCONFIG_ENABLE_TRIGGER, false),
        ] {
            guard mapc_sqlite3_db_config_flag(handle, option, on ? 1 : 0) == SQLITE_OK else {
                throw SQLiteError(message: lastMessage)
            }
        }
        // Sorts and temporary tables stay in memory, under the heap limit, rather than in files.
        guard sqlite3_exec(handle, "PRAGMA temp_store = MEMORY", nil, nil, nil) == SQLITE_OK else {
            throw SQLiteError(message: lastMessage)
        }
        // An MBTiles query is a line of SQL over tables of four or five columns; the schema's
        // views are compiled within the same limits.
        for (limit, value) in [
            (SQLITE_LIMIT_LENGTH, Int32(clamping: maximumValueBytes)), (SQLITE_LIMIT_SQL_LENGTH, 1 << 20),
            (SQLITE_LIMIT_COLUMN, 256), (SQLITE_LIMIT_EXPR_DEPTH, 100), (SQLITE_LIMIT_COMPOUND_SELECT, 50),
            (SQLITE_LIMIT_VDBE_OP, 100_000), (SQLITE_LIMIT_FUNCTION_ARG, 32), (SQLITE_LIMIT_ATTACHED, 0),
            (SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 1000), (SQLITE_LIMIT_VARIABLE_NUMBER, 16), (SQLITE_LIMIT_TRIGGER_DEPTH, 1),
            (SQLITE_LIMIT_WORKER_THREADS, 0),
        ] {
            sqlite3_limit(handle, limit, value)
        }
    }

    /// The `file:` URI that opens `path` read-only and immutable. Each byte of the path other
    /// than a letter, a digit, `-._~` or `/` is percent-encoded, so no part of it can be read as
    /// a query parameter (`?`), a fragment (`#`), an escape (`%`) or an authority.
    package static func immutableURI(_ path: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        for byte in path.utf8 {
            if unreserved.contains(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        // An absolute path after an empty authority (`file:///…`), so a path starting `//` is
        // never read as a host.
        let prefix = path.hasPrefix("/") ? "file://" : "file:"
        return prefix + String(decoding: encoded, as: UTF8.self) + "?immutable=1&mode=ro"
    }

    /// A statement of `sql`, ready to run.
    package func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw failure(status)
        }
        return SQLiteStatement(statement, database: self)
    }

    /// One step of `statement`, its time and operations counted against the budget.
    fileprivate func step(_ statement: OpaquePointer) -> Int32 {
        meter.start()
        defer { meter.stop() }
        return sqlite3_step(statement)
    }

    /// What a call that returned `status` failed with, in words that name the limit it passed.
    fileprivate func failure(_ status: Int32) -> SQLiteError {
        if status & 0xFF == SQLITE_INTERRUPT, let spent = meter.spentMessage { return SQLiteError(message: spent) }
        switch status & 0xFF {
        case SQLITE_NOMEM: return SQLiteError(message: Self.outOfMemory)
        case SQLITE_TOOBIG: return SQLiteError(message: "a value is larger than \(maximumValueBytes) bytes, the limit")
        default: return SQLiteError(message: lastMessage)
        }
    }

    /// The error of an allocation SQLite could not make.
    package static let outOfMemory = "out of memory: SQLite may hold \(heapLimit) bytes, the limit"

    /// An out-of-memory error, when the last call ended with one: a column accessor returns no
    /// value both for an empty one and for one it had no memory to convert.
    fileprivate var outOfMemoryError: SQLiteError? {
        sqlite3_errcode(handle) & 0xFF == SQLITE_NOMEM ? SQLiteError(message: Self.outOfMemory) : nil
    }

    private var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}

/// A prepared statement: bind integers, step through rows, read columns.
package final class SQLiteStatement {
    private let statement: OpaquePointer
    /// Keeps the database open while the statement lives.
    private let database: SQLiteDatabase

    fileprivate init(_ statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit { sqlite3_finalize(statement) }

    /// Runs the statement with `parameters` bound to ?1, ?2, …, calling `row` for each row.
    package func run(_ parameters: [Int64] = [], row: (SQLiteRow) throws(SQLiteError) -> Void) throws(SQLiteError) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        defer { sqlite3_reset(statement) }
        for (index, value) in parameters.enumerated() {
            let status = sqlite3_bind_int64(statement, Int32(index + 1), value)
            guard status == SQLITE_OK else { throw database.failure(status) }
        }
        while true {
            let status = database.step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw database.failure(status) }
            try row(SQLiteRow(statement: statement, database: database))
        }
    }
}

/// The current row of a running statement; valid only inside `SQLiteStatement.run`'s callback.
/// A value SQLite cannot convert for want of memory is an error, not a NULL or an empty value.
package struct SQLiteRow {
    fileprivate let statement: OpaquePointer
    fileprivate let database: SQLiteDatabase

    /// True when column `index` is NULL.
    package func isNull(_ index: Int32) -> Bool { sqlite3_column_type(statement, index) == SQLITE_NULL }

    /// Column `index` as text (SQLite converts numbers and blobs); nil for NULL.
    package func text(_ index: Int32) throws(SQLiteError) -> String? {
        guard !isNull(index) else { return nil }
        let text = sqlite3_column_text(statement, index)
        let count = Int(sqlite3_column_bytes(statement, index))
        guard let text else {
            if let error = database.outOfMemoryError { throw error }
            return ""
        }
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Column `index` as bytes; nil for NULL.
    package func bytes(_ index: Int32) throws(SQLiteError) -> [UInt8]? {
        guard !isNull(index) else { return nil }
        let pointer = sqlite3_column_blob(statement, index)
        let count = Int(sqlite3_column_bytes(statement, index))
        guard let pointer, count > 0 else {
            if let error = database.outOfMemoryError { throw error }
            return []
        }
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }

    /// Column `index` as an integer; nil for NULL.
    package func integer(_ index: Int32) -> Int64? { isNull(index) ? nil : sqlite3_column_int64(statement, index) }
}
