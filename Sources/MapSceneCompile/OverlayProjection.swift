import Foundation
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Overlays projected through the viewport.
extension OverlayGeometry {
    /// A point inside the overlay for its title: the circle's center, the middle of a line, the
    /// pole of inaccessibility of an area, just below a dot.
    package static func labelPoint(of overlay: Overlay, shape: RenderShape, viewport: Viewport) -> CanvasPoint? {
        if case .circle(let center, _) = overlay.shape { return viewport.visibleCanvasPoint(center) }
        switch shape {
        case .polygon(let rings): return PolygonLabel.poleOfInaccessibility(rings)
        case .polyline(let parts): return parts.max { $0.count < $1.count }.flatMap(Polyline.midpoint)
        case .dot(let center, let radius): return CanvasPoint(x: center.x, y: center.y + radius + OverlayLayer.titleSize * 0.75)
        default: return nil
        }
    }

    /// The outline projected through the viewport and fitted to the output: the rings of the
    /// areas of which something can be seen, the visible parts of lines, a dot for a point in view.
    package static func project(_ outline: OverlayOutline, through viewport: Viewport, fitting output: OutputGeometry)
        -> RenderShape?
    {
        switch outline {
        case .areas(let areas):
            let rings = areas.flatMap { output.polygon($0.map(viewport.ring)) ?? [] }
            return rings.isEmpty ? nil : .polygon(rings: rings)
        case .lines(let lines):
            let parts = output.lines(lines.flatMap(viewport.lineParts))
            return parts.isEmpty ? nil : .polyline(parts: parts)
        case .point(let point):
            guard let center = viewport.visibleCanvasPoint(point),
                center.x >= output.bounds.x, center.x <= output.bounds.maxX, center.y >= output.bounds.y,
                center.y <= output.bounds.maxY
            else { return nil }
            return .dot(center: center, radius: pointRadius)
        }
    }
}

/// Measures along a polyline.
package enum Polyline {
    /// The point halfway along the line's length.
    package static func midpoint(_ points: [CanvasPoint]) -> CanvasPoint? {
        guard let first = points.first else { return nil }
        var total = 0.0
        for i in 1..<max(1, points.count) { total += distance(points[i - 1], points[i]) }
        var remaining = total / 2
        for i in 1..<max(1, points.count) {
            let d = distance(points[i - 1], points[i])
            if d >= remaining, d > 0 {
                let t = remaining / d
                return CanvasPoint(
                    x: points[i - 1].x + (points[i].x - points[i - 1].x) * t,
                    y: points[i - 1].y + (points[i].y - points[i - 1].y) * t)
            }
            remaining -= d
        }
        return first
    }

    package static func distance(_ a: CanvasPoint, _ b: CanvasPoint) -> Double {
        hypot(b.x - a.x, b.y - a.y)
    }
}
