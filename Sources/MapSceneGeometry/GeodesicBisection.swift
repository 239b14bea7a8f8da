import Foundation

extension Geodesy {
    /// The inverse problem solved by bisection on the starting azimuth α1, for the nearly
    /// antipodal points where Vincenty's iteration fails.
    ///
    /// The problem is first turned into a canonical one by swapping the points and mirroring the
    /// earth: β1 ≤ 0, |β2| ≤ |β1| and a longitude difference L in 0...π. There, following the
    /// geodesic that leaves the first point at α1 until it first reaches the second point's
    /// latitude heading north, the longitude it has turned grows steadily from 0 (α1 = 0, due
    /// north) to π (α1 = π, due south over the pole), so the α1 that turns exactly L is found by
    /// halving that interval until floating point can halve it no more (about 55 rounds).
    package static func bisectionInverse(phi1: Double, phi2: Double, deltaLongitude: Double, on ellipsoid: Ellipsoid)
        -> GeodesicMeasurement
    {
        let f = ellipsoid.flattening
        var beta1 = AuxiliarySphere.reducedLatitude(phi1, flattening: f)
        var beta2 = AuxiliarySphere.reducedLatitude(phi2, flattening: f)
        var l = deltaLongitude
        let swapped = abs(beta2) > abs(beta1)
        if swapped { (beta1, beta2, l) = (beta2, beta1, -l) }
        // Between points on the equator the shortest geodesics past (1 − f)π come in mirror-image
        // pairs; mirroring too when β1 = 0 picks the northern one, as GeographicLib does.
        let mirroredLatitude = beta1 >= 0
        if mirroredLatitude { (beta1, beta2) = (-beta1, -beta2) }
        let mirroredLongitude = l < 0
        if mirroredLongitude { l = -l }

        let shot = AzimuthShot(beta1: beta1, beta2: beta2, ellipsoid: ellipsoid)
        var alpha1: Double
        var result: AzimuthShot.Arrival
        if beta1 == 0, l <= (1 - f) * .pi {
            // Both on the equator and not too far apart: the equator itself is the shortest.
            alpha1 = .pi / 2
            result = AzimuthShot.Arrival(longitude: l, alpha2: .pi / 2, distance: ellipsoid.equatorialRadius * l)
        } else {
            // Off the equator every azimuth in 0...π is a candidate; on it, the geodesics that
            // leave northward of due east never come back to the equator short of the antipode.
            var lo = beta1 == 0 ? Double.pi / 2 : 0
            var hi = Double.pi
            for _ in 0..<200 {
                let mid = (lo + hi) / 2
                guard mid > lo, mid < hi else { break }
                if shot.arrival(alpha1: mid).longitude < l { lo = mid } else { hi = mid }
            }
            alpha1 = (lo + hi) / 2
            result = shot.arrival(alpha1: alpha1)
        }

        var alpha2 = result.alpha2
        if mirroredLongitude { (alpha1, alpha2) = (-alpha1, -alpha2) }
        if mirroredLatitude { (alpha1, alpha2) = (.pi - alpha1, .pi - alpha2) }
        if swapped { (alpha1, alpha2) = (alpha2 + .pi, alpha1 + .pi) }
        return GeodesicMeasurement(
            distance: result.distance,
            initialAzimuth: AuxiliarySphere.compassDegrees(alpha1),
            finalAzimuth: AuxiliarySphere.compassDegrees(alpha2))
    }
}

/// Geodesics from a point at reduced latitude β1 ≤ 0, followed until they first reach the
/// reduced latitude β2 (|β2| ≤ |β1|) heading north: the canonical inverse problem.
package struct AzimuthShot {
    package let sinBeta1: Double, cosBeta1: Double
    package let sinBeta2: Double, cosBeta2: Double
    /// cos² β2 − cos² β1, exactly 0 when |β1| = |β2|.
    package let cosSquaredDifference: Double
    package let ellipsoid: Ellipsoid

    package init(beta1: Double, beta2: Double, ellipsoid: Ellipsoid) {
        (sinBeta1, cosBeta1) = (sin(beta1), cos(beta1))
        (sinBeta2, cosBeta2) = (sin(beta2), cos(beta2))
        cosSquaredDifference = abs(beta1) == abs(beta2) ? 0 : (cosBeta2 - cosBeta1) * (cosBeta2 + cosBeta1)
        self.ellipsoid = ellipsoid
    }

    /// Where a shot arrives, in radians and meters.
    package struct Arrival {
        /// The longitude turned on the ellipsoid.
        package var longitude: Double
        /// The azimuth at arrival.
        package var alpha2: Double
        /// The geodesic's length.
        package var distance: Double
    }

    /// The geodesic that leaves at azimuth `alpha1` (radians, 0...π).
    package func arrival(alpha1: Double) -> Arrival {
        let (sinAlpha1, cosAlpha1) = (sin(alpha1), cos(alpha1))
        let sinAlpha0 = sinAlpha1 * cosBeta1
        let cosSquaredAlpha0 = cosAlpha1 * cosAlpha1 + (sinAlpha1 * sinBeta1) * (sinAlpha1 * sinBeta1)
        // cos α2 cos β2 ≥ 0: the first arrival at β2, heading north (Clairaut gives its size).
        let k2 = Self.nonNegative(cosAlpha1 * cosAlpha1 * cosBeta1 * cosBeta1 + cosSquaredDifference).squareRoot()
        // Arcs from the node to both points, and the longitudes on the auxiliary sphere (ω).
        let (sinSigma1, cosSigma1) = Self.unit(sinBeta1, cosAlpha1 * cosBeta1)
        let (sinSigma2, cosSigma2) = Self.unit(sinBeta2, k2)
        let (sinOmega1, cosOmega1) = Self.unit(sinAlpha0 * sinSigma1, cosSigma1)
        let (sinOmega2, cosOmega2) = Self.unit(sinAlpha0 * sinSigma2, cosSigma2)
        let sinSigma12 = Self.nonNegative(cosSigma1 * sinSigma2 - sinSigma1 * cosSigma2)
        let cosSigma12 = cosSigma1 * cosSigma2 + sinSigma1 * sinSigma2
        let sigma12 = atan2(sinSigma12, cosSigma12)
        let omega12 = atan2(
            Self.nonNegative(cosOmega1 * sinOmega2 - sinOmega1 * cosOmega2), cosOmega1 * cosOmega2 + sinOmega1 * sinOmega2)
        let cos2SigmaM = cosSigma1 * cosSigma2 - sinSigma1 * sinSigma2

        let series = GeodesicSeries(cosSquaredAlpha0: cosSquaredAlpha0, on: ellipsoid)
        let excess = series.longitudeExcess(
            sinAlpha0: sinAlpha0, sigma: sigma12, sinSigma: sinSigma12, cosSigma: cosSigma12, cos2SigmaM: cos2SigmaM)
        return Arrival(
            longitude: omega12 - excess,
            alpha2: atan2(sinAlpha0, k2),
            distance: series.distance(sigma: sigma12, sinSigma: sinSigma12, cosSigma: cosSigma12, cos2SigmaM: cos2SigmaM))
    }

    /// `x`, or +0 where it is negative or −0 (which would turn atan2's π into −π).
    package static func nonNegative(_ x: Double) -> Double {
        x > 0 ? x : 0
    }

    /// (y, x) scaled to a unit vector; (0, 1) for the zero vector.
    package static func unit(_ y: Double, _ x: Double) -> (Double, Double) {
        let r = hypot(y, x)
        return r > 0 ? (y / r, x / r) : (0, 1)
    }
}
