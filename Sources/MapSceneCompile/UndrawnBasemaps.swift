import MapSceneBase
import MapSceneModel

/// The basemap sources the resolve stage read nothing for, each with a located warning, so
/// nothing the scene names is silently left out.
package enum UndrawnBasemaps {
    /// A `not-drawn` warning for every basemap source but the embedded world and GeoJSON data
    /// whose tiles were read neither as vector features nor as raster tiles.
    /// A map of type `none` draws none of them, which the decoder says once.
    package static func warnings(for scene: Scene) -> [Diagnostic] {
        guard scene.map.type != .none else { return [] }
        return scene.map.basemap.compactMap { source in
            let read = { (path: String) in
                scene.basemapFeatures[path] != nil || scene.rasterTiles[path] != nil || scene.styledBasemaps[path] != nil
            }
            switch source {
            case .world, .geojson: return nil
            case .tiles(let template, let range, _, _): return read(template) ? nil : .notDrawn("tile basemaps", at: range)
            case .mbtiles(let path, let range, _, _): return read(path) ? nil : .notDrawn("mbtiles basemaps", at: range)
            }
        }
    }
}
