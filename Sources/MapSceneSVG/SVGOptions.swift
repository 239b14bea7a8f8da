/// Settings of the SVG backend.
public struct SVGOptions: Sendable, Equatable {
    /// Decimal places of every coordinate and length written, 0...9 (clamped); trailing zeros are
    /// trimmed, so `precision: 2` writes `12.5`, not `12.50`.
    public var precision: Int

    /// Creates options.
    public init(precision: Int = 2) {
        self.precision = precision
    }
}
