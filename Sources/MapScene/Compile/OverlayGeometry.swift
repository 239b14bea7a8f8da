import Foundation

/// An overlay's shape on the earth, before projection.
enum OverlayOutline {
    /// Open lines: a polyline's parts.
    case lines([[Coordinate]])
    /// Areas to fill, each its exterior ring and then its holes.
    case areas([[[Coordinate]]])
    /// A point, drawn as a dot.
    case point(Coordinate)

    /// Whether it is filled.
    var isArea: Bool {
        if case .areas = self { return true }
        return false
    }

    /// Every coordinate, for fitting the camera.
    var coordinates: [Coordinate] {
        switch self {
        case .lines(let lines): lines.flatMap { $0 }
        case .areas(let areas): areas.flatMap { $0.flatMap { $0 } }
        case .point(let point): [point]
        }
    }
}

enum OverlayGeometry {
    /// The tolerance for curves when no output resolution is known yet (fitting the camera):
    /// 256 map points, about 38 m at the equator.
    static let defaultTolerance = 256.0

    /// Points per circle: one every 4 degrees of bearing.
    static let circleSegments = 90

    /// The radius in points of the dot a data overlay draws for a point.
    static let pointRadius = 4.0

    /// The outline of `overlay`, with files already read into coordinates. Tile overlays have
    /// none, nor do data overlays, whose features each have their own (`outlines(of:)`).
    /// Geodesic polylines follow great circles to within `tolerance` map points: a fraction of a
    /// canvas point when drawing.
    static func outline(of overlay: Overlay, in scene: Scene, tolerance: Double = defaultTolerance) -> OverlayOutline? {
        switch overlay.shape {
        case .circle(let center, let radius):
            let ring = (0..<circleSegments).map { i in
                Earth.destination(from: center, distance: radius, bearing: Double(i) * 360 / Double(circleSegments))
            }
            return .areas([[ring]])
        case .polygon(let exterior, let holes):
            return .areas([[exterior.coordinates] + holes.map(\.coordinates)])
        case .multiPolygon(let areas):
            return .areas(areas.map { [$0.exterior] + $0.holes })
        case .polyline(let line):
            return .lines([line.coordinates].map { lineCoordinates($0, geodesic: overlay.geodesic, tolerance: tolerance) })
        case .multiPolyline(let lines):
            return .lines(lines.map { lineCoordinates($0, geodesic: overlay.geodesic, tolerance: tolerance) })
        case .path(let path):
            guard let points = pathCoordinates(path, in: scene) else { return nil }
            return path.closed ? .areas([[points]]) : .lines([points])
        case .data, .tiles:
            return nil
        }
    }

    /// The outlines of a data overlay's feature: its areas together, its lines together, and
    /// each of its points.
    static func outlines(of feature: DataLayerFeature, geodesic: Bool, tolerance: Double = defaultTolerance) -> [OverlayOutline] {
        var areas: [[[Coordinate]]] = []
        var lines: [[Coordinate]] = []
        var points: [OverlayOutline] = []
        for part in feature.parts {
            switch part {
            case .area(let exterior, let holes): areas.append([exterior] + holes)
            case .line(let line): lines.append(lineCoordinates(line, geodesic: geodesic, tolerance: tolerance))
            case .point(let point): points.append(.point(point))
            }
        }
        return (areas.isEmpty ? [] : [.areas(areas)]) + (lines.isEmpty ? [] : [.lines(lines)]) + points
    }

    /// Every coordinate `overlay` covers, for fitting the camera; a data overlay's features' too.
    static func coordinates(of overlay: Overlay, in scene: Scene) -> [Coordinate] {
        if case .data(let layer) = overlay.shape {
            return layer.features.flatMap { feature in outlines(of: feature, geodesic: overlay.geodesic).flatMap(\.coordinates) }
        }
        return outline(of: overlay, in: scene)?.coordinates ?? []
    }

    /// Calls `body` with `coordinates(of:in:)` in one or more lists, in order: a polygon's rings
    /// as they are, with no outline built for them (the camera fit and the check of the map's
    /// edge visit every overlay, a hundred thousand in a large scene).
    static func forEachCoordinateList(of overlay: Overlay, in scene: Scene, _ body: ([Coordinate]) -> Void) {
        if case .polygon(let exterior, let holes) = overlay.shape {
            body(exterior.coordinates)
            for hole in holes { body(hole.coordinates) }
        } else {
            body(coordinates(of: overlay, in: scene))
        }
    }

    /// A line's coordinates, along great circles when geodesic.
    private static func lineCoordinates(_ line: [Coordinate], geodesic: Bool, tolerance: Double) -> [Coordinate] {
        geodesic ? GreatCircle.densify(line, tolerance: tolerance) : line
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

    /// A point inside the overlay for its title: the circle's center, the middle of a line, the
    /// pole of inaccessibility of an area, just below a dot.
    static func labelPoint(of overlay: Overlay, shape: RenderShape, viewport: Viewport) -> CanvasPoint? {
        if case .circle(let center, _) = overlay.shape { return viewport.visibleCanvasPoint(center) }
        switch shape {
        case .polygon(let rings): return PolygonLabel.poleOfInaccessibility(rings)
        case .polyline(let parts): return parts.max { $0.count < $1.count }.flatMap(Polyline.midpoint)
        case .dot(let center, let radius): return CanvasPoint(x: center.x, y: center.y + radius + OverlayLayer.titleSize * 0.75)
        default: return nil
        }
    }

    /// The outline projected through the viewport and fitted to the output: the rings of the
    /// areas of which something can be seen, the visible parts of lines, a dot for a point in view.
    static func project(_ outline: OverlayOutline, through viewport: Viewport, fitting output: OutputGeometry) -> RenderShape? {
        switch outline {
        case .areas(let areas):
            let rings = areas.flatMap { output.polygon($0.map(viewport.ring)) ?? [] }
            return rings.isEmpty ? nil : .polygon(rings: rings)
        case .lines(let lines):
            let parts = output.lines(lines.flatMap(viewport.lineParts))
            return parts.isEmpty ? nil : .polyline(parts: parts)
        case .point(let point):
            guard let center = viewport.visibleCanvasPoint(point),
                center.x >= output.bounds.x, center.x <= output.bounds.maxX, center.y >= output.bounds.y,
                center.y <= output.bounds.maxY
            else { return nil }
            return .dot(center: center, radius: pointRadius)
        }
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
                return CanvasPoint(
                    x: points[i - 1].x + (points[i].x - points[i - 1].x) * t,
                    y: points[i - 1].y + (points[i].y - points[i - 1].y) * t)
            }
            remaining -= d
        }
        return first
    }

    static func distance(_ a: CanvasPoint, _ b: CanvasPoint) -> Double {
        hypot(b.x - a.x, b.y - a.y)
    }
}
