import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneDrawing
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneResolve

/// Raster tiles compiled into `groundImage` items: each tile's square of the world through the
/// viewport, flat, turned and pitched, in the layer and order its entry or overlay draws it.
@Suite struct GroundImageCompileTests {
    /// The canvas point of a map point, which must be in view.
    static func canvas(_ point: MapPoint, _ viewport: Viewport) throws -> CanvasPoint {
        try #require(viewport.visibleCanvasPoint(point))
    }

    /// The map corners (top left, top right, bottom right, bottom left) of `part` of `tile`.
    static func mapCorners(of tile: TileCoordinate, part: ImagePart = .whole) -> [MapPoint] {
        let size = MapSize.world.width / Double(1 << tile.z)
        func point(_ u: Double, _ v: Double) -> MapPoint {
            MapPoint(x: (Double(tile.x) + u) * size, y: (Double(tile.y) + v) * size)
        }
        return [
            point(part.minX, part.minY), point(part.maxX, part.minY), point(part.maxX, part.maxY), point(part.minX, part.maxY),
        ]
    }

    static func expectClose(_ a: CanvasPoint, _ b: CanvasPoint, within tolerance: Double = 1e-6, _ comment: Comment? = nil) {
        #expect(
            abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance, "\(a) is not \(b) \(comment.map(\.description) ?? "")")
    }

    @Test func aFlatViewLaysEachTileOnItsSquareExactly() throws {
        let (list, diagnostics, viewport) = RasterScenes.compile(try RasterScenes.scene())
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let ground = list.groundImages
        #expect(ground.map(\.item.id) == RasterScenes.tiles.map { "basemap.0.\($0)" })
        #expect(ground.allSatisfy { $0.item.layer == .base && $0.ground.part == .whole })
        for ((_, image), tile) in zip(ground, RasterScenes.tiles) {
            #expect(image.source == "tiles/\(tile.z)/\(tile.x)/\(tile.y).png")
            for (corner, point) in zip(image.corners, Self.mapCorners(of: tile)) {
                Self.expectClose(corner, try Self.canvas(point, viewport))
            }
        }
        // The four tiles fill the canvas, 256 points each, meeting at its center.
        Self.expectClose(ground[0].ground.corners[0], CanvasPoint(x: 0, y: 0))
        Self.expectClose(ground[3].ground.corners[0], CanvasPoint(x: 256, y: 256))
        Self.expectClose(ground[3].ground.corners[2], CanvasPoint(x: 512, y: 512))
        // Each tile's image is in the list's table, as the resolve stage read it.
        for tile in RasterScenes.fourTiles().tiles {
            #expect(list.images[tile.key] == RenderImage(mediaType: "image/png", href: tile.image.href))
        }
    }

    @Test func aTurnedViewMakesEachTileAParallelogramAtItsSquaresCorners() throws {
        let (list, _, viewport) = RasterScenes.compile(try RasterScenes.scene(RasterScenes.yaml(heading: 30)))
        let ground = list.groundImages
        #expect(ground.count == 4)
        for ((_, image), tile) in zip(ground, RasterScenes.tiles) {
            for (corner, point) in zip(image.corners, Self.mapCorners(of: tile)) {
                Self.expectClose(corner, try Self.canvas(point, viewport))
            }
            let c = image.corners
            Self.expectClose(
                CanvasPoint(x: c[0].x + c[2].x, y: c[0].y + c[2].y), CanvasPoint(x: c[1].x + c[3].x, y: c[1].y + c[3].y))
            // Turned 30° clockwise on screen: the top edge runs up to the right.
            #expect(abs(atan2(c[0].y - c[1].y, c[1].x - c[0].x) * 180 / .pi - 30) < 1e-6)
        }
    }

    /// A pitched view so steep that the tiles reach past the far plane, every part in view.
    @Test(arguments: [(45.0, 0.0), (60.0, 30.0), (75.0, 200.0)])
    func aPitchedViewCutsTilesIntoPartsThatAreAllInViewAndCoverWhatIsSeen(pitch: Double, heading: Double) throws {
        // Zoom 3 tiles over a zoom 12 view: they run far past the far plane.
        let big = RasterTileLayer(
            tiles: RasterScenes.tiles.map { t in
                let parent = t.ancestor(atZoom: 3)!
                return RasterTile(coordinate: parent, key: "\(parent)", image: RasterScenes.solid(.white))
            }.reduce(into: [RasterTile]()) { list, tile in if !list.contains(tile) { list.append(tile) } })
        let scene = try RasterScenes.scene(RasterScenes.yaml(pitch: pitch, heading: heading), layer: big)
        let (list, _, viewport) = RasterScenes.compile(scene)
        let ground = list.groundImages
        #expect(!ground.isEmpty)
        var parts: [(tile: TileCoordinate, map: ProjectiveMap, part: ImagePart)] = []
        for (item, image) in ground {
            let tile = try #require(big.tiles.first { $0.key == image.source }).coordinate
            #expect(item.id.hasPrefix("basemap.0.\(tile)"))
            // Every corner is where the viewport puts the corner's map point, in view.
            for (corner, point) in zip(image.corners, Self.mapCorners(of: tile, part: image.part)) {
                #expect(corner.x.isFinite && corner.y.isFinite)
                Self.expectClose(corner, try Self.canvas(point, viewport), within: 1e-6 * max(1, abs(corner.x) + abs(corner.y)))
            }
            parts.append((tile, try #require(ProjectiveMap(unitSquareTo: image.corners)), image.part))
        }
        // The tiles reach past the far plane (or behind the eye): only parts of them are drawn.
        #expect(ground.allSatisfy { $0.ground.part != .whole })
        // Every canvas point whose ground lies in a tile lies in a part of that tile.
        let horizon = viewport.horizonY ?? 0
        for y in stride(from: 2.0, to: 512, by: 6) where y > horizon + 1 {
            for x in stride(from: 2.0, to: 512, by: 6) {
                let point = CanvasPoint(x: x, y: y)
                guard let g = viewport.ground(under: point), viewport.forwardLimits.contains(g.forward) else { continue }
                let mapPoint = viewport.mapPoint(g)
                guard
                    let tile = big.tiles.map(\.coordinate).first(where: { t in
                        let c = Self.mapCorners(of: t)
                        return mapPoint.x >= c[0].x && mapPoint.x < c[2].x && mapPoint.y >= c[0].y && mapPoint.y < c[2].y
                    })
                else { continue }
                let covered = parts.contains { part in
                    guard part.tile == tile, let st = part.map.unitPoint(point) else { return false }
                    return st.s >= -1e-9 && st.s <= 1 + 1e-9 && st.t >= -1e-9 && st.t <= 1 + 1e-9
                }
                #expect(covered, "\(point) over \(tile) is in no part")
            }
        }
    }

    @Test func aTileFromAShallowerZoomIsDrawnOverItsOwnSquareUnderTheDeeperOnes() throws {
        // A zoom 14 view over the north-west tile's north-west corner.
        let yaml = RasterScenes.yaml().replacingOccurrences(of: "131072, 131072", with: "32768, 32768")
        let deep = TileCoordinate(z: 14, x: 2047 * 4, y: 1361 * 4)!
        let shallow = RasterScenes.tiles[0]
        let layer = RasterTileLayer(tiles: [
            RasterTile(coordinate: deep, key: "deep", image: RasterScenes.solid(.white)),
            RasterTile(coordinate: shallow, key: "shallow", image: RasterScenes.solid(.black)),
        ])
        let (list, _, viewport) = RasterScenes.compile(try RasterScenes.scene(yaml, layer: layer))
        let ground = list.groundImages
        #expect(ground.map(\.ground.source) == ["shallow", "deep"])
        for (corner, point) in zip(ground[0].ground.corners, Self.mapCorners(of: shallow)) {
            Self.expectClose(corner, try Self.canvas(point, viewport))
        }
        // The zoom 12 tile is four zoom 14 tiles across: 1024 points.
        Self.expectClose(ground[0].ground.corners[2], CanvasPoint(x: 1024, y: 1024))
        Self.expectClose(ground[1].ground.corners[2], CanvasPoint(x: 256, y: 256))
    }

    @Test func tilesOffTheCanvasAreLeftOutAndTheirImagesWithThem() throws {
        var layer = RasterScenes.fourTiles()
        let far = TileCoordinate(z: 12, x: 2060, y: 1361)!
        layer.tiles.append(RasterTile(coordinate: far, key: "far", image: RasterScenes.solid(.white)))
        // A turned view: the off-canvas test is the tile's true shape, not its bounds.
        for heading in [0.0, 45] {
            let (list, _, _) = RasterScenes.compile(try RasterScenes.scene(RasterScenes.yaml(heading: heading), layer: layer))
            #expect(list.groundImages.count == 4)
            #expect(list.images["far"] == nil)
        }
        // A tile touching the canvas only along an edge shows nothing of itself.
        #expect(
            GroundImages.parts(
                of: TileCoordinate(z: 12, x: 2049, y: 1361)!, through: RasterScenes.compile(try RasterScenes.scene()).viewport
            ).isEmpty)
    }

    @Test func tileOverlaysAreDrawnAtTheirLevelAndOrderWithTheirOpacity() throws {
        let middle = RasterScenes.meeting.coordinate
        let yaml = RasterScenes.yaml(
            map: "{type: standard, basemap: []}", decorations: "{attribution: auto, legend: true}",
            extra: """
                overlays:
                  - {id: above, tiles: "over/{z}/{x}/{y}.png", opacity: 0.5, z: 2}
                  - {id: ring, circle: {center: [\(middle.latitude), \(middle.longitude)], radius: 100m}, z: 1}
                  - {id: low, tiles: {template: "low/{z}/{x}/{y}.png"}, level: aboveRoads, title: Low tiles}
                """)
        var scene = try RasterScenes.scene(yaml, key: "over/{z}/{x}/{y}.png")
        scene.rasterTiles["low/{z}/{x}/{y}.png"] = RasterTileLayer(
            tiles: [RasterTile(coordinate: RasterScenes.tiles[0], key: "low", image: RasterScenes.solid(.black))],
            attribution: "Low credit")
        let (list, diagnostics, _) = RasterScenes.compile(scene)
        #expect(!diagnostics.contains { $0.rule == Rule.notDrawn.id })
        let ground = list.groundImages
        #expect(ground.filter { $0.item.id.hasPrefix("above.") }.count == 4)
        #expect(
            ground.filter { $0.item.id.hasPrefix("above.") }.allSatisfy {
                $0.item.layer == .aboveLabels && $0.item.style.opacity == 0.5
            })
        let low = try #require(ground.first { $0.item.id.hasPrefix("low.") })
        #expect(low.item.layer == .aboveRoads && low.item.style.opacity == 1 && low.item.style.fill == nil)
        #expect(low.item.source == scene.overlays[2].range.start)
        // z 2 draws after the ring's z 1.
        let ids = list.items.map(\.id)
        #expect(try #require(ids.firstIndex(of: "ring")) < (try #require(ids.firstIndex { $0.hasPrefix("above.") })))
        // Both credits, in drawing order; the titled overlay is named on the map and in the legend.
        guard case .text(let credit, _, _, _) = try #require(list.items.first { $0.id == "attribution" }).shape else {
            Issue.record("no attribution"); return
        }
        #expect(credit == "Low credit · \(RasterScenes.credit)")
        #expect(list.items.contains { $0.id == "low.title" })
        #expect(
            list.items.contains { item in
                if case .legendEntry(let entry) = item.shape {
                    entry.text == "Low tiles" && entry.swatch == .image(source: "low")
                } else {
                    false
                }
            })
    }

    @Test func aTileOverlaysStyleKeysOtherThanOpacityAreSaidToDoNothing() throws {
        let yaml = RasterScenes.yaml(
            map: "{type: standard, basemap: []}",
            extra: """
                overlays:
                  - {id: t, tiles: "over/{z}/{x}/{y}.png", stroke: red, opacity: 0.5, width: 3}
                """)
        let (decoded, diagnostics) = decode(yaml)
        #expect(decoded != nil)
        #expect(
            diagnostics.map(\.message) == [
                "'stroke' has no effect on a tile overlay; only opacity applies to its images",
                "'width' has no effect on a tile overlay; only opacity applies to its images",
            ])
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.rule == Rule.unusedSetting.id })
    }

    @Test func anOverlayThatReplacesTheMapContentHidesRasterBasemapsBeneathIt() throws {
        let yaml = RasterScenes.yaml(
            map: "{type: standard, basemap: [world, {tiles: \"tiles/{z}/{x}/{y}.png\"}]}",
            extra: """
                overlays:
                  - {id: cover, polygon: [[0, 0], [1, 0], [1, 1]], replacesMapContent: true, level: aboveRoads}
                """)
        let (list, _, _) = RasterScenes.compile(try RasterScenes.scene(yaml))
        #expect(list.groundImages.isEmpty)
        #expect(!list.items.contains { $0.layer == .base })
    }

    @Test func aStandardMapStacksRasterTilesWithItsOtherEntriesInTheOrderListed() throws {
        let under = try RasterScenes.scene(
            RasterScenes.yaml(map: "{type: standard, basemap: [{tiles: \"tiles/{z}/{x}/{y}.png\"}, world]}"))
        let over = try RasterScenes.scene(
            RasterScenes.yaml(map: "{type: standard, basemap: [world, {tiles: \"tiles/{z}/{x}/{y}.png\"}]}"))
        func order(_ scene: Scene) -> [String] {
            RasterScenes.compile(scene).list.items.filter { $0.layer == .base }.map {
                $0.id.hasPrefix("basemap.") ? "tiles" : "world"
            }
            .reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        }
        #expect(order(under) == ["tiles", "world"])
        #expect(order(over) == ["world", "tiles"])
        // The tiles' fallback is the land's color, for backends that cannot show their pixels.
        let land = BasemapLayer.palette(for: .standard, theme: .light).land
        #expect(RasterScenes.compile(over).list.groundImages.allSatisfy { $0.item.style.fill == land })
    }

    @Test func imageryStandsInForTheWorldsLandOnSatelliteAndHybridMaps() throws {
        func compiled(_ type: MapType) throws -> RenderList {
            RasterScenes.compile(
                try RasterScenes.scene(
                    RasterScenes.yaml(map: "{type: \(type), basemap: [world, {tiles: \"tiles/{z}/{x}/{y}.png\"}]}"))
            ).list
        }
        for type in [MapType.satellite, .hybrid] {
            let list = try compiled(type)
            #expect(list.groundImages.count == 4)
            #expect(!list.items.contains { $0.id.hasPrefix("world.land") || $0.id.hasPrefix("world.lake") }, "\(type)")
            guard case .text(let credit, _, _, _) = try #require(list.items.first { $0.id == "attribution" }).shape else {
                continue
            }
            #expect(credit == "\(WorldBasemap.attribution) · \(RasterScenes.credit)")
        }
        #expect(try compiled(.standard).items.contains { $0.id.hasPrefix("world.") })
    }

    @Test func aRasterEntryTheResolveStageDidNotReadIsNotDrawnAndSaysSo() throws {
        var unread = try RasterScenes.scene()
        unread.rasterTiles = [:]
        let (list, diagnostics, _) = RasterScenes.compile(unread)
        #expect(list.groundImages.isEmpty)
        #expect(diagnostics.contains { $0.rule == Rule.notDrawn.id })
        #expect(!RasterScenes.compile(try RasterScenes.scene()).diagnostics.contains { $0.rule == Rule.notDrawn.id })
    }
}
