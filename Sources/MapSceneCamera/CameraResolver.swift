import Foundation
import MapSceneBase
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel

/// Turns a scene's camera, whatever its form, into one `Viewport` for its canvas.
package enum CameraResolver {
    /// The vertical field of view that relates `MKMapCamera`'s altitude to the visible span:
    /// the canvas height shows `2 · altitude · tan(fov / 2)` meters of ground at the center.
    package static let verticalFieldOfView = 30.0
    /// The fit's span for a single point, in meters.
    package static let singlePointSpan = 1000.0
    /// The closest a camera may come: meters per canvas point.
    package static let minimumMetersPerPoint = 0.01

    /// The steepest pitch drawn, in degrees; steeper ones are clamped with a warning, as
    /// MapKit clamps `MKMapCamera.pitch`. Beyond 75° the horizon comes into view.
    package static let maximumPitch = 80.0

    /// The viewport for `scene`'s camera on its canvas.
    package static func resolve(_ scene: Scene, diagnostics: inout [Diagnostic]) -> Viewport {
        let canvas = scene.canvas
        let rect: MapRect
        var heading = scene.camera.heading
        var pitch = clampedPitch(scene.camera.pitch, scene.camera, &diagnostics)
        switch scene.camera.form {
        case .centerSpan(let center, let span):
            rect = rectAround(center, span: span)
        case .centerDistance(let center, let northSouth, let eastWest):
            rect = rectAround(center, northSouth: northSouth, eastWest: eastWest)
        case .mapRect(let given):
            rect = given
        case .centerAltitude(let center, let altitude):
            // MKMapCamera's altitude is the eye's height; the eye is farther from the center when pitched.
            let eyeDistance = altitude / cos(pitch * .pi / 180)
            return Viewport(
                mapRect: rectForEye(center, eyeDistance: eyeDistance, canvas: canvas),
                canvasWidth: canvas.width, canvasHeight: canvas.height, heading: heading, pitch: pitch)
        case .centerZoom(let center, let zoom):
            // The center keeps its scale at any pitch (see `Viewport.focalLength`), so the zoom holds there.
            return Viewport(
                mapRect: rectAround(center, zoom: zoom, canvas: canvas), canvasWidth: canvas.width,
                canvasHeight: canvas.height, heading: heading, pitch: pitch)
        case .lookAt(let target, let eye, let altitude):
            let ground = Earth.distance(eye, target)
            if ground > 0.01 { heading = Geodesy.inverse(from: eye, to: target).initialAzimuth }
            pitch = clampedPitch(atan2(ground, altitude) * 180 / .pi, scene.camera, &diagnostics)
            let eyeDistance = (ground * ground + altitude * altitude).squareRoot()
            return Viewport(
                mapRect: rectForEye(target, eyeDistance: eyeDistance, canvas: canvas),
                canvasWidth: canvas.width, canvasHeight: canvas.height, heading: heading, pitch: pitch)
        case .fit(let target, let padding):
            return fit(scene, target: target, padding: padding).withPitch(pitch)
        }
        return Viewport(
            mapRect: fitted(rect, to: canvas), canvasWidth: canvas.width, canvasHeight: canvas.height, heading: heading,
            pitch: pitch)
    }

    /// `pitch` within 0...maximumPitch, with a warning when it was not.
    package static func clampedPitch(_ pitch: Double, _ camera: Camera, _ diagnostics: inout [Diagnostic]) -> Double {
        let clamped = min(max(pitch, 0), maximumPitch)
        if clamped != pitch {
            diagnostics.append(
                Diagnostic(
                    .cameraPitch,
                    "pitch \(formatted(pitch))° is outside 0...\(formatted(maximumPitch))°; drawn at \(formatted(clamped))°",
                    at: camera.pitchRange ?? camera.range))
        }
        return clamped
    }

    private static func formatted(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The pitch-0 map rect seen from `eyeDistance` meters above `center`, fitted to the canvas.
    package static func rectForEye(_ center: Coordinate, eyeDistance: Double, canvas: Canvas) -> MapRect {
        let northSouth = groundSpan(altitude: eyeDistance)
        return fitted(rectAround(center, northSouth: northSouth, eastWest: northSouth * canvas.width / canvas.height), to: canvas)
    }

    /// The ground distance in meters the canvas height shows from `altitude`.
    package static func groundSpan(altitude: Double) -> Double {
        2 * altitude * tan(verticalFieldOfView / 2 * .pi / 180)
    }

    /// The map rect of a region, centered on the map point of its center: as tall as the
    /// region's north and south edges are apart in map points, and as wide as its longitude
    /// delta. On a Mercator map the region's northern half is taller than its southern half
    /// (away from the equator), so the rect is not the region's own bounds moved, but it puts the
    /// center where MapKit and the scene's author expect it: in the middle of the canvas.
    package static func rectAround(_ center: Coordinate, span: CoordinateSpan) -> MapRect {
        let c = MapPoint(center)
        let north = MapPoint(Coordinate(latitude: min(90, center.latitude + span.latitudeDelta / 2), longitude: center.longitude))
        let south = MapPoint(
            Coordinate(latitude: max(-90, center.latitude - span.latitudeDelta / 2), longitude: center.longitude))
        let width = max(span.longitudeDelta / 360 * MapSize.world.width, 1e-6)
        let height = max(south.y - north.y, 1e-6)
        return MapRect(x: c.x - width / 2, y: c.y - height / 2, width: width, height: height)
    }

    /// The canvas-sized map rect centered on `center` at web-map zoom `zoom`: the world is
    /// `256 · 2^zoom` canvas points across.
    package static func rectAround(_ center: Coordinate, zoom: Double, canvas: Canvas) -> MapRect {
        let c = MapPoint(center)
        let pointsPerMapPoint = Camera.tileSize * pow(2, zoom) / MapSize.world.width
        let width = canvas.width / pointsPerMapPoint
        let height = canvas.height / pointsPerMapPoint
        return MapRect(x: c.x - width / 2, y: c.y - height / 2, width: width, height: height)
    }

    /// A map rect centered on `center` covering the given meters (0 meaning "set by the other").
    package static func rectAround(_ center: Coordinate, northSouth: Double, eastWest: Double) -> MapRect {
        let c = MapPoint(center)
        let perMeter = Earth.mapPointsPerMeter(atLatitude: center.latitude)
        let height = max(northSouth * perMeter, 1e-6)
        let width = max(eastWest * perMeter, 1e-6)
        return MapRect(x: c.x - width / 2, y: c.y - height / 2, width: width, height: height)
    }

    /// `regionThatFits:`: `rect` widened along one axis to the canvas aspect, never distorted.
    package static func fitted(_ rect: MapRect, to canvas: Canvas) -> MapRect {
        let aspect = canvas.width / canvas.height
        var width = rect.width
        var height = rect.height
        if width / height < aspect { width = height * aspect } else { height = width / aspect }
        return MapRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }

    /// `mapRectThatFits:edgePadding:` for the targets, leaving room for the annotation views and
    /// shown callouts so none is cut off.
    package static func fit(_ scene: Scene, target: FitTarget, padding: EdgePadding) -> Viewport {
        let canvas = scene.canvas
        let listed: Set<String>? = if case .ids(let ids) = target { Set(ids) } else { nil }
        let wanted: (String) -> Bool = { listed?.contains($0) ?? true }
        var coordinates: [Coordinate] = []
        var extent = (left: 0.0, top: 0.0, right: 0.0, bottom: 0.0)
        // Fields are read in place: binding each annotation to a name would copy all of it.
        coordinates.reserveCapacity(scene.annotations.count)
        scene.annotations.withUnsafeBufferPointer { annotations in
            for a in annotations.indices where wanted(annotations[a].id) {
                coordinates.append(annotations[a].coordinate)
                var e = AnnotationMetrics.extent(of: annotations[a].look)
                if annotations[a].callout?.shown == true, annotations[a].title != nil {
                    e.top =
                        AnnotationMetrics.calloutTipHeight(of: annotations[a].look)
                        + CalloutMetrics.height(subtitle: annotations[a].subtitle != nil)
                } else if let title = annotations[a].title {
                    // The title under the view.
                    e.bottom += AnnotationMetrics.titleSize + 4
                    let half = TextMetrics.width(of: title, size: AnnotationMetrics.titleSize, weight: .bold) / 2
                    e.left = max(e.left, half)
                    e.right = max(e.right, half)
                }
                extent = (
                    max(extent.left, e.left), max(extent.top, e.top), max(extent.right, e.right), max(extent.bottom, e.bottom)
                )
            }
        }
        // The overlays' coordinate lists are gathered as they are, not copied into one array.
        var lists = [coordinates]
        scene.overlays.withUnsafeBufferPointer { overlays in
            for index in overlays.indices where wanted(overlays[index].id) {
                OverlayGeometry.forEachCoordinateList(of: overlays[index], in: scene) { lists.append($0) }
            }
        }
        // Fit in the frame the heading turns the map into: the turned content's bounds must fit.
        let turn = Turn(degrees: -scene.camera.heading)
        guard let (content, pivot) = FitContent.bounds(ofLists: lists, turnedBy: turn) else {
            let center = MapPoint(x: MapSize.world.width / 2, y: MapSize.world.height / 2)
            return Viewport(
                mapRect: fitted(MapRect(x: 0, y: center.y - 1, width: MapSize.world.width, height: 2), to: canvas),
                canvasWidth: canvas.width, canvasHeight: canvas.height, heading: scene.camera.heading)
        }

        let availableWidth = max(1, canvas.width - padding.left - padding.right - extent.left - extent.right)
        let availableHeight = max(1, canvas.height - padding.top - padding.bottom - extent.top - extent.bottom)
        let metersPerMapPoint = Earth.metersPerMapPoint(atLatitude: pivot.coordinate.latitude)
        var scale: Double  // canvas points per map point
        if content.width == 0, content.height == 0 {
            scale = min(availableWidth, availableHeight) / (singlePointSpan / metersPerMapPoint)
        } else {
            scale = min(availableWidth / max(content.width, 1e-9), availableHeight / max(content.height, 1e-9))
        }
        scale = min(scale, metersPerMapPoint / minimumMetersPerPoint)
        let availableCenterX = padding.left + extent.left + availableWidth / 2
        let availableCenterY = padding.top + extent.top + availableHeight / 2
        let turnedCenter = MapPoint(
            x: content.midX + (canvas.width / 2 - availableCenterX) / scale,
            y: content.midY + (canvas.height / 2 - availableCenterY) / scale)
        let center = turn.inverse.apply(to: turnedCenter, around: pivot)
        let width = canvas.width / scale
        let height = canvas.height / scale
        let rect = MapRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        return Viewport(mapRect: rect, canvasWidth: canvas.width, canvasHeight: canvas.height, heading: scene.camera.heading)
    }

    /// A rotation of map points about a pivot (y points south, so positive degrees turn clockwise on screen).
    package struct Turn: Sendable, Equatable {
        package let sine: Double
        package let cosine: Double

        package init(degrees: Double) {
            sine = sin(degrees * .pi / 180)
            cosine = cos(degrees * .pi / 180)
        }

        private init(sine: Double, cosine: Double) {
            self.sine = sine
            self.cosine = cosine
        }

        package var inverse: Turn { Turn(sine: -sine, cosine: cosine) }

        /// No turn at all (a heading of 0).
        package var isNone: Bool { sine == 0 && cosine == 1 }

        package func apply(to p: MapPoint, around pivot: MapPoint) -> MapPoint {
            let x = p.x - pivot.x, y = p.y - pivot.y
            return MapPoint(x: pivot.x + x * cosine - y * sine, y: pivot.y + x * sine + y * cosine)
        }
    }
}
