extension Clipping {
    /// The parts of a line that lie in `box`, edges included (Liang–Barsky on each segment).
    ///
    /// A line that leaves and comes back gives one part per visit, in order; consecutive visible
    /// segments join into one part. Where a part enters or leaves, a point on the edge is added;
    /// every other point is one of the line's own. Parts have at least two points, except that a
    /// one-point line inside gives itself. A segment that only touches `box` at a point adds
    /// nothing; a segment running along an edge is kept; a segment with a point that is not
    /// finite is left out.
    ///
    /// A line whose bounds lie within `box` is returned as it is, at the cost of a bounds check.
    package static func clipLine<Point: PlanePoint>(_ points: [Point], to box: PlaneBox) -> [[Point]] {
        guard let bounds = PlaneBox(bounding: points) else { return [] }
        if box.encloses(bounds) { return [points] }
        guard bounds.touches(box) else { return [] }
        var parts: [[Point]] = []
        var part: [Point] = []
        points.withUnsafeBufferPointer { points in
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i]
                guard let (enter, leave) = visibleSpan(a, b, box), enter < leave else {
                    if !part.isEmpty { parts.append(part); part = [] }
                    continue
                }
                if enter > 0 || part.isEmpty {
                    if !part.isEmpty { parts.append(part); part = [] }
                    part.append(enter > 0 ? point(a, b, at: enter, in: box) : a)
                }
                if leave < 1 {
                    part.append(point(a, b, at: leave, in: box))
                    parts.append(part)
                    part = []
                } else {
                    part.append(b)
                }
            }
        }
        if !part.isEmpty { parts.append(part) }
        return parts
    }

    /// The part of the segment `a`–`b` in `box`, edges included: its own ends where they are
    /// inside, points on the edges where it enters or leaves. A segment that only touches `box`
    /// gives that point twice; nil when it misses `box` or a coordinate is not finite.
    package static func clipSegment<Point: PlanePoint>(_ a: Point, _ b: Point, to box: PlaneBox) -> (Point, Point)? {
        guard let (enter, leave) = visibleSpan(a, b, box) else { return nil }
        return (enter > 0 ? point(a, b, at: enter, in: box) : a, leave < 1 ? point(a, b, at: leave, in: box) : b)
    }

    /// The parameters `t` in 0…1 where a + (b − a)·t enters and leaves `box` (equal when the
    /// segment only touches it), or nil when the segment misses it or a coordinate is not
    /// finite. A zero-length segment inside is (0, 1).
    @inline(__always)
    private static func visibleSpan<Point: PlanePoint>(_ a: Point, _ b: Point, _ box: PlaneBox) -> (Double, Double)? {
        // Most segments of a long line lie wholly outside on one side, or wholly inside.
        if (a.x < box.minX && b.x < box.minX) || (a.x > box.maxX && b.x > box.maxX)
            || (a.y < box.minY && b.y < box.minY) || (a.y > box.maxY && b.y > box.maxY)
        {
            return nil
        }
        if box.contains(a) && box.contains(b) { return (0, 1) }
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let dx = b.x - a.x, dy = b.y - a.y
        var enter = 0.0, leave = 1.0
        guard narrow(&enter, &leave, -dx, a.x - box.minX), narrow(&enter, &leave, dx, box.maxX - a.x),
            narrow(&enter, &leave, -dy, a.y - box.minY), narrow(&enter, &leave, dy, box.maxY - a.y)
        else { return nil }
        return enter <= leave ? (enter, leave) : nil
    }

    /// Narrows `enter…leave` to where p·t ≤ q holds (one edge's half-plane); false when the
    /// segment runs parallel to the edge and outside it.
    @inline(__always)
    private static func narrow(_ enter: inout Double, _ leave: inout Double, _ p: Double, _ q: Double) -> Bool {
        if p < 0 {
            enter = max(enter, q / p)
        } else if p > 0 {
            leave = min(leave, q / p)
        } else if q < 0 {
            return false
        }
        return true
    }

    /// The point a + (b − a)·t, kept inside `box` despite rounding.
    @inline(__always)
    private static func point<Point: PlanePoint>(_ a: Point, _ b: Point, at t: Double, in box: PlaneBox) -> Point {
        Point(
            x: min(max(a.x + (b.x - a.x) * t, box.minX), box.maxX),
            y: min(max(a.y + (b.y - a.y) * t, box.minY), box.maxY)
        )
    }
}
