extension CanvasClipping {
    /// The parts of a line that lie in `rect`, edges included (Liang–Barsky on each segment).
    ///
    /// A line that leaves and comes back gives one part per visit, in order; consecutive visible
    /// segments join into one part. Where a part enters or leaves, a point on the edge is added;
    /// every other point is one of the line's own. Parts have at least two points, except that a
    /// one-point line inside gives itself. A segment that only touches `rect` at a point adds
    /// nothing; a segment running along an edge is kept.
    ///
    /// A line whose bounds lie within `rect` is returned as it is, at the cost of a bounds check.
    static func clipLine(_ points: [CanvasPoint], to rect: CanvasRect) -> [[CanvasPoint]] {
        guard let bounds = CanvasGeometry.bounds(points) else { return [] }
        if encloses(rect, bounds) { return [points] }
        guard bounds.x <= rect.maxX, rect.x <= bounds.maxX, bounds.y <= rect.maxY, rect.y <= bounds.maxY else { return [] }
        var parts: [[CanvasPoint]] = []
        var part: [CanvasPoint] = []
        points.withUnsafeBufferPointer { points in
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i]
                guard let (enter, leave) = visibleSpan(a, b, rect) else {
                    if !part.isEmpty { parts.append(part); part = [] }
                    continue
                }
                if enter > 0 || part.isEmpty {
                    if !part.isEmpty { parts.append(part); part = [] }
                    part.append(enter > 0 ? point(a, b, at: enter, in: rect) : a)
                }
                if leave < 1 {
                    part.append(point(a, b, at: leave, in: rect))
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

    /// The parameters `t` in 0…1 where a + (b − a)·t enters and leaves `rect`, or nil when the
    /// segment misses it or only touches it at one point. A zero-length segment inside is (0, 1).
    @inline(__always)
    private static func visibleSpan(_ a: CanvasPoint, _ b: CanvasPoint, _ rect: CanvasRect) -> (Double, Double)? {
        // Most segments of a long line lie wholly outside on one side, or wholly inside.
        if (a.x < rect.x && b.x < rect.x) || (a.x > rect.maxX && b.x > rect.maxX)
            || (a.y < rect.y && b.y < rect.y) || (a.y > rect.maxY && b.y > rect.maxY) {
            return nil
        }
        if a.x >= rect.x && a.x <= rect.maxX && a.y >= rect.y && a.y <= rect.maxY
            && b.x >= rect.x && b.x <= rect.maxX && b.y >= rect.y && b.y <= rect.maxY {
            return (0, 1)
        }
        let dx = b.x - a.x, dy = b.y - a.y
        var enter = 0.0, leave = 1.0
        guard narrow(&enter, &leave, -dx, a.x - rect.x), narrow(&enter, &leave, dx, rect.maxX - a.x),
              narrow(&enter, &leave, -dy, a.y - rect.y), narrow(&enter, &leave, dy, rect.maxY - a.y)
        else { return nil }
        return enter < leave ? (enter, leave) : nil
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

    /// The point a + (b − a)·t, kept inside `rect` despite rounding.
    @inline(__always)
    private static func point(_ a: CanvasPoint, _ b: CanvasPoint, at t: Double, in rect: CanvasRect) -> CanvasPoint {
        CanvasPoint(
            x: min(max(a.x + (b.x - a.x) * t, rect.x), rect.maxX),
            y: min(max(a.y + (b.y - a.y) * t, rect.y), rect.maxY)
        )
    }
}
