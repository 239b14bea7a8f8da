import MapSceneBase
import MapSceneStyle
import Testing

/// The expression (or filter) in `json`, compiled, and what the compiler reported.
func compiledWithIssues(_ json: String, filter: Bool = false) -> (StyleExpression, [StyleIssue]) {
    guard case .success(let document) = LocatedJSON.parse(Array(json.utf8)) else {
        Issue.record("not JSON: \(json)")
        return (.failure("not JSON"), [])
    }
    var compiler = StyleExpressionCompiler()
    let expression = filter ? compiler.filter(document) : compiler.expression(document)
    return (expression, compiler.issues)
}

/// The expression (or filter) in `json`, compiled with no issue.
func compiled(_ json: String, filter: Bool = false) -> StyleExpression {
    let (expression, issues) = compiledWithIssues(json, filter: filter)
    #expect(issues.isEmpty, "\(json): \(issues)")
    return expression
}

/// The value of the expression in `json` for a feature with `properties` (as JSON) at `zoom`.
func evaluated(
    _ json: String, properties: String = "{}", geometry: String = "Point", id: StyleValue? = nil, zoom: Double = 0
) -> Result<StyleValue, StyleEvaluationError> {
    let expression = compiled(json)
    let feature = StyleFeature(properties: props(properties), geometryType: geometry, id: id)
    return Result { () throws(StyleEvaluationError) in try expression.evaluate(zoom: zoom, feature: feature) }
}

/// The value, or nil where evaluation fails.
func value(
    _ json: String, properties: String = "{}", geometry: String = "Point", id: StyleValue? = nil, zoom: Double = 0
) -> StyleValue? {
    try? evaluated(json, properties: properties, geometry: geometry, id: id, zoom: zoom).get()
}

/// The number, or nil where evaluation fails or gives none.
func number(_ json: String, properties: String = "{}", zoom: Double = 0) -> Double? {
    value(json, properties: properties, zoom: zoom)?.number
}

/// Whether the filter in `json` passes the feature.
func passes(_ json: String, properties: String = "{}", geometry: String = "Point", id: StyleValue? = nil, zoom: Double = 0)
    -> Bool
{
    compiled(json, filter: true).passes(
        zoom: zoom, feature: StyleFeature(properties: props(properties), geometryType: geometry, id: id))
}

/// A properties object written as JSON.
func props(_ json: String) -> [String: StyleValue] {
    guard case .success(let document) = LocatedJSON.parse(Array(json.utf8)),
        case .object(let members) = StyleValue(document.value)
    else {
        Issue.record("not a JSON object: \(json)")
        return [:]
    }
    return members
}

/// Whether two numbers agree to `digits` significant digits (the spec's tests round to six).
func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-5) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance * max(1, abs(b))
}
