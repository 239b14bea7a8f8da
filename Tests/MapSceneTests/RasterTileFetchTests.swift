import Foundation
import Testing
import TileServer

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneResolve
@testable import MapSceneSVG

/// Raster tiles from URL templates, fetched from a loopback server the test starts: through a
/// disk cache in the test's own folder, at most four requests at once, with mapc's User-Agent;
/// a second compile, offline with the server gone, gives the same bytes. A tile that cannot be
/// had is one error at the entry naming how many could not, the first URL and why.
@Suite(.enabled(if: LoopbackTileServer.isAvailable, "the loopback tile server needs python3"))
struct RasterTileFetchTests {
    let folder: ScratchFolder
    var cache: String { folder.path + "/cache" }

    init() throws {
        folder = try ScratchFolder()
    }

    /// The tiles 12/2330/1185 to 12/2331/1186, exactly, on a 512 × 512 canvas.
    static let tiles = ["12/2330/1185", "12/2331/1185", "12/2330/1186", "12/2331/1186"]

    static func scene(_ template: String, settings: String = "", scale: Int = 1) -> MarkedText {
        MarkedText(
            """
            mapscene: 1
            canvas: {width: 512, height: 512, scale: \(scale)}
            map: {basemap: [{tiles: 1️⃣"\(template)"2️⃣\(settings)}]}
            camera: {mapRect: [152698880, 77660160, 131072, 131072]}

            """)
    }

    func options(offline: Bool = false, timeout: Double = 10, link: Bool = false) -> PipelineOptions {
        PipelineOptions(linkImages: link, offline: offline, tileCache: cache, tileTimeout: timeout)
    }

