import MapSceneBase
import MapSceneStyle
import Testing

/// Each operator with inputs and outputs from the style spec's expression tests
/// (`test/integration/expression/tests/<operator>/*`) and its documentation's examples.
@Suite struct StyleExpressionTests {
    @Test func comparisons() {
        #expect(value(#"["==", ["get", "x"], 1]"#, properties: #"{"x": 1}"#) == .bool(true))
        #expect(value(#"["==", ["get", "x"], 1]"#, properties: #"{"x": "1"}"#) == .bool(false))
        #expect(value(#"["==", ["get", "x"], null]"#) == .bool(true))
        #expect(value(#"["!=", ["get", "x"], "a"]"#, properties: #"{"x": "b"}"#) == .bool(true))
        #expect(value(#"["<", ["get", "x"], ["get", "y"]]"#, properties: #"{"x": 1, "y": 2}"#) == .bool(true))
        #expect(value(#"["<", ["get", "x"], ["get", "y"]]"#, properties: #"{"x": "1", "y": "2"}"#) == .bool(true))
        #expect(value(#"["<=", 2, 2]"#) == .bool(true))
        #expect(value(#"[">", "b", "a"]"#) == .bool(true))
        #expect(value(#"[">=", 1, 2]"#) == .bool(false))
        // Ordering a number and a string is an error, not false.
        #expect(value(#"["<", ["get", "x"], ["get", "y"]]"#, properties: #"{"x": 1, "y": "2"}"#) == nil)
    }

    @Test func logic() {
        #expect(value(#"["all"]"#) == .bool(true))
        #expect(value(#"["all", true, false]"#) == .bool(false))
        #expect(value(#"["any"]"#) == .bool(false))
        #expect(value(#"["any", false, true]"#) == .bool(true))
        #expect(value(#"["!", true]"#) == .bool(false))
        // `all` stops at the first false: the error after it is never reached.
        #expect(value(#"["all", false, ["<", 1, "a"]]"#) == .bool(false))
    }

    @Test func inOperator() {
        // in/basic-string
        let string = #"["in", ["get", "substr"], ["get", "str"]]"#
        #expect(value(string, properties: #"{"substr": null, "str": "helloworld"}"#) == .bool(false))
        #expect(value(string, properties: #"{"substr": "foo", "str": "helloworld"}"#) == .bool(false))
        #expect(value(string, properties: #"{"substr": "low", "str": "helloworld"}"#) == .bool(true))
        #expect(value(string, properties: #"{"substr": true, "str": "falsetrue"}"#) == .bool(true))
        #expect(value(string, properties: #"{"substr": false, "str": "falsetrue"}"#) == .bool(true))
        #expect(value(string, properties: #"{"substr": 123, "str": "hello123world"}"#) == .bool(true))
        #expect(value(string, properties: #"{"substr": "low", "str": null}"#) == .bool(false))
        // in/basic-array
        let array = #"["in", ["get", "i"], ["get", "arr"]]"#
        #expect(value(array, properties: #"{"i": null, "arr": [9, 8, 7]}"#) == .bool(false))
        #expect(value(array, properties: #"{"i": 1, "arr": [9, 8, 7]}"#) == .bool(false))
        #expect(value(array, properties: #"{"i": 9, "arr": [9, 8, 7]}"#) == .bool(true))
        #expect(value(array, properties: #"{"i": "foo", "arr": ["baz", "bar", "hello", "foo", "world"]}"#) == .bool(true))
        #expect(value(array, properties: #"{"i": true, "arr": ["foo", 123, null, 456, false, {}, true]}"#) == .bool(true))
        #expect(value(#"["in", "b", ["literal", ["a", "b"]]]"#) == .bool(true))
    }

