@testable import MapScene

/// A render list drawn into cells as the terminal backend draws it, for tests that read the cells.
enum TermDrawing {
    /// The command stream for `list` at `size` (images decoded by `decode`), and the surface it draws in `mode`.
    static func draw(
        _ list: RenderList, size: TermSize = .standard, mode: TermMode, decode: ([UInt8]) -> RasterPixels? = RasterPixels.init(decoding:)
    ) -> (stream: TermCommands, surface: CellSurface) {
        let stream = TermLowering.lower(list, size: size, decode: decode)
        var rasterizer = CellRasterizer(columns: stream.columns, rows: stream.rows, mode: mode)
        rasterizer.run(stream.commands)
        return (stream, rasterizer.surface)
    }
}
