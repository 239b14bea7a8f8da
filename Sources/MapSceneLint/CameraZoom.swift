import MapSceneBase
import MapSceneCamera

/// `camera-zoom`: a `fit` camera held back at the closest zoom drawn. (A clamped pitch is the
/// compiler's own `camera-pitch`.)
package enum CameraZoom {
    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        guard case .fit = context.scene.camera.form else { return [] }
        let closest = CameraResolver.minimumMetersPerPoint
        guard context.viewport.metersPerPoint <= closest * (1 + 1e-6) else { return [] }
        return [
            Diagnostic(
                .cameraZoom,
                "the fit would zoom closer than \(closest) m per point, the closest drawn; the content does not fill the view",
                at: context.scene.camera.range,
                notes: [DiagnosticNote("fit more of the scene, or give the camera a center and a distance")])
        ]
    }
}
