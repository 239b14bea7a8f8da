import MapSceneBase

/// `missing-title`: a scene without a `title`, which gives the SVG its accessible name.
package enum SceneTitle {
    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        if let title = context.scene.title, !title.allSatisfy(\.isWhitespace) { return [] }
        return [
            Diagnostic(
                .missingTitle, "the scene has no title: the SVG has no accessible name", at: context.sceneStart,
                notes: [DiagnosticNote("add a title (and a description) after the format version")])
        ]
    }
}
