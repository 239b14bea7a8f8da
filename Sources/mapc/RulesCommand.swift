import ArgumentParser
import MapSceneLint

/// `mapc rules`: the rule catalog, one rule a line or as JSON.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules mapc lint checks: id, default severity and summary.",
        discussion: "mapc explain RULE prints one rule in full, with an example."
    )

    /// How the catalog is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "Output format: text (id, severity, summary) or json (every field).")
    var format: Format = .text

    func run() throws {
        switch format {
        case .text: try Terminal.standardOutput.writeResult(RuleDescription.list())
        case .json: try Terminal.standardOutput.writeResult(RuleDescription.json() + "\n")
        }
    }
}
