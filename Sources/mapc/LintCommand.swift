import ArgumentParser
import MapScene

/// `mapc lint`: check scene files and report every problem.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check scene files and report their problems.",
        discussion: """
            A folder stands for every scene file under it (*.yaml, *.yml, *.mapscene, sorted by \
            path; hidden folders skipped); - reads standard input. Exits with 1 when any file has \
            errors (or warnings, with --strict).
            """
    )

    /// How the problems are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Scene files (.yaml, or .mapscene for the DSL), folders of them, or - for standard input.")
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @OptionGroup var fileAccess: FileAccessOptions

    @OptionGroup(title: "Raster tiles") var tiles: TileFetchOptions

    @OptionGroup var input: SyntaxOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one scene file") }
        if files.filter({ $0 == FileIO.standardInput }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
    }

    func run() throws {
        let printer = DiagnosticPrinter(colors: Terminal.standardOutput.wantsColor)
        var found: [(path: String, diagnostic: Diagnostic)] = []
        var worst = ExitCode.success
        for path in try SceneInputs.expandOrExit(files) {
            let file: SourceFile
            do {
                file = try FileIO.readScene(path, syntax: input.syntax)
            } catch {
                Terminal.standardError.write("mapc: error: \(error)\n")
                worst = .usage
                continue
            }
            let diagnostics = Pipeline.lint(
                file, directory: FileIO.folder(of: path), options: tiles.applied(to: PipelineOptions(allowOutsidePaths: fileAccess.allowOutsidePaths))
            )
            if diagnostics.contains(where: { $0.severity == .error || (strict && $0.severity == .warning) }), worst == .success {
                worst = .inputErrors
            }
            switch format {
            case .text:
                if !diagnostics.isEmpty { try Terminal.standardOutput.writeResult(printer.render(diagnostics, in: file)) }
            case .json:
                found += diagnostics.map { (file.path, $0) }
            }
        }
        if format == .json { try Terminal.standardOutput.writeResult(DiagnosticJSON.encode(found)) }
        if worst != .success { throw worst }
    }
}
