import Foundation
import MapSceneBase
import MapSceneModel
import MapScenePipeline
import MapSceneRenderList
import MapSceneSVG

/// The scene `mapc watch` serves, as of its last compile: the last picture that compiled (it stays
/// while the scene has errors), the diagnostics of the last compile, and a generation number that
/// grows with each compile so event streams know when to send.
final class LiveScene: @unchecked Sendable {
    /// What the page shows at one generation.
    struct Snapshot {
        var generation: Int
        /// The last SVG that compiled, in the scene's own theme; nil until one does.
        var svg: String?
        /// Its render list as canonical JSON.
        var renderList: String?
        /// Its render list, for the PNG and PDF downloads.
        var list: RenderList?
        /// The last compile's diagnostics, as `mapc lint` prints them (no colors); empty when clean.
        var diagnostics: String
        /// True when the last compile had errors (the picture is an older one).
        var failed: Bool
    }

    private let condition = NSCondition()
    private var snapshot = Snapshot(generation: 0, svg: nil, renderList: nil, list: nil, diagnostics: "", failed: false)
    /// The source of the last good picture, compiled again for the dark theme when asked.
    private var goodSource: (file: SourceFile, directory: String, options: PipelineOptions)?
    private var dark: (generation: Int, list: RenderList?, svg: String?)?
    private var stopped = false

    /// Takes the result of a compile of `file`.
    func update(_ result: CompileResult, file: SourceFile, directory: String, options: PipelineOptions) {
        let diagnostics = result.diagnostics.isEmpty ? "" : DiagnosticPrinter(colors: false).render(result.diagnostics, in: file)
        condition.lock()
        snapshot.generation += 1
        snapshot.diagnostics = diagnostics
        snapshot.failed = result.renderList == nil
        if let list = result.renderList {
            snapshot.svg = SVGBackend.render(list)
            snapshot.renderList = list.canonicalJSON()
            snapshot.list = list
            goodSource = (file, directory, options)
            dark = nil
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Takes a compile that could not read the scene file (it was deleted, or cannot be read):
    /// `message` says why, and the last good picture stays.
    func fail(_ message: String) {
        condition.lock()
        snapshot.generation += 1
        snapshot.diagnostics = message
        snapshot.failed = true
        condition.broadcast()
        condition.unlock()
    }

    /// What is served now.
    var current: Snapshot {
        condition.lock()
        defer { condition.unlock() }
        return snapshot
    }

    /// The last good picture in the dark theme, compiled once per generation when first asked.
    func darkSVG() -> String? { darkPicture().svg }

    /// The last good render list in the dark theme, compiled once per generation when first asked.
    func darkList() -> RenderList? { darkPicture().list }

    /// The last good picture's render list and SVG in the dark theme, compiled once per
    /// generation when first asked.
    private func darkPicture() -> (list: RenderList?, svg: String?) {
        condition.lock()
        let generation = snapshot.generation
        if let dark, dark.generation == generation {
            condition.unlock()
            return (dark.list, dark.svg)
        }
        let source = goodSource
        condition.unlock()
        guard var source else { return (nil, nil) }
        source.options.theme = .dark
        let list = Pipeline.compile(source.file, directory: source.directory, options: source.options).renderList
        let svg = list.map { SVGBackend.render($0) }
        condition.lock()
        if snapshot.generation == generation { dark = (generation, list, svg) }
        condition.unlock()
        return (list, svg)
    }

    /// Waits until a generation after `generation` is there (its snapshot), the watch stops
    /// (nil), or `seconds` pass (the current snapshot, unchanged).
    func wait(after generation: Int, seconds: Double) -> Snapshot? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while snapshot.generation <= generation, !stopped {
            if !condition.wait(until: deadline) { break }
        }
        return stopped ? nil : snapshot
    }

    /// Ends every event stream.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
