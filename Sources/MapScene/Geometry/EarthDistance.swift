import Foundation

extension Earth {
    /// Meters between two coordinates on the sphere of mean radius (haversine).
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        let radius = 6_371_008.8
        let phi1 = a.latitude * .pi / 180, phi2 = b.latitude * .pi / 180
        let dPhi = phi2 - phi1, dLambda = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * radius * asin(min(1, h.squareRoot()))
    }
}
