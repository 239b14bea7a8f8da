/// The two spellings of a scene file, and the choice between them by file name.
public enum SceneSyntax: String, Sendable, CaseIterable {
    /// YAML with the canonical keys (`*.yaml`, and any other name).
    case yaml
    /// The mapc DSL (`*.mapscene`).
    case dsl

    /// The syntax a file's name implies: `.mapscene` is the DSL, anything else YAML.
    public init(path: String) {
        self = path.hasSuffix(".mapscene") ? .dsl : .yaml
    }

    /// The file extension, without the dot.
    public var fileExtension: String { self == .dsl ? "mapscene" : "yaml" }

    /// Reads `file` with the front end its name implies.
    public static func read(_ file: SourceFile) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
        switch SceneSyntax(path: file.path) {
        case .dsl: DSLReader.read(file)
        case .yaml: YAMLReader.read(file)
        }
    }
}
