import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel

/// Whether one scale bar tells the truth about the whole map. On a Mercator map the scale
/// follows the latitude (meters per point shrink with its cosine), and on a pitched map it
/// changes from the near edge to the far one, so a bar is drawn only where the scale varies by
/// less than `maximumVariation` over the canvas and the camera looks straight down.
package enum ScaleBarDecision {
    /// How much the scale may vary over the canvas, as a fraction of the smallest meters per point.
    package static let maximumVariation = 0.10

    /// Why no scale bar holds for `viewport`, as a note's message; nil when one does.
    package static func reasonToLeaveOut(_ viewport: Viewport) -> String? {
        if viewport.pitch > 0 {
            return "the camera is pitched, so the scale changes from the bottom of the map to the top"
        }
        let variation = scaleVariation(viewport)
        guard variation >= maximumVariation else { return nil }
        let amount: String
        if variation < 1 {
            amount = "by \(Int((variation * 100).rounded())) %"
        } else if variation < 1000 {
            amount = "by a factor of " + String(format: "%.1f", 1 + variation)
        } else {
            amount = "without bound, the map reaching toward a pole"
        }
        return
            "the scale varies \(amount) between the map's northern and southern edges; one scale bar holds only within \(Int(maximumVariation * 100)) %"
    }

    /// How much meters per point vary over the canvas at pitch 0: the largest over the smallest,
    /// less one. Meters per point follow the cosine of the latitude, whose extremes over the
    /// canvas lie at its corners (whatever the heading), or on the equator when the map crosses it.
    package static func scaleVariation(_ viewport: Viewport) -> Double {
        let corners = [
            (0.0, 0.0), (viewport.canvasWidth, 0.0), (0.0, viewport.canvasHeight), (viewport.canvasWidth, viewport.canvasHeight),
        ]
        let ys = corners.compactMap { corner in
            viewport.ground(under: CanvasPoint(x: corner.0, y: corner.1)).map { viewport.mapPoint($0).y }
        }
        guard let top = ys.min(), let bottom = ys.max() else { return .infinity }
        let half = MapSize.world.height / 2
        let nearest = top <= half && bottom >= half ? half : (abs(top - half) < abs(bottom - half) ? top : bottom)
        let farthest = abs(top - half) > abs(bottom - half) ? top : bottom
        let largest = Earth.metersPerMapPoint(atLatitude: MapPoint(x: 0, y: nearest).coordinate.latitude)
        let smallest = Earth.metersPerMapPoint(atLatitude: MapPoint(x: 0, y: farthest).coordinate.latitude)
        return largest / smallest - 1
    }

    /// A note for a scene that asked for a scale bar (`decorations: {scale: true}`, or its units)
    /// on a map where none holds; nothing when it holds or was left to `auto`.
    package static func notes(for scene: Scene, viewport: Viewport) -> [Diagnostic] {
        guard scene.decorations.scale == .always, let reason = reasonToLeaveOut(viewport) else { return [] }
        return [.scaleBarLeftOut(because: reason, at: scene.decorations.scaleRange)]
    }
}
