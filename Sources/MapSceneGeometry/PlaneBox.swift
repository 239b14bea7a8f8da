/// An axis-aligned box by its edges, in the plane of the points it is used with: the bounds of
/// points, and the window clipping cuts them to.
package struct PlaneBox: Equatable {
    package var minX: Double
    package var minY: Double
    package var maxX: Double
    package var maxY: Double

    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest box holding `points`; nil when there are none.
    package init?<Point: PlanePoint>(bounding points: [Point]) {
        let box: PlaneBox? = points.withUnsafeBufferPointer { buffer in
            guard let first = buffer.first else { return nil }
            var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
            for p in buffer {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            return PlaneBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
        guard let box else { return nil }
        self = box
    }

    /// True when `p` is inside or on an edge.
    @inline(__always)
    package func contains<Point: PlanePoint>(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// True when `inner` lies within this box, edges included.
    @inline(__always)
    package func encloses(_ inner: PlaneBox) -> Bool {
        inner.minX >= minX && inner.maxX <= maxX && inner.minY >= minY && inner.maxY <= maxY
    }

    /// True when the two boxes meet, edges included (a flat box can still touch).
    @inline(__always)
    package func touches(_ other: PlaneBox) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// True when the two boxes share interior area.
    @inline(__always)
    package func sharesArea(with other: PlaneBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
