/// Turning a `RenderStyle` and colors into CSS declarations.
extension SVGWriter {
    /// `name:#rrggbb` plus `name-opacity` when the color is translucent; `name:none` for nil.
    func paint(_ name: String, _ color: Color?) -> SVGDeclarations {
        guard let color else { return [(name, "none")] }
        var list: SVGDeclarations = [(name, color.hexRGB)]
        if color.alpha < 1 { list.append((name + "-opacity", fraction(color.alpha))) }
        return list
    }

    /// Fill, then stroke, width, dashes, caps and joins when there is a stroke (and they are not
    /// SVG's defaults). The item's opacity is written on its group, not here.
    func paint(_ style: RenderStyle) -> SVGDeclarations {
        var list = paint("fill", style.fill)
        guard let stroke = style.stroke, style.strokeWidth > 0 else { return list }
        list += paint("stroke", stroke)
        list.append(("stroke-width", number(style.strokeWidth)))
        if !style.dash.isEmpty, style.dash.allSatisfy({ $0 >= 0 && $0.isFinite }), style.dash.contains(where: { $0 > 0 }) {
            list.append(("stroke-dasharray", style.dash.map(number).joined(separator: " ")))
        }
        if style.lineCap != .butt { list.append(("stroke-linecap", style.lineCap.rawValue)) }
        if style.lineJoin != .miter { list.append(("stroke-linejoin", style.lineJoin.rawValue)) }
        return list
    }

    /// The class of an item's shape: its style as each look draws it (map-owned colors swapped
    /// in the dark look), with `extra` declarations after.
    func style(of style: RenderStyle, mapOwned: Bool, extra: SVGDeclarations = []) -> SVGAttribute {
        self.style { look in paint(mapOwned ? look.map(style) : style) + extra }
    }
}

extension Color {
    /// The same hue with each component scaled by `factor` (0...1): a darker outline.
    func darkened(_ factor: Double) -> Color {
        func scale(_ c: UInt8) -> UInt8 { UInt8((Double(c) * factor).rounded()) }
        return Color(red: scale(red), green: scale(green), blue: scale(blue), alpha: alpha)
    }
}
