import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline
@testable import MapScenePrint
@testable import MapSceneRenderList
@testable import MapSceneSyntax

/// `list` without the source locations of its items, which differ between the two spellings.
func withoutSources(_ list: RenderList) -> RenderList {
    var copy = list
    for index in copy.items.indices { copy.items[index].source = nil }
    return copy
}

/// Compiles `text` as if it were the example file `path` (so data files resolve beside the examples).
func compileExampleText(_ text: String, path: String) -> CompileResult {
    Pipeline.compile(SourceFile(path: path, text: text), directory: Examples.folder.path)
}

/// The comment texts of a scene file, in file order.
func commentTexts(_ file: SourceFile) -> [String] {
    switch SceneSyntax(path: file.path) {
    case .dsl:
        return DSLReader.parse(file).comments.map(\.text)
    case .yaml:
        guard let root = YAMLReader.read(file).root else { return [] }
        return YAMLComments.scan(file.bytes, root: root).map(\.text)
    }
}

/// Every example exists in both syntaxes, and the two — and every conversion between them —
/// draw the same picture.
@Suite struct DSLExamplesTests {
    @Test(arguments: Examples.names)
    func everyExampleHasADSLTwin(name: String) {
        let path = Examples.folder.appendingPathComponent(name + ".mapscene").path
        #expect(FileManager.default.fileExists(atPath: path), "Examples/\(name).mapscene is missing")
    }

    @Test(arguments: Examples.names)
    func bothSyntaxesCompileToTheSameRenderList(name: String) throws {
        let yaml = try Examples.compile(name, syntax: .yaml)
        let dsl = try Examples.compile(name, syntax: .dsl)
        let yamlList = try #require(yaml.renderList)
        let dslList = try #require(dsl.renderList)
        #expect(withoutSources(yamlList) == withoutSources(dslList))
    }

    @Test(arguments: Examples.names)
    func yamlToDSLToYAMLKeepsTheRenderList(name: String) throws {
        let original = try #require(try Examples.compile(name, syntax: .yaml).renderList)
        let dsl = try #require(SceneText.convert(try Examples.source(name, syntax: .yaml), to: .dsl).text)
        let dslResult = compileExampleText(dsl, path: "Examples/\(name).mapscene")
        #expect(dslResult.diagnostics.isEmpty, "\(dslResult.diagnostics.map(\.message))")
        let yaml = try #require(SceneText.convert(SourceFile(path: "Examples/\(name).mapscene", text: dsl), to: .yaml).text)
        let yamlResult = compileExampleText(yaml, path: "Examples/\(name).yaml")
        #expect(yamlResult.diagnostics.isEmpty, "\(yamlResult.diagnostics.map(\.message))")
        #expect(withoutSources(try #require(dslResult.renderList)) == withoutSources(original))
        #expect(withoutSources(try #require(yamlResult.renderList)) == withoutSources(original))
    }

    @Test(arguments: Examples.names)
    func dslToYAMLToDSLKeepsTheRenderList(name: String) throws {
        let original = try #require(try Examples.compile(name, syntax: .dsl).renderList)
        let yaml = try #require(SceneText.convert(try Examples.source(name, syntax: .dsl), to: .yaml).text)
        let yamlResult = compileExampleText(yaml, path: "Examples/\(name).yaml")
        #expect(yamlResult.diagnostics.isEmpty, "the converted YAML must lint clean: \(yamlResult.diagnostics.map(\.message))")
        let dsl = try #require(SceneText.convert(SourceFile(path: "Examples/\(name).yaml", text: yaml), to: .dsl).text)
        let dslResult = compileExampleText(dsl, path: "Examples/\(name).mapscene")
        #expect(withoutSources(try #require(yamlResult.renderList)) == withoutSources(original))
        #expect(withoutSources(try #require(dslResult.renderList)) == withoutSources(original))
        // The DSL example is canonical, so the round trip gives it back exactly.
        #expect(dsl == String(decoding: try Examples.source(name, syntax: .dsl).bytes, as: UTF8.self))
    }

    @Test(arguments: Examples.names)
    func commentsSurviveBothRoundTrips(name: String) throws {
        for syntax in SceneSyntax.allCases {
            let source = try Examples.source(name, syntax: syntax)
            let other: SceneSyntax = syntax == .dsl ? .yaml : .dsl
            let converted = try #require(SceneText.convert(source, to: other).text)
            let convertedFile = SourceFile(path: "x." + other.fileExtension, text: converted)
            let back = try #require(SceneText.convert(convertedFile, to: syntax).text)
            #expect(commentTexts(convertedFile) == commentTexts(source))
            #expect(commentTexts(SourceFile(path: "x." + syntax.fileExtension, text: back)) == commentTexts(source))
        }
    }

    @Test(arguments: Examples.names)
    func theDSLExampleIsInCanonicalForm(name: String) throws {
        let source = try Examples.source(name, syntax: .dsl)
        let formatted = try #require(SceneText.format(source).text)
        #expect(formatted == String(decoding: source.bytes, as: UTF8.self))
    }

    @Test(arguments: Examples.names)
    func formattingIsIdempotentEvenFromAMessyLayout(name: String) throws {
        let text = String(decoding: try Examples.source(name, syntax: .dsl).bytes, as: UTF8.self)
        // The same file laid out badly: odd indentation, blank lines, blocks opened on the key's line but spread out.
        let messy =
            text
            .replacingOccurrences(of: "\n  ", with: "\n\n\t     ")
            .replacingOccurrences(of: " }", with: "\n}")
            .replacingOccurrences(of: "{ ", with: "{\n   ")
            .replacingOccurrences(of: "), (", with: ") ,\n (")
            .replacingOccurrences(of: ", -", with: ",\n      -")
        let messyFile = SourceFile(path: "messy.mapscene", text: messy)
        let once = try #require(SceneText.format(messyFile).text, "\(SceneText.format(messyFile).diagnostics.map(\.message))")
        let twice = try #require(SceneText.format(SourceFile(path: "once.mapscene", text: once)).text)
        #expect(once == twice)
        #expect(once == text)
        #expect(commentTexts(SourceFile(path: "once.mapscene", text: once)) == commentTexts(messyFile))
    }
}
