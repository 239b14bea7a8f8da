/// Reads a plain decimal number without going through `strtod`, when that can be done exactly.
///
/// A number written `[+-]digits[.digits][e[+-]digits]` (or `.digits`, or `digits.`) with at most
/// 15 significant digits is an integer mantissa below 2⁵³ times a power of ten. When that power's
/// exponent is at most 22 in size, both the mantissa and the power are exact doubles, and one
/// multiplication or division rounds correctly: the result is the one `Double(String)` gives
/// (Clinger's fast path). Everything else — more digits, larger exponents, hex, `inf`, malformed
/// text — is left to `Double(String)`, so what is accepted and what each value is do not change.
package enum DecimalParsing {
    /// The most significant digits the fast path takes: 10¹⁵ < 2⁵³, so the mantissa is exact.
    private static let maxDigits = 15
    /// The largest power of ten that is an exact double.
    private static let maxExactPower = 22

    /// 10⁰ … 10²², each exact.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `Double(text)`: the same value, or nil for the same texts, usually without `strtod`.
    package static func double(_ text: String) -> Double? {
        let fast = text.utf8.withContiguousStorageIfAvailable { exact($0) }
        if let fast, let value = fast { return value }
        return Double(text)
    }

    /// The exactly rounded value of a short decimal in `bytes`, or nil when the fast path does not
    /// apply (which says nothing about whether the text is a number).
    package static func exact(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        var index = 0
        let negative = sign(in: bytes, at: &index)
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        // The integer part.
        guard var digitsSeen = digits(in: bytes, at: &index, into: &mantissa, significant: &significant) else { return nil }
        // The fraction: each digit moves the exponent down by one.
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard let fraction = digits(in: bytes, at: &index, into: &mantissa, significant: &significant) else { return nil }
            exponent -= fraction
            digitsSeen += fraction
        }
        guard digitsSeen > 0 else { return nil }
        // The exponent, which must have digits of its own.
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0
            var exponentDigits = 0
            while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
                guard written < 10_000 else { return nil }
                written = written * 10 + Int(digit)
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentNegative ? -written : written
        }
        guard index == count else { return nil }
        var value = Double(mantissa)
        if mantissa != 0 {
            guard exponent >= -maxExactPower, exponent <= maxExactPower else { return nil }
            value = exponent < 0 ? value / powersOfTen[-exponent] : value * powersOfTen[exponent]
        }
        return negative ? -value : value
    }

    /// The number written `[+-]digits[.digits]` from `start` of `bytes` with at most 15
    /// significant digits, as `exact` reads it, and the offset just past it; nil when the bytes
    /// from `start` do not begin so (no digit before the point, more digits), leaving them to
    /// `exact`. What follows is the caller's to check: a number that goes on (`5.`, `1e3`, `2km`)
    /// ends where this stops reading it.
    package static func shortDecimal(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (value: Double, end: Int)? {
        let count = bytes.count
        var index = start
        let negative = sign(in: bytes, at: &index)
        var mantissa: UInt64 = 0
        var significant = 0
        guard let integerDigits = digits(in: bytes, at: &index, into: &mantissa, significant: &significant), integerDigits > 0
        else { return nil }
        var fractionDigits = 0
        if index + 1 < count, bytes[index] == UInt8(ascii: "."), bytes[index + 1] &- UInt8(ascii: "0") < 10 {
            index += 1
            guard let fraction = digits(in: bytes, at: &index, into: &mantissa, significant: &significant) else { return nil }
            fractionDigits = fraction
        }
        var value = Double(mantissa)
        if mantissa != 0 {
            guard fractionDigits <= maxExactPower else { return nil }
            if fractionDigits > 0 { value /= powersOfTen[fractionDigits] }
        }
        return (negative ? -value : value, index)
    }

    /// Moves `index` past a `-` or `+` at it; true for a `-`.
    @inline(__always)
    private static func sign(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") else { return false }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "-")
    }

    /// Reads the run of digits at `index` of `bytes` into `mantissa` (leading zeros are not
    /// significant) and moves `index` past it; how many digits there were, or nil past
    /// `maxDigits` significant ones, counting those already in `significant`.
    @inline(__always)
    private static func digits(
        in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, into mantissa: inout UInt64, significant: inout Int
    ) -> Int? {
        let start = index
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            if mantissa != 0 || digit != 0 {
                significant += 1
                guard significant <= maxDigits else { return nil }
                mantissa = mantissa * 10 + UInt64(digit)
            }
            index += 1
        }
        return index - start
    }

    // MARK: - The number grammar both front ends share

    /// True when `text` is a number as scene files write them, in YAML and in the DSL alike: a
    /// decimal, `[+|-](digits[.[digits]] | .digits)[(e|E)[+|-]digits]`, such as `16`, `-0.5`,
    /// `.5`, `+2` or `1.5e3`. Hexadecimal, octal and binary, `_` between digits, `inf` and `nan`
    /// are not numbers here, although YAML 1.1 and Swift's `Double` read some of them.
    package static func isSceneNumber<Bytes: Collection<UInt8>>(_ text: Bytes) -> Bool {
        var index = text.startIndex
        func digits() -> Int {
            var count = 0
            while index != text.endIndex, text[index] &- UInt8(ascii: "0") < 10 {
                text.formIndex(after: &index)
                count += 1
            }
            return count
        }
        if index != text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            text.formIndex(after: &index)
        }
        var mantissaDigits = digits()
        if index != text.endIndex, text[index] == UInt8(ascii: ".") {
            text.formIndex(after: &index)
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if index != text.endIndex, text[index] | 0x20 == UInt8(ascii: "e") {
            text.formIndex(after: &index)
            if index != text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                text.formIndex(after: &index)
            }
            guard digits() > 0 else { return false }
        }
        return index == text.endIndex
    }

    /// The value of `text` when it is a scene number (`isSceneNumber`), read in one pass where it
    /// can be: the exact fast path takes only texts of that grammar, so only what it leaves (long
    /// mantissas, large exponents, other texts) is checked against the grammar and read by `Double`.
    package static func sceneNumber(_ text: String) -> Double? {
        let fast = text.utf8.withContiguousStorageIfAvailable { exact($0) }
        if let fast, let value = fast { return value }
        guard isSceneNumber(text.utf8) else { return nil }
        return Double(text)
    }

    /// For text that is not a scene number but that YAML or Swift would read as a finite one
    /// (`0x10`, `0o17`, `0b101`, `1_000`, `0x1p3`), the same value as a scene number: `16`, `15`, `5`.
    package static func sceneSpelling(ofForeignNumber text: String) -> String? {
        guard !isSceneNumber(text.utf8), let first = text.unicodeScalars.first,
            first == "-" || first == "+" || first == "." || ("0"..."9").contains(first)
        else { return nil }
        let plain = String(text.filter { $0 != "_" })
        let unsigned = plain.hasPrefix("-") || plain.hasPrefix("+") ? String(plain.dropFirst()) : plain
        var value: Double?
        for (prefix, radix) in [("0o", 8), ("0b", 2)] {
            if unsigned.lowercased().hasPrefix(prefix), let whole = Int64(unsigned.dropFirst(2), radix: radix) {
                value = Double(plain.hasPrefix("-") ? -whole : whole)
            }
        }
        guard let value = value ?? Double(plain), value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
