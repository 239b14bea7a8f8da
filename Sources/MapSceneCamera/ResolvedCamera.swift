import Foundation
import MapSceneGeometry

/// The camera as it was resolved for the canvas: what `mapc inspect camera` prints.
package struct ResolvedCamera: Codable, Sendable, Equatable {
    /// A latitude and longitude.
    package struct Center: Codable, Sendable, Equatable {
        /// Degrees north of the equator.
        package var latitude: Double
        /// Degrees east of Greenwich.
        package var longitude: Double
    }

    /// `MKCoordinateSpan` of the visible area.
    package struct Span: Codable, Sendable, Equatable {
        /// The visible height, in degrees of latitude.
        package var latitudeDelta: Double
        /// The visible width, in degrees of longitude.
        package var longitudeDelta: Double
    }

    /// `MKMapRect` of the visible area, in map points.
    package struct Rect: Codable, Sendable, Equatable {
        /// The western edge, in map points east of the antimeridian.
        package var x: Double
        /// The northern edge, in map points south of the world's top.
        package var y: Double
        /// Width in the unit of the enclosing type: map points for the rect, canvas points for the size.
        package var width: Double
        /// Height in the unit of the enclosing type: map points for the rect, canvas points for the size.
        package var height: Double
    }

    /// The canvas size in points.
    package struct Size: Codable, Sendable, Equatable {
        /// Width in the unit of the enclosing type: map points for the rect, canvas points for the size.
        package var width: Double
        /// Height in the unit of the enclosing type: map points for the rect, canvas points for the size.
        package var height: Double
    }

    /// The coordinate at the canvas center, to 12 decimals (a tenth of a micrometer): the map
    /// point's round trip through Mercator is not exact in the last digit, and `center: [40, 10]`
    /// is reported as 40 and 10, not 39.99999999999999.
    package var center: Center
    /// The span of the visible ground's bounding rect.
    package var span: Span
    /// The bounding map rect of the visible ground (clipped at the far plane when pitched).
    package var mapRect: Rect
    /// Fractional zoom level with 256-point tiles at zoom 0.
    package var zoomLevel: Double
    /// Meters per canvas point at the center.
    package var metersPerPoint: Double
    /// The eye's height above the ground in meters.
    package var altitude: Double
    /// Degrees from straight down.
    package var pitch: Double
    /// Compass degrees the top of the canvas faces.
    package var heading: Double
    /// The canvas size.
    package var canvas: Size

    /// Summarises `viewport`.
    package init(_ viewport: Viewport) {
        let c = viewport.centerMapPoint.coordinate
        center = Center(latitude: Self.rounded(c.latitude), longitude: Self.rounded(Self.normalized(c.longitude)))
        let bounds = viewport.visibleMapRect
        mapRect = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        let north = MapPoint(x: bounds.midX, y: bounds.minY).coordinate.latitude
        let south = MapPoint(x: bounds.midX, y: bounds.maxY).coordinate.latitude
        span = Span(latitudeDelta: north - south, longitudeDelta: bounds.width / MapSize.world.width * 360)
        zoomLevel = log2(viewport.pointsPerMapPoint) + 20
        metersPerPoint = viewport.metersPerPoint
        altitude = viewport.altitude
        pitch = viewport.pitch
        heading = viewport.heading
        canvas = Size(width: viewport.canvasWidth, height: viewport.canvasHeight)
    }

    /// `degrees` to 12 decimals.
    private static func rounded(_ degrees: Double) -> Double {
        (degrees * 1e12).rounded() / 1e12
    }

    private static func normalized(_ longitude: Double) -> Double {
        var l = longitude.truncatingRemainder(dividingBy: 360)
        if l > 180 { l -= 360 }
        if l < -180 { l += 360 }
        return l
    }
}

extension Viewport {
    /// The bounding map rect of the ground the canvas shows: its edges unprojected, the part
    /// above the horizon cut at the far plane.
    package var visibleMapRect: MapRect {
        var points: [MapPoint] = []
        // Above the far plane's line the canvas shows no ground (or sky): cut there.
        let farY = horizonY ?? -Double.infinity
        let steps = 8
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            for p in [
                CanvasPoint(x: t * canvasWidth, y: 0), CanvasPoint(x: t * canvasWidth, y: canvasHeight),
                CanvasPoint(x: 0, y: t * canvasHeight), CanvasPoint(x: canvasWidth, y: t * canvasHeight),
            ] {
                guard let g = ground(under: CanvasPoint(x: p.x, y: max(p.y, farY))) else { continue }
                points.append(mapPoint(g))
            }
        }
        return MapRect.bounding(points) ?? mapRect
    }
}
