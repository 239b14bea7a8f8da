/// Fixed-precision number formatting shared by every text output: no exponent, no `-0`,
/// trailing zeros and a bare decimal point trimmed, the same bytes on every platform and locale.
public enum FixedPrecision {
    /// The largest magnitude written; beyond it values are clamped (it keeps the scaled value
    /// inside `Int64`).
    public static let limit = 1e12

    /// `value` rounded half away from zero to `precision` decimals (clamped to 0...9).
    /// Not-a-number is written as `0`; infinities are clamped like other huge values.
    public static func format(_ value: Double, precision: Int) -> String {
        let digits = min(max(precision, 0), 9)
        guard !value.isNaN else { return "0" }
        let clamped = min(max(value, -limit), limit)
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int64((clamped * Double(scale)).rounded(.toNearestOrAwayFromZero))
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = magnitude % UInt64(scale)
        var text = scaled < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var width = digits
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            let fractionDigits = String(fraction)
            text += "." + String(repeating: "0", count: width - fractionDigits.count) + fractionDigits
        }
        return text
    }
}
