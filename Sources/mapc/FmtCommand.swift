import ArgumentParser
import MapScene

/// `mapc fmt`: rewrite `.mapscene` files in the canonical form, or check that they are.
struct FmtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Format .mapscene files in the canonical form.",
        discussion: """
            Rewrites each FILE in place (through a temporary file and a rename, keeping its \
            permissions) when its canonical form differs; comments are kept. With --check nothing \
            is written: each file that would change is named on standard output and the exit code \
            is 1. A file with syntax errors is left untouched and its errors are printed.
            """
    )

    @Argument(help: "Scene files in the DSL (.mapscene).")
    var files: [String]

    @Flag(help: "Write nothing; name the files that are not formatted and exit with 1 if there are any.")
    var check = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one .mapscene file") }
        if let other = files.first(where: { SceneSyntax(path: $0) != .dsl }) {
            throw ValidationError("fmt formats .mapscene files; '\(other)' is not one (use 'mapc convert \(other) --to dsl')")
        }
    }

    func run() throws {
        let printer = DiagnosticPrinter(colors: Terminal.standardError.wantsColor)
        var worst = ExitCode.success
        func note(_ code: ExitCode) {
            if code == .usage || worst == .success { worst = code }
        }
        for path in files {
            let file: SourceFile
            do {
                file = try FileIO.readScene(path)
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
            guard bytes != file.bytes else { continue }
            if check {
                Terminal.standardOutput.write("\(path)\n")
                note(.inputErrors)
                continue
            }
            do {
                try FileIO.writeAtomically(bytes, to: path, mode: FileIO.permissions(of: path))
            } catch {
                Terminal.standardError.write("mapc: error: \(error)\n")
                note(.usage)
            }
        }
        if worst != .success { throw worst }
    }
}
