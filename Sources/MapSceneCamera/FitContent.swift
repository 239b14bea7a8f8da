import MapSceneGeometry

/// The map area a camera fit must show: the bounds of the fitted coordinates in map points, going
/// the short way round the world, in the frame the camera's heading turns the map into.
package enum FitContent {
    /// Within this many degrees of latitude of the northernmost (southernmost) coordinate, every
    /// coordinate's map point is a candidate for the top (bottom) edge. One millionth of a degree
    /// is at least 0.7 map points of ordinate, while the projection's rounding is below 10⁻⁷: a
    /// coordinate further south than that cannot round to a higher point.
    private static let latitudeSlack = 1e-6

    /// The bounds of the coordinates of `lists` turned by `turn` about the middle of their shortest
    /// bounds (the pivot), and that pivot; nil for no coordinates.
    ///
    /// Without a turn, and within half the world, the bounds are found from the extreme
    /// latitudes and longitudes, projecting only the coordinates that can make an edge: the same
    /// rectangle, to the bit, as projecting every coordinate (x grows with longitude through
    /// rounding that never reverses an order; y is computed for every candidate for an edge).
    ///
    /// The coordinates come in `lists`, one after another, joined into one array only on the path
    /// that projects every coordinate: a hundred thousand polygons' rings are read where they are.
    package static func bounds(ofLists lists: [[Coordinate]], turnedBy turn: CameraResolver.Turn) -> (
        content: MapRect, pivot: MapPoint
    )? {
        if turn.isNone, let plain = unturnedBounds(ofLists: lists), plain.width <= MapSize.world.width / 2 {
            let pivot = MapPoint(x: plain.midX, y: plain.midY)
            // The no-op turn is applied all the same, as to every point on the other path: its
            // arithmetic about the pivot rounds, and the rectangle must be the same to the bit.
            let corners = [MapPoint(x: plain.minX, y: plain.minY), MapPoint(x: plain.maxX, y: plain.maxY)]
            return (MapRect.bounding(corners.map { turn.apply(to: $0.unwrapped(near: pivot.x), around: pivot) })!, pivot)
        }
        let points = lists.joined().map(MapPoint.init)
        guard let bounds = shortestBounds(points) else { return nil }
        let pivot = MapPoint(x: bounds.midX, y: bounds.midY)
        return (MapRect.bounding(points.map { turn.apply(to: $0.unwrapped(near: pivot.x), around: pivot) })!, pivot)
    }

    /// `MapRect.bounding` of the map points of the coordinates of `lists`, one list after another,
    /// projecting only those near an edge.
    package static func unturnedBounds(ofLists lists: [[Coordinate]]) -> MapRect? {
        guard let first = lists.first(where: { !$0.isEmpty })?.first else { return nil }
        let limit = MapSize.maximumLatitude
        var (west, east) = (first.longitude, first.longitude)
        var (south, north) = (first.latitude, first.latitude)
        for list in lists.indices {
            for c in lists[list] {
                west = min(west, c.longitude); east = max(east, c.longitude)
                south = min(south, c.latitude); north = max(north, c.latitude)
            }
        }
        // The projection clamps latitudes: coordinates beyond the limit share its ordinate.
        (south, north) = (min(max(south, -limit), limit), min(max(north, -limit), limit))
        var (minY, maxY) = (Double.infinity, -Double.infinity)
        for list in lists.indices {
            for c in lists[list] {
                let latitude = min(max(c.latitude, -limit), limit)
                if latitude >= north - latitudeSlack { minY = min(minY, MapPoint(c).y) }
                if latitude <= south + latitudeSlack { maxY = max(maxY, MapPoint(c).y) }
            }
        }
        let minX = MapPoint(Coordinate(latitude: 0, longitude: west)).x
        let maxX = MapPoint(Coordinate(latitude: 0, longitude: east)).x
        return MapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounds of `points` going the short way round: the rect leaves out the widest empty
    /// stretch of longitude, so Tokyo and San Francisco are fitted across the Pacific.
    package static func shortestBounds(_ points: [MapPoint]) -> MapRect? {
        guard let plain = MapRect.bounding(points) else { return nil }
        let world = MapSize.world.width
        // Within half the world, the gap around the back is the widest: no need to sort.
        if plain.width <= world / 2 { return plain }
        let xs = points.map(\.x).sorted()
        var widestGap = xs[0] + world - xs[xs.count - 1]
        var start = xs[0]
        var end = xs[xs.count - 1]
        for i in 1..<xs.count where xs[i] - xs[i - 1] > widestGap {
            widestGap = xs[i] - xs[i - 1]
            start = xs[i]
            end = xs[i - 1] + world
        }
        return MapRect(x: start, y: plain.minY, width: end - start, height: plain.height)
    }
}
