import ArgumentParser
import MapSceneBase
import MapSceneModel
import MapScenePrint

/// `mapc fmt`: rewrite scene files formatted (the DSL in its canonical form, YAML in its author's
/// style), or check that they are.
struct FmtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Format scene files: the DSL in its canonical form, YAML in its author's style.",
        discussion: """
            Rewrites each FILE in place when its formatted text differs, comments kept: through a \
            temporary file and a rename, keeping its permissions; a symbolic link is followed and \
            stays a link. A .mapscene file takes the DSL's canonical form. A .yaml or .yml scene \
            keeps each mapping and list in the flow or block style it was written in, its key \
            order and comments; spacing, quoting and indentation are normalised and long flow \
            lists (coordinates) are filled to the line width. A folder stands for every scene \
            file under it (hidden folders skipped; a YAML file without a top-level mapscene key \
            is left alone, with a note); - reads a scene from standard input (the DSL \
            unless --syntax yaml) and writes it formatted to standard output. With --check \
            nothing is written: each file that would change is named on standard output and the \
            exit code is 1. A file with syntax errors is left untouched and its errors are printed.
            """
    )

    @Argument(help: "Scene files (.mapscene, .yaml, .yml), folders of them, or - for standard input.")
    var files: [String]

    @Flag(help: "Write nothing; name the files that are not formatted and exit with 1 if there are any.")
    var check = false

    @Option(help: "Keep lines within this many columns where a value can be broken.")
    var lineWidth = PrintLayout.width

    @Option(
        help: ArgumentHelp("The syntax of standard input; a file's name decides its own.", valueName: "dsl|yaml"))
    var syntax: SceneSyntax = .dsl

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one scene file") }
        if files.filter({ $0 == FileIO.standardInput }).count > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
        if lineWidth < 20 { throw ValidationError("--line-width must be at least 20") }
    }

    func run() throws {
        let inputs = try SceneInputs.expandOrExitNaming(files)
        if !check {
            try OutputPlan.checkOrExit(
                inputs.map { (input: $0.path, output: $0.path == FileIO.standardInput ? "-" : $0.path) }, inPlace: true)
        }
        let printer = DiagnosticPrinter(colors: Terminal.standardError.wantsColor)
        var worst = ExitCode.success
        func note(_ code: ExitCode) {
            if code == .usage || worst == .success { worst = code }
        }
        for (path, named) in inputs {
            if let reason = SceneInputs.notAScene(path) {
                Terminal.standardError.write(SceneInputs.skippedNote(path, notDone: "formatted", because: reason))
                continue
            }
            let file: SourceFile
            do {
                file = try FileIO.readScene(path, syntax: path == FileIO.standardInput ? syntax : nil)
            } catch {
                Terminal.standardError.write("mapc: error: \(error)\n")
                note(.usage)
                continue
            }
            // A folder holds other YAML files too (a CI workflow, a site's configuration): only
            // scenes are formatted.
            if let reason = SceneInputs.notAScene(file, named: named, scenesOnly: false) {
                Terminal.standardError.write(SceneInputs.skippedNote(path, notDone: "formatted", because: reason))
                continue
            }
            let result = SceneText.format(file, width: lineWidth)
            if !result.diagnostics.isEmpty { Terminal.standardError.write(printer.render(result.diagnostics, in: file)) }
            guard let text = result.text else {
                note(.inputErrors)
                continue
            }
            let bytes = Array(text.utf8)
            if check {
                if bytes != file.bytes {
                    Terminal.standardOutput.write("\(file.path)\n")
                    note(.inputErrors)
                }
            } else if path == FileIO.standardInput {
                try Terminal.standardOutput.writeResult(bytes)
            } else if bytes != file.bytes {
                do {
                    try OutputFile.write(bytes, to: path)
                } catch {
                    Terminal.standardError.write("mapc: error: \(error)\n")
                    note(.usage)
                }
            }
        }
        if worst != .success { throw worst }
    }
}
