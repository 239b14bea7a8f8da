/// Turns a feature's geometry commands into points, lines or polygons (specification 2.1, §4.3):
/// command integers `id | count << 3` — MoveTo (1) and LineTo (2) with `count` pairs of
/// zigzag-encoded deltas from the cursor, ClosePath (7) — and polygons split into rings by their
/// winding: a ring of positive area by the surveyor's formula on the tile (clockwise, y down)
/// starts a polygon, one of negative area is a hole in the polygon before it — or the other way
/// round for a feature whose first ring winds counter-clockwise (see `polygons(rings:version:)`).
package struct VectorTileGeometryDecoder {
    private enum Command { static let moveTo: UInt32 = 1, lineTo: UInt32 = 2, closePath: UInt32 = 7 }
    private enum GeometryType { static let unknown: UInt64 = 0, point: UInt64 = 1, lineString: UInt64 = 2, polygon: UInt64 = 3 }

    package let limits: VectorTileLimits
    /// The feature's command integers, filled by the caller.
    package var commands: [UInt32] = []
    private var parts = 0
    private var points = 0

    package init(limits: VectorTileLimits) {
        self.limits = limits
    }

    /// The geometry `commands` describe for a feature of geometry type `type`, in a layer of
    /// specification `version` (which decides how a counter-clockwise first ring is read).
    package mutating func decode(type: UInt64, version: Int) throws(VectorTileError) -> VectorTileGeometry {
        switch type {
        case GeometryType.unknown: return .unknown
        case GeometryType.point: return .points(try decodeParts(type: type).flatMap { $0 })
        case GeometryType.lineString:
            let lines = try decodeParts(type: type)
            guard lines.allSatisfy({ $0.count >= 2 }) else { throw Self.fault(.lineTooShort) }
            return .lineStrings(lines)
        case GeometryType.polygon: return .polygons(try Self.polygons(rings: decodeParts(type: type), version: version))
        default: throw Self.fault(.unknownGeometryType(type))
        }
    }

    /// The parts the commands draw: for points, one part of all the MoveTo points; for lines, one
    /// per MoveTo and the LineTo points after it; for polygons, one per ring, closed by ClosePath.
    private mutating func decodeParts(type: UInt64) throws(VectorTileError) -> [[TilePoint]] {
        var result: [[TilePoint]] = []
        var current: [TilePoint] = []
        var isOpen = false
        var x: Int64 = 0
        var y: Int64 = 0
        var index = 0
        while index < commands.count {
            let command = commands[index] & 7
            let count = commands[index] >> 3
            index += 1
            switch command {
            case Command.moveTo, Command.lineTo:
                guard UInt64(count) * 2 <= UInt64(commands.count - index) else {
                    throw Self.fault(.commandPastEnd(command: command, count: count))
                }
                if command == Command.lineTo {
                    guard type != GeometryType.point, isOpen else {
                        throw Self.fault(.commandNotAllowed(command: command, count: count))
                    }
                }
                guard points + Int(count) <= limits.points else { throw Self.fault(.tooMany("points", limit: limits.points)) }
                points += Int(count)
                for _ in 0..<count {
                    x += ProtobufReader.zigzag(UInt64(commands[index]))
                    y += ProtobufReader.zigzag(UInt64(commands[index + 1]))
                    index += 2
                    guard let px = Int32(exactly: x), let py = Int32(exactly: y) else { throw Self.fault(.coordinateOutOfRange) }
                    if command == Command.moveTo && type != GeometryType.point {
                        // A polygon's ring must be closed before the next one starts.
                        if isOpen && type == GeometryType.polygon { throw Self.fault(.malformedRing) }
                        if isOpen { try finish(&current, into: &result) }
                        isOpen = true
                    }
                    current.append(TilePoint(x: px, y: py))
                }
            case Command.closePath:
                guard type == GeometryType.polygon, count == 1, isOpen else {
                    throw Self.fault(.commandNotAllowed(command: command, count: count))
                }
                guard current.count >= 3 else { throw Self.fault(.malformedRing) }
                try finish(&current, into: &result)
                isOpen = false
            default:
                throw Self.fault(.unknownCommand(command))
            }
        }
        if isOpen && type == GeometryType.polygon { throw Self.fault(.malformedRing) }
        // The last line, or all the points.
        try finish(&current, into: &result)
        return result
    }

    private mutating func finish(_ part: inout [TilePoint], into parts: inout [[TilePoint]]) throws(VectorTileError) {
        guard !part.isEmpty else { return }
        guard self.parts < limits.parts else { throw Self.fault(.tooMany("points, lines and rings", limit: limits.parts)) }
        self.parts += 1
        parts.append(part)
        part = []
    }

    /// Rings grouped into polygons by winding. Rings of zero area (all points on a line) enclose
    /// nothing and are left out.
    ///
    /// The first ring's winding is the exterior's. Version 1 left winding free; version 2 asks
    /// for clockwise exteriors, but some writers (GDAL 3.6 at zoom 15) reverse every ring of a
    /// feature. Such a feature is read reversed, as MapLibre reads it, when the reading is
    /// consistent — every hole lies within its exterior's bounds — and is a `holeBeforeExterior`
    /// fault otherwise. Rings read reversed are turned back (from the same first point), so
    /// exteriors always wind clockwise on the tile and holes the other way.
    private static func polygons(rings: [[TilePoint]], version: Int) throws(VectorTileError) -> [TilePolygon] {
        var polygons: [TilePolygon] = []
        var exteriorIsPositive: Bool?
        for ring in rings {
            let area = signedArea(ring)
            if area == 0 { continue }
            let positive = area > 0
            if exteriorIsPositive == nil { exteriorIsPositive = positive }
            if positive == exteriorIsPositive {
                polygons.append(TilePolygon(exterior: ring))
            } else {
                polygons[polygons.count - 1].interiors.append(ring)
            }
        }
        guard exteriorIsPositive == false else { return polygons }
        if version >= 2 {
            guard polygons.allSatisfy(holesLieWithinTheExterior) else { throw Self.fault(.holeBeforeExterior) }
        }
        return polygons.map { TilePolygon(exterior: reversed($0.exterior), interiors: $0.interiors.map(reversed)) }
    }

    /// True when every point of every hole lies within the bounds of the polygon's exterior.
    private static func holesLieWithinTheExterior(_ polygon: TilePolygon) -> Bool {
        guard !polygon.interiors.isEmpty else { return true }
        var (minX, minY, maxX, maxY) = (Int32.max, Int32.max, Int32.min, Int32.min)
        for point in polygon.exterior {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        return polygon.interiors.allSatisfy { hole in
            hole.allSatisfy { (minX...maxX).contains($0.x) && (minY...maxY).contains($0.y) }
        }
    }

    /// The ring wound the other way, from the same first point.
    private static func reversed(_ ring: [TilePoint]) -> [TilePoint] {
        [ring[0]] + ring[1...].reversed()
    }

    /// An error at no place yet: the caller knows the feature and the byte.
    private static func fault(_ reason: VectorTileError.Reason) -> VectorTileError { VectorTileError(reason, at: 0) }

    /// Twice the ring's area by the surveyor's formula on the tile's y-down coordinates: positive
    /// for rings that wind clockwise as the tile is drawn.
    package static func signedArea(_ ring: [TilePoint]) -> Double {
        var sum = 0.0
        var previous = ring[ring.count - 1]
        for point in ring {
            sum += Double(previous.x) * Double(point.y) - Double(point.x) * Double(previous.y)
            previous = point
        }
        return sum
    }
}
