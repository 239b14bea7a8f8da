@testable import MapScene
@testable import MapSceneDrawing
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// A render list drawn into cells as the terminal backend draws it, for tests that read the cells.
enum TermDrawing {
    /// The command stream for `list` at `size` (images decoded within `limits`), and the surface it draws in `mode`.
    static func draw(
        _ list: RenderList, size: TermSize = .standard, mode: TermMode, limits: RasterDecodingLimits = .standard
    ) -> (stream: TermCommands, surface: CellSurface) {
        let stream = TermLowering.lower(list, size: size, limits: limits)
        var rasterizer = CellRasterizer(columns: stream.columns, rows: stream.rows, mode: mode)
        rasterizer.run(stream.commands)
        return (stream, rasterizer.surface)
    }
}
