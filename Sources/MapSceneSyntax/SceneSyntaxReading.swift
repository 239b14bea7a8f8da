import MapSceneBase

/// Each syntax read by its own front end.
extension SceneSyntax {
    /// Reads `file` with the front end of its syntax.
    package static func read(_ file: SourceFile) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
        switch file.syntax {
        case .dsl: DSLReader.read(file)
        case .yaml: YAMLReader.read(file)
        }
    }

    /// Reads `file` with the front end of its syntax, handing the elements of the root's lists
    /// that `receiver` names over to it as they are read (`SceneListReceiver`).
    package static func read(_ file: SourceFile, handingOverTo receiver: any SceneListReceiver) -> (
        root: SyntaxNode?, diagnostics: [Diagnostic]
    ) {
        switch file.syntax {
        case .dsl: DSLReader.read(file, handingOverTo: receiver)
        case .yaml: YAMLReader.read(file, handingOverTo: receiver)
        }
    }
}
