import Foundation
import Testing

@testable import MapScene
@testable import MapSceneResolve

/// An MBTiles file is SQL anyone can write: opened read-only and immutable by a path nothing in it
/// can change the meaning of, its views and queries stopped at a budget of operations and
/// seconds, its metadata at a count of rows and bytes, and nothing in its schema trusted.
@Suite("MBTiles databases: immutable opening, query budget, metadata caps")
struct MBTilesQueryLimitTests {
    /// A view of rows that never end.
    static let endless = "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r)"

    @Test func pathsArePercentEncodedIntoTheURI() {
        #expect(SQLiteDatabase.immutableURI("/maps/city.mbtiles") == "file:///maps/city.mbtiles?immutable=1&mode=ro")
        #expect(SQLiteDatabase.immutableURI("city.mbtiles") == "file:city.mbtiles?immutable=1&mode=ro")
        #expect(
            SQLiteDatabase.immutableURI("//maps/a b?mode=rwc#x%41.mbtiles")
                == "file:////maps/a%20b%3Fmode%3Drwc%23x%2541.mbtiles?immutable=1&mode=ro")
        #expect(
            SQLiteDatabase.immutableURI("/Kartat/Töölö.mbtiles")
                == "file:///Kartat/T%C3%B6%C3%B6l%C3%B6.mbtiles?immutable=1&mode=ro")
    }

    @Test func archivesAtPathsWithURICharactersOpen() throws {
        let folder = try ScratchFolder()
        for name in [
            "a b.mbtiles", "q?mode=rwc.mbtiles", "hash#1.mbtiles", "per%41cent.mbtiles", "Töölö.mbtiles", "file:x.mbtiles",
        ] {
            let path = folder.path + "/" + name
            try HandMadeMBTiles(metadata: [("name", name), ("format", "png")]).write(to: path)
            #expect(try MBTilesArchive(path: path).metadata.name == name)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 6)
    }

    @Test func anEndlessTilesViewStopsAtTheOperationBudget() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/endless.mbtiles"
        try HandMadeMBTiles(
            hasTilesTable: false,
            schema: [
                // `n - n` rather than a constant, which SQLite would compare once and stop.
                "CREATE VIEW tiles AS \(Self.endless) SELECT n - n + 99 AS zoom_level, n - n AS tile_column, n - n AS tile_row, x'00' AS tile_data FROM r"
            ]
        ).write(to: path)
        let limits = MBTilesQueryLimits(operations: 1_000_000, seconds: 60, metadataRows: 100)
        let archive = try MBTilesArchive(path: path, queryLimits: limits)
        let start = ContinuousClock.now
        let error = #expect(throws: TileArchiveError.self) { try archive.tile(z: 1, x: 0, y: 0) }
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(error?.reason == .database("tile 1/0/0: the archive's queries took more than 1000000 operations, the limit"))
        // The budget is the archive's: a later query stops at once.
        let again = #expect(throws: TileArchiveError.self) { try archive.tile(z: 2, x: 0, y: 0) }
        #expect(again?.reason == .database("tile 2/0/0: the archive's queries took more than 1000000 operations, the limit"))
    }

    @Test func slowQueriesStopAtTheDeadline() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/slow.mbtiles"
        // Few operations for each row, each rewriting megabytes; no row matches.
        try HandMadeMBTiles(
            hasTilesTable: false,
            schema: [
                """
                CREATE VIEW tiles AS \(Self.endless) SELECT length(replace(printf('%.*c', 4000000 + n % 2, 'x'), 'x', 'yy')) AS zoom_level,
                    n - n AS tile_column, n - n AS tile_row, x'00' AS tile_data FROM r
                """
            ]
        ).write(to: path)
        let limits = MBTilesQueryLimits(operations: .max, seconds: 0.5, metadataRows: 100)
        let archive = try MBTilesArchive(path: path, queryLimits: limits)
        let start = ContinuousClock.now
        let error = #expect(throws: TileArchiveError.self) { try archive.tile(z: 1, x: 0, y: 0) }
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(error?.reason == .database("tile 1/0/0: the archive's queries took more than 0.5 seconds, the limit"))
    }

    @Test func metadataStopsAtItsRowsAndBytes() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/metadata.mbtiles"
        try HandMadeMBTiles(
            hasMetadataTable: false,
            schema: [
                "CREATE VIEW metadata AS \(Self.endless) SELECT 'name' || n AS name, printf('%.1000c', 'v') AS value FROM r"
            ]
        ).write(to: path)
        let rows = #expect(throws: TileArchiveError.self) {
            try MBTilesArchive(path: path, queryLimits: MBTilesQueryLimits(operations: 10_000_000, seconds: 60, metadataRows: 50))
        }
        #expect(rows?.reason == .database("the metadata table: more than 50 rows, the limit"))
        let tight = TileArchiveLimits(tileBytes: 1000, directoryBytes: 1000, metadataBytes: 20_000, directoryDepth: 1)
        let bytes = #expect(throws: TileArchiveError.self) { try MBTilesArchive(path: path, limits: tight) }
        #expect(bytes?.reason == .database("the metadata table: more than 20000 bytes of names and values, the limit"))
        let endless = #expect(throws: TileArchiveError.self) { try MBTilesArchive(path: path) }
        #expect(endless?.reason == .database("the metadata table: more than 10000 rows, the limit"))
    }

    @Test func theSchemaIsNotTrusted() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/untrusted.mbtiles"
        try HandMadeMBTiles(
            hasTilesTable: false,
            schema: [
                "CREATE VIEW tiles AS SELECT 0 AS zoom_level, 0 AS tile_column, 0 AS tile_row, load_extension('/nowhere') AS tile_data"
            ]
        ).write(to: path)
        let error = #expect(throws: TileArchiveError.self) { try MBTilesArchive(path: path) }
        #expect(error?.reason == .database("the tiles table: unsafe use of load_extension()"))
    }

    @Test func oddColumnTypesAreReadAsSQLiteConvertsThem() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/odd.mbtiles"
        try HandMadeMBTiles(
            metadata: [], hasTilesTable: false,
            schema: [
                "INSERT INTO metadata VALUES ('format', x'706e67'), (NULL, 'x'), ('name', NULL), ('name', 'second'), ('minzoom', 3), ('maxzoom', ' 3')",
                "CREATE TABLE tiles (zoom_level TEXT, tile_column, tile_row REAL, tile_data TEXT)",
                "INSERT INTO tiles VALUES ('3', 1, 6.0, 'data'), (9223372036854775807, -1, 1e300, NULL)",
            ]
        ).write(to: path)
        let archive = try MBTilesArchive(path: path)
        #expect(archive.metadata.format == .png && archive.metadata.name == "second")
        #expect(archive.metadata.minZoom == 3 && archive.metadata.maxZoom == 3)
        #expect(try archive.tile(z: 3, x: 1, y: 1) == Array("data".utf8))
        // Without zoom rows, the zooms are the tiles' own: here a huge one.
        let huge = folder.path + "/huge.mbtiles"
        try HandMadeMBTiles(
            metadata: [], hasTilesTable: false,
            schema: [
                "CREATE TABLE tiles (zoom_level TEXT, tile_column, tile_row REAL, tile_data TEXT)",
                "INSERT INTO tiles VALUES ('3', 1, 6.0, 'data'), (9223372036854775807, -1, 1e300, NULL)",
            ]
        ).write(to: huge)
        let error = #expect(throws: TileArchiveError.self) { try MBTilesArchive(path: huge) }
        #expect(error?.reason == .malformedMetadata("zooms 3–9223372036854775807"))
    }
}
