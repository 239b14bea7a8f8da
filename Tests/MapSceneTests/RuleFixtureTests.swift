import Testing
@testable import MapScene

/// Every rule of the catalog, shown by scene files: each bad file draws the rule's finding at the
/// place its `expect:` line names, and each good file draws none.
@Suite struct RuleFixtureTests {
    /// Rules no scene file can show on its own, each with where it is tested instead.
    static let shownElsewhere: [String: String] = [
        "config-unknown-rule": "LintConfigurationTests (a .mapc.yaml, not a scene)",
        "config-severity": "LintConfigurationTests (a .mapc.yaml, not a scene)",
    ]

    /// Rules whose fixtures are still to be written (the catalog's work in progress).
    static let awaitingFixtures: Set<String> = Set(Rule.catalog.map(\.id)).subtracting(["unknown-key"])
        .subtracting(["bad-suppression", "unused-suppression", "config-unknown-rule", "config-severity"])

    @Test(arguments: RuleFixtures.cases())
    func theFixtureShowsItsRule(_ fixture: RuleFixtures.Case) throws {
        let findings = try fixture.lint().filter { $0.rule == fixture.rule }
        if fixture.breaksRule {
            let start = try #require(try fixture.expectedStart(), "a bad file's first line says `expect: LINE:COLUMN`")
            #expect(findings.map { $0.range?.start } == [start], "\(findings)")
        } else {
            #expect(findings.isEmpty, "\(findings)")
        }
    }

    @Test func everyRuleHasABadAndAGoodFile() {
        let cases = RuleFixtures.cases()
        #expect(Set(RuleFixtures.rules()).isSubset(of: Set(Rule.catalog.map(\.id))), "every fixture folder is named after a rule")
        for rule in Rule.catalog where Self.shownElsewhere[rule.id] == nil && !Self.awaitingFixtures.contains(rule.id) {
            #expect(cases.contains { $0.rule == rule.id && $0.breaksRule }, "\(rule.id) has a bad file")
            #expect(cases.contains { $0.rule == rule.id && !$0.breaksRule }, "\(rule.id) has a good file")
        }
    }
}
