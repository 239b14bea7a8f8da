import Foundation
import MapSceneGeometry

/// Where a label may go: the baseline's center and the angle the text is turned by.
package struct TextSpot: Equatable {
    /// The canvas point the baseline is centred on.
    package var at: CanvasPoint
    /// Degrees clockwise, in (-90, 90] so the text reads upright; 0 for level text.
    package var rotation: Double = 0
}

/// The canvas area a label's letters and halo cover: what the placement keeps apart. The letters
/// reach `ascent` ems above the baseline and `descent` below it (Liberation Sans's capitals and
/// ascenders, and its descenders), and the halo `halo` points further.
package struct TextBox {
    package static let ascent = 0.75
    package static let descent = 0.22
    package static let halo = 1.5

    /// The corners, clockwise from the top left of the text as it reads.
    package let corners: [CanvasPoint]
    /// The axis-aligned rectangle around the corners.
    package let bounds: CanvasRect
    /// True when the box is turned off the canvas's axes, so that it covers less than `bounds`.
    package let isTurned: Bool

    /// The box of a text `width` points wide, of `size`, at `spot`.
    package init(width: Double, size: Double, spot: TextSpot) {
        let left = -width / 2 - Self.halo, right = width / 2 + Self.halo
        let top = -Self.ascent * size - Self.halo, bottom = Self.descent * size + Self.halo
        let radians = spot.rotation * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        isTurned = spot.rotation.truncatingRemainder(dividingBy: 90) != 0
        let at = spot.at
        func turned(_ x: Double, _ y: Double) -> CanvasPoint {
            CanvasPoint(x: at.x + x * c - y * s, y: at.y + x * s + y * c)
        }
        let (p0, p1, p2, p3) = (turned(left, top), turned(right, top), turned(right, bottom), turned(left, bottom))
        corners = [p0, p1, p2, p3]
        let minX = min(p0.x, p1.x, p2.x, p3.x), minY = min(p0.y, p1.y, p2.y, p3.y)
        bounds = CanvasRect(
            x: minX, y: minY, width: max(p0.x, p1.x, p2.x, p3.x) - minX, height: max(p0.y, p1.y, p2.y, p3.y) - minY)
    }

    /// The baseline that centres the letters of `size` on `y`.
    package static func baseline(centeredOn y: Double, size: Double) -> Double {
        y + (ascent - descent) / 2 * size
    }

    /// True when any segment of `parts` touches the box: crosses an edge or lies inside it.
    package func isCrossed(by parts: [[CanvasPoint]]) -> Bool {
        for part in parts where !part.isEmpty {
            if part.count == 1, contains(part[0]) { return true }
            var a = part[0]
            for b in part.dropFirst() {
                defer { a = b }
                if max(a.x, b.x) < bounds.x || min(a.x, b.x) > bounds.maxX || max(a.y, b.y) < bounds.y
                    || min(a.y, b.y) > bounds.maxY
                {
                    continue
                }
                if contains(a) || contains(b) { return true }
                for i in 0..<4 where Self.segmentsCross(a, b, corners[i], corners[(i + 1) % 4]) { return true }
            }
        }
        return false
    }

    /// True when the convex polygons `a` and `b` meet: no edge of either has both on opposite
    /// sides of it (the separating axis test). Polygons that only touch do not meet; a rectangle
    /// of no width inside another does, as `CanvasRect.intersects` says.
    package static func overlap(_ a: [CanvasPoint], _ b: [CanvasPoint]) -> Bool {
        for polygon in [a, b] {
            for i in polygon.indices {
                let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                let axis = CanvasPoint(x: p.y - q.y, y: q.x - p.x)
                // A side of no length (a rectangle of no width) separates nothing.
                if axis.x == 0 && axis.y == 0 { continue }
                var (aMin, aMax) = (Double.infinity, -Double.infinity)
                var (bMin, bMax) = (Double.infinity, -Double.infinity)
                for corner in a {
                    let d = corner.x * axis.x + corner.y * axis.y
                    (aMin, aMax) = (min(aMin, d), max(aMax, d))
                }
                for corner in b {
                    let d = corner.x * axis.x + corner.y * axis.y
                    (bMin, bMax) = (min(bMin, d), max(bMax, d))
                }
                if aMax <= bMin || bMax <= aMin { return false }
            }
        }
        return true
    }

    /// The corners of `rect`, clockwise from its top left.
    package static func corners(of rect: CanvasRect) -> [CanvasPoint] {
        [
            CanvasPoint(x: rect.x, y: rect.y), CanvasPoint(x: rect.maxX, y: rect.y),
            CanvasPoint(x: rect.maxX, y: rect.maxY), CanvasPoint(x: rect.x, y: rect.maxY),
        ]
    }

    /// True when `p` is inside the box or on its edge.
    package func contains(_ p: CanvasPoint) -> Bool {
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            if (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < 0 { return false }
        }
        return true
    }

    /// True when segment `a`–`b` and segment `c`–`d` share a point.
    package static func segmentsCross(_ a: CanvasPoint, _ b: CanvasPoint, _ c: CanvasPoint, _ d: CanvasPoint) -> Bool {
        func side(_ p: CanvasPoint, _ q: CanvasPoint, _ r: CanvasPoint) -> Double {
            (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        }
        let d1 = side(c, d, a), d2 = side(c, d, b), d3 = side(a, b, c), d4 = side(a, b, d)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        func onSegment(_ p: CanvasPoint, _ q: CanvasPoint, _ r: CanvasPoint) -> Bool {
            min(p.x, q.x) <= r.x && r.x <= max(p.x, q.x) && min(p.y, q.y) <= r.y && r.y <= max(p.y, q.y)
        }
        return (d1 == 0 && onSegment(c, d, a)) || (d2 == 0 && onSegment(c, d, b)) || (d3 == 0 && onSegment(a, b, c))
            || (d4 == 0 && onSegment(a, b, d))
    }
}
