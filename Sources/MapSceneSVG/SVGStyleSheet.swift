import MapSceneBase
import MapSceneModel
import MapSceneRenderList

/// A CSS declaration list, in the order written: `[("fill", "#ffffff"), ("stroke", "none")]`.
package typealias SVGDeclarations = [(property: String, value: String)]

/// The document's classes: every distinct set of declarations gets one class, numbered in the
/// order first used, with an optional different set for the dark color scheme.
///
/// Class names are scoped by the document's content hash (see `SVGScope`) so that several SVGs can
/// share one HTML page without their rules meeting.
package final class SVGStyleSheet {
    private struct Rule {
        package var normal: String
        package var dark: String?
    }

    private var rules: [Rule] = []
    private var index: [String: Int] = [:]
    /// Classes already found for a key, so equal styles skip building declarations.
    private var found: [Key: Int] = [:]

    /// What a class is made from, for the styles asked for once an item or more: equal keys give
    /// equal declarations (the looks and precision being the writer's), so each key's are built
    /// once.
    package enum Key: Hashable {
        /// An item's shape: its style, whether its colors are the map's own, and the extra
        /// declarations after them as text.
        case shape(RenderStyle, mapOwned: Bool, extra: String)
        /// A label in this style, size and weight.
        case label(RenderStyle, size: Double, weight: TextWeight)
        /// The body of a pin or marker in this fill.
        case body(Color)
        /// White bold centred text of this size: marker glyphs and cluster counts.
        case glyph(size: Double)
        /// The soft shadow under a pin's tip or a marker's tail.
        case groundShadow
        /// The white dot in a pin's head or an empty marker.
        case whiteDot
        /// An item group at this opacity.
        case opacity(Double)
    }

    /// The class number of `key`, made by `make` the first time it is asked for.
    package func number(for key: Key, make: () -> Int) -> Int {
        if let n = found[key] { return n }
        let n = make()
        found[key] = n
        return n
    }

    /// The gradients used, numbered in the order first used.
    package private(set) var gradients: [LinearGradient] = []

    /// The number of `gradient`, defined once in `<defs>` as `<scope>-g<number>`.
    package func number(_ gradient: LinearGradient) -> Int {
        if let n = gradients.firstIndex(of: gradient) { return n }
        gradients.append(gradient)
        return gradients.count - 1
    }

    /// The ground images drawn (their keys in the render list's image table), numbered in the
    /// order first used: each is defined once in `<defs>` as `<scope>-i<number>`, however many
    /// tiles and pieces show it.
    package private(set) var groundImages: [String] = []
    private var groundImageNumbers: [String: Int] = [:]
    /// Whether a piece of a ground image is clipped by `<scope>-reach`.
    package var clipsGroundPieces = false

    /// The number of the ground image `key`.
    package func number(groundImage key: String) -> Int {
        if let n = groundImageNumbers[key] { return n }
        groundImages.append(key)
        groundImageNumbers[key] = groundImages.count - 1
        return groundImages.count - 1
    }

    /// The class number for `normal` declarations that become `dark` under a dark color scheme.
    package func number(_ normal: SVGDeclarations, dark: SVGDeclarations?) -> Int {
        let normalText = Self.text(normal)
        let darkText = dark.map { Self.text(Self.changes(from: normal, to: $0)) }.flatMap { $0.isEmpty ? nil : $0 }
        return number(of: Rule(normal: normalText, dark: darkText))
    }

    /// The class number of `rule`, the next one when the sheet does not have it yet.
    private func number(of rule: Rule) -> Int {
        let key = rule.normal + "\u{0}" + (rule.dark ?? "")
        if let n = index[key] { return n }
        rules.append(rule)
        index[key] = rules.count - 1
        return rules.count - 1
    }

    package var isEmpty: Bool { rules.isEmpty }

    /// The style sheet's lines with class names `<scope>-<number>`: every rule, then the dark ones
    /// inside one `prefers-color-scheme` media query.
    package func lines(scope: String) -> [String] {
        var lines = rules.enumerated().map { n, rule in "." + scope + "-" + String(n) + "{" + rule.normal + "}" }
        let dark = rules.enumerated().compactMap { n, rule in rule.dark.map { "  ." + scope + "-" + String(n) + "{" + $0 + "}" } }
        if !dark.isEmpty {
            lines.append("@media (prefers-color-scheme:dark){")
            lines += dark
            lines.append("}")
        }
        return lines
    }

    /// The declarations of `dark` that differ from (or are missing in) `normal`: what the media
    /// query has to override.
    private static func changes(from normal: SVGDeclarations, to dark: SVGDeclarations) -> SVGDeclarations {
        dark.filter { d in !normal.contains { $0.property == d.property && $0.value == d.value } }
    }

    private static func text(_ declarations: SVGDeclarations) -> String {
        declarations.map { $0.property + ":" + $0.value }.joined(separator: ";")
    }
}
