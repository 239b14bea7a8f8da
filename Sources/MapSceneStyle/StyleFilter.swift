import MapSceneBase

extension StyleExpressionCompiler {
    /// A layer's `filter`, in either syntax: legacy filters (`["==", "class", "park"]`,
    /// `["!in", "$type", …]`) are told from expressions as MapLibre tells them
    /// (`isExpressionFilter`) and compiled into the same tree.
    package mutating func filter(_ json: LocatedJSON) -> StyleExpression {
        if Self.isExpressionFilter(json) { return expression(json) }
        return legacyFilter(json)
    }

    /// Which syntax a filter node is written in: only an expression, only legacy, or either
    /// with the same meaning (a boolean, `["has", key]`), which decides nothing.
    private enum FilterSyntax { case expression, legacy, neutral }

    /// Whether MapLibre reads `json` as an expression filter rather than a legacy one.
    package static func isExpressionFilter(_ json: LocatedJSON) -> Bool {
        syntax(of: json) != .legacy
    }

    private static func syntax(of json: LocatedJSON) -> FilterSyntax {
        if json.bool != nil { return .neutral }
        guard let elements = json.elements, let first = elements.first else { return .legacy }
        let isArray = { (i: Int) in elements[i].elements != nil }
        switch first.string {
        case "has":
            if elements.count < 2 || elements[1].string == "$id" || elements[1].string == "$type" { return .legacy }
            return elements.count == 2 ? .neutral : .expression
        case "in":
            return elements.count >= 3 && (elements[1].string == nil || isArray(2)) ? .expression : .legacy
        case "!in", "!has", "none":
            return .legacy
        case "==", "!=", ">", ">=", "<", "<=":
            return elements.count != 3 || isArray(1) || isArray(2) ? .expression : .legacy
        case "any", "all":
            var sawLegacy = false
            for child in elements.dropFirst() {
                switch syntax(of: child) {
                case .expression: return .expression
                case .legacy: sawLegacy = true
                case .neutral: break
                }
            }
            return sawLegacy ? .legacy : .neutral
        default:
            return .expression
        }
    }

    /// A legacy filter (the spec's deprecated filter syntax).
    private mutating func legacyFilter(_ json: LocatedJSON) -> StyleExpression {
        if let b = json.bool { return .literal(.bool(b)) }
        guard let elements = json.elements, let op = elements.first?.string else {
            if json.value.isNull { return .literal(.bool(true)) }
            issues.append(StyleIssue(.invalid, "a filter is an array that starts with an operator", at: json.offset))
            return .failure("invalid filter")
        }
        guard elements.count > 1 else { return .literal(.bool(op != "any")) }
        let arguments = Array(elements.dropFirst())
        func key() -> StyleLegacyKey? {
            guard let name = arguments[0].string else {
                issues.append(StyleIssue(.invalid, "a legacy filter's key is a string", at: arguments[0].offset))
                return nil
            }
            return StyleLegacyKey(name)
        }
        switch op {
        case "==", "!=", "<", "<=", ">", ">=":
            guard arguments.count == 2 else {
                issues.append(StyleIssue(.invalid, "a legacy `\(op)` filter is [\"\(op)\", key, value]", at: json.offset))
                return .failure("invalid filter")
            }
            guard let key = key() else { return .failure("invalid filter") }
            return .legacyCompare(key, StyleComparison(rawValue: op)!, StyleValue(arguments[1].value))
        case "in", "!in":
            guard let key = key() else { return .failure("invalid filter") }
            let test = StyleExpression.legacyIn(key, arguments.dropFirst().map { StyleValue($0.value) })
            return op == "in" ? test : .call(.not, [test])
        case "has", "!has":
            guard let key = key() else { return .failure("invalid filter") }
            return op == "has" ? .legacyHas(key) : .call(.not, [.legacyHas(key)])
        case "all", "any":
            return .call(op == "all" ? .all : .any, arguments.map { legacyFilter($0) })
        case "none":
            return .call(.all, arguments.map { .call(.not, [legacyFilter($0)]) })
        default:
            issues.append(StyleIssue(.invalid, "unknown legacy filter operator `\(op)`", at: elements[0].offset))
            return .failure("invalid filter")
        }
    }
}

extension LocatedJSON.Value {
    /// Whether this is JSON's `null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