    @Test func lookups() {
        #expect(value(#"["get", "x"]"#, properties: #"{"x": "a"}"#) == .string("a"))
        #expect(value(#"["get", "x"]"#) == .null)
        #expect(value(#"["get", "x", ["literal", {"x": 2}]]"#) == .number(2))
        #expect(value(#"["has", "x"]"#, properties: #"{"x": null}"#) == .bool(true))
        #expect(value(#"["has", "x"]"#) == .bool(false))
        #expect(value(#"["properties"]"#, properties: #"{"x": 1}"#) == .object(["x": .number(1)]))
        #expect(value(#"["geometry-type"]"#, geometry: "LineString") == .string("LineString"))
        #expect(value(#"["id"]"#, id: .number(7)) == .number(7))
        #expect(value(#"["id"]"#) == .null)
        #expect(value(#"["zoom"]"#, zoom: 12.5) == .number(12.5))
        #expect(value(#"["at", 1, ["literal", ["a", "b"]]]"#) == .string("b"))
        #expect(value(#"["length", "abc"]"#) == .number(3))
        #expect(value(#"["literal", [1, 2]]"#) == .array([.number(1), .number(2)]))
    }

    @Test func matchCaseCoalesce() {
        // match/basic: ["match", ["get", "x"], ["a", "b"], "x", "c", "y", "otherwise"]
        let match = #"["match", ["get", "x"], ["a", "b"], "x", "c", "y", "otherwise"]"#
        #expect(value(match, properties: #"{"x": "a"}"#) == .string("x"))
        #expect(value(match, properties: #"{"x": "b"}"#) == .string("x"))
        #expect(value(match, properties: #"{"x": "c"}"#) == .string("y"))
        #expect(value(match, properties: #"{"x": "d"}"#) == .string("otherwise"))
        #expect(value(match, properties: #"{"x": 1}"#) == .string("otherwise"))
        let numbers = #"["match", ["get", "n"], 1, "one", [2, 3], "few", "many"]"#
        #expect(value(numbers, properties: #"{"n": 3}"#) == .string("few"))
        // case/basic
        let choose = #"["case", ["get", "x"], "x", ["get", "y"], "y", "otherwise"]"#
        #expect(value(choose, properties: #"{"x": true}"#) == .string("x"))
        #expect(value(choose, properties: #"{"x": false, "y": true}"#) == .string("y"))
        #expect(value(choose, properties: #"{"x": false, "y": false}"#) == .string("otherwise"))
        // coalesce/basic
        let first = #"["coalesce", ["get", "x"], ["get", "y"], ["get", "z"], 0]"#
        #expect(value(first, properties: #"{"x": 1}"#) == .number(1))
        #expect(value(first, properties: #"{"x": 1, "y": 2, "z": 3}"#) == .number(1))
        #expect(value(first, properties: #"{"y": 2}"#) == .number(2))
        #expect(value(first, properties: #"{"z": 3}"#) == .number(3))
        #expect(value(first) == .number(0))
    }

    @Test func step() {
        // step/basic
        let step = #"["step", ["get", "x"], 11, 0, 111, 1, 1111]"#
        for (x, expected) in [(-1.5, 11.0), (-0.5, 11), (0, 111), (0.5, 111), (1, 1111), (1.5, 1111)] {
            #expect(number(step, properties: #"{"x": \#(x)}"#) == expected)
        }
        #expect(value(#"["step", ["zoom"], "circle-11", 8, ""]"#, zoom: 7.9) == .string("circle-11"))
        #expect(value(#"["step", ["zoom"], "circle-11", 8, ""]"#, zoom: 8) == .string(""))
    }

