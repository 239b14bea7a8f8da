/// Canvas points and rectangles as the plane geometry (`PlaneBox`, `Clipping`) takes them.
extension CanvasPoint: PlanePoint {}

extension PlaneBox {
    /// The box of a canvas rectangle.
    package init(_ rect: CanvasRect) {
        self.init(minX: rect.x, minY: rect.y, maxX: rect.maxX, maxY: rect.maxY)
    }

    /// The box as a canvas rectangle.
    package var canvasRect: CanvasRect {
        CanvasRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CanvasRect {
    /// The smallest rectangle holding `points`; nil when there are none.
    package static func bounding(_ points: [CanvasPoint]) -> CanvasRect? {
        PlaneBox(bounding: points)?.canvasRect
    }
}
