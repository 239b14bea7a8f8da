import Foundation
import MapSceneBase
import MapSceneModel

/// Reads every data file a scene names — `source:`, `data:`, `from:` — once, into
/// `Scene.dataFiles`, so that everything after the resolve stage (lint, compile, inspect, the
/// camera's fit) works from the same features. A file that cannot be used is a located error
/// at every place that names it.
package enum DataFileLoader {
    /// Every data source of `scene`, in file order.
    package static func sources(in scene: Scene) -> [DataSource] {
        var sources: [DataSource] = []
        for index in scene.overlays.indices where OverlayDataResolver.namesFile(scene.overlays[index]) {
            sources += OverlayDataResolver.sources(of: scene.overlays[index])
        }
        sources += scene.annotationTemplates.map(\.source)
        return sources.sorted { $0.range < $1.range }
    }

    /// Reads each file `scene` names that `scene.dataFiles` does not hold yet.
    package static func read(into scene: inout Scene, directory: String, options: PipelineOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var refused: [String: ScenePath.Refusal] = [:]
        var failed = Set<String>()
        for source in sources(in: scene) {
            let path = source.path
            if let file = scene.dataFiles[path] {
                if let format = source.format, format != file.format {
                    diagnostics.append(
                        .sourceFile(
                            "'\(path)' is read as \(file.format.rawValue) where it is named first; a file is read one way",
                            at: source.range))
                }
                continue
            }
            if let refusal = refused[path] {
                diagnostics.append(.sourceFile(refusal, at: source.range))
                continue
            }
            if failed.contains(path) { continue }  // the reader's errors are at the first place that names it
            switch ScenePath.resolve(path, in: directory, options: options).flatMap(regularFile(path)) {
            case .success(let real):
                let (file, readDiagnostics) = DataFileReader.read(
                    realPath: real, as: path, format: source.format, reference: source.range)
                diagnostics += readDiagnostics
                if let file { scene.dataFiles[path] = file } else { failed.insert(path) }
            case .failure(let refusal):
                refused[path] = refusal
                diagnostics.append(.sourceFile(refusal, at: source.range))
            }
        }
        return diagnostics
    }

    /// The real path when it is a regular file (so that a FIFO or a device is never opened to be read).
    private static func regularFile(_ path: String) -> (String) -> Result<String, ScenePath.Refusal> {
        { real in
            var info = stat()
            guard stat(real, &info) == 0 else {
                return .failure(ScenePath.Refusal(message: "cannot read '\(path)': \(ScenePath.systemError())"))
            }
            guard info.st_mode & S_IFMT == S_IFREG else {
                return .failure(ScenePath.Refusal(message: "cannot read '\(path)': it is not a regular file"))
            }
            return .success(real)
        }
    }
}
