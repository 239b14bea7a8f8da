import Foundation
import Testing
import TileServer

/// `mapc compile` with raster tiles from a URL: fetched from a loopback server into the tile
/// cache `XDG_CACHE_HOME` names, then, with `--offline` and the server gone, the same bytes; a
/// tile that cannot be had is a located error, exit code 1, and nothing written.
@Suite(.enabled(if: LoopbackTileServer.isAvailable, "the loopback tile server needs python3"))
struct RasterTileCLITests {
    static func scene(_ template: String) -> String {
        """
        mapscene: 1
        canvas: {width: 512, height: 512}
        map: {basemap: [world, {tiles: "\(template)", attribution: Loopback tiles}]}
        camera: {mapRect: [152698880, 77660160, 131072, 131072]}

        """
    }

    let folder: TemporaryFolder
    var environment: [String: String] { ["NO_COLOR": "1", "XDG_CACHE_HOME": folder.url.path + "/cache"] }

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test func aSecondCompileOfflineWritesTheSameBytes() throws {
        let server = try LoopbackTileServer(delay: 0)
        try folder.write("scene.yaml", Self.scene(server.base + "/tiles/{z}/{x}/{y}.png"))
        let online = try Mapc.run(["compile", "scene.yaml", "-o", "online.svg"], in: folder.url, environment: environment)
        #expect(online.status == 0, "\(online.standardError)")
        #expect(online.standardError.isEmpty)
        server.stop()
        let offline = try Mapc.run(
            ["compile", "scene.yaml", "-o", "offline.svg", "--offline"], in: folder.url, environment: environment)
        #expect(offline.status == 0, "\(offline.standardError)")
        let first = try #require(folder.contents("online.svg")), second = try #require(folder.contents("offline.svg"))
        #expect(first == second)
        #expect(String(decoding: first, as: UTF8.self).contains("Loopback tiles"))
        // Without --offline and without the server, the cache still answers.
        let again = try Mapc.run(["compile", "scene.yaml", "-o", "-"], in: folder.url, environment: environment)
        #expect(again.status == 0 && Data(again.standardOutput.utf8) == first)
    }

    @Test(arguments: [
        ("missing", "the server answered HTTP 404"), ("html", "the server sent text/html, not an image"),
        ("hang", "no answer within 1 s"),
    ])
    func aTileThatCannotBeFetchedIsALocatedErrorAndNothingIsWritten(_ prefix: String, _ reason: String) throws {
        let server = try LoopbackTileServer(delay: 0)
        let template = server.base + "/\(prefix)/{z}/{x}/{y}.png"
        try folder.write("scene.yaml", Self.scene(template))
        try folder.write("scene.svg", "the old map")
        let run = try Mapc.run(["compile", "scene.yaml", "--tile-timeout", "1"], in: folder.url, environment: environment)
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "scene.yaml:3:32: error: 4 of 4 tiles of '\(template)' cannot be had; the first, \(server.base)/\(prefix)/12/2330/1185.png: \(reason) [source-file]\n"
            ))
        #expect(folder.contents("scene.svg") == Data("the old map".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/cache/mapc/tiles/127.0.0.1_\(server.port)"))
    }

    @Test func offlineWithAnEmptyCacheSaysWhereTheCacheIs() throws {
        let template = "https://tiles.invalid/{z}/{x}/{y}.png"
        try folder.write("scene.yaml", Self.scene(template))
        let run = try Mapc.run(["compile", "scene.yaml", "--offline"], in: folder.url, environment: environment)
        #expect(run.status == 1)
        #expect(
            run.standardError == """
                scene.yaml:3:32: error: 4 of 4 tiles of '\(template)' cannot be had; the first, https://tiles.invalid/12/2330/1185.png: it is not in the tile cache, and mapc is offline [source-file]
                map: {basemap: [world, {tiles: "\(template)", attribution: Loopback tiles}]}
                                               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
                note: the tile cache is '\(folder.url.path)/cache/mapc/tiles'; compile once without --offline to fill it

                """)
        #expect(folder.names() == ["scene.yaml"])
        // lint and preview take --offline too.
        #expect(try Mapc.run(["lint", "scene.yaml", "--offline"], in: folder.url, environment: environment).status == 1)
        #expect(
            try Mapc.run(["preview", "scene.yaml", "--offline", "--size", "40x10"], in: folder.url, environment: environment)
                .status == 1)
    }

    @Test func aTileTimeoutOutOfRangeIsAUsageError() throws {
        try folder.write("scene.yaml", Self.scene("https://tiles.invalid/{z}/{x}/{y}.png"))
        let run = try Mapc.run(["compile", "scene.yaml", "--tile-timeout", "0"], in: folder.url, environment: environment)
        #expect(run.status == 64 || run.status == 2)
        #expect(run.standardError.contains("--tile-timeout must be between 0.1 and 600 seconds, found 0.0"))
    }
}

/// `mapc inspect tiles`: the raster tiles each source gives for the scene's view.
@Suite struct InspectTilesCLITests {
    @Test func theTilesOfTheRasterExampleArePrintedAsJSON() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let run = try Mapc.run(["inspect", "tiles", "helsinki-raster.yaml", "--offline"], in: examples)
        #expect(run.status == 0, "\(run.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: [String: Any]])
        let layer = try #require(json["data/helsinki-raster/{z}/{x}/{y}.png"])
        #expect(layer["attribution"] as? String == "© OpenStreetMap contributors")
        let tiles = try #require(layer["tiles"] as? [[String: Any]])
        #expect(tiles.count == 9)
        #expect(tiles.first?["tile"] as? String == "15/18653/9483")
        #expect(tiles.first?["key"] as? String == "data/helsinki-raster/15/18653/9483.png")
        #expect(tiles.first?["mediaType"] as? String == "image/png")
        let size =
            try FileManager.default.attributesOfItem(atPath: examples.path + "/data/helsinki-raster/15/18653/9483.png")[.size]
            as? Int
        #expect(tiles.first?["bytes"] as? Int == size)
    }
}
