/// The YAML front end: turns a scene file's bytes into a `SyntaxNode` tree, reading libyaml's
/// events. Checks size and encoding first, then reads exactly one document.
public enum YAMLReader {
    /// Reads one YAML document. Returns nil root when the file has errors that stop parsing.
    ///
    /// Errors that stop parsing: the file is too large (`yaml-size`), not UTF-8
    /// (`yaml-encoding`), empty (`yaml-empty`), malformed (`yaml-syntax`), nested too deeply
    /// (`yaml-depth`) or expands aliases too far (`yaml-alias`). Duplicate keys
    /// (`yaml-duplicate-key`), non-scalar keys (`yaml-key`), undefined aliases and a second
    /// document (`yaml-multiple-documents`) are reported alongside the root.
    public static func read(_ file: SourceFile, limits: YAMLLimits = .default) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
        guard file.bytes.count <= limits.maxBytes else {
            return (nil, [.yamlSize(bytes: file.bytes.count, limit: limits.maxBytes)])
        }
        if let problem = YAMLEncoding.problem(in: file.bytes) {
            return (nil, [problem])
        }

        let parser = YAMLParser(bytes: file.bytes)
        var builder = YAMLTreeBuilder(limits: limits)
        var documents = 0
        var diagnostics: [Diagnostic] = []
        do {
            reading: while true {
                let event = try parser.next()
                switch event.kind {
                case .streamEnd:
                    break reading
                case .documentStart:
                    documents += 1
                    if documents > 1 {
                        diagnostics.append(.yamlMultipleDocuments(at: event.range))
                        break reading
                    }
                default:
                    try builder.add(event)
                }
            }
        } catch {
            return (nil, builder.diagnostics + [error.diagnostic])
        }
        guard documents > 0, let root = builder.root else {
            return (nil, [.yamlEmpty])
        }
        return (root, builder.diagnostics + diagnostics)
    }
}
