import MapSceneCamera
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Draws a data overlay (`data: FILE`): each feature as its own items — its areas as one
/// polygon, its lines as one polyline, each point as a dot — with the id `OVERLAY.N` for the
/// N-th feature drawn from the file (`OVERLAY.N.K` when a feature has several items). The
/// overlay's style applies to all; a feature's simplestyle values fill in what the scene does
/// not set. A title with `{property}` placeholders labels each feature; a plain title labels
/// the overlay once, on its largest item, and names it in the legend.
package enum DataLayerItems {
    package static func draw(
        _ data: DataLayer, of overlay: Overlay, in scene: Scene, layer: RenderLayer, viewport: Viewport, tolerance: Double,
        into drawn: inout OverlayLayer.Drawn
    ) {
        let curve = SceneCompiler.curveTolerance / viewport.pointsPerMapPoint
        let theme = scene.canvas.theme
        let sceneStyle = OverlayLayer.sceneStyle(for: overlay, in: scene)
        var largest: (item: RenderItem, size: Double)?
        var firstOfKind: [Int: RenderItem] = [:]
        for (index, feature) in data.features.enumerated() {
            let outlines = OverlayGeometry.outlines(of: feature, geodesic: overlay.geodesic, tolerance: curve)
            var featureLargest: (item: RenderItem, size: Double)?
            for (part, outline) in outlines.enumerated() {
                let id = outlines.count == 1 ? "\(overlay.id).\(index + 1)" : "\(overlay.id).\(index + 1).\(part + 1)"
                let style: RenderStyle
                if case .point = outline {
                    style = pointStyle(feature, sceneStyle: sceneStyle)
                } else {
                    style = OverlayLayer.renderStyle(sceneStyle, isArea: outline.isArea, feature: feature.style)
                }
                guard
                    let item = OverlayLayer.item(
                        id, outline, style: style, layer: layer, of: overlay, viewport: viewport, tolerance: tolerance)
                else { continue }
                drawn.items.append(item)
                let kind = kindRank(item.shape)
                if firstOfKind[kind] == nil { firstOfKind[kind] = item }
                let size = extent(item.shape)
                if featureLargest.map({ size > $0.size }) ?? true { featureLargest = (item, size) }
            }
            guard let featureLargest else { continue }
            if largest.map({ featureLargest.size > $0.size }) ?? true { largest = featureLargest }
            if let title = feature.title,
                let request = OverlayLayer.titleRequest(
                    title, of: overlay, item: featureLargest.item, viewport: viewport, theme: theme, warns: false)
            {
                drawn.titles.append(request)
            }
        }
        // The legend shows the overlay by its areas, else its lines, else its points.
        if let representative = firstOfKind.sorted(by: { $0.key < $1.key }).first?.value {
            drawn.show(overlay, by: representative)
        }
        if let title = overlay.title, !title.isEmpty, let largest,
            let request = OverlayLayer.titleRequest(title, of: overlay, item: largest.item, viewport: viewport, theme: theme)
        {
            var titled = request
            titled.item.id = overlay.id + ".title"
            drawn.titles.append(titled)
        }
    }

    /// A point's dot: in the scene's stroke color if it sets one, else the feature's
    /// `marker-color`, else its stroke, else the overlay blue.
    package static func pointStyle(_ feature: DataLayerFeature, sceneStyle: Style) -> RenderStyle {
        let color = sceneStyle.stroke ?? feature.markerColor ?? feature.style.stroke ?? SceneCompiler.overlayBlue
        return RenderStyle(fill: color, opacity: sceneStyle.opacity ?? 1)
    }

    /// Areas before lines before points, for the legend's swatch.
    private static func kindRank(_ shape: RenderShape) -> Int {
        switch shape {
        case .polygon: 0
        case .polyline: 1
        default: 2
        }
    }

    /// How large an item is drawn: the diagonal of its bounds.
    private static func extent(_ shape: RenderShape) -> Double {
        switch shape {
        case .polygon(let parts), .polyline(let parts):
            guard let bounds = CanvasRect.bounding(parts.flatMap { $0 }) else { return 0 }
            return (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
        default:
            return 0
        }
    }
}
