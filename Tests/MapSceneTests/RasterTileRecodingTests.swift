import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneDrawing
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList
@testable import MapSceneResolve
@testable import MapSceneSVG
@testable import MapSceneTerminal

/// WebP raster tiles embedded as PNG (lossless or transparent) or JPEG (lossy and opaque), so
/// rsvg-convert draws them as browsers do: the codec fixtures as the tiles of an MBTiles archive
/// and of a folder, compiled and drawn; linked tiles stay as they are; a broken WebP tile is an
/// error at its entry.
@Suite struct RasterTileRecodingTests {
    let folder: ScratchFolder
    /// The archive's four zoom-1 tiles, north-west, north-east, south-west, south-east.
    static let fixtures = ["webp-lossless.webp", "webp-lossy.webp", "webp-lossy-alpha.webp", "webp-lossless.webp"]

    init() throws {
        folder = try ScratchFolder()
        let tiles = try zip([(0, 1), (1, 1), (0, 0), (1, 0)], Self.fixtures).map { place, name in
            HandMadeMBTiles.Tile(z: 1, column: place.0, row: place.1, data: try CodecFixtures.bytes(name))
        }
        try HandMadeMBTiles(
            metadata: [("name", "webp"), ("format", "webp"), ("minzoom", "1"), ("maxzoom", "1")], tiles: tiles
        ).write(to: folder.path + "/webp.mbtiles")
    }

    /// A 512 × 512 canvas over the four tiles of zoom 1, each 256 pixels square.
    static func scene(_ entry: String) -> MarkedText {
        MarkedText(
            """
            mapscene: 1
            canvas: {width: 512, height: 512}
            map: {basemap: [\(entry)]}
            camera: {mapRect: [0, 0, 268435456, 268435456]}

            """)
    }

