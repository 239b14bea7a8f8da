import MapSceneCamera
import MapSceneModel
import MapSceneRenderList
import MapSceneResolve

/// The base layer as the scene stacks it: every basemap entry's items in `base` in the order
/// the entries are listed — the embedded world, the user's data, raster tiles — and what the
/// drawn entries credit, in the same order, each text once.
package struct BasemapStack {
    /// Each entry's items in `base`, by its index in the basemap list.
    private var entries: [Int: [RenderItem]] = [:]
    /// What each drawn entry credits, by its index in the basemap list.
    private var credits: [Int: String] = [:]
    /// The raster tiles' images, by key.
    package private(set) var images: [String: RenderImage] = [:]
    /// Whether the embedded world is shown, so that its places are named: its land is drawn, or
    /// imagery stands in for it.
    package private(set) var showsWorld = false

    /// The raster tiles and the embedded world of `scene`'s basemap, leaving out the layers in
    /// `hidden`. On a satellite or hybrid map raster tiles are the imagery, which stands in for
    /// the world's land and water.
    package init(_ scene: Scene, viewport: Viewport, tolerance: Double, hidden: Set<RenderLayer>) {
        guard scene.map.type != .none, !hidden.contains(.base) else { return }
        let fallback = BasemapLayer.palette(for: scene.map.type, theme: scene.canvas.theme).land
        for (index, source) in scene.map.basemap.enumerated() {
            guard let path = source.path, let layer = scene.rasterTiles[path] else { continue }
            let range = source.range
            // Where a backend cannot show a tile's pixels, it paints the land's color.
            let drawn = GroundImages.items(
                of: layer, prefix: "basemap.\(index)", in: .base, style: RenderStyle(fill: fallback), source: range?.start,
                viewport: viewport)
            guard !drawn.items.isEmpty else { continue }
            entries[index] = drawn.items
            images.merge(drawn.images) { first, _ in first }
            if let credit = source.attribution ?? layer.attribution { credits[index] = credit }
        }
        let imagery = scene.map.type.showsImagery && !entries.isEmpty
        guard let world = scene.map.basemap.firstIndex(of: .world) else { return }
        let land = BasemapLayer.land(for: scene, viewport: viewport, tolerance: tolerance, imagery: imagery)
        entries[world] = land
        showsWorld = !land.isEmpty || imagery
        if showsWorld { credits[world] = WorldBasemap.attribution }
    }

    /// Adds the areas and credits of the GeoJSON and vector tile entries.
    package mutating func add(_ features: FeatureBasemapLayer.Drawn) {
        entries.merge(features.areas) { ours, theirs in ours + theirs }
        credits.merge(features.credits) { ours, _ in ours }
    }

    /// Adds the layers under the overlays, the icons and the credits of the styled entries.
    package mutating func add(_ styled: StyledBasemapLayer.Drawn) {
        entries.merge(styled.areas) { ours, theirs in ours + theirs }
        credits.merge(styled.credits) { ours, _ in ours }
        images.merge(styled.images) { first, _ in first }
    }

    /// The items in `base`, bottom first.
    package var items: [RenderItem] {
        entries.sorted { $0.key < $1.key }.flatMap(\.value)
    }

    /// The credits of the drawn entries in drawing order, each text once.
    package var attributions: [String] {
        var result: [String] = []
        for (_, credit) in credits.sorted(by: { $0.key < $1.key }) where !result.contains(credit) { result.append(credit) }
        return result
    }
}
