import MapSceneBase
import MapSceneRenderList

/// A class of the document's style sheet, as `SVGWriter.style` numbers it.
package struct SVGClass: Equatable {
    package var number: Int
}

/// Builds the SVG bytes in one buffer: indented elements whose text and attribute values from
/// the render list are escaped, numbers formatted at the chosen precision straight into the
/// buffer, and paint gathered into style-sheet classes.
///
/// An element is `begin(name)`, its attributes, then `end()` (empty), `endOpen()` (children
/// follow until `close`) or `end(name, content:)`. The attribute methods take numbers, the
/// backend's own `StaticString`s, path data and classes, which are written as they are, or a
/// `String`, which is always escaped (`attribute(_:text:)`): a string from the scene has no other
/// way in.
///
/// Class names and ids are written with `SVGWriter.scopeMark` where the document's scope name
/// goes; `SVGBackend` puts the name in once the document's content is known. The mark is U+FFFF,
/// which escaping removes from every string that comes from the scene, so only the backend's own
/// names can carry it.
package struct SVGWriter {
    /// Stands for the scope name until it is known.
    package static let scopeMark = "\u{FFFF}"
    /// `scopeMark` in UTF-8.
    package static let scopeMarkBytes: [UInt8] = Array(scopeMark.utf8)

    /// The decimals of numbers written with `number` and `attribute(_:_:)`.
    package let precision: Int
    /// The decimals of fractions (opacities, offsets): at least three.
    private let fractionPrecision: Int
    /// `precision` clamped as `FixedPrecision` clamps it.
    private let digits: Int
    /// The canvas's own look.
    package let normal: SVGAppearance
    /// The look under `prefers-color-scheme: dark`, for light canvases.
    package let dark: SVGAppearance?
    /// The classes used so far: the writer's own, or one it shares with the writer it draws for.
    package let sheet: SVGStyleSheet
    /// The UTF-8 text so far.
    package private(set) var bytes: [UInt8] = []
    /// How many scope marks `bytes` holds.
    package private(set) var scopeMarks = 0
    private var depth: Int
    /// The pin and marker symbols placed so far, and their definitions.
    package var symbols = SVGSymbolTable()

    package init(
        precision: Int, normal: SVGAppearance, dark: SVGAppearance?, depth: Int = 0, capacity: Int = 0,
        sheet: SVGStyleSheet = SVGStyleSheet()
    ) {
        self.sheet = sheet
        self.precision = precision
        self.fractionPrecision = max(precision, 3)
        self.digits = FixedPrecision.digits(precision)
        self.normal = normal
        self.dark = dark
        self.depth = depth
        bytes.reserveCapacity(capacity)
    }

    /// The text so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Values for the style sheet

    /// A coordinate or length at the writer's precision, for style declarations.
    package func number(_ value: Double) -> String {
        FixedPrecision.format(value, precision: precision)
    }

    /// An opacity or alpha in 0...1 with at least three decimals, for style declarations.
    package func fraction(_ value: Double) -> String {
        FixedPrecision.format(min(max(value, 0), 1), precision: fractionPrecision)
    }

    /// A path-data builder at the writer's precision, with a buffer of its own.
    package func path() -> SVGPathData {
        SVGPathData(precision: precision)
    }

    /// `local` in the document's scope: `<scope>-local`, for references in style declarations.
    package static func scoped(_ local: String) -> String {
        scopeMark + "-" + local
    }

    // MARK: Elements

    /// `<name` on its own line at the current depth; attributes follow.
    package mutating func begin(_ name: StaticString) {
        indent()
        bytes.append(UInt8(ascii: "<"))
        append(name)
    }

    /// Ends the tag `begin` started as an empty element: `/>`.
    package mutating func end() {
        append("/>\n")
    }

    /// Ends the tag `begin` started as an open one: `>`; what follows is indented until `close`.
    package mutating func endOpen() {
        bytes.append(UInt8(ascii: ">"))
        bytes.append(UInt8(ascii: "\n"))
        depth += 1
    }

    /// Ends the tag `begin(name)` started with `content`, escaped, and `</name>`.
    package mutating func end(_ name: StaticString, content: String) {
        bytes.append(UInt8(ascii: ">"))
        XMLEscaping.append(content, to: &bytes)
        closingTag(name)
    }

    /// `<name>` on its own line, without attributes; what follows is indented until `close`.
    package mutating func open(_ name: StaticString) {
        begin(name)
        endOpen()
    }

    /// `</name>`.
    package mutating func close(_ name: StaticString) {
        depth -= 1
        indent()
        closingTag(name)
    }

    /// `</name>` and the end of the line.
    private mutating func closingTag(_ name: StaticString) {
        append("</")
        append(name)
        append(">\n")
    }

    /// A line of the backend's own text (style-sheet rules, which never hold a string from the
    /// scene), written as it is.
    package mutating func raw(_ content: String) {
        indent()
        scopeMarks += content.unicodeScalars.count { $0 == "\u{FFFF}" }
        bytes.append(contentsOf: content.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Text another writer wrote, at its own indents, with the scope marks it holds.
    package mutating func append(written text: [UInt8], scopeMarks marks: Int) {
        bytes += text
        scopeMarks += marks
    }

    // MARK: Attributes

    /// ` name="value"` with `value` from the scene (or any string), escaped.
    package mutating func attribute(_ name: StaticString, text value: String) {
        beginValue(name)
        XMLEscaping.append(value, to: &bytes)
        endValue()
    }

    /// ` name="value"` with the backend's own constant `value`, written as it is.
    package mutating func attribute(_ name: StaticString, _ value: StaticString) {
        beginValue(name)
        append(value)
        endValue()
    }

    /// ` name="value"` with a coordinate or length at the writer's precision.
    package mutating func attribute(_ name: StaticString, _ value: Double) {
        beginValue(name)
        append(number: value)
        endValue()
    }

    /// ` name="value"` with an opacity or offset in 0...1, at least three decimals.
    package mutating func attribute(_ name: StaticString, fraction value: Double) {
        beginValue(name)
        FixedPrecision.append(min(max(value, 0), 1), precision: fractionPrecision, to: &bytes)
        endValue()
    }

    /// ` name="<scope>-local"`: an id of the document, or a list of them.
    package mutating func attribute(_ name: StaticString, scoped local: StaticString) {
        beginValue(name)
        scoped(local)
        endValue()
    }

    /// ` d="…"` with path data built apart.
    package mutating func attribute(_ name: StaticString, path: SVGPathData) {
        beginValue(name)
        bytes.append(contentsOf: path.bytes)
        endValue()
    }

    /// ` d="…"` with path data that `build` writes straight into the document.
    package mutating func attribute(_ name: StaticString, path build: (inout SVGPathData) -> Void) {
        beginValue(name)
        var path = SVGPathData(digits: digits, appendingTo: take())
        build(&path)
        bytes = path.take()
        endValue()
    }

    /// ` class="<scope>-number"`.
    package mutating func attribute(_ style: SVGClass) {
        beginValue("class")
        scopeMarks += 1
        bytes.append(contentsOf: Self.scopeMarkBytes)
        bytes.append(UInt8(ascii: "-"))
        integer(style.number)
        endValue()
    }

    /// ` name="` to start a value that is written in parts (`append`, `scoped`, `append(number:)`) and
    /// ended with `endValue`.
    package mutating func beginValue(_ name: StaticString) {
        bytes.append(UInt8(ascii: " "))
        append(name)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
    }

    /// The closing quote of a value.
    package mutating func endValue() {
        bytes.append(UInt8(ascii: "\""))
    }

    /// The backend's own constant text, written as it is.
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `<scope>-local`.
    package mutating func scoped(_ local: StaticString) {
        scopeMarks += 1
        bytes.append(contentsOf: Self.scopeMarkBytes)
        bytes.append(UInt8(ascii: "-"))
        append(local)
    }

    /// A coordinate or length at the writer's precision.
    package mutating func append(number value: Double) {
        FixedPrecision.append(scaled: FixedPrecision.scaled(value, digits: digits), digits: digits, to: &bytes)
    }

    /// A number with up to `decimals` decimals whatever the writer's precision (an image's
    /// fractions, which two decimals would not keep).
    package mutating func append(number value: Double, decimals: Int) {
        FixedPrecision.append(value, precision: decimals, to: &bytes)
    }

    /// A whole number.
    package mutating func integer(_ value: Int) {
        FixedPrecision.append(scaled: Int64(value), digits: 0, to: &bytes)
    }

    // MARK: Buffer

    /// Two spaces a level: the indents of the usual depths, sliced from one run of spaces.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)

    private mutating func indent() {
        var count = 2 * depth
        while count > 0 {
            let n = min(count, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<n])) }
            count -= n
        }
    }

    /// The buffer, leaving this writer's empty until it is given back.
    private mutating func take() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        return taken
    }
}
