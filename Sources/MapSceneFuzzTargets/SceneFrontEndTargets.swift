import MapScene

/// The two front ends through decoding: the bytes read as a YAML or a DSL scene, the syntax tree
/// decoded and validated into a scene, and every diagnostic held inside the file and printed.
enum SceneFrontEndTargets {
    static let yaml = FuzzTarget(name: "yaml", scenes: { [.scene("scene.yaml", $0)] }) { frontEnd($0, syntax: .yaml) }
    static let dsl = FuzzTarget(name: "dsl", scenes: { [.scene("scene.mapscene", $0)] }) { frontEnd($0, syntax: .dsl) }

    private static func frontEnd(_ bytes: [UInt8], syntax: SceneSyntax) -> [PropertyViolation] {
        let file = SourceFile(path: "scene." + syntax.fileExtension, bytes: bytes, syntax: syntax)
        var check = PropertyCheck()
        let (root, syntaxDiagnostics) = SceneSyntax.read(file)
        var diagnostics = syntaxDiagnostics
        if let root, !syntaxDiagnostics.containsErrors {
            diagnostics += SceneDecoder.decode(root, offeringFixesIn: file).diagnostics
        }
        DiagnosticRangeProperty.check(diagnostics, scene: bytes, into: &check)
        _ = DiagnosticPrinter(colors: false).render(diagnostics, in: file)
        return check.violations
    }
}
