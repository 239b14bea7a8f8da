/// The basemap sources the compiler cannot draw — tiles the resolve stage did not read as vector
/// features or raster images — each with a located warning, so nothing the scene names is
/// silently left out.
enum UndrawnBasemaps {
    /// A `not-drawn` warning for every basemap source but the embedded world, GeoJSON data, and
    /// tiles that were read (vector tile archives, raster tiles).
    static func warnings(for scene: Scene) -> [Diagnostic] {
        scene.map.basemap.compactMap { source in
            switch source {
            case .world, .geojson: nil
            case .tiles(let template, let range, _): scene.basemapFeatures[template] == nil && scene.rasterTiles[template] == nil ? .notDrawn("tile basemaps", at: range) : nil
            case .mbtiles(let path, let range, _): scene.basemapFeatures[path] == nil && scene.rasterTiles[path] == nil ? .notDrawn("mbtiles basemaps", at: range) : nil
            }
        }
    }
}
