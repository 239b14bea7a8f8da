/// The backend's own colors: text halos, callout bubbles and the accessory tint, in one theme.
struct SVGTheme: Equatable {
    var textHalo: Color
    var textInk: Color
    var bubbleFill: Color
    var bubbleStroke: Color
    var titleColor: Color
    var subtitleColor: Color
    var tint: Color
    var placeholder: Color

    init(_ theme: Theme) {
        switch theme {
        case .light:
            textHalo = .white
            textInk = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
            bubbleFill = .white
            bubbleStroke = Color(red: 0, green: 0, blue: 0, alpha: 0.18)
            titleColor = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
            subtitleColor = Color(red: 0x6E, green: 0x6E, blue: 0x73)
            tint = Color(red: 0x00, green: 0x7A, blue: 0xFF)
            placeholder = Color(red: 0x8E, green: 0x8E, blue: 0x93)
        case .dark:
            textHalo = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
            textInk = Color(red: 0xF2, green: 0xF2, blue: 0xF7)
            bubbleFill = Color(red: 0x2C, green: 0x2C, blue: 0x2E)
            bubbleStroke = Color(red: 255, green: 255, blue: 255, alpha: 0.18)
            titleColor = .white
            subtitleColor = Color(red: 0x98, green: 0x98, blue: 0x9D)
            tint = Color(red: 0x0A, green: 0x84, blue: 0xFF)
            placeholder = Color(red: 0x63, green: 0x63, blue: 0x66)
        }
    }

    /// The font stack of every label: Liberation Sans is metric-compatible with Arial and Helvetica,
    /// whose widths the compiler measured the text with.
    static let fontFamily = "Liberation Sans,Arial,Helvetica,sans-serif"
}

/// One look of the whole picture: the backend's theme colors and the swaps applied to the map's
/// own colors (see `DarkColor`).
struct SVGAppearance {
    var theme: SVGTheme
    var swaps: [DarkColor]

    /// `color` as this look draws a map-owned color.
    func map(_ color: Color?) -> Color? {
        guard let color, !swaps.isEmpty else { return color }
        return swaps.dark(for: color)
    }

    /// `style` with its fill and stroke swapped as map-owned colors.
    func map(_ style: RenderStyle) -> RenderStyle {
        var style = style
        style.fill = map(style.fill)
        style.stroke = map(style.stroke)
        return style
    }

    /// The looks of a render list: the canvas's own, and the one shown when the viewer prefers a
    /// dark color scheme (only for light canvases).
    static func looks(for list: RenderList) -> (normal: SVGAppearance, dark: SVGAppearance?) {
        switch list.canvas.theme {
        case .light:
            return (SVGAppearance(theme: SVGTheme(.light), swaps: []), SVGAppearance(theme: SVGTheme(.dark), swaps: list.darkColors))
        case .dark:
            return (SVGAppearance(theme: SVGTheme(.dark), swaps: list.darkColors), nil)
        }
    }
}

extension RenderLayer {
    /// True for the layers that draw the map itself rather than the scene's overlays and
    /// annotations: their colors follow the theme.
    var isMapOwned: Bool {
        switch self {
        case .background, .base, .roads, .labels, .decorations: true
        case .aboveRoads, .aboveLabels, .annotations, .callouts: false
        }
    }
}
