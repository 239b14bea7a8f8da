import MapSceneBase
import MapSceneDecode
import MapSceneSyntax

/// Scene files as text: formatting in either syntax (`mapc fmt`) and the conversion between
/// the two syntaxes (`mapc convert`). Comments travel with the statements they belong to.
package enum SceneText {
    /// The text produced, or nil when the input has errors; and every diagnostic found.
    package struct Output: Sendable {
        /// The printed file; nil when there were errors.
        package var text: String?
        /// Problems found, sorted by position.
        package var diagnostics: [Diagnostic]
    }

    /// The formatted text of a scene file in its own syntax (`file.syntax`), lines kept within
    /// `width` columns where a value can be broken: the DSL's canonical form (`DSLPrinter`), or
    /// YAML in its author's style (`YAMLFormatter`). Only the syntax is checked: a file the
    /// decoder would reject (an unknown key, say) is formatted all the same.
    package static func format(_ file: SourceFile, width: Int = PrintLayout.width) -> Output {
        switch file.syntax {
        case .dsl:
            let parsed = DSLReader.parse(file)
            let diagnostics = parsed.diagnostics.sortedAndUnique()
            guard let root = parsed.root, !diagnostics.containsErrors else {
                return Output(text: nil, diagnostics: diagnostics)
            }
            let document = SceneDocument(root: root, comments: parsed.comments)
            return Output(text: DSLPrinter.print(document, width: width), diagnostics: diagnostics)
        case .yaml:
            let (root, found, presentation) = YAMLReader.readWithPresentation(file)
            let diagnostics = found.sortedAndUnique()
            guard let root, !diagnostics.containsErrors else { return Output(text: nil, diagnostics: diagnostics) }
            let comments = YAMLComments.scan(file.bytes, root: root)
            let document = SceneDocument(root: root, comments: comments, scopesByIndentation: true)
            let text = YAMLFormatter.format(document, presentation: presentation, bytes: file.bytes, width: width)
            return Output(text: text, diagnostics: diagnostics)
        }
    }

    /// `file` (read in its own syntax, `file.syntax`) printed in `syntax`. The scene must decode
    /// without errors: conversion keeps the model, so it needs one.
    package static func convert(_ file: SourceFile, to syntax: SceneSyntax) -> Output {
        let root: SyntaxNode?
        var diagnostics: [Diagnostic]
        var comments: [SourceComment] = []
        switch file.syntax {
        case .dsl:
            let parsed = DSLReader.parse(file)
            (root, diagnostics, comments) = (parsed.root, parsed.diagnostics, parsed.comments)
        case .yaml:
            (root, diagnostics) = YAMLReader.read(file)
            if let root, !diagnostics.containsErrors { comments = YAMLComments.scan(file.bytes, root: root) }
        }
        guard let root, !diagnostics.containsErrors else { return Output(text: nil, diagnostics: diagnostics.sortedAndUnique()) }
        diagnostics += SceneDecoder.decode(root).diagnostics
        diagnostics = diagnostics.sortedAndUnique()
        guard !diagnostics.containsErrors else { return Output(text: nil, diagnostics: diagnostics) }
        let document = SceneDocument(root: root, comments: comments, scopesByIndentation: file.syntax == .yaml)
        let text = syntax == .dsl ? DSLPrinter.print(document) : YAMLPrinter.print(document)
        return Output(text: text, diagnostics: diagnostics)
    }
}
