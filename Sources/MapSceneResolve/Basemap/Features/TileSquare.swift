import MapSceneGeometry
import MapSceneModel

/// The square of the map a requested tile covers, and its features' geometry in map points cut
/// to it (to the window of an overzoomed tile), so that neighbouring tiles meet without doubled
/// lines or points, and without a seam between the pieces of an area.
///
/// Two pieces of an area cut exactly at a shared edge and drawn as two shapes each cover half of
/// the pixels along it, and the background shows through as a faint line. So an area's pieces
/// either become one shape again — a feature with an id: the collector joins the pieces the tiles
/// give of it (`TilePieces`) — or overlap: a feature without an id is cut to the square grown by
/// `overlap`, so that its piece reaches under the neighbour's edge.
package struct TileSquare {
    /// The square in map points.
    package let square: CanvasRect
    /// The square grown by `overlap` on every side: what the areas of features without an id are
    /// cut to.
    package let grown: CanvasRect
    private let source: TileCoordinate
    private let sourceSize: Double

    /// How far the areas of features without an id reach past the square: a 256th of it, a canvas
    /// point or more at the size tiles are drawn (256 to 512 points across), within the buffer
    /// tiles carry around their square.
    package var overlap: Double { square.width / 256 }

    /// The square of `drawn.requested`, whose features come from `drawn.source`.
    package init(_ drawn: OverzoomedTile) {
        let world = MapSize.world.width
        source = drawn.source
        sourceSize = world / Double(1 << drawn.source.z)
        let requestedSize = world / Double(1 << drawn.requested.z)
        square = CanvasRect(
            x: Double(drawn.requested.x) * requestedSize, y: Double(drawn.requested.y) * requestedSize, width: requestedSize,
            height: requestedSize)
        let overlap = requestedSize / 256
        grown = CanvasRect(
            x: square.x - overlap, y: square.y - overlap, width: requestedSize + 2 * overlap,
            height: requestedSize + 2 * overlap)
    }

    /// The map point of `p` in a layer `extent` units across.
    package func point(_ p: TilePoint, extent: Double) -> CanvasPoint {
        CanvasPoint(
            x: (Double(source.x) + Double(p.x) / extent) * sourceSize, y: (Double(source.y) + Double(p.y) / extent) * sourceSize)
    }

    /// The geometry of `feature` of a layer `extent` units across, cut to the square: the points
    /// inside it (on its west or north edge included), the lines' parts in it, and the rings' parts
    /// in it — in the grown square for a feature without an id when `overlapping` (one with an id
    /// is joined to its neighbours' pieces by `TilePieces`). Nil when nothing is left.
    ///
    /// An area drawn translucent is better cut exactly (`overlapping: false`): where two pieces
    /// overlap it is drawn twice, a darker line, where exact pieces leave a fainter light one.
    package func geometry(of feature: VectorTileFeature, extent: Int, overlapping: Bool = true) -> BasemapFeature.Geometry? {
        let extent = Double(extent)
        let box = PlaneBox(square)
        let areaBox = feature.id == nil && overlapping ? PlaneBox(grown) : box
        switch feature.geometry {
        case .unknown:
            return nil
        case .points(let points):
            let inside = points.map { point($0, extent: extent) }.filter(contains)
            return inside.isEmpty ? nil : .points(inside.map(Self.mapPoint))
        case .lineStrings(let lines):
            let parts = lines.flatMap { Clipping.clipLine($0.map { point($0, extent: extent) }, to: box) }.filter {
                $0.count >= 2
            }
            return parts.isEmpty ? nil : .lines(parts.map { $0.map(Self.mapPoint) })
        case .polygons(let polygons):
            let areas = polygons.compactMap { polygon -> [[MapPoint]]? in
                let exterior = Clipping.clipRing(polygon.exterior.map { point($0, extent: extent) }, to: areaBox)
                guard exterior.count >= 3 else { return nil }
                let holes = polygon.interiors.map { Clipping.clipRing($0.map { point($0, extent: extent) }, to: areaBox) }.filter
                {
                    $0.count >= 3
                }
                return ([exterior] + holes).map { $0.map(Self.mapPoint) }
            }
            return areas.isEmpty ? nil : .areas(areas)
        }
    }

    /// The stretches of a ring `geometry(of:extent:)` cut that are not on the edges it was cut at
    /// (the square's, or the grown square's), within the square: an area's outline without the
    /// cuts the tile made, and drawn once where neighbouring pieces overlap.
    package func outline(of ring: [MapPoint]) -> [[MapPoint]] {
        guard ring.count >= 2 else { return [] }
        let slack = square.width * 1e-9
        func onEdge(_ a: MapPoint, _ b: MapPoint) -> Bool {
            [square, grown].contains { box in
                let left = box.x, right = box.x + box.width, top = box.y, bottom = box.y + box.height
                return (abs(a.x - left) < slack && abs(b.x - left) < slack)
                    || (abs(a.x - right) < slack && abs(b.x - right) < slack)
                    || (abs(a.y - top) < slack && abs(b.y - top) < slack)
                    || (abs(a.y - bottom) < slack && abs(b.y - bottom) < slack)
            }
        }
        var runs: [[MapPoint]] = []
        var run: [MapPoint] = []
        let closed = ring.first == ring.last ? ring : ring + [ring[0]]
        for (a, b) in zip(closed, closed.dropFirst()) {
            if onEdge(a, b) {
                if run.count >= 2 { runs.append(run) }
                run = []
            } else {
                if run.isEmpty { run = [a] }
                run.append(b)
            }
        }
        if run.count >= 2 {
            // A run that reaches the ring's start continues the first run.
            if let first = runs.first, first.first == run.last {
                runs[0] = run + first.dropFirst()
            } else {
                runs.append(run)
            }
        }
        let box = PlaneBox(square)
        return runs.flatMap { run in
            Clipping.clipLine(run.map { CanvasPoint(x: $0.x, y: $0.y) }, to: box).filter { $0.count >= 2 }.map {
                $0.map(Self.mapPoint)
            }
        }
    }

    /// True when `p` is inside the square or on its west or north edge.
    private func contains(_ p: CanvasPoint) -> Bool {
        p.x >= square.x && p.x < square.x + square.width && p.y >= square.y && p.y < square.y + square.height
    }

    private static func mapPoint(_ p: CanvasPoint) -> MapPoint { MapPoint(x: p.x, y: p.y) }
}
