/// The basemap sources the compiler does not draw yet (raster and vector tiles), each with a located warning, so nothing
/// the scene names is silently left out.
enum UndrawnBasemaps {
    /// A `not-drawn` warning for every basemap source but the embedded world and GeoJSON data.
    static func warnings(for scene: Scene) -> [Diagnostic] {
        scene.map.basemap.compactMap { source in
            switch source {
            case .world, .geojson: nil
            case .tiles(_, let range): .notDrawn("tile basemaps", at: range)
            case .mbtiles(_, let range): .notDrawn("mbtiles basemaps", at: range)
            }
        }
    }
}
