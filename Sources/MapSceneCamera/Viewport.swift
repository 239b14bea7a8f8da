import Foundation
import MapSceneGeometry

/// The resolved camera as a transform from map points to canvas points.
///
/// At pitch 0 the view is `mapRect` turned by `heading` about its center. With pitch, the
/// camera looks at the same center from `eyeDistance` away, tilted by `pitch` from straight
/// down: a true perspective view of the ground plane, with geometry beyond the far plane (just
/// short of the horizon) and behind the eye clipped away.
package struct Viewport: Sendable, Equatable {
    /// The map rect the view frames at its center as it would be at pitch 0, with the canvas's
    /// aspect ratio.
    package let mapRect: MapRect
    /// Canvas width in points.
    package let canvasWidth: Double
    /// Canvas height in points.
    package let canvasHeight: Double
    /// Compass degrees the top of the canvas faces.
    package let heading: Double
    /// Degrees the view tilts from looking straight down.
    package let pitch: Double
    /// The vertical field of view in degrees.
    package let fieldOfView: Double

    /// Creates a viewport; `mapRect` must already have the canvas's aspect ratio.
    package init(
        mapRect: MapRect, canvasWidth: Double, canvasHeight: Double, heading: Double = 0, pitch: Double = 0,
        fieldOfView: Double = CameraResolver.verticalFieldOfView
    ) {
        self.mapRect = mapRect
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.heading = heading
        self.pitch = pitch
        self.fieldOfView = fieldOfView
        pointsPerMapPoint = canvasWidth / mapRect.width
        turn = CameraResolver.Turn(degrees: -heading)
        focalLength = canvasHeight / 2 / tan(fieldOfView / 2 * .pi / 180)
        pitchSine = sin(pitch * .pi / 180)
        pitchCosine = cos(pitch * .pi / 180)
    }

    /// The same view seen with another pitch.
    package func withPitch(_ pitch: Double) -> Viewport {
        Viewport(
            mapRect: mapRect, canvasWidth: canvasWidth, canvasHeight: canvasHeight, heading: heading, pitch: pitch,
            fieldOfView: fieldOfView)
    }

    /// Canvas points per map point at the center of the view.
    package let pointsPerMapPoint: Double
    /// The perspective's focal length in canvas points: the eye's distance from the center in
    /// canvas units, so that the center keeps its scale whatever the pitch.
    package let focalLength: Double
    /// The heading's turn of the map.
    private let turn: CameraResolver.Turn
    private let pitchSine: Double
    private let pitchCosine: Double

    /// The map point at the canvas center (the camera's center coordinate).
    package var centerMapPoint: MapPoint { MapPoint(x: mapRect.midX, y: mapRect.midY) }

    /// Meters per canvas point at the canvas center.
    package var metersPerPoint: Double {
        Earth.metersPerMapPoint(atLatitude: centerMapPoint.coordinate.latitude) / pointsPerMapPoint
    }

    /// The eye's distance from the center coordinate in meters (`centerCoordinateDistance`).
    package var eyeDistance: Double { focalLength * metersPerPoint }

    /// The eye's height above the ground in meters (`MKMapCamera.altitude`).
    package var altitude: Double { eyeDistance * pitchCosine }

    /// The canvas y where the drawn ground ends (the far plane, just short of the true
    /// horizon), when the view is pitched enough for the sky to show above it.
    package var horizonY: Double? {
        guard pitch > 0 else { return nil }
        let y = canvasPoint(GroundPoint(x: 0, forward: forwardLimits.upperBound)).y
        return y > 0 ? y : nil
    }

    /// `x` moved by whole worlds to lie within half a world of `reference`: what keeps shapes
    /// continuous across the antimeridian.
    @inline(__always)
    package static func unwrap(_ x: Double, near reference: Double) -> Double {
        let world = MapSize.world.width
        let k = ((reference - x) / world).rounded()
        return x + k * world
    }

    // MARK: Ground plane

    /// A point on the ground plane in canvas units relative to the center, turned by the
    /// heading: `x` right, `forward` up the canvas (away from the eye when pitched).
    package struct GroundPoint {
        package var x: Double
        package var forward: Double

        package init(x: Double, forward: Double) {
            self.x = x
            self.forward = forward
        }
    }

    /// The ground point of a map point whose x is already unwrapped.
    @inline(__always)
    package func ground(_ point: MapPoint) -> GroundPoint {
        // The map turns by -heading so that the heading points up.
        let turned = turn.apply(to: point, around: centerMapPoint)
        return GroundPoint(
            x: (turned.x - mapRect.midX) * pointsPerMapPoint, forward: (mapRect.midY - turned.y) * pointsPerMapPoint)
    }

    /// The nearest and farthest `forward` distances drawn: in front of the eye, and short of
    /// the horizon. Unbounded at pitch 0.
    package var forwardLimits: ClosedRange<Double> {
        guard pitch > 0 else { return -Double.infinity...Double.infinity }
        let d = focalLength
        let near = (0.02 * d - d) / pitchSine
        let far = 19 * d / pitchSine  // 95 % of the way to the horizon on the canvas
        return near...far
    }

    /// The canvas point of a ground point (which must be within `forwardLimits`).
    @inline(__always)
    package func canvasPoint(_ g: GroundPoint) -> CanvasPoint {
        guard pitch > 0 else { return CanvasPoint(x: g.x + canvasWidth / 2, y: canvasHeight / 2 - g.forward) }
        let d = focalLength
        let depth = g.forward * pitchSine + d
        return CanvasPoint(x: canvasWidth / 2 + d * g.x / depth, y: canvasHeight / 2 - d * g.forward * pitchCosine / depth)
    }

    /// The ground point under a canvas point, or nil above the horizon.
    package func ground(under point: CanvasPoint) -> GroundPoint? {
        let sx = point.x - canvasWidth / 2
        let up = canvasHeight / 2 - point.y
        guard pitch > 0 else { return GroundPoint(x: sx, forward: up) }
        let d = focalLength
        // up = d·f·cosθ / (f·sinθ + d)  ⇒  f = up·d / (d·cosθ − up·sinθ)
        let denominator = d * pitchCosine - up * pitchSine
        guard denominator > 1e-9 else { return nil }
        let forward = up * d / denominator
        let depth = forward * pitchSine + d
        return GroundPoint(x: sx * depth / d, forward: forward)
    }

    /// The map point of a ground point.
    package func mapPoint(_ g: GroundPoint) -> MapPoint {
        let turned = MapPoint(x: mapRect.midX + g.x / pointsPerMapPoint, y: mapRect.midY - g.forward / pointsPerMapPoint)
        return turn.inverse.apply(to: turned, around: centerMapPoint)
    }

    // MARK: Projection

    /// The canvas point of a map point, taking the copy of the world nearest the view's center;
    /// nil when the point is behind the eye or beyond the far plane.
    package func visibleCanvasPoint(_ point: MapPoint) -> CanvasPoint? {
        let g = ground(MapPoint(x: Self.unwrap(point.x, near: mapRect.midX), y: point.y))
        guard forwardLimits.contains(g.forward) else { return nil }
        return canvasPoint(g)
    }

    /// The canvas point of a coordinate; nil when it cannot be seen.
    package func visibleCanvasPoint(_ coordinate: Coordinate) -> CanvasPoint? {
        visibleCanvasPoint(MapPoint(coordinate))
    }

    /// The canvas point of a coordinate, for views without pitch (where every point has one).
    package func canvasPoint(_ coordinate: Coordinate) -> CanvasPoint {
        let g = ground(MapPoint(coordinate).unwrapped(near: mapRect.midX))
        let limits = forwardLimits
        return canvasPoint(GroundPoint(x: g.x, forward: min(max(g.forward, limits.lowerBound), limits.upperBound)))
    }

    /// Ground points of a line of coordinates, each unwrapped next to the one before so the line
    /// crosses the antimeridian the short way instead of running around the world.
    package func groundPoints(_ coordinates: [Coordinate]) -> [GroundPoint] {
        var result: [GroundPoint] = []
        result.reserveCapacity(coordinates.count)
        var previousX = mapRect.midX
        for coordinate in coordinates {
            let p = MapPoint(coordinate).unwrapped(near: previousX)
            previousX = p.x
            result.append(ground(p))
        }
        return result
    }

    /// A line's canvas points; with pitch, the parts left after clipping away what is behind the
    /// eye or beyond the far plane.
    package func lineParts(_ coordinates: [Coordinate]) -> [[CanvasPoint]] {
        let points = groundPoints(coordinates)
        guard pitch > 0 else { return [points.map(canvasPoint)] }
        return GroundClipping.clipLine(points, to: forwardLimits).map { $0.map(canvasPoint) }
    }

    /// A closed ring's canvas points; with pitch, clipped to what can be seen (possibly empty).
    package func ring(_ coordinates: [Coordinate]) -> [CanvasPoint] {
        let points = groundPoints(coordinates)
        guard pitch > 0 else { return points.map(canvasPoint) }
        return GroundClipping.clipRing(points, to: forwardLimits).map(canvasPoint)
    }
}

extension MapPoint {
    /// The same point moved by whole worlds to lie within half a world of `x`.
    @inline(__always)
    package func unwrapped(near x: Double) -> MapPoint {
        MapPoint(x: Viewport.unwrap(self.x, near: x), y: y)
    }
}
