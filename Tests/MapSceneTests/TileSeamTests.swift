import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList
@testable import MapSceneResolve
@testable import MapSceneSVG

/// Areas the tiles cut meet without a seam. A sea of zoom-3 tiles, each holding one water
/// polygon over its square and the buffer around it (as real tiles do), with the same feature
/// id in every tile or with none, drawn by rsvg-convert and headless Chromium at a zoom where the
/// tiles' edges fall inside pixels: every pixel along every edge is the water's color. Skipped
/// where a renderer is not installed; `.ci/run` installs both.
@Suite(.serialized) struct TileSeamTests {
    /// The largest difference allowed in each channel.
    static let tolerance = 3
    static let tileZoom = 3
    static let (width, height) = (900, 700)
    /// The camera's center in tiles of `tileZoom`: the tiles' edges fall at fractions of a pixel.
    static let center = (x: 4.1, y: 3.5985)

    /// The sea: tiles x 1…6, y 1…5, each one water polygon reaching 64 of 4096 units past its
    /// square, with `id` or without.
    static func archive(id: UInt64?) -> HandMadeMBTiles {
        typealias T = HandMadeTile
        let water = T.Feature(
            id: id, type: 3,
            geometry: [T.moveTo()] + T.deltas(-64, -64) + [T.lineTo(3)] + T.deltas(4224, 0, 0, 4224, -4224, 0) + [T.closePath])
        // The other layers make the archive read as OpenMapTiles.
        let layers = ["water", "transportation", "building", "place"].map {
            T.Layer(name: $0, features: $0 == "water" ? [water] : [])
        }
        let bytes = T(layers: layers).bytes
        var archive = HandMadeMBTiles(metadata: [("name", "sea"), ("format", "pbf"), ("minzoom", "3"), ("maxzoom", "3")])
        for x in 1...6 {
            for y in 1...5 {
                archive.tiles.append(HandMadeMBTiles.Tile(z: tileZoom, column: x, row: (1 << tileZoom) - 1 - y, data: bytes))
            }
        }
        return archive
    }

