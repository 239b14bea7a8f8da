/// The plain shapes: rectangles, polygons, polylines, dots, images and labels.
extension SVGWriter {
    mutating func rect(_ frame: CanvasRect, style: RenderStyle) {
        element("rect", [
            ("x", number(frame.x)), ("y", number(frame.y)),
            ("width", number(max(frame.width, 0))), ("height", number(max(frame.height, 0))),
        ] + self.style(style))
    }

    /// All rings in one path, filled even-odd so later rings cut holes.
    mutating func polygon(_ rings: [[CanvasPoint]], style: RenderStyle) {
        var d = path()
        for ring in rings where ring.count >= 2 {
            d.points(ring)
            d.close()
        }
        guard !d.isEmpty else { return }
        element("path", [("d", d.d), ("fill-rule", "evenodd")] + self.style(style))
    }

    /// All parts in one unfilled path.
    mutating func polyline(_ parts: [[CanvasPoint]], style: RenderStyle) {
        var d = path()
        for part in parts where part.count >= 2 { d.points(part) }
        guard !d.isEmpty else { return }
        var unfilled = style
        unfilled.fill = nil
        element("path", [("d", d.d)] + self.style(unfilled))
    }

    mutating func dot(_ center: CanvasPoint, radius: Double, style: RenderStyle) {
        element("circle", [("cx", number(center.x)), ("cy", number(center.y)), ("r", number(max(radius, 0)))] + self.style(style))
    }

    /// A cluster badge: the style's circle with the count centred in white bold text.
    mutating func cluster(_ center: CanvasPoint, radius: Double, count: Int, style: RenderStyle) {
        dot(center, radius: radius, style: style)
        let size = radius * 0.9
        element("text", [
            ("x", number(center.x)), ("y", number(center.y + size * 0.36)), ("text-anchor", "middle"),
            ("font-family", SVGTheme.fontFamily), ("font-size", number(size)), ("font-weight", "bold"), ("fill", "#ffffff"),
        ], content: String(count))
    }

    mutating func image(_ source: String, frame: CanvasRect) {
        element("image", [
            ("href", source),
            ("x", number(frame.x)), ("y", number(frame.y)),
            ("width", number(max(frame.width, 0))), ("height", number(max(frame.height, 0))),
        ])
    }

    /// A label centred on `at` (its baseline), with a halo: the style's stroke color if it has
    /// one, otherwise the theme's (white on light maps), 3 points wide, painted under the fill.
    mutating func text(_ string: String, at: CanvasPoint, size: Double, weight: TextWeight, style: RenderStyle, theme: SVGTheme) {
        var attributes: [SVGAttribute] = [
            ("x", number(at.x)), ("y", number(at.y)),
            ("text-anchor", "middle"),
            ("font-family", SVGTheme.fontFamily),
            ("font-size", number(size)),
        ]
        if weight == .bold { attributes.append(("font-weight", "bold")) }
        attributes += paint("fill", style.fill ?? theme.titleColor)
        attributes += paint("stroke", style.stroke ?? theme.textHalo)
        attributes += [("stroke-width", style.stroke == nil ? "3" : number(style.strokeWidth)), ("stroke-linejoin", "round"), ("paint-order", "stroke")]
        element("text", attributes, content: string)
    }
}
