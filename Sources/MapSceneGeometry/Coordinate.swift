/// A point on the earth: MapKit's `CLLocationCoordinate2D`, latitude first.
public struct Coordinate: Sendable, Equatable, Hashable {
    /// Degrees north of the equator, -90...90.
    public var latitude: Double
    /// Degrees east of Greenwich, -180...180.
    public var longitude: Double

    /// Creates a coordinate.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension Coordinate {
    /// The coordinate of `latitude` and `longitude` when both are within their ranges; nil
    /// otherwise.
    package static func inRange(latitude: Double, longitude: Double) -> Coordinate? {
        guard abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}

/// MapKit's `MKCoordinateSpan`: the size of a region in degrees.
package struct CoordinateSpan: Sendable, Equatable {
    /// North–south extent in degrees.
    package var latitudeDelta: Double
    /// East–west extent in degrees.
    package var longitudeDelta: Double

    /// Creates a span.
    package init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}
