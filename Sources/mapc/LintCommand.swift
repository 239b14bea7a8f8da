import ArgumentParser
import MapSceneBase
import MapSceneLint
import MapSceneModel
import MapScenePipeline

/// `mapc lint`: check scene files and report every problem.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check scene files and report their problems.",
        discussion: """
            A folder stands for every scene file under it (*.yaml, *.yml, *.mapscene, sorted by \
            path; hidden files and folders skipped; YAML files without a top-level mapscene key \
            skipped with a note); - reads standard input. mapc's own .mapc.yaml is never linted as \
            a scene. Exits with 1 when any file has \
            errors (or warnings, with --strict, or more warnings than --max-warnings).

            Each file is linted under the nearest .mapc.yaml in its folder or a folder above it \
            (or the --config file): `rules: {RULE: error|warning|note|off}` sets how a rule's \
            findings are reported, `ignore: [GLOB, ...]` leaves files out of a folder's expansion \
            (a file named on the command line but ignored is not linted either; mapc says so on \
            standard error). A setting changes only what is reported and the exit code: a file \
            with an error does not compile, whatever the error is reported as. A comment \
            `# mapc: disable-next-line RULE[, RULE...]` (`//` in the DSL) suppresses those rules' \
            findings on the next line.
            """
    )

    /// How the problems are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github
    }

    @Argument(help: "Scene files (.yaml, or .mapscene for the DSL), folders of them, or - for standard input.")
    var files: [String]

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0) or github (workflow commands).")
    var format: Format = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Apply the unambiguous fixes to the files in place, then report what remains.")
    var fix = false

    @Option(name: .customLong("max-warnings"), help: "Fail (exit 1) when there are more than N warnings.")
    var maxWarnings: Int?

    @Option(name: .customLong("config"), help: "The lint configuration for every file, in place of the nearest .mapc.yaml.")
    var configFile: String?

    @Flag(
        name: .customLong("scenes-only"),
        help: "Skip, with a note, YAML files named on the command line that have no top-level mapscene key.")
    var scenesOnly = false

    @OptionGroup var fileAccess: FileAccessOptions

    @OptionGroup(title: "Raster tiles") var tiles: TileFetchOptions

    @OptionGroup var input: SyntaxOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one scene file") }
        if files.filter({ $0 == FileIO.standardInput }).count > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings takes a count of 0 or more") }
        if fix, files.contains(FileIO.standardInput) {
            throw ValidationError("--fix rewrites files in place; standard input (-) has no file to rewrite")
        }
    }

    func run() throws {
        let configurations = try exitingOnFileError { try LintConfigurations(explicit: configFile) }
        var output = LintOutput(format: format, colors: Terminal.standardOutput.wantsColor)
        var fileFailed = false
        var configurationsShown = Set<String>()
        let options = tiles.applied(to: PipelineOptions(allowOutsidePaths: fileAccess.allowOutsidePaths))
        let inputs = try SceneInputs.expandOrExitNaming(files)
        if fix { try OutputPlan.checkOrExit(inputs.map { (input: $0.path, output: $0.path) }, inPlace: true) }
        for (path, named) in inputs {
            if let reason = SceneInputs.notAScene(path) {
                Terminal.standardError.write(SceneInputs.skippedNote(path, notDone: "linted", because: reason))
                continue
            }
            let governing = try exitingOnFileError { try configurations.governing(path) }
            var policy = LintPolicy()
            if let (found, relativePath) = governing {
                if configurationsShown.insert(found.file.path).inserted, !found.diagnostics.isEmpty {
                    try output.add(found.diagnostics, in: found.file)
                }
                guard let configuration = found.configuration else { continue }
                if let relativePath, let pattern = configuration.ignorePattern(matching: relativePath) {
                    if named {
                        Terminal.standardError.write(
                            "mapc: note: '\(path)' is not linted: \(found.file.path) ignores '\(pattern.glob)'\n")
                    }
                    continue
                }
                policy = LintPolicy(configuration)
            }
            var file: SourceFile
            do {
                file = try FileIO.readScene(path, syntax: input.syntax)
            } catch {
                Terminal.standardError.write("mapc: error: \(error)\n")
                fileFailed = true
                continue
            }
            if let reason = SceneInputs.notAScene(file, named: named, scenesOnly: scenesOnly) {
                Terminal.standardError.write(SceneInputs.skippedNote(path, notDone: "linted", because: reason))
                continue
            }
            guard fix else {
                try output.add(
                    Pipeline.lint(file, directory: FileIO.folder(of: path), options: options, policy: policy), in: file)
                continue
            }
            let fixed = Pipeline.lintFixing(file, directory: FileIO.folder(of: path), options: options, policy: policy)
            var diagnostics: [Diagnostic]
            (file, diagnostics) = (fixed.file, fixed.remaining)
            if fixed.changed {
                do {
                    try FixedFile.write(fixed.file.bytes, over: path, linted: fixed.original.bytes)
                    let said = "fixed \(fixed.fixedCount) problem\(fixed.fixedCount == 1 ? "" : "s") in \(path)\n"
                    if format == .text {
                        try Terminal.standardOutput.writeResult(said)
                    } else {
                        Terminal.standardError.write(said)
                    }
                } catch {
                    Terminal.standardError.write("mapc: error: \(error)\n")
                    fileFailed = true
                    (file, diagnostics) = (fixed.original, fixed.found)
                }
            }
            try output.add(diagnostics, in: file)
        }
        try output.finish()
        if fileFailed { throw ExitCode.usage }
        if let maxWarnings, output.warnings > maxWarnings {
            Terminal.standardError.write("mapc: \(output.warnings) warnings, more than --max-warnings \(maxWarnings) allows\n")
            throw ExitCode.inputErrors
        }
        if output.errors > 0 || (strict && output.warnings > 0) { throw ExitCode.inputErrors }
    }
}
