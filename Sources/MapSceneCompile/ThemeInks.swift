import MapSceneModel

/// The colors the compiler gives the map's own text and furniture in each theme: titles and
/// decorations, place names, the sky of a pitched view, the compass, the legend's panel.
package struct ThemeInks: Equatable {
    /// Overlay and annotation titles, the scale bar, the attribution.
    package var ink: Color
    /// Populated places' names and dots.
    package var placeInk: Color
    /// Above the horizon of a pitched view.
    package var sky: Color
    /// The compass's face.
    package var compassFace: Color
    /// The compass's ring.
    package var compassRing: Color
    /// The legend's panel.
    package var panel: Color
    /// The legend panel's outline.
    package var panelBorder: Color

    package static let light = ThemeInks(
        ink: Color(red: 0x33, green: 0x33, blue: 0x33), placeInk: Color(red: 0x4A, green: 0x45, blue: 0x40),
        sky: Color(red: 0xDC, green: 0xEB, blue: 0xF7), compassFace: Color.white.withAlpha(0.9),
        compassRing: Color(red: 0, green: 0, blue: 0, alpha: 0.2), panel: Color.white.withAlpha(0.92),
        panelBorder: Color(red: 0, green: 0, blue: 0, alpha: 0.18))

    package static let dark = ThemeInks(
        ink: Color(red: 0xE5, green: 0xE5, blue: 0xEA), placeInk: Color(red: 0xD1, green: 0xD1, blue: 0xD6),
        sky: Color(red: 0x0B, green: 0x12, blue: 0x20), compassFace: Color(red: 0x2C, green: 0x2C, blue: 0x2E, alpha: 0.9),
        compassRing: Color(red: 255, green: 255, blue: 255, alpha: 0.25),
        panel: Color(red: 0x2C, green: 0x2C, blue: 0x2E, alpha: 0.92),
        panelBorder: Color(red: 255, green: 255, blue: 255, alpha: 0.18))

    /// The inks of `theme`.
    package static func of(_ theme: Theme) -> ThemeInks {
        theme == .dark ? dark : light
    }

    /// Light and dark pairs, in a fixed order.
    package static var pairs: [(Color, Color)] {
        [
            (light.sky, dark.sky), (light.placeInk, dark.placeInk), (light.ink, dark.ink),
            (light.compassFace, dark.compassFace), (light.compassRing, dark.compassRing), (light.panel, dark.panel),
            (light.panelBorder, dark.panelBorder),
        ]
    }
}
