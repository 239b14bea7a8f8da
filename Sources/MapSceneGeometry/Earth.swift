import Foundation

/// Earth measures in MapKit's terms. Map points live on Web Mercator's sphere; meters between
/// places are measured along geodesics of the WGS84 ellipsoid.
package enum Earth {
    /// WGS84's equatorial radius in meters, the sphere Web Mercator projects.
    package static let equatorialRadius = 6_378_137.0
    /// The equator's length in meters.
    package static let circumference = 2 * Double.pi * equatorialRadius

    /// `MKMetersPerMapPointAtLatitude`.
    package static func metersPerMapPoint(atLatitude latitude: Double) -> Double {
        let clamped = min(max(latitude, -MapSize.maximumLatitude), MapSize.maximumLatitude)
        return circumference / MapSize.world.width * cos(clamped * .pi / 180)
    }

    /// `MKMapPointsPerMeterAtLatitude`.
    package static func mapPointsPerMeter(atLatitude latitude: Double) -> Double {
        1 / metersPerMapPoint(atLatitude: latitude)
    }

    /// `MKMetersBetweenMapPoints`: meters along the geodesic between the coordinates of two map
    /// points.
    package static func metersBetween(_ a: MapPoint, _ b: MapPoint) -> Double {
        distance(a.coordinate, b.coordinate)
    }

    /// Meters along the shortest geodesic between two coordinates on the WGS84 ellipsoid
    /// (`CLLocation.distance(from:)`).
    package static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        Geodesy.inverse(from: a, to: b).distance
    }

    /// The coordinate `east` and `north` meters from `origin`, on a local tangent plane (good for
    /// the short distances of custom paths and circles up to a few hundred kilometers).
    package static func offset(_ origin: Coordinate, east: Double, north: Double) -> Coordinate {
        let latitudeRadians = origin.latitude * .pi / 180
        let metersPerDegreeLatitude = 111_132.954 - 559.822 * cos(2 * latitudeRadians) + 1.175 * cos(4 * latitudeRadians)
        let metersPerDegreeLongitude = max(
            1e-9, .pi / 180 * equatorialRadius * cos(latitudeRadians) / sqrt(1 - 0.00669437999014 * pow(sin(latitudeRadians), 2)))
        return Coordinate(
            latitude: origin.latitude + north / metersPerDegreeLatitude,
            longitude: origin.longitude + east / metersPerDegreeLongitude)
    }

    /// The point `distance` meters from `origin` along the geodesic that leaves it at `bearing`
    /// degrees (clockwise from north), on the WGS84 ellipsoid. The longitude stays within 180° of
    /// the origin's, possibly beyond ±180, so a circle drawn around a center near the
    /// antimeridian is continuous.
    package static func destination(from origin: Coordinate, distance: Double, bearing: Double) -> Coordinate {
        Geodesy.direct(from: origin, azimuth: bearing, distance: distance).coordinate
    }
}
