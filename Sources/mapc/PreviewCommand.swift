import ArgumentParser
import MapSceneBase
import MapSceneModel
import MapScenePipeline
import MapSceneTerminal

/// `mapc preview`: draws a scene in this terminal, sized to it.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw a scene in this terminal.",
        discussion: """
            The drawing fills the terminal's width and its height less one line (for the prompt \
            that follows); --size chooses another area. Colors follow --color; with auto, they \
            are used when standard output is a terminal and NO_COLOR is not set, as many as \
            COLORTERM and TERM say the terminal shows.
            """
    )

    @Argument(help: "The scene file (.yaml, or .mapscene for the DSL), or - for standard input.")
    var file: String

    @OptionGroup var term: TermOptionGroup

    @OptionGroup var fileAccess: FileAccessOptions

    @OptionGroup(title: "Raster tiles") var tiles: TileFetchOptions

    @OptionGroup var input: SyntaxOptions

    @Flag(help: "Redraw whenever the scene or a file it reads changes, with its diagnostics under the map, until Ctrl-C.")
    var watch = false

    func validate() throws {
        _ = try term.parsedSize()
        if watch, file == "-" { throw ValidationError("--watch reads a file it can watch, not standard input") }
    }

    func run() throws {
        if watch {
            try PreviewWatch(command: self).run()
            return
        }
        let printer = DiagnosticPrinter(colors: Terminal.standardError.wantsColor)
        let source = try FileIO.readSceneOrExit(file, syntax: input.syntax)
        let result = Pipeline.compile(
            source, directory: FileIO.folder(of: file),
            options: tiles.applied(to: PipelineOptions(allowOutsidePaths: fileAccess.allowOutsidePaths)))
        guard let list = result.renderList else {
            Terminal.standardError.write(printer.render(result.diagnostics, in: source))
            throw ExitCode.inputErrors
        }
        let size = try term.parsedSize() ?? Self.fittingSize()
        let options = TermOptions(size: size, mode: term.mode, colors: term.depth(writingTo: .standardOutput))
        let drawing = TerminalBackend.drawing(list, options: options)
        let diagnostics = (result.diagnostics + drawing.diagnostics).sortedAndUnique()
        // What the drawing left out first, so the drawing, sized to the window, stays whole on screen.
        if !diagnostics.isEmpty { Terminal.standardError.write(printer.render(diagnostics, in: source)) }
        Terminal.standardOutput.write(drawing.text)
    }

    /// The terminal's size less the last line; 80 × 24 when standard output is no terminal
    /// (or `COLUMNS` and `LINES` when they are set).
    static func fittingSize() -> TermSize {
        let window = Terminal.standardOutput.windowSize ?? Terminal.environmentSize ?? TermSize.standard
        return TermSize(columns: window.columns, rows: max(window.rows - 1, 1))
    }
}
