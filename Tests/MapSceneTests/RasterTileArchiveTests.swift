import Foundation
import Testing
import TileServer

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneResolve

/// Raster tiles from PMTiles and MBTiles archives of images — the fixtures written by PyPI's
/// pmtiles and Python's sqlite3, and archives made by hand — as basemaps and tile overlays: the
/// tiles in view under `ARCHIVE#z/x/y`, the deepest zoom's tiles past the archive's max zoom,
/// credited as the metadata says; a broken archive or tile is an error at the entry.
@Suite struct RasterTileArchiveTests {
    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder()
        try folder.write("raster.pmtiles", TileFixtures.bytes("raster.pmtiles"))
        try folder.write("raster.mbtiles", TileFixtures.bytes("raster.mbtiles"))
        try folder.write("vector.pmtiles", TileFixtures.bytes("helsinki.pmtiles"))
    }

    /// A 512 × 512 canvas over exactly the 2 × 2 tiles of `zoom` whose north-west one is `x`, `y`.
    static func scene(_ map: String, zoom: Int = 1, x: Int = 0, y: Int = 0, overlays: String = "") -> MarkedText {
        let size = 268_435_456 >> zoom
        return MarkedText(
            """
            mapscene: 1
            canvas: {width: 512, height: 512}
            \(map)
            camera: {mapRect: [\(x * size), \(y * size), \(2 * size), \(2 * size)]}
            \(overlays)

            """)
    }

    func load(_ text: MarkedText) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        Pipeline.load(text.file, directory: folder.path)
    }

    /// The color of the middle of a tile's image.
    static func color(of tile: RasterTile) throws -> (red: Int, green: Int, blue: Int) {
        let base64 = try #require(tile.image.href.split(separator: ",", maxSplits: 1).last)
        let bytes = try #require(Data(base64Encoded: String(base64)))
        if tile.image.mediaType == "image/png" {
            let pixel = try PNGImage(bytes)[128, 128]
            return (pixel.r, pixel.g, pixel.b)
        }
        // JPEG: the fixture's colors survive within a few levels; compare the first bytes instead.
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
        return LoopbackTileServer.tileColor(z: tile.coordinate.z, x: tile.coordinate.x, y: tile.coordinate.y)
    }

    @Test func aPMTilesArchiveOfPNGsIsReadUnderItsKeys() throws {
        let (scene, diagnostics) = load(Self.scene("map: {basemap: [{tiles: raster.pmtiles}]}"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let layer = try #require(scene?.rasterTiles["raster.pmtiles"])
        #expect(scene?.basemapFeatures["raster.pmtiles"] == nil)
        #expect(layer.attribution == "Raster fixture (PMTiles)")
        #expect(
            layer.tiles.map(\.key) == [
                "raster.pmtiles#1/0/0", "raster.pmtiles#1/1/0", "raster.pmtiles#1/0/1", "raster.pmtiles#1/1/1",
            ])
        for tile in layer.tiles {
            #expect(tile.image.mediaType == "image/png")
            let color = try Self.color(of: tile)
            let expected = LoopbackTileServer.tileColor(z: tile.coordinate.z, x: tile.coordinate.x, y: tile.coordinate.y)
            #expect(color == expected, "tile \(tile.coordinate)")
        }
    }

    @Test func anMBTilesArchiveOfJPEGsIsReadWithItsRowsCountedFromTheSouth() throws {
        let (scene, diagnostics) = load(
            Self.scene("map: {basemap: [{mbtiles: raster.mbtiles, attribution: Own credit}]}", zoom: 2, x: 1, y: 2))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let layer = try #require(scene?.rasterTiles["raster.mbtiles"])
        #expect(layer.attribution == "Own credit")
        #expect(layer.tiles.map(\.coordinate.description) == ["2/1/2", "2/2/2", "2/1/3", "2/2/3"])
        #expect(layer.tiles.allSatisfy { $0.image.mediaType == "image/jpeg" })
        // Each tile is its own: the fixture's tile 2/1/2 is stored at TMS row 1.
        let archive = try MBTilesArchive(path: folder.path + "/raster.mbtiles")
        for tile in layer.tiles {
            let bytes = try #require(try archive.tile(at: tile.coordinate))
            #expect(tile.image.href == "data:image/jpeg;base64," + Data(bytes).base64EncodedString())
        }
    }

    @Test func pastTheArchivesMaxZoomItsDeepestTilesAreTaken() throws {
        // The view is at zoom 5, the archive's deepest zoom is 2: one tile holds the view.
        let (scene, diagnostics) = load(Self.scene("map: {basemap: [{tiles: raster.pmtiles}]}", zoom: 5, x: 12, y: 9))
        #expect(diagnostics.isEmpty)
        #expect(scene?.rasterTiles["raster.pmtiles"]?.tiles.map(\.key) == ["raster.pmtiles#2/1/1"])
        // maxZoom narrows what the metadata says.
        let narrowed = load(Self.scene("map: {basemap: [{tiles: raster.pmtiles, maxZoom: 1}]}", zoom: 5, x: 12, y: 9)).scene
        #expect(narrowed?.rasterTiles["raster.pmtiles"]?.tiles.map(\.key) == ["raster.pmtiles#1/0/0"])
    }

    @Test func aTileOverlayReadsARasterArchiveAndRefusesAVectorOne() throws {
        let text = Self.scene(
            "", overlays: "overlays: [{id: a, tiles: {mbtiles: raster.mbtiles}}, {id: b, tiles: {template: 1️⃣vector.pmtiles2️⃣}}]")
        let (scene, diagnostics) = load(text)
        #expect(scene == nil)
        #expect(
            diagnostics.map(\.message) == [
                "'vector.pmtiles' holds vector tiles; a tile overlay draws raster tiles (PNG, JPEG or WebP), so name the archive as a basemap"
            ])
        #expect(diagnostics.first?.range == text.range(1, 2))
        let raster = load(Self.scene("", overlays: "overlays: [{id: a, tiles: {mbtiles: raster.mbtiles}}]")).scene
        #expect(raster?.rasterTiles["raster.mbtiles"]?.tiles.count == 4)
        #expect(raster?.rasterTiles["raster.mbtiles"]?.attribution == "Raster fixture (MBTiles)")
    }

    @Test func aTileTheArchiveLacksIsLeftOutWithAWarning() throws {
        try HandMadeMBTiles(
            metadata: [("name", "sparse"), ("format", "png"), ("minzoom", "1"), ("maxzoom", "1")],
            tiles: [HandMadeMBTiles.Tile(z: 1, column: 0, row: 1, data: ScratchFolder.png)]
        ).write(to: folder.path + "/sparse.mbtiles")
        let text = Self.scene("map: {basemap: [{mbtiles: 1️⃣sparse.mbtiles2️⃣}]}")
        let (scene, diagnostics) = load(text)
        #expect(scene?.rasterTiles["sparse.mbtiles"]?.tiles.map(\.key) == ["sparse.mbtiles#1/0/0"])
        #expect(
            diagnostics.map(\.message) == ["3 of 4 tiles of 'sparse.mbtiles' are missing and left out; the first: tile 1/1/0"])
        #expect(diagnostics.map(\.rule) == [Rule.tileMissing.id])
        #expect(diagnostics.first?.range == text.range(1, 2))
    }

    @Test func aWebPTileIsTakenByItsBytesAndEmbeddedAsPNG() throws {
        let webp = try CodecFixtures.bytes("webp-lossless.webp")
        try HandMadeMBTiles(
            metadata: [("name", "webp"), ("format", "webp"), ("minzoom", "0"), ("maxzoom", "0")],
            tiles: [HandMadeMBTiles.Tile(z: 0, column: 0, row: 0, data: webp)]
        ).write(to: folder.path + "/webp.mbtiles")
        let (scene, diagnostics) = load(Self.scene("map: {basemap: [{mbtiles: webp.mbtiles}]}"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(scene?.rasterTiles["webp.mbtiles"]?.tiles.map(\.image.mediaType) == ["image/png"])
    }

    // MARK: Broken archives

    /// A PNG-typed PMTiles archive with one tile, 0/0/0, holding `tile`.
    static func pmtiles(tile: [UInt8], tileType: UInt8 = 2) -> HandMadePMTiles {
        var archive = HandMadePMTiles(
            root: HandMadePMTiles.directory([.init(tileID: 0, offset: 0, length: UInt64(tile.count), runLength: 1)]),
            tileData: tile)
        archive.metadata = #"{"name": "hand-made raster"}"#
        archive.tileCompression = 1
        archive.tileType = tileType
        archive.maxZoom = 0
        return archive
    }

    @Test func aHandMadePNGArchiveIsRead() throws {
        try folder.write("one.pmtiles", Self.pmtiles(tile: ScratchFolder.png).bytes)
        let (scene, diagnostics) = load(Self.scene("map: {basemap: [{tiles: one.pmtiles}]}"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(scene?.rasterTiles["one.pmtiles"]?.tiles.map(\.key) == ["one.pmtiles#0/0/0"])
    }

    @Test(arguments: [
        ("truncated", "one.pmtiles, byte 127: the file ends inside the root directory"),
        ("magic", "one.pmtiles, byte 0: neither a PMTiles archive nor an MBTiles database"),
        (
            "not an image",
            "1 of 1 tile of 'one.pmtiles' cannot be had; the first, tile 0/0/0: it is not a PNG, JPEG, GIF or WebP image"
        ),
        ("avif", "'one.pmtiles' holds AVIF tiles, which mapc does not draw; it draws PNG, JPEG and WebP tiles"),
        ("tile past the end", "one.pmtiles, byte 201: the tile 0/0/0 points past the end of the file or its section"),
        (
            "mlt",
            "one.pmtiles, byte 99: MapLibre Tile (MLT) archives are not supported yet (tile type 6); mapc reads Mapbox Vector Tiles and PNG, JPEG and WebP tiles"
        ),
        (
            "type 9",
            "one.pmtiles, byte 99: tile type 9 is not one PMTiles version 3 defines (0 to 6); mapc reads Mapbox Vector Tiles and PNG, JPEG and WebP tiles"
        ),
    ])
    func aBrokenArchiveIsAnErrorAtItsEntry(_ damage: String, _ message: String) throws {
        var bytes = Self.pmtiles(tile: ScratchFolder.png).bytes
        switch damage {
        case "truncated": bytes = Array(bytes.prefix(130))
        case "magic": bytes.replaceSubrange(0..<7, with: Array("PMTilez".utf8))
        case "not an image": bytes = Self.pmtiles(tile: Array("<html>".utf8)).bytes
        case "avif": bytes = Self.pmtiles(tile: ScratchFolder.png, tileType: 5).bytes
        case "mlt":
            // As an MLT writer lays one out: an empty root directory, its tiles in leaves.
            var archive = Self.pmtiles(tile: [0x01, 0x02], tileType: 6)
            archive.root = HandMadePMTiles.directory([])
            bytes = archive.bytes
        case "type 9": bytes = Self.pmtiles(tile: ScratchFolder.png, tileType: 9).bytes
        default:
            var archive = Self.pmtiles(tile: ScratchFolder.png)
            archive.root = HandMadePMTiles.directory([.init(tileID: 0, offset: 0, length: 4096, runLength: 1)])
            bytes = archive.bytes
        }
        try folder.write("one.pmtiles", bytes)
        let text = Self.scene("map: {basemap: [{tiles: 1️⃣one.pmtiles2️⃣}]}")
        let result = Pipeline.compile(text.file, directory: folder.path)
        #expect(result.renderList == nil)
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.first?.rule == Rule.sourceFile.id)
        #expect(result.diagnostics.first?.range == text.range(1, 2))
    }
}
