/// Geodesics on an ellipsoid (WGS84 unless told otherwise): the shortest paths on the earth,
/// which `CLLocation.distance(from:)` measures and `MKGeodesicPolyline` follows.
///
/// Both problems use Vincenty's series on the auxiliary sphere, good to well under a millimeter.
/// The inverse problem is solved by Vincenty's iteration on the longitude; for nearly antipodal
/// points, where that iteration does not converge, it falls back to bisection on the starting
/// azimuth, which always converges. Neither ever hangs, and finite inputs give finite results.
package enum Geodesy {}

/// What the inverse problem finds between two coordinates: the length of the shortest geodesic
/// and its direction at both ends.
package struct GeodesicMeasurement: Sendable, Equatable {
    /// Meters along the shortest geodesic.
    package var distance: Double
    /// Compass degrees in [0, 360), clockwise from north, in which the geodesic leaves the start.
    package var initialAzimuth: Double
    /// Compass degrees in [0, 360) in which the geodesic arrives at the end (the direction of
    /// travel, not back toward the start).
    package var finalAzimuth: Double

    /// Creates a measurement.
    package init(distance: Double, initialAzimuth: Double, finalAzimuth: Double) {
        self.distance = distance
        self.initialAzimuth = initialAzimuth
        self.finalAzimuth = finalAzimuth
    }
}

/// What the direct problem finds: where a geodesic of a given length and starting azimuth ends.
package struct GeodesicDestination: Sendable, Equatable {
    /// The end point. Its longitude is the start's plus the (wrapped, −180...180) change in
    /// longitude, so it may lie beyond ±180: points around a start near the antimeridian stay
    /// continuous.
    package var coordinate: Coordinate
    /// Compass degrees in [0, 360) in which the geodesic arrives there.
    package var finalAzimuth: Double

    /// Creates a destination.
    package init(coordinate: Coordinate, finalAzimuth: Double) {
        self.coordinate = coordinate
        self.finalAzimuth = finalAzimuth
    }
}
