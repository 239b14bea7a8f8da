import Foundation
import Testing

/// MBTiles archives built to make SQLite run forever, take all the memory or write beside them,
/// each built at run time and named by a scene as a basemap and as a tile overlay: `compile` and
/// `lint` end within the hostile-input deadline and memory cap with an error at the entry that
/// names the archive and the limit, and leave the archive's folder as it was. Archives laid out
/// as real writers lay them out (a `tiles` view, WAL mode) still draw.
@Suite struct HostileMBTilesTests {
    /// An attack, as the SQL that builds its archive.
    enum Attack: String, CaseIterable, CustomTestStringConvertible {
        /// `tiles`, a view over an endless recursive query: no row ever matches.
        case endlessTilesView
        /// `metadata`, a view returning endless distinct rows.
        case endlessMetadataView
        /// `metadata`, a view of megabyte-sized values.
        case hugeMetadataView
        /// `metadata`, a view sorting 200 values of 5 MB, more than SQLite may hold.
        case memoryHungryView

        var testDescription: String { rawValue }

        /// The statements that build the archive, whose tiles are `format`.
        func statements(format: String) -> [String] {
            let endless = "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r)"
            let metadata = [
                "CREATE TABLE metadata (name TEXT, value TEXT)",
                "INSERT INTO metadata VALUES ('format', '\(format)'), ('minzoom', '0'), ('maxzoom', '14')",
            ]
            let tiles = "CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)"
            switch self {
            case .endlessTilesView:
                // `n - n + 99` rather than a constant, which SQLite would compare once and stop.
                return metadata + [
                    "CREATE VIEW tiles AS \(endless) SELECT n - n + 99 AS zoom_level, n - n AS tile_column, n - n AS tile_row, x'00' AS tile_data FROM r"
                ]
            case .endlessMetadataView:
                return [tiles, "CREATE VIEW metadata AS \(endless) SELECT 'name' || n AS name, 'value' AS value FROM r"]
            case .hugeMetadataView:
                return [
                    tiles,
                    "CREATE VIEW metadata AS \(endless) SELECT 'name' || n AS name, printf('%.1000000c', 'v') AS value FROM r",
                ]
            case .memoryHungryView:
                return [
                    tiles,
                    "CREATE VIEW metadata AS \(endless) SELECT 'name' || n AS name, zeroblob(5000000) || n AS value FROM r WHERE n < 200 ORDER BY value",
                ]
            }
        }

        /// What the error says after the archive's name.
        var message: String {
            switch self {
            case .endlessTilesView: "the archive's queries took more than 50000000 operations, the limit"
            case .endlessMetadataView: "SQLite: the metadata table: more than 10000 rows, the limit"
            case .hugeMetadataView: "SQLite: the metadata table: more than 16777216 bytes of names and values, the limit"
            case .memoryHungryView: "SQLite: the metadata table: out of memory: SQLite may hold 268435456 bytes, the limit"
            }
        }
    }

    /// Where a scene names the archive.
    enum Entry: String, CaseIterable, CustomTestStringConvertible {
        case basemap, overlay

        var testDescription: String { rawValue }

        /// The tiles an archive for this entry holds: vector tiles for a basemap, images for an overlay.
        var format: String { self == .basemap ? "pbf" : "png" }

        /// A scene naming `archive` here, and the line and column the entry's error is at.
        func scene(_ archive: String) -> (text: String, line: Int, column: Int) {
            switch self {
            case .basemap:
                let text = """
                    mapscene: 1
                    canvas: {width: 320, height: 240}
                    map: {basemap: [{tiles: \(archive)}]}
                    camera: {center: [60.17, 24.94], distance: 5km}

                    """
                return (text, 3, 25)
            case .overlay:
                let text = """
                    mapscene: 1
                    canvas: {width: 320, height: 240}
                    camera: {center: [60.17, 24.94], distance: 5km}
                    overlays:
                      - {id: hostile, tiles: \(archive)}

                    """
                return (text, 5, 26)
            }
        }
    }

