import MapSceneDrawing
import MapSceneModel
import MapSceneRenderList

/// One look of the whole picture: the backend's theme colors and the swaps applied to the map's
/// own colors (see `DarkColor`).
package struct SVGAppearance {
    /// The font stack of every label, whose widths the compiler measured the text with
    /// (`TextMetrics`): Liberation Sans, metric-compatible with Arial and Helvetica, then the
    /// Noto families (as Debian's fonts-noto-core and fonts-noto-cjk name them) for the scripts it
    /// lacks, then the system fonts of macOS and Windows for CJK, Arabic, Hebrew, Devanagari and
    /// Thai. A renderer takes each character from the first family that has it. The names are
    /// CSS identifiers, valid unquoted.
    package static let fontFamily = [
        "Liberation Sans", "Arial", "Helvetica",
        "Noto Sans", "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai",
        "Hiragino Sans", "PingFang SC", "Geeza Pro", "Arial Hebrew", "Kohinoor Devanagari", "Thonburi",
        "Yu Gothic", "Microsoft YaHei", "Segoe UI", "Nirmala UI", "Leelawadee UI", "sans-serif",
    ].joined(separator: ",")

    package var theme: ViewInks
    package var swaps: [DarkColor]

    /// `color` as this look draws a map-owned color.
    package func map(_ color: Color?) -> Color? {
        guard let color, !swaps.isEmpty else { return color }
        return swaps.dark(for: color)
    }

    /// `style` with its fill and stroke swapped as map-owned colors.
    package func map(_ style: RenderStyle) -> RenderStyle {
        var style = style
        style.fill = map(style.fill)
        style.stroke = map(style.stroke)
        return style
    }

    /// The looks of a render list: the canvas's own, and the one shown when the viewer prefers a
    /// dark color scheme (only for light canvases).
    package static func looks(for list: RenderList) -> (normal: SVGAppearance, dark: SVGAppearance?) {
        switch list.canvas.theme {
        case .light:
            return (
                SVGAppearance(theme: ViewInks(.light), swaps: []), SVGAppearance(theme: ViewInks(.dark), swaps: list.darkColors)
            )
        case .dark:
            return (SVGAppearance(theme: ViewInks(.dark), swaps: list.darkColors), nil)
        }
    }
}

extension RenderLayer {
    /// True for the layers that draw the map itself rather than the scene's overlays and
    /// annotations: their colors follow the theme.
    package var isMapOwned: Bool {
        switch self {
        case .background, .base, .roads, .labels, .decorations: true
        case .aboveRoads, .aboveLabels, .annotations, .callouts: false
        }
    }
}
