import Foundation

/// A map feature as style expressions see it.
package struct StyleFeature: Sendable {
    /// The feature's properties (tags).
    package var properties: [String: StyleValue]
    /// `Point`, `LineString` or `Polygon` (a tile's geometry types).
    package var geometryType: String
    /// The feature's id, if it has one.
    package var id: StyleValue?

    package init(properties: [String: StyleValue] = [:], geometryType: String, id: StyleValue? = nil) {
        self.properties = properties
        self.geometryType = geometryType
        self.id = id
    }
}

/// Why an expression gave no value for a feature (a value of the wrong type, a color that is
/// not one): as in MapLibre, a filter then holds for no feature and a property takes its default.
package struct StyleEvaluationError: Error, Equatable {
    package var message: String

    package init(_ message: String) { self.message = message }
}

extension StyleExpression {
    /// The expression's value at MapLibre zoom `zoom` for `feature` (nil where there is none,
    /// as for a layer's constant properties).
    package func evaluate(zoom: Double, feature: StyleFeature?) throws(StyleEvaluationError) -> StyleValue {
        var context = StyleEvaluationContext(zoom: zoom, feature: feature)
        return try context.value(of: self)
    }

    /// The expression as a filter: whether `feature` passes at `zoom`. An evaluation error passes nothing.
    package func passes(zoom: Double, feature: StyleFeature) -> Bool {
        (try? evaluate(zoom: zoom, feature: feature)) == .bool(true)
    }
}

/// Coercions of an expression's value to what a property needs.
extension StyleValue {
    /// The value as a color: a color, or a string that reads as one.
    package var colorValue: StyleColor? {
        switch self {
        case .color(let c): c
        case .string(let s): StyleColor.parse(s)
        default: nil
        }
    }

    /// The value as `to-boolean` reads it.
    package var truthy: Bool {
        switch self {
        case .null: false
        case .bool(let b): b
        case .number(let n): n != 0 && !n.isNaN
        case .string(let s): !s.isEmpty
        default: true
        }
    }
}

private struct StyleEvaluationContext {
    var zoom: Double
    var feature: StyleFeature?

    typealias Failure = StyleEvaluationError

    mutating func value(of expression: StyleExpression) throws(Failure) -> StyleValue {
        switch expression {
        case .literal(let v): return v
        case .failure(let message): throw Failure(message)
        case .call(let op, let arguments): return try call(op, arguments)
        case .match(let input, let branches, let fallback):
            let v = try value(of: input)
            for branch in branches where branch.labels.contains(v) { return try value(of: branch.output) }
            return try value(of: fallback)
        case .step(let input, let first, let stops):
            let x = try number(input, "step")
            guard let index = stops.lastIndex(where: { $0.input <= x }) else { return try value(of: first) }
            return try value(of: stops[index].output)
        case .interpolate(let interpolation, let input, let stops):
            return try interpolate(interpolation, input: input, stops: stops)
        case .legacyCompare(let key, let comparison, let expected):
            guard let actual = legacyValue(key) else { return .bool(comparison == .notEqual) }
            switch comparison {
            case .equal: return .bool(actual == expected)
            case .notEqual: return .bool(actual != expected)
            default:
                guard let order = Self.order(actual, expected) else { return .bool(false) }
                return .bool(Self.holds(comparison, order))
            }
        case .legacyIn(let key, let values):
            guard let actual = legacyValue(key) else { return .bool(false) }
            return .bool(values.contains(actual))
        case .legacyHas(let key):
            return .bool(legacyValue(key) != nil)
        case .withDefault(let inner, let fallback):
            guard let v = try? value(of: inner), v != .null else { return fallback }
            return v
        }
    }

    /// A legacy filter key's value for the feature; nil when it has none.
    func legacyValue(_ key: StyleLegacyKey) -> StyleValue? {
        guard let feature else { return nil }
        switch key {
        case .property(let name): return feature.properties[name]
        case .geometryType: return .string(feature.geometryType)
        case .id: return feature.id
        }
    }

