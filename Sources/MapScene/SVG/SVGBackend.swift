/// Draws a `RenderList` as an SVG document.
///
/// The backend sees nothing but the render list. The document has the canvas size times its
/// scale as `width`/`height` and the canvas in points as `viewBox`; `<title>` and `<desc>` name it
/// for assistive technology; each non-empty layer is a `<g class="layer-NAME">` in draw order and
/// each item a `<g data-id="...">` inside it, in the order the list gives. Output is deterministic
/// and ends with a newline.
public enum SVGBackend {
    /// The SVG text of `list`.
    public static func render(_ list: RenderList, options: SVGOptions = SVGOptions()) -> String {
        var w = SVGWriter(precision: options.precision)
        let canvas = list.canvas
        var root: [SVGAttribute] = [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", w.number(canvas.width * canvas.scale)),
            ("height", w.number(canvas.height * canvas.scale)),
            ("viewBox", "0 0 " + w.number(canvas.width) + " " + w.number(canvas.height)),
            ("role", "img"),
        ]
        var labelledBy: [String] = []
        if list.title != nil { labelledBy.append(titleID) }
        if list.description != nil { labelledBy.append(descriptionID) }
        if !labelledBy.isEmpty { root.append(("aria-labelledby", labelledBy.joined(separator: " "))) }

        w.open("svg", root)
        if let title = list.title { w.element("title", [("id", titleID)], content: title) }
        if let description = list.description { w.element("desc", [("id", descriptionID)], content: description) }

        if list.items.contains(where: { if case .callout = $0.shape { true } else { false } }) {
            w.open("defs")
            w.calloutShadowFilter()
            w.close("defs")
        }

        let theme = SVGTheme(canvas.theme)
        for layer in RenderLayer.allCases {
            let items = list.items.filter { $0.layer == layer }
            if items.isEmpty { continue }
            w.open("g", [("class", "layer-" + layer.rawValue)])
            for item in items { w.item(item, theme: theme) }
            w.close("g")
        }
        w.close("svg")
        return w.text
    }

    static let titleID = "mapc-title"
    static let descriptionID = "mapc-desc"
}

/// Colors and fonts that depend on the canvas theme.
struct SVGTheme {
    var textHalo: Color
    var bubbleFill: Color
    var bubbleStroke: Color
    var titleColor: Color
    var subtitleColor: Color
    var tint = Color(red: 0x00, green: 0x7A, blue: 0xFF)

    init(_ theme: Theme) {
        switch theme {
        case .light:
            textHalo = .white
            bubbleFill = .white
            bubbleStroke = Color(red: 0, green: 0, blue: 0, alpha: 0.18)
            titleColor = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
            subtitleColor = Color(red: 0x6E, green: 0x6E, blue: 0x73)
        case .dark:
            textHalo = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
            bubbleFill = Color(red: 0x2C, green: 0x2C, blue: 0x2E)
            bubbleStroke = Color(red: 255, green: 255, blue: 255, alpha: 0.18)
            titleColor = .white
            subtitleColor = Color(red: 0x98, green: 0x98, blue: 0x9D)
            tint = Color(red: 0x0A, green: 0x84, blue: 0xFF)
        }
    }

    /// The font stack of every label: Liberation Sans is metric-compatible with Arial and Helvetica.
    static let fontFamily = "Liberation Sans, Arial, Helvetica, sans-serif"
}

extension SVGWriter {
    /// One item: a group carrying its id, label and opacity, and its shape inside.
    mutating func item(_ item: RenderItem, theme: SVGTheme) {
        var group: [SVGAttribute] = [("data-id", item.id)]
        if let label = item.label { group.append(("aria-label", label)) }
        if item.style.opacity < 1 { group.append(("opacity", fraction(item.style.opacity))) }
        open("g", group)
        switch item.shape {
        case .rect(let frame): rect(frame, style: item.style)
        case .polygon(let rings): polygon(rings, style: item.style)
        case .polyline(let parts): polyline(parts, style: item.style)
        case .pin(let tip): pin(tip: tip, style: item.style)
        case .marker(let at, let glyph): marker(at: at, glyph: glyph, style: item.style)
        case .dot(let center, let radius): dot(center, radius: radius, style: item.style)
        case .image(let source, let frame): image(source, frame: frame)
        case .text(let string, let at, let size, let weight):
            text(string, at: at, size: size, weight: weight, style: item.style, theme: theme)
        case .callout(let callout): self.callout(callout, theme: theme)
        case .cluster(let center, let radius, let count): cluster(center, radius: radius, count: count, style: item.style)
        }
        close("g")
    }
}
