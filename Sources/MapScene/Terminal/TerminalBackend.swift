/// Draws a `RenderList` in the terminal.
///
/// Two steps, each usable alone: `TermLowering` turns the list into a command stream in cell
/// space (printed by `mapc compile --target term-commands`), and `TerminalBackend.draw` executes
/// a stream into a grid of cells and writes it as text: a bold title line, then one line per
/// row of the map, at most `size.columns` cells wide (wide characters count two). The only
/// escape sequences in the output are SGR color codes, and only when `colors` is not `none`;
/// scene text has its control characters and bidi controls removed. Output is deterministic.
public enum TerminalBackend {
    /// The drawing of `list` with `options`.
    public static func render(_ list: RenderList, options: TermOptions = TermOptions()) -> String {
        draw(TermLowering.lower(list, size: options.size), mode: options.mode, colors: options.colors)
    }

    /// The command stream of `list` for a terminal area of `size`, as text.
    public static func commands(_ list: RenderList, size: TermSize = .standard) -> String {
        TermCommandWriter.text(TermLowering.lower(list, size: size))
    }

    /// Executes `stream` and writes the result.
    public static func draw(_ stream: TermCommands, mode: TermMode, colors: ColorDepth) -> String {
        var rasterizer = CellRasterizer(columns: stream.columns, rows: stream.rows, mode: mode)
        rasterizer.run(stream.commands)
        return CellComposer.compose(rasterizer.surface, title: stream.title, depth: colors)
    }
}
