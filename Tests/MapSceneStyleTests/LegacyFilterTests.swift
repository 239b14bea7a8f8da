import MapSceneBase
import MapSceneStyle
import Testing

/// Legacy filters, told from expressions as MapLibre tells them and evaluated with its legacy
/// semantics (values from the spec's `feature_filter` tests).
@Suite struct LegacyFilterTests {
    private func isExpression(_ json: String) -> Bool {
        guard case .success(let document) = LocatedJSON.parse(Array(json.utf8)) else { return false }
        return StyleExpressionCompiler.isExpressionFilter(document)
    }

    @Test func tellsLegacyFromExpressions() {
        #expect(!isExpression(#"["in", "color", "red", "blue"]"#))
        #expect(!isExpression(#"["in", "value", 42]"#))
        #expect(!isExpression(#"["in", "value", true]"#))
        #expect(!isExpression(#"["in", "color", "red"]"#))
        #expect(isExpression(#"["in", ["get", "color"], "reddish"]"#))
        #expect(isExpression(#"["in", ["get", "color"], ["red", "blue"]]"#))
        #expect(isExpression(#"["in", 42, 42]"#))
        #expect(isExpression(#"["in", true, true]"#))
        #expect(isExpression(#"["in", "red", ["get", "colors"]]"#))
        #expect(!isExpression(#"["==", "$type", "Point"]"#))
        #expect(isExpression(#"["all", ["==", "$type", "Point"], ["case", true, true, false]]"#))
        #expect(!isExpression(#"["none", ["==", "$type", "Polygon"]]"#))
        // `has` with one key reads the same either way.
        #expect(isExpression(#"["has", "x"]"#))
        #expect(!isExpression(#"["all", ["has", "x"], ["==", "class", "rail"]]"#))
        #expect(isExpression("true"))
    }

    @Test func lessThanString() {
        // ['<', 'foo', '0']: only strings order against a string.
        for (foo, expected) in [
            ("-1", false), ("0", false), ("1", false), (#""1""#, false), (#""0""#, false),
            (#""-1""#, true), ("true", false), ("null", false),
        ] {
            #expect(passes(#"["<", "foo", "0"]"#, properties: #"{"foo": \#(foo)}"#) == expected, "foo = \(foo)")
        }
        #expect(!passes(#"["<", "foo", "0"]"#))
    }

    @Test func orderedNumbers() {
        for (foo, expected) in [("1", false), ("0", true), ("-1", true), (#""1""#, false), (#""-1""#, false), ("null", false)] {
            #expect(passes(#"["<=", "foo", 0]"#, properties: #"{"foo": \#(foo)}"#) == expected, "foo = \(foo)")
        }
        for (foo, expected) in [("1", true), ("0", false), ("-1", false), (#""1""#, false), ("true", false)] {
            #expect(passes(#"[">", "foo", 0]"#, properties: #"{"foo": \#(foo)}"#) == expected, "foo = \(foo)")
        }
        #expect(passes(#"[">=", "foo", 0]"#, properties: #"{"foo": 0}"#))
        #expect(!passes(#"[">", "foo", 0]"#))
    }

    @Test func equality() {
        #expect(passes(#"["==", "foo", 0]"#, properties: #"{"foo": 0}"#))
        #expect(!passes(#"["==", "foo", 0]"#, properties: #"{"foo": "0"}"#))
        #expect(!passes(#"["==", "foo", 0]"#))
        #expect(passes(#"["==", "foo", null]"#, properties: #"{"foo": null}"#))
        #expect(!passes(#"["==", "foo", null]"#))
        #expect(passes(#"["!=", "foo", 0]"#, properties: #"{"foo": 1}"#))
        #expect(passes(#"["!=", "foo", 0]"#))
        #expect(passes(#"["==", "$type", "LineString"]"#, geometry: "LineString"))
        #expect(!passes(#"["==", "$type", "LineString"]"#, geometry: "Point"))
        #expect(passes(#"["!=", "$type", "LineString"]"#, geometry: "Polygon"))
        #expect(passes(#"["==", "$id", 1234]"#, id: .number(1234)))
        #expect(!passes(#"["==", "$id", 1234]"#, id: .string("1234")))
        #expect(!passes(#"["==", "$id", 1234]"#))
    }

    @Test func membershipAndPresence() {
        #expect(passes(#"["in", "foo", 0, 1]"#, properties: #"{"foo": 0}"#))
        #expect(!passes(#"["in", "foo", 0, 1]"#, properties: #"{"foo": "0"}"#))
        #expect(!passes(#"["in", "foo"]"#, properties: #"{"foo": 0}"#))
        #expect(passes(#"["in", "$type", "LineString", "Polygon"]"#, geometry: "Polygon"))
        #expect(!passes(#"["in", "$type", "LineString", "Polygon"]"#, geometry: "Point"))
        #expect(passes(#"["in", "$id", 1, 2, 3]"#, id: .number(2)))
        #expect(!passes(#"["!in", "foo", 0, 1]"#, properties: #"{"foo": 1}"#))
        #expect(passes(#"["!in", "foo", 0, 1]"#))
        #expect(passes(#"["!in", "$type", "LineString", "Polygon"]"#, geometry: "Point"))
        #expect(passes(#"["has", "foo"]"#, properties: #"{"foo": null}"#))
        #expect(!passes(#"["has", "foo"]"#))
        #expect(passes(#"["!has", "foo"]"#))
        #expect(passes(#"["has", "$id"]"#, id: .number(1)))
        #expect(!passes(#"["has", "$id"]"#))
    }

    @Test func combinations() {
        // 'mimic legacy type mismatch semantics'
        let filter = #"["any", ["all", [">", "y", 0], [">", "y", 0]], [">", "x", 0]]"#
        for (properties, expected) in [
            (#"{"x": 0, "y": 1, "z": 1}"#, true), (#"{"x": 1, "y": 0, "z": 1}"#, true), (#"{"x": 0, "y": 0, "z": 1}"#, false),
            (#"{"x": null, "y": 1, "z": 1}"#, true), (#"{"x": 1, "y": null, "z": 1}"#, true),
            (#"{"x": null, "y": null, "z": 1}"#, false),
        ] {
            #expect(passes(filter, properties: properties) == expected, "\(properties)")
        }
        #expect(passes(#"["all"]"#))
        #expect(!passes(#"["any"]"#))
        #expect(passes(#"["none"]"#))
        #expect(passes(#"["none", ["==", "foo", 1], ["==", "foo", 2]]"#, properties: #"{"foo": 3}"#))
        #expect(!passes(#"["none", ["==", "foo", 1], ["==", "foo", 2]]"#, properties: #"{"foo": 2}"#))
        #expect(
            passes(
                #"["all", ["==", "$type", "Polygon"], ["in", "class", "residential", "suburb"]]"#,
                properties: #"{"class": "suburb"}"#, geometry: "Polygon"))
    }

    @Test func malformedLegacyFiltersAreLocated() {
        let (filter, issues) = compiledWithIssues(#"["all", ["==", "foo"]]"#, filter: true)
        #expect(issues.map(\.kind) == [.invalid] && issues[0].offset == 8)
        #expect(!filter.passes(zoom: 0, feature: StyleFeature(properties: ["foo": .number(1)], geometryType: "Point")))
    }
}
