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

            --fix applies the fixes that are unambiguous (a misspelt key, name or unit with one \
            suggestion, a color not in its normal form) and rewrites each changed file in place, \
            as fmt does: through a temporary file and a rename, keeping its permissions. Only the \
            fixed spans change; comments, quoting and layout stay. It lints again after fixing, \
            up to 10 rounds, says how many problems it fixed in each file (on standard output, \
            or standard error with --format json) and then reports what remains, which sets the \
            exit code. A file with syntax errors is left untouched; a read-only file, or one that \
            is not a regular file, is an error (exit code 2) and is not written. Standard input \
            (-) cannot be fixed in place, so --fix refuses it.
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

    @Flag(help: "Apply the unambiguous fixes to the files in place, then report what remains.")
    var fix = false

    @OptionGroup var fileAccess: FileAccessOptions

    @OptionGroup(title: "Raster tiles") var tiles: TileFetchOptions

    @OptionGroup var input: SyntaxOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one scene file") }
        if files.filter({ $0 == FileIO.standardInput }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        if fix, files.contains(FileIO.standardInput) {
            throw ValidationError("--fix rewrites files in place; standard input (-) has no file to rewrite")
        }
    }

    func run() throws {
        let printer = DiagnosticPrinter(colors: Terminal.standardOutput.wantsColor)
        var found: [(path: String, diagnostic: Diagnostic)] = []
        var worst = ExitCode.success
        let inputs = try SceneInputs.expandOrExit(files)
        if fix { try OutputPlan.checkOrExit(inputs.map { (input: $0, output: $0) }, inPlace: true) }
        for path in inputs {
            var file: SourceFile
            do {
                file = try FileIO.readScene(path, syntax: input.syntax)
            } catch {
                Terminal.standardError.write("mapc: error: \(error)\n")
                worst = .usage
                continue
            }
            let options = tiles.applied(to: PipelineOptions(allowOutsidePaths: fileAccess.allowOutsidePaths))
            var diagnostics: [Diagnostic]
            if fix {
                let fixed = Pipeline.lintFixing(file, directory: FileIO.folder(of: path), options: options)
                (file, diagnostics) = (fixed.file, fixed.remaining)
                if fixed.changed {
                    do {
                        try FixedFile.write(fixed.file.bytes, over: path, linted: fixed.original.bytes)
                        let said = "fixed \(fixed.fixedCount) problem\(fixed.fixedCount == 1 ? "" : "s") in \(path)\n"
                        if format == .text { try Terminal.standardOutput.writeResult(said) } else { Terminal.standardError.write(said) }
                    } catch {
                        Terminal.standardError.write("mapc: error: \(error)\n")
                        worst = .usage
                        (file, diagnostics) = (fixed.original, fixed.found)
                    }
                }
            } else {
                diagnostics = Pipeline.lint(file, directory: FileIO.folder(of: path), options: options)
            }
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
