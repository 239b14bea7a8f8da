import Foundation
import MapSceneBase
import MapSceneLint
import MapSceneModel
import MapScenePipeline

/// Lints a document as `mapc lint` would: the same pipeline, under the `.mapc.yaml` found in its
/// folder or one above it. A `.mapc.yaml` itself is never read as a scene: its problems are the
/// configuration's.
enum LintRun {
    static func diagnostics(of file: SourceFile, folder: String?) -> [Diagnostic] {
        if (file.path as NSString).lastPathComponent == LintConfiguration.fileName {
            return LintConfiguration.read(file).diagnostics
        }
        var options = PipelineOptions()
        guard let folder else {
            options.readsFiles = false
            return Pipeline.lint(file, directory: "/", options: options)
        }
        return Pipeline.lint(file, directory: folder, options: options, policy: policy(for: folder))
    }

    /// The policy of the nearest `.mapc.yaml` at or above `folder`; the default when there is
    /// none or it has errors (`mapc lint` reports those).
    static func policy(for folder: String) -> LintPolicy {
        var current = folder
        while true {
            let candidate = (current as NSString).appendingPathComponent(LintConfiguration.fileName)
            if let data = FileManager.default.contents(atPath: candidate) {
                let read = LintConfiguration.read(SourceFile(path: candidate, bytes: Array(data)))
                return LintPolicy(read.configuration ?? LintConfiguration())
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return LintPolicy() }
            current = parent
        }
    }
}
