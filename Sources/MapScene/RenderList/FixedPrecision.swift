/// Fixed-precision number formatting shared by every text output: no exponent, no `-0`,
/// trailing zeros and a bare decimal point trimmed, the same bytes on every platform and locale.
/// Numbers can be written straight into a byte buffer, for outputs with millions of them.
enum FixedPrecision {
    /// The largest magnitude written; beyond it values are clamped (it keeps the scaled value
    /// inside `Int64`).
    static let limit = 1e12

    /// Powers of ten for 0...9 decimals.
    private static let powers: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// `precision` clamped to the supported 0...9.
    static func digits(_ precision: Int) -> Int { min(max(precision, 0), 9) }

    /// `value` times 10^digits, rounded half away from zero: equal results print equally.
    /// Not-a-number is 0; infinities and huge values are clamped to ±`limit`.
    static func scaled(_ value: Double, digits: Int) -> Int64 {
        guard !value.isNaN else { return 0 }
        let clamped = min(max(value, -limit), limit)
        return Int64((clamped * Double(powers[digits])).rounded(.toNearestOrAwayFromZero))
    }

    /// `value` rounded half away from zero to `precision` decimals (clamped to 0...9).
    /// Not-a-number is written as `0`; infinities are clamped like other huge values.
    static func format(_ value: Double, precision: Int) -> String {
        var bytes: [UInt8] = []
        append(value, precision: precision, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` at `precision` decimals to `out`.
    static func append(_ value: Double, precision: Int, to out: inout [UInt8]) {
        let d = digits(precision)
        append(scaled: scaled(value, digits: d), digits: d, to: &out)
    }

    /// Appends a value already scaled by 10^`digits`.
    static func append(scaled: Int64, digits: Int, to out: inout [UInt8]) {
        if scaled == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        if scaled < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        let unit = UInt64(powers[digits])
        appendDigits(magnitude / unit, to: &out)
        var fraction = magnitude % unit
        guard fraction != 0 else { return }
        var width = digits
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        out.append(UInt8(ascii: "."))
        var buffer: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (48, 48, 48, 48, 48, 48, 48, 48, 48)
        withUnsafeMutableBytes(of: &buffer) { b in
            var i = width - 1
            while fraction > 0 {
                b[i] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
                i -= 1
            }
            out.append(contentsOf: b[0..<width])
        }
    }

    private static func appendDigits(_ value: UInt64, to out: inout [UInt8]) {
        if value < 10 {
            out.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        // At most 13 digits: values are clamped to 10^12 before scaling.
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { b in
            var v = value
            var i = b.count
            while v > 0 {
                i -= 1
                b[i] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
            }
            out.append(contentsOf: b[i...])
        }
    }
}
