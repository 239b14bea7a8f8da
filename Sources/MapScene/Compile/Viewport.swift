import Foundation

/// The resolved camera as a transform from map points to canvas points: the visible map rect,
/// already fitted to the canvas aspect, and the heading that turns it.
public struct Viewport: Sendable, Equatable {
    /// The visible map rect before rotation, with the canvas's aspect ratio.
    public var mapRect: MapRect
    /// Canvas width in points.
    public var canvasWidth: Double
    /// Canvas height in points.
    public var canvasHeight: Double
    /// Compass degrees the top of the canvas faces.
    public var heading: Double

    /// Creates a viewport; `mapRect` must already have the canvas's aspect ratio.
    public init(mapRect: MapRect, canvasWidth: Double, canvasHeight: Double, heading: Double = 0) {
        self.mapRect = mapRect
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.heading = heading
    }

    /// Canvas points per map point.
    public var pointsPerMapPoint: Double { canvasWidth / mapRect.width }

    /// The map point at the canvas center.
    public var centerMapPoint: MapPoint { MapPoint(x: mapRect.midX, y: mapRect.midY) }

    /// Meters per canvas point at the canvas center.
    public var metersPerPoint: Double {
        Earth.metersPerMapPoint(atLatitude: centerMapPoint.coordinate.latitude) / pointsPerMapPoint
    }

    /// `x` moved by whole worlds to lie within half a world of `reference`: what keeps shapes
    /// continuous across the antimeridian.
    @inline(__always)
    public static func unwrap(_ x: Double, near reference: Double) -> Double {
        let world = MapSize.world.width
        let k = ((reference - x) / world).rounded()
        return x + k * world
    }

    /// The canvas point of a map point, taking the copy of the world nearest the view's center.
    public func canvasPoint(_ point: MapPoint) -> CanvasPoint {
        canvasPoint(MapPoint(x: Self.unwrap(point.x, near: mapRect.midX), y: point.y), unwrapped: true)
    }

    /// The canvas point of a map point whose x is already unwrapped.
    @inline(__always)
    func canvasPoint(_ point: MapPoint, unwrapped: Bool) -> CanvasPoint {
        let scale = pointsPerMapPoint
        var x = (point.x - mapRect.midX) * scale
        var y = (point.y - mapRect.midY) * scale
        if heading != 0 {
            // The map turns by -heading so that the heading points up.
            let angle = -heading * .pi / 180
            let (s, c) = (sin(angle), cos(angle))
            (x, y) = (x * c - y * s, x * s + y * c)
        }
        return CanvasPoint(x: x + canvasWidth / 2, y: y + canvasHeight / 2)
    }

    /// The canvas point of a coordinate.
    public func canvasPoint(_ coordinate: Coordinate) -> CanvasPoint {
        canvasPoint(MapPoint(coordinate))
    }

    /// Canvas points of a line of coordinates, each unwrapped next to the one before so the line
    /// crosses the antimeridian the short way instead of running around the world.
    public func canvasPoints(_ coordinates: [Coordinate]) -> [CanvasPoint] {
        var result: [CanvasPoint] = []
        result.reserveCapacity(coordinates.count)
        var previousX = mapRect.midX
        for (index, coordinate) in coordinates.enumerated() {
            var p = MapPoint(coordinate)
            p.x = Self.unwrap(p.x, near: index == 0 ? mapRect.midX : previousX)
            previousX = p.x
            result.append(canvasPoint(p, unwrapped: true))
        }
        return result
    }
}
