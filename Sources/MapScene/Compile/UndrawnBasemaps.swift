/// The basemap sources the compiler does not draw yet (raster tiles, tile archives of images), each with a located warning, so nothing
/// the scene names is silently left out.
enum UndrawnBasemaps {
    /// A `not-drawn` warning for every basemap source but the embedded world, GeoJSON data and
    /// vector tile archives that were read.
    static func warnings(for scene: Scene) -> [Diagnostic] {
        scene.map.basemap.compactMap { source in
            switch source {
            case .world, .geojson: nil
            case .tiles(let template, let range, _): scene.basemapFeatures[template] == nil ? .notDrawn("tile basemaps", at: range) : nil
            case .mbtiles(let path, let range, _): scene.basemapFeatures[path] == nil ? .notDrawn("mbtiles basemaps", at: range) : nil
            }
        }
    }
}
