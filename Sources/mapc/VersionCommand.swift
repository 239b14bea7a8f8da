import ArgumentParser
import MapSceneBase

/// `mapc version`: the version, as `mapc --version` prints it.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print mapc's version.")

    func run() throws {
        try Terminal.standardOutput.writeResult(MapSceneVersion.current + "\n")
    }
}
