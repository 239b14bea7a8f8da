import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Annotation glyphs drawn from geometry alone, no fonts or images: the classic teardrop pin
/// and the round marker balloon.
extension SVGWriter {
    /// The pin's size: the head is a circle of `headRadius` whose center is `headHeight` above
    /// the tip; the whole pin is `AnnotationMetrics.pinHeight` (22) points tall.
    package static let pinHeadRadius = 7.0
    package static let pinHeadHeight = AnnotationMetrics.pinHeight - pinHeadRadius

    /// The soft shadow under a pin's tip or a marker's tail.
    private mutating func groundShadow(at x: Double, _ y: Double, rx: Double) {
        let shadow = style(.groundShadow) { _ in [("fill", "#000000"), ("fill-opacity", "0.25")] }
        begin("ellipse")
        attribute("cx", x); attribute("cy", y); attribute("rx", rx); attribute("ry", "1.5")
        attribute(shadow)
        end()
    }

    /// The body of a pin or marker: filled with `fill`, outlined in a darker shade.
    private func bodyStyle(_ fill: Color) -> SVGClass {
        style(.body(fill)) { _ in
            paint("fill", fill) + paint("stroke", fill.darkened(0.6).withAlpha(1)) + [
                ("stroke-width", "1"), ("stroke-linejoin", "round"),
            ]
        }
    }

    /// A white dot of radius `r` at `(x, y)`.
    private mutating func whiteDot(_ x: Double, _ y: Double, r: StaticString) {
        let white = style(.whiteDot) { _ in [("fill", ViewInks.markerGlyph.hexRGB)] }
        begin("circle")
        attribute("cx", x); attribute("cy", y); attribute("r", r)
        attribute(white)
        end()
    }

    /// A teardrop pin whose point is exactly at `tip`, filled with the style's fill (red when it
    /// has none), outlined in a darker shade, with a white dot in its head and a soft shadow
    /// under the tip.
    package mutating func pin(tip: CanvasPoint, style: RenderStyle) {
        let fill = style.fill ?? Color.pinRed
        let (x, y) = (tip.x, tip.y)
        let r = Self.pinHeadRadius
        let cy = y - Self.pinHeadHeight

        groundShadow(at: x, y, rx: 4)
        let body = bodyStyle(fill)
        begin("path")
        attribute("d") { d in
            d.move(x, y)
            d.curve(x - 1.2, y - 4.5, x - r, y - 8.5, x - r, cy)
            d.arc(radius: r, large: true, sweep: true, x + r, cy)
            d.curve(x + r, y - 8.5, x + 1.2, y - 4.5, x, y)
            d.close()
        }
        attribute(body)
        end()
        whiteDot(x, cy, r: "2.5")
    }

    /// The marker balloon: a circle of this radius centred this far above the point.
    package static let markerRadius = 13.0
    package static let markerCenterHeight = AnnotationMetrics.markerLift

    /// A round balloon with a short tail whose point is at `at`, filled with the style's fill
    /// (red when none), with `glyph` centred in white bold text (a white dot when it has none).
    package mutating func marker(at: CanvasPoint, glyph: String, style: RenderStyle) {
        balloon(at: at, style: style, dot: glyph.isEmpty)
        if !glyph.isEmpty { markerGlyph(glyph, at: at) }
    }

    /// The balloon of a marker whose point is at `at`, with the white dot of an empty marker
    /// when `dot` is true.
    package mutating func balloon(at: CanvasPoint, style: RenderStyle, dot: Bool) {
        let fill = style.fill ?? Color.pinRed
        let (x, y) = (at.x, at.y)
        let r = Self.markerRadius
        let cy = y - Self.markerCenterHeight
        // Where the tail meets the circle, 4.5 points either side of the axis.
        let half = 4.5
        let joinY = cy + (r * r - half * half).squareRoot()

        groundShadow(at: x, y, rx: 5)
        let body = bodyStyle(fill)
        begin("path")
        attribute("d") { d in
            d.move(x, y)
            d.line(x - half, joinY)
            d.arc(radius: r, large: true, sweep: true, x + half, joinY)
            d.close()
        }
        attribute(body)
        end()
        if dot { whiteDot(x, cy, r: "4") }
    }

    /// The glyph of a marker whose point is at `at`, centred in its balloon.
    package mutating func markerGlyph(_ glyph: String, at: CanvasPoint) {
        let size = glyph.count > 1 ? 10.0 : 14.0
        centredText(glyph, x: at.x, baseline: at.y - Self.markerCenterHeight + size * 0.36, size: size)
    }

    /// `content` in white bold text of `size`, centred on `x`: a marker's glyph, a cluster's count.
    package mutating func centredText(_ content: String, x: Double, baseline: Double, size: Double) {
        let glyph = style(.glyph(size: size)) { _ in
            [
                ("fill", ViewInks.markerGlyph.hexRGB), ("font-family", SVGAppearance.fontFamily),
                ("font-size", number(size) + "px"),
                ("font-weight", "bold"), ("text-anchor", "middle"),
            ]
        }
        begin("text")
        attribute("x", x); attribute("y", baseline)
        attribute(glyph)
        end("text", content: content)
    }
}
