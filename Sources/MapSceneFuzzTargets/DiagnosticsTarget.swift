import Foundation
import MapScene

/// The diagnostic printer over every diagnostic `mapc lint` finds in the bytes, read once as YAML
/// and once as the DSL: each range inside the file, the printer never trapping, no escape
/// sequence in its text (only SGR with colors), the JSON and SARIF reports valid JSON, and one
/// GitHub workflow command a diagnostic.
enum DiagnosticsTarget {
    static let target = FuzzTarget(
        name: "diagnostics", scenes: { bytes in SceneSyntax.allCases.map { .scene("scene." + $0.fileExtension, bytes) } }
    ) { run($0) }

    private static func run(_ bytes: [UInt8]) -> [PropertyViolation] {
        var check = PropertyCheck()
        for syntax in SceneSyntax.allCases {
            let file = SourceFile(path: "scene." + syntax.fileExtension, bytes: bytes, syntax: syntax)
            let diagnostics = Pipeline.lint(file, directory: ScratchFolder.path, options: SceneOptions.sealed)
            DiagnosticRangeProperty.check(diagnostics, scene: bytes, into: &check)
            let plain = DiagnosticPrinter(colors: false).render(diagnostics, in: file)
            TerminalEscapeProperty.check(plain, allowsSGR: false, what: "diagnostics without colors", into: &check)
            let colored = DiagnosticPrinter(colors: true).render(diagnostics, in: file)
            TerminalEscapeProperty.check(colored, allowsSGR: true, what: "diagnostics in color", into: &check)
            let items = diagnostics.map { (path: file.path, diagnostic: $0) }
            for (format, report) in [("JSON", DiagnosticJSON.encode(items)), ("SARIF", DiagnosticSARIF.encode([(file, diagnostics)]))] {
                check.require(
                    (try? JSONSerialization.jsonObject(with: Data(report.utf8), options: [.fragmentsAllowed])) != nil,
                    "the \(format) report is valid JSON", String(report.prefix(200)))
            }
            let commands = DiagnosticGitHub.encode(items).utf8.split(separator: UInt8(ascii: "\n"))
            check.require(
                commands.count == diagnostics.count && commands.allSatisfy { $0.starts(with: "::".utf8) && !$0.contains(0x0D) },
                "one GitHub workflow command a diagnostic", "\(commands.count) lines for \(diagnostics.count) diagnostics")
        }
        return check.violations
    }
}
