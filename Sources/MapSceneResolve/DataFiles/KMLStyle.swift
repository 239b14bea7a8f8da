/// A KML `<Style>`'s line, polygon and icon settings, as simplestyle properties: KML's
/// `aabbggrr` colors become `#rrggbb` and an opacity, so the scene side applies one vocabulary to
/// GeoJSON and KML alike (`stroke`, `stroke-opacity`, `stroke-width`, `fill`, `fill-opacity`,
/// `marker-color`).
package struct KMLStyle: Equatable {
    /// `LineStyle`'s color, as `#rrggbb` and opacity.
    package var lineColor: (rgb: String, opacity: String)?
    /// `LineStyle`'s width, as written.
    package var lineWidth: String?
    /// `PolyStyle`'s color.
    package var polygonColor: (rgb: String, opacity: String)?
    /// `PolyStyle`'s `fill` and `outline`: whether the area is filled and outlined.
    package var fill: Bool?
    package var outline: Bool?
    /// `IconStyle`'s color.
    package var iconColor: String?

    package static func == (a: KMLStyle, b: KMLStyle) -> Bool {
        a.lineColor?.rgb == b.lineColor?.rgb && a.lineColor?.opacity == b.lineColor?.opacity && a.lineWidth == b.lineWidth
            && a.polygonColor?.rgb == b.polygonColor?.rgb && a.polygonColor?.opacity == b.polygonColor?.opacity
            && a.fill == b.fill && a.outline == b.outline && a.iconColor == b.iconColor
    }

    /// This style with every setting `inline` makes taking its place (an inline style over a
    /// shared one).
    package func overridden(by inline: KMLStyle) -> KMLStyle {
        KMLStyle(
            lineColor: inline.lineColor ?? lineColor, lineWidth: inline.lineWidth ?? lineWidth,
            polygonColor: inline.polygonColor ?? polygonColor, fill: inline.fill ?? fill,
            outline: inline.outline ?? outline, iconColor: inline.iconColor ?? iconColor)
    }

    /// The simplestyle properties of this style for a placemark; `fill="0"` makes the fill
    /// transparent, and `outline="0"` the outline of an area.
    package func properties(isArea: Bool) -> [String: String] {
        var properties: [String: String] = [:]
        if let lineColor {
            properties["stroke"] = lineColor.rgb
            properties["stroke-opacity"] = lineColor.opacity
        }
        if let lineWidth { properties["stroke-width"] = lineWidth }
        if let polygonColor {
            properties["fill"] = polygonColor.rgb
            properties["fill-opacity"] = polygonColor.opacity
        }
        if fill == false { properties["fill-opacity"] = "0" }
        if outline == false, isArea { properties["stroke-opacity"] = "0" }
        if let iconColor { properties["marker-color"] = iconColor }
        return properties
    }

    /// A KML color — `aabbggrr` in hexadecimal, alpha first and red last — as `#rrggbb` and an
    /// opacity from 0 to 1 (at most three decimals); nil when it is not one.
    package static func color(_ text: String) -> (rgb: String, opacity: String)? {
        var hex = text.trimmingXMLSpace()
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard hex.utf8.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
        let digits = Array(hex.lowercased())
        let rgb = "#" + String(digits[6...7]) + String(digits[4...5]) + String(digits[2...3])
        return (rgb, opacity(UInt8(value >> 24)))
    }

    /// `alpha / 255` with at most three decimals, without trailing zeros.
    package static func opacity(_ alpha: UInt8) -> String {
        let thousandths = Int((Double(alpha) / 255 * 1000).rounded())
        if thousandths % 1000 == 0 { return String(thousandths / 1000) }
        var fraction = String(thousandths % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "0." + fraction
    }

    /// A KML boolean: `1`/`0` or `true`/`false`.
    package static func flag(_ text: String) -> Bool? {
        switch text.trimmingXMLSpace() {
        case "1", "true": true
        case "0", "false": false
        default: nil
        }
    }
}
