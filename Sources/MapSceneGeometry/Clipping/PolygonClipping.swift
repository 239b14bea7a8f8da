/// Cutting lines and polygons down to a box: the canvas plus a margin (so strokes and joins at
/// the edge are not cut where they can be seen), a vector tile's square, the terminal's grid of
/// cells plus a margin; so that what lies far outside costs nothing further on.
///
/// Rings are implicitly closed (a repeated first point is allowed); ring points must be finite.
package enum Clipping {
    /// A polygon's rings clipped to `box`, each on its own (Sutherland–Hodgman against the four
    /// edges); rings left with nothing inside are dropped.
    ///
    /// Rings are drawn together with the even-odd rule, and clipping each ring to the same convex
    /// box keeps what that rule fills inside it: an exterior entirely outside goes away with
    /// its holes (so a polygon entirely outside yields `[]`), a hole entirely outside goes away
    /// while its exterior stays, and a ring that surrounds the box becomes the box.
    /// A clipped ring may run along the box's edge and back; such edges enclose no area.
    ///
    /// A ring whose bounds lie within `box` is returned as it is, at the cost of a bounds check.
    package static func clipPolygon<Point: PlanePoint>(_ rings: [[Point]], to box: PlaneBox) -> [[Point]] {
        var result: [[Point]] = []
        result.reserveCapacity(rings.count)
        for ring in rings {
            let clipped = clipRing(ring, to: box)
            if !clipped.isEmpty { result.append(clipped) }
        }
        return result
    }

    /// One ring clipped to `box`: the ring itself when it lies within, `[]` when nothing of its
    /// area is inside (fewer than three points, or bounds that share no area with `box`).
    package static func clipRing<Point: PlanePoint>(_ ring: [Point], to box: PlaneBox) -> [Point] {
        guard ring.count >= 3, let bounds = PlaneBox(bounding: ring) else { return [] }
        if box.encloses(bounds) { return ring }
        guard bounds.sharesArea(with: box) else { return [] }
        var input = ring
        var output: [Point] = []
        output.reserveCapacity(ring.count + 8)
        for edge in Edge.allCases {
            edge.clip(input, to: box, into: &output)
            guard output.count >= 3 else { return [] }
            swap(&input, &output)
            output.removeAll(keepingCapacity: true)
        }
        return input
    }

    /// One side of the clip box, as a half-plane.
    private enum Edge: CaseIterable {
        case left, right, top, bottom

        /// How far `p` lies inside this edge's half-plane (negative: outside).
        @inline(__always)
        package func depth<Point: PlanePoint>(_ p: Point, _ box: PlaneBox) -> Double {
            switch self {
            case .left: p.x - box.minX
            case .right: box.maxX - p.x
            case .top: p.y - box.minY
            case .bottom: box.maxY - p.y
            }
        }

        /// The point where a→b crosses the edge, given their depths `da` and `db` of opposite signs;
        /// the coordinate across the edge is set exactly on it. Top and bottom come after left and
        /// right, so there x is already within the box and is kept there despite rounding.
        @inline(__always)
        package func crossing<Point: PlanePoint>(_ a: Point, _ b: Point, _ da: Double, _ db: Double, _ box: PlaneBox) -> Point {
            let t = da / (da - db)
            switch self {
            case .left: return Point(x: box.minX, y: a.y + (b.y - a.y) * t)
            case .right: return Point(x: box.maxX, y: a.y + (b.y - a.y) * t)
            case .top: return Point(x: min(max(a.x + (b.x - a.x) * t, box.minX), box.maxX), y: box.minY)
            case .bottom: return Point(x: min(max(a.x + (b.x - a.x) * t, box.minX), box.maxX), y: box.maxY)
            }
        }

        /// Appends to `output` the closed ring `input` cut to this edge's half-plane (edge included).
        /// A point exactly on the edge is its own crossing, so none is added beside it.
        package func clip<Point: PlanePoint>(_ input: [Point], to box: PlaneBox, into output: inout [Point]) {
            input.withUnsafeBufferPointer { points in
                guard var previous = points.last else { return }
                var dp = depth(previous, box)
                for current in points {
                    let dc = depth(current, box)
                    if dc >= 0 {
                        if dp < 0 && dc > 0 { output.append(crossing(previous, current, dp, dc, box)) }
                        output.append(current)
                    } else if dp > 0 {
                        output.append(crossing(previous, current, dp, dc, box))
                    }
                    previous = current
                    dp = dc
                }
            }
        }
    }
}
