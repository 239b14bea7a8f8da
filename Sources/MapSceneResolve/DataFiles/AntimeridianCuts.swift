import MapSceneGeometry
import MapSceneModel

/// Joins the parts of a feature that a writer cut at the antimeridian (RFC 7946 §3.1.9: a line
/// or polygon crossing ±180° is written as two parts, one ending on 180° and one starting on
/// -180°, or the other way), so the scene can draw them as the one shape they are.
///
/// Only parts that meet exactly are joined: a line ending at (φ, ±180) with one starting at
/// (φ, ∓180), and two polygons whose exterior rings share an edge on the antimeridian, walked
/// in opposite directions. The joined shapes keep their longitudes in -180...180; drawing them
/// continuous is unwrapping each point next to the one before, as the compiler does for every
/// line and ring. Everything else is left as it is.
package enum AntimeridianCuts {
    /// `parts` with the pieces of each cut line and polygon joined, in the order of their first pieces.
    package static func joined(_ parts: [DataGeometry]) -> [DataGeometry] {
        var result: [DataGeometry] = []
        for part in parts {
            var part = part
            // Join with every earlier part it continues, until none is left.
            var index = 0
            while index < result.count {
                if let merged = join(result[index], part) {
                    result.remove(at: index)
                    part = merged
                    index = 0
                } else {
                    index += 1
                }
            }
            result.append(part)
        }
        return result
    }

    /// The one shape `a` and `b` make when they meet at the antimeridian.
    package static func join(_ a: DataGeometry, _ b: DataGeometry) -> DataGeometry? {
        switch (a, b) {
        case (.line(let first), .line(let second)):
            if let last = first.last, let start = second.first, meets(last, start) { return .line(first + second.dropFirst()) }
            if let last = second.last, let start = first.first, meets(last, start) { return .line(second + first.dropFirst()) }
            return nil
        case (.area(let first, let firstHoles), .area(let second, let secondHoles)):
            return joinedRing(first, second).map { .area(exterior: $0, holes: firstHoles + secondHoles) }
        default:
            return nil
        }
    }

    /// True when `a` and `b` are the same point seen from the two sides of the antimeridian.
    private static func meets(_ a: Coordinate, _ b: Coordinate) -> Bool {
        abs(a.longitude) == 180 && a.longitude == -b.longitude && a.latitude == b.latitude
    }

    /// One ring around two rings that share an edge on the antimeridian; nil when they share none.
    private static func joinedRing(_ first: [Coordinate], _ second: [Coordinate]) -> [Coordinate]? {
        let p = open(first), q = open(second)
        guard p.count >= 3, q.count >= 3 else { return nil }
        for i in p.indices {
            let (a, b) = (p[i], p[(i + 1) % p.count])
            guard abs(a.longitude) == 180, a.longitude == b.longitude, a.latitude != b.latitude else { continue }
            // The same edge on the other side, walked the other way: from b's twin to a's twin.
            for j in q.indices where meets(b, q[j]) && meets(a, q[(j + 1) % q.count]) {
                // p from b round to a, then q from after a's twin round to before b's twin.
                let pWalk = (0..<p.count).map { p[(i + 1 + $0) % p.count] }
                let qWalk = (0..<(q.count - 2)).map { q[(j + 2 + $0) % q.count] }
                let ring = pWalk + qWalk
                return ring + [ring[0]]
            }
        }
        return nil
    }

    /// A ring without its closing point.
    private static func open(_ ring: [Coordinate]) -> [Coordinate] {
        ring.count > 1 && ring.first == ring.last ? Array(ring.dropLast()) : ring
    }
}
