import Foundation

/// An ellipsoid of revolution that geodesics run on; mapc measures meters on `wgs84`, the
/// ellipsoid of GPS and of `CLLocation.distance(from:)`.
package struct Ellipsoid: Sendable, Equatable {
    /// The equatorial radius `a` in meters.
    package var equatorialRadius: Double
    /// The flattening `f = (a − b) / a`.
    package var flattening: Double

    /// Creates an ellipsoid from its equatorial radius and flattening (0 for a sphere).
    package init(equatorialRadius: Double, flattening: Double) {
        self.equatorialRadius = equatorialRadius
        self.flattening = flattening
    }

    /// WGS84: a = 6378137 m, 1/f = 298.257223563.
    package static let wgs84 = Ellipsoid(equatorialRadius: 6_378_137, flattening: 1 / 298.257223563)

    /// The polar radius `b` in meters.
    package var polarRadius: Double { equatorialRadius * (1 - flattening) }

    /// The first eccentricity squared, `e² = f (2 − f)`.
    package var eccentricitySquared: Double { flattening * (2 - flattening) }

    /// The second eccentricity squared, `e'² = (a² − b²) / b²`.
    package var secondEccentricitySquared: Double {
        let e2 = eccentricitySquared
        return e2 / (1 - e2)
    }

    /// The radius in meters of the parallel at `latitude` degrees: the meters of one radian of
    /// longitude there.
    package func parallelRadius(atLatitude latitude: Double) -> Double {
        let phi = min(max(latitude, -90), 90) * .pi / 180
        let s = sin(phi)
        return equatorialRadius * cos(phi) / (1 - eccentricitySquared * s * s).squareRoot()
    }
}
