import MapSceneGeometry
import MapSceneRenderList

/// How the canvas maps onto a grid of terminal cells.
///
/// Cells are taken to be twice as tall as they are wide (`cellAspect`). The canvas is fitted
/// into the grid the caller offers, then made to cover whole cells exactly: `columns` and
/// `rows` are the canvas's extent in cells rounded to the nearest whole number (so fewer than
/// offered in one direction), and a column spans `pointsPerColumn` canvas points, a row
/// `pointsPerRow`. The canvas's edges are the grid's edges, so nothing the render list holds
/// beyond them (the compiler clips geometry to the canvas plus a margin) falls into a cell;
/// the price is a stretch of at most half a cell in one direction, far less than terminal
/// fonts differ from the assumed aspect.
package struct CellFrame {
    /// A cell's height divided by its width.
    package static let cellAspect = 2.0

    package let pointsPerColumn: Double
    package let pointsPerRow: Double
    package let columns: Int
    package let rows: Int

    package init(canvas: RenderCanvas, columns offeredColumns: Int, rows offeredRows: Int) {
        let width = canvas.width.isFinite ? max(canvas.width, 1) : 1
        let height = canvas.height.isFinite ? max(canvas.height, 1) : 1
        let offeredColumns = max(offeredColumns, 1), offeredRows = max(offeredRows, 1)
        let scale = max(width / Double(offeredColumns), height / (Double(offeredRows) * Self.cellAspect))
        columns = min(offeredColumns, max(1, Int((width / scale).rounded())))
        rows = min(offeredRows, max(1, Int((height / (scale * Self.cellAspect)).rounded())))
        pointsPerColumn = width / Double(columns)
        pointsPerRow = height / Double(rows)
    }

    /// The cell-space point of canvas point `p`.
    package func point(_ p: CanvasPoint) -> CellPoint {
        CellPoint(x: p.x / pointsPerColumn, y: p.y / pointsPerRow)
    }

    /// The column holding canvas x `x` (may lie outside the grid; far-away values are clamped).
    package func column(_ x: Double) -> Int {
        Self.cell(x / pointsPerColumn)
    }

    /// The row holding canvas y `y` (may lie outside the grid; far-away values are clamped).
    package func row(_ y: Double) -> Int {
        Self.cell(y / pointsPerRow)
    }

    /// A length in canvas points as columns.
    package func columns(_ length: Double) -> Double {
        length / pointsPerColumn
    }

    /// A length in canvas points as rows.
    package func rows(_ length: Double) -> Double {
        length / pointsPerRow
    }

    /// True when cell (`column`, `row`) is on the grid.
    package func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    private static func cell(_ value: Double) -> Int {
        guard value.isFinite else { return -1_000_000 }
        return Int(min(max(value, -1_000_000), 1_000_000).rounded(.down))
    }
}
