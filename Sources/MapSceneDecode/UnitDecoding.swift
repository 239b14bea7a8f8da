import MapSceneBase
import MapSceneSyntax

/// Decoding of quantities with units: distances and angles.
extension DecodingContext {
    /// Meters per unit for the distance units a scene may write.
    package static let distanceUnits: [String: Double] = ["m": 1, "km": 1000, "mi": 1609.344, "ft": 0.3048]

    /// A distance in meters: `1200m`, `2km`, `3mi`, `500ft`, or a plain number of meters.
    package func distance(_ node: SyntaxNode, for what: String, in bounds: ClosedRange<Double>, rule: Rule = .valueRange)
        -> Double?
    {
        guard let scalar = node.scalar, !scalar.isNull else {
            wrongType(node, expected: "a distance such as 1200m", for: what)
            return nil
        }
        if let plain = scalar.number { return checkedMeters(plain, node, for: what, in: bounds, rule: rule) }
        guard let (value, unit) = Self.splitQuantity(scalar.text) else {
            report(.quantitySyntax, "expected a distance such as 1200m for \(what), found '\(scalar.text)'", at: node.range)
            return nil
        }
        guard let factor = Self.distanceUnits[unit] else {
            let suggestions = Self.unitSuggestions(for: unit, in: ["m", "km", "mi", "ft"])
            report(
                .unknownUnit, "unknown distance unit '\(unit)' in \(what); use m, km, mi or ft\(Suggestion.phrase(suggestions))",
                at: node.range,
                fixes: unitFix(node, scalar.text, unit: unit, suggestions: suggestions))
            return nil
        }
        return checkedMeters(value * factor, node, for: what, in: bounds, rule: rule)
    }

    private func checkedMeters(_ meters: Double, _ node: SyntaxNode, for what: String, in bounds: ClosedRange<Double>, rule: Rule)
        -> Double?
    {
        guard bounds.contains(meters) else {
            report(
                rule,
                "\(what) must be between \(format(bounds.lowerBound)) m and \(format(bounds.upperBound)) m, found \(node.scalar?.text ?? "")",
                at: node.range)
            return nil
        }
        return meters
    }

    /// An angle in degrees: a plain number of degrees, `30deg`, `30°` or `-0.9rad`.
    package func angle(_ node: SyntaxNode, for what: String, in bounds: ClosedRange<Double>? = nil, rule: Rule = .valueRange)
        -> Double?
    {
        guard let scalar = node.scalar, !scalar.isNull else {
            wrongType(node, expected: "an angle such as 30deg", for: what)
            return nil
        }
        var degrees: Double
        if let plain = scalar.number {
            degrees = plain
        } else if let (value, unit) = Self.splitQuantity(scalar.text) {
            switch unit {
            case "deg", "°": degrees = value
            case "rad": degrees = value * 180 / Double.pi
            default:
                let suggestions = Self.unitSuggestions(for: unit, in: ["deg", "rad"])
                report(
                    .unknownUnit, "unknown angle unit '\(unit)' in \(what); use deg or rad\(Suggestion.phrase(suggestions))",
                    at: node.range,
                    fixes: unitFix(node, scalar.text, unit: unit, suggestions: suggestions))
                return nil
            }
        } else {
            report(.quantitySyntax, "expected an angle such as 30deg for \(what), found '\(scalar.text)'", at: node.range)
            return nil
        }
        return checked(degrees, node, for: what, in: bounds, rule: rule)
    }

    /// Units spelt out in words, and the symbol each means.
    package static let unitWords: [String: String] = [
        "meter": "m", "meters": "m", "metre": "m", "metres": "m",
        "kilometer": "km", "kilometers": "km", "kilometre": "km", "kilometres": "km",
        "mile": "mi", "miles": "mi", "foot": "ft", "feet": "ft",
        "degree": "deg", "degrees": "deg", "radian": "rad", "radians": "rad",
    ]

    /// The units `unit` may have meant: the symbol of a unit spelt out (`meters`: `m`), or the
    /// closest of `symbols` (`KM`: `km`, `kms`: `km`).
    package static func unitSuggestions(for unit: String, in symbols: [String]) -> [String] {
        if let symbol = unitWords[unit.lowercased()], symbols.contains(symbol) { return [symbol] }
        return Suggestion.closestAll(to: unit, in: symbols)
    }

    /// The fix that puts the one suggested unit in place of `unit` at the end of `text`, the
    /// number and any space before the unit kept as written (`1200 meters`: `1200 m`).
    private func unitFix(_ node: SyntaxNode, _ text: String, unit: String, suggestions: [String]) -> [Fix] {
        guard suggestions.count == 1 else { return [] }
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        guard String(scalars).hasSuffix(unit) else { return [] }
        let number = String(String.UnicodeScalarView(scalars.dropLast(unit.unicodeScalars.count)))
        return respelling(node.range, from: text, to: number + suggestions[0], as: .value)
    }

    /// Splits `"12.5 km"` into `(12.5, "km")`; nil when the text does not start with a number or has no unit.
    package static func splitQuantity(_ text: String) -> (Double, String)? {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count, "+-.0123456789eE".unicodeScalars.contains(scalars[end]) {
            // An 'e' only continues the number when a digit or sign follows (so "3em" is not 3e+m).
            if scalars[end] == "e" || scalars[end] == "E" {
                guard end + 1 < scalars.count, "+-0123456789".unicodeScalars.contains(scalars[end + 1]) else { break }
            }
            end += 1
        }
        let number = String(String.UnicodeScalarView(scalars[..<end]))
        guard end > 0, let value = DecimalParsing.sceneNumber(number), value.isFinite else { return nil }
        let unit = String(String.UnicodeScalarView(scalars[end...])).trimmingSpaces()
        guard !unit.isEmpty else { return nil }
        return (value, unit)
    }
}
