import MapSceneSyntax

/// Numbers and coordinates as data files write them, read strictly the same way in every format:
/// a plain decimal (`-12.5`, `1e-3`, `.5`), never hex, `inf` or `nan`, which `Double(String)`
/// would take; and the messages for a number that is no latitude or longitude.
package enum DataNumbers {
    private enum Reading {
        case notDecimal
        case exact(Double)
        case long
    }

    /// The value of `text` when it is a plain decimal — `[+-]digits[.digits][(e|E)[+-]digits]`,
    /// with digits on at least one side of the point — and finite; nil otherwise.
    package static func decimal(_ text: some StringProtocol) -> Double? {
        // A short decimal is read exactly in place (`DecimalParsing`); a longer one by `Double`.
        let reading =
            text.utf8.withContiguousStorageIfAvailable { bytes -> Reading in
                guard isDecimal(bytes) else { return .notDecimal }
                return DecimalParsing.exact(bytes).map(Reading.exact) ?? .long
            } ?? (isDecimal(Array(text.utf8)) ? .long : .notDecimal)
        let value: Double?
        switch reading {
        case .notDecimal: return nil
        case .exact(let exact): value = exact
        case .long: value = Double(String(text))
        }
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// True when the bytes spell a plain decimal.
    package static func isDecimal<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        var i = bytes.startIndex
        let count = bytes.endIndex
        func digits() -> Int {
            let start = i
            while i < count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        if i < count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var mantissa = digits()
        if i < count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if i < count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == count
    }

    /// Why `value`, written `spelling`, is no latitude; nil when it is one.
    package static func latitudeProblem(_ value: Double, spelled spelling: some StringProtocol) -> String? {
        abs(value) <= 90 ? nil : "latitude \(spelling) is outside -90...90"
    }

    /// Why `value`, written `spelling`, is no longitude; nil when it is one.
    package static func longitudeProblem(_ value: Double, spelled spelling: some StringProtocol) -> String? {
        abs(value) <= 180 ? nil : "longitude \(spelling) is outside -180...180"
    }

    /// What to say of a latitude or longitude that is not a number: the text, quoted and cut.
    package static func notANumber(_ what: String, _ text: some StringProtocol) -> String {
        text.isEmpty ? "the \(what) is empty" : "\(what) '\(text.prefix(40))' is not a number"
    }
}
