import MapSceneDrawing
import MapSceneGeometry
import MapSceneRenderList

/// The plain shapes: rectangles, polygons, polylines, dots, cluster badges, images and labels.
extension SVGWriter {
    package mutating func rect(_ frame: CanvasRect, style: RenderStyle, mapOwned: Bool) {
        let paint = self.style(of: style, mapOwned: mapOwned)
        begin("rect")
        attribute("x", frame.x); attribute("y", frame.y)
        attribute("width", max(frame.width, 0)); attribute("height", max(frame.height, 0))
        attribute(paint)
        end()
    }

    /// All rings in one path, filled even-odd so later rings cut holes; nothing when no ring has
    /// two points. The path data is written straight into the document.
    package mutating func polygon(_ rings: [[CanvasPoint]], style: RenderStyle, mapOwned: Bool) {
        guard rings.contains(where: { $0.count >= 2 }) else { return }
        let paint = self.style(of: style, mapOwned: mapOwned, extra: [("fill-rule", "evenodd")])
        begin("path")
        attribute("d") { d in
            for ring in rings where ring.count >= 2 {
                d.points(ring)
                d.close()
            }
        }
        attribute(paint)
        end()
    }

    /// All parts in one unfilled path; nothing when no part has two points. The path data is
    /// written straight into the document.
    package mutating func polyline(_ parts: [[CanvasPoint]], style: RenderStyle, mapOwned: Bool) {
        guard parts.contains(where: { $0.count >= 2 }) else { return }
        var unfilled = style
        unfilled.fill = nil
        let paint = self.style(of: unfilled, mapOwned: mapOwned)
        begin("path")
        attribute("d") { d in
            for part in parts where part.count >= 2 { d.points(part) }
        }
        attribute(paint)
        end()
    }

    package mutating func dot(_ center: CanvasPoint, radius: Double, style: RenderStyle, mapOwned: Bool) {
        let paint = self.style(of: style, mapOwned: mapOwned)
        begin("circle")
        attribute("cx", center.x); attribute("cy", center.y); attribute("r", max(radius, 0))
        attribute(paint)
        end()
    }

    /// A cluster badge: the style's circle with a white ring and the count centred in white bold
    /// text, sized to fit the circle.
    package mutating func cluster(_ center: CanvasPoint, radius: Double, count: Int, style: RenderStyle, mapOwned: Bool) {
        var ringed = style
        if ringed.stroke == nil {
            ringed.stroke = .white
            ringed.strokeWidth = 2
        }
        dot(center, radius: radius, style: ringed, mapOwned: mapOwned)
        let label = String(count)
        let size = min(radius * 0.9, radius * 2.6 / Double(max(label.count, 2)))
        centredText(label, x: center.x, baseline: center.y + size * 0.36, size: size)
    }

    /// An image from the list's table, or a neutral placeholder when the list has none for it
    /// (the backend never points at a file the resolve stage did not check).
    package mutating func image(_ image: RenderImage?, frame: CanvasRect) {
        guard let image else {
            let placeholder = style { look in
                paint("fill", look.theme.placeholder.withAlpha(0.25)) + paint("stroke", look.theme.placeholder)
                    + [("stroke-width", "1"), ("stroke-dasharray", "3 2")]
            }
            begin("rect")
            attribute("x", frame.x); attribute("y", frame.y)
            attribute("width", max(frame.width, 0)); attribute("height", max(frame.height, 0)); attribute("rx", "3")
            attribute(placeholder)
            end()
            return
        }
        begin("image")
        attribute("href", text: image.href)
        attribute("x", frame.x); attribute("y", frame.y)
        attribute("width", max(frame.width, 0)); attribute("height", max(frame.height, 0))
        end()
    }

    /// A label centred on `at` (its baseline), with a halo: the style's stroke color if it has
    /// one, otherwise white behind dark text and near-black behind light text, 3 points wide,
    /// painted under the fill. Text colors follow the theme like the map's own. Text with a
    /// `rotation` is turned about `at` by that many degrees clockwise.
    package mutating func text(
        _ string: String, at: CanvasPoint, size: Double, weight: TextWeight, style: RenderStyle, rotation: Double = 0
    ) {
        let haloWidth = style.stroke == nil ? 3 : style.strokeWidth
        let label = self.style(.label(style, size: size, weight: weight)) { look in
            let mapped = look.map(style)
            let ink = mapped.fill ?? look.theme.textInk
            var list = paint("fill", ink)
            list += paint("stroke", mapped.stroke ?? ViewInks.automaticHalo(behind: ink))
            list += [("stroke-width", number(haloWidth)), ("stroke-linejoin", "round"), ("paint-order", "stroke")]
            list += [("font-family", SVGAppearance.fontFamily), ("font-size", number(size) + "px")]
            if weight == .bold { list.append(("font-weight", "bold")) }
            list.append(("text-anchor", "middle"))
            return list
        }
        begin("text")
        attribute("x", at.x); attribute("y", at.y)
        if rotation != 0, rotation.isFinite {
            beginValue("transform")
            append("rotate(")
            append(number: rotation)
            append(" ")
            append(number: at.x)
            append(" ")
            append(number: at.y)
            append(")")
            endValue()
        }
        attribute(label)
        end("text", content: string)
    }
}
