/// A satellite or hybrid map shows the basemap's raster tiles as its imagery; one whose basemap
/// has none draws the embedded world in imagery's colors instead, and says so.
enum MissingImagery {
    /// A `no-imagery` warning at the map type when `scene` is a satellite or hybrid map and no
    /// basemap entry is raster tiles the resolve stage read.
    static func warnings(for scene: Scene) -> [Diagnostic] {
        guard scene.map.type.showsImagery else { return [] }
        let hasImagery = scene.map.basemap.contains { source in
            switch source {
            case .world, .geojson: false
            case .tiles(let key, _, _), .mbtiles(let key, _, _): scene.rasterTiles[key] != nil
            }
        }
        guard !hasImagery else { return [] }
        let standIn = scene.map.basemap.contains(.world) ? "the embedded world stands in for it in imagery's colors" : "the map shows no ground"
        return [.warning(
            "a \(scene.map.type.rawValue) map without raster tiles in its basemap has no imagery: \(standIn); add the imagery's tiles to the basemap ({tiles: TEMPLATE})",
            at: scene.map.typeRange, rule: RuleID.noImagery)]
    }
}
