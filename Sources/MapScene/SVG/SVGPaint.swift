import Foundation

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
        if let gradient = style.gradient, gradient.colors.count >= 2 {
            list = [("fill", "url(#" + Self.scoped("g" + String(sheet.number(gradient))) + ")")]
        }
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
        let key = SVGStyleSheet.StyleKey(style: style, mapOwned: mapOwned, extra: extra.map { $0.property + ":" + $0.value }.joined(separator: ";"))
        let n = sheet.number(for: key) {
            sheet.number(paint(mapOwned ? normal.map(style) : style) + extra, dark: dark.map { paint(mapOwned ? $0.map(style) : style) + extra })
        }
        return ("class", Self.scoped(String(n)))
    }
}

extension SVGWriter {
    /// The `<linearGradient>` of every gradient the items used, in `<defs>`: stops spread evenly,
    /// the direction as CSS's angle across the shape's bounding box.
    mutating func gradientDefinitions(_ gradients: [LinearGradient]) {
        for (n, gradient) in gradients.enumerated() {
            let radians = gradient.angle * .pi / 180
            let (dx, dy) = (sin(radians) / 2, -cos(radians) / 2)
            open("linearGradient", [
                ("id", Self.scoped("g" + String(n))),
                ("x1", fraction(0.5 - dx)), ("y1", fraction(0.5 - dy)), ("x2", fraction(0.5 + dx)), ("y2", fraction(0.5 + dy)),
            ])
            for (i, color) in gradient.colors.enumerated() {
                var stop: [SVGAttribute] = [("offset", fraction(Double(i) / Double(gradient.colors.count - 1))), ("stop-color", color.hexRGB)]
                if color.alpha < 1 { stop.append(("stop-opacity", fraction(color.alpha))) }
                element("stop", stop)
            }
            close("linearGradient")
        }
    }
}

extension Color {
    /// True for colors closer to white than to black (by their luma).
    var isLight: Bool {
        0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue) >= 128
    }

    /// The same hue with each component scaled by `factor` (0...1): a darker outline.
    func darkened(_ factor: Double) -> Color {
        func scale(_ c: UInt8) -> UInt8 { UInt8((Double(c) * factor).rounded()) }
        return Color(red: scale(red), green: scale(green), blue: scale(blue), alpha: alpha)
    }
}
