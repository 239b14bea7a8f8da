import Testing

@testable import MapScene
@testable import MapSceneBase

/// Every rule of the catalog, shown by scene files: each bad file draws the rule's finding at the
/// place its `expect:` line names, and each good file draws none.
@Suite struct RuleFixtureTests {
    /// Rules no scene file can show on its own, each with the test that shows it instead.
    static let shownElsewhere: [String: String] = [
        "yaml-size": "YAMLReaderTests.aFileOverTheSizeLimitIsNotParsed (a 128 MiB fixture is too large to commit)",
        "dsl-size": "DSLParserTests.aFileLargerThanTheLimitIsNotRead (a 128 MiB fixture is too large to commit)",
        "tile-feature-dropped":
            "VectorTileBasemapTests.aFeatureThatCannotBeReadIsLeftOutWithAWarningAtTheEntry (a damaged archive, made by the test)",
        "tile-budget":
            "HostileTileArchiveTests.aTileOfAMillionFeaturesSharedByEveryTileIsDecodedOnceAndCutAtTheBudget (an archive made to pass the budget, built by the test)",
        "tile-cache":
            "RasterTileFetchTests.aCacheThatCannotBeWrittenIsAWarningAndTheTilesAreStillDrawn (a tile server and an unwritable cache)",
        "term-callout-hidden":
            "TerminalCalloutTests.aCalloutWithoutRoomIsAWarningAtItsSource (a terminal drawing, which lint does not make)",
        "term-tile-pixels":
            "GroundImageTerminalTests.imagesPastThePixelsOneDrawingDecodesStandInWithAWarningAtTheirSource (a terminal drawing, which lint does not make)",
        "callout-misplaced":
            "PictureRuleTests: the compiler's layout never cuts or moves a callout, so a hand-made render list shows it",
        "not-drawn":
            "GroundImageCompileTests.aRasterEntryTheResolveStageDidNotReadIsNotDrawnAndSaysSo (every source a scene can name is drawn now; a scene the resolve stage left unread shows it)",
        "config-unknown-rule": "LintConfigurationTests (a .mapc.yaml, not a scene)",
        "config-severity": "LintConfigurationTests (a .mapc.yaml, not a scene)",
    ]

    @Test(arguments: RuleFixtures.cases())
    func theFixtureShowsItsRule(_ fixture: RuleFixtures.Case) throws {
        let all = try fixture.lint()
        // Every finding, of any rule, has its rule's severity.
        for diagnostic in all {
            let rule = try #require(Rule.named(diagnostic.rule), "\(diagnostic.rule) is in the catalog")
            #expect(diagnostic.severity == rule.severity, "\(fixture.testDescription): \(diagnostic.rule) \(diagnostic.message)")
        }
        let findings = all.filter { $0.rule == fixture.rule }
        if fixture.breaksRule {
            let starts = try fixture.expectedStarts()
            #expect(!starts.isEmpty, "a bad file's first line says `expect: LINE:COLUMN`")
            #expect(findings.map { $0.range?.start } == starts, "\(findings)")
        } else {
            #expect(findings.isEmpty, "\(findings)")
        }
    }

    @Test func everyRuleHasABadAndAGoodFile() {
        let cases = RuleFixtures.cases()
        #expect(Set(RuleFixtures.rules()).isSubset(of: Set(Rule.catalog.map(\.id))), "every fixture folder is named after a rule")
        for rule in Rule.catalog where Self.shownElsewhere[rule.id] == nil {
            #expect(cases.contains { $0.rule == rule.id && $0.breaksRule }, "\(rule.id) has a bad file")
            #expect(cases.contains { $0.rule == rule.id && !$0.breaksRule }, "\(rule.id) has a good file")
        }
        for id in Self.shownElsewhere.keys {
            #expect(Rule.named(id) != nil, "\(id) is a rule")
            #expect(!RuleFixtures.rules().contains(id), "\(id) has fixtures, so it is not shown elsewhere")
        }
    }
}
