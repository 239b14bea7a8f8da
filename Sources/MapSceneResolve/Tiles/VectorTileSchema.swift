/// The layer scheme of a vector tile archive: which layers hold what, and what their properties
/// mean. The two that people actually have are recognised from their layer names.
package enum VectorTileSchema: String, Sendable, Equatable {
    /// OpenMapTiles (OpenMapTiles' own tiles, MapTiler, Planetiler's default): `water`,
    /// `landcover`, `landuse`, `park`, `waterway`, `transportation`, `transportation_name`,
    /// `building`, `boundary`, `place`, `water_name`, `poi`.
    case openMapTiles
    /// The Protomaps basemap: `earth`, `water`, `landuse`, `landcover`, `roads`, `buildings`,
    /// `boundaries`, `places`, `pois`.
    case protomaps
    /// Neither.
    case unknown

    /// Layer names only OpenMapTiles has (`water`, `landuse` and `landcover` are in both).
    package static let openMapTilesLayers: Set<String> = [
        "park", "waterway", "transportation", "transportation_name", "building", "boundary", "place",
        "water_name", "poi", "aeroway", "aerodrome_label", "mountain_peak", "housenumber",
    ]
    /// Layer names only the Protomaps basemap has.
    package static let protomapsLayers: Set<String> = [
        "earth", "roads", "buildings", "boundaries", "places", "pois", "natural", "transit",
    ]

    /// The schema whose own layer names `layerNames` has more of; `unknown` when it has none of
    /// either's, or as many of each.
    package init(layerNames: some Sequence<String>) {
        let names = Set(layerNames)
        let openMapTiles = names.intersection(Self.openMapTilesLayers).count
        let protomaps = names.intersection(Self.protomapsLayers).count
        self = openMapTiles > protomaps ? .openMapTiles : protomaps > openMapTiles ? .protomaps : .unknown
    }
}