    /// The scene: the sea alone, a third of a zoom level past the tiles' (tiles about 315 points
    /// across).
    static var scene: String {
        let n = Double(1 << tileZoom)
        let longitude = center.x / n * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * center.y / n))) * 180 / .pi
        return """
            mapscene: 1
            canvas: {width: \(width), height: \(height)}
            map: {basemap: [{mbtiles: sea.mbtiles}]}
            camera: {center: [\(latitude), \(longitude)], zoom: \(Double(tileZoom) + 0.3)}
            decorations: {attribution: false}

            """
    }

    /// The scene compiled over the sea, and the canvas x of the tiles' west edges and y of their
    /// north edges in view.
    static func compiled(id: UInt64?) throws -> (list: RenderList, columns: [Double], rows: [Double]) {
        let folder = try ScratchFolder()
        try archive(id: id).write(to: folder.path + "/sea.mbtiles")
        let file = SourceFile(path: "scene.yaml", text: scene)
        let result = Pipeline.compile(file, directory: folder.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let list = try #require(result.renderList)
        let (decoded, _) = decode(scene)
        var diagnostics: [Diagnostic] = []
        let viewport = CameraResolver.resolve(try #require(decoded), diagnostics: &diagnostics)
        let size = MapSize.world.width / Double(1 << tileZoom)
        var columns: [Double] = []
        var rows: [Double] = []
        for k in 1...6 {
            let corner = try #require(viewport.visibleCanvasPoint(MapPoint(x: Double(k) * size, y: Double(k) * size)))
            if corner.x > 1 && corner.x < Double(width) - 1 { columns.append(corner.x) }
            if corner.y > 1 && corner.y < Double(height) - 1 { rows.append(corner.y) }
        }
        return (list, columns, rows)
    }

    static var water: Color { BasemapFeatureStyle.of(.standard, theme: .light)!.water }

    /// The seas drawn: each tile's water without an id, with the same id in every tile, and that
    /// drawn half transparent (the joined pieces are one shape, so no edge is covered twice).
    enum Sea: CaseIterable {
        case withoutIds, withIds, translucentWithIds

        var id: UInt64? { self == .withoutIds ? nil : 7 }
        var opacity: Double { self == .translucentWithIds ? 0.5 : 1 }
    }

    /// The scene's SVG over `sea`, and the tiles' edges in view.
    static func drawn(_ sea: Sea) throws -> (svg: String, columns: [Double], rows: [Double]) {
        var (list, columns, rows) = try compiled(id: sea.id)
        for index in list.items.indices where list.items[index].id.contains("water") {
            list.items[index].style.opacity = sea.opacity
        }
        return (SVGBackend.render(list), columns, rows)
    }

    /// The largest difference in any channel of the pixels along the tiles' edges in `image` (the
    /// column or row of pixels each edge crosses) from the water's color, or for translucent
    /// water from the middle of a tile.
    static func seam(in image: PNGImage, _ sea: Sea, columns: [Double], rows: [Double]) -> Int {
        let middle = image[Int((columns[0] + columns[1]) / 2), Int((rows[0] + rows[1]) / 2)]
        let expected: (r: Int, g: Int, b: Int) =
            sea.opacity == 1 ? (Int(water.red), Int(water.green), Int(water.blue)) : (middle.r, middle.g, middle.b)
        func difference(_ x: Int, _ y: Int) -> Int {
            let p = image[x, y]
            return max(abs(p.r - expected.r), abs(p.g - expected.g), abs(p.b - expected.b))
        }
        var worst = 0
        for column in columns {
            for y in 0..<image.height { worst = max(worst, difference(Int(column), y)) }
        }
        for row in rows {
            for x in 0..<image.width { worst = max(worst, difference(x, Int(row))) }
        }
        return worst
    }

    @Test(arguments: [nil, 7] as [UInt64?])
    func theSceneHasEdgesInsidePixelsAndOnlyWater(id: UInt64?) throws {
        let (list, columns, rows) = try Self.compiled(id: id)
        #expect(columns.count == 3 && rows.count == 2, "\(columns) \(rows)")
        #expect(columns.allSatisfy { $0 - $0.rounded(.down) > 0.2 && $0 - $0.rounded(.down) < 0.8 }, "\(columns)")
        #expect(rows.allSatisfy { $0 - $0.rounded(.down) > 0.2 && $0 - $0.rounded(.down) < 0.8 }, "\(rows)")
        let water = list.items.filter { $0.id.contains("water") }
        if id == nil {
            // A piece for each tile in view, each reaching under its neighbours' edges.
            #expect(water.count == 12, "\(water.map(\.id))")
        } else {
            // The pieces the tiles give of the one feature, as one shape.
            #expect(water.count == 1, "\(water.map(\.id))")
            guard case .polygon(let rings) = water.first?.shape else { return }
            #expect(rings.count == 12)
        }
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert), arguments: Sea.allCases)
    func rsvgDrawsNoSeamAlongTheTilesEdges(_ sea: Sea) throws {
        let (svg, columns, rows) = try Self.drawn(sea)
        let seam = Self.seam(in: try Renderers.rsvg(svg), sea, columns: columns, rows: rows)
        #expect(seam <= Self.tolerance, "rsvg-convert, \(sea): the tiles' edges differ from the water by \(seam) of 255")
    }

    @Test(.enabled(if: Renderers.hasChromium), arguments: Sea.allCases)
    func chromiumDrawsNoSeamAlongTheTilesEdges(_ sea: Sea) throws {
        let (svg, columns, rows) = try Self.drawn(sea)
        let image = try Renderers.chromium(svg, name: "map.svg", width: Self.width, height: Self.height)
        let seam = Self.seam(in: image, sea, columns: columns, rows: rows)
        #expect(seam <= Self.tolerance, "chromium, \(sea): the tiles' edges differ from the water by \(seam) of 255")
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert))
    func translucentWaterIsTranslucent() throws {
        let (svg, columns, rows) = try Self.drawn(.translucentWithIds)
        let image = try Renderers.rsvg(svg)
        let middle = image[Int((columns[0] + columns[1]) / 2), Int((rows[0] + rows[1]) / 2)]
        let water = Self.water
        #expect(max(abs(middle.r - Int(water.red)), abs(middle.g - Int(water.green)), abs(middle.b - Int(water.blue))) > 10)
    }

    // MARK: Pieces

    /// The tile 3/4/3 drawn as it is stored.
    static let tile = TileSquare(
        OverzoomedTile(
            requested: TileCoordinate(z: 3, x: 4, y: 3)!, source: TileCoordinate(z: 3, x: 4, y: 3)!, window: .whole, bytes: []))

    /// A square area from `from` to `to` in tile units.
    static func area(id: UInt64?, from: Int32 = -64, to: Int32 = 4160) -> VectorTileFeature {
        let ring = [(from, from), (to, from), (to, to), (from, to), (from, from)].map { TilePoint(x: $0.0, y: $0.1) }
        return VectorTileFeature(id: id, geometry: .polygons([TilePolygon(exterior: ring)]))
    }

    static func bounds(_ geometry: BasemapFeature.Geometry?) -> MapRect? {
        guard case .areas(let polygons) = geometry else { return nil }
        return MapRect.bounding(polygons.flatMap { $0[0] })
    }

    @Test func anAreaWithoutAnIdReachesPastItsSquareAndOneWithAnIdIsCutAtIt() throws {
        let square = Self.tile.square
        let overlap = Self.tile.overlap
        #expect(overlap == square.width / 256)
        let grown = try #require(Self.bounds(Self.tile.geometry(of: Self.area(id: nil), extent: 4096)))
        #expect(
            grown
                == MapRect(
                    x: square.x - overlap, y: square.y - overlap, width: square.width + 2 * overlap,
                    height: square.height + 2 * overlap))
        let exact = try #require(Self.bounds(Self.tile.geometry(of: Self.area(id: 1), extent: 4096)))
        #expect(exact == MapRect(x: square.x, y: square.y, width: square.width, height: square.height))
        // A translucent area is cut exactly, id or not.
        let translucent = Self.bounds(Self.tile.geometry(of: Self.area(id: nil), extent: 4096, overlapping: false))
        #expect(translucent == exact)
        // Lines are cut at the square, with an id or without.
        let line = VectorTileFeature(geometry: .lineStrings([[TilePoint(x: -64, y: 2048), TilePoint(x: 4160, y: 2048)]]))
        guard case .lines(let parts) = Self.tile.geometry(of: line, extent: 4096) else {
            Issue.record("no line")
            return
        }
        #expect(parts.flatMap { $0 }.map(\.x) == [square.x, square.x + square.width])
    }

    @Test func anOutlineLeavesOutTheCutsAndStaysInTheSquare() throws {
        let square = Self.tile.square
        // Cut to the grown square: no outline of its own.
        guard case .areas(let grown) = Self.tile.geometry(of: Self.area(id: nil), extent: 4096) else {
            Issue.record("no area")
            return
        }
        #expect(Self.tile.outline(of: grown[0][0]).isEmpty)
        // An area from the middle of the tile past its east and south edges: its west and north
        // sides, cut where they meet the square (not where they meet the grown one).
        guard case .areas(let corner) = Self.tile.geometry(of: Self.area(id: nil, from: 2048), extent: 4096) else {
            Issue.record("no area")
            return
        }
        let outline = Self.tile.outline(of: corner[0][0])
        #expect(outline.count == 1)
        let points = outline.flatMap { $0 }
        #expect(points.allSatisfy { $0.x <= square.x + square.width && $0.y <= square.y + square.height })
        #expect(Set(points.map(\.x)).contains(square.x + square.width))
        #expect(Set(points.map(\.y)).contains(square.y + square.height))
    }

    @Test func piecesOfOneFeatureInDifferentTilesAreJoinedAndNothingElseIs() throws {
        func piece(_ kind: BasemapFeature.Kind, x: Double) -> BasemapFeature {
            let ring = [MapPoint(x: x, y: 0), MapPoint(x: x + 10, y: 0), MapPoint(x: x + 10, y: 10), MapPoint(x: x, y: 10)]
            return BasemapFeature(kind: kind, geometry: .areas([[ring]]))!
        }
        let (a, b, c) = (TileCoordinate(z: 3, x: 1, y: 1)!, TileCoordinate(z: 3, x: 2, y: 1)!, TileCoordinate(z: 3, x: 3, y: 1)!)
        var pieces = TilePieces()
        var features: [BasemapFeature] = []
        #expect(!pieces.add(piece(.water, x: 0), layer: "water", id: 5, tile: a, to: &features))
        #expect(pieces.add(piece(.water, x: 10), layer: "water", id: 5, tile: b, to: &features))
        // The same id twice in one tile: another feature.
        #expect(!pieces.add(piece(.water, x: 30), layer: "water", id: 5, tile: b, to: &features))
        #expect(pieces.add(piece(.water, x: 20), layer: "water", id: 5, tile: c, to: &features))
        // Another layer, another kind, no id, a line: apart.
        #expect(!pieces.add(piece(.water, x: 40), layer: "ocean", id: 5, tile: c, to: &features))
        #expect(!pieces.add(piece(.park, x: 50), layer: "water", id: 6, tile: a, to: &features))
        #expect(!pieces.add(piece(.water, x: 60), layer: "water", id: 6, tile: b, to: &features))
        #expect(!pieces.add(piece(.water, x: 70), layer: "water", id: nil, tile: a, to: &features))
        #expect(!pieces.add(piece(.water, x: 80), layer: "water", id: nil, tile: b, to: &features))
        let line = BasemapFeature(kind: .waterway, geometry: .lines([[MapPoint(x: 0, y: 0), MapPoint(x: 1, y: 1)]]))!
        #expect(!pieces.add(line, layer: "waterway", id: 9, tile: a, to: &features))
        #expect(!pieces.add(line, layer: "waterway", id: 9, tile: b, to: &features))
        #expect(features.count == 9)
        guard case .areas(let joined) = features[0].geometry else {
            Issue.record("not an area")
            return
        }
        #expect(joined.count == 3)
        #expect(features[0].bounds == MapRect(x: 0, y: 0, width: 30, height: 10))
    }
}
