import CSQLite
import Foundation
import MapSceneResolve

/// MBTiles schemas rather than bytes: the input chooses, a byte at a time, among fragments of
/// SQL — `metadata` and `tiles` as tables with odd, missing or extra columns, as views (over
/// `map` and `images`, over endless recursive queries, over joins), beside triggers and indexes,
/// in WAL mode — and among the values of their rows (text zooms, blob metadata, NULLs, huge
/// integers, real numbers; tiles that are vector tiles, gzip, images or nothing). SQLite writes
/// the database into the scratch folder; it is opened and read through `MBTilesArchive` under a
/// small query budget, its vector tiles decoded. Properties: reading ends soon after the
/// budget's seconds, and no file appears beside the archive.
enum MBTilesSchemaTarget {
    static let archiveName = "schema.mbtiles"
    /// A budget small enough that an endless view costs a few milliseconds of a run.
    static let queryLimits = MBTilesQueryLimits(operations: 2_000_000, seconds: 1, metadataRows: 1000)
    /// The most a run may take past the budget's seconds: decoding, and a busy machine.
    static let margin: Duration = .seconds(2)

    static let target = FuzzTarget(name: "mbtiles-schema", scenes: scenes) { bytes in
        var check = PropertyCheck()
        let path = write(bytes)
        let start = ContinuousClock.now
        if let archive = try? MBTilesArchive(path: path, queryLimits: queryLimits) {
            let isVector = archive.metadata.format == .mvt
            for (z, x, y) in [(0, 0, 0), (1, 0, 0), (1, 1, 1), (2, 1, 2), (14, 0, 0)] {
                guard let tile = try? archive.tile(z: z, x: x, y: y) else { continue }
                if isVector { _ = try? VectorTile(decoding: tile) }
            }
        }
        let elapsed = ContinuousClock.now - start
        check.require(
            elapsed < .seconds(queryLimits.seconds) + margin, "reading an archive ends within its query budget",
            "it took \(elapsed)")
        let beside = sidecars.filter { FileManager.default.fileExists(atPath: path + $0) }
        check.require(beside.isEmpty, "nothing is written beside an archive", "\(beside.map { archiveName + $0 })")
        return check.violations
    }

    /// The input's database as the basemap of a scene, for the command line.
    private static let scenes: @Sendable ([UInt8]) -> [SceneFiles] = { bytes in
        let scene = """
            mapscene: 1
            canvas: {width: 320, height: 240}
            map: {basemap: [{tiles: \(archiveName)}]}
            camera: {center: [60.17, 24.94], distance: 5km}

            """
        let database = FileManager.default.contents(atPath: write(bytes)).map(Array.init) ?? []
        return [SceneFiles(scene: "scene.yaml", files: ["scene.yaml": Array(scene.utf8), archiveName: database])]
    }

    /// The files SQLite can make beside a database: a rollback journal, a WAL and its index.
    private static let sidecars = ["-journal", "-wal", "-shm"]

    /// Writes the database the input chooses into the scratch folder, replacing the last; its path.
    /// A statement SQLite refuses (a row for a column that is not there) is left out.
    static func write(_ bytes: [UInt8]) -> String {
        let path = ScratchFolder.path + "/" + archiveName
        for suffix in [""] + sidecars { unlink(path + suffix) }
        var database: OpaquePointer?
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK, let database else {
            fatalError("mapc-fuzz: SQLite cannot create \(path)")
        }
        for statement in statements(bytes) { sqlite3_exec(database, statement, nil, nil, nil) }
        sqlite3_close(database)
        return path
    }

    /// The SQL the input chooses.
    static func statements(_ bytes: [UInt8]) -> [String] {
        var choices = Choices(bytes)
        var sql: [String] = []
        if choices.next() % 4 == 3 { sql.append("PRAGMA journal_mode = WAL") }
        let metadata = choices.pick(metadataLayouts), tiles = choices.pick(tileLayouts)
        sql += metadata.create + tiles.create
        for _ in 0..<choices.next() % 10 {
            sql.append(
                "INSERT INTO \(metadata.rows) (name, value) VALUES (\(choices.pick(names)), \(choices.pick(metadataValues)))")
        }
        for _ in 0..<choices.next() % 10 {
            let z = choices.pick(zooms), x = choices.pick(numbers), y = choices.pick(numbers), data = choices.pick(tileData)
            sql.append(
                "INSERT INTO \(tiles.rows) (zoom_level, tile_column, tile_row, tile_data) VALUES (\(z), \(x), \(y), \(data))")
        }
        sql += tiles.fill
        for _ in 0..<choices.next() % 3 { sql.append(choices.pick(extras)) }
        return sql
    }

    /// How a table is laid out: what creates it, the table its rows go into, and what copies
    /// them on from there.
    struct Layout: Sendable {
        var create: [String]
        var rows: String
        var fill: [String] = []
    }

    static let endless = "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r)"

