import MapSceneBase
import MapSceneLint

/// Where `mapc lint` sends its findings, in the chosen format: text and GitHub workflow commands
/// file by file as they come, JSON and SARIF as one document at the end. Counts what it reports.
struct LintOutput {
    let format: LintCommand.Format
    let printer: DiagnosticPrinter
    /// Errors reported so far.
    private(set) var errors = 0
    /// Warnings reported so far.
    private(set) var warnings = 0
    private var reports: [(file: SourceFile, diagnostics: [Diagnostic])] = []

    init(format: LintCommand.Format, colors: Bool) {
        self.format = format
        printer = DiagnosticPrinter(colors: colors)
    }

    /// Reports `diagnostics` of `file`.
    mutating func add(_ diagnostics: [Diagnostic], in file: SourceFile) throws {
        errors += diagnostics.count { $0.severity == .error }
        warnings += diagnostics.count { $0.severity == .warning }
        switch format {
        case .text:
            if !diagnostics.isEmpty { try Terminal.standardOutput.writeResult(printer.render(diagnostics, in: file)) }
        case .github:
            if !diagnostics.isEmpty {
                try Terminal.standardOutput.writeResult(DiagnosticGitHub.encode(diagnostics.map { (file.path, $0) }))
            }
        case .json, .sarif:
            reports.append((file, diagnostics))
        }
    }

    /// Prints the document of the formats that make one.
    func finish() throws {
        switch format {
        case .text, .github: break
        case .json:
            try Terminal.standardOutput.writeResult(
                DiagnosticJSON.encode(reports.flatMap { r in r.diagnostics.map { (r.file.path, $0) } }))
        case .sarif: try Terminal.standardOutput.writeResult(DiagnosticSARIF.encode(reports))
        }
    }
}
