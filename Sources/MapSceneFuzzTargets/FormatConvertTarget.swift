import MapSceneBase
import MapScenePipeline
import MapScenePrint

/// `mapc fmt` and `mapc convert`. The bytes as a scene in either syntax: formatting the
/// formatted text again changes nothing, and a formatted YAML scene compiles to the same render
/// list. The bytes in either syntax: the text converted to the other syntax reads
/// without errors and compiles to the same render list, and so does the text converted back.
enum FormatConvertTarget {
    static let target = FuzzTarget(
        name: "fmt-convert", scenes: { bytes in SceneSyntax.allCases.map { .scene("scene." + $0.fileExtension, bytes) } },
        run: run
    )

    private static func run(_ bytes: [UInt8]) -> [PropertyViolation] {
        var check = PropertyCheck()
        let dsl = SourceFile(path: "scene.mapscene", bytes: bytes, syntax: .dsl)
        let formatted = SceneText.format(dsl)
        DiagnosticRangeProperty.check(formatted.diagnostics, scene: bytes, into: &check)
        if let text = formatted.text {
            let again = SceneText.format(SourceFile(path: "scene.mapscene", bytes: Array(text.utf8), syntax: .dsl))
            check.require(
                again.text == text, "fmt reaches a fixed point in one pass",
                again.text.map { firstDifference(text, $0) }
                    ?? "the formatted text has errors: \(again.diagnostics.map(\.message))")
        }
        let yaml = SourceFile(path: "scene.yaml", bytes: bytes, syntax: .yaml)
        let formattedYAML = SceneText.format(yaml)
        DiagnosticRangeProperty.check(formattedYAML.diagnostics, scene: bytes, into: &check)
        if let text = formattedYAML.text {
            let file = SourceFile(path: "scene.yaml", bytes: Array(text.utf8), syntax: .yaml)
            let again = SceneText.format(file)
            check.require(
                again.text == text, "fmt of YAML reaches a fixed point in one pass",
                again.text.map { firstDifference(text, $0) }
                    ?? "the formatted text has errors: \(again.diagnostics.map(\.message))")
            check.require(
                renderList(yaml) == renderList(file), "fmt of YAML keeps the render list", "formatted:\n\(text.prefix(600))")
        }
        for syntax in SceneSyntax.allCases {
            roundTrip(SourceFile(path: "scene." + syntax.fileExtension, bytes: bytes, syntax: syntax), into: &check)
        }
        return check.violations
    }

    /// Converts `file` to the other syntax and back, comparing each text's render list with the
    /// original's.
    private static func roundTrip(_ file: SourceFile, into check: inout PropertyCheck) {
        let other: SceneSyntax = file.syntax == .yaml ? .dsl : .yaml
        let there = SceneText.convert(file, to: other)
        DiagnosticRangeProperty.check(there.diagnostics, scene: file.bytes, into: &check)
        guard let thereText = there.text else { return }
        let original = renderList(file)
        let converted = SourceFile(path: "converted." + other.fileExtension, bytes: Array(thereText.utf8), syntax: other)
        let property = "convert to the other syntax and back gives the same render list"
        check.require(
            original == renderList(converted), property,
            "\(file.syntax) → \(other) differs:\n\(thereText.prefix(600))")
        let back = SceneText.convert(converted, to: file.syntax)
        guard let backText = back.text else {
            check.require(false, property, "the converted \(other) does not convert back: \(back.diagnostics.map(\.message))")
            return
        }
        let returned = SourceFile(path: "returned." + file.syntax.fileExtension, bytes: Array(backText.utf8), syntax: file.syntax)
        check.require(
            original == renderList(returned), property,
            "\(file.syntax) → \(other) → \(file.syntax) differs:\n\(backText.prefix(600))")
    }

    /// The canonical render-list JSON of `file` without the items' source positions, which differ
    /// between the syntaxes; nil when it has errors (every path a scene names is one, under the
    /// sealed options), which the converted texts must then have too.
    private static func renderList(_ file: SourceFile) -> String? {
        guard var list = Pipeline.compile(file, directory: ScratchFolder.path, options: SceneOptions.sealed).renderList else {
            return nil
        }
        for index in list.items.indices { list.items[index].source = nil }
        return list.canonicalJSON()
    }

    private static func firstDifference(_ a: String, _ b: String) -> String {
        let linesA = a.split(separator: "\n", omittingEmptySubsequences: false)
        let linesB = b.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (lineA, lineB)) in zip(linesA, linesB).enumerated() where lineA != lineB {
            return "line \(number + 1): \(lineA.debugDescription) became \(lineB.debugDescription)"
        }
        return "\(linesA.count) lines became \(linesB.count)"
    }
}
