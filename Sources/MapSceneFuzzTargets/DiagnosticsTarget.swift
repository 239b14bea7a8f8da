import MapSceneBase
import MapSceneLint
import MapScenePipeline

/// The diagnostic printer over every diagnostic `mapc lint` finds in the bytes, read once as YAML
/// and once as the DSL: each range inside the file, the printer never trapping, no escape
/// sequence in its text (only SGR with colors), the JSON and SARIF reports valid JSON, and one
/// GitHub workflow command a diagnostic. Where `lint --fix` changes the file, the fixed file
/// keeps its syntax and lints to exactly the problems `--fix` says remain.
enum DiagnosticsTarget {
    static let target = FuzzTarget(
        name: "diagnostics", scenes: { bytes in SceneSyntax.allCases.map { .scene("scene." + $0.fileExtension, bytes) } },
        run: run
    )

    private static func run(_ bytes: [UInt8]) -> [PropertyViolation] {
        var check = PropertyCheck()
        for syntax in SceneSyntax.allCases {
            let file = SourceFile(path: "scene." + syntax.fileExtension, bytes: bytes, syntax: syntax)
            let fixed = Pipeline.lintFixing(file, directory: ScratchFolder.path, options: SceneOptions.sealed)
            let diagnostics = fixed.found
            DiagnosticRangeProperty.check(diagnostics, scene: bytes, into: &check)
            if fixed.changed { checkFixed(fixed, into: &check) }
            let plain = DiagnosticPrinter(colors: false).render(diagnostics, in: file)
            TerminalEscapeProperty.check(plain, allowsSGR: false, what: "diagnostics without colors", into: &check)
            let colored = DiagnosticPrinter(colors: true).render(diagnostics, in: file)
            TerminalEscapeProperty.check(colored, allowsSGR: true, what: "diagnostics in color", into: &check)
            let items = diagnostics.map { (path: file.path, diagnostic: $0) }
            for (format, report) in [
                ("JSON", DiagnosticJSON.encode(items)), ("SARIF", DiagnosticSARIF.encode([(file, diagnostics)])),
            ] {
                check.require(
                    (try? LocatedJSON.parse(Array(report.utf8)).get()) != nil, "the \(format) report is valid JSON",
                    String(report.prefix(200)))
            }
            let commands = DiagnosticGitHub.encode(items).utf8.split(separator: UInt8(ascii: "\n"))
            check.require(
                commands.count == diagnostics.count && commands.allSatisfy { $0.starts(with: "::".utf8) && !$0.contains(0x0D) },
                "one GitHub workflow command a diagnostic", "\(commands.count) lines for \(diagnostics.count) diagnostics")
        }
        return check.violations
    }

    /// What `lint --fix` would write: no syntax error it did not start with, and what it reports
    /// as remaining is what `lint` finds in the fixed file, inside that file.
    private static func checkFixed(_ fixed: FixedScene, into check: inout PropertyCheck) {
        check.require(
            !fixed.remaining.containsSyntaxErrors || fixed.found.containsSyntaxErrors,
            "lint --fix never breaks the file's syntax",
            fixed.remaining.filter { $0.severity == .error }.map(\.message).joined(separator: "; "))
        DiagnosticRangeProperty.check(fixed.remaining, scene: fixed.file.bytes, into: &check)
        let again = Pipeline.lint(fixed.file, directory: ScratchFolder.path, options: SceneOptions.sealed)
        check.require(
            again == fixed.remaining, "lint --fix reports what lint finds in the fixed file",
            "\(fixed.remaining.count) remaining, \(again.count) found again")
    }
}
