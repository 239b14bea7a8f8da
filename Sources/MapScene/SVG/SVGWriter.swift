/// An attribute as written: a fixed name chosen by the backend and a value that is escaped
/// unless the backend wrote all of it itself (see `SVGWriter.backendAttributes`).
typealias SVGAttribute = (name: String, value: String)

/// Builds the SVG text: indented elements whose text and attribute values from the render list
/// are escaped, numbers formatted at the chosen precision, and paint gathered into style-sheet
/// classes.
///
/// Class names and ids are written with `SVGWriter.scopeMark` where the document's scope name
/// goes; `SVGBackend` puts the name in once the document's content is known. The mark is U+FFFF,
/// which escaping removes from every string that comes from the scene, so only the backend's own
/// names can carry it.
struct SVGWriter {
    /// Stands for the scope name until it is known.
    static let scopeMark = "\u{FFFF}"
    /// The attributes whose values the backend writes from its own names and numbers alone, which
    /// need no escaping: none of them ever carries a string from the render list.
    private static let backendAttributes: Set<String> = [
        "class", "id", "aria-labelledby", "filter",
        "d", "x", "y", "cx", "cy", "r", "rx", "ry", "width", "height", "viewBox", "transform",
    ]

    /// The decimals of numbers written with `number`.
    let precision: Int
    /// The canvas's own look.
    let normal: SVGAppearance
    /// The look under `prefers-color-scheme: dark`, for light canvases.
    let dark: SVGAppearance?
    /// The classes used so far.
    let sheet = SVGStyleSheet()
    /// The text so far.
    private(set) var text = ""
    private var depth: Int

    init(precision: Int, normal: SVGAppearance, dark: SVGAppearance?, depth: Int = 0) {
        self.precision = precision
        self.normal = normal
        self.dark = dark
        self.depth = depth
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

    /// `local` in the document's scope: `<scope>-local`, for ids and references to them.
    static func scoped(_ local: String) -> String {
        scopeMark + "-" + local
    }

    /// A `class` attribute for the declarations `make` gives in each look (the dark one only
    /// when the document adapts to a dark color scheme).
    func style(_ make: (SVGAppearance) -> SVGDeclarations) -> SVGAttribute {
        let n = sheet.number(make(normal), dark: dark.map(make))
        return ("class", Self.scoped(String(n)))
    }

    /// A `class` attribute for declarations that are the same in every look.
    func style(_ declarations: SVGDeclarations) -> SVGAttribute {
        ("class", Self.scoped(String(sheet.number(declarations, dark: nil))))
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

    /// A line of the backend's own text (style-sheet rules), written as it is.
    mutating func raw(_ content: String) {
        line(content)
    }

    private mutating func line(_ s: String) {
        text += String(repeating: "  ", count: depth) + s + "\n"
    }

    private static func attributes(_ list: [SVGAttribute]) -> String {
        var s = ""
        for (name, value) in list {
            let escaped = backendAttributes.contains(name) ? value : XMLEscaping.escape(value)
            s += " " + name + "=\"" + escaped + "\""
        }
        return s
    }
}

/// The `d` attribute of a `<path>`, built from commands with absolute coordinates straight into
/// bytes.
struct SVGPathData {
    let digits: Int
    private(set) var bytes: [UInt8] = []

    init(precision: Int) {
        digits = FixedPrecision.digits(precision)
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// The path data as text.
    var d: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func command(_ c: UInt8) {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        bytes.append(c)
    }

    private mutating func number(_ v: Double) {
        FixedPrecision.append(scaled: FixedPrecision.scaled(v, digits: digits), digits: digits, to: &bytes)
    }

    private mutating func numbers(_ values: Double...) {
        for (i, v) in values.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: " ")) }
            number(v)
        }
    }

    mutating func move(_ x: Double, _ y: Double) { command(UInt8(ascii: "M")); numbers(x, y) }
    mutating func line(_ x: Double, _ y: Double) { command(UInt8(ascii: "L")); numbers(x, y) }
    mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        command(UInt8(ascii: "C"))
        numbers(x1, y1, x2, y2, x, y)
    }

    /// An elliptical arc of radius `r` to `(x, y)`.
    mutating func arc(radius r: Double, large: Bool, sweep: Bool, _ x: Double, _ y: Double) {
        command(UInt8(ascii: "A"))
        numbers(r, r)
        bytes += Array(" 0 \(large ? 1 : 0) \(sweep ? 1 : 0) ".utf8)
        numbers(x, y)
    }

    mutating func close() {
        command(UInt8(ascii: "Z"))
    }

    /// Move to the first point and line to the others, leaving out points that round to the
    /// same output coordinates as the one before.
    mutating func points(_ points: [CanvasPoint]) {
        guard let first = points.first else { return }
        var last = (FixedPrecision.scaled(first.x, digits: digits), FixedPrecision.scaled(first.y, digits: digits))
        command(UInt8(ascii: "M"))
        FixedPrecision.append(scaled: last.0, digits: digits, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        FixedPrecision.append(scaled: last.1, digits: digits, to: &bytes)
        for p in points.dropFirst() {
            let next = (FixedPrecision.scaled(p.x, digits: digits), FixedPrecision.scaled(p.y, digits: digits))
            if next == last { continue }
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: "L"))
            FixedPrecision.append(scaled: next.0, digits: digits, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            FixedPrecision.append(scaled: next.1, digits: digits, to: &bytes)
            last = next
        }
    }
}
