import Foundation
import Testing

@testable import MapScene
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneDrawing
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneSVG

/// Raster tiles in the SVG: each image once, every tile or piece a `<use>` of it, clipped to the
/// canvas; and, drawn by rsvg-convert and Chromium, each tile's color where its square lies,
/// flat, turned and pitched, with no seam between tiles.
@Suite(.serialized) struct GroundImageSVGTests {
    static func svg(
        pitch: Double = 0, heading: Double = 0, layer: RasterTileLayer = RasterScenes.fourTiles(),
        decorations: String = "{attribution: auto}"
    ) throws
        -> (svg: String, list: RenderList, viewport: Viewport)
    {
        let scene = try RasterScenes.scene(
            RasterScenes.yaml(pitch: pitch, heading: heading, decorations: decorations), layer: layer)
        let (list, _, viewport) = RasterScenes.compile(scene)
        return (SVGBackend.render(list), list, viewport)
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func eachImageIsInTheDocumentOnceAndEachFlatTileIsOneUseOfIt() throws {
        let (svg, list, _) = try Self.svg()
        for (_, ground) in list.groundImages {
            #expect(Self.count(try #require(list.images[ground.source]).href, in: svg) == 1)
        }
        #expect(Self.count("<image ", in: svg) == 4)
        #expect(Self.count("<use ", in: svg) == 4)
        #expect(Self.count("clip-path=\"url(#", in: svg) == 4)  // each tile to the canvas
        #expect(svg.contains("preserveAspectRatio=\"none\""))
        // The tile's matrix takes the unit square to its square, reaching a point past its right
        // and bottom edges under the next tiles.
        #expect(svg.contains("transform=\"matrix(257 0 0 257 256 256)\""))
        #expect(try XMLLint.problems(in: svg) ?? "" == "")
    }

    @Test func aPitchedTileIsCutIntoPiecesThatShareItsImage() throws {
        let (svg, list, _) = try Self.svg(pitch: 60, heading: 30)
        #expect(Self.count("<image ", in: svg) == 4)
        #expect(Self.count("<use ", in: svg) > 4)
        for (_, ground) in list.groundImages {
            #expect(Self.count(try #require(list.images[ground.source]).href, in: svg) == 1)
        }
        #expect(try XMLLint.problems(in: svg) ?? "" == "")
        // Determinism: the same list, the same bytes.
        #expect(SVGBackend.render(list) == svg)
    }

    @Test(arguments: [(45.0, 0.0), (60.0, 30.0), (80.0, 10.0)])
    func piecesStrayLessThanHalfAPixelFromTheGround(pitch: Double, heading: Double) throws {
        let (_, list, _) = try Self.svg(pitch: pitch, heading: heading)
        for (_, ground) in list.groundImages {
            let map = try #require(ProjectiveMap(unitSquareTo: ground.corners))
            let pieces = GroundImagePieces.pieces(
                of: map, canvas: CanvasRect(x: 0, y: 0, width: 512, height: 512), margin: 4, tolerance: 0.5)
            #expect(!pieces.isEmpty)
            for piece in pieces {
                for (sigma, tau) in [(0.1, 0.3), (0.5, 0.5), (0.9, 0.8), (0.3, 0.95)] {
                    let exact = map.point(piece.s0 + sigma * (piece.s1 - piece.s0), piece.t0 + tau * (piece.t1 - piece.t0))
                    let drawn = piece.point(sigma, tau)
                    #expect(hypot(exact.x - drawn.x, exact.y - drawn.y) < 0.5)
                }
            }
        }
    }

    @Test func linkedTilesKeepTheirHrefEscaped() throws {
        var layer = RasterScenes.fourTiles()
        layer.tiles[0].image = ImageFile(mediaType: "image/png", href: "tiles/12/2047/1361.png?a=1&b=<2>")
        let (svg, _, _) = try Self.svg(layer: layer)
        #expect(svg.contains("href=\"tiles/12/2047/1361.png?a=1&amp;b=&lt;2&gt;\""))
        #expect(try XMLLint.problems(in: svg) ?? "" == "")
    }

    @Test func aTileWhoseImageIsMissingShowsItsStandInColor() throws {
        var (_, list, _) = try Self.svg()
        list.images = [:]
        let svg = SVGBackend.render(list)
        #expect(!svg.contains("<use"))
        #expect(Self.count("<path d=", in: svg) == 4)
        #expect(svg.contains(BasemapLayer.palette(for: .satellite, theme: .light).land.hexRGB))
    }

    // MARK: Real renderers

    /// The renderers' pictures of `svg`.
    static func pictures(_ svg: String) throws -> [(name: String, image: PNGImage)] {
        var result: [(String, PNGImage)] = []
        if Renderers.hasRsvgConvert { result.append(("rsvg-convert", try Renderers.rsvg(svg))) }
        if Renderers.hasChromium {
            result.append(("chromium", try Renderers.chromium(svg, name: "map.svg", width: 512, height: 512)))
        }
        return result
    }

    @Test(
        .enabled(if: Renderers.hasRsvgConvert || Renderers.hasChromium),
        arguments: [(0.0, 0.0), (0.0, 30.0), (45.0, 0.0), (45.0, 30.0)])
    func eachTileShowsItsColorOverItsSquare(pitch: Double, heading: Double) throws {
        let (svg, _, viewport) = try Self.svg(pitch: pitch, heading: heading)
        for (renderer, image) in try Self.pictures(svg) {
            var checked = 0
            for (tile, color) in zip(RasterScenes.tiles, RasterScenes.colors) {
                for (u, v) in [(0.2, 0.2), (0.8, 0.2), (0.5, 0.5), (0.2, 0.8), (0.8, 0.8)] {
                    let point = MapPoint(x: (Double(tile.x) + u) * 65536, y: (Double(tile.y) + v) * 65536)
                    guard let at = viewport.visibleCanvasPoint(point), at.x >= 2, at.y >= 2, at.x < 510, at.y < 490 else {
                        continue
                    }
                    let pixel = image[Int(at.x), Int(at.y)]
                    #expect(
                        RealRendererTests.matches(pixel, color), "\(renderer): \(tile) at \(at) is \(pixel), not \(color.hexRGB)")
                    checked += 1
                }
            }
            #expect(checked >= 12)
        }
    }

