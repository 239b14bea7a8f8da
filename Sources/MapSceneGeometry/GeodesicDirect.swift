import Foundation

extension Geodesy {
    /// The direct problem: where the geodesic from `origin` that leaves at `azimuth` compass
    /// degrees ends after `distance` meters (any length, even around the world), and the
    /// azimuth it arrives in. Vincenty's direct formulae.
    package static func direct(from origin: Coordinate, azimuth: Double, distance: Double, on ellipsoid: Ellipsoid = .wgs84)
        -> GeodesicDestination
    {
        let f = ellipsoid.flattening
        let phi1 = min(max(origin.latitude, -90), 90) * .pi / 180
        let alpha1 = azimuth * .pi / 180
        let (sinAlpha1, cosAlpha1) = (sin(alpha1), cos(alpha1))
        let u1 = AuxiliarySphere.reducedLatitude(phi1, flattening: f)
        let (sinU1, cosU1) = (sin(u1), cos(u1))
        // The arc from the node to the start, and the geodesic's equatorial azimuth.
        let sigma1 = atan2(sinU1, cosU1 * cosAlpha1)
        let sinAlpha0 = cosU1 * sinAlpha1
        let cosSquaredAlpha0 = 1 - sinAlpha0 * sinAlpha0
        let series = GeodesicSeries(cosSquaredAlpha0: cosSquaredAlpha0, on: ellipsoid)

        // σ = s / (b A) + Δσ(σ): a contraction (Δσ changes by a factor of about B ≈ 0.002), so
        // a handful of rounds reach the last bit; the cap only guards against the impossible.
        let first = distance / (ellipsoid.polarRadius * series.a)
        var sigma = first
        var (sinSigma, cosSigma, cos2SigmaM) = (sin(sigma), cos(sigma), cos(2 * sigma1 + sigma))
        for _ in 0..<50 {
            let next = first + series.deltaSigma(sinSigma: sinSigma, cosSigma: cosSigma, cos2SigmaM: cos2SigmaM)
            let converged = abs(next - sigma) <= 1e-15 * max(1, abs(next))
            sigma = next
            (sinSigma, cosSigma, cos2SigmaM) = (sin(sigma), cos(sigma), cos(2 * sigma1 + sigma))
            if converged { break }
        }

        let t = sinU1 * sinSigma - cosU1 * cosSigma * cosAlpha1
        let phi2 = atan2(sinU1 * cosSigma + cosU1 * sinSigma * cosAlpha1, (1 - f) * (sinAlpha0 * sinAlpha0 + t * t).squareRoot())
        let lambda = atan2(sinSigma * sinAlpha1, cosU1 * cosSigma - sinU1 * sinSigma * cosAlpha1)
        let excess = series.longitudeExcess(
            sinAlpha0: sinAlpha0, sigma: sigma, sinSigma: sinSigma, cosSigma: cosSigma, cos2SigmaM: cos2SigmaM)
        let deltaLongitude = AuxiliarySphere.wrapped(lambda - excess)
        let alpha2 = atan2(sinAlpha0, -t)
        return GeodesicDestination(
            coordinate: Coordinate(latitude: phi2 * 180 / .pi, longitude: origin.longitude + deltaLongitude * 180 / .pi),
            finalAzimuth: AuxiliarySphere.compassDegrees(alpha2))
    }
}
