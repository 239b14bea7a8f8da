import MapSceneModel

/// The colors a backend draws its own parts with, in one theme: the halo and default ink of
/// text items, callout bubbles and their text, the accessory tint, the placeholder of an image
/// that is not there. The map's own colors come in the render list's styles; these are the
/// ones that follow the theme of the look being drawn (a light canvas's SVG also has a dark one).
package struct ViewInks: Equatable {
    /// The halo around text items.
    package var textHalo: Color
    /// Text items without a fill of their own.
    package var textInk: Color
    /// A callout bubble's (and the legend panel's, in the terminal) background.
    package var bubbleFill: Color
    /// A callout bubble's outline.
    package var bubbleStroke: Color
    /// A callout's title, and the terminal's own text.
    package var titleColor: Color
    /// A callout's subtitle, and the terminal's panel borders.
    package var subtitleColor: Color
    /// Accessories and swatches without a color of their own.
    package var tint: Color
    /// An image that could not be shown.
    package var placeholder: Color

    /// The ink of a marker's glyph or dot and a cluster's count, in every theme: white on the
    /// marker's own fill.
    package static let markerGlyph = Color.white

    /// The inks of `theme`.
    package init(_ theme: Theme) {
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
}

extension ViewInks {
    /// The halo a text item in `ink` gets when its style gives none: white behind dark text,
    /// near-black behind light text, whatever the theme.
    package static func automaticHalo(behind ink: Color) -> Color {
        ViewInks(ink.isLight ? .dark : .light).textHalo
    }
}

extension Color {
    /// True for colors closer to white than to black (by their luma).
    package var isLight: Bool {
        0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue) >= 128
    }
}
