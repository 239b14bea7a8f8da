import MapSceneBase
import MapSceneCompile
import MapSceneDecode
import MapSceneModel
import MapSceneRenderList
import MapSceneResolve
import MapSceneSyntax

/// What compiling a scene file produced: the render list when there were no errors, and every diagnostic.
package struct CompileResult: Sendable {
    /// The compiled picture; `nil` when the scene has errors.
    package var renderList: RenderList?
    /// Every problem found, sorted by position.
    package var diagnostics: [Diagnostic]
}

/// The whole pipeline in one call: parse, decode and validate, read data files, compile.
package enum Pipeline {
    /// Parses (in `file.syntax`: `.mapscene` files as the DSL, others as YAML, unless chosen) and
    /// validates a scene file, reading the data files it names; `directory` is where relative
    /// paths in the scene are resolved (the scene file's folder, or the current one for standard
    /// input).
    package static func load(
        _ file: SourceFile, directory: String, options: PipelineOptions = PipelineOptions()
    ) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        let loaded = read(file, directory: directory, options: options)
        return (loaded.scene, loaded.diagnostics)
    }

    /// `load`, with where the scene starts in its file (the `mapscene` key, else the root), which
    /// `lint` reports scene-wide findings at.
    package static func read(
        _ file: SourceFile, directory: String, options: PipelineOptions
    ) -> (sceneStart: SourceRange?, scene: Scene?, diagnostics: [Diagnostic]) {
        let (root, decoded, found) = parseAndDecode(file)
        let sceneStart = root?.entries?.first { $0.key == "mapscene" }?.keyRange ?? root?.range
        var diagnostics = found
        guard let decoded else { return (sceneStart, nil, diagnostics.sortedAndUnique()) }
        let (scene, resolveDiagnostics) = resolve(decoded, directory: directory, options: options)
        diagnostics += resolveDiagnostics
        return (sceneStart, diagnostics.containsErrors ? nil : scene, diagnostics.sortedAndUnique())
    }

    /// The front end and the decoder: the tree, the scene decoded from it (none after a syntax
    /// error) and what both found.
    ///
    /// A scene's annotations and overlays are decoded as the front end reads them
    /// (`StreamedLists`), so the tree never holds them; `streaming: false` decodes them from the
    /// tree (the tests compare the two).
    package static func parseAndDecode(
        _ file: SourceFile, streaming: Bool = true
    ) -> (root: SyntaxNode?, decoded: Scene?, diagnostics: [Diagnostic]) {
        let streamed = streaming ? StreamedLists(offeringFixesIn: file) : nil
        let read = streamed.map { SceneSyntax.read(file, handingOverTo: $0) } ?? SceneSyntax.read(file)
        return decoded(read, of: file, streamed: streamed)
    }

    /// The scene decoded from what a front end `read` of `file` (none after a syntax error),
    /// its lists from `streamed` when it handed them over.
    private static func decoded(
        _ read: (root: SyntaxNode?, diagnostics: [Diagnostic]), of file: SourceFile, streamed: StreamedLists?
    ) -> (root: SyntaxNode?, decoded: Scene?, diagnostics: [Diagnostic]) {
        guard let root = read.root, !read.diagnostics.containsErrors else { return (read.root, nil, read.diagnostics) }
        let (decoded, decodeDiagnostics) =
            streamed.map { SceneDecoder.decode(root, streamed: $0) }
            ?? SceneDecoder.decode(root, offeringFixesIn: file)
        return (root, decoded, read.diagnostics + decodeDiagnostics)
    }

    /// The resolve stage, with the theme `options` choose.
    private static func resolve(_ decoded: Scene, directory: String, options: PipelineOptions) -> (
        scene: Scene, diagnostics: [Diagnostic]
    ) {
        var decoded = decoded
        if let theme = options.theme { decoded.canvas.theme = theme }
        return SceneResolver.resolve(decoded, directory: directory, options: options)
    }

    /// Parses, validates and compiles a scene file. The render list carries the images the
    /// resolve stage read and the map's dark colors.
    package static func compile(
        _ file: SourceFile, directory: String, options: PipelineOptions = PipelineOptions()
    ) -> CompileResult {
        let (scene, loadDiagnostics) = load(file, directory: directory, options: options)
        return compile(scene, after: loadDiagnostics, options: options)
    }

    /// A scene file parsed and decoded, with none of the files it names read yet; `nil` when it
    /// has errors. For callers that compile one scene again and again against files that change
    /// (the fuzz targets of the data readers), with `compile(decoded:directory:options:)`.
    package static func decode(_ file: SourceFile) -> Scene? {
        let (_, decoded, diagnostics) = parseAndDecode(file)
        return diagnostics.containsErrors ? nil : decoded
    }

    /// Reads the files a `decode`d scene names, from `directory`, and compiles it, as `compile`
    /// does after decoding.
    package static func compile(decoded: Scene, directory: String, options: PipelineOptions) -> CompileResult {
        let (scene, diagnostics) = resolve(decoded, directory: directory, options: options)
        return compile(diagnostics.containsErrors ? nil : scene, after: diagnostics.sortedAndUnique(), options: options)
    }

    /// Compiles a scene `load` gave, after the diagnostics it gave with it: the second half of
    /// `compile(_:directory:options:)`, for a caller that keeps the scene.
    package static func compile(_ scene: Scene?, after loadDiagnostics: [Diagnostic], options: PipelineOptions) -> CompileResult {
        guard let scene else { return CompileResult(renderList: nil, diagnostics: loadDiagnostics) }
        let (list, compileDiagnostics) = SceneCompiler.compile(scene, tolerance: options.tolerance)
        let diagnostics = (loadDiagnostics + compileDiagnostics).sortedAndUnique()
        return CompileResult(renderList: diagnostics.containsErrors ? nil : list, diagnostics: diagnostics)
    }
}
