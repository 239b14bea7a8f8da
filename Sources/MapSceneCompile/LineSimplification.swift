import MapSceneGeometry

/// Dropping the points of a line or ring that the output resolution cannot show, so a
/// million-point track costs what its pixels need.
///
/// `tolerance` is the promise: every point removed lies within `tolerance` of the simplified
/// line, measured to the segment that replaces it. A radial pass first drops each point closer
/// than a quarter of the tolerance to the last one kept — cheap, and most of a densely sampled
/// track — then Douglas–Peucker at the other three quarters simplifies what is left, with an
/// explicit stack so that no input is too long. The two errors add up, so giving both passes the
/// whole tolerance would let removed points stray up to twice as far. Points are never moved: the
/// result is a subsequence of the input. Points must be finite.
package enum LineSimplification {
    /// The share of `tolerance` given to the radial pass; Douglas–Peucker gets the rest. More is
    /// faster on dense tracks and keeps more points (Benchmarks/bench-geometry.sh shows both).
    package static let radialShare = 0.25

    /// An open line simplified to within `tolerance`: first and last points kept, and each kept
    /// point one of the line's own, in order.
    package static func simplify(_ points: [CanvasPoint], tolerance: Double) -> [CanvasPoint] {
        guard points.count > 2, tolerance > 0 else { return points }
        let thinned = CanvasGeometry.thinned(points, tolerance: tolerance * radialShare)
        guard thinned.count > 2 else { return thinned }
        var keep = [Bool](repeating: false, count: thinned.count)
        keep[0] = true
        keep[thinned.count - 1] = true
        markKept(thinned, &keep, spans: [(0, thinned.count - 1)], tolerance: tolerance * (1 - radialShare))
        return kept(thinned, keep)
    }

    /// A closed ring simplified to within `tolerance`.
    ///
    /// A ring whose bounds are smaller than `tolerance` both ways collapses to `[]` (it would be
    /// under a point's width). Otherwise the result keeps at least three distinct points when the
    /// ring has them (two when it goes back and forth between two), starts at the ring's first point,
    /// and repeats it at the end exactly when the ring did. A ring of fewer than three points is
    /// returned as it is.
    package static func simplifyRing(_ ring: [CanvasPoint], tolerance: Double) -> [CanvasPoint] {
        guard ring.count >= 3, tolerance > 0, let bounds = CanvasRect.bounding(ring) else { return ring }
        if bounds.width < tolerance && bounds.height < tolerance { return [] }
        let repeatsFirst = ring[0] == ring[ring.count - 1]
        let closed = repeatsFirst ? ring : ring + [ring[0]]
        // The radial pass can leave too few distinct points; the whole ring then has them, if any.
        var result =
            simplifyClosed(CanvasGeometry.thinned(closed, tolerance: tolerance * radialShare), tolerance: tolerance)
            ?? simplifyClosed(closed, tolerance: tolerance)
            ?? backAndForth(closed)
        if !repeatsFirst { result.removeLast() }
        return result
    }

    /// A ring of two distinct points: the first, the one farthest from it, and the first again.
    private static func backAndForth(_ closed: [CanvasPoint]) -> [CanvasPoint] {
        let first = closed[0]
        let far = closed.max { squaredDistance($0, first) < squaredDistance($1, first) } ?? first
        return [first, far, first]
    }

    /// Douglas–Peucker on `points`, a ring whose last point repeats its first: split at the point
    /// farthest from the first, both halves simplified; the result repeats its first point too.
    /// Nil when the points do not hold three distinct ones.
    private static func simplifyClosed(_ points: [CanvasPoint], tolerance: Double) -> [CanvasPoint]? {
        let last = points.count - 1
        guard last >= 3 else { return nil }
        let first = points[0]
        var far = 0
        var farthest = 0.0
        for i in 1..<last where squaredDistance(points[i], first) > farthest {
            far = i
            farthest = squaredDistance(points[i], first)
        }
        guard far > 0 else { return nil }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[far] = true
        keep[last] = true
        let dpTolerance = tolerance * (1 - radialShare)
        markKept(points, &keep, spans: [(0, far), (far, last)], tolerance: dpTolerance)

        // Only the first and the far point left: keep the point farthest from the line between
        // them too (any third distinct point if all lie on it), and simplify around it. Any point
        // Douglas–Peucker keeps differs from both ends of its span, so otherwise three are distinct.
        if keep.lazy.filter({ $0 }).count == 3 {
            var third = 0
            var deviation = -1.0
            for i in 1..<last where points[i] != first && points[i] != points[far] {
                let d = squaredSegmentDistance(points[i], first, points[far])
                if d > deviation { (third, deviation) = (i, d) }
            }
            guard third > 0 else { return nil }
            keep[third] = true
            let spans = third < far ? [(0, third), (third, far)] : [(far, third), (third, last)]
            markKept(points, &keep, spans: spans, tolerance: dpTolerance)
        }
        return kept(points, keep)
    }

    /// Douglas–Peucker: within each span (first, last), marks the point farthest from the segment
    /// between the two ends when it is farther than `tolerance`, then does the same on both
    /// sides of it. An explicit stack stands in for recursion.
    private static func markKept(_ points: [CanvasPoint], _ keep: inout [Bool], spans: [(Int, Int)], tolerance: Double) {
        let squaredTolerance = tolerance * tolerance
        var stack = spans
        points.withUnsafeBufferPointer { points in
            keep.withUnsafeMutableBufferPointer { keep in
                while let (first, last) = stack.popLast() {
                    guard last - first > 1 else { continue }
                    let (farthest, index) = farthestFromSegment(points, first, last)
                    guard farthest > squaredTolerance else { continue }
                    keep[index] = true
                    stack.append((first, index))
                    stack.append((index, last))
                }
            }
        }
    }

    /// The point strictly between `first` and `last` farthest from the segment joining them,
    /// and its squared distance (the inner loop of Douglas–Peucker, one division per span).
    @inline(__always)
    private static func farthestFromSegment(_ points: UnsafeBufferPointer<CanvasPoint>, _ first: Int, _ last: Int) -> (
        Double, Int
    ) {
        let a = points[first], b = points[last]
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        let inverse = length > 0 ? 1 / length : 0
        var farthest = -1.0
        var index = first
        for i in (first + 1)..<last {
            let p = points[i]
            let px = p.x - a.x, py = p.y - a.y
            let t = min(max((px * dx + py * dy) * inverse, 0), 1)
            let ex = px - dx * t, ey = py - dy * t
            let d = ex * ex + ey * ey
            if d > farthest { (farthest, index) = (d, i) }
        }
        return (farthest, index)
    }

    /// The points marked to keep, in order.
    private static func kept(_ points: [CanvasPoint], _ keep: [Bool]) -> [CanvasPoint] {
        var result: [CanvasPoint] = []
        result.reserveCapacity(keep.reduce(0) { $0 + ($1 ? 1 : 0) })
        for i in points.indices where keep[i] { result.append(points[i]) }
        return result
    }

    @inline(__always)
    private static func squaredDistance(_ p: CanvasPoint, _ q: CanvasPoint) -> Double {
        let dx = p.x - q.x, dy = p.y - q.y
        return dx * dx + dy * dy
    }

    /// The squared distance from `p` to the segment a–b (to `a` when the segment is a point).
    @inline(__always)
    package static func squaredSegmentDistance(_ p: CanvasPoint, _ a: CanvasPoint, _ b: CanvasPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        guard length > 0 else { return squaredDistance(p, a) }
        let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0), 1)
        return squaredDistance(p, CanvasPoint(x: a.x + dx * t, y: a.y + dy * t))
    }
}
