import Foundation

/// A point on MapKit's flat Web Mercator world (`MKMapPoint`): x east, y south, the world
/// `MapSize.world` points across.
public struct MapPoint: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double

    /// Creates a map point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of a coordinate (`MKMapPointForCoordinate`); latitudes beyond Web
    /// Mercator's ±85.0511° are clamped to it.
    public init(_ coordinate: Coordinate) {
        let world = MapSize.world.width
        let latitude = min(max(coordinate.latitude, -MapSize.maximumLatitude), MapSize.maximumLatitude)
        let sinLat = sin(latitude * .pi / 180)
        x = (coordinate.longitude + 180) / 360 * world
        y = (0.5 - log((1 + sinLat) / (1 - sinLat)) / (4 * .pi)) * world
    }

    /// The coordinate of this map point (`MKCoordinateForMapPoint`); x is wrapped into the world.
    public var coordinate: Coordinate {
        let world = MapSize.world.width
        let longitude = x / world * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}

/// A size in map points (`MKMapSize`).
public struct MapSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    /// Creates a map size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `MKMapSizeWorld`: 2^28 × 2^28 map points.
    public static let world = MapSize(width: 268_435_456, height: 268_435_456)

    /// The latitude where Web Mercator's square world ends.
    public static let maximumLatitude = 85.05112877980659
}

/// A rectangle in map points (`MKMapRect`). Its x may run past the world's east edge, so a rect
/// can cross the antimeridian.
public struct MapRect: Sendable, Equatable {
    public var origin: MapPoint
    public var size: MapSize

    /// Creates a map rect from origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = MapPoint(x: x, y: y)
        size = MapSize(width: width, height: height)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The smallest rect holding every point.
    public static func bounding(_ points: [MapPoint]) -> MapRect? {
        guard let first = points.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return MapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Earth measures in MapKit's terms.
public enum Earth {
    /// WGS84's equatorial radius in meters, the sphere Web Mercator projects.
    public static let equatorialRadius = 6_378_137.0
    /// The equator's length in meters.
    public static let circumference = 2 * Double.pi * equatorialRadius

    /// `MKMetersPerMapPointAtLatitude`.
    public static func metersPerMapPoint(atLatitude latitude: Double) -> Double {
        let clamped = min(max(latitude, -MapSize.maximumLatitude), MapSize.maximumLatitude)
        return circumference / MapSize.world.width * cos(clamped * .pi / 180)
    }

    /// `MKMapPointsPerMeterAtLatitude`.
    public static func mapPointsPerMeter(atLatitude latitude: Double) -> Double {
        1 / metersPerMapPoint(atLatitude: latitude)
    }

    /// The coordinate `east` and `north` meters from `origin`, on a local tangent plane (good for
    /// the short distances of custom paths and circles up to a few hundred kilometers).
    public static func offset(_ origin: Coordinate, east: Double, north: Double) -> Coordinate {
        let latitudeRadians = origin.latitude * .pi / 180
        let metersPerDegreeLatitude = 111_132.954 - 559.822 * cos(2 * latitudeRadians) + 1.175 * cos(4 * latitudeRadians)
        let metersPerDegreeLongitude = max(1e-9, .pi / 180 * equatorialRadius * cos(latitudeRadians) / sqrt(1 - 0.00669437999014 * pow(sin(latitudeRadians), 2)))
        return Coordinate(latitude: origin.latitude + north / metersPerDegreeLatitude, longitude: origin.longitude + east / metersPerDegreeLongitude)
    }

    /// The point `distance` meters from `origin` along `bearing` degrees (clockwise from north),
    /// on the sphere: good to a fraction of a percent, which a drawn circle needs.
    public static func destination(from origin: Coordinate, distance: Double, bearing: Double) -> Coordinate {
        let radius = 6_371_008.8
        let delta = distance / radius
        let theta = bearing * .pi / 180
        let phi1 = origin.latitude * .pi / 180
        let lambda1 = origin.longitude * .pi / 180
        let phi2 = asin(sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(theta))
        let lambda2 = lambda1 + atan2(sin(theta) * sin(delta) * cos(phi1), cos(delta) - sin(phi1) * sin(phi2))
        return Coordinate(latitude: phi2 * 180 / .pi, longitude: lambda2 * 180 / .pi)
    }
}