    @Test func interpolate() {
        // interpolate/linear
        let linear = #"["interpolate", ["linear"], ["get", "x"], 0, 100, 10, 200]"#
        for (x, expected) in [(0.0, 100.0), (5, 150), (10, 200), (-1234, 100), (1234, 200)] {
            #expect(number(linear, properties: #"{"x": \#(x)}"#) == expected)
        }
        #expect(value(linear, properties: #"{"x": "abcd"}"#) == nil)
        // interpolate/exponential
        let exponential = #"["interpolate", ["exponential", 2], ["get", "x"], 1, 2, 3, 6]"#
        for (x, expected) in [(0.0, 2.0), (1, 2), (2, 3.33333), (3, 6), (4, 6)] {
            #expect(close(number(exponential, properties: #"{"x": \#(x)}"#), expected))
        }
        // interpolate/cubic-bezier
        let bezier = #"["interpolate", ["cubic-bezier", 0.42, 0, 0.58, 1], ["get", "x"], 0, 0, 100, 100]"#
        let expected = [0, 1.97224, 8.16597, 18.7395, 33.1883, 50, 66.8116, 81.2604, 91.834, 98.0277, 100]
        for (i, y) in expected.enumerated() {
            #expect(close(number(bezier, properties: #"{"x": \#(i * 10)}"#), y, tolerance: 1e-4), "x = \(i * 10)")
        }
        // interpolate/linear-many-stops (an exponential base of 1 is linear)
        let many = """
            ["interpolate", ["exponential", 1], ["get", "x"], 2, 100, 55, 200, 132, 300, 607, 400, 1287, 500, 1985, 600,
             2650, 700, 3299, 800, 3995, 900, 4927, 1000, 7147, 10000, 10028, 100000, 12889, 1000000, 40000, 10000000]
            """
        for (x, y) in [
            (2.0, 100.0), (20, 133.962), (607, 400), (680, 410.735), (4927, 1000), (7300, 14779.5), (20000, 3_360_628),
        ] {
            #expect(close(number(many, properties: #"{"x": \#(x)}"#), y), "x = \(x)")
        }
        // No value where the input or the factor is not a number.
        #expect(value(#"["interpolate", ["linear"], ["/", 0, 0], 0, 1, 10, 2]"#) == nil)
        #expect(value(#"["interpolate", ["exponential", -2], ["zoom"], 0, 1, 10, 2]"#, zoom: 0.5) == nil)
        #expect(StyleColor(red: .nan, green: 2, blue: -1, alpha: .nan).color == .init(red: 0, green: 255, blue: 0, alpha: 0))
        // Arrays of numbers interpolate element by element.
        #expect(
            value(#"["interpolate", ["linear"], ["zoom"], 0, ["literal", [0, 10]], 10, ["literal", [10, 30]]]"#, zoom: 5)
                == .array([.number(5), .number(20)]))
    }

