import MapSceneBase
import MapSceneCompile
import MapSceneModel
import MapScenePipeline

/// Linting a scene file: the pipeline, then the picture rules, under the project's policy.
extension Pipeline {
    /// Everything `mapc lint` reports about a scene file: what compiling it finds, then the
    /// rules about the compiled picture (run only here, so compiling stays as fast as it is), under
    /// the file's `mapc: disable-next-line` comments and `policy` (the project's `.mapc.yaml`).
    package static func lint(
        _ file: SourceFile, directory: String, options: PipelineOptions = PipelineOptions(), policy: LintPolicy = LintPolicy()
    ) -> [Diagnostic] {
        let (sceneStart, scene, loadDiagnostics) = read(file, directory: directory, options: options)
        guard let scene else { return policy.apply(to: loadDiagnostics, in: file) }
        let (list, compileDiagnostics) = SceneCompiler.compile(scene, tolerance: options.tolerance)
        var diagnostics = loadDiagnostics + compileDiagnostics
        if !diagnostics.containsErrors {
            diagnostics += PictureLint.findings(
                scene: scene, list: list, tolerance: options.tolerance, sceneStart: sceneStart, turnedOff: policy.isOff)
        }
        return policy.apply(to: diagnostics.sortedAndUnique(), in: file)
    }
}
