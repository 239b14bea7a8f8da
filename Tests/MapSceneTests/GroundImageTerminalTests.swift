import Foundation
import Testing

@testable import MapScene
@testable import MapSceneCompile
@testable import MapSceneDrawing
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// Raster tiles in the terminal: sampled into `pixels` commands, shown as the cells' colors.
@Suite struct GroundImageTerminalTests {
    static let size = TermSize(columns: 40, rows: 20)

    static func list(pitch: Double = 0, heading: Double = 0, layer: RasterTileLayer = RasterScenes.fourTiles()) throws
        -> RenderList
    {
        RasterScenes.compile(try RasterScenes.scene(RasterScenes.yaml(pitch: pitch, heading: heading), layer: layer)).list
    }

    @Test func fourTilesColorTheirQuadrantsInTruecolor() throws {
        let list = try Self.list()
        let (stream, surface) = TermDrawing.draw(list, size: Self.size, mode: .braille)
        #expect(stream.columns == 40 && stream.rows == 20)
        for row in 0..<19 {
            for column in 0..<40 {
                let quadrant = (row < 10 ? 0 : 2) + (column < 20 ? 0 : 1)
                #expect(
                    surface.background(column: column, row: row) == RGB(RasterScenes.colors[quadrant]), "cell \(column),\(row)")
            }
        }
        let drawing = TerminalBackend.draw(TermLowering.lower(list, size: Self.size), mode: .braille, colors: .truecolor)
        for color in RasterScenes.colors {
            #expect(drawing.contains("48;2;\(color.red);\(color.green);\(color.blue)m"))
        }
        // The stream carries each tile's samples in runs.
        let text = TermCommandWriter.text(stream)
        #expect(text.contains("pixels 0 0 20 10 #e02020*400"))
        #expect(text.contains("pixels 20 10 20 10 #f0a020*400"))
    }

    @Test func halfBlocksShowTwoColorsInACellAcrossATileEdge() throws {
        // A view half a row (12.8 points, 3277 map points) lower: the tiles' edge runs through the
        // middle of a row of cells.
        let scene = try RasterScenes.scene(
            RasterScenes.yaml().replacingOccurrences(of: "\(1361 * 65536), 131072", with: "\(1361 * 65536 + 3277), 131072"))
        let list = RasterScenes.compile(scene).list
        let (_, surface) = TermDrawing.draw(list, size: Self.size, mode: .halfblock)
        let edgeRow = (0..<surface.rows).first { row in
            surface.pixel((2 * row) * surface.areaWidth + 5) != surface.pixel((2 * row + 1) * surface.areaWidth + 5)
        }
        let row = try #require(edgeRow)
        #expect(surface.pixel((2 * row) * surface.areaWidth + 5) == RGB(RasterScenes.colors[0]))
        #expect(surface.pixel((2 * row + 1) * surface.areaWidth + 5) == RGB(RasterScenes.colors[2]))
        let drawing = TerminalBackend.draw(TermLowering.lower(list, size: Self.size), mode: .halfblock, colors: .truecolor)
        let (red, blue) = (RasterScenes.colors[0], RasterScenes.colors[2])
        #expect(
            drawing.contains("38;2;\(red.red);\(red.green);\(red.blue);48;2;\(blue.red);\(blue.green);\(blue.blue)m▀")
                || drawing.contains(
                    "38;2;\(red.red);\(red.green);\(red.blue)m\u{1B}[48;2;\(blue.red);\(blue.green);\(blue.blue)m▀")
        )
    }

    @Test func aPitchedViewSamplesTheTilesThroughTheirPerspective() throws {
        let list = try Self.list(pitch: 45, heading: 30)
        let (stream, surface) = TermDrawing.draw(list, size: Self.size, mode: .braille)
        let frame = CellFrame(canvas: list.canvas, columns: stream.columns, rows: stream.rows)
        var (_, _, viewport) = RasterScenes.compile(try RasterScenes.scene(RasterScenes.yaml(pitch: 45, heading: 30)))
        viewport = viewport.withPitch(45)
        for (tile, color) in zip(RasterScenes.tiles, RasterScenes.colors) {
            let middle = try #require(
                viewport.visibleCanvasPoint(MapPoint(x: (Double(tile.x) + 0.5) * 65536, y: (Double(tile.y) + 0.5) * 65536)))
            let cell = frame.point(middle)
            guard cell.x >= 0, cell.y >= 0, cell.x < Double(stream.columns), cell.y < Double(stream.rows) else { continue }
            #expect(surface.background(column: Int(cell.x), row: Int(cell.y)) == RGB(color), "\(tile) at \(cell)")
        }
    }

    @Test func withoutColorsTheDrawingHasNoEscape() throws {
        let list = try Self.list(pitch: 45, heading: 30)
        for mode in TermMode.allCases {
            let drawing = TerminalBackend.draw(TermLowering.lower(list, size: Self.size), mode: mode, colors: .none)
            #expect(!drawing.contains("\u{1B}"))
        }
    }

    @Test func aTileThatCannotBeSampledShowsTheLandsColor() throws {
        var layer = RasterScenes.fourTiles()
        layer.tiles[0].image = ImageFile(mediaType: "image/png", href: "tiles/12/2047/1361.png")
        let list = try Self.list(layer: layer)
        let (stream, surface) = TermDrawing.draw(list, size: Self.size, mode: .braille)
        let land = BasemapLayer.palette(for: .satellite, theme: .light).land
        #expect(surface.background(column: 5, row: 5) == RGB(land))
        #expect(surface.background(column: 25, row: 5) == RGB(RasterScenes.colors[1]))
        let first = try #require(TermStreamItem.items(of: stream).first { $0.id == "basemap.0.12/2047/1361" })
        #expect(first.commands.first == .style(TermStyle(fill: land)))
        // An image larger than mapc decodes is drawn the same way, without a warning of its own.
        var limits = RasterDecodingLimits.standard
        limits.maximumPixelCount = 1
        let (tooLarge, undecoded) = TermDrawing.draw(list, size: Self.size, mode: .braille, limits: limits)
        #expect(undecoded.background(column: 25, row: 5) == RGB(land))
        #expect(tooLarge.undecodedImages.isEmpty)
    }

    @Test func imagesPastThePixelsOneDrawingDecodesStandInWithAWarningAtTheirSource() throws {
        let list = try Self.list()
        var limits = RasterDecodingLimits.standard
        limits.maximumDrawingPixelCount = 2 * 8 * 8
        let (stream, surface) = TermDrawing.draw(list, size: Self.size, mode: .braille, limits: limits)
        // The first two tiles in draw order are decoded; the other two show the land's color.
        let land = BasemapLayer.palette(for: .satellite, theme: .light).land
        #expect(surface.background(column: 5, row: 5) == RGB(RasterScenes.colors[0]))
        #expect(surface.background(column: 25, row: 5) == RGB(RasterScenes.colors[1]))
        #expect(surface.background(column: 5, row: 15) == RGB(land))
        #expect(surface.background(column: 25, row: 15) == RGB(land))
        #expect(stream.undecodedImages.map(\.id) == ["basemap.0.12/2047/1362", "basemap.0.12/2048/1362"])
        let warnings = TerminalBackend.diagnostics(stream, size: Self.size)
        #expect(warnings.map(\.rule) == ["term-tile-pixels"])
        #expect(
            warnings.first?.message == """
                2 raster tiles, the first 'basemap.0.12/2047/1362', are drawn in the color standing in for them: \
                decoding them would take the terminal drawing past 128 Mpx, the most it decodes
                """)
        let source = try #require(stream.undecodedImages.first?.source)
        #expect(warnings.first?.range?.start == source)
    }

    @Test func translucentTilesAndOverlaysBlendOverTheMap() throws {
        let half = RasterScenes.image(
            PNGWriter.pixels(width: 4, height: 4) { _, _ in Color(red: 0, green: 0, blue: 0, alpha: 0.5) })
        let yaml = RasterScenes.yaml(
            map: "{type: standard, basemap: []}",
            extra: "overlays:\n  - {id: shade, tiles: \"shade/{z}/{x}/{y}.png\", opacity: 0.5}\n")
        let layer = RasterTileLayer(tiles: [RasterTile(coordinate: RasterScenes.tiles[0], key: "shade", image: half)])
        let list = RasterScenes.compile(try RasterScenes.scene(yaml, key: "shade/{z}/{x}/{y}.png", layer: layer)).list
        let (stream, surface) = TermDrawing.draw(list, size: Self.size, mode: .braille)
        // Half-transparent pixels at half opacity: a quarter of black over the paper.
        #expect(TermCommandWriter.text(stream).contains("#00000040*400"))
        let paper = RGB(red: 0xF4, green: 0xF1, blue: 0xEA)
        #expect(surface.background(column: 5, row: 5) == paper.blended(with: Color(red: 0, green: 0, blue: 0, alpha: 64.0 / 255)))
        #expect(surface.background(column: 25, row: 15) == paper)
    }

    @Test(.enabled(if: RasterPixels(decoding: PNGWriter.png(PNGWriter.pixels(width: 2, height: 2) { _, _ in .white })) != nil))
    func theLibrarysOwnDecoderReadsTheTiles() throws {
        let (_, surface) = TermDrawing.draw(try Self.list(), size: Self.size, mode: .braille)
        #expect(surface.background(column: 5, row: 5) == RGB(RasterScenes.colors[0]))
    }
}
