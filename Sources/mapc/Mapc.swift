import ArgumentParser

/// The `mapc` command: compiles map scenes to pictures and checks them.
@main
struct Mapc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapc",
        abstract: "Compile map scene files to SVG and check them.",
        subcommands: []
    )
}
