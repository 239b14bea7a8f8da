import Foundation

/// An overlay's shape on the earth, as rings or lines of coordinates, before projection.
struct OverlayOutline {
    /// Closed rings (exterior first, then holes) for areas; open lines for polylines.
    var parts: [[Coordinate]]
    /// Whether the parts are areas to fill.
    var isArea: Bool
}

enum OverlayGeometry {
    /// The tolerance for curves when no output resolution is known yet (fitting the camera):
    /// 256 map points, about 38 m at the equator.
    static let defaultTolerance = 256.0

    /// Points per circle: one every 4 degrees of bearing.
    static let circleSegments = 90

    /// The outline of `overlay`, with files already read into inline coordinates. Tile and GeoJSON
    /// overlays have none here. Geodesic polylines follow great circles to within `tolerance` map
    /// points: a fraction of a canvas point when drawing.
    static func outline(of overlay: Overlay, in scene: Scene, tolerance: Double = defaultTolerance) -> OverlayOutline? {
        switch overlay.shape {
        case .circle(let center, let radius):
            let ring = (0..<circleSegments).map { i in
                Earth.destination(from: center, distance: radius, bearing: Double(i) * 360 / Double(circleSegments))
            }
            return OverlayOutline(parts: [ring], isArea: true)
        case .polygon(let exterior, let holes):
            return OverlayOutline(parts: [exterior.coordinates] + holes.map(\.coordinates), isArea: true)
        case .polyline(let line):
            let coordinates = overlay.geodesic ? GreatCircle.densify(line.coordinates, tolerance: tolerance) : line.coordinates
            return OverlayOutline(parts: [coordinates], isArea: false)
        case .path(let path):
            guard let points = pathCoordinates(path, in: scene) else { return nil }
            return OverlayOutline(parts: [points], isArea: path.closed)
        case .geojson, .tiles:
            return nil
        }
    }

    /// The coordinates of a custom path: each point moved by the offset, turned by the rotation,
    /// scaled by the unit and placed east and north of the origin.
    static func pathCoordinates(_ path: CustomPath, in scene: Scene) -> [Coordinate]? {
        let origin: Coordinate
        switch path.origin {
        case .coordinate(let c): origin = c
        case .annotation(let id):
            guard let annotation = scene.annotation(id: id) else { return nil }
            origin = annotation.coordinate
        }
        let (s, c) = (sin(path.rotation), cos(path.rotation))
        return path.points.map { p in
            let x = p.x + path.offset.x
            let y = p.y + path.offset.y
            let east = (x * c - y * s) * path.unit
            let north = (x * s + y * c) * path.unit
            return Earth.offset(origin, east: east, north: north)
        }
    }

    /// A point inside the overlay for its title: the circle's center, the middle of a line, or the
    /// pole of inaccessibility of an area.
    static func labelPoint(of overlay: Overlay, shape: RenderShape, viewport: Viewport) -> CanvasPoint? {
        if case .circle(let center, _) = overlay.shape { return viewport.visibleCanvasPoint(center) }
        switch shape {
        case .polygon(let rings): return PolygonLabel.poleOfInaccessibility(rings)
        case .polyline(let parts): return parts.max { $0.count < $1.count }.flatMap(Polyline.midpoint)
        default: return nil
        }
    }

    /// The outline projected through the viewport and fitted to the output: rings for areas
    /// (nil when nothing of the exterior can be seen), the visible parts of lines.
    static func project(_ outline: OverlayOutline, through viewport: Viewport, fitting output: OutputGeometry) -> RenderShape? {
        if outline.isArea {
            return output.polygon(outline.parts.map(viewport.ring)).map { .polygon(rings: $0) }
        }
        let parts = output.lines(outline.parts.flatMap(viewport.lineParts))
        return parts.isEmpty ? nil : .polyline(parts: parts)
    }
}

/// Measures along a polyline.
enum Polyline {
    /// The point halfway along the line's length.
    static func midpoint(_ points: [CanvasPoint]) -> CanvasPoint? {
        guard let first = points.first else { return nil }
        var total = 0.0
        for i in 1..<max(1, points.count) { total += distance(points[i - 1], points[i]) }
        var remaining = total / 2
        for i in 1..<max(1, points.count) {
            let d = distance(points[i - 1], points[i])
            if d >= remaining, d > 0 {
                let t = remaining / d
                return CanvasPoint(x: points[i - 1].x + (points[i].x - points[i - 1].x) * t, y: points[i - 1].y + (points[i].y - points[i - 1].y) * t)
            }
            remaining -= d
        }
        return first
    }

    static func distance(_ a: CanvasPoint, _ b: CanvasPoint) -> Double {
        hypot(b.x - a.x, b.y - a.y)
    }
}
