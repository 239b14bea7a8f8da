import MapSceneGeometry

/// Geometry in cell space: thinning to what the grid can show, and rounding to the precision the
/// command stream is written with. Clipping to the grid (plus a margin) is `Clipping`'s.
package enum CellGeometry {
    /// Decimal places of every coordinate and length in the command stream.
    package static let precision = 2

    /// `value` rounded to `precision` decimals, so the stream and the drawing agree exactly.
    package static func quantized(_ value: Double) -> Double {
        (value * 100).rounded(.toNearestOrAwayFromZero) / 100
    }

    /// `points` rounded to the stream's precision, without points closer than `tolerance` to
    /// the last one kept (the last point is always kept, so lines end where they should).
    package static func thinned(_ points: [CellPoint], tolerance: Double) -> [CellPoint] {
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
    package static func rounded(_ p: CellPoint) -> CellPoint {
        CellPoint(x: quantized(p.x), y: quantized(p.y))
    }
}

extension CellPoint: PlanePoint {}

extension PlaneBox {
    /// The grid of `columns` × `rows` cells grown by `margin` on every side.
    package init(columns: Int, rows: Int, margin: Double) {
        self.init(minX: -margin, minY: -margin, maxX: Double(columns) + margin, maxY: Double(rows) + margin)
    }
}
