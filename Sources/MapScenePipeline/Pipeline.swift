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
    /// `lint` reports scene-wide findings at, and when the scene has errors, what of it decoded
    /// (nothing after a syntax error), for `lint` to check further.
    package static func read(
        _ file: SourceFile, directory: String, options: PipelineOptions
    ) -> (sceneStart: SourceRange?, scene: Scene?, partial: PartialScene?, diagnostics: [Diagnostic]) {
        let decoding = parseAndDecodeWithParts(file, streaming: true)
        let root = decoding.root
        let sceneStart = root?.entries?.first { $0.key == "mapscene" }?.keyRange ?? root?.range
        var diagnostics = decoding.diagnostics
        guard let decoded = decoding.decoded else {
            return (sceneStart, nil, decoding.partial, diagnostics.sortedAndUnique())
        }
        let (scene, resolveDiagnostics) = resolve(decoded, directory: directory, options: options)
        diagnostics += resolveDiagnostics
        guard !diagnostics.containsErrors else {
            return (sceneStart, nil, PartialScene(overlays: decoded.overlays), diagnostics.sortedAndUnique())
        }
        return (sceneStart, scene, nil, diagnostics.sortedAndUnique())
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
        let decoding = parseAndDecodeWithParts(file, streaming: streaming)
        return (decoding.root, decoding.decoded, decoding.diagnostics)
    }

    /// `parseAndDecode`, with what decoded of a scene that has errors (nothing after a syntax
    /// error: the tree is not the file's).
    private static func parseAndDecodeWithParts(
        _ file: SourceFile, streaming: Bool
    ) -> (root: SyntaxNode?, decoded: Scene?, partial: PartialScene?, diagnostics: [Diagnostic]) {
        let streamed = streaming ? StreamedLists(offeringFixesIn: file) : nil
        let read = streamed.map { SceneSyntax.read(file, handingOverTo: $0) } ?? SceneSyntax.read(file)
        guard let root = read.root, !read.diagnostics.containsErrors else { return (read.root, nil, nil, read.diagnostics) }
        let (decoded, partial, decodeDiagnostics) = SceneDecoder.decodeWithParts(
            root, streamed: streamed, offeringFixesIn: file)
        return (root, decoded, partial, read.diagnostics + decodeDiagnostics)
    }

    /// The resolve stage, with the theme `options` choose.
    package static func resolve(_ decoded: Scene, directory: String, options: PipelineOptions) -> (
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
