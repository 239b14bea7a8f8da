/// Annotation glyphs drawn from geometry alone, no fonts or images: the classic teardrop pin
/// and the round marker balloon.
extension SVGWriter {
    /// The pin's size: the head is a circle of `headRadius` whose center is `headHeight` above
    /// the tip; the whole pin is `headHeight + headRadius` (22) points tall.
    static let pinHeadRadius = 7.0
    static let pinHeadHeight = 15.0

    /// A teardrop pin whose point is exactly at `tip`, filled with the style's fill (red when it
    /// has none), outlined in a darker shade, with a white dot in its head and a soft shadow
    /// under the tip.
    mutating func pin(tip: CanvasPoint, style: RenderStyle) {
        let fill = style.fill ?? Color(red: 0xFF, green: 0x3B, blue: 0x30)
        let (x, y) = (tip.x, tip.y)
        let r = Self.pinHeadRadius
        let cy = y - Self.pinHeadHeight

        element("ellipse", [
            ("cx", number(x)), ("cy", number(y)), ("rx", "4"), ("ry", "1.5"),
            ("fill", "#000000"), ("fill-opacity", "0.25"),
        ])
        var d = path()
        d.move(x, y)
        d.curve(x - 1.2, y - 4.5, x - r, y - 8.5, x - r, cy)
        d.arc(radius: r, large: true, sweep: true, x + r, cy)
        d.curve(x + r, y - 8.5, x + 1.2, y - 4.5, x, y)
        d.close()
        element("path", [("d", d.d)] + paint("fill", fill) + paint("stroke", fill.darkened(0.6).withAlpha(1)) + [
            ("stroke-width", "1"), ("stroke-linejoin", "round"),
        ])
        element("circle", [("cx", number(x)), ("cy", number(cy)), ("r", "2.5"), ("fill", "#ffffff")])
    }

    /// The marker balloon: a circle of this radius centred this far above the point.
    static let markerRadius = 13.0
    static let markerCenterHeight = 19.0

    /// A round balloon with a short tail whose point is at `at`, filled with the style's fill
    /// (red when none), with `glyph` centred in white bold text.
    mutating func marker(at: CanvasPoint, glyph: String, style: RenderStyle) {
        let fill = style.fill ?? Color(red: 0xFF, green: 0x3B, blue: 0x30)
        let (x, y) = (at.x, at.y)
        let r = Self.markerRadius
        let cy = y - Self.markerCenterHeight
        // Where the tail meets the circle, 4.5 points either side of the axis.
        let half = 4.5
        let joinY = cy + (r * r - half * half).squareRoot()

        element("ellipse", [
            ("cx", number(x)), ("cy", number(y)), ("rx", "5"), ("ry", "1.5"),
            ("fill", "#000000"), ("fill-opacity", "0.25"),
        ])
        var d = path()
        d.move(x, y)
        d.line(x - half, joinY)
        d.arc(radius: r, large: true, sweep: true, x + half, joinY)
        d.close()
        element("path", [("d", d.d)] + paint("fill", fill) + paint("stroke", fill.darkened(0.6).withAlpha(1)) + [
            ("stroke-width", "1"), ("stroke-linejoin", "round"),
        ])
        guard !glyph.isEmpty else { return }
        let size = 13.0
        element("text", [
            ("x", number(x)), ("y", number(cy + size * 0.36)),
            ("text-anchor", "middle"),
            ("font-family", SVGTheme.fontFamily),
            ("font-size", number(size)),
            ("font-weight", "bold"),
            ("fill", "#ffffff"),
        ], content: glyph)
    }
}
