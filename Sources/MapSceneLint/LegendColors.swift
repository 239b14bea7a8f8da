import MapSceneBase
import MapSceneModel
import MapSceneRenderList

/// `legend-same-color`: two overlays with different titles whose legend swatches are drawn
/// alike. "In a legend" means as the legend is drawn: only entries the render list holds (so
/// only when `decorations: {legend: true}` and the entry found room), and only overlays' entries
/// (an annotation's swatch is its view).
package enum LegendColors {
    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        let overlays = context.overlaysByStart()
        var seen: [Swatch: (text: String, overlay: Overlay)] = [:]
        var found: [Diagnostic] = []
        for item in context.list.items {
            guard case .legendEntry(let entry) = item.shape, let source = item.source, let overlay = overlays[source] else {
                continue
            }
            let swatch = Swatch(entry.swatch, item.style)
            guard let earlier = seen[swatch] else {
                seen[swatch] = (entry.text, overlay)
                continue
            }
            guard earlier.text != entry.text else { continue }
            found.append(
                Diagnostic(
                    .legendSameColor,
                    "'\(entry.text)' is drawn like '\(earlier.text)' (\(swatch.color?.hexRGB ?? "no color")): the legend cannot tell them apart",
                    at: overlay.range,
                    notes: [DiagnosticNote("'\(earlier.text)' is overlay '\(earlier.overlay.id)'", at: earlier.overlay.range)]))
        }
        return found
    }

    /// What a reader sees of a swatch: its kind, its color and the line's width and dash.
    package struct Swatch: Hashable {
        package var kind: String
        package var color: Color?
        package var stroke: Color?
        package var width: Double
        package var dash: [Double]

        package init(_ swatch: RenderSwatch, _ style: RenderStyle) {
            switch swatch {
            case .line: kind = "line"; color = style.stroke
            case .area: kind = "area"; color = style.fill ?? style.stroke
            default: kind = "view"; color = style.fill
            }
            stroke = style.stroke
            width = style.stroke == nil ? 0 : style.strokeWidth
            dash = style.dash
        }
    }
}
