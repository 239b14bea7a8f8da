/// Geometry in cell space: clipping to the grid (plus a margin), thinning to what the grid can
/// show, and rounding to the precision the command stream is written with.
enum CellGeometry {
    /// Decimal places of every coordinate and length in the command stream.
    static let precision = 2

    /// `value` rounded to `precision` decimals, so the stream and the drawing agree exactly.
    static func quantized(_ value: Double) -> Double {
        (value * 100).rounded(.toNearestOrAwayFromZero) / 100
    }

    /// An axis-aligned clip window.
    struct Window {
        var minX, minY, maxX, maxY: Double

        /// The grid of `columns` × `rows` grown by `margin` on every side.
        init(columns: Int, rows: Int, margin: Double) {
            minX = -margin
            minY = -margin
            maxX = Double(columns) + margin
            maxY = Double(rows) + margin
        }

        func contains(_ p: CellPoint) -> Bool {
            p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
        }
    }

    /// A closed ring clipped to `window` (Sutherland–Hodgman, one window side at a time). The
    /// part of the ring's interior inside the window is preserved, so rings clipped one by one
    /// still fill even-odd as before; new edges run along the window's sides, outside the grid.
    static func clipRing(_ ring: [CellPoint], to window: Window) -> [CellPoint] {
        if ring.allSatisfy(window.contains) { return ring }
        var points = ring
        points = clip(points, inside: { $0.x >= window.minX }, cross: { a, b in crossX(a, b, window.minX) })
        points = clip(points, inside: { $0.x <= window.maxX }, cross: { a, b in crossX(a, b, window.maxX) })
        points = clip(points, inside: { $0.y >= window.minY }, cross: { a, b in crossY(a, b, window.minY) })
        points = clip(points, inside: { $0.y <= window.maxY }, cross: { a, b in crossY(a, b, window.maxY) })
        return points
    }

    private static func clip(_ ring: [CellPoint], inside: (CellPoint) -> Bool, cross: (CellPoint, CellPoint) -> CellPoint) -> [CellPoint] {
        guard let last = ring.last else { return [] }
        var result: [CellPoint] = []
        result.reserveCapacity(ring.count + 4)
        var previous = last
        var previousInside = inside(previous)
        for point in ring {
            let pointInside = inside(point)
            if pointInside != previousInside { result.append(cross(previous, point)) }
            if pointInside { result.append(point) }
            previous = point
            previousInside = pointInside
        }
        return result
    }

    private static func crossX(_ a: CellPoint, _ b: CellPoint, _ x: Double) -> CellPoint {
        let t = (x - a.x) / (b.x - a.x)
        return CellPoint(x: x, y: a.y + (b.y - a.y) * t)
    }

    private static func crossY(_ a: CellPoint, _ b: CellPoint, _ y: Double) -> CellPoint {
        let t = (y - a.y) / (b.y - a.y)
        return CellPoint(x: a.x + (b.x - a.x) * t, y: y)
    }

    /// An open line clipped to `window` (Liang–Barsky per segment): the pieces inside, each
    /// with at least two points.
    static func clipLine(_ line: [CellPoint], to window: Window) -> [[CellPoint]] {
        if line.allSatisfy(window.contains) { return line.count >= 2 ? [line] : [] }
        var parts: [[CellPoint]] = []
        var current: [CellPoint] = []
        for (a, b) in zip(line, line.dropFirst()) {
            guard let (p, q) = clipSegment(a, b, to: window) else {
                if current.count >= 2 { parts.append(current) }
                current = []
                continue
            }
            if current.isEmpty || current[current.count - 1] != p {
                if current.count >= 2 { parts.append(current) }
                current = [p]
            }
            current.append(q)
            if q != b {
                parts.append(current)
                current = []
            }
        }
        if current.count >= 2 { parts.append(current) }
        return parts
    }

    /// The part of segment `a`–`b` inside `window`, or nil (also when a coordinate is not finite).
    static func clipSegment(_ a: CellPoint, _ b: CellPoint, to window: Window) -> (CellPoint, CellPoint)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        /// Narrows `t0...t1` to where `p * t <= q`; false when nothing is left.
        func narrow(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let r = q / p
            if p < 0 {
                if r > t1 { return false }
                if r > t0 { t0 = r }
            } else {
                if r < t0 { return false }
                if r < t1 { t1 = r }
            }
            return true
        }
        guard narrow(-dx, a.x - window.minX), narrow(dx, window.maxX - a.x),
              narrow(-dy, a.y - window.minY), narrow(dy, window.maxY - a.y)
        else { return nil }
        let p = t0 == 0 ? a : CellPoint(x: a.x + dx * t0, y: a.y + dy * t0)
        let q = t1 == 1 ? b : CellPoint(x: a.x + dx * t1, y: a.y + dy * t1)
        return (p, q)
    }

    /// `points` rounded to the stream's precision, without points closer than `tolerance` to
    /// the last one kept (the last point is always kept, so lines end where they should).
    static func thinned(_ points: [CellPoint], tolerance: Double) -> [CellPoint] {
        guard let first = points.first else { return [] }
        let squared = tolerance * tolerance
        var result = [rounded(first)]
        result.reserveCapacity(min(points.count, 4096))
        for p in points.dropFirst() {
            let q = rounded(p)
            let last = result[result.count - 1]
            let dx = q.x - last.x, dy = q.y - last.y
            if dx * dx + dy * dy >= squared { result.append(q) }
        }
        let end = rounded(points[points.count - 1])
        if result.count > 1 || points.count > 1, result[result.count - 1] != end { result.append(end) }
        return result
    }

    /// `p` with both coordinates `quantized`.
    static func rounded(_ p: CellPoint) -> CellPoint {
        CellPoint(x: quantized(p.x), y: quantized(p.y))
    }
}
