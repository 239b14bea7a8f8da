import ArgumentParser
import Foundation
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

            Where the terminal shows images, the map is an image: the picture `mapc compile -o \
            map.png` draws, sized to the terminal's cells, in the kitty graphics protocol, \
            iTerm2's inline images or sixel. With --graphics auto (the default) mapc looks at TERM, \
            TERM_PROGRAM and similar variables and asks the terminal (for at most 200 ms) when \
            standard input and output are a terminal; under tmux and screen it draws characters. \
            --graphics kitty, iterm or sixel uses that protocol whatever the terminal says; none, \
            or --mode, draws characters.
            """
    )

    @Argument(help: "The scene file (.yaml, or .mapscene for the DSL), or - for standard input.")
    var file: String

    @OptionGroup var term: TermOptionGroup

    @OptionGroup var fileAccess: FileAccessOptions

    @OptionGroup(title: "Raster tiles") var tiles: TileFetchOptions

    @OptionGroup var input: SyntaxOptions

    @Option(help: "The picture: auto (the default), kitty, iterm, sixel or none (characters).")
    var graphics: GraphicsChoice = .auto

    @Flag(help: "Redraw whenever the scene or a file it reads changes, with its diagnostics under the map, until Ctrl-C.")
    var watch = false

    func validate() throws {
        _ = try term.parsedSize()
        if let forced = graphics.forced, term.givenMode != nil {
            throw ValidationError("--mode says how characters draw the map; --graphics \(forced.rawValue) draws an image")
        }
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
        let colors = term.depth(writingTo: .standardOutput)
        if let (graphics, cell) = detectedGraphics() {
            do {
                let picture = try PreviewPicture(list, graphics: graphics, size: size, cell: cell, colors: colors)
                let diagnostics = result.diagnostics.sortedAndUnique()
                if !diagnostics.isEmpty { Terminal.standardError.write(printer.render(diagnostics, in: source)) }
                Terminal.standardOutput.write(picture.text)
                return
            } catch {
                Terminal.standardError.write(
                    "mapc: warning: the map is drawn in characters: its image failed: \(error)\n")
            }
        }
        let options = TermOptions(size: size, mode: term.mode, colors: colors)
        let drawing = TerminalBackend.drawing(list, options: options)
        let diagnostics = (result.diagnostics + drawing.diagnostics).sortedAndUnique()
        // What the drawing left out first, so the drawing, sized to the window, stays whole on screen.
        if !diagnostics.isEmpty { Terminal.standardError.write(printer.render(diagnostics, in: source)) }
        Terminal.standardOutput.write(drawing.text)
    }

    /// `--graphics`, except that `--mode` with `auto` asks for characters.
    var graphicsChoice: GraphicsChoice {
        graphics == .auto && term.givenMode != nil ? .none : graphics
    }

    /// The protocol to draw the map with and the size of a cell in pixels; nil for characters.
    /// The terminal is asked when standard input and output are both terminals and its answer
    /// could change the choice; the cell size is its answer, else `TIOCGWINSZ`'s pixels, else
    /// 8 × 16.
    func detectedGraphics() -> (GraphicsProtocol, CellPixels)? {
        let isTerminal = Terminal.standardInput.isTerminal && Terminal.standardOutput.isTerminal
        let hint = GraphicsDetection.hint(environment: ProcessInfo.processInfo.environment, isTerminal: isTerminal)
        let answers = isTerminal && GraphicsDetection.asks(graphicsChoice, hint: hint) ? TerminalQuery.ask() : TerminalAnswers()
        guard let graphics = GraphicsDetection.choose(graphicsChoice, hint: hint, answers: answers) else { return nil }
        return (graphics, answers.cellSize ?? Terminal.standardOutput.cellPixels ?? .assumed)
    }

    /// The terminal's size less the last line; 80 × 24 when standard output is no terminal
    /// (or `COLUMNS` and `LINES` when they are set).
    static func fittingSize() -> TermSize {
        let window = Terminal.standardOutput.windowSize ?? Terminal.environmentSize ?? TermSize.standard
        return TermSize(columns: window.columns, rows: max(window.rows - 1, 1))
    }
}