    func load(_ text: MarkedText, _ options: PipelineOptions) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        Pipeline.load(text.file, directory: folder.path, options: options)
    }

    func compile(_ text: MarkedText, _ options: PipelineOptions) -> CompileResult {
        Pipeline.compile(text.file, directory: folder.path, options: options)
    }

    /// The bytes of a `data:` URI.
    static func bytes(of href: String) throws -> Data {
        let base64 = try #require(href.split(separator: ",", maxSplits: 1).last)
        return try #require(Data(base64Encoded: String(base64)))
    }

    /// The whole way, as a user meets it: tiles served over HTTP, fetched, drawn in the SVG and
    /// rendered by librsvg, each tile's color at its own quarter of the canvas.
    @Test(.enabled(if: Renderers.hasRsvgConvert, "needs rsvg-convert"))
    func eachFetchedTileIsDrawnAtItsPlace() throws {
        let server = try LoopbackTileServer()
        defer { server.stop() }
        let text = Self.scene(server.base + "/tiles/{z}/{x}/{y}.png")
        let result = compile(text, options())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let image = try Renderers.rsvg(SVGBackend.render(try #require(result.renderList)))
        // The camera's map rect is exactly tiles 2330...2331 × 1185...1186 of zoom 12.
        for (column, x) in [(2330, 128), (2331, 384)] {
            for (row, y) in [(1185, 128), (1186, 384)] {
                let color = LoopbackTileServer.tileColor(z: 12, x: column, y: row)
                for (dx, dy) in [(0, 0), (-100, -60), (100, 60)] {
                    let pixel = image[x + dx, y + dy]
                    #expect(
                        abs(pixel.r - color.red) <= 2 && abs(pixel.g - color.green) <= 2 && abs(pixel.b - color.blue) <= 2,
                        "tile 12/\(column)/\(row) at \(x + dx),\(y + dy) is \(pixel), not \(color)")
                }
            }
        }
    }

    @Test func tilesAreFetchedOnceAndASecondCompileOfflineGivesTheSameBytes() throws {
        let server = try LoopbackTileServer()
        let text = Self.scene(server.base + "/tiles/{z}/{x}/{y}.png")
        let first = load(text, options())
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics.map(\.message))")
        let layer = try #require(first.scene?.rasterTiles[server.base + "/tiles/{z}/{x}/{y}.png"])
        #expect(layer.tiles.map(\.coordinate.description) == Self.tiles)
        #expect(layer.tiles.map(\.key) == Self.tiles.map { server.base + "/tiles/" + $0 + ".png" })
        for tile in layer.tiles {
            #expect(tile.image.mediaType == "image/png" && tile.image.href.hasPrefix("data:image/png;base64,"))
            let png = try PNGImage(Self.bytes(of: tile.image.href))
            let color = LoopbackTileServer.tileColor(z: tile.coordinate.z, x: tile.coordinate.x, y: tile.coordinate.y)
            let pixel = png[100, 100]
            #expect(png.width == 256 && pixel.r == color.red && pixel.g == color.green && pixel.b == color.blue)
        }
        let svg = try #require(compile(text, options()).renderList).canonicalJSON()
        let requests = try server.requests()
        #expect(requests.count == 4, "the second compile reads the cache: \(requests.map(\.path))")
        #expect(requests.allSatisfy { $0.agent == "mapc/\(MapSceneVersion.current)" })
        server.stop()

        let offline = load(text, options(offline: true))
        #expect(offline.diagnostics.isEmpty)
        #expect(offline.scene?.rasterTiles == first.scene?.rasterTiles)
        let again = try #require(compile(text, options(offline: true)).renderList)
        #expect(again.canonicalJSON() == svg)
        #expect(SVGBackend.render(again) == SVGBackend.render(try #require(compile(text, options()).renderList)))
        // One file a tile, and nothing half written beside them.
        let hosts = try FileManager.default.contentsOfDirectory(atPath: cache)
        #expect(hosts == ["127.0.0.1_\(server.port)"])
        let files = try FileManager.default.contentsOfDirectory(atPath: cache + "/" + hosts[0])
        #expect(files.count == 4 && files.allSatisfy { $0.count == 32 && !$0.hasPrefix(".") })
    }

    @Test func noMoreThanFourRequestsAreInFlightAtOnce() throws {
        let server = try LoopbackTileServer(delay: 0.3)
        // The same square on a canvas four times as wide: zoom 14, 8 × 8 tiles.
        let wide = MarkedText(
            """
            mapscene: 1
            canvas: {width: 2048, height: 2048}
            map: {basemap: [{tiles: "\(server.base)/tiles/{z}/{x}/{y}.png"}]}
            camera: {mapRect: [152698880, 77660160, 131072, 131072]}

            """)
        let (scene, diagnostics) = load(wide, options())
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(scene?.rasterTiles.values.first?.tiles.count == 64)
        let requests = try server.requests()
        #expect(requests.count == 64)
        #expect(requests.map(\.inFlight).max()! <= TileFetcher.maximumInFlight)
    }

    @Test func subdomainsAreSpreadOverTheTilesTheSameWayEveryTime() throws {
        let server = try LoopbackTileServer(delay: 0)
        let template = server.base + "/{s}/{z}/{x}/{-y}.png"
        let (scene, diagnostics) = load(Self.scene(template, settings: ", subdomains: [p, q]"), options())
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        // {s} is p for an even x + y and q for an odd one; {-y} counts rows from the south.
        #expect(
            scene?.rasterTiles[template]?.tiles.map(\.key) == [
                server.base + "/q/12/2330/2910.png", server.base + "/p/12/2331/2910.png",
                server.base + "/p/12/2330/2909.png", server.base + "/q/12/2331/2909.png",
            ])
    }

    @Test(arguments: [1, 2])
    func highResolutionTilesAreAskedForOnACanvasOfScaleTwo(scale: Int) throws {
        let server = try LoopbackTileServer(delay: 0)
        let template = server.base + "/tiles/{z}/{x}/{y}{r}.png"
        let (scene, diagnostics) = load(Self.scene(template, scale: scale), options())
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let tiles = try #require(scene?.rasterTiles[template]?.tiles)
        #expect(tiles.map(\.key) == Self.tiles.map { server.base + "/tiles/" + $0 + (scale == 2 ? "@2x" : "") + ".png" })
        #expect(try PNGImage(Self.bytes(of: tiles[0].image.href)).width == 256 * scale)
    }

    @Test func pastTheMaxZoomTheShallowerTileIsFetched() throws {
        let server = try LoopbackTileServer(delay: 0)
        let template = server.base + "/tiles/{z}/{x}/{y}.png"
        let (scene, _) = load(Self.scene(template, settings: ", maxZoom: 11"), options())
        #expect(scene?.rasterTiles[template]?.tiles.map(\.coordinate.description) == ["11/1165/592", "11/1165/593"])
        #expect(try server.requests().map(\.path).sorted() == ["/tiles/11/1165/592.png", "/tiles/11/1165/593.png"])
    }

    @Test func linkedTilesArePointedAtByTheirURL() throws {
        let server = try LoopbackTileServer(delay: 0)
        let template = server.base + "/tiles/{z}/{x}/{y}.png"
        let (scene, _) = load(Self.scene(template), options(link: true))
        let tiles = try #require(scene?.rasterTiles[template]?.tiles)
        #expect(tiles.map(\.image.href) == tiles.map(\.key))
        #expect(tiles.allSatisfy { $0.image.mediaType == "image/png" })
    }

    @Test(arguments: [
        ("/missing", "the server answered HTTP 404"),
        ("/html", "the server sent text/html, not an image"),
        ("/hang", "no answer within 1 s"),
    ])
    func aTileThatCannotBeFetchedIsOneErrorAtTheEntry(_ prefix: String, _ reason: String) throws {
        let server = try LoopbackTileServer(delay: 0)
        let template = server.base + prefix + "/{z}/{x}/{y}.png"
        let text = Self.scene(template)
        let result = compile(text, options(timeout: 1))
        #expect(result.renderList == nil)
        #expect(result.diagnostics.count == 1)
        let error = try #require(result.diagnostics.first)
        #expect(error.severity == .error && error.rule == Rule.sourceFile.id)
        #expect(error.range == text.range(1, 2))
        #expect(
            error.message
                == "4 of 4 tiles of '\(template)' cannot be had; the first, \(server.base)\(prefix)/12/2330/1185.png: \(reason)")
        // Nothing that failed is kept.
        #expect(!FileManager.default.fileExists(atPath: cache + "/127.0.0.1_\(server.port)"))
    }

    @Test func aServerThatRefusesTheConnectionIsSaidSo() throws {
        // Nothing listens on port 1 of the loopback address.
        let template = "http://127.0.0.1:1/{z}/{x}/{y}.png"
        let result = compile(Self.scene(template), options(timeout: 2))
        #expect(result.renderList == nil)
        let error = try #require(result.diagnostics.first)
        #expect(error.message.hasSuffix("/12/2330/1185.png: the server refused the connection"))
    }

    @Test func offlineWithAnEmptyCacheIsAnErrorThatSaysWhereTheCacheIs() throws {
        let template = "https://tiles.invalid/{z}/{x}/{y}.png"
        let text = Self.scene(template)
        let result = compile(text, options(offline: true))
        #expect(result.renderList == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "4 of 4 tiles of '\(template)' cannot be had; the first, https://tiles.invalid/12/2330/1185.png: it is not in the tile cache, and mapc is offline"
            ])
        #expect(
            result.diagnostics.first?.notes.map(\.message) == [
                "the tile cache is '\(cache)'; compile once without --offline to fill it"
            ])
        #expect(result.diagnostics.first?.range == text.range(1, 2))
    }

    @Test func aCacheThatCannotBeWrittenIsAWarningAndTheTilesAreStillDrawn() throws {
        let server = try LoopbackTileServer(delay: 0)
        try folder.write("cache", "a file, not a folder")
        let template = server.base + "/tiles/{z}/{x}/{y}.png"
        let text = Self.scene(template)
        let (scene, diagnostics) = load(text, options())
        #expect(scene?.rasterTiles[template]?.tiles.count == 4)
        #expect(diagnostics.map(\.rule) == [Rule.tileCache.id])
        #expect(diagnostics.first?.severity == .warning)
        #expect(
            diagnostics.first?.message.hasPrefix(
                "fetched tiles are not kept in the tile cache: cannot make '\(cache)/127.0.0.1_\(server.port)'") == true)
        #expect(diagnostics.first?.range == text.range(1, 2))
    }

    @Test func theCacheIsWhereTheEnvironmentSays() {
        #expect(
            TileCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/me"]) == "/x/cache/mapc/tiles")
        #expect(
            TileCache.defaultFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"])
                == "/home/me/.cache/mapc/tiles")
        #expect(TileCache.defaultFolder(environment: [:]) == nil)
        let cache = TileCache(folder: "/c")
        #expect(cache.path(for: "https://user@a.tile.example:8080/1/2/3.png").hasPrefix("/c/a.tile.example_8080/"))
        #expect(cache.path(for: "https://a.example/1/2/3.png") != cache.path(for: "https://a.example/1/2/4.png"))
        #expect(cache.path(for: "https://a.example/1/2/3.png") == cache.path(for: "https://a.example/1/2/3.png"))
    }
}
