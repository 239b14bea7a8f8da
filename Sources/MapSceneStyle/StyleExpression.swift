import MapSceneBase

/// A MapLibre style expression compiled once from its JSON into a tree, evaluated for each
/// feature and zoom (`StyleExpression+Evaluation.swift`). Legacy filters and zoom functions
/// compile into the same tree.
package indirect enum StyleExpression: Sendable {
    /// A constant.
    case literal(StyleValue)
    /// An operator applied to its arguments, evaluated as the spec defines it.
    case call(StyleOperator, [StyleExpression])
    /// `match`: the output of the first branch one of whose labels equals the input, else the fallback.
    case match(input: StyleExpression, branches: [StyleMatchBranch], fallback: StyleExpression)
    /// `step`: `first` below the first stop, else the output of the last stop at or below the input.
    case step(input: StyleExpression, first: StyleExpression, stops: [StyleStop])
    /// `interpolate`: between the outputs of the stops around the input, clamped at the ends.
    case interpolate(StyleInterpolation, input: StyleExpression, stops: [StyleStop])
    /// A legacy filter's comparison of a feature's key with a value: no conversion, and an
    /// ordering only between two numbers or two strings.
    case legacyCompare(StyleLegacyKey, StyleComparison, StyleValue)
    /// A legacy `in`: the key's value is one of these.
    case legacyIn(StyleLegacyKey, [StyleValue])
    /// A legacy `has`: the feature has the key.
    case legacyHas(StyleLegacyKey)
    /// A legacy function's value, or its `default` where the function gives none or fails.
    case withDefault(StyleExpression, StyleValue)
    /// What could not be compiled (already reported as a `StyleIssue`): evaluating it fails, so
    /// the property falls back to its default and a filter holds for no feature.
    case failure(String)
}

/// A `match` branch: its labels and its output.
package struct StyleMatchBranch: Sendable {
    package var labels: [StyleValue]
    package var output: StyleExpression
}

/// A stop of `step` or `interpolate`: an input value and the output from it on.
package struct StyleStop: Sendable {
    package var input: Double
    package var output: StyleExpression
}

/// How `interpolate` moves between two stops.
package enum StyleInterpolation: Equatable, Sendable {
    case linear
    /// Faster towards the upper stop when `base` > 1 (1 is linear).
    case exponential(base: Double)
    /// Along the cubic Bézier curve through (0,0), the two control points and (1,1).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
}

/// A comparison operator.
package enum StyleComparison: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}

/// What a legacy filter tests: a property, or the special keys `$type` and `$id`.
package enum StyleLegacyKey: Equatable, Sendable {
    case property(String)
    /// `$type`: the geometry type, `Point`, `LineString` or `Polygon`.
    case geometryType
    /// `$id`: the feature's id.
    case id

    package init(_ key: String) {
        switch key {
        case "$type": self = .geometryType
        case "$id": self = .id
        default: self = .property(key)
        }
    }
}

/// The operators evaluated as calls on their arguments' values, by their names in the spec.
package enum StyleOperator: String, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case all, any
    case not = "!"
    case `in`
    case get, has, at, length
    case `case`, coalesce
    case toString = "to-string"
    case toNumber = "to-number"
    case toBoolean = "to-boolean"
    case toColor = "to-color"
    case toRGBA = "to-rgba"
    case concat, upcase, downcase
    case geometryType = "geometry-type"
    case zoom, id, properties
    case typeOf = "typeof"
    case plus = "+"
    case minus = "-"
    case times = "*"
    case divide = "/"
    case remainder = "%"
    case power = "^"
    case min, max, round, floor, ceil, abs, sqrt
    case log10, ln, log2
    case pi, e, ln2
    case number, string, boolean
    case rgb, rgba

    /// How many arguments it takes: a lower and an upper bound (nil: any number).
    var arity: (Int, Int?) {
        switch self {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: (2, 3)
        case .all, .any, .concat, .coalesce: (0, nil)
        case .not, .upcase, .downcase, .typeOf, .length, .round, .floor, .ceil, .abs, .sqrt, .log10, .ln, .log2, .toRGBA: (1, 1)
        case .in, .at, .divide, .remainder, .power: (2, 2)
        case .get, .has: (1, 2)
        case .case: (3, nil)
        case .toString, .toBoolean: (1, 1)
        case .toNumber, .toColor, .number, .string, .boolean: (1, nil)
        case .geometryType, .zoom, .id, .properties, .pi, .e, .ln2: (0, 0)
        case .plus, .times: (2, nil)
        case .minus: (1, 2)
        case .min, .max: (1, nil)
        case .rgb: (3, 3)
        case .rgba: (4, 4)
        }
    }
}

/// Something in a style that mapc does not draw or could not read, and where it is.
package struct StyleIssue: Equatable, Sendable {
    /// Unsupported (a valid style feature mapc leaves out) or invalid (not as the spec allows).
    package enum Kind: Equatable, Sendable { case unsupported, invalid }

    package var kind: Kind
    /// What it is: "the operator `distance`", "the layer type `heatmap`".
    package var message: String
    /// The byte offset in the style file of the value it is about.
    package var offset: Int

    package init(_ kind: Kind, _ message: String, at offset: Int) {
        self.kind = kind
        self.message = message
        self.offset = offset
    }

    /// The issue's place in the style file, for a diagnostic.
    package func range(in lines: SourceLines) -> SourceRange {
        SourceRange(at: lines.location(ofByte: offset))
    }
}
