/// Geodesics on an ellipsoid (WGS84 unless told otherwise): the shortest paths on the earth,
/// which `CLLocation.distance(from:)` measures and `MKGeodesicPolyline` follows.
///
/// Both problems use Vincenty's series on the auxiliary sphere, good to well under a millimeter.
/// The inverse problem is solved by Vincenty's iteration on the longitude; for nearly antipodal
/// points, where that iteration does not converge, it falls back to bisection on the starting
/// azimuth, which always converges. Neither ever hangs, and finite inputs give finite results.
public enum Geodesy {}

/// What the inverse problem finds between two coordinates: the length of the shortest geodesic
/// and its direction at both ends.
public struct GeodesicMeasurement: Sendable, Equatable {
    /// Meters along the shortest geodesic.
    public var distance: Double
    /// Compass degrees in [0, 360), clockwise from north, in which the geodesic leaves the start.
    public var initialAzimuth: Double
    /// Compass degrees in [0, 360) in which the geodesic arrives at the end (the direction of
    /// travel, not back toward the start).
    public var finalAzimuth: Double

    /// Creates a measurement.
    public init(distance: Double, initialAzimuth: Double, finalAzimuth: Double) {
        self.distance = distance
        self.initialAzimuth = initialAzimuth
        self.finalAzimuth = finalAzimuth
    }
}

/// What the direct problem finds: where a geodesic of a given length and starting azimuth ends.
public struct GeodesicDestination: Sendable, Equatable {
    /// The end point. Its longitude is the start's plus the (wrapped, −180...180) change in
    /// longitude, so it may lie beyond ±180: points around a start near the antimeridian stay
    /// continuous.
    public var coordinate: Coordinate
    /// Compass degrees in [0, 360) in which the geodesic arrives there.
    public var finalAzimuth: Double

    /// Creates a destination.
    public init(coordinate: Coordinate, finalAzimuth: Double) {
        self.coordinate = coordinate
        self.finalAzimuth = finalAzimuth
    }
}
