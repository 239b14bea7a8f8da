import Foundation
import MapSceneBase
import MapSceneModel
import MapScenePipeline
import MapSceneRenderList
import MapSceneResolve
import MapSceneTerminal

/// `mapc preview --watch`: the drawing on the terminal's alternate screen, redrawn whenever the
/// scene, a file it reads or the window's size changes, with the diagnostics under it; Ctrl-C
/// gives the terminal back as it was.
struct PreviewWatch {
    let command: PreviewCommand

    /// Escape sequences: the alternate screen with the cursor hidden, and back.
    static let enter = "\u{1B}[?1049h\u{1B}[?25l"
    static let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    func run() throws {
        let stop = StopSignal()
        let directory = FileIO.folder(of: command.file)
        let options = command.tiles.applied(to: PipelineOptions(allowOutsidePaths: command.fileAccess.allowOutsidePaths))
        var watcher = FileWatcher()
        var lastGood: RenderList?
        var compiles = 0
        var window = PreviewCommand.fittingSize()
        let graphics = command.detectedGraphics()
        let kittyID = UInt32(truncatingIfNeeded: getpid()) | 1
        var drawn: TermSize?
        try Terminal.standardOutput.writeResult(Self.enter)
        defer {
            if graphics?.0 == .kitty { Terminal.standardOutput.write(KittyGraphics.delete(id: kittyID)) }
            Terminal.standardOutput.write(Self.leave)
        }

        func redraw() {
            compiles += 1
            let file = command.file
            let absolute = (file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file) as NSString
            var files = [absolute.standardizingPath]
            var diagnosticsText = ""
            do {
                let source = try FileIO.readScene(command.file, syntax: command.input.syntax)
                let result = Pipeline.compile(source, directory: directory, options: options)
                if let list = result.renderList { lastGood = list }
                files += SceneFileReferences.paths(in: source, directory: directory)
                if !result.diagnostics.isEmpty {
                    diagnosticsText = DiagnosticPrinter(colors: false).render(result.diagnostics, in: source)
                }
            } catch {
                diagnosticsText = "mapc: \(error)\n"
            }
            watcher.watch(files)
            let window = command.term.size.flatMap(TermSize.init(parsing:)) ?? PreviewCommand.fittingSize()
            if let graphics {
                let screen = picture(
                    lastGood, graphics: graphics, kittyID: kittyID, window: window, clear: drawn != window,
                    diagnostics: diagnosticsText, compile: compiles)
                if let screen {
                    Terminal.standardOutput.write(screen)
                    drawn = window
                    return
                }
            }
            draw(lastGood, window: window, diagnostics: diagnosticsText, compile: compiles)
            drawn = nil
        }

        redraw()
        while stop.arrived == nil {
            usleep(100_000)
            let size = PreviewCommand.fittingSize()
            if !watcher.changes().isEmpty || size != window {
                window = size
                usleep(50_000)
                _ = watcher.changes()
                redraw()
            }
        }
    }

    /// The diagnostics' lines for a window of `rows`: at most a third of them, the last saying
    /// how many more there are.
    private func diagnosticLines(_ diagnostics: String, rows: Int) -> [String] {
        var lines = diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let room = min(lines.count, rows / 3)
        if lines.count > room {
            let more = lines.count - room + 1
            lines = Array(lines.prefix(room - 1)) + ["… \(more) more lines (mapc lint \(command.file))"]
        }
        return lines
    }

    /// The status line, cut to the window's width.
    private func status(_ list: RenderList?, compile: Int, columns: Int) -> String {
        let status =
            "mapc preview --watch \(command.file): compile \(compile)" + (list == nil ? ", no picture yet" : "")
            + " (Ctrl-C stops)"
        return Self.printable(String(status.prefix(columns)))
    }

    /// The screen with the map as an image: the cursor home (the screen cleared when `clear`,
    /// kitty's previous image deleted), the status line, the image, the diagnostics under it and
    /// the rest of the screen erased. Nil when the image cannot be drawn (the caller draws
    /// characters instead).
    private func picture(
        _ list: RenderList?, graphics: (GraphicsProtocol, CellPixels), kittyID: UInt32, window: TermSize, clear: Bool,
        diagnostics: String, compile: Int
    ) -> String? {
        let rows = max(window.rows, 3)
        let lines = diagnosticLines(diagnostics, rows: rows)
        var screen = graphics.0 == .kitty ? KittyGraphics.delete(id: kittyID) : ""
        screen +=
            "\u{1B}[H" + (clear ? "\u{1B}[2J" : "")
            + status(list, compile: compile, columns: window.columns) + "\u{1B}[K\r\n"
        var next = 2
        if let list {
            let size = TermSize(columns: window.columns, rows: max(rows - 1 - lines.count, 1))
            let colors = command.term.depth(writingTo: .standardOutput)
            guard
                let picture = try? PreviewPicture(
                    list, graphics: graphics.0, size: size, cell: graphics.1, colors: colors, kittyID: kittyID
                )
            else { return nil }
            if let title = picture.title {
                screen += title + "\u{1B}[K\r\n"
                next += 1
            }
            screen += picture.image
            next += picture.rows
        }
        screen += "\u{1B}[\(next);1H"
        for line in lines {
            screen += Self.printable(String(line.prefix(window.columns))) + "\u{1B}[K\r\n"
        }
        return screen + "\u{1B}[J"
    }

    /// Clears the screen and draws the status line, the map in what room the diagnostics leave,
    /// and the diagnostics (at most a third of the rows).
    private func draw(_ list: RenderList?, window: TermSize, diagnostics: String, compile: Int) {
        let rows = max(window.rows, 3)
        let lines = diagnosticLines(diagnostics, rows: rows)
        var screen =
            "\u{1B}[H\u{1B}[2J" + status(list, compile: compile, columns: window.columns) + "\r\n"
        if let list {
            let size = TermSize(columns: window.columns, rows: max(rows - 1 - lines.count, 1))
            let options = TermOptions(
                size: size, mode: command.term.mode, colors: command.term.depth(writingTo: .standardOutput))
            screen += TerminalBackend.drawing(list, options: options).text.replacingOccurrences(
                of: "\n", with: "\r\n")
        }
        for line in lines {
            screen += Self.printable(String(line.prefix(window.columns))) + "\r\n"
        }
        Terminal.standardOutput.write(screen)
    }

    /// `text` without control characters (an escape sequence in a file name or a message stays
    /// text, never a command to the terminal).
    static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
    }
}