    static let metadataLayouts: [Layout] = [
        Layout(create: ["CREATE TABLE metadata (name TEXT, value TEXT)"], rows: "metadata"),
        Layout(create: ["CREATE TABLE metadata (name, value)"], rows: "metadata"),
        Layout(create: ["CREATE TABLE metadata (name BLOB, value BLOB)"], rows: "metadata"),
        Layout(create: ["CREATE TABLE metadata (value TEXT, extra INTEGER DEFAULT 7, name TEXT)"], rows: "metadata"),
        Layout(create: ["CREATE TABLE metadata (name TEXT PRIMARY KEY, value) WITHOUT ROWID"], rows: "metadata"),
        Layout(create: ["CREATE TABLE metadata (name TEXT)"], rows: "metadata"),
        Layout(create: ["CREATE TABLE m (name, value)"], rows: "m"),
        Layout(create: ["CREATE TABLE m (name, value)", "CREATE VIEW metadata AS SELECT name, value FROM m"], rows: "m"),
        Layout(
            create: [
                "CREATE TABLE m (name, value)",
                "CREATE VIEW metadata AS SELECT name, value FROM m UNION ALL SELECT value, name FROM m",
            ], rows: "m"),
        Layout(
            create: [
                "CREATE TABLE m (name, value)",
                "CREATE VIEW metadata AS \(endless) SELECT 'name' || n AS name, n AS value FROM r",
            ], rows: "m"),
        Layout(
            create: [
                "CREATE TABLE m (name, value)", "CREATE VIEW metadata AS \(endless) SELECT 'format' AS name, n AS value FROM r",
            ], rows: "m"),
        Layout(
            create: ["CREATE TABLE m (name, value)", "CREATE VIEW metadata AS SELECT a.name, b.value FROM m a, m b, m c, m d"],
            rows: "m"),
        Layout(
            create: [
                "CREATE TABLE m (name, value)", "CREATE TABLE log (name)",
                "CREATE TRIGGER m_log AFTER INSERT ON m BEGIN INSERT INTO log VALUES (new.name); END",
                "CREATE VIEW metadata AS SELECT name, value FROM m",
            ], rows: "m"),
    ]

    static let tileLayouts: [Layout] = {
        let map = [
            "CREATE TABLE map (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_id TEXT)",
            "CREATE TABLE images (tile_data BLOB, tile_id TEXT)",
            "CREATE UNIQUE INDEX map_index ON map (zoom_level, tile_column, tile_row)",
            "CREATE UNIQUE INDEX images_id ON images (tile_id)",
        ]
        let mapFill = [
            "INSERT OR IGNORE INTO map SELECT zoom_level, tile_column, tile_row, rowid FROM t",
            "INSERT OR IGNORE INTO images SELECT tile_data, rowid FROM t",
        ]
        let t = "CREATE TABLE t (zoom_level, tile_column, tile_row, tile_data)"
        return [
            Layout(
                create: ["CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)"],
                rows: "tiles"),
            Layout(
                create: [
                    "CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)",
                    "CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row)",
                ], rows: "tiles"),
            Layout(create: ["CREATE TABLE tiles (zoom_level, tile_column, tile_row, tile_data)"], rows: "tiles"),
            Layout(
                create: ["CREATE TABLE tiles (zoom_level TEXT, tile_column REAL, tile_row NUMERIC, tile_data TEXT)"],
                rows: "tiles"),
            Layout(
                create: [
                    "CREATE TABLE tiles (id INTEGER PRIMARY KEY, zoom_level, tile_column, tile_row, tile_data, extra TEXT DEFAULT 'x')"
                ], rows: "tiles"),
            Layout(create: ["CREATE TABLE tiles (zoom_level, tile_column, tile_row)"], rows: "tiles"),
            Layout(create: ["CREATE TABLE tiles (zoom_level, tile_column, tile_data)"], rows: "tiles"),
            Layout(
                create: [
                    "CREATE TABLE tiles (zoom_level, tile_column, tile_row, tile_data, PRIMARY KEY (zoom_level, tile_column, tile_row)) WITHOUT ROWID"
                ], rows: "tiles"),
            Layout(create: [t], rows: "t"),
            Layout(
                create: map + [
                    t,
                    """
                    CREATE VIEW tiles AS SELECT map.zoom_level AS zoom_level, map.tile_column AS tile_column, map.tile_row AS tile_row,
                        images.tile_data AS tile_data FROM map JOIN images ON images.tile_id = map.tile_id
                    """,
                ], rows: "t", fill: mapFill),
            Layout(
                create: [
                    t, "CREATE VIEW tiles AS SELECT * FROM t GROUP BY zoom_level, tile_column, tile_row ORDER BY tile_data",
                ], rows: "t"),
            Layout(
                create: [
                    t,
                    "CREATE VIEW tiles AS SELECT * FROM t UNION SELECT zoom_level + 1, tile_column * 2, tile_row * 2, tile_data FROM t",
                ], rows: "t"),
            Layout(
                create: [
                    t, "CREATE VIEW tiles AS SELECT a.zoom_level, b.tile_column, c.tile_row, d.tile_data FROM t a, t b, t c, t d",
                ], rows: "t"),
            Layout(
                create: [
                    t,
                    """
                    CREATE VIEW tiles AS \(endless) SELECT n - n + 99 AS zoom_level, n - n AS tile_column, n - n AS tile_row, x'00' AS tile_data FROM r
                    """,
                ], rows: "t"),
            Layout(
                create: [
                    t,
                    """
                    CREATE VIEW tiles AS \(endless) SELECT n % 3 AS zoom_level, 0 AS tile_column, 0 AS tile_row, zeroblob(1000) || n AS tile_data FROM r
                    ORDER BY tile_data
                    """,
                ], rows: "t"),
            Layout(
                create: [
                    "CREATE TABLE tiles (zoom_level, tile_column, tile_row, tile_data)", "CREATE TABLE tile_log (z)",
                    "CREATE TRIGGER tiles_log AFTER INSERT ON tiles BEGIN INSERT INTO tile_log VALUES (new.zoom_level); END",
                ], rows: "tiles"),
        ]
    }()

