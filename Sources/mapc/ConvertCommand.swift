import ArgumentParser
import MapSceneBase
import MapScenePrint

/// `mapc convert`: a scene from YAML to the DSL or back, keeping the model and the comments.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a scene between YAML and the mapc DSL.",
        discussion: """
            Reads FILE in the syntax its name implies (.mapscene is the DSL, anything else YAML) or \
            --syntax says, - being standard input (YAML unless --syntax dsl), and writes it in the \
            other one beside it (scene.yaml → scene.mapscene), or to -o OUT, or to standard output \
            with -o - (the default for standard input). The conversion keeps the scene's meaning \
            exactly and carries comments with the statements they belong to. A scene with errors \
            is not converted and nothing is written; nor is the input ever written over.
            """
    )

    /// The syntax to write.
    enum Target: String, ExpressibleByArgument, CaseIterable {
        case yaml, dsl

        var syntax: SceneSyntax { self == .yaml ? .yaml : .dsl }
    }

    @Argument(help: "The scene file to convert (.yaml or .mapscene), or - for standard input.")
    var file: String

    @Option(help: "The syntax to write: yaml or dsl.")
    var to: Target

    @Option(name: .shortAndLong, help: "Output file, or - for standard output.")
    var output: String?

    @OptionGroup var input: SyntaxOptions

    /// Where the converted scene goes: -o, or beside the input, or standard output for standard input.
    private var destination: String {
        output ?? (file == FileIO.standardInput ? "-" : Path.replacingExtension(of: file, with: to.syntax.fileExtension))
    }

    func validate() throws {
        if output == nil, file != FileIO.standardInput, (input.syntax ?? SceneSyntax(path: file)) == to.syntax {
            throw ValidationError("'\(file)' is already \(to.rawValue); give -o OUT to write the converted file elsewhere")
        }
    }

    func run() throws {
        let destination = destination
        try OutputPlan.checkOrExit([(input: file, output: destination)])
        let source = try FileIO.readSceneOrExit(file, syntax: input.syntax)
        let result = SceneText.convert(source, to: to.syntax)
        if !result.diagnostics.isEmpty {
            let printer = DiagnosticPrinter(colors: Terminal.standardError.wantsColor)
            Terminal.standardError.write(printer.render(result.diagnostics, in: source))
        }
        guard let text = result.text else { throw ExitCode.inputErrors }
        if destination == "-" {
            try Terminal.standardOutput.writeResult(text)
            return
        }
        do {
            try OutputFile.write(Array(text.utf8), to: destination)
        } catch {
            Terminal.standardError.write("mapc: error: \(error)\n")
            throw ExitCode.usage
        }
    }
}
