import ArgumentParser
import MapSceneBase
import MapSceneLint

/// `mapc explain RULE`: one rule of the catalog in full.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: what it finds, why it matters, how to fix it, with an example.",
        discussion: "mapc rules lists the rules. An unknown rule is a usage error (exit code 2)."
    )

    @Argument(help: "A rule id, such as unknown-key.")
    var rule: String

    func validate() throws {
        if Rule.named(rule) == nil { throw ValidationError(RuleDescription.unknownRule(rule)) }
    }

    func run() throws {
        guard let found = Rule.named(rule) else { throw ExitCode.usage }
        try Terminal.standardOutput.writeResult(RuleDescription.explanation(of: found))
    }
}
