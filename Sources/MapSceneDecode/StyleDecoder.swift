import MapSceneModel
import MapSceneSyntax

/// Decoding of named styles and inline style settings.
package enum StyleDecoder {
    /// The keys a style sets; overlays accept them inline.
    package static let keys = SceneVocabulary.style.keyNames

    package static func decodeStyles(_ node: SyntaxNode, _ context: DecodingContext) -> [NamedStyle] {
        guard let entries = node.entries else {
            context.wrongType(node, expected: "a mapping of style names to settings", for: "styles")
            return []
        }
        return entries.compactMap { entry in
            context.element(counted: false) {
                context.identifiers.define(entry.key, .style, at: entry.keyRange)
                guard let m = context.mapping(entry.value, "style '\(entry.key)'", keys: keys) else { return nil }
                return NamedStyle(name: entry.key, style: decodeSettings(m, context), range: entry.keyRange)
            }
        }
    }

    /// The style keys present in `m` (which may hold other keys too).
    package static func decodeSettings(_ m: MappingReader, _ context: DecodingContext) -> Style {
        var style = Style()
        if let n = m["stroke"] { style.stroke = context.color(n, for: "stroke") }
        if let n = m["fill"] { style.fill = context.color(n, for: "fill") }
        if let n = m["gradient"] { style.gradient = decodeGradient(n, context) }
        if let n = m["width"] { style.width = context.number(n, for: "stroke width", in: 0...1000) }
        if let n = m["opacity"] { style.opacity = context.number(n, for: "opacity", in: 0...1, rule: .opacityRange) }
        if let n = m["lineCap"] { style.lineCap = context.name(n, for: "line cap", as: LineCap.self) }
        if let n = m["lineJoin"] { style.lineJoin = context.name(n, for: "line join", as: LineJoin.self) }
        if let n = m["dash"], let elements = context.list(n, for: "dash") {
            let values = elements.compactMap { context.number($0, for: "a dash length", in: 0...10000) }
            if values.count == elements.count {
                if !values.isEmpty, values.allSatisfy({ $0 == 0 }) {
                    context.report(.dashPattern, "a dash pattern needs a length above 0", at: n.range)
                } else {
                    style.dash = values
                }
            }
        }
        return style
    }

    /// `{colors: [color, color, ...], angle: 90}`: two or more colors, an angle in degrees.
    package static func decodeGradient(_ node: SyntaxNode, _ context: DecodingContext) -> LinearGradient? {
        guard let m = context.mapping(node, "gradient", keys: SceneVocabulary.gradient.keyNames),
            let colorsNode = m.require("colors", context), let elements = context.list(colorsNode, for: "gradient colors")
        else { return nil }
        let colors = elements.compactMap { context.color($0, for: "a gradient color") }
        guard colors.count == elements.count else { return nil }
        guard colors.count >= 2 else {
            context.report(.gradientColors, "a gradient needs at least two colors", at: colorsNode.range)
            return nil
        }
        let angle = m["angle"].flatMap { context.angle($0, for: "gradient angle") } ?? 180
        return LinearGradient(colors: colors, angle: angle)
    }
}
