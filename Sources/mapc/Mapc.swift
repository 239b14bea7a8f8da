import ArgumentParser
import CTemporaryFiles
import MapSceneBase

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `mapc` command: compiles map scenes to pictures and checks them.
@main
struct Mapc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapc",
        abstract: "Compile map scene files to SVG or terminal drawings; check, format and convert them.",
        discussion: """
            A FILE may be - for standard input (YAML unless --syntax dsl), and for compile, lint \
            and fmt a folder, for every scene file under it. Exit codes: 0 success; 1 the input has \
            errors; 2 usage or I/O error.
            """,
        version: MapSceneVersion.current,
        subcommands: [
            CompileCommand.self, LintCommand.self, FmtCommand.self, ConvertCommand.self, PreviewCommand.self, InspectCommand.self,
            VersionCommand.self, RulesCommand.self, ExplainCommand.self, SchemaCommand.self, LspCommand.self, WatchCommand.self,
        ]
    )

    /// Runs the command with mapc's exit codes: usage errors exit with 2, not ArgumentParser's 64.
    static func main() {
        // A signal that ends mapc while it writes an output removes the temporary file first.
        mapc_temporary_files_install()
        do {
            var command = try parseAsRoot(Array(CommandLine.arguments.dropFirst()))
            try command.run()
        } catch {
            var code = exitCode(for: error)
            if code == .validationFailure { code = .usage }
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success { print(message) } else { Terminal.standardError.write(message + "\n") }
            }
            Platform.exit(code.rawValue)
        }
    }
}

extension ExitCode {
    /// 1: the input has errors; diagnostics were printed.
    static let inputErrors = ExitCode(1)
    /// 2: the command line was wrong, or a file could not be read or written.
    static let usage = ExitCode(2)
}

/// The result of `body`; an error it throws (a file that cannot be read, a clash of outputs) is
/// reported on standard error and ends the command with exit code 2.
func exitingOnFileError<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch {
        Terminal.standardError.write("mapc: error: \(error)\n")
        throw ExitCode.usage
    }
}
