import Foundation
import MapSceneCamera
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Scale bar, compass and attribution (`showsScale`, `showsCompass`, the legal label).
package enum Decorator {
    package static let margin = 16.0

    package static func decorations(for scene: Scene, viewport: Viewport, attributions: [String] = []) -> [RenderItem] {
        let inks = ThemeInks.of(scene.canvas.theme)
        var items: [RenderItem] = []
        if drawsScaleBar(scene, viewport) { items += scaleBar(viewport, units: scene.decorations.scaleUnits, ink: inks.ink) }
        let compass = scene.decorations.compass
        if compass == .always || (compass == .auto && viewport.heading != 0) { items += self.compass(viewport, inks: inks) }
        let attribution = scene.decorations.attribution
        if attribution != .never, !attributions.isEmpty {
            let text = attributions.joined(separator: " · ")
            let width = TextMetrics.width(of: text, size: 10)
            items.append(
                RenderItem(
                    id: "attribution", layer: .decorations,
                    shape: .text(
                        text, at: CanvasPoint(x: viewport.canvasWidth - 6 - width / 2, y: viewport.canvasHeight - 6), size: 10,
                        weight: .regular),
                    style: RenderStyle(fill: inks.ink)))
        }
        return items
    }

    /// Whether the scene's scale bar is drawn: asked for (`auto` or `always`), and true over the
    /// whole canvas (`ScaleBarDecision`).
    package static func drawsScaleBar(_ scene: Scene, _ viewport: Viewport) -> Bool {
        scene.decorations.scale != .never && ScaleBarDecision.reasonToLeaveOut(viewport) == nil
    }

    /// The longest round distance (1, 2 or 5 times a power of ten meters) that fits in `maximum` points.
    package static func roundDistance(metersPerPoint: Double, maximum: Double) -> Double {
        let limit = metersPerPoint * maximum
        var power = pow(10, floor(log10(limit)))
        while true {
            for step in [5.0, 2.0, 1.0] where step * power <= limit { return step * power }
            power /= 10
        }
    }

    /// Meters in a foot and in a mile.
    package static let foot = 0.3048, mile = 1609.344

    package static func scaleBar(_ viewport: Viewport, units: UnitSystem, ink: Color) -> [RenderItem] {
        let maximum = 120.0
        let label: String
        let length: Double
        switch units {
        case .metric:
            let meters = roundDistance(metersPerPoint: viewport.metersPerPoint, maximum: maximum)
            length = meters / viewport.metersPerPoint
            label = meters >= 1000 ? "\(formatted(meters / 1000)) km" : "\(formatted(meters)) m"
        case .imperial:
            let miles = roundDistance(metersPerPoint: viewport.metersPerPoint / mile, maximum: maximum)
            if miles >= 1 {
                length = miles * mile / viewport.metersPerPoint
                label = "\(formatted(miles)) mi"
            } else {
                let feet = roundDistance(metersPerPoint: viewport.metersPerPoint / foot, maximum: maximum)
                length = feet * foot / viewport.metersPerPoint
                label = "\(formatted(feet)) ft"
            }
        }
        let y = viewport.canvasHeight - margin
        let x0 = margin, x1 = margin + length
        let bar: [[CanvasPoint]] = [
            [CanvasPoint(x: x0, y: y - 6), CanvasPoint(x: x0, y: y), CanvasPoint(x: x1, y: y), CanvasPoint(x: x1, y: y - 6)]
        ]
        return [
            RenderItem(
                id: "scale", layer: .decorations, shape: .polyline(parts: bar),
                style: RenderStyle(stroke: ink, strokeWidth: 2, lineCap: .square)),
            RenderItem(
                id: "scale.label", layer: .decorations,
                shape: .text(label, at: CanvasPoint(x: (x0 + x1) / 2, y: y - 8), size: 11, weight: .regular),
                style: RenderStyle(fill: ink)),
        ]
    }

    package static func compass(_ viewport: Viewport, inks: ThemeInks) -> [RenderItem] {
        let center = CanvasPoint(x: viewport.canvasWidth - margin - 18, y: margin + 18)
        let angle = -viewport.heading * .pi / 180
        func turned(_ dx: Double, _ dy: Double) -> CanvasPoint {
            CanvasPoint(x: center.x + dx * cos(angle) - dy * sin(angle), y: center.y + dx * sin(angle) + dy * cos(angle))
        }
        let north = [turned(0, -14), turned(5, 0), turned(-5, 0)]
        let south = [turned(0, 14), turned(-5, 0), turned(5, 0)]
        return [
            RenderItem(
                id: "compass", layer: .decorations, shape: .dot(center: center, radius: 18),
                style: RenderStyle(stroke: inks.compassRing, strokeWidth: 1, fill: inks.compassFace)),
            RenderItem(
                id: "compass.north", layer: .decorations, shape: .polygon(rings: [north]), style: RenderStyle(fill: Color.pinRed)),
            RenderItem(
                id: "compass.south", layer: .decorations, shape: .polygon(rings: [south]),
                style: RenderStyle(fill: Color(red: 0x8E, green: 0x8E, blue: 0x93))),
        ]
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
