import ArgumentParser
import MapSceneLanguageServer

/// `mapc lsp`: the language server, over standard input and output.
struct LspCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17) on standard input and output.",
        discussion: """
            Editors start it and talk to it: diagnostics as mapc lint reports them, completion \
            of keys, values and ids, hover, go to definition, references, the outline, \
            formatting and quick fixes, for .yaml scene files and .mapscene files. It exits when \
            the editor says exit (code 0 after shutdown, 1 without) or closes its input.
            """
    )

    func run() throws {
        let code = LanguageServer(input: 0, output: 1).run()
        if code != 0 { throw ExitCode(code) }
    }
}
