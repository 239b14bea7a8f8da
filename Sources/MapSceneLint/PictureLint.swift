import MapSceneBase
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// The lint stage: the rules about the picture, run on a compiled render list and the resolved
/// scene it came from. Every finding points at what the author wrote: the annotation, the
/// overlay, the camera.
package enum PictureLint {
    /// What the rules look at.
    package struct Context {
        /// The resolved scene.
        package var scene: Scene
        /// What the compiler made of it.
        package var list: RenderList
        /// The camera's view on the canvas.
        package var viewport: Viewport
        /// How far, in canvas points, simplified lines may stray: the compile's tolerance.
        package var tolerance: Double
        /// Where the scene's `mapscene` version key is: the place for findings about the whole scene.
        package var sceneStart: SourceRange?

        /// The canvas as a rectangle.
        package var canvasRect: CanvasRect { CanvasRect(x: 0, y: 0, width: list.canvas.width, height: list.canvas.height) }

        /// The scene's overlays (not data layers) by where they start: how a render item's
        /// `source` finds the overlay it came from.
        package func overlaysByStart() -> [SourceLocation: Overlay] {
            var found: [SourceLocation: Overlay] = [:]
            for overlay in scene.overlays {
                if case .data = overlay.shape { continue }
                found[overlay.range.start] = overlay
            }
            return found
        }
    }

    /// Every check of the picture, in catalog order of concern, with the rules its findings name.
    package static let checks: [(rules: [Rule], findings: @Sendable (Context) -> [Diagnostic])] = [
        ([.outOfView], OutOfView.findings),
        ([.calloutMisplaced], CalloutBounds.findings),
        ([.pinsOverlap], PinOverlap.findings),
        ([.textContrast], TextContrast.findings),
        ([.overlayTooSmall, .overlayTooThin], OverlaySize.findings),
        ([.polygonSelfIntersection], PolygonRings.findings),
        ([.polylineOversampled], PolylineDetail.findings),
        ([.cameraZoom], CameraZoom.findings),
        ([.missingTitle], SceneTitle.findings),
        ([.basemapDetail], BasemapDetail.findings),
        ([.legendSameColor], LegendColors.findings),
    ]

    /// The findings about `list`, compiled from `scene` at `tolerance`. A check whose rules are
    /// all `turnedOff` (by the project's configuration) is not run: its findings would not be
    /// reported, and on a large scene some checks cost as much as the compile.
    package static func findings(
        scene: Scene, list: RenderList, tolerance: Double, sceneStart: SourceRange?, turnedOff: (String) -> Bool = { _ in false }
    ) -> [Diagnostic] {
        var ignored: [Diagnostic] = []
        let viewport = CameraResolver.resolve(scene, diagnostics: &ignored)
        let context = Context(scene: scene, list: list, viewport: viewport, tolerance: tolerance, sceneStart: sceneStart)
        return checks.filter { !$0.rules.allSatisfy { turnedOff($0.id) } }.flatMap { $0.findings(context) }
    }
}
