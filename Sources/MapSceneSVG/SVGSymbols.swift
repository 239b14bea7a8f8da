import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Pins and markers drawn once and placed many times: each distinct body is a `<symbol>` in
/// `<defs>`, drawn around its tip at (0, 0), and every annotation a `<use>` of it at its tip.
///
/// A plain pin is then one element of about 60 bytes instead of a group, an ellipse, a path and
/// a circle of about 330, and a million pins cost a million `<use>`s.
package enum SVGSymbol: Hashable {
    /// A teardrop pin in this fill.
    case pin(Color)
    /// A marker balloon in this fill, with the white dot of a marker without a glyph or without it.
    case marker(Color, dot: Bool)
}

extension SVGWriter {
    /// The symbol an item is placed from and the point it stands on, when its whole drawing is
    /// one: pins, and markers without a glyph. A marker with a glyph uses its balloon's symbol
    /// and writes the glyph after (`placedMarker` in the item's group).
    package static func symbol(for shape: RenderShape, style: RenderStyle) -> (symbol: SVGSymbol, at: CanvasPoint)? {
        switch shape {
        case .pin(let tip): (.pin(style.fill ?? Color.pinRed), tip)
        case .marker(let at, let glyph) where glyph.isEmpty: (.marker(style.fill ?? Color.pinRed, dot: true), at)
        default: nil
        }
    }

    /// An item drawn by one symbol: a single `<use>` carrying the item's id, accessible name
    /// and opacity, at the point the symbol stands on.
    package mutating func placed(_ item: RenderItem, symbol: SVGSymbol, at point: CanvasPoint) {
        let number = self.number(symbol)
        begin("use")
        attribute("data-id", text: item.id)
        if let label = item.label, !label.isEmpty {
            attribute("role", "graphics-symbol")
            attribute("aria-label", text: label)
        }
        reference(symbol: number, at: point)
        if item.style.opacity < 1 {
            let opacity = item.style.opacity
            attribute(style(.opacity(opacity)) { _ in [("opacity", fraction(opacity))] })
        }
        end()
    }

    /// `<use>` of `symbol` standing on `point`, inside an item's group.
    package mutating func use(_ symbol: SVGSymbol, at point: CanvasPoint) {
        let number = self.number(symbol)
        begin("use")
        reference(symbol: number, at: point)
        end()
    }

    /// A marker with a glyph, inside its item's group: the balloon's `<use>`, then the glyph.
    package mutating func placedMarker(at: CanvasPoint, glyph: String, style: RenderStyle) {
        use(.marker(style.fill ?? Color.pinRed, dot: glyph.isEmpty), at: at)
        if !glyph.isEmpty { markerGlyph(glyph, at: at) }
    }

    /// ` href="#<scope>-p<number>" x="…" y="…"`.
    private mutating func reference(symbol number: Int, at point: CanvasPoint) {
        beginValue("href")
        append("#")
        scoped("p")
        integer(number)
        endValue()
        attribute("x", point.x); attribute("y", point.y)
    }

    /// The `<symbol>`s placed so far, for `<defs>`.
    package mutating func symbolDefinitions(_ table: SVGSymbolTable) {
        append(written: table.definitions, scopeMarks: table.scopeMarks)
    }

    /// The number of `symbol`. The first time it is asked for, its `<symbol>` is drawn into
    /// `symbols.definitions` by a writer sharing this one's style sheet, so its classes are
    /// numbered where the first such annotation stands, as when every annotation was drawn in full.
    private mutating func number(_ symbol: SVGSymbol) -> Int {
        // Pins in a row mostly share their symbol: compared, not hashed.
        if let last = symbols.last, last.symbol == symbol { return last.number }
        if let number = symbols.numbers[symbol] {
            symbols.last = (symbol, number)
            return number
        }
        let number = symbols.numbers.count
        symbols.numbers[symbol] = number
        symbols.last = (symbol, number)

        // Depth 2: inside `<defs>`, inside the document.
        var definition = SVGWriter(precision: precision, normal: normal, dark: dark, depth: 2, sheet: sheet)
        definition.begin("symbol")
        definition.beginValue("id")
        definition.scoped("p")
        definition.integer(number)
        definition.endValue()
        definition.attribute("overflow", "visible")
        definition.endOpen()
        let origin = CanvasPoint(x: 0, y: 0)
        switch symbol {
        case .pin(let fill):
            definition.pin(tip: origin, style: RenderStyle(fill: fill))
        case .marker(let fill, let dot):
            definition.balloon(at: origin, style: RenderStyle(fill: fill), dot: dot)
        }
        definition.close("symbol")
        symbols.definitions += definition.bytes
        symbols.scopeMarks += definition.scopeMarks
        return number
    }
}

/// The symbols a writer has placed: their numbers, and their `<symbol>` elements for `<defs>`.
package struct SVGSymbolTable {
    package var numbers: [SVGSymbol: Int] = [:]
    /// The symbol numbered or looked up last.
    package var last: (symbol: SVGSymbol, number: Int)?
    /// The `<symbol>` elements, indented to stand inside `<defs>`.
    package var definitions: [UInt8] = []
    /// How many scope marks `definitions` holds.
    package var scopeMarks = 0

    package var isEmpty: Bool { numbers.isEmpty }
}
