import MapSceneBase

/// Compiles a style's JSON expressions into `StyleExpression` trees, collecting what it cannot
/// compile as located `StyleIssue`s (an expression the spec allows but mapc does not evaluate
/// is unsupported, one the spec does not allow is invalid); neither stops the style's reading.
package struct StyleExpressionCompiler {
    /// What was found, in the order found.
    package var issues: [StyleIssue] = []

    package init() {}

    /// The spec's operators that mapc does not evaluate.
    package static let unsupportedOperators: Set<String> = [
        "accumulated", "acos", "array", "asin", "atan", "collator", "cos", "distance", "elevation", "feature-state",
        "global-state", "heatmap-density", "image", "index-of", "interpolate-hcl", "interpolate-lab",
        "is-supported-script", "join", "let", "line-progress", "number-format", "object", "resolved-locale",
        "semiliteral", "sin", "slice", "split", "tan", "var", "within",
    ]

    /// Whether `json` is written as an expression: a non-empty array whose first element names
    /// one of the spec's operators (otherwise an array is a constant, such as a `text-font` list).
    package static func isExpression(_ json: LocatedJSON) -> Bool {
        guard let first = json.elements?.first?.string else { return false }
        return StyleOperator(rawValue: first) != nil || unsupportedOperators.contains(first)
            || ["literal", "match", "step", "interpolate", "format"].contains(first)
    }

    /// The value of the layout or paint property `name`: an expression, a legacy function
    /// (`stops`) or a constant; a constant string of `text-field` or `icon-image` has
    /// `{property}` tokens.
    package mutating func property(_ json: LocatedJSON, name: String) -> StyleExpression {
        if Self.isExpression(json) { return expression(json) }
        // An array led by an operator mapc does not know is an expression all the same, said to be
        // invalid, not drawn as a constant nobody meant.
        if json.elements?.first?.string != nil, !StyleProperties.stringLists.contains(name) { return expression(json) }
        if json.members != nil {
            return legacyFunction(json, interpolated: StyleProperties.interpolated.contains(name), name: name)
        }
        return constant(json, name: name)
    }

    /// A constant value of the property `name`.
    private func constant(_ json: LocatedJSON, name: String) -> StyleExpression {
        if StyleProperties.tokens.contains(name), let text = json.string { return .tokenString(text) }
        return .literal(StyleValue(json.value))
    }

    /// The expression `json`.
    package mutating func expression(_ json: LocatedJSON) -> StyleExpression {
        switch json.value {
        case .null, .bool, .number, .string: return .literal(StyleValue(json.value))
        case .object: return invalid("an object in an expression must be wrapped in [\"literal\", …]", at: json)
        case .array(let elements):
            guard let name = elements.first?.string else {
                return invalid(
                    "an array in an expression must start with an operator; a constant array is written [\"literal\", […]]",
                    at: json)
            }
            let arguments = Array(elements.dropFirst())
            switch name {
            case "literal":
                guard arguments.count == 1 else { return invalid("`literal` takes one value", at: json) }
                return .literal(StyleValue(arguments[0].value))
            case "match": return match(arguments, at: json)
            case "step": return step(arguments, at: json)
            case "interpolate": return interpolate(arguments, at: json)
            case "format": return format(arguments, at: json)
            default: break
            }
            guard let op = StyleOperator(rawValue: name) else {
                if Self.unsupportedOperators.contains(name) { return unsupported("the operator `\(name)`", at: json) }
                return invalid("unknown operator `\(name)`", at: json)
            }
            let (least, most) = op.arity
            guard arguments.count >= least, most.map({ arguments.count <= $0 }) ?? true else {
                let count = most == least ? "\(least)" : most == nil ? "at least \(least)" : "\(least) to \(most!)"
                return invalid("`\(name)` takes \(count) argument\(count == "1" ? "" : "s"), not \(arguments.count)", at: json)
            }
            if op == .case, arguments.count % 2 == 0 {
                return invalid("`case` takes condition–output pairs and a fallback", at: json)
            }
            if [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(op), arguments.count == 3 {
                issues.append(StyleIssue(.unsupported, "a collator in `\(name)`", at: arguments[2].offset))
                return .call(op, arguments.prefix(2).map { expression($0) })
            }
            return .call(op, arguments.map { expression($0) })
        }
    }

    private mutating func match(_ arguments: [LocatedJSON], at json: LocatedJSON) -> StyleExpression {
        guard arguments.count >= 4, arguments.count % 2 == 0 else {
            return invalid("`match` takes an input, label–output pairs and a fallback", at: json)
        }
        var branches: [StyleMatchBranch] = []
        var index = 1
        while index + 1 < arguments.count {
            let label = arguments[index]
            let labels = label.elements ?? [label]
            guard !labels.isEmpty,
                labels.allSatisfy({ l in
                    switch l.value {
                    case .string: true
                    case .number(let n): n == n.rounded()
                    default: false
                    }
                })
            else {
                return invalid("a `match` label is a string, a whole number or an array of them", at: label)
            }
            branches.append(
                StyleMatchBranch(labels: labels.map { StyleValue($0.value) }, output: expression(arguments[index + 1])))
            index += 2
        }
        return .match(input: expression(arguments[0]), branches: branches, fallback: expression(arguments[arguments.count - 1]))
    }

    /// `step`'s or `interpolate`'s stops from `arguments`, ascending.
    private mutating func stops(_ arguments: ArraySlice<LocatedJSON>, of name: String, at json: LocatedJSON) -> [StyleStop]? {
        var stops: [StyleStop] = []
        var index = arguments.startIndex
        while index + 1 < arguments.endIndex {
            guard case .number(let input) = arguments[index].value else {
                _ = invalid("the stops of `\(name)` are literal numbers", at: arguments[index])
                return nil
            }
            if let last = stops.last, input <= last.input {
                _ = invalid("the stops of `\(name)` must be in strictly ascending order", at: arguments[index])
                return nil
            }
            stops.append(StyleStop(input: input, output: expression(arguments[index + 1])))
            index += 2
        }
        return stops
    }

    private mutating func step(_ arguments: [LocatedJSON], at json: LocatedJSON) -> StyleExpression {
        guard arguments.count >= 2, arguments.count % 2 == 0 else {
            return invalid("`step` takes an input, an output and stop–output pairs", at: json)
        }
        guard let stops = stops(arguments.dropFirst(2), of: "step", at: json) else { return .failure("invalid stops") }
        return .step(input: expression(arguments[0]), first: expression(arguments[1]), stops: stops)
    }

    private mutating func interpolate(_ arguments: [LocatedJSON], at json: LocatedJSON) -> StyleExpression {
        guard arguments.count >= 4, arguments.count % 2 == 0 else {
            return invalid("`interpolate` takes an interpolation type, an input and stop–output pairs", at: json)
        }
        let type = arguments[0]
        let parameters = (type.elements ?? []).dropFirst().map { element -> Double? in
            if case .number(let n) = element.value { return n }
            return nil
        }
        let interpolation: StyleInterpolation
        switch type.elements?.first?.string {
        case "linear":
            interpolation = .linear
        case "exponential":
            guard parameters.count == 1, let base = parameters[0] else {
                return invalid("exponential interpolation takes a numeric base", at: type)
            }
            interpolation = .exponential(base: base)
        case "cubic-bezier":
            let points = parameters.compactMap { $0 }
            guard parameters.count == 4, points.count == 4, points.allSatisfy({ (0...1).contains($0) }) else {
                return invalid("cubic-bezier interpolation takes four numbers between 0 and 1", at: type)
            }
            interpolation = .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        default:
            return invalid("the interpolation type is [\"linear\"], [\"exponential\", base] or [\"cubic-bezier\", …]", at: type)
        }
        guard let stops = stops(arguments.dropFirst(2), of: "interpolate", at: json) else {
            return .failure("invalid stops")
        }
        return .interpolate(interpolation, input: expression(arguments[1]), stops: stops)
    }

    /// `format`: its sections' text joined, as a plain string; a section's options (font,
    /// scale, color) are not drawn and are reported.
    private mutating func format(_ arguments: [LocatedJSON], at json: LocatedJSON) -> StyleExpression {
        var sections: [StyleExpression] = []
        for argument in arguments {
            if let options = argument.members {
                if !options.isEmpty {
                    issues.append(
                        StyleIssue(
                            .unsupported, "the `format` options \(options.map { "`\($0.key)`" }.joined(separator: ", "))",
                            at: argument.offset))
                }
                continue
            }
            sections.append(expression(argument))
        }
        return .call(.concat, sections)
    }

    /// A legacy function: `{"stops": [[input, output], …], "base": b, "type": …, "property": …, "default": …}`.
    private mutating func legacyFunction(_ json: LocatedJSON, interpolated: Bool, name: String) -> StyleExpression {
        let property = json["property"]?.string
        let typeName = json["type"]?.string ?? (interpolated ? "exponential" : "interval")
        let base: Double
        if let baseJSON = json["base"] {
            guard case .number(let b) = baseJSON.value else { return invalid("a function's `base` is a number", at: baseJSON) }
            base = b
        } else {
            base = 1
        }
        if json["colorSpace"]?.string.map({ $0 != "rgb" }) ?? false {
            issues.append(StyleIssue(.unsupported, "the function color space `\(json["colorSpace"]!.string!)`", at: json.offset))
        }
        let input: StyleExpression = property.map { .call(.get, [.literal(.string($0))]) } ?? .call(.zoom, [])
        let fallback = json["default"].map { StyleValue($0.value) }
        func wrapped(_ expression: StyleExpression) -> StyleExpression {
            guard property != nil else { return expression }
            return .withDefault(expression, fallback ?? .null)
        }
        if typeName == "identity" {
            guard property != nil else { return invalid("an identity function needs a `property`", at: json) }
            return wrapped(input)
        }
        guard let stopsJSON = json["stops"]?.elements, !stopsJSON.isEmpty else {
            return invalid("a function needs `stops`: [[input, output], …]", at: json)
        }
        var pairs: [(input: LocatedJSON, output: LocatedJSON)] = []
        for stop in stopsJSON {
            guard let pair = stop.elements, pair.count == 2 else {
                return invalid("a function's stop is [input, output]", at: stop)
            }
            if pair[0].members != nil {
                return unsupported("a zoom-and-property function", at: stop)
            }
            pairs.append((pair[0], pair[1]))
        }
        switch typeName {
        case "categorical":
            var branches: [StyleMatchBranch] = []
            for pair in pairs {
                branches.append(
                    StyleMatchBranch(labels: [StyleValue(pair.input.value)], output: constant(pair.output, name: name)))
            }
            return .withDefault(
                .match(input: input, branches: branches, fallback: .literal(fallback ?? .null)), fallback ?? .null)
        case "exponential", "interval":
            var stops: [StyleStop] = []
            for pair in pairs {
                guard case .number(let value) = pair.input.value else {
                    return invalid("the inputs of a `\(typeName)` function are numbers", at: pair.input)
                }
                // Legacy functions may repeat a stop (OSM Bright's `[[7, "point"], [7, "line"], …]`):
                // the later one holds from there on.
                if let last = stops.last, value < last.input {
                    return invalid("a function's stops must be in ascending order", at: pair.input)
                }
                stops.append(StyleStop(input: value, output: constant(pair.output, name: name)))
            }
            if typeName == "interval" {
                // Below the first stop an interval function gives the first stop's value.
                return wrapped(.step(input: input, first: stops[0].output, stops: stops))
            }
            let interpolation: StyleInterpolation = base == 1 ? .linear : .exponential(base: base)
            return wrapped(.interpolate(interpolation, input: input, stops: stops))
        default:
            return invalid("unknown function type `\(typeName)`", at: json["type"] ?? json)
        }
    }

    private mutating func invalid(_ message: String, at json: LocatedJSON) -> StyleExpression {
        issues.append(StyleIssue(.invalid, message, at: json.offset))
        return .failure(message)
    }

    private mutating func unsupported(_ what: String, at json: LocatedJSON) -> StyleExpression {
        issues.append(StyleIssue(.unsupported, what, at: json.offset))
        return .failure("\(what) is not supported")
    }
}
