import MapSceneModel
import MapSceneRenderList

/// Draws a `RenderList` as an SVG document.
///
/// The backend sees nothing but the render list. The document has the canvas size in points as
/// its `width`/`height` in CSS pixels and as its `viewBox` (the canvas's scale is pixel density,
/// as for MapKit's snapshotter: it picks raster resolution, never the CSS size); `<title>` and `<desc>` name it
/// for assistive technology; paint lives in one `<style>` block of classes scoped by a content hash
/// (see `SVGScope`), with a `prefers-color-scheme: dark` variant for light canvases; each non-empty
/// layer is a `<g data-layer="NAME">` in draw order and each item a `<g data-id="...">` inside it,
/// in the order the list gives. Output is deterministic and ends with a newline.
public enum SVGBackend {
    /// The SVG text of `list`.
    public static func render(_ list: RenderList, options: SVGOptions = SVGOptions()) -> String {
        String(decoding: renderBytes(list, options: options), as: UTF8.self)
    }

    /// The SVG text of `list` as UTF-8 bytes: the same document as `render(_:options:)`, built
    /// in one buffer and handed over without making a `String` of it (for writing to a file).
    public static func renderBytes(_ list: RenderList, options: SVGOptions = SVGOptions()) -> [UInt8] {
        let looks = SVGAppearance.looks(for: list)
        let body = SVGBody(list, precision: options.precision, looks: looks).writer

        var defs = SVGWriter(precision: options.precision, normal: looks.normal, dark: looks.dark, depth: 1)
        let hasCallouts = list.items.contains { if case .callout = $0.shape { true } else { false } }
        let hasGroundImages = list.items.contains { if case .groundImage = $0.shape { true } else { false } }
        let gradients = body.sheet.gradients
        if hasCallouts || !gradients.isEmpty || hasGroundImages || !body.symbols.isEmpty {
            defs.open("defs")
            if hasCallouts { defs.calloutShadowFilter() }
            defs.symbolDefinitions(body.symbols)
            defs.gradientDefinitions(gradients)
            if hasGroundImages {
                defs.groundImageDefinitions(
                    body.sheet.groundImages, images: list.images, canvas: list.canvas, reach: body.sheet.clipsGroundPieces)
            }
            defs.close("defs")
        }
        let rules = body.sheet.lines(scope: SVGWriter.scopeMark)
        let scope = SVGScope.name(for: rules + [defs.text, list.title ?? "", list.description ?? ""])

        var head = SVGWriter(precision: options.precision, normal: looks.normal, dark: looks.dark)
        head.root(list)
        if !rules.isEmpty {
            head.open("style")
            for rule in rules { head.raw(rule) }
            head.close("style")
        }

        let name = Array(scope.utf8)
        let end = Array("</svg>\n".utf8)
        let marks = head.scopeMarks + defs.scopeMarks + body.scopeMarks
        var document: [UInt8] = []
        document.reserveCapacity(
            head.bytes.count + defs.bytes.count + body.bytes.count + end.count
                + marks * max(name.count - SVGWriter.scopeMarkBytes.count, 0))
        SVGScope.append(head.bytes, naming: name, to: &document)
        SVGScope.append(defs.bytes, naming: name, to: &document)
        SVGScope.append(body.bytes, naming: name, to: &document)
        document.append(contentsOf: end)
        return document
    }
}

extension SVGWriter {
    /// The `<svg>` tag, opened, then the title and description: the canvas size in CSS pixels,
    /// the canvas in points as the view box, and the accessible name from the title and
    /// description.
    package mutating func root(_ list: RenderList) {
        let canvas = list.canvas
        begin("svg")
        attribute("xmlns", "http://www.w3.org/2000/svg")
        attribute("width", canvas.width)
        attribute("height", canvas.height)
        beginValue("viewBox")
        append("0 0 ")
        append(number: canvas.width)
        append(" ")
        append(number: canvas.height)
        endValue()
        attribute("role", "img")
        if list.title != nil || list.description != nil {
            beginValue("aria-labelledby")
            if list.title != nil { scoped("title") }
            if list.description != nil {
                if list.title != nil { append(" ") }
                scoped("desc")
            }
            endValue()
        }
        endOpen()
        if let title = list.title {
            begin("title")
            attribute("id", scoped: "title")
            end("title", content: title)
        }
        if let description = list.description {
            begin("desc")
            attribute("id", scoped: "desc")
            end("desc", content: description)
        }
    }

    /// One item: a group carrying its id, accessible name and opacity (and, for a ground image,
    /// the clip to the canvas), and its shape inside.
    package mutating func item(_ item: RenderItem, images: [String: RenderImage], canvas: RenderCanvas) {
        if let (symbol, at) = Self.symbol(for: item.shape, style: item.style) {
            placed(item, symbol: symbol, at: at)
            return
        }
        begin("g")
        attribute("data-id", text: item.id)
        if case .groundImage = item.shape { canvasClip() }
        if let label = item.label, !label.isEmpty, !item.shape.isText {
            attribute("role", "graphics-symbol")
            attribute("aria-label", text: label)
        }
        if item.style.opacity < 1 {
            let opacity = item.style.opacity
            attribute(style(.opacity(opacity)) { _ in [("opacity", fraction(opacity))] })
        }
        endOpen()
        let mapOwned = item.layer.isMapOwned
        switch item.shape {
        case .rect(let frame): rect(frame, style: item.style, mapOwned: mapOwned)
        case .polygon(let rings): polygon(rings, style: item.style, mapOwned: mapOwned)
        case .polyline(let parts): polyline(parts, style: item.style, mapOwned: mapOwned)
        case .pin(let tip): use(.pin(item.style.fill ?? Color.pinRed), at: tip)
        case .marker(let at, let glyph): placedMarker(at: at, glyph: glyph, style: item.style)
        case .dot(let center, let radius): dot(center, radius: radius, style: item.style, mapOwned: mapOwned)
        case .image(let source, let frame): image(images[source], frame: frame)
        case .groundImage(let ground):
            groundImage(ground, image: images[ground.source], style: item.style, mapOwned: mapOwned, canvas: canvas)
        case .text(let string, let at, let size, let weight):
            text(string, at: at, size: size, weight: weight, style: item.style, rotation: item.rotation)
        case .callout(let callout): self.callout(callout, images: images)
        case .cluster(let center, let radius, let count):
            cluster(center, radius: radius, count: count, style: item.style, mapOwned: mapOwned)
        case .legend(let frame): legendBox(frame, style: item.style)
        case .legendEntry(let entry): legendEntry(entry, style: item.style, images: images)
        }
        close("g")
    }
}

extension RenderShape {
    /// True for text and legend entries, which are their own accessible names.
    package var isText: Bool {
        switch self {
        case .text, .legendEntry: true
        default: false
        }
    }
}
