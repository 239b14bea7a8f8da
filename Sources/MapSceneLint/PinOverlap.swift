import MapSceneBase
import MapSceneCompile
import MapSceneGeometry
import MapSceneRenderList

/// `pins-overlap`: annotations outside any cluster group whose views overlap at this scale:
/// hidden by the decluttering, or (a `required` one) drawn over another.
package enum PinOverlap {
    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        let canvas = context.canvasRect
        // The views drawn, bottom first; one that covers a view drawn before it overlaps.
        var drawn = Set<String>()
        var covering = Set<String>()
        var views = Occupancy(width: canvas.width, height: canvas.height)
        for item in context.list.items where item.layer == .annotations {
            guard let anchor = item.anchor, let rect = viewRect(item, at: anchor) else { continue }
            drawn.insert(item.id)
            if !views.isFree(rect) { covering.insert(item.id) }
            views.insert(rect)
        }
        var over: [(range: SourceRange, id: String)] = []
        var hidden: [(range: SourceRange, id: String)] = []
        for annotation in context.scene.annotations where annotation.cluster == nil {
            if drawn.contains(annotation.id) {
                // A required annotation is drawn even over another.
                if covering.contains(annotation.id) { over.append((annotation.range, annotation.id)) }
                continue
            }
            // Not drawn though in view: the decluttering hid it under another view.
            guard let anchor = context.viewport.visibleCanvasPoint(annotation.coordinate),
                AnnotationLayout.viewRect(annotation.look, at: anchor).intersects(canvas)
            else { continue }
            hidden.append((annotation.range, annotation.id))
        }
        let note = DiagnosticNote(
            "put annotations that crowd together in a cluster group (cluster: NAME) to draw them as one badge with a count")
        let drawnOver = Diagnostic.onePerPlace(
            over, rule: .pinsOverlap,
            one: { "annotation '\($0)' is drawn over another at this scale" },
            many: { "\($0) annotations from here are drawn over others at this scale" }, notes: [note])
        let left = Diagnostic.onePerPlace(
            hidden, rule: .pinsOverlap,
            one: { "annotation '\($0)' is hidden at this scale: it would cover another" },
            many: { "\($0) annotations from here are hidden at this scale: they would cover others" }, notes: [note])
        return drawnOver + left
    }

    /// The area an annotation's view or a cluster's badge covers; nil for other items (titles).
    package static func viewRect(_ item: RenderItem, at anchor: CanvasPoint) -> CanvasRect? {
        switch item.shape {
        case .pin: AnnotationLayout.viewRect(.pin(color: .pinRed), at: anchor)
        case .marker(_, let glyph): AnnotationLayout.viewRect(.marker(glyph: glyph, color: .pinRed), at: anchor)
        case .dot(let center, let radius):
            CanvasRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        case .image(_, let frame): frame
        case .cluster(let center, let radius, _):
            CanvasRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        default: nil
        }
    }
}
