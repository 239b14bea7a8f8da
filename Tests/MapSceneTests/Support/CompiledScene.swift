import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneRenderList

/// `yaml` decoded (expecting no errors) and compiled: the render list and the compiler's
/// diagnostics.
func compileSceneYAML(_ yaml: String) throws -> (list: RenderList, diagnostics: [Diagnostic]) {
    let (scene, diagnostics) = decode(yaml)
    #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    let compiled = SceneCompiler.compile(try #require(scene))
    return (compiled.renderList, compiled.diagnostics)
}
