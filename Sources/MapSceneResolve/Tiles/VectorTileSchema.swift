/// The layer scheme of a vector tile archive: which layers hold what, and what their properties
/// mean. The schemas people build tiles in are recognised from their layer names.
package enum VectorTileSchema: String, Sendable, Equatable, CaseIterable {
    /// OpenMapTiles (OpenMapTiles' own tiles, MapTiler, Planetiler's default): `water`,
    /// `landcover`, `landuse`, `park`, `waterway`, `transportation`, `transportation_name`,
    /// `building`, `boundary`, `place`, `water_name`, `poi`.
    case openMapTiles
    /// The Protomaps basemap: `earth`, `water`, `landuse`, `landcover`, `roads`, `buildings`,
    /// `boundaries`, `places`, `pois`.
    case protomaps
    /// Shortbread (Geofabrik's open schema; VersaTiles, tilemaker's configs): `ocean`,
    /// `water_polygons`, `water_lines`, `land`, `sites`, `buildings`, `streets`, `street_labels`,
    /// `place_labels`, `boundaries`, `pois`, `public_transport`.
    case shortbread
    /// Mapbox Streets, versions 7 and 8: `water`, `waterway`, `landuse`, `landuse_overlay`,
    /// `building`, `road` (and v7's `road_label`), `admin`, `place_label`, `poi_label`, v7's
    /// `rail_station_label` and v8's `transit_stop_label`.
    case mapboxStreets
    /// OSM QA tiles: one layer, `osm`, of raw OpenStreetMap tags.
    case osmQA
    /// None: no layer of the archive is one of a schema's.
    case unknown

    /// The schemas mapc recognises, in the order a tie between them goes to the first.
    package static let known: [VectorTileSchema] = [.openMapTiles, .protomaps, .shortbread, .mapboxStreets, .osmQA]

    /// The schema's name as its makers write it.
    package var title: String {
        switch self {
        case .openMapTiles: "OpenMapTiles"
        case .protomaps: "Protomaps"
        case .shortbread: "Shortbread"
        case .mapboxStreets: "Mapbox Streets"
        case .osmQA: "OSM QA"
        case .unknown: "unknown"
        }
    }

    /// The schema's layer names.
    package var layers: Set<String> {
        switch self {
        case .openMapTiles:
            [
                "water", "landcover", "landuse", "park", "waterway", "transportation", "transportation_name", "building",
                "boundary", "place", "water_name", "poi", "aeroway", "aerodrome_label", "mountain_peak", "housenumber",
            ]
        case .protomaps:
            [
                "earth", "water", "landuse", "landcover", "roads", "buildings", "boundaries", "places", "pois", "natural",
                "transit",
            ]
        case .shortbread:
            [
                "ocean", "water_polygons", "water_polygons_labels", "water_lines", "water_lines_labels", "dam_lines",
                "dam_polygons", "pier_lines", "pier_polygons", "boundaries", "boundary_labels", "place_labels", "land", "sites",
                "buildings", "addresses", "streets", "street_polygons", "streets_polygons_labels", "street_labels",
                "street_labels_points", "bridges", "aerialways", "ferries", "public_transport", "pois",
            ]
        case .mapboxStreets:
            [
                "water", "waterway", "landuse", "landuse_overlay", "building", "structure", "aeroway", "barrier_line", "road",
                "road_label", "admin", "place_label", "poi_label", "natural_label", "water_label", "marine_label",
                "country_label", "state_label", "transit_stop_label", "rail_station_label", "airport_label",
                "mountain_peak_label", "motorway_junction", "housenum_label",
            ]
        case .osmQA: ["osm"]
        case .unknown: []
        }
    }

    /// The schema's layers that no other schema has.
    package var ownLayers: Set<String> {
        Self.known.filter { $0 != self }.reduce(layers) { $0.subtracting($1.layers) }
    }

    /// The schema `layerNames` are recognised as: the one with most of its own layers among
    /// them, then most of its layers at all (an archive of only `water` is read as OpenMapTiles
    /// reads it, which every schema with a `water` layer agrees with), a tie going to the first
    /// of `known`; `unknown` when no name is any schema's.
    package init(layerNames: some Sequence<String>) {
        let names = Set(layerNames)
        var best: (schema: VectorTileSchema, own: Int, all: Int) = (.unknown, 0, 0)
        for schema in Self.known {
            let own = names.intersection(schema.ownLayers).count, all = names.intersection(schema.layers).count
            if (own, all) > (best.own, best.all) { best = (schema, own, all) }
        }
        self = best.schema
    }
}