    @Test(
        .enabled(if: Renderers.hasRsvgConvert || Renderers.hasChromium),
        arguments: [(0.0, 0.0), (0.0, 30.0), (45.0, 0.0), (45.0, 17.0), (60.0, 30.0)])
    func tilesOfOneColorShowNoSeam(pitch: Double, heading: Double) throws {
        var layer = RasterScenes.fourTiles()
        let blue = RasterScenes.colors[2]
        for i in layer.tiles.indices { layer.tiles[i].image = RasterScenes.solid(blue) }
        let (svg, _, viewport) = try Self.svg(
            pitch: pitch, heading: heading, layer: layer, decorations: "{attribution: false, compass: false}")
        // The tiles' outline on the canvas, and a pixel center's distance inside it.
        let outline = try RasterScenes.outline.map { try #require(viewport.visibleCanvasPoint($0)) }
        func inset(_ p: CanvasPoint) -> Double {
            var nearest = Double.infinity
            for i in 0..<4 {
                let a = outline[i], b = outline[(i + 1) % 4]
                let length = hypot(b.x - a.x, b.y - a.y)
                // Clockwise on screen (y down): inside is to the right of each edge.
                nearest = min(nearest, ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / length)
            }
            return nearest
        }
        for (renderer, image) in try Self.pictures(svg) {
            var seams: [String] = []
            var inside = 0
            for y in 0..<512 {
                for x in 0..<512 where inset(CanvasPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) > 3 {
                    inside += 1
                    let p = image[x, y]
                    // A seam lets the beige background through: a channel far off the tiles' blue.
                    if max(abs(p.r - Int(blue.red)), abs(p.g - Int(blue.green)), abs(p.b - Int(blue.blue))) > 24 {
                        seams.append("\(x),\(y) \(p)")
                    }
                }
            }
            #expect(inside > 20_000)
            #expect(seams.isEmpty, "\(renderer): \(seams.count) seam pixels, first \(seams.prefix(5))")
        }
    }
}
