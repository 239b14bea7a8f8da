import ArgumentParser
import MapSceneBase

extension SceneSyntax: ExpressibleByArgument {}

/// The syntax scenes are read in; shared by the commands that read YAML and the DSL.
struct SyntaxOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The syntax of the scenes read: yaml or dsl (default: standard input is YAML; a file's name decides, .mapscene being the DSL).",
            valueName: "yaml|dsl"))
    var syntax: SceneSyntax?
}
