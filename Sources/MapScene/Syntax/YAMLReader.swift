import Foundation

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
        read(file, limits: limits, pipelined: isPipelined(file))
    }

    /// `read`, handing over the elements of the lists `receiver` names as each closes: the tree
    /// holds those lists empty.
    static func read(_ file: SourceFile, handingOverTo receiver: any SceneListReceiver) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
        read(file, limits: .default, pipelined: isPipelined(file), handingOverTo: receiver)
    }

    private static func isPipelined(_ file: SourceFile) -> Bool {
        // From `TwoCores.minimumFileBytes` on, libyaml parses on a thread of its own (`YAMLEventPipe`).
        file.bytes.count >= TwoCores.minimumFileBytes && TwoCores.available
    }

    /// `read`, with libyaml on a second thread (`YAMLEventPipe`) or on this one.
    static func read(
        _ file: SourceFile, limits: YAMLLimits, pipelined: Bool, handingOverTo receiver: (any SceneListReceiver)? = nil
    ) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
        guard file.bytes.count <= limits.maxBytes else {
            return (nil, [.yamlSize(bytes: file.bytes.count, limit: limits.maxBytes)])
        }
        if let problem = YAMLEncoding.problem(in: file.bytes) {
            return (nil, [problem])
        }

        let parser = YAMLParser(bytes: file.bytes)
        var builder = YAMLTreeBuilder(limits: limits, fileBytes: file.bytes.count, handingOverTo: receiver)
        var documents = 0
        var diagnostics: [Diagnostic] = []
        // A large file is parsed on a second thread while this one builds the tree.
        let pipe = pipelined ? YAMLEventPipe(parsing: parser) : nil
        defer { pipe?.finish() }
        do throws(YAMLError) {
            reading: while true {
                var batch = YAMLEventBatch()
                let ending: YAMLError??
                if let pipe {
                    (batch, ending) = pipe.take()
                } else {
                    ending = parser.parse(into: &batch, limit: YAMLEventPipe.batchSize)
                }
                builder.read(through: batch.endOffset)
                var index = 0
                while index < batch.count {
                    // Most annotations are read without a node (`AnnotationStatement`).
                    if builder.takesPlainAnnotation, let (annotation, next) = batch.plainAnnotation(at: index) {
                        builder.take(annotation)
                        index = next
                        continue
                    }
                    let event = batch.event(at: index)
                    index += 1
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
                if case .some(let error?) = ending { throw error }
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
