/// The credits the map's attribution shows: every source drawn, in the order it is drawn —
/// the embedded world, the basemap entries as listed, then the tile overlays — each text once.
enum Attributions {
    /// The credits of what `scene` draws: `worldDrawn` says whether the embedded world is, and
    /// `hidden` the layers left out (a basemap's raster tiles are in `base`).
    static func credits(for scene: Scene, worldDrawn: Bool, hidden: Set<RenderLayer>) -> [String] {
        var credits: [String] = []
        func add(_ text: String?) {
            if let text, !credits.contains(text) { credits.append(text) }
        }
        if worldDrawn { add(WorldBasemap.attribution) }
        let featuresDrawn = BasemapFeatureStyle.of(scene.map.type, theme: scene.canvas.theme) != nil
        let rasterDrawn = scene.map.type != .none && !hidden.contains(.base)
        for source in scene.map.basemap {
            guard let path = source.path else { continue }
            if let layer = scene.basemapFeatures[path] {
                // The entry's own credit stands in for what the data says.
                if featuresDrawn { add(source.attribution ?? layer.attribution) }
            } else if let layer = scene.rasterTiles[path], rasterDrawn, !layer.tiles.isEmpty {
                add(layer.attribution)
            }
        }
        for overlay in scene.overlays {
            guard case .tiles(let tiles) = overlay.shape, let layer = scene.rasterTiles[tiles.path], !layer.tiles.isEmpty else { continue }
            add(layer.attribution)
        }
        return credits
    }
}
