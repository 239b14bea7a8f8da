import MapSceneBase
import MapSceneGeometry

/// `polyline-oversampled`: a polyline overlay with far more vertices in view than the drawing
/// keeps once simplified at the compile's tolerance.
package enum PolylineDetail {
    /// How many times the kept vertices a line may have in view.
    package static let factor = 4
    /// Lines with fewer vertices in view than this are never worth simplifying.
    package static let minimumVertices = 200

    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        var kept: [SourceLocation: Int] = [:]
        for item in context.list.items {
            guard let source = item.source, case .polyline(let parts) = item.shape else { continue }
            kept[source, default: 0] += parts.reduce(0) { $0 + $1.count }
        }
        let canvas = context.canvasRect
        var found: [Diagnostic] = []
        for overlay in context.scene.overlays where !overlay.geodesic {
            let lines: [[Coordinate]]
            switch overlay.shape {
            case .polyline(let list): lines = [list.coordinates]
            case .multiPolyline(let parts): lines = parts
            default: continue
            }
            guard let drawn = kept[overlay.range.start], drawn > 0 else { continue }
            let inView = lines.joined().reduce(0) { count, coordinate in
                guard let point = context.viewport.visibleCanvasPoint(coordinate), canvas.holds(point) else { return count }
                return count + 1
            }
            guard inView >= minimumVertices, inView > factor * drawn else { continue }
            found.append(
                Diagnostic(
                    .polylineOversampled,
                    "polyline '\(overlay.id)' has \(inView) vertices in view but the drawing keeps \(drawn) at this scale (simplified to \(TextContrast.formatted(context.tolerance)) points)",
                    at: overlay.range,
                    notes: [DiagnosticNote("simplify the source to about the detail shown, e.g. with ogr2ogr -simplify")]))
        }
        return found
    }
}
