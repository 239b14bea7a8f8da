import MapSceneBase
import MapScenePipeline

/// The two front ends through decoding: the bytes read as a YAML or a DSL scene, the syntax tree
/// decoded and validated into a scene, and every diagnostic held inside the file and printed. A
/// scene is decoded both as the pipeline does (its lists as they are read) and from the whole
/// tree, and the two must agree.
enum SceneFrontEndTargets {
    static let yaml = FuzzTarget(name: "yaml", scenes: { [.scene("scene.yaml", $0)] }, run: { frontEnd($0, syntax: .yaml) })
    static let dsl = FuzzTarget(name: "dsl", scenes: { [.scene("scene.mapscene", $0)] }, run: { frontEnd($0, syntax: .dsl) })

    private static func frontEnd(_ bytes: [UInt8], syntax: SceneSyntax) -> [PropertyViolation] {
        let file = SourceFile(path: "scene." + syntax.fileExtension, bytes: bytes, syntax: syntax)
        var check = PropertyCheck()
        let (_, scene, diagnostics) = Pipeline.parseAndDecode(file)
        let fromTree = Pipeline.parseAndDecode(file, streaming: false)
        check.require(
            scene == fromTree.decoded && diagnostics == fromTree.diagnostics
                && diagnostics.map(\.fixes) == fromTree.diagnostics.map(\.fixes),
            "a scene's lists decoded as they are read give what decoding the tree gives",
            "\(diagnostics.count) diagnostics against \(fromTree.diagnostics.count); scenes \(scene == fromTree.decoded ? "equal" : "differ")"
        )
        DiagnosticRangeProperty.check(diagnostics, scene: bytes, into: &check)
        _ = DiagnosticPrinter(colors: false).render(diagnostics, in: file)
        return check.violations
    }
}
