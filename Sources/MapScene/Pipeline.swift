/// What compiling a scene file produced: the render list when there were no errors, and every diagnostic.
public struct CompileResult: Sendable {
    /// The compiled picture; `nil` when the scene has errors.
    public var renderList: RenderList?
    /// Every problem found, sorted by position.
    public var diagnostics: [Diagnostic]
}

/// The whole pipeline in one call: parse, decode and validate, compile.
public enum Pipeline {
    /// Parses, validates and compiles a scene file. `directory` is where relative paths in the
    /// scene (data sources, images) are resolved; pass the scene file's folder.
    public static func compile(_ file: SourceFile, directory: String) -> CompileResult {
        // Filled in by the compile stage.
        CompileResult(renderList: nil, diagnostics: [])
    }

    /// Parses and validates a scene file without compiling it.
    public static func lint(_ file: SourceFile, directory: String) -> [Diagnostic] {
        compile(file, directory: directory).diagnostics
    }
}
