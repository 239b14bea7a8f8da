import MapSceneModel

/// What a vector tile feature is, in each schema mapc recognises (OpenMapTiles, Protomaps,
/// Shortbread, Mapbox Streets, OSM QA), mapped onto the same feature kinds as OpenStreetMap tags.
package enum VectorTileClassifier {
    /// The kind of a feature of `layer` with `properties`; nil for what the base map leaves out.
    /// `labelOnly` is true for features that only carry a name for a feature drawn from another
    /// layer (OpenMapTiles' `transportation_name`, Mapbox Streets v7's `road_label`, Shortbread's
    /// `street_labels`).
    package static func kind(layer: String, properties: [String: String], schema: VectorTileSchema) -> (
        kind: BasemapFeature.Kind, labelOnly: Bool
    )? {
        switch schema {
        case .openMapTiles: openMapTiles(layer: layer, properties)
        case .protomaps: protomaps(layer: layer, properties).map { ($0, false) }
        case .shortbread: shortbread(layer: layer, properties)
        case .mapboxStreets: mapboxStreets(layer: layer, properties)
        case .osmQA: layer == "osm" ? OSMTagClassifier.tagged(properties).map { ($0, false) } : nil
        case .unknown: nil
        }
    }

    package static func openMapTiles(layer: String, _ p: [String: String]) -> (kind: BasemapFeature.Kind, labelOnly: Bool)? {
        let cls = p["class"] ?? ""
        switch layer {
        case "water": return (.water, false)
        case "waterway": return (.waterway, false)
        case "park": return (.park, false)
        case "landcover":
            return ["grass", "wood", "forest", "farmland", "wetland", "scrub", "park", "garden"].contains(cls)
                ? (.park, false) : nil
        case "landuse":
            return ["park", "cemetery", "grass", "garden", "pitch", "playground", "stadium"].contains(cls)
                ? (.park, false) : (.landuse, false)
        case "building": return (.building, false)
        case "boundary": return (.boundary, false)
        case "transportation", "transportation_name":
            let labelOnly = layer == "transportation_name"
            if ["rail", "transit"].contains(cls) { return labelOnly ? nil : (.rail, false) }
            guard let road = roadClass(cls) else { return nil }
            return (.road(road), labelOnly)
        case "place":
            return OSMTagClassifier.placeClass(cls).map { (.place($0), false) }
        case "poi":
            return (.poi(OSMTagClassifier.poiClass(p["subclass"] ?? cls)), false)
        default: return nil
        }
    }

    /// An OpenMapTiles `transportation` class as a road class.
    package static func roadClass(_ cls: String) -> BasemapFeature.RoadClass? {
        switch cls {
        case "motorway", "trunk": .motorway
        case "primary": .primary
        case "secondary": .secondary
        case "tertiary": .tertiary
        case "minor", "busway", "raceway": .minor
        case "service", "track": .service
        case "path", "bridleway", "footway", "cycleway", "steps", "pedestrian": .path
        default: nil
        }
    }

    package static func protomaps(layer: String, _ p: [String: String]) -> BasemapFeature.Kind? {
        let kind = p["kind"] ?? ""
        switch layer {
        case "water": return .water
        case "landuse", "landcover", "natural":
            let green = [
                "park", "grass", "wood", "forest", "garden", "nature_reserve", "cemetery", "golf_course", "playground", "pitch",
                "recreation_ground", "village_green", "meadow", "scrub", "grassland", "farmland",
            ]
            return green.contains(kind) ? .park : layer == "landuse" ? .landuse : nil
        case "buildings": return .building
        case "boundaries": return .boundary
        case "roads":
            switch kind {
            case "highway": return .road(.motorway)
            case "major_road":
                return .road(p["kind_detail"] == "secondary" ? .secondary : p["kind_detail"] == "tertiary" ? .tertiary : .primary)
            case "medium_road": return .road(.tertiary)
            case "minor_road": return .road(p["kind_detail"] == "service" ? .service : .minor)
            case "path": return .road(.path)
            case "rail": return .rail
            default: return nil
            }
        case "transit": return kind == "rail" ? .rail : nil
        case "places":
            if kind == "locality" { return .place(p["kind_detail"] == "city" || p["kind_detail"] == "town" ? .city : .town) }
            return OSMTagClassifier.placeClass(kind == "macrohood" ? "suburb" : kind).map { .place($0) }
        case "pois": return .poi(OSMTagClassifier.poiClass(kind))
        default: return nil
        }
    }

    package static func shortbread(layer: String, _ p: [String: String]) -> (kind: BasemapFeature.Kind, labelOnly: Bool)? {
        let kind = p["kind"] ?? ""
        switch layer {
        case "ocean", "water_polygons": return kind == "glacier" ? nil : (.water, false)
        case "water_lines": return (.waterway, false)
        case "water_lines_labels": return (.waterway, true)
        case "land":
            let built = [
                "residential", "industrial", "commercial", "garages", "retail", "railway", "landfill", "quarry", "brownfield",
                "greenfield", "farmyard", "greenhouse_horticulture",
            ]
            let bare = ["sand", "beach", "bare_rock", "scree", "shingle"]
            return built.contains(kind) ? (.landuse, false) : bare.contains(kind) ? nil : (.park, false)
        case "sites": return (.landuse, false)
        case "buildings": return (.building, false)
        case "boundaries": return (.boundary, false)
        case "streets", "street_labels":
            let labelOnly = layer == "street_labels"
            if OSMTagClassifier.railLines.contains(kind) { return labelOnly ? nil : (.rail, false) }
            guard let road = OSMTagClassifier.roadClass(kind) else { return nil }
            return (.road(road), labelOnly)
        case "place_labels":
            if kind.hasSuffix("capital") { return (.place(.city), false) }
            return OSMTagClassifier.placeClass(kind == "farm" ? "isolated_dwelling" : kind).map { (.place($0), false) }
        case "public_transport": return (.poi(.transport), false)
        case "pois":
            let keys = OSMTagClassifier.poiKeys + ["man_made", "emergency", "highway"]
            guard let value = keys.lazy.compactMap({ p[$0] }).first else { return nil }
            return (.poi(OSMTagClassifier.poiClass(value)), false)
        default: return nil
        }
    }

    /// Mapbox Streets v7 and v8 alike: v7 names roads in `road_label`, v8 on `road` itself.
    package static func mapboxStreets(layer: String, _ p: [String: String]) -> (kind: BasemapFeature.Kind, labelOnly: Bool)? {
        let cls = p["class"] ?? ""
        switch layer {
        case "water": return (.water, false)
        case "waterway": return (.waterway, false)
        case "landuse":
            let green = ["park", "pitch", "cemetery", "grass", "wood", "scrub", "agriculture", "garden", "golf_course"]
            return green.contains(cls) ? (.park, false) : ["glacier", "rock", "sand"].contains(cls) ? nil : (.landuse, false)
        case "landuse_overlay": return (.park, false)
        case "building": return p["underground"] == "true" ? nil : (.building, false)
        case "admin": return (.boundary, false)
        case "road", "road_label":
            let labelOnly = layer == "road_label"
            if ["major_rail", "minor_rail", "service_rail"].contains(cls) { return labelOnly ? nil : (.rail, false) }
            guard let road = mapboxRoadClass(cls, type: p["type"]) else { return nil }
            return (.road(road), labelOnly)
        case "place_label":
            if let place = p["type"].flatMap(OSMTagClassifier.placeClass) { return (.place(place), false) }
            switch cls {
            case "settlement": return (.place(.town), false)
            case "settlement_subdivision": return (.place(.suburb), false)
            default: return nil
            }
        case "poi_label": return (.poi(mapboxPOIClass(p)), false)
        case "rail_station_label", "transit_stop_label", "airport_label": return (.poi(.transport), false)
        default: return nil
        }
    }

    /// A Mapbox Streets `road` class as a road class; v7's `link` takes its class from the OSM
    /// `type` (`primary_link`).
    package static func mapboxRoadClass(_ cls: String, type: String?) -> BasemapFeature.RoadClass? {
        switch cls {
        case "link": type.flatMap(OSMTagClassifier.roadClass) ?? .minor
        case "street", "street_limited": .minor
        case "pedestrian": .path
        default: OSMTagClassifier.roadClass(cls)
        }
    }

    /// A Mapbox Streets `poi_label`'s class: v8's `class`, else its `type` (the OSM value written
    /// as a name: `Fast food`), else its `maki` icon.
    package static func mapboxPOIClass(_ p: [String: String]) -> BasemapFeature.POIClass {
        switch p["class"] {
        case "food_and_drink", "food_and_drink_stores": return .food
        case "lodging": return .lodging
        case "arts_and_entertainment", "historic", "religion", "education", "landmark": return .culture
        default: break
        }
        let fromType = OSMTagClassifier.poiClass(String((p["type"] ?? "").lowercased().map { $0 == " " ? "_" : $0 }))
        if fromType != .service { return fromType }
        switch p["maki"] ?? "" {
        case "lodging": return .lodging
        case "bus", "rail", "rail-metro", "rail-light", "ferry", "airport", "airfield", "entrance": return .transport
        case let maki: return OSMTagClassifier.poiClass(String(maki.map { $0 == "-" ? "_" : $0 }))
        }
    }
}
