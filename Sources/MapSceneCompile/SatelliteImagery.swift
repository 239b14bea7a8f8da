import MapSceneBase
import MapSceneModel

/// Whether a satellite or hybrid map has imagery: raster tiles from its basemap. Without them the
/// embedded world's land and water, in imagery's colors, stand in, and the scene is told.
package enum SatelliteImagery {
    /// A `no-imagery` warning at the map type when it is `satellite` or `hybrid` and no basemap
    /// entry was read as raster tiles.
    package static func warnings(for scene: Scene) -> [Diagnostic] {
        let type = scene.map.type
        guard type.showsImagery else { return [] }
        let hasImagery = scene.map.basemap.contains { source in source.path.map { scene.rasterTiles[$0] != nil } ?? false }
        return hasImagery ? [] : [.noImagery(type, at: scene.map.typeRange)]
    }
}
