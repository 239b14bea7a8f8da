import MapSceneBase
import MapSceneGeometry

/// `polygon-self-intersection`: a polygon overlay whose outline or a hole crosses itself.
package enum PolygonRings {
    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for overlay in context.scene.overlays {
            let rings: [(name: String, ring: [Coordinate])]
            switch overlay.shape {
            case .polygon(let exterior, let holes):
                rings =
                    [("outline", exterior.coordinates)]
                    + holes.enumerated().map { ("hole \($0.offset + 1)", $0.element.coordinates) }
            case .multiPolygon(let areas):
                rings = areas.enumerated().flatMap { index, area in
                    [("outline of part \(index + 1)", area.exterior)]
                        + area.holes.enumerated().map { ("hole \($0.offset + 1) of part \(index + 1)", $0.element) }
                }
            default:
                continue
            }
            for (name, ring) in rings {
                guard let first = ring.first else { continue }
                let reference = MapPoint(first).x
                let points = ring.map { coordinate -> RingGeometry.Point in
                    let p = MapPoint(coordinate).unwrapped(near: reference)
                    return RingGeometry.Point(x: p.x, y: p.y)
                }
                guard let (i, j) = RingGeometry.selfIntersection(points) else { continue }
                found.append(
                    Diagnostic(
                        .polygonSelfIntersection,
                        "the \(name) of polygon '\(overlay.id)' crosses itself: its edge from point \(i + 1) meets the edge from point \(j + 1)",
                        at: overlay.range,
                        notes: [DiagnosticNote("list the points in order around the shape")]))
            }
        }
        return found
    }
}
