/// `out-of-view`: annotations and overlays wholly outside the camera's view.
enum OutOfView {
    static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        annotations(context) + overlays(context)
    }

    /// Annotations whose view does not reach the canvas (and so neither does their callout).
    static func annotations(_ context: PictureLint.Context) -> [Diagnostic] {
        let canvas = context.canvasRect
        var outside: [(range: SourceRange, id: String)] = []
        // Those beyond the map's edge have a warning of their own (`beyond-map-edge`).
        for annotation in context.scene.annotations where !MapEdge.isBeyond(annotation.coordinate) {
            if let anchor = context.viewport.visibleCanvasPoint(annotation.coordinate),
               AnnotationLayout.viewRect(annotation.look, at: anchor).intersects(canvas) { continue }
            outside.append((annotation.range, annotation.id))
        }
        return PictureLint.onePerPlace(
            outside, rule: .outOfView,
            one: { "annotation '\($0)' is outside the camera's view and is not drawn, nor its callout" },
            many: { "\($0) annotations from here are outside the camera's view and are not drawn" })
    }

    /// Overlays of which nothing is drawn because every point of them lies off the canvas.
    static func overlays(_ context: PictureLint.Context) -> [Diagnostic] {
        let drawn = Set(context.list.items.compactMap(\.source))
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
            found.append(Diagnostic(.outOfView, "overlay '\(overlay.id)' is outside the camera's view and is not drawn", at: overlay.range))
        }
        return found
    }
}

extension CanvasRect {
    /// The smallest rectangle holding `points`; nil when there are none.
    static func bounding(_ points: [CanvasPoint]) -> CanvasRect? {
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CanvasRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when the two rectangles meet, edges included (a flat rectangle can still touch).
    func touches(_ other: CanvasRect) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// True when `point` is inside or on any edge.
    func holds(_ point: CanvasPoint) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }
}
