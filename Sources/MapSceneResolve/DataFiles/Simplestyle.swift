import MapSceneModel

/// The simplestyle properties of a feature (github.com/mapbox/simplestyle-spec): `stroke`,
/// `stroke-width`, `stroke-opacity`, `fill`, `fill-opacity`, `marker-color`. KML styles arrive
/// under the same names. A value that cannot be used is left out and described.
package struct Simplestyle {
    /// The stroke color with its opacity.
    package var stroke: Color?
    /// The stroke width in points.
    package var width: Double?
    /// The fill color with its opacity.
    package var fill: Color?
    /// The color of the feature's points.
    package var markerColor: Color?
    /// What is wrong with the first value that cannot be used, and how many cannot.
    package var problems: [String] = []

    /// The style `properties` give. An opacity without its color applies to the overlay's
    /// default color; GeoJSON's `fill` without `fill-opacity` is 0.6 opaque, as the spec says
    /// (a KML color carries its own alpha).
    package init(_ properties: [String: String], format: DataFormat) {
        let strokeOpacity = opacity(properties, "stroke-opacity")
        let fillOpacity = opacity(properties, "fill-opacity")
        if let color = color(properties, "stroke") ?? (strokeOpacity != nil ? Color.overlayBlue : nil) {
            stroke = color.withAlpha(color.alpha * (strokeOpacity ?? 1))
        }
        if let color = color(properties, "fill") ?? (fillOpacity != nil ? Color.overlayBlue : nil) {
            let spelled = properties["fill"] != nil
            fill = color.withAlpha(color.alpha * (fillOpacity ?? (spelled && format == .geojson ? 0.6 : 1)))
        }
        markerColor = color(properties, "marker-color")
        if let text = properties["stroke-width"] {
            if let value = Double(text.trimmingSpaces()), value.isFinite, value >= 0, value <= 100 {
                width = value
            } else {
                problems.append("stroke-width '\(text)' is not a width in points")
            }
        }
    }

    /// A simplestyle color: a CSS color, or hex digits without their `#` as simplestyle files often write them.
    package static func color(_ text: String) -> Color? {
        if case .success(let color) = Color.parse(text) { return color }
        let digits = text.trimmingSpaces()
        if [3, 6].contains(digits.count), digits.allSatisfy(\.isHexDigit), case .success(let color) = Color.parse("#" + digits) {
            return color
        }
        return nil
    }

    private mutating func color(_ properties: [String: String], _ key: String) -> Color? {
        guard let text = properties[key] else { return nil }
        if let color = Self.color(text) { return color }
        problems.append("\(key) '\(text)' is not a color")
        return nil
    }

    private mutating func opacity(_ properties: [String: String], _ key: String) -> Double? {
        guard let text = properties[key] else { return nil }
        if let value = Double(text.trimmingSpaces()), (0...1).contains(value) { return value }
        problems.append("\(key) '\(text)' is not an opacity between 0 and 1")
        return nil
    }
}
