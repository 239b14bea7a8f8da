import MapSceneBase
import MapSceneCompile
import MapSceneDecode
import MapSceneModel
import MapScenePipeline

/// Linting a scene file: the pipeline, then the picture rules, under the project's policy.
extension Pipeline {
    /// Everything `mapc lint` reports about a scene file: what compiling it finds, then the
    /// rules about the compiled picture (run only here, so compiling stays as fast as it is), under
    /// the file's `mapc: disable-next-line` comments and `policy` (the project's `.mapc.yaml`).
    /// A scene with errors is checked as far as it decoded (`PartialScene`), so that putting one
    /// error right does not reveal another that was there all along.
    package static func lint(
        _ file: SourceFile, directory: String, options: PipelineOptions = PipelineOptions(), policy: LintPolicy = LintPolicy()
    ) -> [Diagnostic] {
        let (sceneStart, scene, partial, loadDiagnostics) = read(file, directory: directory, options: options)
        guard let scene else {
            let further = partial.map { findings(in: $0, directory: directory, options: options, sceneStart, policy) } ?? []
            return policy.apply(to: (loadDiagnostics + further).sortedAndUnique(), in: file)
        }
        return policy.apply(to: findings(in: scene, options: options, sceneStart, policy, after: loadDiagnostics), in: file)
    }

    /// `loadDiagnostics`, then what compiling the resolved `scene` finds, then, when neither
    /// holds an error, the picture rules' findings.
    private static func findings(
        in scene: Scene, options: PipelineOptions, _ sceneStart: SourceRange?, _ policy: LintPolicy,
        after loadDiagnostics: [Diagnostic]
    ) -> [Diagnostic] {
        let (list, compileDiagnostics) = SceneCompiler.compile(scene, tolerance: options.tolerance)
        var diagnostics = loadDiagnostics + compileDiagnostics
        if !diagnostics.containsErrors {
            diagnostics += PictureLint.findings(
                scene: scene, list: list, tolerance: options.tolerance, sceneStart: sceneStart, turnedOff: policy.isOff)
        }
        return diagnostics.sortedAndUnique()
    }

    /// What the stages after decoding find in the parts of a scene with errors that decoded: the
    /// files they name, their compile and their picture when the scene-wide parts are whole, else
    /// (or when a file cannot be read) the order of the overlays, which needs nothing else.
    private static func findings(
        in partial: PartialScene, directory: String, options: PipelineOptions, _ sceneStart: SourceRange?,
        _ policy: LintPolicy
    ) -> [Diagnostic] {
        let order = { OverlayOrdering.order(partial.overlays).diagnostics }
        guard let decoded = partial.scene else { return order() }
        let (scene, resolveDiagnostics) = resolve(decoded, directory: directory, options: options)
        guard !resolveDiagnostics.containsErrors else { return resolveDiagnostics + order() }
        return findings(in: scene, options: options, sceneStart, policy, after: resolveDiagnostics)
    }
}
