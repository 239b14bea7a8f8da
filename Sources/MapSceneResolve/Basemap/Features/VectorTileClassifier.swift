import MapSceneModel

/// What a vector tile feature is, in the two schemas people have: OpenMapTiles and the
/// Protomaps basemap, mapped onto the same feature kinds as OpenStreetMap tags.
package enum VectorTileClassifier {
    /// The kind of a feature of `layer` with `properties`; nil for what the base map leaves out.
    /// `labelOnly` is true for features that only carry a name for a feature drawn from another
    /// layer (OpenMapTiles' `transportation_name`).
    package static func kind(layer: String, properties: [String: String], schema: VectorTileSchema) -> (
        kind: BasemapFeature.Kind, labelOnly: Bool
    )? {
        switch schema {
        case .protomaps: return protomaps(layer: layer, properties).map { ($0, false) }
        case .openMapTiles, .unknown: return openMapTiles(layer: layer, properties)
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
}
