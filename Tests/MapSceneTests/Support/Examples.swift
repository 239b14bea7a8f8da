import Foundation
@testable import MapScene

/// The bundled example scenes under `Examples/`.
enum Examples {
    /// The project's `Examples` folder, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// The example names (without `.yaml`), sorted.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Compiles the example `name`.
    static func compile(_ name: String) throws -> CompileResult {
        let url = folder.appendingPathComponent(name + ".yaml")
        let bytes = try Data(contentsOf: url)
        return Pipeline.compile(SourceFile(path: "Examples/\(name).yaml", bytes: Array(bytes)), directory: folder.path)
    }
}