    @Test func interpolatesColorsInRGB() {
        // Halfway from red to blue, channel by channel, alpha too.
        let mixed = value(#"["interpolate", ["linear"], ["zoom"], 0, "red", 10, "rgba(0, 0, 255, 0.5)"]"#, zoom: 5)
        #expect(mixed == .color(StyleColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.75)))
        // Positron's motorway: hsla(0,0%,85%,0.53) at 5.8 to #fff at 6.
        let road = value(##"["interpolate", ["linear"], ["zoom"], 5.8, "hsla(0,0%,85%,0.53)", 6, "#fff"]"##, zoom: 5.9)
        guard case .color(let c) = road else {
            Issue.record("not a color: \(String(describing: road))")
            return
        }
        #expect(close(c.red, 0.925) && close(c.green, 0.925) && close(c.alpha, 0.765))
    }

    @Test func typeConversions() {
        // to-string/basic
        let toString = #"["to-string", ["get", "x"]]"#
        for (x, expected) in [
            ("1", "1"), ("false", "false"), ("null", ""), (#""string""#, "string"), ("[1, 2]", "[1,2]"),
            (#"{"y": 1}"#, #"{"y":1}"#), ("1.5", "1.5"),
        ] {
            #expect(value(toString, properties: #"{"x": \#(x)}"#) == .string(expected))
        }
        #expect(value(#"["to-string", ["rgba", 255, 0, 0, 0.5]]"#) == .string("rgba(255,0,0,0.5)"))
        // to-number/basic
        let toNumber = #"["to-number", ["get", "x"]]"#
        #expect(value(toNumber, properties: #"{"x": 1}"#) == .number(1))
        #expect(value(toNumber, properties: #"{"x": "1"}"#) == .number(1))
        #expect(value(toNumber, properties: #"{"x": "6.02e-23"}"#) == .number(6.02e-23))
        #expect(value(toNumber, properties: #"{"x": "Not a number"}"#) == nil)
        #expect(value(toNumber, properties: #"{"x": null}"#) == .number(0))
        #expect(value(toNumber, properties: #"{"x": [1, 2]}"#) == nil)
        #expect(value(#"["to-number", "x", "2"]"#) == .number(2))
        // to-boolean
        for (x, expected) in [("0", false), ("1", true), (#""""#, false), (#""a""#, true), ("null", false), ("false", false)] {
            #expect(value(#"["to-boolean", ["get", "x"]]"#, properties: #"{"x": \#(x)}"#) == .bool(expected))
        }
        // Assertions: the first argument of the type.
        #expect(value(#"["number", ["get", "x"], 5]"#, properties: #"{"x": "a"}"#) == .number(5))
        #expect(value(#"["string", ["get", "x"]]"#, properties: #"{"x": 1}"#) == nil)
        #expect(value(#"["boolean", ["get", "x"]]"#, properties: #"{"x": true}"#) == .bool(true))
        #expect(value(#"["typeof", ["literal", [1, 2]]]"#) == .string("array<number>"))
    }

    @Test func strings() {
        #expect(value(#"["concat", "a", 1, true, null]"#) == .string("a1true"))
        #expect(value(#"["upcase", "abc"]"#) == .string("ABC"))
        #expect(value(#"["downcase", "ABC"]"#) == .string("abc"))
        #expect(value(#"["upcase", 1]"#) == nil)
        // `format` draws as its sections' text; its options are reported.
        let (format, issues) = compiledWithIssues(#"["format", ["get", "name"], {"font-scale": 0.8}, "!", {}]"#)
        #expect(issues.map(\.kind) == [.unsupported] && issues.first?.message.contains("font-scale") == true)
        let name = try? format.evaluate(
            zoom: 0, feature: StyleFeature(properties: ["name": .string("Kamppi")], geometryType: "Point"))
        #expect(name == .string("Kamppi!"))
    }

    @Test func math() {
        #expect(value(#"["+", 1, 2, 3]"#) == .number(6))
        #expect(value(#"["-", 5, 2]"#) == .number(3))
        #expect(value(#"["-", 5]"#) == .number(-5))
        #expect(value(#"["*", 2, 3, 4]"#) == .number(24))
        #expect(value(#"["/", 3, 2]"#) == .number(1.5))
        #expect(value(#"["%", 7, 3]"#) == .number(1))
        #expect(value(#"["%", -7, 3]"#) == .number(-1))
        #expect(value(#"["^", 2, 10]"#) == .number(1024))
        #expect(value(#"["min", 1, -2, 3]"#) == .number(-2))
        #expect(value(#"["max", 1, -2, 3]"#) == .number(3))
        #expect(value(#"["round", 2.5]"#) == .number(3))
        #expect(value(#"["round", -2.5]"#) == .number(-3))
        #expect(value(#"["floor", -1.5]"#) == .number(-2))
        #expect(value(#"["ceil", 1.2]"#) == .number(2))
        #expect(value(#"["abs", -3]"#) == .number(3))
        #expect(value(#"["sqrt", 9]"#) == .number(3))
        #expect(value(#"["log10", 100]"#) == .number(2))
        #expect(value(#"["log2", 1024]"#) == .number(10))
        #expect(close(number(#"["ln", ["e"]]"#), 1))
        #expect(close(number(#"["/", ["pi"], 2]"#), 1.5707963))
        #expect(close(number(#"["ln2"]"#), 0.6931472))
        #expect(value(#"["+", 1, "2"]"#) == nil)
    }

    @Test func colors() {
        // to-color/basic
        let toColor = #"["to-color", ["get", "x"]]"#
        #expect(value(toColor, properties: #"{"x": "red"}"#) == .color(StyleColor(red: 1, green: 0, blue: 0)))
        #expect(value(toColor, properties: #"{"x": "invalid"}"#) == nil)
        #expect(value(toColor, properties: #"{"x": "rgba(0, 255, 0, 1)"}"#) == .color(StyleColor(red: 0, green: 1, blue: 0)))
        #expect(value(toColor, properties: #"{"x": [0, 255, 0, 1]}"#) == .color(StyleColor(red: 0, green: 1, blue: 0)))
        #expect(value(toColor, properties: #"{"x": [0, 255, 0]}"#) == .color(StyleColor(red: 0, green: 1, blue: 0)))
        #expect(value(toColor, properties: #"{"x": [0, 255]}"#) == nil)
        // rgb/basic, rgba/basic
        #expect(value(#"["rgb", 0, 0, 255]"#) == .color(StyleColor(red: 0, green: 0, blue: 1)))
        #expect(value(#"["rgba", 0, 0, 255, 0.5]"#) == .color(StyleColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        #expect(value(#"["rgba", 0, 0, 300, 1]"#) == nil)
        #expect(value(##"["to-rgba", ["to-color", "#ff0000"]]"##) == .array([.number(255), .number(0), .number(0), .number(1)]))
    }

    @Test func cssColorStrings() {
        #expect(StyleColor.parse("#fff") == StyleColor(red: 1, green: 1, blue: 1))
        #expect(StyleColor.parse("#ff000080")?.alpha == 128.0 / 255)
        #expect(StyleColor.parse("rgb(242,243,240)")?.color.hexRGB == "#f2f3f0")
        #expect(StyleColor.parse("rgba(236,236,234,0.7)")?.alpha == 0.7)
        #expect(StyleColor.parse("rgb(100% 0% 0% / 50%)") == StyleColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(StyleColor.parse("hsl(0,0%,98%)")?.color.hexRGB == "#fafafa")
        #expect(StyleColor.parse("hsl(195,17%,78%)")?.color.hexRGB == "#bdccd0")
        #expect(StyleColor.parse("hsla(0,0%,85%,0.69)")?.alpha == 0.69)
        #expect(StyleColor.parse("hsl(120, 100%, 25%)")?.color.hexRGB == "#008000")
        #expect(StyleColor.parse("RebeccaPurple")?.color.hexRGB == "#663399")
        #expect(StyleColor.parse("transparent")?.alpha == 0)
        #expect(StyleColor.parse("red/0.5") == nil)
        #expect(StyleColor.parse("rgb(1,2)") == nil)
        #expect(StyleColor.parse("hsl(10, 20, 30)") == nil)
        #expect(StyleColor.parse("notacolor") == nil)
    }

    @Test func unknownAndUnsupportedOperators() {
        let (unknown, unknownIssues) = compiledWithIssues(#"["all", ["frobnicate", 1]]"#)
        #expect(unknownIssues.map(\.kind) == [.invalid] && unknownIssues[0].offset == 8)
        #expect((try? unknown.evaluate(zoom: 0, feature: nil)) == nil)
        let (_, unsupported) = compiledWithIssues(#"["within", {"type": "Polygon"}]"#)
        #expect(unsupported.map(\.kind) == [.unsupported] && unsupported[0].message.contains("within"))
        let (_, hcl) = compiledWithIssues(#"["interpolate-hcl", ["linear"], ["zoom"], 0, "red", 1, "blue"]"#)
        #expect(hcl.map(\.kind) == [.unsupported])
        let (_, arity) = compiledWithIssues(#"["!", true, false]"#)
        #expect(arity.map(\.kind) == [.invalid])
        let (_, order) = compiledWithIssues(#"["step", ["zoom"], 0, 5, 1, 3, 2]"#)
        #expect(order.map(\.kind) == [.invalid] && order[0].offset == 28)
        let (_, bare) = compiledWithIssues(#"["concat", [1, 2]]"#)
        #expect(bare.map(\.kind) == [.invalid])
    }

    @Test func interpolateOnZoom() {
        // The spec's interpolate tests with the map's zoom as their input.
        let linear = #"["interpolate", ["linear"], ["zoom"], 0, 100, 10, 200]"#
        for (zoom, expected) in [(0.0, 100.0), (5, 150), (10, 200), (22, 200)] {
            #expect(value(linear, zoom: zoom)?.number == expected, "zoom \(zoom)")
        }
        let exponential = #"["interpolate", ["exponential", 2], ["zoom"], 1, 2, 3, 6]"#
        for (zoom, expected) in [(0.0, 2.0), (1, 2), (2, 3.33333), (3, 6), (4, 6)] {
            #expect(close(value(exponential, zoom: zoom)?.number, expected), "zoom \(zoom)")
        }
        let bezier = #"["interpolate", ["cubic-bezier", 0.42, 0, 0.58, 1], ["zoom"], 0, 0, 100, 100]"#
        for (zoom, expected) in [(10.0, 1.97224), (20, 8.16597), (50, 50), (90, 98.0277)] {
            #expect(close(value(bezier, zoom: zoom)?.number, expected, tolerance: 1e-4), "zoom \(zoom)")
        }
    }

    /// A property's value compiled as the style reader compiles it, evaluated at `zoom`.
    func property(_ json: String, name: String, zoom: Double) -> (StyleValue?, [StyleIssue]) {
        guard case .success(let document) = LocatedJSON.parse(Array(json.utf8)) else {
            Issue.record("not JSON: \(json)")
            return (nil, [])
        }
        var compiler = StyleExpressionCompiler()
        let expression = compiler.property(document, name: name)
        return (try? expression.evaluate(zoom: zoom, feature: nil), compiler.issues)
    }

    @Test func legacyZoomFunctions() {
        // `stops` without a `base` interpolate linearly where the property interpolates.
        #expect(property(#"{"stops": [[5, 1], [10, 5]]}"#, name: "circle-radius", zoom: 7.5).0 == .number(3))
        #expect(property(#"{"stops": [[5, 1], [10, 5]]}"#, name: "circle-radius", zoom: 4).0 == .number(1))
        // `base` 2 from 0 at z0 to 6 at z2, at z1: t = (2¹ − 1)/(2² − 1) = 1/3.
        #expect(close(property(#"{"base": 2, "stops": [[0, 0], [2, 6]]}"#, name: "line-width", zoom: 1).0?.number, 2))
        // A property that does not interpolate steps at each stop.
        let cap = #"{"stops": [[5, "butt"], [10, "round"]]}"#
        #expect(property(cap, name: "line-cap", zoom: 9.9).0 == .string("butt"))
        #expect(property(cap, name: "line-cap", zoom: 10).0 == .string("round"))
    }

    @Test func anArrayLedByAnUnknownOperatorIsAnInvalidExpressionNotAConstant() {
        let (width, issues) = property(#"["frobnicate", 2]"#, name: "line-width", zoom: 10)
        #expect(width == nil && issues.map(\.kind) == [.invalid] && issues[0].message == "unknown operator `frobnicate`")
        // Lists of strings are constants where the property's value is one.
        let font = property(#"["Noto Sans Regular"]"#, name: "text-font", zoom: 10)
        #expect(font.0 == .array([.string("Noto Sans Regular")]) && font.1.isEmpty)
        #expect(property(#"["top", "bottom"]"#, name: "text-variable-anchor", zoom: 10).1.isEmpty)
        #expect(property(#"[2, 1]"#, name: "line-dasharray", zoom: 10).0 == .array([.number(2), .number(1)]))
    }
}
