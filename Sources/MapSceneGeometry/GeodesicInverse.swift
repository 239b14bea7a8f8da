import Foundation

extension Geodesy {
    /// Rounds of Vincenty's iteration before the inverse problem hands over to bisection. Away
    /// from the antipode it converges in a handful; near it, it crawls or cycles.
    package static let vincentyRounds = 100

    /// The inverse problem: the length of the shortest geodesic from `start` to `end` and its
    /// azimuths at both ends. Longitudes may be given in any turn of the world.
    ///
    /// Where the shortest geodesic is not unique (exact antipodes, pole to pole) the distance is
    /// still right and the azimuths are those of one of the shortest geodesics; between
    /// coincident points the distance is 0 and the azimuths are 0.
    package static func inverse(from start: Coordinate, to end: Coordinate, on ellipsoid: Ellipsoid = .wgs84)
        -> GeodesicMeasurement
    {
        let phi1 = min(max(start.latitude, -90), 90) * .pi / 180
        let phi2 = min(max(end.latitude, -90), 90) * .pi / 180
        let l = AuxiliarySphere.wrapped((end.longitude - start.longitude) * .pi / 180)
        if let measurement = vincentyInverse(phi1: phi1, phi2: phi2, deltaLongitude: l, on: ellipsoid) {
            return measurement
        }
        return bisectionInverse(phi1: phi1, phi2: phi2, deltaLongitude: l, on: ellipsoid)
    }

    /// Vincenty's inverse formula: iterates on λ, the longitude difference on the auxiliary
    /// sphere. Nil when it does not converge, or runs past the antipode.
    package static func vincentyInverse(phi1: Double, phi2: Double, deltaLongitude l: Double, on ellipsoid: Ellipsoid)
        -> GeodesicMeasurement?
    {
        let f = ellipsoid.flattening
        let u1 = AuxiliarySphere.reducedLatitude(phi1, flattening: f)
        let u2 = AuxiliarySphere.reducedLatitude(phi2, flattening: f)
        let sphere = VincentyArc(sinU1: sin(u1), cosU1: cos(u1), sinU2: sin(u2), cosU2: cos(u2))

        var lambda = l
        var converged = false
        for _ in 0..<vincentyRounds {
            guard let arc = sphere.arc(lambda: lambda, on: ellipsoid) else { return nil }
            if arc.sinSigma == 0 {
                return GeodesicMeasurement(distance: 0, initialAzimuth: 0, finalAzimuth: 0)
            }
            if converged {
                // One more round at the converged λ, so σ is as exact as λ even on short lines.
                return GeodesicMeasurement(
                    distance: arc.series.distance(
                        sigma: arc.sigma, sinSigma: arc.sinSigma, cosSigma: arc.cosSigma, cos2SigmaM: arc.cos2SigmaM),
                    initialAzimuth: AuxiliarySphere.compassDegrees(sphere.initialAzimuth(lambda: lambda)),
                    finalAzimuth: AuxiliarySphere.compassDegrees(sphere.finalAzimuth(lambda: lambda)))
            }
            let next =
                l
                + arc.series.longitudeExcess(
                    sinAlpha0: arc.sinAlpha0, sigma: arc.sigma, sinSigma: arc.sinSigma, cosSigma: arc.cosSigma,
                    cos2SigmaM: arc.cos2SigmaM)
            guard next.isFinite, abs(next) <= .pi else { return nil }
            converged = abs(next - lambda) <= 1e-13
            lambda = next
        }
        return nil
    }
}

/// The great circle on the auxiliary sphere between reduced latitudes U1 and U2 that Vincenty's
/// inverse formula adjusts, by its longitude difference λ, until the ellipsoid's longitude
/// difference comes out right.
package struct VincentyArc {
    package let sinU1: Double, cosU1: Double
    package let sinU2: Double, cosU2: Double

    /// The arc's measures for one λ.
    package struct Measures {
        package var sinSigma: Double, cosSigma: Double, sigma: Double
        package var sinAlpha0: Double
        package var cos2SigmaM: Double
        package var series: GeodesicSeries
    }

    /// The arc for `lambda`; nil for antipodes on the auxiliary sphere, where the great circle is
    /// not fixed. `sinSigma` is 0 for coincident points.
    package func arc(lambda: Double, on ellipsoid: Ellipsoid) -> Measures? {
        let (sinLambda, cosLambda) = (sin(lambda), cos(lambda))
        let sinSigma = hypot(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)
        let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
        if sinSigma == 0 {
            guard cosSigma > 0 else { return nil }
            return Measures(
                sinSigma: 0, cosSigma: 1, sigma: 0, sinAlpha0: 0, cos2SigmaM: 1,
                series: GeodesicSeries(cosSquaredAlpha0: 1, on: ellipsoid))
        }
        let sinAlpha0 = cosU1 * cosU2 * sinLambda / sinSigma
        let cosSquaredAlpha0 = max(0, 1 - sinAlpha0 * sinAlpha0)
        // On the equator the node is anywhere: cos 2σm is then taken as 0.
        let cos2SigmaM = cosSquaredAlpha0 > 0 ? min(max(cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha0, -1), 1) : 0
        return Measures(
            sinSigma: sinSigma, cosSigma: cosSigma, sigma: atan2(sinSigma, cosSigma),
            sinAlpha0: sinAlpha0, cos2SigmaM: cos2SigmaM,
            series: GeodesicSeries(cosSquaredAlpha0: cosSquaredAlpha0, on: ellipsoid))
    }

    /// The azimuth in radians at the start.
    package func initialAzimuth(lambda: Double) -> Double {
        atan2(cosU2 * sin(lambda), cosU1 * sinU2 - sinU1 * cosU2 * cos(lambda))
    }

    /// The azimuth in radians at the end.
    package func finalAzimuth(lambda: Double) -> Double {
        atan2(cosU1 * sin(lambda), -sinU1 * cosU2 + cosU1 * sinU2 * cos(lambda))
    }
}