    static let helsinki = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MapSceneTests/Fixtures/tiles/helsinki.mbtiles").path

    @Test(arguments: Attack.allCases, Entry.allCases)
    func anAttackEndsInTimeWithALocatedError(_ attack: Attack, _ entry: Entry) throws {
        let folder = try TemporaryFolder()
        let scene = folder.url.appendingPathComponent("scene"), output = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scene, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try SQLiteScript.write(attack.statements(format: entry.format), to: scene.appendingPathComponent("hostile.mbtiles").path)
        let (text, line, column) = entry.scene("hostile.mbtiles")
        try Data(text.utf8).write(to: scene.appendingPathComponent("scene.yaml"))
        let before = FolderSnapshot(scene)
        for arguments in [
            ["compile", "scene.yaml", "-o", output.appendingPathComponent("map.svg").path], ["lint", "scene.yaml"],
        ] {
            let run = try Mapc.runBounded(arguments, in: scene)
            let said = run.standardOutput + run.standardError
            #expect(run.status == 1, "\(arguments[0]): \(run.summary)")
            #expect(
                said.contains("scene.yaml:\(line):\(column): error: hostile.mbtiles: "), "\(arguments[0]): \(said.prefix(2000))")
            #expect(said.contains(attack.message), "\(arguments[0]): \(said.prefix(2000))")
        }
        #expect(FolderSnapshot(scene) == before)
    }

    /// The Helsinki fixture copied by SQL into a new database at `path`, its tiles laid out by
    /// `tiles` (statements run after the fixture is attached as `f`), then run through `after`.
    static func copyOfHelsinki(to path: String, tiles: [String], after: [String] = []) throws {
        try SQLiteScript.write(
            ["ATTACH '\(helsinki)' AS f", "CREATE TABLE metadata AS SELECT * FROM f.metadata"] + tiles + ["DETACH f"] + after,
            to: path)
    }

    /// A scene over the Helsinki fixture's tiles with `archive` as its basemap.
    static func cityScene(_ archive: String) -> String {
        """
        mapscene: 1
        canvas: {width: 320, height: 240}
        map: {basemap: [{tiles: \(archive)}]}
        camera: {center: [60.1716, 24.9443], distance: 2km}

        """
    }

    /// Compiles the city scene of `archive` in `folder`; the SVG.
    static func draw(_ archive: String, in folder: URL) throws -> Data {
        try Data(cityScene(archive).utf8).write(to: folder.appendingPathComponent("scene.yaml"))
        let svg = folder.appendingPathComponent("map.svg")
        let run = try Mapc.runBounded(["compile", "scene.yaml", "-o", svg.path], in: folder)
        #expect(run.status == 0, "\(run.summary)")
        return try Data(contentsOf: svg)
    }

    @Test func aTilesViewOverMapAndImagesDrawsAsTheTableDoes() throws {
        // The layout tilemaker and mbutil write: tiles stored once in `images`, named from `map`.
        let tableFolder = try TemporaryFolder(), viewFolder = try TemporaryFolder()
        try FileManager.default.copyItem(
            atPath: Self.helsinki, toPath: tableFolder.url.appendingPathComponent("city.mbtiles").path)
        try Self.copyOfHelsinki(
            to: viewFolder.url.appendingPathComponent("city.mbtiles").path,
            tiles: [
                "CREATE TABLE map (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_id TEXT)",
                "CREATE TABLE images (tile_data BLOB, tile_id TEXT)",
                "CREATE UNIQUE INDEX map_index ON map (zoom_level, tile_column, tile_row)",
                "CREATE UNIQUE INDEX images_id ON images (tile_id)",
                "INSERT INTO map SELECT zoom_level, tile_column, tile_row, zoom_level || '/' || tile_column || '/' || tile_row FROM f.tiles",
                "INSERT INTO images SELECT tile_data, zoom_level || '/' || tile_column || '/' || tile_row FROM f.tiles",
                """
                CREATE VIEW tiles AS SELECT map.zoom_level AS zoom_level, map.tile_column AS tile_column, map.tile_row AS tile_row,
                    images.tile_data AS tile_data FROM map JOIN images ON images.tile_id = map.tile_id
                """,
            ])
        let table = try Self.draw("city.mbtiles", in: tableFolder.url)
        #expect(table.count > 10_000)
        #expect(try Self.draw("city.mbtiles", in: viewFolder.url) == table)
    }

    /// A WAL-mode archive in a folder mapc may write to, and in one it may not. As root the
    /// folder's mode stops no write, so there that case checks what the writable one does.
    @Test(arguments: [false, true])
    func aWALModeArchiveDrawsAndLeavesNothingBesideIt(readOnlyFolder: Bool) throws {
        let folder = try TemporaryFolder()
        let scene = folder.url.appendingPathComponent("scene"), output = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scene, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let archive = scene.appendingPathComponent("city.mbtiles").path
        try Self.copyOfHelsinki(
            to: archive, tiles: ["CREATE TABLE tiles AS SELECT * FROM f.tiles"], after: ["PRAGMA journal_mode = WAL"])
        // The header's read and write versions: 2 is WAL.
        let header = try #require(FileManager.default.contents(atPath: archive))
        #expect(header[18] == 2 && header[19] == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scene.path) == ["city.mbtiles"])
        let plain = output.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.helsinki, toPath: plain.appendingPathComponent("city.mbtiles").path)
        let expected = try Self.draw("city.mbtiles", in: plain)
        try Data(Self.cityScene("city.mbtiles").utf8).write(to: scene.appendingPathComponent("scene.yaml"))
        if readOnlyFolder { #expect(chmod(scene.path, 0o555) == 0) }
        defer { chmod(scene.path, 0o755) }
        let before = FolderSnapshot(scene)
        let svg = output.appendingPathComponent("map.svg")
        for arguments in [["compile", "scene.yaml", "-o", svg.path], ["lint", "scene.yaml"]] {
            let run = try Mapc.runBounded(arguments, in: scene)
            #expect(run.status == 0, "\(arguments[0]): \(run.summary)")
            #expect(FolderSnapshot(scene) == before, "\(arguments[0]) wrote beside the archive")
        }
        #expect(try Data(contentsOf: svg) == expected)

        // The live page draws the archive; then the language server lints the scene that names it.
        let watcher = try WatchCommandTests.Watcher(["scene.yaml"], in: scene)
        let page = try LoopbackClient.get("/map.svg", port: watcher.port)
        #expect(page.status == 200 && page.text.contains("<svg"))
        #expect(watcher.interrupt() == 0)
        #expect(FolderSnapshot(scene) == before, "watch wrote beside the archive")
        let uri = scene.appendingPathComponent("scene.yaml").absoluteString
        let session = [
            LanguageServerCLITests.frame([
                "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()],
            ]),
            LanguageServerCLITests.frame(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()]),
            LanguageServerCLITests.frame([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": Self.cityScene("city.mbtiles")]
                ],
            ]),
            LanguageServerCLITests.frame(["jsonrpc": "2.0", "id": 2, "method": "shutdown"]),
            LanguageServerCLITests.frame(["jsonrpc": "2.0", "method": "exit"]),
        ].joined()
        let lsp = try Mapc.run(["lsp"], in: scene, standardInput: session)
        #expect(lsp.status == 0, "\(lsp.standardError)")
        let published = LanguageServerCLITests.messages(lsp.standardOutput).first {
            $0["method"] as? String == "textDocument/publishDiagnostics"
        }
        #expect(published != nil, "\(lsp.standardOutput.prefix(2000))")
        #expect(FolderSnapshot(scene) == before, "lsp wrote beside the archive")
    }
}
