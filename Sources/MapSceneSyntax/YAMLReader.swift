import Foundation
import MapSceneBase

/// The YAML front end: turns a scene file's bytes into a `SyntaxNode` tree, reading libyaml's
/// events. Checks size and encoding first, then reads exactly one document.
package enum YAMLReader {
    /// Reads one YAML document. Returns nil root when the file has errors that stop parsing.
    ///
    /// Errors that stop parsing: the file is too large (`yaml-size`), not UTF-8
    /// (`yaml-encoding`), empty (`yaml-empty`), malformed (`yaml-syntax`), nested too deeply
    /// (`yaml-depth`) or expands aliases too far (`yaml-alias`). Duplicate keys
    /// (`yaml-duplicate-key`), non-scalar keys (`yaml-key`), undefined aliases and a second
    /// document (`yaml-multiple-documents`) are reported alongside the root.
    package static func read(_ file: SourceFile, limits: YAMLLimits = .default) -> (root: SyntaxNode?, diagnostics: [Diagnostic])
    {
        read(file, limits: limits, handingOverTo: nil)
    }

    /// `read`, handing over the elements of the lists `receiver` names as each closes: the tree
    /// holds those lists empty.
    package static func read(_ file: SourceFile, handingOverTo receiver: any SceneListReceiver) -> (
        root: SyntaxNode?, diagnostics: [Diagnostic]
    ) {
        read(file, limits: .default, handingOverTo: receiver)
    }

    /// `read`, handing the lists over to `receiver` when there is one.
    package static func read(
        _ file: SourceFile, limits: YAMLLimits, handingOverTo receiver: (any SceneListReceiver)?
    ) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
        var builder = YAMLTreeBuilder(limits: limits, fileBytes: file.bytes.count, handingOverTo: receiver)
        return read(file, limits: limits, into: &builder)
    }

    /// `read`, with how the file wrote its nodes: their flow or block style, anchors and aliases.
    package static func readWithPresentation(_ file: SourceFile) -> (
        root: SyntaxNode?, diagnostics: [Diagnostic], presentation: YAMLPresentation
    ) {
        var builder = YAMLTreeBuilder(limits: .default, fileBytes: file.bytes.count)
        builder.presentation = YAMLPresentation()
        let (root, diagnostics) = read(file, limits: .default, into: &builder)
        return (root, diagnostics, builder.presentation ?? YAMLPresentation())
    }

    private static func read(
        _ file: SourceFile, limits: YAMLLimits, into builder: inout YAMLTreeBuilder
    ) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
        guard file.bytes.count <= limits.maxBytes else {
            return (nil, [.yamlSize(bytes: file.bytes.count, limit: limits.maxBytes)])
        }
        if let problem = YAMLEncoding.problem(in: file.bytes) {
            return (nil, [problem])
        }
        let parser = YAMLParser(bytes: file.bytes)
        switch readDocument(into: &builder, parser.nextBatch) {
        case .failed(let diagnostic):
            return (nil, builder.diagnostics + [diagnostic])
        case .read(let documents, let diagnostics):
            guard documents > 0, let root = builder.root else { return (nil, [.yamlEmpty]) }
            return (root, builder.diagnostics + diagnostics)
        }
    }

    /// How reading a stream's first document ended.
    private enum Reading {
        /// The stream's documents seen (reading stops at the second), and what was found beside
        /// the tree builder's diagnostics.
        case read(documents: Int, diagnostics: [Diagnostic])
        /// libyaml's error or a limit's, which stops reading.
        case failed(Diagnostic)
    }

    /// Reads the first document of the stream whose events `next` gives a batch at a time into
    /// `builder`, the annotations of the plain form without a node.
    private static func readDocument(
        into builder: inout YAMLTreeBuilder, _ next: () -> (events: YAMLEventBatch, ending: YAMLError??)
    ) -> Reading {
        var documents = 0
        var diagnostics: [Diagnostic] = []
        do throws(YAMLError) {
            reading: while true {
                let (batch, ending) = next()
                builder.read(through: batch.endOffset)
                var index = 0
                while index < batch.count {
                    // Most annotations are read without a node (`AnnotationStatement`).
                    if builder.takesPlainAnnotation, let next = batch.readPlainAnnotation(at: index, into: &builder) {
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
            return .failed(error.diagnostic)
        }
        return .read(documents: documents, diagnostics: diagnostics)
    }
}
