import Foundation

/// A region of the map as a center and a span in degrees (`MKCoordinateRegion`).
///
/// The span runs half its latitude delta north and south of the center and half its longitude
/// delta east and west, so the center is the middle in degrees. On a Mercator map the center is
/// the middle across but not quite the middle up and down: the northern half of a region away
/// from the equator is drawn taller than its southern half.
package struct CoordinateRegion: Sendable, Equatable {
    /// The region's middle in degrees.
    package var center: Coordinate
    /// The region's size in degrees.
    package var span: CoordinateSpan

    /// Creates a region from a center and a span (`MKCoordinateRegionMake`).
    package init(center: Coordinate, span: CoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region around `center` that covers `latitudinalMeters` north to south and
    /// `longitudinalMeters` east to west at the center (`MKCoordinateRegionMakeWithDistance`),
    /// measured on the WGS84 ellipsoid: along the center's meridian, and along its parallel.
    /// The north–south extent stops at the poles; the east–west one at the whole world.
    package init(center: Coordinate, latitudinalMeters: Double, longitudinalMeters: Double) {
        let half = max(0, latitudinalMeters) / 2
        let north = Self.meridianLatitude(from: center.latitude, meters: half)
        let south = Self.meridianLatitude(from: center.latitude, meters: -half)
        let parallel = Ellipsoid.wgs84.parallelRadius(atLatitude: center.latitude) * .pi / 180
        let longitudeDelta = parallel > 0 ? min(360, max(0, longitudinalMeters) / parallel) : 360
        self.init(center: center, span: CoordinateSpan(latitudeDelta: north - south, longitudeDelta: longitudeDelta))
    }

    /// The region a map rect shows (`MKCoordinateRegionForMapRect`): from the latitude of its
    /// top edge to that of its bottom edge, and its width in longitude; the center is halfway
    /// between the edges in degrees, with its longitude wrapped into −180..<180.
    package init(_ mapRect: MapRect) {
        let north = MapPoint(x: mapRect.midX, y: mapRect.minY).coordinate.latitude
        let south = MapPoint(x: mapRect.midX, y: mapRect.maxY).coordinate.latitude
        var longitude = (mapRect.midX / MapSize.world.width * 360).truncatingRemainder(dividingBy: 360)
        if longitude < 0 { longitude += 360 }
        self.init(
            center: Coordinate(latitude: (north + south) / 2, longitude: longitude - 180),
            span: CoordinateSpan(latitudeDelta: north - south, longitudeDelta: mapRect.width / MapSize.world.width * 360))
    }

    /// The latitude reached going `meters` north (south if negative) along a meridian from
    /// `latitude`, stopping at the pole.
    package static func meridianLatitude(from latitude: Double, meters: Double) -> Double {
        let start = min(max(latitude, -90), 90)
        let bound = meters >= 0 ? 90.0 : -90.0
        let toPole = Earth.distance(Coordinate(latitude: start, longitude: 0), Coordinate(latitude: bound, longitude: 0))
        guard abs(meters) < toPole else { return bound }
        let end = Geodesy.direct(
            from: Coordinate(latitude: start, longitude: 0), azimuth: meters >= 0 ? 0 : 180, distance: abs(meters))
        return end.coordinate.latitude
    }
}

extension MapRect {
    /// The map rect of a region (`MKMapRectForCoordinateRegion`): from the map point of its
    /// north-west corner to that of its south-east corner, latitudes held to Web Mercator's
    /// ±85.0511°. The rect's x is centered on the center's map point, so it may start west of
    /// 0 or end past the world's east edge, for a region across the antimeridian.
    package init(_ region: CoordinateRegion) {
        let center = MapPoint(region.center)
        let north = MapPoint(
            Coordinate(latitude: region.center.latitude + region.span.latitudeDelta / 2, longitude: region.center.longitude))
        let south = MapPoint(
            Coordinate(latitude: region.center.latitude - region.span.latitudeDelta / 2, longitude: region.center.longitude))
        let width = region.span.longitudeDelta / 360 * MapSize.world.width
        self.init(x: center.x - width / 2, y: north.y, width: width, height: south.y - north.y)
    }
}
