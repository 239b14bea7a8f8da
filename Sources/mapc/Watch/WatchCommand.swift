import ArgumentParser
import Foundation
import MapSceneBase
import MapSceneModel
import MapScenePipeline
import MapSceneResolve

/// `mapc watch`: serves a scene's map on 127.0.0.1 and recompiles it whenever the scene or a
/// file it reads changes; the page updates in place.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Serve a scene's map in the browser and recompile it as the scene changes.",
        discussion: """
            Compiles the scene, serves a page on 127.0.0.1 (a free port unless --port is given) \
            and prints its URL. Whenever the scene or a file it reads (data files, images, \
            basemap and tile files) changes, the scene is compiled again and the page shows the \
            new map without a reload; while the scene has errors the last good map stays, with \
            the diagnostics over it. The page also offers the dark theme, the render list and a \
            download of the SVG. Only requests for 127.0.0.1 are answered. Ctrl-C stops.
            """
    )

    @Argument(help: "The scene file (.yaml, or .mapscene for the DSL).")
    var file: String

    @Option(help: "The port to serve on (0 or none: a free one).")
    var port: UInt16 = 0

    @Flag(help: "Open the page in the default browser.")
    var open = false

    @OptionGroup var fileAccess: FileAccessOptions

    @OptionGroup(title: "Raster tiles") var tiles: TileFetchOptions

    @OptionGroup var input: SyntaxOptions

    func validate() throws {
        if file == "-" { throw ValidationError("watch reads a file it can watch, not standard input") }
    }

    func run() throws {
        let stop = StopSignal()
        let directory = FileIO.folder(of: file)
        let options = tiles.applied(to: PipelineOptions(allowOutsidePaths: fileAccess.allowOutsidePaths))
        let scene = LiveScene()
        let compiler = SceneRecompiler(file: file, syntax: input.syntax, directory: directory, options: options, scene: scene)
        var watcher = FileWatcher()
        watcher.watch(compiler.compile(reason: nil))

        let routes = WatchRoutes(scene: scene, name: file)
        let server = try LoopbackServer(port: port) { routes.reply($0) }
        server.start()
        let url = "http://\(server.host)/"
        try Terminal.standardOutput.writeResult("mapc watch: serving \(file) at \(url) (Ctrl-C stops)\n")
        if open { Browser.open(url) }

        while stop.arrived == nil {
            usleep(100_000)
            guard !watcher.changes().isEmpty else { continue }
            // A save often comes as several writes; let them settle before reading.
            usleep(50_000)
            _ = watcher.changes()
            watcher.watch(compiler.compile(reason: "changed"))
        }
        server.stop()
        scene.stop()
        Terminal.standardError.write("mapc watch: stopped\n")
    }
}

/// Compiles the watched scene and hands the result to the page, reporting each compile on
/// standard error as `lint` prints its diagnostics.
struct SceneRecompiler {
    let file: String
    let syntax: SceneSyntax?
    let directory: String
    let options: PipelineOptions
    let scene: LiveScene

    /// Compiles once; the files to watch from now on (the scene and every file it names).
    func compile(reason: String?) -> [String] {
        let absolute = (file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file) as NSString
        let start = DispatchTime.now()
        let source: SourceFile
        do {
            source = try FileIO.readScene(file, syntax: syntax)
        } catch {
            // A save by rename can leave no file for a moment; the next change compiles again.
            Terminal.standardError.write("mapc watch: \(error)\n")
            scene.fail("error: \(error); the last good map stays\n")
            return [absolute.standardizingPath]
        }
        let result = Pipeline.compile(source, directory: directory, options: options)
        scene.update(result, file: source, directory: directory, options: options)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let outcome = errors == 0 ? "compiled" : "\(errors) error\(errors == 1 ? "" : "s"); the last good map stays"
        Terminal.standardError.write(
            "mapc watch: \(reason.map { $0 + ", " } ?? "")\(outcome) in \(Int(milliseconds.rounded())) ms\n")
        if !result.diagnostics.isEmpty {
            Terminal.standardError.write(
                DiagnosticPrinter(colors: Terminal.standardError.wantsColor).render(result.diagnostics, in: source))
        }
        return [absolute.standardizingPath] + SceneFileReferences.paths(in: source, directory: directory)
    }
}

/// The system's way to open a URL in the default browser.
enum Browser {
    /// Opens `url` with `xdg-open` (`open` on macOS); failing to is a warning, not an error.
    static func open(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        process.arguments = [url]
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Terminal.standardError.write(
                "mapc watch: warning: cannot open a browser (\(error.localizedDescription)); open \(url) yourself\n")
        }
    }
}
