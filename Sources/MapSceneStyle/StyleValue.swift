import MapSceneBase
import MapSceneModel

/// A value a style expression yields: JSON's kinds plus colors, which expressions make and
/// interpolate (`JSONValue` has no color, and `Color` keeps whole channels, too coarse to
/// interpolate through).
package enum StyleValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case color(StyleColor)
    case array([StyleValue])
    case object([String: StyleValue])

    /// The value of a JSON literal in the style: objects and arrays as they are.
    package init(_ json: LocatedJSON.Value) {
        switch json {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let elements): self = .array(elements.map { StyleValue($0.value) })
        case .object(let members):
            var object: [String: StyleValue] = [:]
            for member in members where object[member.key] == nil { object[member.key] = StyleValue(member.value.value) }
            self = .object(object)
        }
    }

    /// The expression type's name, as the spec's `typeof` spells it, for messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .color: "color"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The number, if this is one.
    package var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The boolean, if this is one.
    package var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The value as `to-string` writes it: null as empty, numbers as JavaScript prints them,
    /// colors as `rgba(r,g,b,a)`, arrays and objects as JSON.
    package var text: String {
        switch self {
        case .null: ""
        case .bool(let b): b ? "true" : "false"
        case .number(let n): Self.javaScriptText(n)
        case .string(let s): s
        case .color(let c): c.cssText
        case .array, .object: json
        }
    }

    /// The value as compact JSON (colors as their `rgba(...)` string).
    private var json: String {
        switch self {
        case .null: "null"
        case .string(let s): JSONValue.quoted(s, shortEscapes: true)
        case .array(let elements): "[" + elements.map(\.json).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.keys.sorted().map { JSONValue.quoted($0, shortEscapes: true) + ":" + members[$0]!.json }.joined(
                    separator: ",") + "}"
        default: text
        }
    }

    /// A number as JavaScript's `String(n)` writes it for the values styles hold: whole numbers
    /// without a fraction, others with the shortest digits that read back the same.
    package static func javaScriptText(_ n: Double) -> String {
        if n.isNaN { return "NaN" }
        if n.isInfinite { return n < 0 ? "-Infinity" : "Infinity" }
        if n == n.rounded(), n.magnitude < 9e18 { return String(Int64(n)) }
        return "\(n)"
    }
}

/// A color as expressions compute with it: red, green and blue 0...1, not premultiplied, and
/// alpha 0...1.
package struct StyleColor: Equatable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A scene color's channels.
    package init(_ color: Color) {
        self.init(
            red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
            alpha: color.alpha)
    }

    /// The color with whole channels, as a scene draws it.
    package var color: Color {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        func channel(_ v: Double) -> UInt8 { UInt8((unit(v) * 255).rounded()) }
        return Color(red: channel(red), green: channel(green), blue: channel(blue), alpha: unit(alpha))
    }

    /// The channels as `to-rgba` gives them: 0...255 and alpha 0...1.
    package var rgba: [Double] { [red * 255, green * 255, blue * 255, alpha] }

    /// `rgba(r,g,b,a)` with whole channels, as MapLibre writes a color as a string.
    package var cssText: String {
        let channels = [red, green, blue].map { StyleValue.javaScriptText(($0 * 255).rounded()) }
        return "rgba(\(channels.joined(separator: ",")),\(StyleValue.javaScriptText(alpha)))"
    }

    /// The color `t` of the way from `self` to `other`, channel by channel in RGB.
    package func interpolated(to other: StyleColor, by t: Double) -> StyleColor {
        func mix(_ a: Double, _ b: Double) -> Double { a + t * (b - a) }
        return StyleColor(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha))
    }
}
