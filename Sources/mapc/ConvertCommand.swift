import ArgumentParser
import MapScene

/// `mapc convert`: a scene from YAML to the DSL or back, keeping the model and the comments.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a scene between YAML and the mapc DSL.",
        discussion: """
            Reads FILE in the syntax its name implies (.mapscene is the DSL, anything else YAML) and \
            writes it in the other one beside it (scene.yaml → scene.mapscene), or to -o OUT, or to \
            standard output with -o -. The conversion keeps the scene's meaning exactly and carries \
            comments with the statements they belong to. A scene with errors is not converted and \
            nothing is written.
            """
    )

    /// The syntax to write.
    enum Target: String, ExpressibleByArgument, CaseIterable {
        case yaml, dsl

        var syntax: SceneSyntax { self == .yaml ? .yaml : .dsl }
    }

    @Argument(help: "The scene file to convert (.yaml or .mapscene).")
    var file: String

    @Option(help: "The syntax to write: yaml or dsl.")
    var to: Target

    @Option(name: .shortAndLong, help: "Output file, or - for standard output.")
    var output: String?

    func validate() throws {
        if output == nil, SceneSyntax(path: file) == to.syntax {
            throw ValidationError("'\(file)' is already \(to.rawValue); give -o OUT to write the converted file elsewhere")
        }
    }

    func run() throws {
        let source = try FileIO.readSceneOrExit(file)
        let result = SceneText.convert(source, to: to.syntax)
        if !result.diagnostics.isEmpty {
            let printer = DiagnosticPrinter(colors: Terminal.standardError.wantsColor)
            Terminal.standardError.write(printer.render(result.diagnostics, in: source))
        }
        guard let text = result.text else { throw ExitCode.inputErrors }
        let destination = output ?? Path.replacingExtension(of: file, with: to.syntax.fileExtension)
        if destination == "-" {
            Terminal.standardOutput.write(text)
            return
        }
        do {
            try FileIO.writeAtomically(Array(text.utf8), to: destination)
        } catch {
            Terminal.standardError.write("mapc: error: \(error)\n")
            throw ExitCode.usage
        }
    }
}
