/// Cutting canvas geometry down to a rectangle — the canvas plus a margin, so strokes and joins
/// at the edge are not cut where they can be seen — so that what lies far outside the picture
/// costs nothing further down the pipeline.
///
/// Points must be finite. Rings are implicitly closed (a repeated first point is allowed).
enum CanvasClipping {
    /// A polygon's rings clipped to `rect`, each on its own (Sutherland–Hodgman against the four
    /// edges); rings left with nothing inside are dropped.
    ///
    /// Rings are drawn together with the even-odd rule, and clipping each ring to the same convex
    /// rectangle keeps what that rule fills inside it: an exterior entirely outside goes away with
    /// its holes (so a polygon entirely outside yields `[]`), a hole entirely outside goes away
    /// while its exterior stays, and a ring that surrounds the rectangle becomes the rectangle.
    /// A clipped ring may run along the rectangle's edge and back; such edges enclose no area.
    ///
    /// A ring whose bounds lie within `rect` is returned as it is, at the cost of a bounds check.
    static func clipPolygon(_ rings: [[CanvasPoint]], to rect: CanvasRect) -> [[CanvasPoint]] {
        var result: [[CanvasPoint]] = []
        result.reserveCapacity(rings.count)
        for ring in rings {
            let clipped = clipRing(ring, to: rect)
            if !clipped.isEmpty { result.append(clipped) }
        }
        return result
    }

    /// One ring clipped to `rect`: the ring itself when it lies within, `[]` when nothing of its
    /// area is inside (fewer than three points, or bounds that share no area with `rect`).
    static func clipRing(_ ring: [CanvasPoint], to rect: CanvasRect) -> [CanvasPoint] {
        guard ring.count >= 3, let bounds = CanvasGeometry.bounds(ring) else { return [] }
        if encloses(rect, bounds) { return ring }
        guard bounds.intersects(rect) else { return [] }
        var input = ring
        var output: [CanvasPoint] = []
        output.reserveCapacity(ring.count + 8)
        for edge in Edge.allCases {
            edge.clip(input, to: rect, into: &output)
            guard output.count >= 3 else { return [] }
            swap(&input, &output)
            output.removeAll(keepingCapacity: true)
        }
        return input
    }

    /// True when `inner` lies within `outer`, edges included.
    @inline(__always)
    static func encloses(_ outer: CanvasRect, _ inner: CanvasRect) -> Bool {
        inner.x >= outer.x && inner.maxX <= outer.maxX && inner.y >= outer.y && inner.maxY <= outer.maxY
    }

    /// One side of the clip rectangle, as a half-plane.
    private enum Edge: CaseIterable {
        case left, right, top, bottom

        /// How far `p` lies inside this edge's half-plane (negative: outside).
        @inline(__always)
        func depth(_ p: CanvasPoint, _ rect: CanvasRect) -> Double {
            switch self {
            case .left: p.x - rect.x
            case .right: rect.maxX - p.x
            case .top: p.y - rect.y
            case .bottom: rect.maxY - p.y
            }
        }

        /// The point where a→b crosses the edge, given their depths `da` and `db` of opposite signs;
        /// the coordinate across the edge is set exactly on it. Top and bottom come after left and
        /// right, so there x is already within the rectangle and is kept there despite rounding.
        @inline(__always)
        func crossing(_ a: CanvasPoint, _ b: CanvasPoint, _ da: Double, _ db: Double, _ rect: CanvasRect) -> CanvasPoint {
            let t = da / (da - db)
            switch self {
            case .left: return CanvasPoint(x: rect.x, y: a.y + (b.y - a.y) * t)
            case .right: return CanvasPoint(x: rect.maxX, y: a.y + (b.y - a.y) * t)
            case .top: return CanvasPoint(x: min(max(a.x + (b.x - a.x) * t, rect.x), rect.maxX), y: rect.y)
            case .bottom: return CanvasPoint(x: min(max(a.x + (b.x - a.x) * t, rect.x), rect.maxX), y: rect.maxY)
            }
        }

        /// Appends to `output` the closed ring `input` cut to this edge's half-plane (edge included).
        /// A point exactly on the edge is its own crossing, so none is added beside it.
        func clip(_ input: [CanvasPoint], to rect: CanvasRect, into output: inout [CanvasPoint]) {
            input.withUnsafeBufferPointer { points in
                guard var previous = points.last else { return }
                var dp = depth(previous, rect)
                for current in points {
                    let dc = depth(current, rect)
                    if dc >= 0 {
                        if dp < 0 && dc > 0 { output.append(crossing(previous, current, dp, dc, rect)) }
                        output.append(current)
                    } else if dp > 0 {
                        output.append(crossing(previous, current, dp, dc, rect))
                    }
                    previous = current
                    dp = dc
                }
            }
        }
    }
}
