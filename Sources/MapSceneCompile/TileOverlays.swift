import MapSceneCamera
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// The raster tile overlays (`MKTileOverlay`): each overlay's tiles as ground images in its
/// level, at its opacity, with the images they draw and the credits of the overlays drawn.
package struct TileOverlays {
    /// The items of each tile overlay whose tiles were read, by overlay id (empty when none is in
    /// view).
    package private(set) var items: [String: [RenderItem]] = [:]
    /// The tiles' images, by key.
    package private(set) var images: [String: RenderImage] = [:]
    /// The credits of the overlays drawn, in drawing order, each text once.
    package private(set) var attributions: [String] = []

    package init(_ scene: Scene, viewport: Viewport) {
        // Most scenes have no tile overlay: then there is nothing to put in order.
        guard !scene.rasterTiles.isEmpty else { return }
        for index in OverlayOrdering.order(scene.overlays).indices {
            let overlay = scene.overlays[index]
            guard case .tiles(let source) = overlay.shape, let layer = scene.rasterTiles[source.path] else { continue }
            var style = RenderStyle()
            style.opacity = overlay.style.opacity ?? overlay.styleName.flatMap { scene.style(named: $0)?.opacity } ?? 1
            let drawn = GroundImages.items(
                of: layer, prefix: overlay.id, in: overlay.level == .aboveRoads ? .aboveRoads : .aboveLabels, style: style,
                source: overlay.range.start, viewport: viewport)
            items[overlay.id] = drawn.items
            images.merge(drawn.images) { first, _ in first }
            if !drawn.items.isEmpty, let credit = layer.attribution, !attributions.contains(credit) {
                attributions.append(credit)
            }
        }
    }

    /// The request for `overlay`'s title, at the middle of what its tiles cover of the canvas.
    package func titleRequest(_ title: String, of overlay: Overlay, viewport: Viewport, theme: Theme) -> LabelRequest? {
        let corners = (items[overlay.id] ?? []).flatMap { item -> [CanvasPoint] in
            if case .groundImage(let ground) = item.shape { ground.corners } else { [] }
        }
        guard let bounds = CanvasRect.bounding(corners) else { return nil }
        let x0 = max(bounds.x, 0), y0 = max(bounds.y, 0)
        let x1 = min(bounds.maxX, viewport.canvasWidth), y1 = min(bounds.maxY, viewport.canvasHeight)
        guard x0 < x1, y0 < y1 else { return nil }
        // The covered rectangle stands in for the overlay's shape when placing its title.
        let covered = RenderItem(
            id: overlay.id, layer: .aboveLabels,
            shape: .polygon(rings: [
                [CanvasPoint(x: x0, y: y0), CanvasPoint(x: x1, y: y0), CanvasPoint(x: x1, y: y1), CanvasPoint(x: x0, y: y1)]
            ]))
        return OverlayLayer.titleRequest(title, of: overlay, item: covered, viewport: viewport, theme: theme)
    }
}
