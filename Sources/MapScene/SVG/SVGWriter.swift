/// An attribute as written: a fixed name chosen by the backend and a value that is always escaped.
typealias SVGAttribute = (name: String, value: String)

/// Builds the SVG text: indented elements whose attribute values and text are escaped, and
/// numbers formatted at the chosen precision.
struct SVGWriter {
    /// The decimals of numbers written with `number`.
    let precision: Int
    /// The text so far.
    private(set) var text = ""
    private var depth = 0

    init(precision: Int) {
        self.precision = precision
    }

    /// A coordinate or length at the writer's precision.
    func number(_ value: Double) -> String {
        SVGNumber.format(value, precision: precision)
    }

    /// An opacity or alpha in 0...1 with at least three decimals.
    func fraction(_ value: Double) -> String {
        SVGNumber.format(min(max(value, 0), 1), precision: max(precision, 3))
    }

    /// A path-data builder at the writer's precision.
    func path() -> SVGPathData {
        SVGPathData(precision: precision)
    }

    /// `<name attributes>` on its own line; what follows is indented until `close`.
    mutating func open(_ name: String, _ attributes: [SVGAttribute] = []) {
        line("<" + name + Self.attributes(attributes) + ">")
        depth += 1
    }

    /// `</name>`.
    mutating func close(_ name: String) {
        depth -= 1
        line("</" + name + ">")
    }

    /// `<name attributes/>`.
    mutating func element(_ name: String, _ attributes: [SVGAttribute]) {
        line("<" + name + Self.attributes(attributes) + "/>")
    }

    /// `<name attributes>content</name>` with `content` escaped.
    mutating func element(_ name: String, _ attributes: [SVGAttribute], content: String) {
        line("<" + name + Self.attributes(attributes) + ">" + XMLEscaping.escape(content) + "</" + name + ">")
    }

    private mutating func line(_ s: String) {
        text += String(repeating: "  ", count: depth) + s + "\n"
    }

    private static func attributes(_ list: [SVGAttribute]) -> String {
        var s = ""
        for (name, value) in list {
            s += " " + name + "=\"" + XMLEscaping.escape(value) + "\""
        }
        return s
    }
}

/// The `d` attribute of a `<path>`, built from commands with absolute coordinates.
struct SVGPathData {
    let precision: Int
    private(set) var d = ""

    init(precision: Int) {
        self.precision = precision
    }

    var isEmpty: Bool { d.isEmpty }

    private func n(_ v: Double) -> String { SVGNumber.format(v, precision: precision) }

    private mutating func command(_ c: String, _ values: [Double]) {
        if !d.isEmpty { d += " " }
        d += c + values.map(n).joined(separator: " ")
    }

    mutating func move(_ x: Double, _ y: Double) { command("M", [x, y]) }
    mutating func line(_ x: Double, _ y: Double) { command("L", [x, y]) }
    mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        command("C", [x1, y1, x2, y2, x, y])
    }

    /// An elliptical arc of radius `r` to `(x, y)`.
    mutating func arc(radius r: Double, large: Bool, sweep: Bool, _ x: Double, _ y: Double) {
        if !d.isEmpty { d += " " }
        d += "A" + n(r) + " " + n(r) + " 0 " + (large ? "1" : "0") + " " + (sweep ? "1" : "0") + " " + n(x) + " " + n(y)
    }

    mutating func close() {
        if !d.isEmpty { d += " " }
        d += "Z"
    }

    /// Move to the first point and line to the others.
    mutating func points(_ points: [CanvasPoint]) {
        guard let first = points.first else { return }
        move(first.x, first.y)
        for p in points.dropFirst() { line(p.x, p.y) }
    }
}
