import ArgumentParser
import MapSceneBase
import MapSceneModel
import MapScenePrint

/// `mapc fmt`: rewrite `.mapscene` files in the canonical form, or check that they are.
struct FmtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Format .mapscene files in the canonical form.",
        discussion: """
            Rewrites each FILE in place when its canonical form differs, comments kept: through a \
            temporary file and a rename, keeping its permissions; a symbolic link is followed and \
            stays a link. A folder stands for every .mapscene file under it (hidden folders \
            skipped); - reads the DSL from standard input and writes its canonical form to \
            standard output. With --check nothing is written: each file that would change is \
            named on standard output and the exit code is 1. A file with syntax errors is left \
            untouched and its errors are printed.
            """
    )

    @Argument(help: "Scene files in the DSL (.mapscene), folders of them, or - for standard input.")
    var files: [String]

    @Flag(help: "Write nothing; name the files that are not formatted and exit with 1 if there are any.")
    var check = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one .mapscene file") }
        if files.filter({ $0 == FileIO.standardInput }).count > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
        let named = files.filter { $0 != FileIO.standardInput && !SceneInputs.isFolder($0) }
        if let other = named.first(where: { SceneSyntax(path: $0) != .dsl }) {
            throw ValidationError("fmt formats .mapscene files; '\(other)' is not one (use 'mapc convert \(other) --to dsl')")
        }
    }

    func run() throws {
        let inputs = try SceneInputs.expandOrExit(files, extensions: [SceneSyntax.dsl.fileExtension])
        if !check {
            try OutputPlan.checkOrExit(inputs.map { (input: $0, output: $0 == FileIO.standardInput ? "-" : $0) }, inPlace: true)
        }
        let printer = DiagnosticPrinter(colors: Terminal.standardError.wantsColor)
        var worst = ExitCode.success
        func note(_ code: ExitCode) {
            if code == .usage || worst == .success { worst = code }
        }
        for path in inputs {
            let file: SourceFile
            do {
                file = try FileIO.readScene(path, syntax: .dsl)
            } catch {
                Terminal.standardError.write("mapc: error: \(error)\n")
                note(.usage)
                continue
            }
            let result = SceneText.format(file)
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
