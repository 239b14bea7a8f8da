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
}

extension SourceFile {
    /// Creates a source file whose syntax is chosen, not implied by its name (standard input
    /// has none); a nil `syntax` goes by the name.
    public init(path: String, bytes: [UInt8], syntax: SceneSyntax?) {
        self.init(path: path, bytes: bytes)
        declaredSyntax = syntax
    }

    /// The syntax the file is read in: the one chosen for it, or else the one its name implies.
    public var syntax: SceneSyntax { declaredSyntax ?? SceneSyntax(path: path) }
}
