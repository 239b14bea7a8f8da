import MapSceneCamera
import MapSceneRenderList
import MapSceneResolve

/// The embedded world at 1:50m or 1:10m as render items: land on the water background, urban
/// areas as a tint, lakes as water, rivers, then country and state boundaries — all in `base`,
/// each read from the world resource only where its bounds are in view.
package struct WorldLayers {
    package let resource: WorldResource
    package let scale: WorldResource.Scale
    package let zoom: Double
    package let viewport: Viewport
    package let tolerance: Double
    package let palette: BasemapLayer.Palette
    package let window: WorldResource.Window

    /// How far past the camera's zoom a feature's `min_zoom` may be and still be drawn:
    /// Natural Earth's zooms are for 256-pixel web tiles at a screen's density, a little coarser
    /// than a printed map wants.
    package static let zoomAhead = 1.0

    /// The zoom from which state and province boundaries are drawn.
    package static let statesFromZoom = 4.0

    package init(
        resource: WorldResource, scale: WorldResource.Scale, zoom: Double, viewport: Viewport, tolerance: Double,
        palette: BasemapLayer.Palette
    ) {
        self.resource = resource
        self.scale = scale
        self.zoom = zoom
        self.viewport = viewport
        self.tolerance = tolerance
        self.palette = palette
        window = WorldDetail.window(for: viewport)
    }

    /// Every item, in drawing order: the land, urban areas, lakes and rivers unless imagery
    /// stands in for them (`areas` false), and the boundaries when `borders` (not on a satellite map).
    package func items(areas drawsAreas: Bool = true, borders: Bool) -> [RenderItem] {
        var items: [RenderItem] = []
        if drawsAreas {
            items += areas(.land, at: scale, id: "world.land", style: RenderStyle(fill: palette.land), everyZoom: true)
            items += areas(.urban, at: .medium, id: "world.urban", style: RenderStyle(fill: palette.urban))
            items += areas(.lakes, at: scale, id: "world.lake", style: RenderStyle(fill: palette.water))
            items += rivers()
        }
        if borders {
            if zoom >= Self.statesFromZoom {
                items += lines(
                    .states, at: .medium, id: "world.state",
                    style: RenderStyle(stroke: palette.stateBorder, strokeWidth: 0.6, dash: [3, 2], lineJoin: .round))
            }
            items += lines(
                .boundaries, at: scale, id: "world.border",
                style: RenderStyle(stroke: palette.border, strokeWidth: 0.9, lineJoin: .round))
        }
        return items
    }

    /// The features of a layer meant for this zoom whose bounds are in view.
    private func features(_ kind: WorldResource.Kind, at scale: WorldResource.Scale, everyZoom: Bool = false) -> [(
        Int, WorldResource.Feature
    )] {
        resource.features(kind, at: scale).enumerated().filter { _, feature in
            (everyZoom || feature.minZoom <= zoom + Self.zoomAhead) && window.sees(feature.bounds)
        }
    }

    private func areas(
        _ kind: WorldResource.Kind, at scale: WorldResource.Scale, id: String, style: RenderStyle, everyZoom: Bool = false
    ) -> [RenderItem] {
        let output = OutputGeometry(viewport: viewport, strokeWidth: style.strokeWidth, tolerance: tolerance)
        return features(kind, at: scale, everyZoom: everyZoom).compactMap { index, feature in
            guard let rings = resource.rings(of: feature, in: window),
                let projected = output.polygon(rings.map(viewport.ring))
            else { return nil }
            let name = resource.name(of: feature) ?? ""
            return RenderItem(
                id: "\(id).\(index)", layer: .base, shape: .polygon(rings: projected), style: style,
                label: name.isEmpty ? nil : name)
        }
    }

    private func lines(_ kind: WorldResource.Kind, at scale: WorldResource.Scale, id: String, style: RenderStyle) -> [RenderItem]
    {
        lines(features(kind, at: scale), id: id) { _ in style }
    }

    /// Rivers in water's color, wider the more important they are.
    private func rivers() -> [RenderItem] {
        lines(features(.rivers, at: scale), id: "world.river") { feature in
            RenderStyle(
                stroke: palette.water, strokeWidth: max(0.6, 1.8 - 0.15 * Double(feature.scaleRank)), lineCap: .round,
                lineJoin: .round)
        }
    }

    private func lines(_ features: [(Int, WorldResource.Feature)], id: String, style: (WorldResource.Feature) -> RenderStyle)
        -> [RenderItem]
    {
        features.compactMap { index, feature in
            let style = style(feature)
            let output = OutputGeometry(viewport: viewport, strokeWidth: style.strokeWidth, tolerance: tolerance)
            guard let parts = resource.lines(of: feature, in: window) else { return nil }
            let projected = output.lines(parts.flatMap(viewport.lineParts))
            guard !projected.isEmpty else { return nil }
            let name = resource.name(of: feature) ?? ""
            return RenderItem(
                id: "\(id).\(index)", layer: .base, shape: .polyline(parts: projected), style: style,
                label: name.isEmpty ? nil : name)
        }
    }
}
