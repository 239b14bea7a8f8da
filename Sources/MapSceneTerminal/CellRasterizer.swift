import Foundation
import MapSceneBase
import MapSceneGeometry
import MapSceneModel

/// Executes a command stream on a `CellSurface`: even-odd scanline fills for areas, lines
/// stepped pixel by pixel (with widths and dashes), ellipses, text, glyphs and boxes. Everything
/// is clipped to the grid, whatever the coordinates.
package struct CellRasterizer {
    package var surface: CellSurface
    private var style = TermStyle()
    private var layer: UInt8 = 0

    package init(columns: Int, rows: Int, mode: TermMode) {
        surface = CellSurface(columns: columns, rows: rows, mode: mode)
    }

    package mutating func run(_ commands: [TermCommand]) {
        for command in commands { execute(command) }
    }

    package mutating func execute(_ command: TermCommand) {
        switch command {
        case .item(_, let layer):
            self.layer = UInt8(layer.drawOrder)
        case .style(let style):
            self.style = style
        case .rect(let from, let to):
            if let fill = style.fill {
                fillPolygon([[from, CellPoint(x: to.x, y: from.y), to, CellPoint(x: from.x, y: to.y)]], color: fill)
            }
        case .polygon(let rings):
            if let fill = style.fill { fillPolygon(rings, color: fill) }
            if let stroke = style.stroke {
                for ring in rings where ring.count >= 2 { strokeLine(ring + [ring[0]], color: stroke) }
            }
        case .polyline(let parts):
            if let stroke = style.stroke {
                for part in parts { strokeLine(part, color: stroke) }
            }
        case .line(let from, let to):
            if let stroke = style.stroke { strokeLine([from, to], color: stroke) }
        case .circle(let center, let rx, let ry):
            circle(center, rx: rx, ry: ry)
        case .text(let column, let row, let string):
            text(string, column: column, row: row)
        case .glyph(let column, let row, let glyph):
            text(String(TermGlyphs.character(glyph, mode: surface.mode)), column: column, row: row, keepsColor: true)
        case .box(let column, let row, let columns, let rows):
            box(column: column, row: row, columns: columns, rows: rows)
        case .scaleBar(let from, let to):
            if let stroke = style.stroke { scaleBar(from, to, color: stroke) }
        case .pixels(let column, let row, let columns, let rows, let samples):
            pixels(column: column, row: row, columns: columns, rows: rows, samples: samples)
        }
    }

    // MARK: - Images

    /// An image's samples painted as areas: each half cell its own in half-block mode, one color
    /// a cell otherwise (the mean of its two halves, or the one it has).
    package mutating func pixels(column: Int, row: Int, columns: Int, rows: Int, samples: [Color?]) {
        guard columns > 0, rows > 0, samples.count == columns * rows * 2 else { return }
        for r in 0..<rows {
            for c in 0..<columns {
                let top = samples[(2 * r) * columns + c], bottom = samples[(2 * r + 1) * columns + c]
                let (x, y) = (column + c, row + r)
                if surface.areaY == 2 {
                    if let top { surface.paintArea(x: x, y: 2 * y, color: top) }
                    if let bottom { surface.paintArea(x: x, y: 2 * y + 1, color: bottom) }
                } else if let color = Self.mean(top, bottom) {
                    surface.paintArea(x: x, y: y, color: color)
                }
            }
        }
    }

    /// The mean of two samples (either may be missing).
    package static func mean(_ a: Color?, _ b: Color?) -> Color? {
        guard let a else { return b }
        guard let b else { return a }
        func mix(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8((Int(p) + Int(q) + 1) / 2) }
        return Color(
            red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: (a.alpha + b.alpha) / 2)
    }

    // MARK: - Scale bar

    /// The most a scale bar's ticks rise above it, in rows: a half-block pixel.
    package static let scaleTickReach = 0.5

    /// A scale bar: in ASCII `|` in the cells of its ends and `-` between; otherwise the bar
    /// stroked with a tick one pixel up (a braille dot, half a cell) at each end.
    package mutating func scaleBar(_ from: CellPoint, _ to: CellPoint, color: Color) {
        guard surface.mode == .ascii else {
            let tick = 1 / Double(surface.inkY)
            strokeLine([CellPoint(x: from.x, y: from.y - tick), from, to, CellPoint(x: to.x, y: to.y - tick)], color: color)
            return
        }
        guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { return }
        let row = Int(min(max(from.y, -1), Double(surface.rows)).rounded(.down))
        let first = Int(min(max(min(from.x, to.x), -1), Double(surface.columns)).rounded(.down))
        let last = Int(min(max(max(from.x, to.x), -1), Double(surface.columns)).rounded(.down))
        for column in first...last {
            let character = column == first || column == last ? UInt8(ascii: "|") : UInt8(ascii: "-")
            surface.plot(x: column, y: row, color: color, layer: layer, character: character)
        }
    }

    // MARK: - Areas

    /// Fills the area inside `rings` by the even-odd rule: a sample is filled when a ray from its
    /// center crosses the rings' edges an odd number of times.
    package mutating func fillPolygon(_ rings: [[CellPoint]], color: Color) {
        let sx = Double(surface.areaX), sy = Double(surface.areaY)
        let height = surface.areaHeight, width = surface.areaWidth
        guard height > 0, width > 0 else { return }
        var crossings = Array(repeating: [Double](), count: height)
        for ring in rings where ring.count >= 3 {
            var previous = ring[ring.count - 1]
            for point in ring {
                defer { previous = point }
                let (ax, ay, bx, by) = (previous.x * sx, previous.y * sy, point.x * sx, point.y * sy)
                guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { continue }
                let (low, high) = ay < by ? (ay, by) : (by, ay)
                // Sample rows whose centers (j + 0.5) lie in [low, high).
                let first = max(Int(max(low - 0.5, -1).rounded(.up)), 0)
                let last = min(Int(min(high - 0.5, Double(height)).rounded(.up)) - 1, height - 1)
                guard first <= last else { continue }
                let slope = (bx - ax) / (by - ay)
                for j in first...last { crossings[j].append(ax + (Double(j) + 0.5 - ay) * slope) }
            }
        }
        for j in 0..<height where crossings[j].count >= 2 {
            crossings[j].sort()
            var k = 0
            while k + 1 < crossings[j].count {
                let from = max(Int(max(crossings[j][k] - 0.5, -1).rounded(.up)), 0)
                let to = min(Int(min(crossings[j][k + 1] - 0.5, Double(width)).rounded(.up)) - 1, width - 1)
                if from <= to {
                    for i in from...to { surface.paintArea(x: i, y: j, color: color) }
                }
                k += 2
            }
        }
    }

    // MARK: - Lines

    /// Strokes the open line through `points` with the style's width and dashes.
    package mutating func strokeLine(_ points: [CellPoint], color: Color) {
        guard points.count >= 2 else { return }
        var dash = Dash(pattern: style.dash)
        let inkX = Double(surface.inkX), inkY = Double(surface.inkY)
        // Brush size in pixels: the stroke width in columns, and in rows (half as many).
        let widthX = style.width * inkX, widthY = style.width / CellFrame.cellAspect * inkY
        let brushX = surface.mode == .ascii || widthX < 1.75 ? 1 : Int(widthX.rounded())
        let brushY = surface.mode == .ascii || widthY < 1.75 ? 1 : Int(widthY.rounded())
        let window = PlaneBox(columns: surface.columns, rows: surface.rows, margin: 1)
        for (a, b) in zip(points, points.dropFirst()) {
            guard let (p, q) = Clipping.clipSegment(a, b, to: window) else {
                dash.advance(by: Self.screenLength(a, b))
                continue
            }
            if p != a { dash.advance(by: Self.screenLength(a, p)) }
            segment(p, q, color: color, dash: &dash, brushX: brushX, brushY: brushY)
            if q != b { dash.advance(by: Self.screenLength(q, b)) }
        }
    }

    /// The length of `a`–`b` on screen, in columns.
    package static func screenLength(_ a: CellPoint, _ b: CellPoint) -> Double {
        let dx = b.x - a.x, dy = (b.y - a.y) * CellFrame.cellAspect
        let length = (dx * dx + dy * dy).squareRoot()
        return length.isFinite ? length : 0
    }

    /// One segment, pixel by pixel: as many steps as pixels along its longer side.
    private mutating func segment(_ a: CellPoint, _ b: CellPoint, color: Color, dash: inout Dash, brushX: Int, brushY: Int) {
        let inkX = Double(surface.inkX), inkY = Double(surface.inkY)
        let (x0, y0, x1, y1) = (a.x * inkX, a.y * inkY, b.x * inkX, b.y * inkY)
        let steps = max(Int(max(abs(x1 - x0), abs(y1 - y0)).rounded(.up)), 1)
        let stepLength = Self.screenLength(a, b) / Double(steps)
        let character = surface.mode == .ascii ? TermGlyphs.asciiLine(dx: b.x - a.x, dy: b.y - a.y) : UInt8(ascii: "*")
        let offsetX = (brushX - 1) / 2, offsetY = (brushY - 1) / 2
        for k in 0...steps {
            if k > 0 { dash.advance(by: stepLength) }
            guard dash.isOn else { continue }
            let t = Double(k) / Double(steps)
            let x = Int((x0 + (x1 - x0) * t).rounded(.down)), y = Int((y0 + (y1 - y0) * t).rounded(.down))
            for dy in 0..<brushY {
                for dx in 0..<brushX {
                    surface.plot(x: x + dx - offsetX, y: y + dy - offsetY, color: color, layer: layer, character: character)
                }
            }
        }
    }

    /// Where a line is along its dash pattern (lengths in columns on screen).
    package struct Dash {
        package let pattern: [Double]
        package let period: Double
        package var position = 0.0

        package init(pattern: [Double]) {
            let valid = pattern.allSatisfy { $0 >= 0 && $0.isFinite } && pattern.contains { $0 > 0 }
            self.pattern = valid ? pattern : []
            period = valid ? pattern.reduce(0, +) : 0
        }

        package mutating func advance(by length: Double) {
            guard period > 0 else { return }
            position = (position + length).truncatingRemainder(dividingBy: period)
        }

        /// True in the "on" parts of the pattern (always, for a solid line).
        package var isOn: Bool {
            guard period > 0 else { return true }
            var edge = 0.0
            for (index, length) in pattern.enumerated() {
                edge += length
                if position < edge { return index % 2 == 0 }
            }
            return true
        }
    }

    // MARK: - Circles

    /// An ellipse drawn as the polygon of its outline: the inside filled as an area with `fill`,
    /// the outline stroked with `stroke`. One too small to cover a sample's center still paints
    /// the sample it is in.
    package mutating func circle(_ center: CellPoint, rx: Double, ry: Double) {
        guard center.x.isFinite, center.y.isFinite, rx.isFinite, ry.isFinite, rx >= 0, ry >= 0 else { return }
        // Enough sides that no side is longer than a pixel or two.
        let reach = max(rx * Double(surface.inkX), ry * Double(surface.inkY))
        let sides = min(max(Int((reach * 2 * .pi / 1.5).rounded(.up)), 12), 720)
        let ring = (0..<sides).map { k in
            let angle = Double(k) / Double(sides) * 2 * .pi
            return CellPoint(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle))
        }
        if let fill = style.fill {
            let x = Int((center.x * Double(surface.areaX)).rounded(.down)),
                y = Int((center.y * Double(surface.areaY)).rounded(.down))
            if x >= 0, y >= 0, x < surface.areaWidth, y < surface.areaHeight,
                (Double(x) + 0.5 - center.x * Double(surface.areaX)).magnitude > rx * Double(surface.areaX)
                    || (Double(y) + 0.5 - center.y * Double(surface.areaY)).magnitude > ry * Double(surface.areaY)
            {
                surface.paintArea(x: x, y: y, color: fill)
            }
            fillPolygon([ring], color: fill)
        }
        if let stroke = style.stroke { strokeLine(ring + [ring[0]], color: stroke) }
    }

    // MARK: - Text, glyphs and boxes

    /// Text from (`column`, `row`) in the style's color, over its fill.
    package mutating func text(_ string: String, column: Int, row: Int, keepsColor: Bool = false) {
        guard row >= 0, row < surface.rows else { return }
        let color = style.color.map(RGB.init)
        var c = column
        for character in string {
            guard let first = character.unicodeScalars.first else { continue }
            let width = TerminalText.width(of: first)
            guard width > 0 else { continue }
            if c >= surface.columns { break }
            if c >= 0 {
                if let fill = style.fill {
                    paintCells(column: c, row: row, columns: min(width, surface.columns - c), rows: 1, color: fill)
                }
                surface.put(character, width: width, column: c, row: row, color: color, bold: style.bold, keepsColor: keepsColor)
            }
            c += width
        }
    }

    /// A bordered box; everything under it is cleared.
    package mutating func box(column: Int, row: Int, columns: Int, rows: Int) {
        guard columns >= 2, rows >= 2 else { return }
        if let fill = style.fill { paintCells(column: column, row: row, columns: columns, rows: rows, color: fill) }
        let border = TermGlyphs.border(mode: surface.mode)
        let color = (style.stroke ?? style.color).map(RGB.init)
        for r in row..<(row + rows) {
            for c in column..<(column + columns) {
                let top = r == row, bottom = r == row + rows - 1, left = c == column, right = c == column + columns - 1
                let character: Character =
                    top && left
                    ? border.topLeft
                    : top && right
                        ? border.topRight
                        : bottom && left
                            ? border.bottomLeft
                            : bottom && right
                                ? border.bottomRight
                                : top || bottom ? border.horizontal : left || right ? border.vertical : " "
                surface.put(character, width: 1, column: c, row: r, color: color, bold: false, keepsColor: true)
            }
        }
    }

    /// Paints whole cells with an area color.
    private mutating func paintCells(column: Int, row: Int, columns: Int, rows: Int, color: Color) {
        let r0 = max(row, 0), r1 = min(row + rows, surface.rows)
        let c0 = max(column, 0), c1 = min(column + columns, surface.columns)
        guard r0 < r1, c0 < c1 else { return }
        for r in r0..<r1 {
            for c in c0..<c1 {
                for y in 0..<surface.areaY {
                    for x in 0..<surface.areaX {
                        surface.paintArea(x: c * surface.areaX + x, y: r * surface.areaY + y, color: color)
                    }
                }
            }
        }
    }
}