    /// -1, 0 or 1 for two numbers or two strings; nil for any other pair.
    static func order(_ a: StyleValue, _ b: StyleValue) -> Int? {
        switch (a, b) {
        case (.number(let x), .number(let y)): x < y ? -1 : x > y ? 1 : 0
        case (.string(let x), .string(let y)):
            // JavaScript compares strings by UTF-16 code units.
            x.utf16.lexicographicallyPrecedes(y.utf16) ? -1 : x == y ? 0 : 1
        default: nil
        }
    }

    static func holds(_ comparison: StyleComparison, _ order: Int) -> Bool {
        switch comparison {
        case .equal: order == 0
        case .notEqual: order != 0
        case .less: order < 0
        case .lessOrEqual: order <= 0
        case .greater: order > 0
        case .greaterOrEqual: order >= 0
        }
    }

    mutating func number(_ expression: StyleExpression, _ op: String) throws(Failure) -> Double {
        let v = try value(of: expression)
        guard case .number(let n) = v else { throw Failure("`\(op)` expected a number, found a \(v.typeName)") }
        return n
    }

    mutating func string(_ expression: StyleExpression, _ op: String) throws(Failure) -> String {
        let v = try value(of: expression)
        guard case .string(let s) = v else { throw Failure("`\(op)` expected a string, found a \(v.typeName)") }
        return s
    }

    mutating func boolean(_ expression: StyleExpression, _ op: String) throws(Failure) -> Bool {
        let v = try value(of: expression)
        guard case .bool(let b) = v else { throw Failure("`\(op)` expected a boolean, found a \(v.typeName)") }
        return b
    }

