import MapSceneBase
import MapSceneGeometry
import MapSceneModel

/// Reads a GeoJSON document (RFC 7946) into its features, by the one set of rules both data
/// files and basemap files are read by: a FeatureCollection's features, a single Feature, or a
/// bare geometry (a feature without properties). Every geometry type is read — Point,
/// MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection — each of
/// its points, lines and polygons one part. Positions are `[longitude, latitude]` in WGS 84, an
/// altitude after them read and unused; a file whose `"crs"` names another reference system is
/// refused. A line string needs 2 positions; a linear ring needs 3 distinct positions, closed or
/// not (a ring written without its closing repeat is read as it is, as KML's are). A Feature whose
/// geometry is null has no parts.
///
/// The first thing wrong ends the reading, with a `LocatedJSON.Failure` at its byte.
package enum GeoJSONReader {
    /// One feature of the document, its properties still as JSON for each reader to spell.
    package struct Feature {
        /// Its points, lines and areas, in the file's order.
        package var parts: [DataGeometry]
        /// The members of its `"properties"`; none when absent or null.
        package var properties: [(key: String, value: LocatedJSON)]
        /// The byte offset of the Feature (or of the bare geometry).
        package var offset: Int
    }

    private typealias Failure = LocatedJSON.Failure

    /// The features of `document`, parsed from `bytes` (kept for the spelling of numbers in messages).
    package static func features(of document: LocatedJSON, bytes: [UInt8]) throws -> [Feature] {
        guard case .object = document.value else {
            throw Failure(message: "expected a GeoJSON object, found \(document.kindName)", offset: document.offset)
        }
        try checkReferenceSystem(of: document)
        let geometry = GeoJSONGeometry(bytes: bytes)
        switch try typeName(of: document) {
        case "FeatureCollection":
            guard let list = document["features"] else {
                throw Failure(message: "a FeatureCollection needs \"features\"", offset: document.offset)
            }
            guard case .array(let elements) = list.value else {
                throw Failure(message: "\"features\" must be an array, found \(list.kindName)", offset: list.offset)
            }
            var features: [Feature] = []
            features.reserveCapacity(elements.count)
            for element in elements {
                guard case .object = element.value, try typeName(of: element) == "Feature" else {
                    throw Failure(
                        message:
                            "each element of \"features\" must be a Feature, found \(element.kindName == "an object" ? "a \((try? typeName(of: element)) ?? "object")" : element.kindName)",
                        offset: element.offset)
                }
                features.append(try feature(element, geometry: geometry))
            }
            return features
        case "Feature":
            return [try feature(document, geometry: geometry)]
        default:
            return [Feature(parts: try geometry.parts(of: document), properties: [], offset: document.offset)]
        }
    }

    /// One Feature: its geometry's parts and its properties.
    private static func feature(_ object: LocatedJSON, geometry reader: GeoJSONGeometry) throws -> Feature {
        guard let geometry = object["geometry"] else {
            throw Failure(message: "a Feature needs \"geometry\" (null when it has none)", offset: object.offset)
        }
        var properties: [(key: String, value: LocatedJSON)] = []
        if let members = object["properties"] {
            switch members.value {
            case .null: break
            case .object(let list): properties = list
            default:
                throw Failure(
                    message: "\"properties\" must be an object or null, found \(members.kindName)", offset: members.offset)
            }
        }
        var parts: [DataGeometry] = []
        if case .null = geometry.value {} else { parts = try reader.parts(of: geometry) }
        return Feature(parts: parts, properties: properties, offset: object.offset)
    }

    /// A GeoJSON object's `"type"`.
    package static func typeName(of object: LocatedJSON) throws -> String {
        guard let type = object["type"] else { throw Failure(message: "a GeoJSON object needs \"type\"", offset: object.offset) }
        guard let name = type.string else {
            throw Failure(message: "\"type\" must be a string, found \(type.kindName)", offset: type.offset)
        }
        return name
    }

    /// RFC 7946 positions are WGS 84 longitude and latitude; an older file may name another
    /// reference system, whose coordinates would be read as degrees and be wrong.
    private static func checkReferenceSystem(of document: LocatedJSON) throws {
        guard let crs = document["crs"] else { return }
        if case .null = crs.value { return }
        let name = crs["properties"]?["name"]?.string ?? ""
        guard !name.hasSuffix("CRS84"), !name.hasSuffix("4326") else { return }
        throw Failure(
            message:
                "the file's \"crs\" is \(name.isEmpty ? "not WGS 84" : "'\(name)'"); GeoJSON positions are longitude and latitude in degrees (RFC 7946)",
            offset: crs.offset)
    }
}

