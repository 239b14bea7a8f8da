import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneDecode
@testable import MapScenePipeline
@testable import MapScenePrint

/// The JSON Schema of the YAML form: written from the decoder's own vocabulary, committed as
/// `Grammar/mapscene.schema.json`, and in agreement with mapc on valid and invalid scenes.
@Suite struct SceneSchemaTests {
    static let committed = SchemaValidator.root.appendingPathComponent("Grammar/mapscene.schema.json")
    static let invalidFolder = SchemaValidator.root.appendingPathComponent("Tests/MapSceneTests/Fixtures/schema-invalid")

    /// The invalid scene files, sorted.
    static var invalidFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: invalidFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func committedSchemaIsTheGeneratorsOutput() throws {
        if Golden.accepting {
            try Data(SceneSchema.text.utf8).write(to: Self.committed)
            return
        }
        let committed = try String(contentsOf: Self.committed, encoding: .utf8)
        #expect(
            committed == SceneSchema.text,
            "Grammar/mapscene.schema.json is out of date; run the tests with MAPC_ACCEPT=1 (or mapc schema > Grammar/mapscene.schema.json)"
        )
    }

    @Test func schemaListsEveryKeyTheDecoderKnows() throws {
        let definitions = try #require(SceneSchema.document["$defs"])
        for mapping in SceneVocabulary.mappings {
            let properties = try #require(definitions[mapping.name]?["properties"]?.object, "no definition of \(mapping.name)")
            #expect(Set(properties.members.map(\.key)) == Set(mapping.keyNames), "\(mapping.name)")
        }
        #expect(OverlayDecoder.keys == SceneVocabulary.overlay.keyNames)
        #expect(CameraDecoder.keys.contains("lookAt"))
        #expect(SceneVocabulary.overlay.keyNames.contains("replacesMapContent"))
    }

    @Test func constraintsSayWhichKeysGoTogether() throws {
        let camera = try #require(SceneSchema.document["$defs"]?["camera"])
        // One branch per camera form, each forbidding the keys only other forms use.
        #expect(camera["oneOf"]?.elements?.count == 7)
        let annotation = try #require(SceneSchema.document["$defs"]?["annotation"])
        #expect(annotation["allOf"]?.elements?.count == 2)
    }

    @Test func schemaIsDeterministic() {
        #expect(SceneSchema.text == SceneSchema.text)
        #expect(SceneSchema.text.hasSuffix("}\n"))
    }

    @Test func editorSchemaLineIsACommentThatConversionKeeps() throws {
        let line = "# yaml-language-server: $schema=../Grammar/mapscene.schema.json"
        let yaml = line + "\nmapscene: 1\ntitle: Here\ncamera: {center: [34.92, -120.22], span: [0.1, 0.1]}\n"
        let loaded = Pipeline.load(SourceFile(path: "s.yaml", text: yaml), directory: ".")
        #expect(loaded.scene != nil && loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let dsl = try #require(SceneText.convert(SourceFile(path: "s.yaml", text: yaml), to: .dsl).text)
        let back = try #require(SceneText.convert(SourceFile(path: "s.mapscene", text: dsl), to: .yaml).text)
        #expect(back.hasPrefix(line + "\n"), "\(back)")
    }

    @Test(arguments: invalidFiles)
    func mapcRejectsEachInvalidFileWhereItSays(_ name: String) throws {
        let url = Self.invalidFolder.appendingPathComponent(name)
        let bytes = Array(try Data(contentsOf: url))
        let header = String(decoding: bytes.prefix(40), as: UTF8.self)
        let expect = try #require(
            header.split(separator: "\n").first?.split(separator: " ").last, "\(name) has no '# expect: LINE:COLUMN' line")
        let (scene, diagnostics) = Pipeline.load(SourceFile(path: name, bytes: bytes), directory: Self.invalidFolder.path)
        #expect(scene == nil, "mapc accepted \(name)")
        let errors = diagnostics.filter { $0.severity == .error }.compactMap {
            $0.range.map { "\($0.start.line):\($0.start.column)" }
        }
        #expect(errors.contains(String(expect)), "\(name): errors at \(errors), expected one at \(expect)")
    }

    @Test(.enabled(if: SchemaValidator.isAvailable, "needs python3 with jsonschema and PyYAML (pip install jsonschema pyyaml)"))
    func schemaRejectsEachInvalidFileWhereItSays() throws {
        let files = Self.invalidFiles.map { Self.invalidFolder.appendingPathComponent($0).path }
        #expect(files.count >= 20)
        let verdicts = try SchemaValidator.validate(files, against: Self.committed.path)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let pointer = text.split(separator: "\n")[1].replacingOccurrences(of: "# schema: ", with: "")
            guard let verdict = verdicts[file] else {
                Issue.record("no verdict on \(file)")
                continue
            }
            guard let verdict else {
                Issue.record("the schema accepts \(file)")
                continue
            }
            #expect(verdict.pointer == pointer, "\(file): \(verdict.message)")
        }
    }

    @Test(.enabled(if: SchemaValidator.isAvailable, "needs python3 with jsonschema and PyYAML (pip install jsonschema pyyaml)"))
    func everyYAMLExampleValidates() throws {
        let files = Examples.names.map { Examples.folder.appendingPathComponent($0 + ".yaml").path }
        #expect(!files.isEmpty)
        let verdicts = try SchemaValidator.validate(files, against: Self.committed.path)
        for file in files {
            #expect(verdicts[file] == .some(nil), "\(file): \(String(describing: verdicts[file]))")
        }
    }
}
