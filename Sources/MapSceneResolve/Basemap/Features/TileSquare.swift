import MapSceneGeometry
import MapSceneModel

/// The square of the map a requested tile covers, and its features' geometry in map points cut
/// to it (to the window of an overzoomed tile), so that neighbouring tiles meet without doubled
/// lines or points.
package struct TileSquare {
    /// The square in map points.
    package let square: CanvasRect
    private let source: TileCoordinate
    private let sourceSize: Double

    /// The square of `drawn.requested`, whose features come from `drawn.source`.
    package init(_ drawn: OverzoomedTile) {
        let world = MapSize.world.width
        source = drawn.source
        sourceSize = world / Double(1 << drawn.source.z)
        let requestedSize = world / Double(1 << drawn.requested.z)
        square = CanvasRect(
            x: Double(drawn.requested.x) * requestedSize, y: Double(drawn.requested.y) * requestedSize, width: requestedSize,
            height: requestedSize)
    }

    /// The map point of `p` in a layer `extent` units across.
    package func point(_ p: TilePoint, extent: Double) -> CanvasPoint {
        CanvasPoint(
            x: (Double(source.x) + Double(p.x) / extent) * sourceSize, y: (Double(source.y) + Double(p.y) / extent) * sourceSize)
    }

    /// The geometry of `feature` of a layer `extent` units across, cut to the square: the points
    /// inside it (on its west or north edge included), the lines' and rings' parts in it. Nil
    /// when nothing is left.
    package func geometry(of feature: VectorTileFeature, extent: Int) -> BasemapFeature.Geometry? {
        let extent = Double(extent)
        let box = PlaneBox(square)
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
                let exterior = Clipping.clipRing(polygon.exterior.map { point($0, extent: extent) }, to: box)
                guard exterior.count >= 3 else { return nil }
                let holes = polygon.interiors.map { Clipping.clipRing($0.map { point($0, extent: extent) }, to: box) }.filter {
                    $0.count >= 3
                }
                return ([exterior] + holes).map { $0.map(Self.mapPoint) }
            }
            return areas.isEmpty ? nil : .areas(areas)
        }
    }

    /// The stretches of `ring` that are not on the square's edges: an area's outline without the
    /// cuts the tile made.
    package func outline(of ring: [MapPoint]) -> [[MapPoint]] {
        guard ring.count >= 2 else { return [] }
        let left = square.x, right = square.x + square.width, top = square.y, bottom = square.y + square.height
        let slack = square.width * 1e-9
        func onEdge(_ a: MapPoint, _ b: MapPoint) -> Bool {
            (abs(a.x - left) < slack && abs(b.x - left) < slack) || (abs(a.x - right) < slack && abs(b.x - right) < slack)
                || (abs(a.y - top) < slack && abs(b.y - top) < slack) || (abs(a.y - bottom) < slack && abs(b.y - bottom) < slack)
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
            if let first = runs.first, first.first == run.last, !runs.isEmpty {
                runs[0] = run + first.dropFirst()
            } else {
                runs.append(run)
            }
        }
        return runs
    }

    /// True when `p` is inside the square or on its west or north edge.
    private func contains(_ p: CanvasPoint) -> Bool {
        p.x >= square.x && p.x < square.x + square.width && p.y >= square.y && p.y < square.y + square.height
    }

    private static func mapPoint(_ p: CanvasPoint) -> MapPoint { MapPoint(x: p.x, y: p.y) }
}
