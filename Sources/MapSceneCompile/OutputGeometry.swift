import MapSceneCamera
import MapSceneGeometry

/// Fits projected shapes to the output: clipped to the canvas plus a margin (so strokes and
/// joins at the edge are not cut where they show), then simplified to what the output
/// resolution can show. A million-vertex track costs what its pixels need.
package struct OutputGeometry {
    /// The canvas grown by the margin.
    package let bounds: CanvasRect
    /// How far, in canvas points, a simplified line may stray from the projected one.
    package let tolerance: Double

    /// The geometry fitting for `viewport`'s canvas, with room for strokes `strokeWidth` wide.
    package init(viewport: Viewport, strokeWidth: Double, tolerance: Double) {
        let margin = max(8, strokeWidth * 2)
        bounds = CanvasRect(
            x: -margin, y: -margin, width: viewport.canvasWidth + 2 * margin, height: viewport.canvasHeight + 2 * margin)
        self.tolerance = tolerance
    }

    /// Rings clipped and simplified; nil when nothing of the exterior is left.
    package func polygon(_ rings: [[CanvasPoint]]) -> [[CanvasPoint]]? {
        guard let exterior = rings.first, exterior.count >= 3 else { return nil }
        let clippedExterior = Clipping.clipRing(exterior, to: PlaneBox(bounds))
        let outer = tolerance > 0 ? LineSimplification.simplifyRing(clippedExterior, tolerance: tolerance) : clippedExterior
        guard outer.count >= 3 else { return nil }
        let holes = rings.dropFirst().compactMap { hole -> [CanvasPoint]? in
            let clipped = Clipping.clipRing(hole, to: PlaneBox(bounds))
            let simplified = tolerance > 0 ? LineSimplification.simplifyRing(clipped, tolerance: tolerance) : clipped
            return simplified.count >= 3 ? simplified : nil
        }
        return [outer] + holes
    }

    /// Line parts clipped (a part may fall apart into several) and simplified.
    package func lines(_ parts: [[CanvasPoint]]) -> [[CanvasPoint]] {
        parts.flatMap { Clipping.clipLine($0, to: PlaneBox(bounds)) }.map { part in
            tolerance > 0 ? LineSimplification.simplify(part, tolerance: tolerance) : part
        }.filter { $0.count >= 2 }
    }
}
