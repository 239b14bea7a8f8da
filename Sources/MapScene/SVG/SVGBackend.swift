/// Draws a `RenderList` as an SVG document.
///
/// The backend sees nothing but the render list. The document has the canvas size times its
/// scale as `width`/`height` and the canvas in points as `viewBox`; `<title>` and `<desc>` name it
/// for assistive technology; paint lives in one `<style>` block of classes scoped by a content hash
/// (see `SVGScope`), with a `prefers-color-scheme: dark` variant for light canvases; each non-empty
/// layer is a `<g data-layer="NAME">` in draw order and each item a `<g data-id="...">` inside it,
/// in the order the list gives. Output is deterministic and ends with a newline.
public enum SVGBackend {
    /// The SVG text of `list`.
    public static func render(_ list: RenderList, options: SVGOptions = SVGOptions()) -> String {
        let looks = SVGAppearance.looks(for: list)
        var body = SVGWriter(precision: options.precision, normal: looks.normal, dark: looks.dark, depth: 1)
        var byLayer: [RenderLayer: [RenderItem]] = [:]
        for item in list.items { byLayer[item.layer, default: []].append(item) }
        for layer in RenderLayer.allCases {
            guard let items = byLayer[layer] else { continue }
            body.open("g", [("data-layer", layer.rawValue)])
            for item in items { body.item(item, images: list.images) }
            body.close("g")
        }

        var defs = SVGWriter(precision: options.precision, normal: looks.normal, dark: looks.dark, depth: 1)
        let hasCallouts = list.items.contains { if case .callout = $0.shape { true } else { false } }
        let gradients = body.sheet.gradients
        if hasCallouts || !gradients.isEmpty {
            defs.open("defs")
            if hasCallouts { defs.calloutShadowFilter() }
            defs.gradientDefinitions(gradients)
            defs.close("defs")
        }
        let rules = body.sheet.lines(scope: SVGWriter.scopeMark)
        let scope = SVGScope.name(for: rules + [defs.text, list.title ?? "", list.description ?? ""])

        var head = SVGWriter(precision: options.precision, normal: looks.normal, dark: looks.dark)
        let canvas = list.canvas
        var root: [SVGAttribute] = [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", head.number(canvas.width * canvas.scale)),
            ("height", head.number(canvas.height * canvas.scale)),
            ("viewBox", "0 0 " + head.number(canvas.width) + " " + head.number(canvas.height)),
            ("role", "img"),
        ]
        var labelledBy: [String] = []
        if list.title != nil { labelledBy.append(SVGWriter.scoped("title")) }
        if list.description != nil { labelledBy.append(SVGWriter.scoped("desc")) }
        if !labelledBy.isEmpty { root.append(("aria-labelledby", labelledBy.joined(separator: " "))) }
        head.open("svg", root)
        if let title = list.title { head.element("title", [("id", SVGWriter.scoped("title"))], content: title) }
        if let description = list.description { head.element("desc", [("id", SVGWriter.scoped("desc"))], content: description) }
        if !rules.isEmpty {
            head.open("style")
            for rule in rules { head.raw(rule) }
            head.close("style")
        }
        let document = head.text + defs.text + body.text + "</svg>\n"
        return document.replacingScopeMarks(with: scope)
    }
}

extension String {
    /// The text with every `SVGWriter.scopeMark` replaced by `scope`.
    fileprivate func replacingScopeMarks(with scope: String) -> String {
        // U+FFFF is EF BF BF in UTF-8; 0xEF only ever starts a three-byte character.
        let name = Array(scope.utf8)
        var text = self
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 256)
            var start = 0
            var i = 0
            while i < bytes.count {
                if bytes[i] == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBF {
                    out.append(contentsOf: bytes[start..<i])
                    out.append(contentsOf: name)
                    i += 3
                    start = i
                } else {
                    i += 1
                }
            }
            out.append(contentsOf: bytes[start..<bytes.count])
            return String(decoding: out, as: UTF8.self)
        }
    }
}

extension SVGWriter {
    /// One item: a group carrying its id, accessible name and opacity, and its shape inside.
    mutating func item(_ item: RenderItem, images: [String: RenderImage]) {
        var group: [SVGAttribute] = [("data-id", item.id)]
        if let label = item.label, !label.isEmpty, !item.shape.isText {
            group += [("role", "graphics-symbol"), ("aria-label", label)]
        }
        if item.style.opacity < 1 { group.append(style([("opacity", fraction(item.style.opacity))])) }
        open("g", group)
        let mapOwned = item.layer.isMapOwned
        switch item.shape {
        case .rect(let frame): rect(frame, style: item.style, mapOwned: mapOwned)
        case .polygon(let rings): polygon(rings, style: item.style, mapOwned: mapOwned)
        case .polyline(let parts): polyline(parts, style: item.style, mapOwned: mapOwned)
        case .pin(let tip): pin(tip: tip, style: item.style)
        case .marker(let at, let glyph): marker(at: at, glyph: glyph, style: item.style)
        case .dot(let center, let radius): dot(center, radius: radius, style: item.style, mapOwned: mapOwned)
        case .image(let source, let frame): image(images[source], frame: frame)
        case .text(let string, let at, let size, let weight):
            text(string, at: at, size: size, weight: weight, style: item.style)
        case .callout(let callout): self.callout(callout, images: images)
        case .cluster(let center, let radius, let count):
            cluster(center, radius: radius, count: count, style: item.style, mapOwned: mapOwned)
        }
        close("g")
    }
}

extension RenderShape {
    /// True for text, which is its own accessible name.
    var isText: Bool {
        if case .text = self { true } else { false }
    }
}