    mutating func call(_ op: StyleOperator, _ a: [StyleExpression]) throws(Failure) -> StyleValue {
        let name = op.rawValue
        switch op {
        case .equal, .notEqual:
            let equal = try value(of: a[0]) == value(of: a[1])
            return .bool(op == .equal ? equal : !equal)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let x = try value(of: a[0])
            let y = try value(of: a[1])
            guard let order = Self.order(x, y) else {
                throw Failure("`\(name)` compares two numbers or two strings, not a \(x.typeName) and a \(y.typeName)")
            }
            return .bool(Self.holds(StyleComparison(rawValue: name)!, order))
        case .all:
            for e in a where !(try boolean(e, name)) { return .bool(false) }
            return .bool(true)
        case .any:
            for e in a where try boolean(e, name) { return .bool(true) }
            return .bool(false)
        case .not:
            return .bool(!(try boolean(a[0], name)))
        case .in:
            let needle = try value(of: a[0])
            let haystack = try value(of: a[1])
            if haystack == .null || haystack == .string("") { return .bool(false) }
            switch needle {
            case .null, .bool, .number, .string: break
            default: throw Failure("`in` looks for a boolean, string, number or null, not a \(needle.typeName)")
            }
            switch haystack {
            case .array(let elements): return .bool(elements.contains(needle))
            case .string(let s):
                // JavaScript's `indexOf` looks for the needle as a string: `null`, `true`, `123`.
                let n = needle == .null ? "null" : needle.text
                return .bool(n.isEmpty || s.contains(n))
            default: throw Failure("`in` looks in an array or a string, not a \(haystack.typeName)")
            }
        case .get, .has:
            let key = try string(a[0], name)
            let object: [String: StyleValue]
            if a.count == 2 {
                let v = try value(of: a[1])
                guard case .object(let o) = v else { throw Failure("`\(name)` expected an object, found a \(v.typeName)") }
                object = o
            } else {
                object = feature?.properties ?? [:]
            }
            return op == .get ? object[key] ?? .null : .bool(object[key] != nil)
        case .at:
            let index = try number(a[0], name)
            let v = try value(of: a[1])
            guard case .array(let elements) = v else { throw Failure("`at` expected an array, found a \(v.typeName)") }
            guard index >= 0, index == index.rounded(), index < Double(elements.count) else {
                throw Failure("array index out of bounds: \(StyleValue.javaScriptText(index))")
            }
            return elements[Int(index)]
        case .length:
            switch try value(of: a[0]) {
            case .string(let s): return .number(Double(s.utf16.count))
            case .array(let elements): return .number(Double(elements.count))
            case let v: throw Failure("`length` expected a string or an array, found a \(v.typeName)")
            }
        case .case:
            var index = 0
            while index + 1 < a.count {
                if try boolean(a[index], name) { return try value(of: a[index + 1]) }
                index += 2
            }
            return try value(of: a[a.count - 1])
        case .coalesce:
            for e in a {
                let v = try value(of: e)
                if v != .null { return v }
            }
            return .null
        case .toString:
            return .string(try value(of: a[0]).text)
        case .toNumber:
            for e in a {
                switch try value(of: e) {
                case .null: return .number(0)
                case .bool(let b): return .number(b ? 1 : 0)
                case .number(let n): return .number(n)
                case .string(let s):
                    let trimmed = s.trimmingSpaceAndLines()
                    if trimmed.isEmpty { return .number(0) }
                    if let n = Double(trimmed), !trimmed.hasPrefix("+") || trimmed.count > 1 { return .number(n) }
                default: continue
                }
            }
            throw Failure("`to-number` found no argument that converts to a number")
        case .toBoolean:
            return .bool(try value(of: a[0]).truthy)
        case .toColor:
            for e in a {
                let v = try value(of: e)
                if let c = v.colorValue { return .color(c) }
                if case .array(let elements) = v, let c = Self.color(channels: elements) { return .color(c) }
            }
            throw Failure("`to-color` found no argument that is a color")
        case .toRGBA:
            let v = try value(of: a[0])
            guard case .color(let c) = v else { throw Failure("`to-rgba` expected a color, found a \(v.typeName)") }
            return .array(c.rgba.map { .number($0) })
        case .concat:
            var text = ""
            for e in a { text += try value(of: e).text }
            return .string(text)
        case .upcase: return .string(try string(a[0], name).uppercased())
        case .downcase: return .string(try string(a[0], name).lowercased())
        case .geometryType: return feature.map { .string($0.geometryType) } ?? .null
        case .zoom: return .number(zoom)
        case .id: return feature?.id ?? .null
        case .properties: return .object(feature?.properties ?? [:])
        case .typeOf:
            let v = try value(of: a[0])
            if case .array(let elements) = v {
                let types = Set(elements.map(\.typeName))
                return .string(types.count == 1 ? "array<\(types.first!)>" : "array")
            }
            return .string(v.typeName == "null" ? "null" : v.typeName)
        case .plus:
            var sum = 0.0
            for e in a { sum += try number(e, name) }
            return .number(sum)
        case .times:
            var product = 1.0
            for e in a { product *= try number(e, name) }
            return .number(product)
        case .minus:
            let x = try number(a[0], name)
            return .number(a.count == 1 ? -x : x - (try number(a[1], name)))
        case .divide: return .number(try number(a[0], name) / number(a[1], name))
        case .remainder: return .number((try number(a[0], name)).truncatingRemainder(dividingBy: try number(a[1], name)))
        case .power: return .number(pow(try number(a[0], name), try number(a[1], name)))
        case .min, .max:
            var result = op == .min ? Double.infinity : -Double.infinity
            for e in a {
                let n = try number(e, name)
                result = op == .min ? Swift.min(result, n) : Swift.max(result, n)
            }
            return .number(result)
        case .round: return .number(try number(a[0], name).rounded(.toNearestOrAwayFromZero))
        case .floor: return .number(try number(a[0], name).rounded(.down))
        case .ceil: return .number(try number(a[0], name).rounded(.up))
        case .abs: return .number(Swift.abs(try number(a[0], name)))
        case .sqrt: return .number(try number(a[0], name).squareRoot())
        case .log10: return .number(Foundation.log10(try number(a[0], name)))
        case .ln: return .number(Foundation.log(try number(a[0], name)))
        case .log2: return .number(Foundation.log2(try number(a[0], name)))
        case .pi: return .number(Double.pi)
        case .e: return .number(Foundation.exp(1))
        case .ln2: return .number(Foundation.log(2))
        case .number, .string, .boolean:
            for e in a {
                let v = try value(of: e)
                if v.typeName == name { return v }
            }
            throw Failure("`\(name)` found no argument that is a \(name)")
        case .rgb, .rgba:
            var channels: [StyleValue] = []
            for e in a { channels.append(try value(of: e)) }
            guard let c = Self.color(channels: channels) else {
                throw Failure("`\(name)`: channels are numbers 0–255 and alpha 0–1")
            }
            return .color(c)
        }
    }