/// The parts of GeoJSON geometries, read from a document's `bytes`.
private struct GeoJSONGeometry {
    private typealias Failure = LocatedJSON.Failure

    /// The document's bytes, for the spelling of numbers in messages.
    package let bytes: [UInt8]

    /// The parts of a geometry, collections included.
    package func parts(of geometry: LocatedJSON, depth: Int = 0) throws -> [DataGeometry] {
        guard case .object = geometry.value else {
            throw Failure(message: "a geometry must be an object, found \(geometry.kindName)", offset: geometry.offset)
        }
        let type = try GeoJSONReader.typeName(of: geometry)
        if type == "GeometryCollection" {
            guard let list = geometry["geometries"], case .array(let members) = list.value else {
                throw Failure(message: "a GeometryCollection needs an array \"geometries\"", offset: geometry.offset)
            }
            guard depth < 16 else {
                throw Failure(message: "geometry collections are nested more than 16 deep", offset: geometry.offset)
            }
            return try members.flatMap { try parts(of: $0, depth: depth + 1) }
        }
        let known = ["Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon"]
        guard known.contains(type) else {
            throw Failure(
                message:
                    "unknown geometry type '\(type)'; expected Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon or GeometryCollection",
                offset: geometry["type"]?.offset ?? geometry.offset)
        }
        guard let coordinates = geometry["coordinates"] else {
            throw Failure(message: "a \(type) needs \"coordinates\"", offset: geometry.offset)
        }
        switch type {
        case "Point": return [.point(try position(coordinates))]
        case "MultiPoint": return try array(coordinates, of: "positions").map { .point(try position($0)) }
        case "LineString": return [.line(try line(coordinates))]
        case "MultiLineString": return try array(coordinates, of: "line strings").map { .line(try line($0)) }
        case "Polygon": return [try polygon(coordinates)]
        default: return try array(coordinates, of: "polygons").map(polygon)
        }
    }

    private func array(_ value: LocatedJSON, of what: String) throws -> [LocatedJSON] {
        guard case .array(let elements) = value.value else {
            throw Failure(message: "expected an array of \(what), found \(value.kindName)", offset: value.offset)
        }
        return elements
    }

    /// A `[longitude, latitude]` position, maybe with an altitude (and more) after them.
    private func position(_ value: LocatedJSON) throws -> Coordinate {
        let elements = try array(value, of: "numbers ([longitude, latitude])")
        guard elements.count >= 2 else {
            throw Failure(
                message:
                    "a position is [longitude, latitude]; this one has \(elements.count) number\(elements.count == 1 ? "" : "s")",
                offset: value.offset)
        }
        guard case .number(let longitude) = elements[0].value else {
            throw Failure(message: "a longitude must be a number, found \(elements[0].kindName)", offset: elements[0].offset)
        }
        guard case .number(let latitude) = elements[1].value else {
            throw Failure(message: "a latitude must be a number, found \(elements[1].kindName)", offset: elements[1].offset)
        }
        if let problem = DataNumbers.longitudeProblem(
            longitude, spelled: GeoJSONPropertyText.number(at: elements[0].offset, in: bytes))
        {
            throw Failure(message: problem, offset: elements[0].offset)
        }
        if let problem = DataNumbers.latitudeProblem(
            latitude, spelled: GeoJSONPropertyText.number(at: elements[1].offset, in: bytes))
        {
            throw Failure(message: problem + " (GeoJSON positions are [longitude, latitude])", offset: elements[1].offset)
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    private func line(_ value: LocatedJSON) throws -> [Coordinate] {
        let positions = try array(value, of: "positions").map(position)
        guard positions.count >= 2 else {
            throw Failure(message: "a line string needs at least 2 positions, found \(positions.count)", offset: value.offset)
        }
        return positions
    }

    /// A polygon: its exterior ring and holes, each of at least 3 distinct positions, closed or not.
    private func polygon(_ value: LocatedJSON) throws -> DataGeometry {
        let rings = try array(value, of: "linear rings").map { ring -> [Coordinate] in
            let positions = try array(ring, of: "positions").map(position)
            let distinct = positions.count - (positions.count > 1 && positions.first == positions.last ? 1 : 0)
            guard distinct >= 3 else {
                throw Failure(
                    message: "a linear ring needs at least 3 distinct positions, found \(distinct)", offset: ring.offset)
            }
            return positions
        }
        guard let exterior = rings.first else { throw Failure(message: "a polygon needs an exterior ring", offset: value.offset) }
        return .area(exterior: exterior, holes: Array(rings.dropFirst()))
    }
}
