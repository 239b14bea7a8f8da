import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// The terminal drawing at its edges: nothing beyond the canvas reaches a cell.
@Suite struct TerminalEdgeTests {
    static func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }

    /// The surface `list` is drawn on at `size` in `mode`.
    static func surface(_ list: RenderList, size: TermSize = .standard, mode: TermMode) -> CellSurface {
        TermDrawing.draw(list, size: size, mode: mode).surface
    }

    @Test(arguments: [
        (800.0, 600.0, 80, 23), (900, 600, 80, 23), (600, 800, 80, 23), (800, 70, 80, 24), (1000, 999, 120, 39), (3, 2, 7, 5),
    ])
    func theCanvasCoversWholeCells(width: Double, height: Double, columns: Int, rows: Int) {
        let frame = CellFrame(canvas: RenderCanvas(width: width, height: height, scale: 1), columns: columns, rows: rows)
        #expect(frame.columns <= columns && frame.rows <= rows)
        #expect(frame.columns == columns || frame.rows == rows)
        // The canvas's right and bottom edges are the grid's.
        #expect(abs(frame.columns(width) - Double(frame.columns)) < 1e-9)
        #expect(abs(frame.rows(height) - Double(frame.rows)) < 1e-9)
        // Stretched by at most half a cell: a row stays about two columns tall.
        let aspect = frame.pointsPerRow / frame.pointsPerColumn
        let slack = 0.5 / Double(min(frame.columns, frame.rows))
        #expect(abs(aspect / CellFrame.cellAspect - 1) <= slack / (1 - slack) + 1e-9, "aspect \(aspect)")
    }

    /// What the compiler makes of land all around the view: a polygon clipped to the canvas plus
    /// its 8-point margin. 800 × 600 is 61⅓ columns at 80 × 24, so before the canvas covered whole
    /// cells the right edge drew a line in the 62nd column.
    @Test(arguments: TermMode.allCases)
    func landClippedBeyondTheCanvasLeavesNoEdgeInTheCells(mode: TermMode) {
        let land = RenderItem(
            id: "world.1", layer: .base,
            shape: .polygon(rings: [[Self.p(808, -8), Self.p(808, 608), Self.p(-8, 608), Self.p(-8, -8)]]),
            style: RenderStyle(
                stroke: Color(red: 0xC4, green: 0xBC, blue: 0xB0), strokeWidth: 0.75,
                fill: Color(red: 0xF4, green: 0xF1, blue: 0xEA)))
        let list = RenderList(canvas: RenderCanvas(width: 800, height: 600, scale: 1), title: "Land", items: [land])
        let surface = Self.surface(list, mode: mode)
        #expect(surface.columns == 61 && surface.rows == 23)
        #expect(surface.ink.allSatisfy { $0 == 0 })
        #expect(surface.area.allSatisfy { $0 == RGB(red: 0xF4, green: 0xF1, blue: 0xEA) })
        let drawing = TerminalBackend.render(list, options: TermOptions(mode: mode))
        #expect(drawing == "Land\n" + String(repeating: "\n", count: 23))
    }

    // MARK: - Labels

    /// The character shown in cell (`column`, `row`) of `surface`: its text, or its ink's
    /// character (any non-space for braille and half blocks), or a space.
    static func shown(_ surface: CellSurface, column: Int, row: Int) -> Character {
        let cell = row * surface.columns + column
        switch surface.text[cell] {
        case .character(let c, _, _, _): return c
        case .continuation: return "\u{0}"
        case .none: return surface.ink[cell] != 0 ? "*" : " "
        }
    }

    @Test(arguments: TermMode.allCases)
    func aLabelOnALineHasABlankCellEitherSide(mode: TermMode) {
        let list = RenderList(
            canvas: RenderCanvas(width: 400, height: 100, scale: 1),
            items: [
                RenderItem(
                    id: "coast", layer: .base, shape: .polyline(parts: [[Self.p(0, 50), Self.p(400, 50)]]),
                    style: RenderStyle(stroke: .black)),
                RenderItem(id: "berlin", layer: .labels, shape: .text("Berlin", at: Self.p(200, 54), size: 12, weight: .regular)),
            ])
        let drawing = TerminalBackend.render(list, options: TermOptions(size: TermSize(columns: 40, rows: 10), mode: mode))
        let line = try! #require(drawing.split(separator: "\n").first { $0.contains("Berlin") })
        let berlin = try! #require(line.range(of: "Berlin"))
        #expect(line[line.index(before: berlin.lowerBound)] == " ", "\(line)")
        #expect(line[berlin.upperBound] == " ", "\(line)")
        // The line still runs up to the blanks.
        #expect(line[line.index(berlin.lowerBound, offsetBy: -2)] != " ", "\(line)")
        #expect(line[line.index(after: berlin.upperBound)] != " ", "\(line)")
    }

    @Test func labelsAtTheGridsEdgeGoRightUpToIt() {
        let list = RenderList(
            canvas: RenderCanvas(width: 400, height: 100, scale: 1),
            items: [
                RenderItem(id: "west", layer: .labels, shape: .text("West", at: Self.p(0, 54), size: 12, weight: .regular)),
                RenderItem(id: "east", layer: .labels, shape: .text("East", at: Self.p(399, 54), size: 12, weight: .regular)),
            ])
        let stream = TermLowering.lower(list, size: TermSize(columns: 40, rows: 10))
        #expect(stream.commands.contains(.text(column: 0, row: 2, "West ")))
        #expect(stream.commands.contains(.text(column: 35, row: 2, " East")))
    }

    /// Every example at 80 × 24 in every mode: the cells either side of a label's letters, where
    /// the canvas has them, show nothing (in `geodesic` "Vancouver" and "Tokyo Haneda" touched
    /// coastlines, "⢀Berlin⠛" on a world map).
    @Test(arguments: TermMode.allCases)
    func labelsHaveABlankCellEitherSide(mode: TermMode) throws {
        for name in Examples.names {
            let list = try #require(try Examples.compile(name).renderList)
            let (stream, surface) = TermDrawing.draw(list, mode: mode)
            let labels = Set(list.items.filter { if case .text = $0.shape { true } else { false } }.map(\.id))
            var checked = 0
            for item in TermStreamItem.items(of: stream) where labels.contains(item.id) {
                for case .text(let column, let row, let text) in item.commands {
                    let letters = text.trimmingCharacters(in: .whitespaces)
                    let first = column + (text.count - text.drop(while: { $0 == " " }).count)
                    let last = first + TerminalText.cellWidth(letters) - 1
                    if first > 0 {
                        #expect(Self.shown(surface, column: first - 1, row: row) == " ", "\(name) \(mode): left of \(letters)")
                    }
                    if last + 1 < surface.columns {
                        #expect(Self.shown(surface, column: last + 1, row: row) == " ", "\(name) \(mode): right of \(letters)")
                    }
                    checked += 1
                }
            }
            #expect(checked > 0 || !list.items.contains { labels.contains($0.id) }, "\(name)")
        }
    }

    // MARK: - Every example

    /// The canvas-space outline an item strokes: its rings (closed), parts, or circle.
    static func outline(_ shape: RenderShape) -> [[CanvasPoint]] {
        switch shape {
        case .polygon(let rings): rings.map { $0 + ($0.first.map { [$0] } ?? []) }
        case .polyline(let parts): parts
        case .dot(let c, let r):
            [(0...72).map { CanvasPoint(x: c.x + r * cos(Double($0) * .pi / 36), y: c.y + r * sin(Double($0) * .pi / 36)) }]
        default: []
        }
    }

    /// Every example at 80 × 24 in every mode: each dot, pixel or line character an item inks
    /// lies on the part of the item's own outline that is inside the canvas (within a pixel and
    /// the stroke's width). Ink from an edge beyond the canvas, as the land's edge drew in the
    /// 62nd column, fails.
    @Test(arguments: TermMode.allCases)
    func noExampleInksBeyondTheCanvas(mode: TermMode) throws {
        for name in Examples.names {
            let list = try #require(try Examples.compile(name).renderList)
            let stream = TermLowering.lower(list, size: .standard)
            let frame = CellFrame(
                canvas: list.canvas, columns: TermSize.standard.columns,
                rows: TermSize.standard.rows - (stream.title == nil ? 0 : 1))
            #expect(frame.columns == stream.columns && frame.rows == stream.rows)
            // The canvas in cell space, from the canvas's own size.
            var window = PlaneBox(columns: 0, rows: 0, margin: 0)
            (window.maxX, window.maxY) = (frame.columns(list.canvas.width), frame.rows(list.canvas.height))
            for item in TermStreamItem.items(of: stream) {
                // Text, glyphs and boxes sit on cells of the canvas.
                let cells =
                    item.markCells
                    + (item.box.map { [($0.column, $0.row), ($0.column + $0.columns - 1, $0.row + $0.rows - 1)] } ?? [])
                #expect(
                    cells.allSatisfy { $0.column >= 0 && $0.column < frame.columns && $0.row >= 0 && $0.row < frame.rows },
                    "\(name): \(item.id)")
                guard let source = list.items.first(where: { $0.id == item.id }) else { continue }
                var rasterizer = CellRasterizer(columns: stream.columns, rows: stream.rows, mode: mode)
                rasterizer.run(item.commands)
                let surface = rasterizer.surface
                guard surface.ink.contains(where: { $0 != 0 }) else { continue }
                let width = item.commands.compactMap { if case .style(let s) = $0 { s.width } else { nil } }.max() ?? 0
                var segments: [(CellPoint, CellPoint)] = []
                for path in Self.outline(source.shape) {
                    let points = path.map(frame.point)
                    for (a, b) in zip(points, points.dropFirst()) {
                        if let clipped = Clipping.clipSegment(a, b, to: window) { segments.append(clipped) }
                    }
                }
                let (pixelX, pixelY) = (1 / Double(surface.inkX), 1 / Double(surface.inkY))
                let reach =
                    0.5 * (pixelX * pixelX + pixelY * CellFrame.cellAspect * pixelY * CellFrame.cellAspect).squareRoot() + width
                    + pixelX + 0.1
                var stray: [String] = []
                for cell in surface.ink.indices where surface.ink[cell] != 0 {
                    let column = cell % surface.columns, row = cell / surface.columns
                    for (x, y) in Self.inkedPixels(surface.ink[cell], mode: mode) {
                        let p = CellPoint(
                            x: Double(column) + (Double(x) + 0.5) * pixelX, y: Double(row) + (Double(y) + 0.5) * pixelY)
                        if !segments.contains(where: { Self.screenDistance(p, $0.0, $0.1) <= reach }) {
                            stray.append("(\(column), \(row))")
                        }
                    }
                }
                #expect(
                    stray.isEmpty, "\(name) \(mode): \(item.id) inks \(stray.prefix(5)) away from its outline inside the canvas")
            }
        }
    }

    /// The pixels (column, row within the cell) of a cell's ink bits.
    static func inkedPixels(_ bits: UInt8, mode: TermMode) -> [(Int, Int)] {
        switch mode {
        case .braille:
            (0..<2).flatMap { x in (0..<4).compactMap { y in bits & TermGlyphs.brailleBits[x][y] != 0 ? (x, y) : nil } }
        case .halfblock: [(0, 0), (0, 1)].filter { bits & ($0.1 == 0 ? 1 : 2) != 0 }
        case .ascii: [(0, 0)]
        }
    }

    /// The distance from `p` to segment `a`–`b` on screen, in columns (a row is two columns tall).
    static func screenDistance(_ p: CellPoint, _ a: CellPoint, _ b: CellPoint) -> Double {
        let k = CellFrame.cellAspect
        let (px, py, ax, ay, bx, by) = (p.x, p.y * k, a.x, a.y * k, b.x, b.y * k)
        let dx = bx - ax, dy = by - ay
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : min(max(((px - ax) * dx + (py - ay) * dy) / length, 0), 1)
        let (x, y) = (ax + t * dx - px, ay + t * dy - py)
        return (x * x + y * y).squareRoot()
    }
}
