import MapSceneGeometry

/// Small helpers on lists of canvas points.
package enum CanvasGeometry {
    /// `points` without the ones closer than `tolerance` to the last one kept (the first and the
    /// last point are always kept): what the output resolution cannot show anyway.
    package static func thinned(_ points: [CanvasPoint], tolerance: Double) -> [CanvasPoint] {
        guard points.count > 2 else { return points }
        let squared = tolerance * tolerance
        return points.withUnsafeBufferPointer { buffer in
            var result: [CanvasPoint] = []
            result.reserveCapacity(buffer.count)
            result.append(buffer[0])
            var last = buffer[0]
            for i in 1..<(buffer.count - 1) {
                let p = buffer[i]
                let dx = p.x - last.x, dy = p.y - last.y
                if dx * dx + dy * dy >= squared {
                    result.append(p)
                    last = p
                }
            }
            result.append(buffer[buffer.count - 1])
            return result
        }
    }

    /// The length of the line through `points` inside `rect`.
    package static func length(of points: [CanvasPoint], in rect: CanvasRect) -> Double {
        guard points.count >= 2 else { return 0 }
        var total = 0.0
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            if max(a.x, b.x) < rect.x || min(a.x, b.x) > rect.maxX || max(a.y, b.y) < rect.y || min(a.y, b.y) > rect.maxY {
                continue
            }
            // Liang–Barsky: the part of a + t (b - a), 0 ≤ t ≤ 1, inside the rectangle.
            let dx = b.x - a.x, dy = b.y - a.y
            var t0 = 0.0, t1 = 1.0
            var inside = true
            for (p, q) in [(-dx, a.x - rect.x), (dx, rect.maxX - a.x), (-dy, a.y - rect.y), (dy, rect.maxY - a.y)] {
                if p == 0 {
                    if q < 0 { inside = false }
                } else {
                    let r = q / p
                    if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
                }
            }
            if inside, t1 > t0 { total += (t1 - t0) * (dx * dx + dy * dy).squareRoot() }
        }
        return total
    }
}
