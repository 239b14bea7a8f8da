import MapSceneBase
import MapSceneImage
import MapSceneModel
import MapScenePipeline
import MapSceneRenderList
import MapSceneSVG
import MapSceneTerminal

/// A scene compiled from text held in memory: the library's entry point for Swift programs.
///
/// ```swift
/// import MapScene
///
/// let scene = """
///     mapscene: 1
///     camera: {center: [37.7749, -122.4194], distance: 2 km}
///     annotations:
///       - {coordinate: [37.7749, -122.4194], title: City Hall}
///     """
/// let compilation = SceneCompilation(text: scene, syntax: .yaml)
/// if let svg = compilation.svg() {
///     print(svg)
/// } else {
///     print(compilation.report())
/// }
/// ```
///
/// The caller chooses the syntax; nothing is inferred from a name. Paths in the scene (data
/// files, images, basemap files, tile folders) are read relative to `baseFolder` and may not leave
/// it unless the options allow; without a base folder every path the scene names is refused with
/// a located error, so text from elsewhere cannot make the program read files.
public struct SceneCompilation: Sendable {
    /// The scene's text as given, under the name its diagnostics carry.
    public let source: SourceFile
    /// Every problem found, sorted by position: errors, warnings and notes.
    public let diagnostics: [Diagnostic]
    /// The compiled picture; nil when the scene has errors.
    public let renderList: RenderList?

    /// Parses, validates and compiles `text`.
    ///
    /// - Parameters:
    ///   - text: The scene, in YAML or in the mapc DSL.
    ///   - syntax: The syntax `text` is written in.
    ///   - name: What diagnostics call the text (`scene.yaml:3:5: error: …`).
    ///   - baseFolder: The folder relative paths in the scene start from; nil refuses every path.
    ///   - options: How files are read, tiles fetched and which theme is drawn. `readsFiles` is
    ///     turned off when there is no base folder.
    public init(
        text: String, syntax: SceneSyntax, name: String = "scene", baseFolder: String? = nil,
        options: PipelineOptions = PipelineOptions()
    ) {
        var options = options
        if baseFolder == nil { options.readsFiles = false }
        let source = SourceFile(path: name, bytes: Array(text.utf8), syntax: syntax)
        let result = Pipeline.compile(source, directory: baseFolder ?? "/", options: options)
        self.source = source
        self.diagnostics = result.diagnostics
        self.renderList = result.renderList
    }

    /// True when the scene compiled: no errors (warnings and notes may remain).
    public var succeeded: Bool { renderList != nil }

    /// The errors among the diagnostics.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The map as an SVG document; nil when the scene has errors.
    public func svg(_ options: SVGOptions = SVGOptions()) -> String? {
        renderList.map { SVGBackend.render($0, options: options) }
    }

    /// The map as a PNG: the SVG drawn by librsvg and cairo at the canvas's scale, or at
    /// `options.dpi`; nil when the scene has errors.
    ///
    /// - Throws: `ImageError` when the picture would be too large, or librsvg cannot be loaded
    ///   or draw it.
    public func png(_ options: PNGOptions = PNGOptions()) throws(ImageError) -> [UInt8]? {
        guard let renderList else { return nil }
        return try PNGBackend.render(renderList, options: options)
    }

    /// The map as a one-page PDF the size of the canvas in points, its text searchable; nil
    /// when the scene has errors.
    ///
    /// - Throws: `ImageError` when librsvg cannot be loaded or draw it.
    public func pdf(_ options: PDFOptions = PDFOptions()) throws(ImageError) -> [UInt8]? {
        guard let renderList else { return nil }
        return try PDFBackend.render(renderList, options: options)
    }

    /// The map drawn for a terminal, in `options.size` cells with ANSI colors of
    /// `options.colors`; nil when the scene has errors.
    public func terminal(_ options: TermOptions = TermOptions()) -> String? {
        renderList.map { TerminalBackend.render($0, options: options) }
    }

    /// The diagnostics as `mapc` prints them: `name:line:column: severity: message [rule]`, the
    /// line quoted with a caret under the problem, and notes; with ANSI colors when `colors`.
    public func report(colors: Bool = false) -> String {
        DiagnosticPrinter(colors: colors).render(diagnostics, in: source)
    }
}
