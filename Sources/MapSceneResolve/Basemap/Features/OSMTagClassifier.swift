import MapSceneModel

/// What an OpenStreetMap feature is, from its tags (`highway`, `railway`, `waterway`, `natural`,
/// `landuse`, `leisure`, `building`, `boundary`, `place`, `amenity`, …) or from the `class` and
/// `kind` properties of extracts that summarise them (`class: road, kind: residential`).
package enum OSMTagClassifier {
    /// The kind of the feature with `properties`; nil for what the base map does not draw.
    package static func kind(of properties: [String: String]) -> BasemapFeature.Kind? {
        summarised(properties) ?? tagged(properties)
    }

    /// The kind of a feature from its raw OpenStreetMap tags alone (OSM QA tiles' `osm` layer,
    /// where a `class` key is just another tag).
    package static func tagged(_ properties: [String: String]) -> BasemapFeature.Kind? {
        if let highway = properties["highway"], let road = roadClass(highway) { return .road(road) }
        if let railway = properties["railway"], railLines.contains(railway) { return .rail }
        if let building = properties["building"], building != "no" { return .building }
        if let waterway = properties["waterway"] {
            if ["riverbank", "dock", "basin"].contains(waterway) { return .water }
            if waterLines.contains(waterway) { return .waterway }
        }
        if let natural = properties["natural"] {
            if ["water", "bay", "strait", "lake", "reservoir"].contains(natural) { return .water }
            if greenNatural.contains(natural) { return .park }
        }
        if let landuse = properties["landuse"] {
            if ["reservoir", "basin", "salt_pond"].contains(landuse) { return .water }
            if greenLanduse.contains(landuse) { return .park }
            return .landuse
        }
        if let leisure = properties["leisure"], greenLeisure.contains(leisure) { return .park }
        if properties["boundary"] == "administrative" { return .boundary }
        if let place = properties["place"], let placeClass = placeClass(place) { return .place(placeClass) }
        if properties["name"] != nil, let key = poiKeys.first(where: { properties[$0] != nil }) {
            return .poi(poiClass(properties[key] ?? "", railway: properties["railway"]))
        }
        return nil
    }

    /// The `class`/`kind` summary: `class` one of road, rail, waterway, water, park, green,
    /// building, poi, landuse, boundary, place; `kind` the OSM value.
    package static func summarised(_ properties: [String: String]) -> BasemapFeature.Kind? {
        guard let cls = properties["class"] else { return nil }
        let kind = properties["kind"] ?? ""
        switch cls {
        case "road": return .road(roadClass(kind) ?? .minor)
        case "rail": return .rail
        case "waterway": return .waterway
        case "water": return .water
        case "park", "green": return .park
        case "landuse": return .landuse
        case "building": return .building
        case "boundary": return .boundary
        case "place": return .place(placeClass(kind) ?? .neighbourhood)
        case "poi": return placeClass(kind).map { .place($0) } ?? .poi(poiClass(kind))
        default: return nil
        }
    }

    /// The road class of an OSM `highway` value; nil for what is not a road (a bus stop).
    package static func roadClass(_ highway: String) -> BasemapFeature.RoadClass? {
        let base = highway.hasSuffix("_link") ? String(highway.dropLast(5)) : highway
        switch base {
        case "motorway", "trunk": return .motorway
        case "primary": return .primary
        case "secondary": return .secondary
        case "tertiary": return .tertiary
        case "residential", "unclassified", "living_street", "road", "pedestrian", "busway": return .minor
        case "service", "track", "raceway": return .service
        case "footway", "path", "cycleway", "steps", "bridleway", "corridor", "sidewalk", "crossing": return .path
        default: return nil
        }
    }

    /// The place class of an OSM `place` value.
    package static func placeClass(_ place: String) -> BasemapFeature.PlaceClass? {
        switch place {
        case "city", "capital": .city
        case "town": .town
        case "suburb", "quarter", "borough", "district": .suburb
        case "neighbourhood", "village", "hamlet", "locality", "isolated_dwelling": .neighbourhood
        default: nil
        }
    }

    /// The class of a point of interest from its OSM value (`amenity`, `tourism`, …).
    package static func poiClass(_ value: String, railway: String? = nil) -> BasemapFeature.POIClass {
        if railway == "station" || railway == "halt" { return .transport }
        switch value {
        case "station", "bus_station", "ferry_terminal", "halt", "tram_stop", "subway_entrance", "taxi", "bicycle_rental",
            "car_rental", "parking", "platform", "stop_position":
            return .transport
        case "museum", "theatre", "gallery", "cinema", "arts_centre", "library", "attraction", "artwork", "place_of_worship",
            "concert_hall", "events_venue", "conference_centre", "public_building", "townhall", "monument", "memorial", "castle",
            "viewpoint", "zoo", "university", "college", "school":
            return .culture
        case "hotel", "hostel", "guest_house", "motel", "apartment":
            return .lodging
        case "restaurant", "cafe", "fast_food", "pub", "bar", "nightclub", "food_court", "ice_cream", "biergarten", "bakery":
            return .food
        default:
            return value.contains("restaurant") || value.contains("cafe") ? .food : .service
        }
    }

    package static let railLines: Set<String> = [
        "rail", "tram", "subway", "light_rail", "narrow_gauge", "monorail", "funicular", "preserved",
    ]
    package static let waterLines: Set<String> = ["river", "stream", "canal", "drain", "ditch", "brook"]
    package static let greenNatural: Set<String> = ["wood", "scrub", "grassland", "heath", "wetland", "meadow"]
    package static let greenLanduse: Set<String> = [
        "grass", "forest", "meadow", "recreation_ground", "village_green", "cemetery", "allotments", "orchard", "vineyard",
        "flowerbed",
    ]
    package static let greenLeisure: Set<String> = [
        "park", "garden", "playground", "pitch", "nature_reserve", "common", "golf_course", "dog_park", "recreation_ground",
    ]
    package static let poiKeys = ["amenity", "shop", "tourism", "historic", "leisure", "office", "public_transport", "craft"]
}
