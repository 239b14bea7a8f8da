import Foundation
import MapSceneGeometry

/// Map-point geometry onto the canvas: the map-point counterparts of `Viewport.lineParts` and
/// `Viewport.ring`, for basemap features, which are kept in map points.
extension Viewport {
    /// Ground points of a line of map points, each unwrapped next to the one before.
    package func groundPoints(_ points: [MapPoint]) -> [GroundPoint] {
        var result: [GroundPoint] = []
        result.reserveCapacity(points.count)
        var previousX = mapRect.midX
        for point in points {
            let p = point.unwrapped(near: previousX)
            previousX = p.x
            result.append(ground(p))
        }
        return result
    }

    /// A line's canvas points; with pitch, the parts in front of the eye and short of the far plane.
    package func lineParts(_ points: [MapPoint]) -> [[CanvasPoint]] {
        let ground = groundPoints(points)
        guard pitch > 0 else { return [ground.map(canvasPoint)] }
        return GroundClipping.clipLine(ground, to: forwardLimits).map { $0.map(canvasPoint) }
    }

    /// A closed ring's canvas points; with pitch, clipped to what can be seen (possibly empty).
    package func ring(_ points: [MapPoint]) -> [CanvasPoint] {
        let ground = groundPoints(points)
        guard pitch > 0 else { return ground.map(canvasPoint) }
        return GroundClipping.clipRing(ground, to: forwardLimits).map(canvasPoint)
    }

    /// The zoom level of the view at its center: the world is 256 × 2^zoom points across.
    package var zoom: Double {
        log2(pointsPerMapPoint * MapSize.world.width / 256)
    }

    /// Whether a feature with `bounds` may be in view: always with pitch (the view reaches far),
    /// otherwise when it meets the view's map rectangle grown by a margin.
    package func mayShow(_ bounds: MapRect, margin: Double) -> Bool {
        guard pitch == 0, heading == 0 else { return true }
        let grow = margin / pointsPerMapPoint
        let x = Self.unwrap(bounds.midX, near: mapRect.midX) - bounds.width / 2
        return x <= mapRect.maxX + grow && x + bounds.width >= mapRect.minX - grow
            && bounds.minY <= mapRect.maxY + grow && bounds.maxY >= mapRect.minY - grow
    }
}
