/// Reads a GeoJSON file (RFC 7946) of OpenStreetMap features into basemap features: every
/// geometry type, multi-parts and geometry collections included; positions are
/// `[longitude, latitude]` and become map points. Features the base map does not draw (no
/// recognised tags, or a geometry that does not suit what they are) are passed over.
enum GeoJSONBasemapReader {
    /// What a map drawn from OpenStreetMap data credits, unless the file names its own source
    /// with a top-level `"attribution"` member.
    static let openStreetMapAttribution = "© OpenStreetMap contributors"

    /// The features of the GeoJSON document in `bytes`, or what is wrong with it and at which byte.
    static func read(_ bytes: [UInt8]) -> Result<BasemapFeatureLayer, LocatedJSON.Failure> {
        let document: LocatedJSON
        switch LocatedJSON.parse(bytes) {
        case .success(let value): document = value
        case .failure(let failure): return .failure(failure)
        }
        do {
            var features: [BasemapFeature] = []
            try collect(document, into: &features)
            let attribution = document["attribution"]?.string ?? openStreetMapAttribution
            return .success(BasemapFeatureLayer(features: features, attribution: attribution))
        } catch let failure as LocatedJSON.Failure {
            return .failure(failure)
        } catch {
            return .failure(LocatedJSON.Failure(message: "\(error)", offset: 0))
        }
    }

    /// The features of a top-level object: a feature collection, a feature or a bare geometry.
    static func collect(_ object: LocatedJSON, into features: inout [BasemapFeature]) throws {
        guard case .object = object.value else { throw LocatedJSON.Failure(message: "expected a GeoJSON object, found \(object.kindName)", offset: object.offset) }
        let type = try typeName(of: object)
        switch type {
        case "FeatureCollection":
            guard let list = object["features"] else { throw LocatedJSON.Failure(message: "a FeatureCollection needs \"features\"", offset: object.offset) }
            guard case .array(let elements) = list.value else { throw LocatedJSON.Failure(message: "\"features\" must be an array, found \(list.kindName)", offset: list.offset) }
            for element in elements {
                guard case .object = element.value, try typeName(of: element) == "Feature" else {
                    throw LocatedJSON.Failure(message: "each element of \"features\" must be a Feature", offset: element.offset)
                }
                try feature(element, into: &features)
            }
        case "Feature":
            try feature(object, into: &features)
        default:
            _ = try GeometryParts(object)  // a bare geometry has no tags to draw it by, but must be valid
        }
    }

    /// The features one GeoJSON feature gives: one per kind of geometry it holds that suits it.
    static func feature(_ object: LocatedJSON, into features: inout [BasemapFeature]) throws {
        let properties = try self.properties(of: object)
        guard let geometry = object["geometry"] else { throw LocatedJSON.Failure(message: "a Feature needs \"geometry\" (null when it has none)", offset: object.offset) }
        if case .null = geometry.value { return }
        let parts = try GeometryParts(geometry)
        guard let kind = OSMTagClassifier.kind(of: properties) else { return }
        let name = properties["name"]
        switch kind {
        case .water, .park, .landuse, .building:
            if !parts.areas.isEmpty, let f = BasemapFeature(kind: kind, geometry: .areas(parts.areas), name: name) { features.append(f) }
        case .road, .rail, .waterway, .boundary:
            if !parts.lines.isEmpty, let f = BasemapFeature(kind: kind, geometry: .lines(parts.lines), name: name) { features.append(f) }
        case .place, .poi:
            guard name != nil else { return }
            let points = parts.points.isEmpty ? parts.areas.compactMap { $0.first.flatMap(MapRect.bounding).map { MapPoint(x: $0.midX, y: $0.midY) } } : parts.points
            if !points.isEmpty, let f = BasemapFeature(kind: kind, geometry: .points(points), name: name) { features.append(f) }
        }
    }

    /// A member's `"type"` string.
    static func typeName(of object: LocatedJSON) throws -> String {
        guard let type = object["type"] else { throw LocatedJSON.Failure(message: "a GeoJSON object needs \"type\"", offset: object.offset) }
        guard let name = type.string else { throw LocatedJSON.Failure(message: "\"type\" must be a string, found \(type.kindName)", offset: type.offset) }
        return name
    }

