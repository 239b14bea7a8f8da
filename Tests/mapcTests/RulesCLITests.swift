import Foundation
import Testing

/// `mapc rules` and `mapc explain`: the rule catalog on the command line.
@Suite struct RulesCLITests {
    @Test func rulesListsEveryRuleWithItsSeverityAndSummary() throws {
        let run = try Mapc.run(["rules"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count > 50)
        let unknownKey = try #require(lines.first { $0.hasPrefix("unknown-key ") })
        #expect(unknownKey.contains(" error ") && unknownKey.hasSuffix("A mapping holds a key its place does not know."))
        #expect(lines.contains { $0.hasPrefix("scale-bar ") && $0.contains(" note ") })
        #expect(lines.map { String($0.prefix { $0 != " " }) } == lines.map { String($0.prefix { $0 != " " }) }.sorted())
    }

    @Test func rulesAsJSONGivesEveryField() throws {
        let run = try Mapc.run(["rules", "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: String]])
        let unknownKey = try #require(rules.first { $0["id"] == "unknown-key" })
        #expect(Set(unknownKey.keys) == ["id", "severity", "summary", "explanation", "syntax", "bad", "good"])
        #expect(unknownKey["severity"] == "error")
        #expect((unknownKey["bad"] ?? "").contains("colour: red"))
        let unexplained = rules.filter { ($0["explanation"] ?? "").isEmpty }.map { $0["id"] ?? "" }
        #expect(unexplained.isEmpty, "every rule is explained")
    }

    @Test func explainPrintsOneRuleWithItsExamples() throws {
        let run = try Mapc.run(["explain", "opacity-range"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("opacity-range (error)\nAn opacity is outside 0...1.\n\n"))
        #expect(run.standardOutput.contains("Breaks the rule (yaml):\n    mapscene: 1\n"))
        #expect(run.standardOutput.contains("    opacity: 50\n") && run.standardOutput.contains("    opacity: 0.5\n"))
    }

    @Test func explainingAnUnknownRuleIsAUsageErrorWithTheNearestId() throws {
        let run = try Mapc.run(["explain", "opacity-rnage"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("unknown rule 'opacity-rnage'; did you mean 'opacity-range'?"), "\(run.standardError)")
    }
}
