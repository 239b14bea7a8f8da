import MapSceneBase
import MapSceneGeometry
import MapSceneModel

/// Reads a GeoJSON document (RFC 7946) into its features, by the one set of rules both data
/// files and basemap files are read by: a FeatureCollection's features, a single Feature, or a
/// bare geometry (a feature without properties). Every geometry type is read — Point,
/// MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection — each of
/// its points, lines and polygons one part. Positions are `[longitude, latitude]` in WGS 84, an
/// altitude after them read and unused; a file whose `"crs"` names another reference system is
/// refused. A ring written without its closing repeat is read as it is, as KML's are. A Feature
/// whose geometry is null has no parts.
///
/// A part too degenerate to draw is left out and counted (`DegenerateParts`), and the rest is
/// read: a line string of fewer than 2 positions, a polygon whose exterior ring has fewer than 3
/// distinct positions or encloses no area (with its holes), such a hole, a point or polygon with
/// empty coordinates. What makes the file unreadable — a member of the wrong type, a position that
/// is not numbers or is out of range — ends the reading, with a `LocatedJSON.Failure` at its byte.
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

    /// The features of `document`, parsed from `bytes` (kept for the spelling of numbers in
    /// messages), and the parts left out of them.
    package static func features(of document: LocatedJSON, bytes: [UInt8]) throws -> (
        features: [Feature], leftOut: DegenerateParts
    ) {
        guard case .object = document.value else {
            throw Failure(message: "expected a GeoJSON object, found \(document.kindName)", offset: document.offset)
        }
        try checkReferenceSystem(of: document)
        var geometry = GeoJSONGeometry(bytes: bytes)
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
                features.append(try feature(element, geometry: &geometry))
            }
            return (features, geometry.leftOut)
        case "Feature":
            let one = try feature(document, geometry: &geometry)
            return ([one], geometry.leftOut)
        default:
            let parts = try geometry.parts(of: document)
            return ([Feature(parts: parts, properties: [], offset: document.offset)], geometry.leftOut)
        }
    }

    /// One Feature: its geometry's parts and its properties.
    private static func feature(_ object: LocatedJSON, geometry reader: inout GeoJSONGeometry) throws -> Feature {
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

/// The parts of GeoJSON geometries, read from a document's `bytes`, and those left out.
private struct GeoJSONGeometry {
    private typealias Failure = LocatedJSON.Failure

    /// The document's bytes, for the spelling of numbers in messages.
    let bytes: [UInt8]
    /// The parts too degenerate to draw, left out so far.
    var leftOut = DegenerateParts()

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The parts of a geometry, collections included.
    mutating func parts(of geometry: LocatedJSON, depth: Int = 0) throws -> [DataGeometry] {
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
            var parts: [DataGeometry] = []
            for member in members { parts += try self.parts(of: member, depth: depth + 1) }
            return parts
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
        case "Point": return try point(coordinates).map { [$0] } ?? []
        case "MultiPoint": return try array(coordinates, of: "positions").compactMap { try point($0) }
        case "LineString": return try line(coordinates).map { [$0] } ?? []
        case "MultiLineString": return try array(coordinates, of: "line strings").compactMap { try line($0) }
        case "Polygon": return try polygon(coordinates).map { [$0] } ?? []
        default: return try array(coordinates, of: "polygons").compactMap { try polygon($0) }
        }
    }

    private func array(_ value: LocatedJSON, of what: String) throws -> [LocatedJSON] {
        guard case .array(let elements) = value.value else {
            throw Failure(message: "expected an array of \(what), found \(value.kindName)", offset: value.offset)
        }
        return elements
    }

    /// A point; nil, left out, when its coordinates are empty (RFC 7946 §3.1 lets a processor
    /// read them as no geometry).
    private mutating func point(_ value: LocatedJSON) throws -> DataGeometry? {
        if case .array(let elements) = value.value, elements.isEmpty {
            leftOut.leaveOut("a point without coordinates", because: "it has no position", at: value.offset..<value.offset)
            return nil
        }
        return .point(try position(value))
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

    /// A line of 2 or more positions; nil, left out, for fewer.
    private mutating func line(_ value: LocatedJSON) throws -> DataGeometry? {
        let positions = try array(value, of: "positions").map(position)
        guard positions.count >= 2 else {
            leftOut.leaveOut(
                "a line string of \(DegenerateParts.positions(positions.count))", because: "a line needs at least 2 positions",
                at: value.offset..<value.offset)
            return nil
        }
        return .line(positions)
    }

    /// A polygon: its exterior ring and holes, closed or not. A polygon whose exterior encloses
    /// no area is left out (nil), as is such a hole, and a polygon without rings.
    private mutating func polygon(_ value: LocatedJSON) throws -> DataGeometry? {
        let written = try array(value, of: "linear rings")
        let read = try written.map { try array($0, of: "positions").map(position) }
        var rings: [[Coordinate]] = []
        for (index, positions) in read.enumerated() {
            guard DegenerateParts.enclosesNoArea(positions) else {
                rings.append(positions)
                continue
            }
            let distinct = DegenerateParts.distinctCount(positions)
            let what =
                "\(index == 0 ? "a polygon's exterior ring" : "a hole") of \(DegenerateParts.positions(distinct, distinct: distinct != positions.count))"
            let why =
                distinct < 3 ? "a ring needs at least 3 distinct positions" : "its positions lie on one line and enclose no area"
            leftOut.leaveOut(what, because: why, at: written[index].offset..<written[index].offset)
            // Without its exterior the polygon has nothing to draw; its holes go with it.
            if index == 0 { return nil }
        }
        guard let exterior = rings.first else {
            leftOut.leaveOut("a polygon without rings", because: "it has no exterior ring", at: value.offset..<value.offset)
            return nil
        }
        return .area(exterior: exterior, holes: Array(rings.dropFirst()))
    }
}
