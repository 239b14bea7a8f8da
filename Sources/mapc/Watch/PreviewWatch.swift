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
        try Terminal.standardOutput.writeResult(Self.enter)
        defer { Terminal.standardOutput.write(Self.leave) }

        func redraw() {
            compiles += 1
            let absolute = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(command.file)
            var files = [(absolute as NSString).standardizingPath]
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
            draw(lastGood, diagnostics: diagnosticsText, compile: compiles)
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

    /// Clears the screen and draws the status line, the map in what room the diagnostics leave,
    /// and the diagnostics (at most a third of the rows).
    private func draw(_ list: RenderList?, diagnostics: String, compile: Int) {
        let window = command.term.size.flatMap(TermSize.init(parsing:)) ?? PreviewCommand.fittingSize()
        let rows = max(window.rows, 3)
        var lines = diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let room = min(lines.count, rows / 3)
        if lines.count > room {
            let more = lines.count - room + 1
            lines = Array(lines.prefix(room - 1)) + ["… \(more) more lines (mapc lint \(command.file))"]
        }
        let status =
            "mapc preview --watch \(command.file): compile \(compile)" + (list == nil ? ", no picture yet" : "")
            + " (Ctrl-C stops)"
        var screen = "\u{1B}[H\u{1B}[2J" + Self.printable(String(status.prefix(window.columns))) + "\r\n"
        if let list {
            let size = TermSize(columns: window.columns, rows: max(rows - 1 - lines.count, 1))
            let options = TermOptions(size: size, mode: command.term.mode, colors: command.term.depth(writingTo: .standardOutput))
            screen += TerminalBackend.drawing(list, options: options).text.replacingOccurrences(of: "\n", with: "\r\n")
        }
        for line in lines {
            screen += Self.printable(String(line.prefix(window.columns))) + "\r\n"
        }
        Terminal.standardOutput.write(screen)
    }

    /// `text` without control characters (an escape sequence in a file name or a message stays
    /// text, never a command to the terminal).
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
    }
}