    static let names = [
        "'format'", "'minzoom'", "'maxzoom'", "'bounds'", "'center'", "'json'", "'name'", "'attribution'", "NULL",
        "x'666f726d6174'",
        "''", "'FORMAT'",
    ]
    static let metadataValues = [
        "'pbf'", "'png'", "'jpg'", "'webp'", "'avif'", "'0'", "'2'", "'14'", "' 3 '", "'-1'", "'99'", "14", "2.5", "NULL",
        "'9223372036854775807'", "9223372036854775807", "-9223372036854775808", "1e300", "x'00ff'", "x'706e67'", "''",
        "'24.9,60.1,25.0,60.2'", "'-180,-85.0511,180,85.0511'", "'1,2,3'", "'24.9,60.2,14'", "'24.9,60.2,14.0'", "'east'",
        #"'{"vector_layers":[{"id":"water"},{"id":"transportation"}]}'"#, "'{'", "'[]'", "printf('%.100000c', 'x')",
    ]
    static let zooms = [
        "0", "1", "2", "14", "'1'", "NULL", "-1", "1.5", "1e300", "9223372036854775807", "-9223372036854775808", "x'01'", "'z'",
        "32",
    ]
    static let numbers = ["0", "1", "2", "3", "'1'", "NULL", "-1", "0.5", "9223372036854775807", "16383", "x'00'"]
    static let tileData = [
        "x'\(vectorTile)'", "x'\(gzipVectorTile)'", "x'1f8b0800000000000003'", "x'1f8b'", "x'89504e470d0a1a0a'", "x'ffd8ffe0'",
        "x'52494646000000005745425056503820'", "NULL", "''", "x''", "'text'", "42", "zeroblob(10000)",
    ]
    static let extras = [
        "CREATE INDEX IF NOT EXISTS z_index ON tiles (zoom_level)",
        "CREATE INDEX IF NOT EXISTS e_index ON t (tile_column + tile_row)",
        "CREATE VIEW IF NOT EXISTS other AS \(endless) SELECT n FROM r",
        "CREATE TABLE IF NOT EXISTS sqlite_stat1 (tbl, idx, stat)",
        "ANALYZE",
        "CREATE TRIGGER IF NOT EXISTS metadata_delete BEFORE DELETE ON metadata BEGIN SELECT RAISE(ABORT, 'no'); END",
        "PRAGMA user_version = 7",
        "VACUUM",
    ]

    /// Fuzzing/Seeds/mvt/two-layers.mvt, and the same gzipped.
    static let vectorTile = """
        1a5878020a05776174657212180801120200001803220e0914141ac8010000c801c701000f120f0802120400010102180122030964641a05636c617373\
        1a0472616e6b22060a046c616b6522060a047061726b220220072880201a4078020a0e7472616e73706f72746174696f6e121408031202000018022\
        20a0900001280408040130a1a046e616d65220d0a0b4d61696e20537472656574288020
        """
    static let gzipVectorTile = """
        1f8b08000000000002031d8d310e82301440ff2f454b8d905486a613e9e431b880938beb8f742085424a131db99d1c4b747acbcb7be6f166327f5172\
        5169818a01e8cc96455d9b0d0136fc2054aa124c7140641a6d56749dc99f032d8be19182b707c907f2eec799a2b7ac395ed7c6b47bb94cbbb1cc534c\
        94fa29a85a64ff05b3b200506bbbb6176978a0d1d9b33cdda80fcd3d45e7d25ef80274a9f1669c000000
        """
}

/// The input read as a sequence of choices; past its end every choice is the first.
private struct Choices {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    /// The next byte, or 0.
    mutating func next() -> UInt8 { bytes.popFirst() ?? 0 }

    /// One of `options`, by the next byte.
    mutating func pick<T>(_ options: [T]) -> T { options[Int(next()) % options.count] }
}
