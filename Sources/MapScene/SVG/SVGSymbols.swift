/// Pins and markers drawn once and placed many times: each distinct body is a `<symbol>` in
/// `<defs>`, drawn around its tip at (0, 0), and every annotation a `<use>` of it at its tip.
///
/// A plain pin is then one element of about 60 bytes instead of a group, an ellipse, a path and
/// a circle of about 330, and a million pins cost a million `<use>`s.
enum SVGSymbol: Hashable {
    /// A teardrop pin in this fill.
    case pin(Color)
    /// A marker balloon in this fill, with the white dot of a marker without a glyph or without it.
    case marker(Color, dot: Bool)
}

extension SVGWriter {
    /// The symbol an item is placed from, when its whole drawing is one: pins, and markers
    /// without a glyph. A marker with a glyph uses its balloon's symbol and writes the glyph after.
    static func symbol(for shape: RenderShape, style: RenderStyle) -> SVGSymbol? {
        switch shape {
        case .pin: .pin(style.fill ?? Color.pinRed)
        case .marker(_, let glyph) where glyph.isEmpty: .marker(style.fill ?? Color.pinRed, dot: true)
        default: nil
        }
    }

    /// An item drawn by one symbol: a single `<use>` carrying the item's id, accessible name
    /// and opacity, at the point the symbol stands on.
    mutating func placed(_ item: RenderItem, symbol: SVGSymbol, at point: CanvasPoint) {
        let number = self.number(symbol)
        begin("use")
        attribute("data-id", text: item.id)
        if let label = item.label, !label.isEmpty {
            attribute("role", "graphics-symbol")
            attribute("aria-label", text: label)
        }
        href(symbol: number)
        attribute("x", point.x); attribute("y", point.y)
        if item.style.opacity < 1 {
            let opacity = item.style.opacity
            attribute(style(.opacity(opacity)) { _ in [("opacity", fraction(opacity))] })
        }
        end()
    }

    /// A marker with a glyph inside its item group: the balloon's `<use>`, then the glyph.
    mutating func markerUse(at: CanvasPoint, glyph: String, style: RenderStyle) {
        let number = self.number(.marker(style.fill ?? Color.pinRed, dot: false))
        begin("use")
        href(symbol: number)
        attribute("x", at.x); attribute("y", at.y)
        end()
        let size = glyph.count > 1 ? 10.0 : 14.0
        centredText(glyph, x: at.x, baseline: at.y - Self.markerCenterHeight + size * 0.36, size: size)
    }

    /// ` href="#<scope>-p<number>"`.
    private mutating func href(symbol number: Int) {
        beginValue("href")
        append("#")
        scoped("p")
        integer(number)
        endValue()
    }

    /// The number of `symbol`. The first time it is asked for, its `<symbol>` is drawn into
    /// `symbolDefinitions` with this writer's style sheet, so its classes are numbered where the
    /// first such annotation stands, as when every annotation was drawn in full.
    private mutating func number(_ symbol: SVGSymbol) -> Int {
        if let number = symbols.numbers[symbol] { return number }
        let number = symbols.numbers.count
        symbols.numbers[symbol] = number

        let body = take()
        let (bodyDepth, bodyMarks) = (depth, scopeMarks)
        bytes = symbols.definitions
        (depth, scopeMarks) = (2, 0)
        begin("symbol")
        beginValue("id")
        scoped("p")
        integer(number)
        endValue()
        attribute("overflow", "visible")
        endOpen()
        let origin = CanvasPoint(x: 0, y: 0)
        switch symbol {
        case .pin(let fill):
            pin(tip: origin, style: RenderStyle(fill: fill))
        case .marker(let fill, let dot):
            marker(at: origin, glyph: "", style: RenderStyle(fill: fill), dot: dot)
        }
        close("symbol")
        symbols.scopeMarks += scopeMarks
        symbols.definitions = take()
        bytes = body
        (depth, scopeMarks) = (bodyDepth, bodyMarks)
        return number
    }
}

/// The symbols a writer has placed: their numbers, and their `<symbol>` elements for `<defs>`.
struct SVGSymbolTable {
    var numbers: [SVGSymbol: Int] = [:]
    /// The `<symbol>` elements, indented to stand inside `<defs>`.
    var definitions: [UInt8] = []
    /// How many scope marks `definitions` holds.
    var scopeMarks = 0

    var isEmpty: Bool { numbers.isEmpty }
}
