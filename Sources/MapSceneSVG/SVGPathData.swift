import MapSceneBase
import MapSceneGeometry
import MapSceneRenderList

/// The `d` attribute of a `<path>`, built from commands with absolute coordinates straight into
/// bytes: a buffer of its own (`SVGWriter.path()`), or the document's (`SVGWriter.attribute(_:path:)`).
package struct SVGPathData {
    package let digits: Int
    /// The bytes; the path data is what follows `start`.
    package private(set) var bytes: [UInt8]
    private let start: Int

    package init(precision: Int) {
        digits = FixedPrecision.digits(precision)
        bytes = []
        start = 0
    }

    /// Path data appended to `bytes`, at `digits` decimals.
    package init(digits: Int, appendingTo bytes: [UInt8]) {
        self.digits = digits
        self.bytes = bytes
        start = bytes.count
    }

    package var isEmpty: Bool { bytes.count == start }

    /// The buffer, leaving this one empty.
    package mutating func take() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        return taken
    }

    private mutating func command(_ c: UInt8) {
        if !isEmpty { bytes.append(UInt8(ascii: " ")) }
        bytes.append(c)
    }

    private mutating func number(_ v: Double) {
        FixedPrecision.append(scaled: FixedPrecision.scaled(v, digits: digits), digits: digits, to: &bytes)
    }

    private mutating func pair(_ x: Double, _ y: Double) {
        number(x)
        bytes.append(UInt8(ascii: " "))
        number(y)
    }

    package mutating func move(_ x: Double, _ y: Double) { command(UInt8(ascii: "M")); pair(x, y) }
    package mutating func line(_ x: Double, _ y: Double) { command(UInt8(ascii: "L")); pair(x, y) }
    package mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        command(UInt8(ascii: "C"))
        pair(x1, y1)
        bytes.append(UInt8(ascii: " "))
        pair(x2, y2)
        bytes.append(UInt8(ascii: " "))
        pair(x, y)
    }

    /// An elliptical arc of radius `r` to `(x, y)`.
    package mutating func arc(radius r: Double, large: Bool, sweep: Bool, _ x: Double, _ y: Double) {
        command(UInt8(ascii: "A"))
        pair(r, r)
        // " 0 large sweep "
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: large ? "1" : "0"))
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: sweep ? "1" : "0"))
        bytes.append(UInt8(ascii: " "))
        pair(x, y)
    }

    package mutating func close() {
        command(UInt8(ascii: "Z"))
    }

    /// Move to the first point and line to the others, leaving out points that round to the
    /// same output coordinates as the one before.
    package mutating func points(_ points: [CanvasPoint]) {
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
