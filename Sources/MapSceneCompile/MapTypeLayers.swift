import MapSceneModel
import MapSceneRenderList

/// What each map type draws of the base map, as `MKMapType` does: `satellite` is imagery alone,
/// `hybrid` is imagery with the standard map's labels, roads and borders over it.
///
/// Imagery is the basemap's raster tiles; where it gives none, the embedded world's land and water stand
/// in for it, in imagery's colors (and `SatelliteImagery` says so).
extension MapType {
    /// The base map's layers this map type leaves out: labels and roads on a satellite map.
    package var hiddenLayers: Set<RenderLayer> {
        self == .satellite ? [.labels, .roads] : []
    }

    /// Whether country borders are drawn over the land: not on a satellite map.
    package var drawsBorders: Bool {
        self != .satellite
    }

    /// Whether the basemap's raster tiles are the map's imagery, standing in for the embedded
    /// world's land and water: on satellite and hybrid maps. On the standard maps raster tiles
    /// are drawn in the basemap's order with its other entries.
    package var showsImagery: Bool {
        self == .satellite || self == .hybrid
    }
}
