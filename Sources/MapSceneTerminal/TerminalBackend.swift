import MapSceneBase
import MapSceneDrawing
import MapSceneRenderList

/// Draws a `RenderList` in the terminal.
///
/// Two steps, each usable alone: `TermLowering` turns the list into a command stream in cell
/// space (printed by `mapc compile --target term-commands`), and `TerminalBackend.draw` executes
/// a stream into a grid of cells and writes it as text: a bold title line, then one line per
/// row of the map, at most `size.columns` cells wide (wide characters count two). The only
/// escape sequences in the output are SGR color codes, and only when `colors` is not `none`;
/// scene text has its control characters and bidi controls removed. Output is deterministic.
///
/// The backend sees only the render list; what it has to leave out (callouts without room in
/// the cells) it reports as warnings at the items' source, for the caller to print with the
/// scene's other diagnostics.
public enum TerminalBackend {
    /// The drawing of `list` with `options`.
    public static func render(_ list: RenderList, options: TermOptions = TermOptions()) -> String {
        drawing(list, options: options).text
    }

    /// The drawing of `list` with `options`, and warnings about what it leaves out.
    public static func drawing(_ list: RenderList, options: TermOptions = TermOptions()) -> TermOutput {
        let stream = TermLowering.lower(list, size: options.size)
        return TermOutput(
            text: draw(stream, mode: options.mode, colors: options.colors), diagnostics: diagnostics(stream, size: options.size))
    }

    /// The command stream of `list` for a terminal area of `size`, as text.
    public static func commands(_ list: RenderList, size: TermSize = .standard) -> String {
        commandStream(list, size: size).text
    }

    /// The command stream of `list` for a terminal area of `size`, as text, and warnings about
    /// what it leaves out.
    public static func commandStream(_ list: RenderList, size: TermSize = .standard) -> TermOutput {
        let stream = TermLowering.lower(list, size: size)
        return TermOutput(text: TermCommandWriter.text(stream), diagnostics: diagnostics(stream, size: size))
    }

    /// Executes `stream` and writes the result.
    package static func draw(_ stream: TermCommands, mode: TermMode, colors: ColorDepth) -> String {
        var rasterizer = CellRasterizer(columns: stream.columns, rows: stream.rows, mode: mode)
        rasterizer.run(stream.commands)
        return CellComposer.compose(rasterizer.surface, title: stream.title, depth: colors)
    }

    /// A warning for each callout `stream` leaves out, at the callout's source, and one for the
    /// images of each source it does not decode.
    package static func diagnostics(_ stream: TermCommands, size: TermSize) -> [Diagnostic] {
        stream.hiddenCallouts.map { hidden in
            Diagnostic(
                .termCalloutHidden,
                "the callout '\(hidden.id)' is not shown in the \(size) terminal drawing: no room beside its annotation",
                at: hidden.source.map { SourceRange(at: $0) })
        } + undecodedImageDiagnostics(stream.undecodedImages)
    }

    /// A warning at each source of images left undecoded, naming the first and counting them.
    package static func undecodedImageDiagnostics(_ images: [TermUndecodedImage]) -> [Diagnostic] {
        var order: [SourceLocation?] = []
        var bySource: [SourceLocation?: [TermUndecodedImage]] = [:]
        for image in images {
            if bySource[image.source] == nil { order.append(image.source) }
            bySource[image.source, default: []].append(image)
        }
        let budget = RasterDecodingLimits.standard.maximumDrawingPixelCount / (1024 * 1024)
        return order.map { source in
            let images = bySource[source] ?? []
            let which =
                images.count == 1
                ? "1 raster tile, '\(images[0].id)', is drawn in the color standing in for it: decoding it"
                : "\(images.count) raster tiles, the first '\(images[0].id)', are drawn in the color standing in for them: decoding them"
            return Diagnostic(
                .termTilePixels, "\(which) would take the terminal drawing past \(budget) Mpx, the most it decodes",
                at: source.map { SourceRange(at: $0) })
        }
    }
}

/// A terminal drawing or command stream, with warnings about what it leaves out.
public struct TermOutput: Sendable {
    /// The text to write.
    public var text: String
    /// Warnings (callouts left out), located in the scene file when the render list says where
    /// their items came from.
    public var diagnostics: [Diagnostic]

    /// Creates an output.
    public init(text: String, diagnostics: [Diagnostic] = []) {
        self.text = text
        self.diagnostics = diagnostics
    }
}
