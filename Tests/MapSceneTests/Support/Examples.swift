import Foundation
import TestSupport

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline

/// The bundled example scenes under `Examples/`.
enum Examples {
    /// The project's `Examples` folder, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// The example names (without `.yaml`), sorted: every example the tests of all examples
    /// check.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The examples drawn by outside renderers (`examplesDrawnByRenderers`).
    static let drawnByRenderers = examplesDrawnByRenderers

    /// The examples that read GPX, GeoJSON, KML and CSV files of their own.
    static let bringingTheirOwnData = ["mymaps", "parks", "places", "track"]

    /// Compiles the example `name` (its YAML form unless `syntax` says otherwise). The result is
    /// kept for the test run: compiling is deterministic, and many suites check every example.
    static func compile(_ name: String, syntax: SceneSyntax = .yaml) throws -> CompileResult {
        let key = name + "." + syntax.fileExtension
        if let kept = compiled.value(for: key) { return kept }
        let result = Pipeline.compile(try source(name, syntax: syntax), directory: folder.path)
        compiled.keep(result, for: key)
        return result
    }

    /// The examples compiled so far in this run.
    private static let compiled = CompiledExamples()

    /// The example `name` in `syntax` as a source file.
    static func source(_ name: String, syntax: SceneSyntax = .yaml) throws -> SourceFile {
        let file = name + "." + syntax.fileExtension
        let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
        return SourceFile(path: "Examples/" + file, bytes: Array(bytes))
    }
}

/// Compile results by example file, shared by tests running at once.
private final class CompiledExamples: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: CompileResult] = [:]

    func value(for key: String) -> CompileResult? {
        lock.withLock { results[key] }
    }

    func keep(_ result: CompileResult, for key: String) {
        lock.withLock { results[key] = result }
    }
}
