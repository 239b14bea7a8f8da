extension GreatCircle {
    /// How many times one segment may be halved: at most 2^16 pieces per segment.
    package static let maximumDensifyDepth = 16

    /// A geodesic polyline through `coordinates` (`MKGeodesicPolyline`) as a line to draw
    /// straight in map points: each segment follows the shorter great-circle arc, halved until
    /// every piece, drawn straight in map points, stays within `tolerance` map points of the
    /// arc (checked at a quarter, half and three quarters of the piece, which also catches the
    /// S-bend where an arc crosses the equator), or `maximumDepth` halvings are reached.
    ///
    /// The given points are kept and come first, last and in between in their order. Longitudes
    /// are continuous, not wrapped (see `GreatCircle`): each point lies within 180° of longitude
    /// of the one before, so a line across the antimeridian stays one line. Pick `tolerance`
    /// from the output resolution, e.g. a quarter of a canvas point in map points.
    package static func densify(_ coordinates: [Coordinate], tolerance: Double, maximumDepth: Int = maximumDensifyDepth)
        -> [Coordinate]
    {
        guard var previous = coordinates.first else { return [] }
        var result = [previous]
        for next in coordinates.dropFirst() {
            // Whole turns only, so a point that needs none keeps its longitude exactly.
            let turns = ((previous.longitude - next.longitude) / 360).rounded()
            let end = Coordinate(latitude: next.latitude, longitude: next.longitude + 360 * turns)
            appendArc(from: previous, to: end, tolerance: tolerance, depth: maximumDepth, into: &result)
            previous = end
        }
        return result
    }

    /// Appends the points after `a` up to and including `b`, halving the arc while it is not
    /// straight enough in map points.
    package static func appendArc(
        from a: Coordinate, to b: Coordinate, tolerance: Double, depth: Int, into result: inout [Coordinate]
    ) {
        let middle = intermediate(a, b, fraction: 0.5)
        if depth > 0, a != b {
            let (pa, pb) = (MapPoint(a), MapPoint(b))
            let samples = [intermediate(a, b, fraction: 0.25), middle, intermediate(a, b, fraction: 0.75)]
            if samples.contains(where: { distance(MapPoint($0), toSegmentFrom: pa, to: pb) > tolerance }) {
                appendArc(from: a, to: middle, tolerance: tolerance, depth: depth - 1, into: &result)
                appendArc(from: middle, to: b, tolerance: tolerance, depth: depth - 1, into: &result)
                return
            }
        }
        result.append(b)
    }

    /// The distance in map points from `p` to the segment from `a` to `b`.
    package static func distance(_ p: MapPoint, toSegmentFrom a: MapPoint, to b: MapPoint) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared : 0
        t = min(max(t, 0), 1)
        let (x, y) = (a.x + t * dx, a.y + t * dy)
        return ((p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)).squareRoot()
    }
}
