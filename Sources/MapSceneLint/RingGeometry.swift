import MapSceneGeometry

/// Plane geometry the picture rules need: whether a point is inside rings, and where a ring
/// crosses itself.
package enum RingGeometry {
    /// A point in the plane (map points or canvas points alike).
    package struct Point: Equatable {
        package var x: Double
        package var y: Double
    }

    /// True when `point` is inside `rings` by the even-odd rule (the render list's fill rule).
    package static func evenOddContains(_ rings: [[CanvasPoint]], _ point: CanvasPoint) -> Bool {
        var inside = false
        for ring in rings where ring.count >= 3 {
            var j = ring.count - 1
            for i in ring.indices {
                let a = ring[i], b = ring[j]
                if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                    inside.toggle()
                }
                j = i
            }
        }
        return inside
    }

    /// The first place where the closed ring `ring` (last point joined to the first; a repeated
    /// closing point is ignored) crosses or touches itself away from shared corners: the
    /// indices of the two edges' first points. Nil for a simple ring.
    package static func selfIntersection(_ ring: [Point]) -> (Int, Int)? {
        var points = ring
        if points.count > 1, points.first == points.last { points.removeLast() }
        let n = points.count
        guard n >= 4 else { return nil }
        struct Edge { var index: Int; var a: Point; var b: Point; var minX: Double; var maxX: Double }
        let edges = (0..<n).map { i -> Edge in
            let a = points[i], b = points[(i + 1) % n]
            return Edge(index: i, a: a, b: b, minX: min(a.x, b.x), maxX: max(a.x, b.x))
        }.sorted { $0.minX < $1.minX }
        // A sweep along x: only edges whose x ranges overlap can meet.
        for i in edges.indices {
            let e = edges[i]
            var j = i + 1
            while j < edges.count, edges[j].minX <= e.maxX {
                let f = edges[j]
                j += 1
                let gap = abs(e.index - f.index)
                if gap == 1 || gap == n - 1 { continue }  // neighbours share a corner
                if segmentsMeet(e.a, e.b, f.a, f.b) { return (min(e.index, f.index), max(e.index, f.index)) }
            }
        }
        return nil
    }

    /// True when segments pq and rs share a point.
    package static func segmentsMeet(_ p: Point, _ q: Point, _ r: Point, _ s: Point) -> Bool {
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        func within(_ o: Point, _ a: Point, _ b: Point) -> Bool {
            min(a.x, b.x) <= o.x && o.x <= max(a.x, b.x) && min(a.y, b.y) <= o.y && o.y <= max(a.y, b.y)
        }
        let d1 = cross(r, s, p), d2 = cross(r, s, q), d3 = cross(p, q, r), d4 = cross(p, q, s)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        if d1 == 0, within(p, r, s) { return true }
        if d2 == 0, within(q, r, s) { return true }
        if d3 == 0, within(r, p, q) { return true }
        if d4 == 0, within(s, p, q) { return true }
        return false
    }
}
