import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneLint
@testable import MapScenePipeline

/// `mapc lint --format sarif` and `--format github`: what code-scanning services and the
/// Actions runner read. SARIF validates against the committed SARIF 2.1.0 schema, counts
/// columns in UTF-16 code units, and carries the catalog's rules and the fixes; workflow
/// commands escape what could end a command early.
@Suite struct LintOutputFormatTests {
    /// A scene whose misspelt key follows a bicycle emoji (two UTF-16 units, one scalar) on its line.
    static let text = """
        mapscene: 1
        title: Rides
        camera: {center: [60.17, 24.94], distance: 5km}
        overlays:
          - {id: "ride🚲", strok: red, polyline: [[60.16, 24.93], [60.18, 24.95]]}

        """

    static func lint() -> (file: SourceFile, diagnostics: [Diagnostic]) {
        let file = SourceFile(path: "scenes/ride.yaml", text: text)
        return (file, Pipeline.lint(file, directory: "/nonexistent-folder-for-lint-output-tests"))
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func sarifNamesTheRuleAndCountsColumnsInUTF16Units() throws {
        let (file, diagnostics) = Self.lint()
        let finding = try #require(diagnostics.first { $0.rule == Rule.unknownKey.id })
        #expect(finding.range?.start.column == 19, "Unicode scalars: the emoji counts once")
        #expect(finding.fixes.count == 1)

        let log = try Self.json(DiagnosticSARIF.encode([(file, diagnostics)]))
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == Rule.catalog.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "unknown-key" })
        #expect(result["level"] as? String == "error")
        #expect((result["ruleIndex"] as? Int).map { rules[$0]["id"] as? String } == "unknown-key")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "scenes/ride.yaml")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 5)
        #expect(region["startColumn"] as? Int == 20, "UTF-16 units: the emoji counts twice")
        #expect(region["endColumn"] as? Int == 25)
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let replacement = try #require(
            ((fix["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "stroke")
        #expect((replacement["deletedRegion"] as? [String: Any])?["startColumn"] as? Int == 20)
    }

    @Test func sarifIsTheSameBytesEveryTime() {
        let (file, diagnostics) = Self.lint()
        #expect(DiagnosticSARIF.encode([(file, diagnostics)]) == DiagnosticSARIF.encode([(file, diagnostics)]))
    }

    @Test(.enabled(if: SchemaValidator.isAvailable, "needs python3 with jsonschema and PyYAML"))
    func sarifValidatesAgainstTheSARIFSchema() throws {
        let (file, diagnostics) = Self.lint()
        #expect(!diagnostics.isEmpty)
        let folder = try ScratchFolder()
        try folder.write("lint.sarif.json", DiagnosticSARIF.encode([(file, diagnostics)]))
        let schema = SchemaValidator.root.appendingPathComponent("Tests/MapSceneTests/Fixtures/sarif/sarif-schema-2.1.0.json")
            .path
        let log = folder.path + "/lint.sarif.json"
        let verdicts = try SchemaValidator.validate([log], against: schema)
        #expect(verdicts[log] == .some(nil), "\(String(describing: verdicts[log]))")
        // And the check can fail: a level SARIF does not know is rejected.
        try folder.write(
            "bad.sarif.json",
            DiagnosticSARIF.encode([(file, diagnostics)]).replacingOccurrences(
                of: #""level": "error""#, with: #""level": "fatal""#))
        let bad = folder.path + "/bad.sarif.json"
        #expect(try SchemaValidator.validate([bad], against: schema)[bad] != .some(nil))
    }

    @Test func githubCommandsEscapeWhatCouldEndACommand() {
        let d = Diagnostic(
            .error, "100% wrong:\nsecond line, really",
            at: SourceRange(start: .init(line: 2, column: 3), end: .init(line: 2, column: 9)),
            rule: Rule.unknownKey.id)
        let out = DiagnosticGitHub.encode([(path: "a,b:c.yaml", diagnostic: d)])
        #expect(
            out
                == "::error file=a%2Cb%3Ac.yaml,line=2,col=3,endLine=2,endColumn=9,title=unknown-key::100%25 wrong:%0Asecond line, really\n"
        )
    }
}
