import Foundation
import Testing

/// `mapc schema` prints the committed JSON Schema, and `mapc lint` rejects the scenes the
/// schema rejects.
@Suite struct SchemaCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func schemaPrintsTheCommittedFile() throws {
        let run = try Mapc.run(["schema"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let committed = try String(contentsOf: Self.root.appendingPathComponent("Grammar/mapscene.schema.json"), encoding: .utf8)
        #expect(run.standardOutput == committed)
        #expect(run.standardOutput.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
    }

    @Test func lintRejectsEverySchemaInvalidScene() throws {
        let folder = Self.root.appendingPathComponent("Tests/MapSceneTests/Fixtures/schema-invalid")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 20)
        for name in names {
            let run = try Mapc.run(["lint", name], in: folder)
            #expect(run.status == 1, "\(name): \(run.standardOutput)")
            #expect(run.standardOutput.contains("\(name):") && run.standardOutput.contains(": error: "), "\(name)")
        }
    }
}
