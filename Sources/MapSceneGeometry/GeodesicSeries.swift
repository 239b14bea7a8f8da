import Foundation

/// Vincenty's (1975) series that carry a great circle on the auxiliary sphere over to a geodesic
/// on the ellipsoid. A geodesic is fixed by its equatorial azimuth α0 (`sin α0 = cos β sin α`
/// at every point, Clairaut); arcs σ on the auxiliary sphere are measured from the node where
/// the geodesic crosses the equator northward.
package struct GeodesicSeries {
    /// Vincenty's A, B and C for this geodesic.
    package let a: Double, b: Double, c: Double
    package let flattening: Double
    package let polarRadius: Double

    /// The series for a geodesic with `cos² α0 = cosSquaredAlpha0` on `ellipsoid`.
    package init(cosSquaredAlpha0: Double, on ellipsoid: Ellipsoid) {
        let f = ellipsoid.flattening
        let u2 = cosSquaredAlpha0 * ellipsoid.secondEccentricitySquared
        a = 1 + u2 / 16384 * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)))
        b = u2 / 1024 * (256 + u2 * (-128 + u2 * (74 - 47 * u2)))
        c = f / 16 * cosSquaredAlpha0 * (4 + f * (4 - 3 * cosSquaredAlpha0))
        flattening = f
        polarRadius = ellipsoid.polarRadius
    }

    /// Δσ: how much longer, as an arc of the auxiliary sphere, a geodesic of arc `sigma` is than
    /// `s / (b A)`; `cos2SigmaM` is the cosine of twice the arc's midpoint from the node.
    package func deltaSigma(sinSigma: Double, cosSigma: Double, cos2SigmaM: Double) -> Double {
        let m2 = cos2SigmaM * cos2SigmaM
        return b * sinSigma
            * (cos2SigmaM + b / 4
                * (cosSigma * (-1 + 2 * m2)
                    - b / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * m2)))
    }

    /// The geodesic's length in meters for an arc `sigma` of the auxiliary sphere.
    package func distance(sigma: Double, sinSigma: Double, cosSigma: Double, cos2SigmaM: Double) -> Double {
        polarRadius * a * (sigma - deltaSigma(sinSigma: sinSigma, cosSigma: cosSigma, cos2SigmaM: cos2SigmaM))
    }

    /// λ − L: how much further the longitude turns on the auxiliary sphere (λ) than on the
    /// ellipsoid (L) over an arc `sigma`, for `sinAlpha0 = sin α0`.
    package func longitudeExcess(sinAlpha0: Double, sigma: Double, sinSigma: Double, cosSigma: Double, cos2SigmaM: Double)
        -> Double
    {
        (1 - c) * flattening * sinAlpha0
            * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
    }
}

/// The auxiliary sphere's angles, in radians.
package enum AuxiliarySphere {
    /// The reduced latitude β of a geodetic latitude φ (both radians): `tan β = (1 − f) tan φ`.
    package static func reducedLatitude(_ phi: Double, flattening f: Double) -> Double {
        atan2((1 - f) * sin(phi), cos(phi))
    }

    /// `angle` in radians wrapped into −π...π.
    package static func wrapped(_ angle: Double) -> Double {
        var a = remainder(angle, 2 * .pi)
        if a < -.pi { a += 2 * .pi }
        return a
    }

    /// Compass degrees in [0, 360) of an azimuth in radians.
    package static func compassDegrees(_ radians: Double) -> Double {
        var degrees = radians * 180 / .pi
        degrees = degrees.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        return degrees >= 360 ? 0 : degrees + 0
    }
}
