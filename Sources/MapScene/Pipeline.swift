/// What compiling a scene file produced: the render list when there were no errors, and every diagnostic.
public struct CompileResult: Sendable {
    /// The compiled picture; `nil` when the scene has errors.
    public var renderList: RenderList?
    /// Every problem found, sorted by position.
    public var diagnostics: [Diagnostic]
}

/// The whole pipeline in one call: parse, decode and validate, read data files, compile.
public enum Pipeline {
    /// Parses (`.mapscene` files as the DSL, others as YAML) and validates a scene file, reading the
    /// data files it names; `directory` is where relative paths in the scene are resolved (the
    /// scene file's folder).
    public static func load(_ file: SourceFile, directory: String) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        let (root, syntaxDiagnostics) = SceneSyntax.read(file)
        guard let root, !syntaxDiagnostics.containsErrors else { return (nil, syntaxDiagnostics.sortedAndUnique()) }
        let (decoded, decodeDiagnostics) = SceneDecoder.decode(root)
        var diagnostics = syntaxDiagnostics + decodeDiagnostics
        guard let decoded else { return (nil, diagnostics.sortedAndUnique()) }
        let (scene, resolveDiagnostics) = SceneResolver.resolve(decoded, directory: directory)
        diagnostics += resolveDiagnostics
        return (diagnostics.containsErrors ? nil : scene, diagnostics.sortedAndUnique())
    }

    /// Parses, validates and compiles a scene file.
    public static func compile(_ file: SourceFile, directory: String) -> CompileResult {
        let (scene, loadDiagnostics) = load(file, directory: directory)
        guard let scene else { return CompileResult(renderList: nil, diagnostics: loadDiagnostics) }
        let (list, compileDiagnostics) = SceneCompiler.compile(scene)
        let diagnostics = (loadDiagnostics + compileDiagnostics).sortedAndUnique()
        return CompileResult(renderList: diagnostics.containsErrors ? nil : list, diagnostics: diagnostics)
    }
}
