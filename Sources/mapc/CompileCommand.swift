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
        if !(0...100).contains(tolerance) { throw ValidationError("--tolerance must be between 0 and 100 points, found \(tolerance)") }
    }

    /// The pipeline's options from the flags.
    private var pipelineOptions: PipelineOptions {
        PipelineOptions(allowOutsidePaths: fileAccess.allowOutsidePaths, linkImages: linkImages, theme: dark ? .dark : nil, tolerance: tolerance)
    }

    func run() throws {
        let printer = DiagnosticPrinter(colors: Terminal.standardError.wantsColor)
        var worst = ExitCode.success
        for path in files {
            let file: SourceFile
            do {
                file = try FileIO.readScene(path)
            } catch {
                Terminal.standardError.write("mapc: error: \(error)\n")
                worst = .usage
                continue
            }
            let result = Pipeline.compile(file, directory: Path.directory(of: path), options: pipelineOptions)
            if !result.diagnostics.isEmpty {
                Terminal.standardError.write(printer.render(result.diagnostics, in: file))
            }
            guard let list = result.renderList else {
                if worst == .success { worst = .inputErrors }
                continue
            }
            let destination = output ?? Path.replacingExtension(of: path, with: target.fileExtension)
            let bytes = Array(render(list, toStandardOutput: destination == "-").utf8)
            if destination == "-" {
                Terminal.standardOutput.write(bytes)
                continue
            }
            do {
                try FileIO.writeAtomically(bytes, to: destination)
            } catch {
                Terminal.standardError.write("mapc: error: \(error)\n")
                worst = .usage
            }
        }
        if worst != .success { throw worst }
    }

    private func render(_ list: RenderList, toStandardOutput: Bool) -> String {
        let size = (try? term.parsedSize()) ?? nil
        switch target {
        case .svg:
            return SVGBackend.render(list, options: SVGOptions(precision: precision))
        case .term:
            let colors = term.depth(writingTo: toStandardOutput ? .standardOutput : nil)
            return TerminalBackend.render(list, options: TermOptions(size: size ?? .standard, mode: term.mode, colors: colors))
        case .termCommands:
            return TerminalBackend.commands(list, size: size ?? .standard)
        case .renderlist:
            return list.canonicalJSON()
        }
    }
}
