import MapSceneBase
import MapScenePipeline
import MapSceneSVG
import MapSceneTerminal

/// The whole pipeline from YAML bytes: compiled to a render list, drawn as SVG, as render-list
/// JSON and for a terminal in color. Whatever lints with no errors compiles; the SVG is
/// well-formed; the terminal text has no escape sequence but SGR.
enum PipelineTarget {
    static let target = FuzzTarget(name: "pipeline", scenes: { [.scene("scene.yaml", $0)] }, run: run)

    private static func run(_ bytes: [UInt8]) -> [PropertyViolation] {
        let file = SourceFile(path: "scene.yaml", bytes: bytes, syntax: .yaml)
        var check = PropertyCheck()
        let result = Pipeline.compile(file, directory: ScratchFolder.path, options: SceneOptions.sealed)
        DiagnosticRangeProperty.check(result.diagnostics, scene: bytes, into: &check)
        guard let list = result.renderList else {
            let lint = Pipeline.lint(file, directory: ScratchFolder.path, options: SceneOptions.sealed)
            check.require(
                lint.containsErrors, "whatever lints with no errors compiles",
                "lint finds no error, compile finds \(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
            return check.violations
        }
        SVGWellFormedness.check(SVGBackend.render(list), into: &check)
        let json = list.canonicalJSONBytes()
        check.require(
            (try? LocatedJSON.parse(json).get()) != nil, "the render list is valid JSON",
            String(decoding: json.prefix(200), as: UTF8.self))
        let terminal = TerminalBackend.render(
            list, options: TermOptions(size: TermSize(columns: 40, rows: 12), colors: .truecolor))
        TerminalEscapeProperty.check(terminal, allowsSGR: true, what: "the terminal map", into: &check)
        return check.violations
    }
}
