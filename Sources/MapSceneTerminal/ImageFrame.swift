/// How the canvas maps onto terminal cells when drawn as an image: the canvas fitted into the
/// cells offered, then made to cover whole cells (as ``CellFrame`` does, with the cell's real
/// shape), and the pixels per canvas point of a picture that fits those cells.
package struct ImageFrame: Sendable, Equatable {
    /// The most pixels an image holds: the most mapc decodes (``RasterDecodingLimits``), so a
    /// sixel image, which mapc decodes to quantise it, is always within bounds.
    package static let maximumPixels = 4096 * 4096

    /// Columns the image covers.
    package let columns: Int
    /// Rows the image covers.
    package let rows: Int
    /// Pixels per canvas point: the picture is the canvas times this, within `columns × rows`
    /// cells (less than half a cell short in one direction, as the cells round it).
    package let pixelsPerPoint: Double

    /// The frame of a `width` × `height` point canvas in at most `columns` × `rows` cells of
    /// `cell` pixels.
    package init(width: Double, height: Double, columns offeredColumns: Int, rows offeredRows: Int, cell: CellPixels) {
        let width = width.isFinite ? max(width, 1) : 1
        let height = height.isFinite ? max(height, 1) : 1
        let offeredColumns = max(offeredColumns, 1), offeredRows = max(offeredRows, 1)
        let cellWidth = Double(cell.width), cellHeight = Double(cell.height)
        // Canvas points per pixel when the canvas fills the offered cells in one direction.
        let scale = max(width / (Double(offeredColumns) * cellWidth), height / (Double(offeredRows) * cellHeight))
        columns = min(offeredColumns, max(1, Int((width / scale / cellWidth).rounded())))
        rows = min(offeredRows, max(1, Int((height / scale / cellHeight).rounded())))
        let fitting = min(Double(columns) * cellWidth / width, Double(rows) * cellHeight / height)
        pixelsPerPoint = min(fitting, (Double(Self.maximumPixels) / (width * height)).squareRoot())
    }
}
