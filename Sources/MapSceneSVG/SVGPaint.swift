import Foundation
import MapSceneModel
import MapSceneRenderList

/// Turning a `RenderStyle` and colors into CSS declarations.
extension SVGWriter {
    /// `name:#rrggbb` plus `name-opacity` when the color is translucent; `name:none` for nil.
    package func paint(_ name: String, _ color: Color?) -> SVGDeclarations {
        guard let color else { return [(name, "none")] }
        var list: SVGDeclarations = [(name, color.hexRGB)]
        if color.alpha < 1 { list.append((name + "-opacity", fraction(color.alpha))) }
        return list
    }

    /// Fill, then stroke, width, dashes, caps and joins when there is a stroke (and they are not
    /// SVG's defaults). The item's opacity is written on its group, not here.
    package func paint(_ style: RenderStyle) -> SVGDeclarations {
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
    package func style(of style: RenderStyle, mapOwned: Bool, extra: SVGDeclarations = []) -> SVGClass {
        let key = SVGStyleSheet.Key.shape(
            style, mapOwned: mapOwned, extra: extra.map { $0.property + ":" + $0.value }.joined(separator: ";"))
        let n = sheet.number(for: key) {
            sheet.number(
                paint(mapOwned ? normal.map(style) : style) + extra,
                dark: dark.map { paint(mapOwned ? $0.map(style) : style) + extra })
        }
        return SVGClass(number: n)
    }

    /// The class for the declarations `make` gives in each look (the dark one only when the
    /// document adapts to a dark color scheme).
    package func style(_ make: (SVGAppearance) -> SVGDeclarations) -> SVGClass {
        SVGClass(number: sheet.number(make(normal), dark: dark.map(make)))
    }

    /// The class for declarations that are the same in every look.
    package func style(_ declarations: SVGDeclarations) -> SVGClass {
        SVGClass(number: sheet.number(declarations, dark: nil))
    }

    /// `style(make)` for a style asked for again and again, built once per `key`. Declarations
    /// that are the same in every look give the same class as `style(_: SVGDeclarations)`.
    package func style(_ key: SVGStyleSheet.Key, _ make: (SVGAppearance) -> SVGDeclarations) -> SVGClass {
        SVGClass(number: sheet.number(for: key) { sheet.number(make(normal), dark: dark.map(make)) })
    }
}

extension SVGWriter {
    /// The `<linearGradient>` of every gradient the items used, in `<defs>`: stops spread evenly,
    /// the direction as CSS's angle across the shape's bounding box.
    package mutating func gradientDefinitions(_ gradients: [LinearGradient]) {
        for (n, gradient) in gradients.enumerated() {
            let radians = gradient.angle * .pi / 180
            let (dx, dy) = (sin(radians) / 2, -cos(radians) / 2)
            begin("linearGradient")
            beginValue("id")
            scoped("g")
            integer(n)
            endValue()
            attribute("x1", fraction: 0.5 - dx)
            attribute("y1", fraction: 0.5 - dy)
            attribute("x2", fraction: 0.5 + dx)
            attribute("y2", fraction: 0.5 + dy)
            endOpen()
            for (i, color) in gradient.colors.enumerated() {
                begin("stop")
                attribute("offset", fraction: Double(i) / Double(gradient.colors.count - 1))
                attribute("stop-color", text: color.hexRGB)
                if color.alpha < 1 { attribute("stop-opacity", fraction: color.alpha) }
                end()
            }
            close("linearGradient")
        }
    }
}

extension Color {
    /// The same hue with each component scaled by `factor` (0...1): a darker outline.
    package func darkened(_ factor: Double) -> Color {
        func scale(_ c: UInt8) -> UInt8 { UInt8((Double(c) * factor).rounded()) }
        return Color(red: scale(red), green: scale(green), blue: scale(blue), alpha: alpha)
    }
}
