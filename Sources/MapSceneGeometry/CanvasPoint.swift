/// A point on the canvas, in points, y down.
public struct CanvasPoint: Sendable, Equatable, Hashable {
    /// Points from the canvas's left edge (for a rect: its left side).
    public var x: Double
    /// Points down from the canvas's top edge (for a rect: its top side).
    public var y: Double

    /// Creates a canvas point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

}

/// An axis-aligned rectangle on the canvas.
public struct CanvasRect: Sendable, Equatable, Hashable {
    /// Points from the canvas's left edge (for a rect: its left side).
    public var x: Double
    /// Points down from the canvas's top edge (for a rect: its top side).
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The largest x.
    public var maxX: Double { x + width }
    /// The largest y.
    public var maxY: Double { y + height }

    /// True when the two rectangles share interior area.
    public func intersects(_ other: CanvasRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
