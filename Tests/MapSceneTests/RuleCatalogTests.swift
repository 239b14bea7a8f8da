import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneLint
@testable import MapSceneModel
@testable import MapScenePipeline

/// The catalog's own words: every rule explains itself, and its examples show what they say.
@Suite struct RuleCatalogTests {
    @Test func everyRuleHasAnExplanationAndBothExamplesOrNeither() {
        for rule in Rule.catalog {
            #expect(rule.explanation.count > 60, "\(rule.id) explains why it matters and how to fix it")
            #expect(rule.bad.isEmpty == rule.good.isEmpty, "\(rule.id) has a bad and a good example, or neither")
            if rule.bad.isEmpty {
                #expect(rule.explanation.contains("No example"), "\(rule.id) says why it has no example")
            }
        }
    }

    static let rulesWithExamples = Rule.catalog.filter { !$0.bad.isEmpty }.map(\.id)

    @Test(arguments: rulesWithExamples)
    func theBadExampleBreaksTheRuleAndTheGoodOneDoesNot(_ id: String) throws {
        let rule = try #require(Rule.named(id))
        let bad = try Self.lint(rule.bad, syntax: rule.exampleSyntax)
        #expect(bad.contains { $0.rule == id }, "\(bad.map { "\($0.rule): \($0.message)" })")
        let good = try Self.lint(rule.good, syntax: rule.exampleSyntax)
        #expect(!good.contains { $0.rule == id }, "\(good.map { "\($0.rule): \($0.message)" })")
        // The examples are linted in an empty folder, so a file they name is missing there.
        let otherErrors = good.filter { $0.severity == .error && ![Rule.sourceFile.id, Rule.imageFile.id].contains($0.rule) }
        #expect(otherErrors.isEmpty, "the good example of \(id) has no errors: \(otherErrors.map(\.message))")
    }

    @Test func anUnknownRuleGetsTheNearestId() {
        #expect(RuleDescription.unknownRule("unknown-kye") == "unknown rule 'unknown-kye'; did you mean 'unknown-key'?")
        #expect(RuleDescription.unknownRule("zzz") == "unknown rule 'zzz'")
    }

    @Test func theExplanationShowsEveryPartOfTheRule() {
        let text = RuleDescription.explanation(of: .unknownKey)
        #expect(text.hasPrefix("unknown-key (error)\nA mapping holds a key its place does not know.\n\n"))
        #expect(text.contains(Rule.unknownKey.explanation))
        #expect(text.contains("\nBreaks the rule (yaml):\n    mapscene: 1\n"))
        #expect(text.contains("\nKeeps it (yaml):\n"))
        #expect(text.contains("    colour: red\n") && text.contains("    stroke: red\n"))
    }

    @Test func theListHasOneAlignedLinePerRule() {
        let lines = RuleDescription.list().split(separator: "\n")
        #expect(lines.count == Rule.catalog.count)
        let unknownKey = lines.first { $0.hasPrefix("unknown-key ") }
        #expect(unknownKey?.hasSuffix("error    A mapping holds a key its place does not know.") == true)
    }

    /// `Docs/rules.md` is what the generator makes; `MAPC_ACCEPT=1` rewrites it.
    @Test func theRulesDocumentIsUpToDate() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Docs").appendingPathComponent("rules.md")
        let generated = RuleDescription.markdown()
        if ProcessInfo.processInfo.environment["MAPC_ACCEPT"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(generated.utf8).write(to: url)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == generated, "Docs/rules.md differs from the catalog; run MAPC_ACCEPT=1 swift test --filter RulesDocument")
    }

    /// Lints `text` as a scene file in an empty folder, offline.
    static func lint(_ text: String, syntax: SceneSyntax) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rule-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("example.\(syntax.fileExtension)").path
        return Pipeline.lint(
            SourceFile(path: path, text: text + "\n"), directory: folder.path, options: PipelineOptions(offline: true))
    }
}
