/// Fixed-precision number formatting for SVG: no exponent, no `-0`, trailing zeros and a bare
/// decimal point trimmed, the same bytes on every platform and locale.
enum SVGNumber {
    /// `value` rounded half away from zero to `precision` decimals; see `FixedPrecision`.
    static func format(_ value: Double, precision: Int) -> String {
        FixedPrecision.format(value, precision: precision)
    }
}
