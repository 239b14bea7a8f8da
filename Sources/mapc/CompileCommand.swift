import ArgumentParser
import Foundation
import MapSceneBase
import MapSceneImage
import MapSceneModel
import MapScenePipeline
import MapSceneRenderList
import MapSceneSVG
import MapSceneTerminal

/// `mapc compile`: scene files to SVG, PNG, PDF, a terminal drawing, its commands or the render
/// list.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile scene files to SVG, PNG, PDF, a terminal drawing or the render list as JSON.",
        discussion: """
            Each FILE is written beside itself with the target's extension (.svg, .png, .pdf, .ans \
            for term, .term for term-commands, .json) unless -o names the output; an output named \
            .png or .pdf is that target unless --target says otherwise. -o - writes to standard \
            output, as does a scene read from standard input (FILE -) without -o. A folder stands \
            for every scene file under it (*.yaml, *.yml, *.mapscene; hidden files and folders \
            skipped, and YAML files without a top-level mapscene key, with a note). \
            Two inputs that would write the same file are an error before anything is written. \
            A scene with errors writes nothing and leaves an existing output file untouched; an \
            existing file is replaced whole and keeps its permissions, a symbolic link is \
            followed, and a device or FIFO is written through. The term targets draw into --size \
            cells (80x24 unless given); term uses colors only with --color always, or auto when \
            writing to a terminal.

            PNG and PDF are the SVG drawn by librsvg and cairo (loaded when first needed). A PNG \
            has canvas.scale pixels per point, or --dpi pixels per inch (a point is 1/72 inch), \
            with the scene's title and description as text chunks; a PDF is one page the size of \
            the canvas in points, its text searchable, titled with the scene's title. Neither \
            carries a date: the same scene gives the same bytes.

            Images named by the scene are embedded in the SVG as data URIs (at most 2 MiB each) \
            unless --link-images is given; linked images are paths relative to the output file's \
            folder (the current folder for standard output). Raster tiles named by URL are \
            fetched (at most four at once) into the tile cache, $XDG_CACHE_HOME/mapc/tiles or \
            ~/.cache/mapc/tiles, and read from it next time; --offline reads the cache only. With \
            --link-images, tiles from a folder are linked by their path and tiles from a URL by \
            their URL. A light map follows the viewer's dark color scheme by itself; --dark draws \
            it dark always.
            """
    )

    /// What the compiler writes.
    enum Target: String, ExpressibleByArgument, CaseIterable {
        case svg, png, pdf, term
        case termCommands = "term-commands"
        case renderlist

        var fileExtension: String {
            switch self {
            case .svg: "svg"
            case .png: "png"
            case .pdf: "pdf"
            case .term: "ans"
            case .termCommands: "term"
            case .renderlist: "json"
            }
        }

        /// True for the targets drawn from the SVG: their images are drawn in, never linked.
        var isDrawing: Bool { self == .png || self == .pdf }

        /// The target an output file's name asks for: `.png` and `.pdf` (any case); nil for any
        /// other name, which takes the SVG unless --target says.
        static func named(by output: String) -> Target? {
            let name = Path.fileName(of: output).lowercased()
            return name.hasSuffix(".png") ? .png : name.hasSuffix(".pdf") ? .pdf : nil
        }
    }

    @Argument(help: "Scene files (.yaml, or .mapscene for the DSL), folders of them, or - for standard input.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output file, or - for standard output (only with one input).")
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Output format: svg, png, pdf, term (a drawing for the terminal), term-commands or renderlist (default: png or pdf for an output file so named, else svg)."
        ))
    var target: Target?

    /// The target written: --target, else the one the output's name asks for, else SVG.
    var chosenTarget: Target { target ?? output.flatMap(Target.named(by:)) ?? .svg }

    @Option(help: ArgumentHelp("Pixels per inch of a PNG, for print (default: the canvas's scale × 72).", valueName: "n"))
    var dpi: Double?

    @OptionGroup(title: "Terminal targets") var term: TermOptionGroup

    @Flag(help: "Draw the map in the dark theme, whatever the scene says.")
    var dark = false

    @Option(help: ArgumentHelp("Decimal places of SVG coordinates, 0 to 6.", valueName: "n"))
    var precision = 2

    @Flag(help: "Link images by their path instead of embedding them.")
    var linkImages = false

    @Option(
        help: ArgumentHelp(
            "How far simplified lines may stray from the projected ones, in points (0 keeps every point).", valueName: "points"))
    var tolerance = PipelineOptions.defaultTolerance

    @Option(
        help: ArgumentHelp(
            "Scene files compiled at once (default: one per processor). Diagnostics are printed in the order the files were given.",
            valueName: "n"))
    var jobs: Int?

    @OptionGroup var fileAccess: FileAccessOptions

    @OptionGroup(title: "Raster tiles") var tiles: TileFetchOptions

    @OptionGroup var input: SyntaxOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one scene file") }
        if output != nil, files.count > 1 { throw ValidationError("-o takes one input file; \(files.count) were given") }
        if files.filter({ $0 == FileIO.standardInput }).count > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
        _ = try term.parsedSize()
        let target = chosenTarget
        if target != .term && target != .termCommands && term.size != nil {
            throw ValidationError("--size applies to the term and term-commands targets")
        }
        if target != .term && (term.givenMode != nil || term.givenColor != nil) {
            throw ValidationError("--mode and --color apply to the term target")
        }
        if target.isDrawing && linkImages {
            throw ValidationError(
                "--link-images applies to the svg target: a \(target.rawValue.uppercased()) has its images drawn in, so there is nothing to link"
            )
        }
        if let dpi {
            if target != .png { throw ValidationError("--dpi applies to the png target") }
            if !(1...9600).contains(dpi) {
                throw ValidationError("--dpi must be between 1 and 9600, found \(String(format: "%g", dpi))")
            }
        }
        if !(0...6).contains(precision) { throw ValidationError("--precision must be between 0 and 6, found \(precision)") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256, found \(jobs)") }
        if !(0...100).contains(tolerance) {
            throw ValidationError("--tolerance must be between 0 and 100 points, found \(tolerance)")
        }
    }

    /// The settings these options come to; `validate()` has checked them.
    var settings: CompileSettings {
        CompileSettings(
            files: files, output: output, target: chosenTarget, dpi: dpi, size: (try? term.parsedSize()) ?? nil, mode: term.mode,
            color: term.color, dark: dark, precision: precision, linkImages: linkImages, tolerance: tolerance, jobs: jobs,
            allowOutsidePaths: fileAccess.allowOutsidePaths, offline: tiles.offline, tileTimeout: tiles.tileTimeout,
            syntax: input.syntax)
    }

    func run() throws {
        try settings.run()
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
    /// `--dpi` of a PNG; nil for the canvas's scale.
    var dpi: Double?
    var options: PipelineOptions
    var syntax: SceneSyntax?
    var precision: Int
    var size: TermSize
    var mode: TermMode
    var fileColors: ColorDepth
    var standardOutputColors: ColorDepth
    var printer: DiagnosticPrinter

    /// Where `input` is written without -o: beside it with the target's extension, or to
    /// standard output for a scene read from standard input.
    static func destination(of input: String, target: CompileCommand.Target) -> String {
        input == FileIO.standardInput ? "-" : Path.replacingExtension(of: input, with: target.fileExtension)
    }

    /// Reads, compiles and writes `path` to `destination` (`-`: standard output, left to the
    /// caller, so that files compiled at once never interleave). A YAML file found in a folder
    /// (not `named`) that is not a scene is skipped with a note.
    func compile(_ path: String, to destination: String, named: Bool = true) -> Outcome {
        var outcome = Outcome()
        let file: SourceFile
        do {
            file = try FileIO.readScene(path, syntax: syntax)
        } catch {
            outcome.messages = "mapc: error: \(error)\n"
            outcome.status = .usage
            return outcome
        }
        if let reason = SceneInputs.notAScene(file, named: named, scenesOnly: false) {
            outcome.messages = SceneInputs.skippedNote(path, notDone: "compiled", because: reason)
            return outcome
        }
        var options = options
        if options.linkImages { options.imageLinkFolder = Self.imageLinkFolder(writing: destination) }
        let (scene, loadDiagnostics) = Pipeline.load(file, directory: FileIO.folder(of: path), options: options)
        var result = Pipeline.compile(scene, after: loadDiagnostics, options: options)
        guard let list = result.renderList.take() else {
            outcome.messages = printer.render(result.diagnostics, in: file)
            outcome.status = .inputErrors
            return outcome
        }
        // `-o /dev/stdout` is standard output too, for --color auto.
        let toStandardOutput = destination == "-" || (try? OutputFile.destination(of: destination)) == .descriptor(1)
        let bytes: [UInt8]
        let targetDiagnostics: [Diagnostic]
        do throws(ImageError) {
            (bytes, targetDiagnostics) = try render(list, toStandardOutput: toStandardOutput)
        } catch {
            outcome.messages = printer.render(result.diagnostics, in: file)
            outcome.messages +=
                "mapc: error: cannot draw \(path == FileIO.standardInput ? "the scene" : "'\(path)'") as \(target.rawValue.uppercased()): \(error)\n"
            // Too large a picture is the scene's doing; a missing or failing library is not.
            if case .tooLarge = error { outcome.status = .inputErrors } else { outcome.status = .usage }
            return outcome
        }
        let diagnostics = (result.diagnostics + targetDiagnostics).sortedAndUnique()
        if !diagnostics.isEmpty {
            outcome.messages = printer.render(diagnostics, in: file)
        }
        if destination == "-" {
            outcome.standardOutput = bytes
            return outcome
        }
        do {
            try OutputFile.write(bytes, to: destination)
        } catch {
            outcome.messages += "mapc: error: \(error)\n"
            outcome.status = .usage
        }
        return outcome
    }

    /// The folder linked images are relative to: the output file's, or the current folder when
    /// the output is a stream (standard output, a device, a FIFO).
    static func imageLinkFolder(writing destination: String) -> String {
        guard destination != "-", let written = try? OutputFile.destination(of: destination), written.isFile else { return "." }
        return Path.directory(of: destination)
    }

    /// The target's bytes for `list`, and the warnings of the terminal targets about what their
    /// drawing leaves out; the SVG comes as bytes from the backend, without a copy. Throws when
    /// a PNG or PDF cannot be drawn.
    private func render(_ list: RenderList, toStandardOutput: Bool) throws(ImageError) -> (
        bytes: [UInt8], diagnostics: [Diagnostic]
    ) {
        switch target {
        case .svg:
            return (SVGBackend.renderBytes(list, options: SVGOptions(precision: precision)), [])
        case .png:
            return (try PNGBackend.render(list, options: PNGOptions(dpi: dpi, svg: SVGOptions(precision: precision))), [])
        case .pdf:
            return (try PDFBackend.render(list, options: PDFOptions(svg: SVGOptions(precision: precision))), [])
        case .term:
            let colors = toStandardOutput ? standardOutputColors : fileColors
            let drawing = TerminalBackend.drawing(list, options: TermOptions(size: size, mode: mode, colors: colors))
            return (Array(drawing.text.utf8), drawing.diagnostics)
        case .termCommands:
            let stream = TerminalBackend.commandStream(list, size: size)
            return (Array(stream.text.utf8), stream.diagnostics)
        case .renderlist:
            return (list.canonicalJSONBytes(), [])
        }
    }
}
