/// Fixed-precision number formatting shared by every text output: no exponent, no `-0`,
/// trailing zeros and a bare decimal point trimmed, the same bytes on every platform and locale.
/// Numbers can be written straight into a byte buffer, for outputs with millions of them.
package enum FixedPrecision {
    /// The largest magnitude written; beyond it values are clamped (it keeps the scaled value
    /// inside `Int64` up to 6 decimals).
    package static let limit = 1e12
    /// The largest scaled value: at 7 to 9 decimals, values toward `limit` scale past `Int64`
    /// and are held to this (9,200,000,000 at 9 decimals).
    private static let largestScaled = 9.2e18

    /// Powers of ten for 0...9 decimals.
    private static let powers: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// `precision` clamped to the supported 0...9.
    package static func digits(_ precision: Int) -> Int { min(max(precision, 0), 9) }

    /// `value` times 10^digits, rounded half away from zero: equal results print equally.
    /// Not-a-number is 0; infinities and huge values are clamped to ±`limit`, and the scaled
    /// value to ±`largestScaled`.
    package static func scaled(_ value: Double, digits: Int) -> Int64 {
        guard !value.isNaN else { return 0 }
        let clamped = min(max(value, -limit), limit)
        let scaled = (clamped * Double(powers[digits])).rounded(.toNearestOrAwayFromZero)
        return Int64(min(max(scaled, -largestScaled), largestScaled))
    }

    /// `value` rounded half away from zero to `precision` decimals (clamped to 0...9).
    /// Not-a-number is written as `0`; infinities are clamped like other huge values.
    package static func format(_ value: Double, precision: Int) -> String {
        var bytes: [UInt8] = []
        append(value, precision: precision, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` at `precision` decimals to `out`.
    package static func append(_ value: Double, precision: Int, to out: inout [UInt8]) {
        let d = digits(precision)
        append(scaled: scaled(value, digits: d), digits: d, to: &out)
    }

    /// Appends a value already scaled by 10^`digits`: its bytes are made right to left in a
    /// buffer on the stack and appended at once (a polygon's SVG is mostly numbers).
    package static func append(scaled: Int64, digits: Int, to out: inout [UInt8]) {
        // At most 21 bytes: a sign, the 19 digits of the largest Int64, and a point.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            let magnitude = scaled.magnitude
            let unit = UInt64(powers[digits])
            var whole = magnitude / unit
            var fraction = magnitude % unit
            if fraction != 0 {
                // Trailing zeros are left out.
                var width = digits
                while fraction % 10 == 0 {
                    fraction /= 10
                    width -= 1
                }
                for _ in 0..<width {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if scaled < 0 { put(UInt8(ascii: "-")) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
