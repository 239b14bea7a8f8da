import Foundation

/// Great circles, the paths `MKGeodesicPolyline` follows between its points. They are taken on
/// the sphere, as MapKit draws them; WGS84's geodesics (`Geodesy`) run kilometers away from them
/// over intercontinental lines (5 km in the middle of Tokyo–San Francisco), about a point at the
/// zoom that shows such a line.
///
/// Longitudes are continuous, not wrapped into −180...180: a point between two others has a
/// longitude within 180° of the first's, so a line across the antimeridian comes out as, say,
/// 179°, 180.5°, 182° and stays one continuous line in map points (x past the world's east edge)
/// instead of jumping across the map.
package enum GreatCircle {
    /// The point `fraction` (0...1) of the way from `a` to `b` along the shorter great-circle arc
    /// between them (spherical linear interpolation). Its longitude is `a`'s plus less than 180°
    /// either way. Coincident points give `a`; for exact antipodes, where every great circle is
    /// as short as any other, the arc goes over the north pole along `a`'s meridian.
    package static func intermediate(_ a: Coordinate, _ b: Coordinate, fraction: Double) -> Coordinate {
        let phiA = min(max(a.latitude, -90), 90) * .pi / 180
        let phiB = min(max(b.latitude, -90), 90) * .pi / 180
        let deltaLongitude = AuxiliarySphere.wrapped((b.longitude - a.longitude) * .pi / 180)
        // Unit vectors, turned so that `a` lies on the prime meridian.
        let va = (x: cos(phiA), y: 0.0, z: sin(phiA))
        let vb = (x: cos(phiB) * cos(deltaLongitude), y: cos(phiB) * sin(deltaLongitude), z: sin(phiB))
        let dot = va.x * vb.x + va.z * vb.z
        // The part of b at right angles to a: the direction the arc leaves a in.
        var p = (x: vb.x - dot * va.x, y: vb.y, z: vb.z - dot * va.z)
        let length = (p.x * p.x + p.y * p.y + p.z * p.z).squareRoot()
        if length < 1e-15 {
            guard dot < 0 else {
                // (Nearly) coincident: the sphere is flat this close.
                return Coordinate(
                    latitude: (phiA + fraction * (phiB - phiA)) * 180 / .pi,
                    longitude: a.longitude + fraction * deltaLongitude * 180 / .pi)
            }
            // Antipodes: toward the north pole along a's meridian.
            p = (x: -va.z, y: 0, z: va.x)
        } else {
            p = (x: p.x / length, y: p.y / length, z: p.z / length)
        }
        let angle = fraction * atan2(length, dot)
        let (s, c) = (sin(angle), cos(angle))
        let v = (x: c * va.x + s * p.x, y: c * va.y + s * p.y, z: c * va.z + s * p.z)
        return Coordinate(
            latitude: atan2(v.z, hypot(v.x, v.y)) * 180 / .pi,
            longitude: a.longitude + atan2(v.y, v.x) * 180 / .pi)
    }
}