    /// A feature's properties as text: strings as written, numbers and booleans spelled out.
    static func properties(of object: LocatedJSON) throws -> [String: String] {
        guard let properties = object["properties"] else { return [:] }
        switch properties.value {
        case .null: return [:]
        case .object(let members):
            var result: [String: String] = [:]
            for (key, value) in members {
                switch value.value {
                case .string(let s): result[key] = s
                case .number(let n): result[key] = n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
                case .bool(let b): result[key] = b ? "yes" : "no"
                default: break
                }
            }
            return result
        default:
            throw LocatedJSON.Failure(message: "\"properties\" must be an object or null, found \(properties.kindName)", offset: properties.offset)
        }
    }
}

/// A GeoJSON geometry taken apart: its points, lines and polygons (each an exterior ring and its
/// holes) in map points, from every geometry type, collections included.
struct GeometryParts {
    var points: [MapPoint] = []
    var lines: [[MapPoint]] = []
    var areas: [[[MapPoint]]] = []

    /// The parts of `geometry`; a located failure for anything RFC 7946 does not allow.
    init(_ geometry: LocatedJSON, depth: Int = 0) throws {
        guard case .object = geometry.value else {
            throw LocatedJSON.Failure(message: "a geometry must be an object, found \(geometry.kindName)", offset: geometry.offset)
        }
        let type = try GeoJSONBasemapReader.typeName(of: geometry)
        if type == "GeometryCollection" {
            guard let list = geometry["geometries"], case .array(let members) = list.value else {
                throw LocatedJSON.Failure(message: "a GeometryCollection needs an array \"geometries\"", offset: geometry.offset)
            }
            guard depth < 16 else { throw LocatedJSON.Failure(message: "geometry collections are nested too deep", offset: geometry.offset) }
            for member in members {
                let parts = try GeometryParts(member, depth: depth + 1)
                points += parts.points
                lines += parts.lines
                areas += parts.areas
            }
            return
        }
        guard let coordinates = geometry["coordinates"] else {
            throw LocatedJSON.Failure(message: "a \(type) needs \"coordinates\"", offset: geometry.offset)
        }
        switch type {
        case "Point": points = [try Self.position(coordinates)]
        case "MultiPoint": points = try Self.array(coordinates, of: "positions").map(Self.position)
        case "LineString": lines = [try Self.line(coordinates)]
        case "MultiLineString": lines = try Self.array(coordinates, of: "line strings").map(Self.line)
        case "Polygon": areas = [try Self.polygon(coordinates)]
        case "MultiPolygon": areas = try Self.array(coordinates, of: "polygons").map(Self.polygon)
        default:
            throw LocatedJSON.Failure(
                message: "unknown geometry type '\(type)'; expected Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon or GeometryCollection",
                offset: geometry["type"]?.offset ?? geometry.offset)
        }
    }

    static func array(_ value: LocatedJSON, of what: String) throws -> [LocatedJSON] {
        guard case .array(let elements) = value.value else {
            throw LocatedJSON.Failure(message: "expected an array of \(what), found \(value.kindName)", offset: value.offset)
        }
        return elements
    }

    /// A `[longitude, latitude]` position (an altitude after them is allowed and unused).
    static func position(_ value: LocatedJSON) throws -> MapPoint {
        let elements = try array(value, of: "numbers ([longitude, latitude])")
        guard elements.count >= 2, case .number(let longitude) = elements[0].value, case .number(let latitude) = elements[1].value else {
            throw LocatedJSON.Failure(message: "a position is [longitude, latitude] in numbers", offset: value.offset)
        }
        guard abs(longitude) <= 180 else { throw LocatedJSON.Failure(message: "longitude \(longitude) is outside -180...180", offset: elements[0].offset) }
        guard abs(latitude) <= 90 else {
            throw LocatedJSON.Failure(message: "latitude \(latitude) is outside -90...90 (GeoJSON positions are [longitude, latitude])", offset: elements[1].offset)
        }
        return MapPoint(Coordinate(latitude: latitude, longitude: longitude))
    }

    static func line(_ value: LocatedJSON) throws -> [MapPoint] {
        let positions = try array(value, of: "positions").map(position)
        guard positions.count >= 2 else { throw LocatedJSON.Failure(message: "a line string needs at least 2 positions", offset: value.offset) }
        return positions
    }

    static func polygon(_ value: LocatedJSON) throws -> [[MapPoint]] {
        let rings = try array(value, of: "linear rings").map { ring -> [MapPoint] in
            let positions = try array(ring, of: "positions").map(position)
            guard positions.count >= 4 else { throw LocatedJSON.Failure(message: "a linear ring needs at least 4 positions", offset: ring.offset) }
            return positions
        }
        guard !rings.isEmpty else { throw LocatedJSON.Failure(message: "a polygon needs an exterior ring", offset: value.offset) }
        return rings
    }
}
