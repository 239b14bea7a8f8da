import ArgumentParser
import Foundation
import MapScene

/// `mapc compile`: scene files to SVG, a terminal drawing, its commands or the render list.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile scene files to SVG, a terminal drawing or the render list as JSON.",
        discussion: """
            Each FILE is written beside itself with the target's extension (.svg, .ans for term, \
            .term for term-commands, .json) unless -o names the output; -o - writes to standard \
            output. A scene with errors writes nothing and leaves an existing output file \
            untouched. The term targets draw into --size cells (80x24 unless given); term uses \
            colors only with --color always, or auto when writing to a terminal.

            Images named by the scene are embedded in the SVG as data URIs (at most 2 MiB each) \
            unless --link-images is given. A light map follows the viewer's dark color scheme by \
            itself; --dark draws it dark always.
            """
    )

    /// What the compiler writes.
    enum Target: String, ExpressibleByArgument, CaseIterable {
        case svg, term
        case termCommands = "term-commands"
        case renderlist

        var fileExtension: String {
            switch self {
            case .svg: "svg"
            case .term: "ans"
            case .termCommands: "term"
            case .renderlist: "json"
            }
        }
    }

    @Argument(help: "Scene files (.yaml, or .mapscene for the DSL).")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output file, or - for standard output (only with one input).")
    var output: String?

    @Option(help: "Output format: svg, term (a drawing for the terminal), term-commands or renderlist.")
    var target: Target = .svg

    @OptionGroup(title: "Terminal targets") var term: TermOptionGroup

    @Flag(help: "Draw the map in the dark theme, whatever the scene says.")
    var dark = false

    @Option(help: ArgumentHelp("Decimal places of SVG coordinates, 0 to 6.", valueName: "n"))
    var precision = 2

    @Flag(help: "Link images by their path instead of embedding them.")
    var linkImages = false

    @Option(help: ArgumentHelp("How far simplified lines may stray from the projected ones, in points (0 keeps every point).", valueName: "points"))
    var tolerance = SceneCompiler.defaultTolerance

    @Option(help: ArgumentHelp("Scene files compiled at once (default: one per processor). Diagnostics are printed in the order the files were given.", valueName: "n"))
    var jobs: Int?

    @OptionGroup var fileAccess: FileAccessOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one scene file") }
        if output != nil, files.count > 1 { throw ValidationError("-o takes one input file; \(files.count) were given") }
        _ = try term.parsedSize()
        if target != .term && target != .termCommands && term.size != nil {
            throw ValidationError("--size applies to the term and term-commands targets")
        }
        if target != .term && (term.givenMode != nil || term.givenColor != nil) {
            throw ValidationError("--mode and --color apply to the term target")
        }
        if !(0...6).contains(precision) { throw ValidationError("--precision must be between 0 and 6, found \(precision)") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256, found \(jobs)") }
        if !(0...100).contains(tolerance) { throw ValidationError("--tolerance must be between 0 and 100 points, found \(tolerance)") }
    }

    /// The pipeline's options from the flags.
    private var pipelineOptions: PipelineOptions {
        PipelineOptions(allowOutsidePaths: fileAccess.allowOutsidePaths, linkImages: linkImages, theme: dark ? .dark : nil, tolerance: tolerance)
    }

    func run() throws {
        let job = CompileJob(
            target: target, output: output, options: pipelineOptions, precision: precision,
            size: ((try? term.parsedSize()) ?? nil) ?? .standard, mode: term.mode,
            fileColors: term.depth(writingTo: nil), standardOutputColors: term.depth(writingTo: .standardOutput),
            printer: DiagnosticPrinter(colors: Terminal.standardError.wantsColor))
        let files = files
        let outcomes = ParallelWork.map(count: files.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { index in
            job.compile(files[index])
        }
        var worst = ExitCode.success
        for outcome in outcomes {
            Terminal.standardError.write(outcome.messages)
            if let bytes = outcome.standardOutput { Terminal.standardOutput.write(bytes) }
            if outcome.status == .usage || (outcome.status == .inputErrors && worst == .success) { worst = outcome.status }
        }
        if worst != .success { throw worst }
    }
}

/// One `mapc compile` run's settings, applied to each of its files (on any thread).
struct CompileJob: Sendable {
    /// What compiling one file came to: what to print, and its exit status.
    struct Outcome: Sendable {
        var messages = ""
        var standardOutput: [UInt8]?
        var status = ExitCode.success
    }

    var target: CompileCommand.Target
    var output: String?
    var options: PipelineOptions
    var precision: Int
    var size: TermSize
    var mode: TermMode
    var fileColors: ColorDepth
    var standardOutputColors: ColorDepth
    var printer: DiagnosticPrinter

    /// Reads, compiles and writes `path`; standard output is left to the caller, so that files
    /// compiled at once never interleave.
    func compile(_ path: String) -> Outcome {
        var outcome = Outcome()
        let file: SourceFile
        do {
            file = try FileIO.readScene(path)
        } catch {
            outcome.messages = "mapc: error: \(error)\n"
            outcome.status = .usage
            return outcome
        }
        let result = Pipeline.compile(file, directory: Path.directory(of: path), options: options)
        guard let list = result.renderList else {
            outcome.messages = printer.render(result.diagnostics, in: file)
            outcome.status = .inputErrors
            return outcome
        }
        let destination = output ?? Path.replacingExtension(of: path, with: target.fileExtension)
        let (bytes, targetDiagnostics) = render(list, toStandardOutput: destination == "-")
        let diagnostics = (result.diagnostics + targetDiagnostics).sortedAndUnique()
        if !diagnostics.isEmpty {
            outcome.messages = printer.render(diagnostics, in: file)
        }
        if destination == "-" {
            outcome.standardOutput = bytes
            return outcome
        }
        do {
            try FileIO.writeAtomically(bytes, to: destination)
        } catch {
            outcome.messages += "mapc: error: \(error)\n"
            outcome.status = .usage
        }
        return outcome
    }

    /// The target's bytes for `list`, and the warnings of the terminal targets about what their
    /// drawing leaves out; the SVG comes as bytes from the backend, without a copy.
    private func render(_ list: RenderList, toStandardOutput: Bool) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        switch target {
        case .svg:
            return (SVGBackend.renderBytes(list, options: SVGOptions(precision: precision)), [])
        case .term:
            let colors = toStandardOutput ? standardOutputColors : fileColors
            let drawing = TerminalBackend.drawing(list, options: TermOptions(size: size, mode: mode, colors: colors))
            return (Array(drawing.text.utf8), drawing.diagnostics)
        case .termCommands:
            let stream = TerminalBackend.commandStream(list, size: size)
            return (Array(stream.text.utf8), stream.diagnostics)
        case .renderlist:
            return (Array(list.canonicalJSON().utf8), [])
        }
    }
}
