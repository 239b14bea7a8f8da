/// A gradient fill: colors spread evenly along a direction across the shape's bounding box.
public struct LinearGradient: Hashable, Sendable {
    /// The colors, from start to end; at least two.
    public var colors: [Color]
    /// The direction the colors run, in degrees as in CSS `linear-gradient`: 0 runs bottom to
    /// top, 90 left to right, 180 (the default) top to bottom.
    public var angle: Double

    /// Creates a gradient.
    public init(colors: [Color], angle: Double = 180) {
        self.colors = colors
        self.angle = angle
    }
}
