import MapSceneGeometry

/// The projective map (homography) that takes the unit square onto a quadrilateral: how a
/// ground image's part lies on the canvas (`RenderGroundImage`), for the backends that draw it.
///
/// `(0, 0)`, `(1, 0)`, `(1, 1)` and `(0, 1)` — the part's top-left, top-right, bottom-right and
/// bottom-left — land on the four corners; straight lines stay straight, and a point `(s, t)`
/// in between lands where the ground under it is seen. A parallelogram makes the map affine.
/// (Heckbert, "Fundamentals of Texture Mapping and Image Warping", 1989, § 2.2.)
package struct ProjectiveMap: Equatable, Sendable {
    // x = (a s + b t + c) / w, y = (d s + e t + f) / w, w = g s + h t + 1.
    package let a, b, c, d, e, f, g, h: Double

    /// The map onto `corners` (top-left, top-right, bottom-right, bottom-left); nil unless there
    /// are four finite corners of a quadrilateral with area (no three on one line).
    package init?(unitSquareTo corners: [CanvasPoint]) {
        guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let (p0, p1, p2, p3) = (corners[0], corners[1], corners[2], corners[3])
        let sx = p0.x - p1.x + p2.x - p3.x, sy = p0.y - p1.y + p2.y - p3.y
        let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dy1 = p1.y - p2.y, dy2 = p3.y - p2.y
        let denominator = dx1 * dy2 - dx2 * dy1
        guard denominator != 0, denominator.isFinite else { return nil }
        let g = (sx * dy2 - dx2 * sy) / denominator
        let h = (dx1 * sy - sx * dy1) / denominator
        self.g = g
        self.h = h
        a = p1.x - p0.x + g * p1.x
        b = p3.x - p0.x + h * p3.x
        c = p0.x
        d = p1.y - p0.y + g * p1.y
        e = p3.y - p0.y + h * p3.y
        f = p0.y
        // Three corners on one line, or a bow tie: the square's inside would not stay inside.
        guard Self.isConvex(corners),
            [(0.0, 0.0), (1, 0), (1, 1), (0, 1), (0.5, 0.5)].allSatisfy({ g * $0.0 + h * $0.1 + 1 > 0 })
        else {
            return nil
        }
    }

    /// Where `(s, t)` of the unit square lands.
    package func point(_ s: Double, _ t: Double) -> CanvasPoint {
        let w = g * s + h * t + 1
        return CanvasPoint(x: (a * s + b * t + c) / w, y: (d * s + e * t + f) / w)
    }

    /// The `(s, t)` that lands on `p`: inside the unit square exactly when `p` is inside the
    /// quadrilateral. Nil on the line the map sends to infinity.
    package func unitPoint(_ p: CanvasPoint) -> (s: Double, t: Double)? {
        // The adjugate of [[a, b, c], [d, e, f], [g, h, 1]].
        let w = (d * h - e * g) * p.x + (b * g - a * h) * p.y + (a * e - b * d)
        guard w != 0, w.isFinite else { return nil }
        let s = ((e - f * h) * p.x + (c * h - b) * p.y + (b * f - c * e)) / w
        let t = ((f * g - d) * p.x + (a - c * g) * p.y + (c * d - a * f)) / w
        return s.isFinite && t.isFinite ? (s, t) : nil
    }

    /// True when the map is affine: the quadrilateral is a parallelogram.
    package var isAffine: Bool { g == 0 && h == 0 }

    /// True when the quadrilateral turns the same way at every corner.
    package static func isConvex(_ corners: [CanvasPoint]) -> Bool {
        var sign = 0.0
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4], r = corners[(i + 2) % 4]
            let cross = (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x)
            guard cross != 0 else { return false }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }
}
