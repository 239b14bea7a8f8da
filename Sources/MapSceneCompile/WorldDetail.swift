import Foundation
import MapSceneCamera
import MapSceneGeometry
import MapSceneResolve

/// Which of Natural Earth's scales the embedded world is drawn at, and the part of the world a
/// viewport sees, for reading only what is in view from the world resource.
package enum WorldDetail {
    /// The zoom from which continents are drawn at 1:50m; below it the whole world is 1:110m.
    package static let mediumFromZoom = 2.5
    /// The zoom from which the world is drawn at 1:10m.
    package static let largeFromZoom = 4.5

    /// The viewport's zoom level (256-point tiles at zoom 0).
    package static func zoom(of viewport: Viewport) -> Double {
        log2(viewport.pointsPerMapPoint) + 20
    }

    /// The resource scale for `zoom`: nil for the 1:110m world.
    package static func scale(atZoom zoom: Double) -> WorldResource.Scale? {
        if zoom >= largeFromZoom { return .large }
        if zoom >= mediumFromZoom { return .medium }
        return nil
    }

    /// A grid window holding everything `viewport` can show, with `margin` canvas points
    /// around the canvas: the bounds of the ground it sees (with pitch, the band from the
    /// canvas's foot to its top or the far plane, widening with depth).
    package static func window(for viewport: Viewport, margin: Double = 24) -> WorldResource.Window {
        let halfWidth = viewport.canvasWidth / 2 + margin
        let limits = viewport.forwardLimits
        var ground: [Viewport.GroundPoint] = []
        if viewport.pitch > 0 {
            let d = viewport.focalLength
            let sine = sin(viewport.pitch * .pi / 180)
            let near = max(
                limits.lowerBound,
                viewport.ground(under: CanvasPoint(x: viewport.canvasWidth / 2, y: viewport.canvasHeight + margin))?.forward
                    ?? limits.lowerBound)
            let far = min(
                limits.upperBound,
                viewport.ground(under: CanvasPoint(x: viewport.canvasWidth / 2, y: -margin))?.forward ?? limits.upperBound)
            for forward in [near, far] {
                let spread = halfWidth * (forward * sine + d) / d
                ground += [Viewport.GroundPoint(x: -spread, forward: forward), Viewport.GroundPoint(x: spread, forward: forward)]
            }
        } else {
            let halfHeight = viewport.canvasHeight / 2 + margin
            for x in [-halfWidth, halfWidth] {
                for forward in [-halfHeight, halfHeight] { ground.append(Viewport.GroundPoint(x: x, forward: forward)) }
            }
        }
        let points = ground.map(viewport.mapPoint)
        let world = MapSize.world.width
        let steps = Double(WorldResource.gridStepsPerDegree)
        func lon(_ x: Double) -> Int { Int(((x / world * 360 - 180) * steps).rounded(.down)) }
        func lat(_ y: Double) -> Int {
            let clamped = min(max(y, 0), world)
            return Int((MapPoint(x: 0, y: clamped).coordinate.latitude * steps).rounded(.down))
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let everywhere = WorldResource.Window(
            WorldResource.GridRect(
                minLon: -180 * Int(steps), minLat: -90 * Int(steps), maxLon: 180 * Int(steps), maxLat: 90 * Int(steps)))
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 4 * world }) else { return everywhere }
        let minX = xs.min()!, maxX = xs.max()!
        // A view wider than the world sees all of it.
        let (west, east) = maxX - minX >= world ? (-180 * Int(steps), 180 * Int(steps)) : (lon(minX) - 1, lon(maxX) + 1)
        return WorldResource.Window(
            WorldResource.GridRect(minLon: west, minLat: lat(ys.max()!) - 1, maxLon: east, maxLat: lat(ys.min()!) + 1))
    }
}
