import Foundation

/// A point on MapKit's flat Web Mercator world (`MKMapPoint`): x east, y south, the world
/// `MapSize.world` points across.
package struct MapPoint: Sendable, Equatable, Hashable {
    /// Map points east of the antimeridian.
    package var x: Double
    /// Map points south of the world's top edge (latitude 85.05°).
    package var y: Double

    /// Creates a map point.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of a coordinate (`MKMapPointForCoordinate`); latitudes beyond Web
    /// Mercator's ±85.0511° are clamped to it.
    package init(_ coordinate: Coordinate) {
        let world = MapSize.world.width
        let latitude = min(max(coordinate.latitude, -MapSize.maximumLatitude), MapSize.maximumLatitude)
        x = (coordinate.longitude + 180) / 360 * world
        // asinh(tan φ), the Mercator ordinate, keeps full precision up to the world's edge, where
        // the textbook ln((1 + sin φ) / (1 − sin φ)) / 2 loses digits to cancellation.
        y = (0.5 - asinh(tan(latitude * .pi / 180)) / (2 * .pi)) * world
    }

    /// The coordinate of this map point (`MKCoordinateForMapPoint`); x is wrapped into the world.
    package var coordinate: Coordinate {
        let world = MapSize.world.width
        var longitude = x / world * 360 - 180
        if longitude < -180 || longitude > 180 {
            longitude = remainder(longitude, 360)
        }
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}

/// A size in map points (`MKMapSize`).
package struct MapSize: Sendable, Equatable {
    /// Map points east to west.
    package var width: Double
    /// Map points north to south.
    package var height: Double

    /// Creates a map size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `MKMapSizeWorld`: 2^28 × 2^28 map points.
    package static let world = MapSize(width: 268_435_456, height: 268_435_456)

    /// The latitude where Web Mercator's square world ends.
    package static let maximumLatitude = 85.05112877980659
}

/// A rectangle in map points (`MKMapRect`). Its x may run past the world's east edge, so a rect
/// can cross the antimeridian.
package struct MapRect: Sendable, Equatable {
    /// The north-west corner.
    package var origin: MapPoint
    /// The width and height.
    package var size: MapSize

    /// Creates a map rect from origin and size.
    package init(x: Double, y: Double, width: Double, height: Double) {
        origin = MapPoint(x: x, y: y)
        size = MapSize(width: width, height: height)
    }

    /// The western edge.
    package var minX: Double { origin.x }
    /// The northern edge.
    package var minY: Double { origin.y }
    /// The eastern edge (may pass the world's width when the rect crosses the antimeridian).
    package var maxX: Double { origin.x + size.width }
    /// The southern edge.
    package var maxY: Double { origin.y + size.height }
    /// The x of the center.
    package var midX: Double { origin.x + size.width / 2 }
    /// The y of the center.
    package var midY: Double { origin.y + size.height / 2 }
    /// Map points east to west.
    package var width: Double { size.width }
    /// Map points north to south.
    package var height: Double { size.height }

    /// The smallest rect holding every point.
    package static func bounding(_ points: [MapPoint]) -> MapRect? {
        guard let box = PlaneBox(bounding: points) else { return nil }
        return MapRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
    }
}
