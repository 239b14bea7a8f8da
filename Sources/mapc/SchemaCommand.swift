import ArgumentParser
import MapSceneDecode

/// `mapc schema`: the JSON Schema of the YAML form, for editors and CI validators.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the YAML form of a scene.",
        discussion: """
            The schema is written from the same vocabulary the decoder reads, and committed as \
            Grammar/mapscene.schema.json. Editors with the YAML language server use it through a \
            first line such as: # yaml-language-server: $schema=PATH/mapscene.schema.json
            """)

    func run() throws {
        try Terminal.standardOutput.writeResult(SceneSchema.text)
    }
}
