import MapSceneBase
import MapSceneCamera
import MapSceneCompile
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// `out-of-view`: annotations and overlays wholly outside the camera's view.
package enum OutOfView {
    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        annotations(context) + overlays(context)
    }

    /// Annotations whose view does not reach the canvas (and so neither does their callout).
    package static func annotations(_ context: PictureLint.Context) -> [Diagnostic] {
        let canvas = context.canvasRect
        // Read in place (an annotation is not copied to be looked at). Those beyond the map's
        // edge have a warning of their own (`beyond-map-edge`).
        let outside = context.scene.annotations.withUnsafeBufferPointer { annotations in
            annotations.indices.compactMap { index -> (range: SourceRange, id: String)? in
                guard !MapEdge.isBeyond(annotations[index].coordinate) else { return nil }
                if let anchor = context.viewport.visibleCanvasPoint(annotations[index].coordinate),
                    AnnotationLayout.viewRect(annotations[index].look, at: anchor).intersects(canvas)
                {
                    return nil
                }
                return (annotations[index].range, annotations[index].id)
            }
        }
        return Diagnostic.onePerPlace(
            outside, rule: .outOfView,
            one: { "annotation '\($0)' is outside the camera's view and is not drawn, nor its callout" },
            many: { "\($0) annotations from here are outside the camera's view and are not drawn" })
    }

    /// Overlays of which nothing is drawn because every point of them lies off the canvas.
    package static func overlays(_ context: PictureLint.Context) -> [Diagnostic] {
        let drawn = drawnSources(of: context.scene.overlays, in: context.list.items)
        let canvas = context.canvasRect
        var found: [Diagnostic] = []
        for overlay in context.scene.overlays where !drawn.contains(overlay.range.start) {
            switch overlay.shape {
            case .data, .tiles: continue
            default: break
            }
            let coordinates = OverlayGeometry.coordinates(of: overlay, in: context.scene)
            if !coordinates.isEmpty, coordinates.allSatisfy(MapEdge.isBeyond) { continue }
            let points = coordinates.compactMap(context.viewport.visibleCanvasPoint)
            if let bounds = CanvasRect.bounding(points), bounds.touches(canvas) { continue }
            found.append(
                Diagnostic(.outOfView, "overlay '\(overlay.id)' is outside the camera's view and is not drawn", at: overlay.range)
            )
        }
        return found
    }

    /// Which of the overlays' starts some item was drawn from: only the items from between the
    /// first and the last line an overlay starts on are looked up (a hundred thousand pins' are
    /// not hashed).
    private static func drawnSources(of overlays: [Overlay], in items: [RenderItem]) -> Set<SourceLocation> {
        let starts = Set(overlays.map(\.range.start))
        guard let first = starts.map(\.line).min(), let last = starts.map(\.line).max() else { return [] }
        var drawn = Set<SourceLocation>()
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                guard let source = items[index].source, (first...last).contains(source.line), starts.contains(source) else {
                    continue
                }
                drawn.insert(source)
            }
        }
        return drawn
    }
}

extension CanvasRect {
    /// True when the two rectangles meet, edges included (a flat rectangle can still touch).
    package func touches(_ other: CanvasRect) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// True when `point` is inside or on any edge.
    package func holds(_ point: CanvasPoint) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }
}
