import MapSceneModel

/// One color of the map that the dark theme draws differently: land, water, labels, ink.
///
/// A backend applies `RenderList.darkColors` to the map's own items — those in the `background`,
/// `base`, `roads`, `labels` and `decorations` layers — and to every text item's fill and halo.
/// The scene's own overlays and annotations keep their colors. On a light canvas the swap is
/// what the picture looks like when the viewer prefers a dark color scheme; on a dark canvas it
/// is always applied.
public struct DarkColor: Sendable, Equatable {
    /// The color as the light theme draws it.
    public var light: Color
    /// The color the dark theme draws instead.
    public var dark: Color

    /// Creates a swap.
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }
}

extension [DarkColor] {
    /// The dark color for `color`, or `color` itself when the list does not swap it.
    public func dark(for color: Color) -> Color {
        first { $0.light == color }?.dark ?? color
    }
}
