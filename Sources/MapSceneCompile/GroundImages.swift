import MapSceneBase
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Raster tiles laid on the ground as `groundImage` items: each tile's Web Mercator square
/// through the viewport, taking the copy of the world nearest the view's center.
///
/// Flat, a tile's corners are exact (a turned heading makes a parallelogram). Pitched, a tile
/// that reaches behind the eye or past the far plane is cut into quarters of its image, and those
/// again, until every part lies wholly within the view's forward limits, so each part has four
/// corners on the canvas plane; what is out of view is left out. Tiles and parts wholly off the
/// canvas are left out too.
package enum GroundImages {
    /// A part of a tile's image and where its corners land.
    package struct Part: Equatable {
        package var part: ImagePart
        /// Top-left, top-right, bottom-right, bottom-left.
        package var corners: [CanvasPoint]
    }

    /// How often a part may be quartered: enough for a whole-world tile to end within a point of
    /// the far plane.
    package static let deepestSplit = 12
    /// A part cut by the view's forward limits whose visible piece on the canvas is smaller than
    /// this (square points) is left out rather than quartered again: it cannot be seen.
    package static let negligibleArea = 0.01

    /// The items of one raster layer, shallower tiles first (so deeper ones cover the ground a
    /// shallower one stands in for), each named `PREFIX.Z/X/Y` — with `.N` for the parts of a
    /// tile cut into several — with `style` and `source`; and the images they draw, by key.
    package static func items(
        of layer: RasterTileLayer, prefix: String, in renderLayer: RenderLayer, style: RenderStyle, source: SourceLocation?,
        viewport: Viewport
    ) -> (items: [RenderItem], images: [String: RenderImage]) {
        var items: [RenderItem] = []
        var images: [String: RenderImage] = [:]
        let tiles = layer.tiles.enumerated().sorted {
            ($0.element.coordinate.z, $0.offset) < ($1.element.coordinate.z, $1.offset)
        }
        for tile in tiles.map(\.element) {
            let parts = self.parts(of: tile.coordinate, through: viewport)
            guard !parts.isEmpty else { continue }
            images[tile.key] = RenderImage(mediaType: tile.image.mediaType, href: tile.image.href)
            for (index, part) in parts.enumerated() {
                let id = parts.count == 1 ? "\(prefix).\(tile.coordinate)" : "\(prefix).\(tile.coordinate).\(index)"
                let ground = RenderGroundImage(source: tile.key, part: part.part, corners: part.corners)
                items.append(RenderItem(id: id, layer: renderLayer, shape: .groundImage(ground), style: style, source: source))
            }
        }
        return (items, images)
    }

    /// The parts of `tile` to draw: the whole tile when it lies in view, none when it is out of
    /// view or off the canvas.
    package static func parts(of tile: TileCoordinate, through viewport: Viewport) -> [Part] {
        let size = MapSize.world.width / Double(1 << tile.z)
        let west = Double(tile.x) * size
        let shifted = Viewport.unwrap(west + size / 2, near: viewport.mapRect.midX) - size / 2
        let square = Square(west: shifted, north: Double(tile.y) * size, size: size)
        let canvas = CanvasRect(x: 0, y: 0, width: viewport.canvasWidth, height: viewport.canvasHeight)
        var parts: [Part] = []
        collect(.whole, of: square, through: viewport, canvas: canvas, depth: 0, into: &parts)
        return parts
    }

    /// A tile's square of the world in map points, its x already unwrapped.
    package struct Square {
        package var west: Double
        package var north: Double
        package var size: Double

        /// The map point at fractions `(u, v)` of the image: x right, y down, as the image's own
        /// pixels run (a tile's pixels are evenly spaced in map points).
        package func point(_ u: Double, _ v: Double) -> MapPoint {
            MapPoint(x: west + u * size, y: north + v * size)
        }
    }

    /// Adds `part` of the tile, or its quarters, to `parts`.
    private static func collect(
        _ part: ImagePart, of square: Square, through viewport: Viewport, canvas: CanvasRect, depth: Int, into parts: inout [Part]
    ) {
        let ground = [
            square.point(part.minX, part.minY), square.point(part.maxX, part.minY),
            square.point(part.maxX, part.maxY), square.point(part.minX, part.maxY),
        ].map(viewport.ground)
        let limits = viewport.forwardLimits
        if ground.allSatisfy({ limits.contains($0.forward) }) {
            let corners = ground.map(viewport.canvasPoint)
            if visibleArea(corners, on: canvas) > 0 { parts.append(Part(part: part, corners: corners)) }
            return
        }
        // Cut by a forward limit: what can be seen of it, if anything, decides whether to go on.
        let seen = GroundClipping.clipRing(ground, to: limits).map(viewport.canvasPoint)
        guard depth < deepestSplit, visibleArea(seen, on: canvas) > negligibleArea else { return }
        let midX = (part.minX + part.maxX) / 2, midY = (part.minY + part.maxY) / 2
        for quarter in [
            ImagePart(minX: part.minX, minY: part.minY, maxX: midX, maxY: midY),
            ImagePart(minX: midX, minY: part.minY, maxX: part.maxX, maxY: midY),
            ImagePart(minX: part.minX, minY: midY, maxX: midX, maxY: part.maxY),
            ImagePart(minX: midX, minY: midY, maxX: part.maxX, maxY: part.maxY),
        ] {
            collect(quarter, of: square, through: viewport, canvas: canvas, depth: depth + 1, into: &parts)
        }
    }

    /// The area of the convex polygon `ring` within `canvas`, in square points.
    package static func visibleArea(_ ring: [CanvasPoint], on canvas: CanvasRect) -> Double {
        let clipped = Clipping.clipRing(ring, to: PlaneBox(canvas))
        guard clipped.count >= 3 else { return 0 }
        var twice = 0.0
        for i in clipped.indices {
            let p = clipped[i], q = clipped[(i + 1) % clipped.count]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }
}
