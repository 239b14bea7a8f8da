import Foundation
import MapSceneGeometry
import MapSceneModel

/// An overlay's shape on the earth, before projection.
package enum OverlayOutline {
    /// Open lines: a polyline's parts.
    case lines([[Coordinate]])
    /// Areas to fill, each its exterior ring and then its holes.
    case areas([[[Coordinate]]])
    /// A point, drawn as a dot.
    case point(Coordinate)

    /// Whether it is filled.
    package var isArea: Bool {
        if case .areas = self { return true }
        return false
    }

    /// Every coordinate, for fitting the camera.
    package var coordinates: [Coordinate] {
        switch self {
        case .lines(let lines): lines.flatMap { $0 }
        case .areas(let areas): areas.flatMap { $0.flatMap { $0 } }
        case .point(let point): [point]
        }
    }
}

package enum OverlayGeometry {
    /// The tolerance for curves when no output resolution is known yet (fitting the camera):
    /// 256 map points, about 38 m at the equator.
    package static let defaultTolerance = 256.0

    /// Points per circle: one every 4 degrees of bearing.
    package static let circleSegments = 90

    /// The radius in points of the dot a data overlay draws for a point.
    package static let pointRadius = 4.0

    /// The outline of `overlay`, with files already read into coordinates. Tile overlays have
    /// none, nor do data overlays, whose features each have their own (`outlines(of:)`).
    /// Geodesic polylines follow great circles to within `tolerance` map points: a fraction of a
    /// canvas point when drawing.
    package static func outline(of overlay: Overlay, in scene: Scene, tolerance: Double = defaultTolerance) -> OverlayOutline? {
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
    package static func outlines(of feature: DataLayerFeature, geodesic: Bool, tolerance: Double = defaultTolerance)
        -> [OverlayOutline]
    {
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
    package static func coordinates(of overlay: Overlay, in scene: Scene) -> [Coordinate] {
        if case .data(let layer) = overlay.shape {
            return layer.features.flatMap { feature in outlines(of: feature, geodesic: overlay.geodesic).flatMap(\.coordinates) }
        }
        return outline(of: overlay, in: scene)?.coordinates ?? []
    }

    /// Calls `body` with `coordinates(of:in:)` in one or more lists, in order: a polygon's rings
    /// as they are, with no outline built for them (the camera fit and the check of the map's
    /// edge visit every overlay, a hundred thousand in a large scene).
    package static func forEachCoordinateList(of overlay: Overlay, in scene: Scene, _ body: ([Coordinate]) -> Void) {
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
    package static func pathCoordinates(_ path: CustomPath, in scene: Scene) -> [Coordinate]? {
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
}