    func compile(_ text: MarkedText, options: PipelineOptions = PipelineOptions()) throws -> RenderList {
        let result = Pipeline.compile(text.file, directory: folder.path, options: options)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.renderList)
    }

    /// The pixels of an embedded image.
    static func pixels(_ image: RenderImage) throws -> RasterPixels {
        let bytes = try #require(DataURI.bytes(of: image.href))
        return try RasterDecoding.decode(bytes).get()
    }

    @Test func webPTilesAreEmbeddedAsPNGWhenLosslessOrTransparentAndAsJPEGWhenLossyAndOpaque() throws {
        let list = try compile(Self.scene("{mbtiles: webp.mbtiles}"))
        let keys = ["webp.mbtiles#1/0/0", "webp.mbtiles#1/1/0", "webp.mbtiles#1/0/1", "webp.mbtiles#1/1/1"]
        let images = try keys.map { try #require(list.images[$0]) }
        #expect(images.map(\.mediaType) == ["image/png", "image/jpeg", "image/png", "image/png"])
        for (image, name) in zip(images, Self.fixtures) {
            #expect(image.href.hasPrefix("data:\(image.mediaType);base64,"))
            let original = try RasterDecoding.decode(CodecFixtures.bytes(name)).get()
            let embedded = try Self.pixels(image)
            #expect((embedded.width, embedded.height) == (original.width, original.height))
            if image.mediaType == "image/png" {
                #expect(embedded == original, "\(name): a PNG keeps the pixels exactly")
            } else {
                // Inside the fixture's blocks of one color, away from where chroma is subsampled
                // across their edges, within the fixture's tolerance and as much again for the
                // second lossy generation.
                let expected = try #require(try CodecFixtures.expectations().images[name])
                for pixel in expected.pixels {
                    let at = (pixel[1] * embedded.width + pixel[0]) * 4
                    let off = (0..<4).map { abs(Int(embedded.rgba[at + $0]) - pixel[2 + $0]) }.max() ?? 0
                    #expect(off <= 2 * expected.tolerance, "\(name) at \(pixel[0]), \(pixel[1]): \(off) levels off")
                }
            }
        }
        #expect(!SVGBackend.render(list).contains("image/webp"))
    }

    @Test func theSameTilesGiveTheSameBytesAndNoDatedChunk() throws {
        let text = Self.scene("{mbtiles: webp.mbtiles}")
        let first = SVGBackend.render(try compile(text)), second = SVGBackend.render(try compile(text))
        #expect(first == second)
        let image = try #require(try compile(text).images["webp.mbtiles#1/0/0"])
        let png = try #require(DataURI.bytes(of: image.href))
        var chunks: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(chunks.first == "IHDR" && chunks.last == "IEND")
        #expect(Set(chunks) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func rsvgConvertDrawsTheTilesPixels() throws {
        guard Renderers.hasRsvgConvert else { return }
        let list = try compile(Self.scene("{mbtiles: webp.mbtiles}"))
        let drawn = try Renderers.rsvg(SVGBackend.render(list))
        // The middles of opaque source pixels: the lossless tile's (0, 0), 64 × 85⅓ pixels each,
        // and its (2, 1) in the south-east tile; the lossy tile's 4 × 4 blocks of 16-pixel ones.
        let probes: [(x: Int, y: Int, color: (Int, Int, Int), tolerance: Int)] = [
            (32, 43, (255, 0, 0), 8),
            (256 + 160, 256 + 128, (0, 200, 200), 8),
            (256 + 64, 64, (200, 40, 30), 24),
            (256 + 192, 64, (40, 160, 60), 24),
            (256 + 64, 192, (30, 60, 190), 24),
        ]
        for probe in probes {
            let pixel = drawn[probe.x, probe.y]
            let off = max(abs(pixel.r - probe.color.0), abs(pixel.g - probe.color.1), abs(pixel.b - probe.color.2))
            #expect(off <= probe.tolerance, "at \(probe.x), \(probe.y): \(pixel), not \(probe.color)")
        }
    }

    @Test func theTerminalDrawsTheReencodedTiles() throws {
        let list = try compile(Self.scene("{mbtiles: webp.mbtiles}"))
        let frame = CellFrame(canvas: list.canvas, columns: 40, rows: 20)
        let ground = GroundPixels(list: list, frame: frame, limits: .standard)
        #expect(ground.undecoded.isEmpty)
        #expect(ground.commands.count == 4)
        #expect(ground.commands.values.allSatisfy { !$0.isEmpty })
    }

    @Test func folderTilesAreReencodedWhenEmbeddedAndKeptWhenLinked() throws {
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            try folder.write("tiles/1/\(x)/\(y).webp", CodecFixtures.bytes("webp-lossless.webp"))
        }
        let text = Self.scene(#"{tiles: "tiles/{z}/{x}/{y}.webp"}"#)
        #expect(try compile(text).images.values.map(\.mediaType) == Array(repeating: "image/png", count: 4))
        let linked = try compile(text, options: PipelineOptions(linkImages: true))
        #expect(linked.images["tiles/1/0/0.webp"]?.mediaType == "image/webp")
        #expect(linked.images["tiles/1/0/0.webp"]?.href == "tiles/1/0/0.webp")
    }

    @Test func aBrokenWebPTileIsAnErrorAtItsEntry() throws {
        let webp = Array("RIFF\u{24}\0\0\0WEBPVP8 ".utf8) + Array(repeating: 0, count: 24)
        try HandMadeMBTiles(
            metadata: [("name", "webp"), ("format", "webp"), ("minzoom", "0"), ("maxzoom", "0")],
            tiles: [HandMadeMBTiles.Tile(z: 0, column: 0, row: 0, data: webp)]
        ).write(to: folder.path + "/broken.mbtiles")
        let text = Self.scene("{mbtiles: 1️⃣broken.mbtiles2️⃣}")
        let result = Pipeline.compile(text.file, directory: folder.path)
        #expect(
            result.diagnostics.map(\.message) == [
                "1 of 1 tile of 'broken.mbtiles' cannot be had; the first, tile 0/0/0: it is a broken WebP image: bitstream error"
            ])
        #expect(result.diagnostics.first?.range == text.range(1, 2))
    }

    @Test func aTilePastTheScenesPixelsIsNotDecoded() throws {
        let tile = try CodecFixtures.bytes("webp-lossless.webp")
        let image = ImageFile(mediaType: "image/webp", href: ImageFileReader.dataURI(Data(tile), mediaType: "image/webp"))
        var remaining = 12
        #expect(throws: Never.self) { try RasterTileRecoding.recoded(image, remaining: &remaining).get() }
        #expect(remaining == 0)
        switch RasterTileRecoding.recoded(image, remaining: &remaining) {
        case .success: Issue.record("a tile past the pixels left was re-encoded")
        case .failure(let refusal):
            #expect(refusal.reason == "decoding it to embed it as PNG or JPEG would take the scene past 128 Mpx of tiles")
        }
    }
}
