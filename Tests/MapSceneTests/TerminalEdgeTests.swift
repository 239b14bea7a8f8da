import Foundation
import Testing
@testable import MapScene

/// The terminal drawing at its edges: nothing beyond the canvas reaches a cell.
@Suite struct TerminalEdgeTests {
    static func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }

    /// The surface `list` is drawn on at `size` in `mode`.
    static func surface(_ list: RenderList, size: TermSize = .standard, mode: TermMode) -> CellSurface {
        let stream = TermLowering.lower(list, size: size)
        var rasterizer = CellRasterizer(columns: stream.columns, rows: stream.rows, mode: mode)
        rasterizer.run(stream.commands)
        return rasterizer.surface
    }

    @Test(arguments: [(800.0, 600.0, 80, 23), (900, 600, 80, 23), (600, 800, 80, 23), (800, 70, 80, 24), (1000, 999, 120, 39), (3, 2, 7, 5)])
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
        let land = RenderItem(id: "world.1", layer: .base, shape: .polygon(rings: [[Self.p(808, -8), Self.p(808, 608), Self.p(-8, 608), Self.p(-8, -8)]]),
                              style: RenderStyle(stroke: Color(red: 0xC4, green: 0xBC, blue: 0xB0), strokeWidth: 0.75, fill: Color(red: 0xF4, green: 0xF1, blue: 0xEA)))
        let list = RenderList(canvas: RenderCanvas(width: 800, height: 600, scale: 1), title: "Land", items: [land])
        let surface = Self.surface(list, mode: mode)
        #expect(surface.columns == 61 && surface.rows == 23)
        #expect(surface.ink.allSatisfy { $0 == 0 })
        #expect(surface.area.allSatisfy { $0 == RGB(red: 0xF4, green: 0xF1, blue: 0xEA) })
        let drawing = TerminalBackend.render(list, options: TermOptions(mode: mode))
        #expect(drawing == "Land\n" + String(repeating: "\n", count: 23))
    }
}
