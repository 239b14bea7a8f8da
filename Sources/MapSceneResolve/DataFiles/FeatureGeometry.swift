import MapSceneGeometry
import MapSceneModel

/// What a polyline or polygon takes from a data file's features (`source:`).
package enum FeatureGeometry {
    /// The lines of `features` for a polyline: every line part on its own (a GPX track's
    /// segments are not joined across their gaps) and the outline of every area; a file of
    /// points only (CSV rows, waypoints) gives one line through them in file order. Lines of
    /// fewer than 2 points are left out.
    package static func lines(of features: [DataFeature]) -> [[Coordinate]] {
        var lines: [[Coordinate]] = []
        var points: [Coordinate] = []
        for feature in features {
            for part in feature.parts {
                switch part {
                case .point(let c): points.append(c)
                case .line(let line): lines.append(line)
                case .area(let exterior, let holes): lines += ([exterior] + holes).map(closed)
                }
            }
        }
        if lines.isEmpty { lines = [points] }
        return lines.filter { $0.count >= 2 }
    }

    /// The areas of `features` for a polygon: every area with its holes; a file without areas
    /// gives each line as a ring, and a file of points only one ring through them. Rings of
    /// fewer than 3 points are left out.
    package static func areas(of features: [DataFeature]) -> [PolygonArea] {
        var areas: [PolygonArea] = []
        var lines: [[Coordinate]] = []
        var points: [Coordinate] = []
        for feature in features {
            for part in feature.parts {
                switch part {
                case .point(let c): points.append(c)
                case .line(let line): lines.append(line)
                case .area(let exterior, let holes): areas.append(PolygonArea(exterior: exterior, holes: holes.filter(isRing)))
                }
            }
        }
        if areas.isEmpty { areas = (lines.isEmpty ? [points] : lines).map { PolygonArea(exterior: $0) } }
        return areas.filter { isRing($0.exterior) }
    }

    /// The number of points of `features`, for messages.
    package static func pointCount(of features: [DataFeature]) -> Int {
        features.reduce(0) { total, feature in
            feature.parts.reduce(total) { count, part in
                switch part {
                case .point: count + 1
                case .line(let line): count + line.count
                case .area(let exterior, let holes): count + exterior.count + holes.reduce(0) { $0 + $1.count }
                }
            }
        }
    }

    /// A ring has at least 3 distinct points (a closing repeat of the first does not count).
    package static func isRing(_ ring: [Coordinate]) -> Bool {
        let count = ring.count >= 2 && ring.first == ring.last ? ring.count - 1 : ring.count
        return count >= 3
    }

    /// The ring as a closed line: its first point repeated at the end.
    private static func closed(_ ring: [Coordinate]) -> [Coordinate] {
        guard let first = ring.first, ring.last != first else { return ring }
        return ring + [first]
    }
}
