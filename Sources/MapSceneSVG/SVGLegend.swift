import MapSceneGeometry
import MapSceneRenderList

/// The legend: its panel, and each entry's swatch and name.
extension SVGWriter {
    package static let legendCornerRadius = 6.0

    /// The panel: a rounded rectangle in the item's fill and stroke (the map's own colors).
    package mutating func legendBox(_ frame: CanvasRect, style: RenderStyle) {
        let paint = self.style(of: style, mapOwned: true)
        begin("rect")
        attribute("x", frame.x); attribute("y", frame.y)
        attribute("width", max(frame.width, 0)); attribute("height", max(frame.height, 0))
        attribute("rx", Self.legendCornerRadius)
        attribute(paint)
        end()
    }

    /// An entry: the swatch in the overlay's or annotation's own style, fitted to its frame, and
    /// the name left-aligned after it in the entry's ink (a map color, so it follows the theme).
    package mutating func legendEntry(_ entry: RenderLegendEntry, style: RenderStyle, images: [String: RenderImage]) {
        let frame = entry.frame
        let midY = frame.y + frame.height / 2
        switch entry.swatch {
        case .line:
            var line = style
            line.strokeWidth = min(line.strokeWidth, 6)
            polyline([[CanvasPoint(x: frame.x, y: midY), CanvasPoint(x: frame.maxX, y: midY)]], style: line, mapOwned: false)
        case .area:
            var area = style
            area.strokeWidth = min(area.strokeWidth, 3)
            let inset = area.stroke == nil ? 0 : area.strokeWidth / 2
            rect(
                CanvasRect(
                    x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset),
                style: area, mapOwned: false)
        case .pin:
            scaled(to: frame, height: Self.pinHeadHeight + Self.pinHeadRadius + 1) {
                $0.pin(tip: CanvasPoint(x: 0, y: 0), style: style)
            }
        case .marker(let glyph):
            scaled(to: frame, height: Self.markerCenterHeight + Self.markerRadius + 1) {
                $0.marker(at: CanvasPoint(x: 0, y: 0), glyph: glyph, style: style)
            }
        case .dot:
            dot(
                CanvasPoint(x: frame.x + frame.width / 2, y: midY), radius: min(4.5, frame.height / 2 - 1), style: style,
                mapOwned: false)
        case .image(let source):
            let side = min(frame.width, frame.height)
            image(
                images[source],
                frame: CanvasRect(
                    x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side, height: side))
        }
        let ink = entry.ink
        let size = entry.size
        let name = self.style { look in
            paint("fill", look.map(ink)) + [("font-family", SVGAppearance.fontFamily), ("font-size", number(size) + "px")]
        }
        begin("text")
        attribute("x", entry.at.x); attribute("y", entry.at.y)
        attribute(name)
        end("text", content: entry.text)
    }

    /// What `draw` draws around (0, 0), standing on the middle of the bottom of `frame`, scaled
    /// so that `height` points fit the frame's height.
    private mutating func scaled(to frame: CanvasRect, height: Double, _ draw: (inout SVGWriter) -> Void) {
        let scale = frame.height / height
        begin("g")
        beginValue("transform")
        append("translate(")
        append(number: frame.x + frame.width / 2)
        append(" ")
        append(number: frame.maxY - scale)
        append(") scale(")
        append(number: scale)
        append(")")
        endValue()
        endOpen()
        draw(&self)
        close("g")
    }
}