    /// `[r, g, b]` or `[r, g, b, a]`, channels 0...255 and alpha 0...1.
    static func color(channels: [StyleValue]) -> StyleColor? {
        let numbers = channels.compactMap(\.number)
        guard numbers.count == channels.count, numbers.count == 3 || numbers.count == 4,
            numbers.prefix(3).allSatisfy({ (0...255).contains($0) }), numbers.count == 3 || (0...1).contains(numbers[3])
        else { return nil }
        return StyleColor(
            red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: numbers.count == 4 ? numbers[3] : 1)
    }

    mutating func interpolate(
        _ interpolation: StyleInterpolation, input: StyleExpression, stops: [StyleStop]
    ) throws(Failure) -> StyleValue {
        let x = try number(input, "interpolate")
        guard !x.isNaN else { throw Failure("`interpolate`'s input is not a number (NaN)") }
        guard let first = stops.first, let last = stops.last else { return .null }
        if stops.count == 1 || x <= first.input { return try value(of: first.output) }
        if x >= last.input { return try value(of: last.output) }
        let upperIndex = stops.firstIndex { $0.input > x }!
        let lower = stops[upperIndex - 1]
        let upper = stops[upperIndex]
        let t = interpolation.factor(x, lower: lower.input, upper: upper.input)
        // A negative or vast exponential base gives no factor.
        guard t.isFinite else { throw Failure("`interpolate` has no value between its stops here (its base)") }
        return try Self.mix(value(of: lower.output), value(of: upper.output), t)
    }

    /// Numbers, colors (and strings that are colors) and arrays of numbers `t` of the way from `a` to `b`.
    static func mix(_ a: StyleValue, _ b: StyleValue, _ t: Double) throws(Failure) -> StyleValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + t * (y - x))
        case (.array(let xs), .array(let ys)) where xs.count == ys.count:
            var result: [StyleValue] = []
            for (x, y) in zip(xs, ys) {
                guard case .number(let p) = x, case .number(let q) = y else { break }
                result.append(.number(p + t * (q - p)))
            }
            if result.count == xs.count { return .array(result) }
        default:
            if let x = a.colorValue, let y = b.colorValue { return .color(x.interpolated(to: y, by: t)) }
        }
        throw Failure("`interpolate` cannot interpolate between a \(a.typeName) and a \(b.typeName)")
    }

}

extension StyleInterpolation {
    /// How far `x` is between `lower` and `upper`, 0...1, by this interpolation.
    package func factor(_ x: Double, lower: Double, upper: Double) -> Double {
        switch self {
        case .linear: Self.exponentialFactor(x, base: 1, lower: lower, upper: upper)
        case .exponential(let base): Self.exponentialFactor(x, base: base, lower: lower, upper: upper)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).solve(Self.exponentialFactor(x, base: 1, lower: lower, upper: upper))
        }
    }

    /// `(base^(x − lower) − 1) / (base^(upper − lower) − 1)`, or the plain fraction when `base` is 1.
    static func exponentialFactor(_ x: Double, base: Double, lower: Double, upper: Double) -> Double {
        let difference = upper - lower
        let progress = x - lower
        if difference == 0 { return 0 }
        if base == 1 { return progress / difference }
        return (pow(base, progress) - 1) / (pow(base, difference) - 1)
    }
}

extension String {
    fileprivate func trimmingSpaceAndLines() -> String {
        var slice = self[...]
        while let c = slice.first, c.isWhitespace { slice = slice.dropFirst() }
        while let c = slice.last, c.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
