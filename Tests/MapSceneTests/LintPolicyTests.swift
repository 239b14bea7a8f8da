import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneLint
@testable import MapSceneModel
@testable import MapScenePipeline

/// What `mapc lint` reports under a configuration and a file's `mapc: disable-next-line` comments.
@Suite struct LintPolicyTests {
    /// What lint reports under `configuration`, but the `missing-title` note: these short scenes
    /// have no title, and the policy is what they are about.
    private func lint(_ marked: MarkedText, path: String = "scene.yaml", _ configuration: LintConfiguration = LintConfiguration())
        -> [Diagnostic]
    {
        Pipeline.lint(
            SourceFile(path: path, text: marked.text), directory: ".", options: PipelineOptions(offline: true),
            policy: LintPolicy(configuration)
        ).filter { $0.rule != Rule.missingTitle.id && $0.rule != Rule.basemapDetail.id }
    }

    /// A scene with an unknown key (an error) and a clamped pitch (a warning of the compiled picture).
    private let scene = MarkedText(
        """
        mapscene: 1
        camera: {center: [34.92, -120.21], distance: 1200m, 1️⃣pitch: 89}
        2️⃣zoom: 3

        """)

    @Test func findingsKeepTheirRulesSeverityWithoutAConfiguration() {
        #expect(lint(scene).map(\.rule) == ["unknown-key"], "an error stops before the picture's rules")
        #expect(lint(scene).map(\.severity) == [.error])
    }

    @Test func aConfigurationChangesASeverity() {
        let found = lint(scene, LintConfiguration(rules: ["unknown-key": .severity(.warning)]))
        #expect(found.map(\.rule) == ["unknown-key"])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.map { $0.range?.start } == [scene[2]])
    }

    @Test func aWarningOnlyReportedAsOneStillStopsCompiling() {
        // Reporting the error as a warning does not make the scene compile: the picture's
        // rules (the clamped pitch) still do not run.
        let found = lint(scene, LintConfiguration(rules: ["unknown-key": .off]))
        #expect(found.isEmpty)
    }

    @Test func aRuleTurnedOffIsNotReported() {
        let clean = MarkedText("mapscene: 1\ncamera: {center: [34.92, -120.21], distance: 1200m, pitch: 1️⃣89}\n")
        #expect(lint(clean).map(\.rule) == ["camera-pitch"])
        #expect(lint(clean).map { $0.range?.start } == [clean[1]])
        #expect(lint(clean, LintConfiguration(rules: ["camera-pitch": .off])).isEmpty)
        #expect(lint(clean, LintConfiguration(rules: ["camera-pitch": .severity(.error)])).map(\.severity) == [.error])
    }

    @Test func aYAMLCommentSuppressesTheNextLinesFindingsOfItsRules() {
        let marked = MarkedText(
            """
            mapscene: 1
            camera: {center: [34.92, -120.21], distance: 1200m}
            # mapc: disable-next-line unknown-key, camera-pitch
            zoom: 3
            1️⃣size: 2

            """)
        let found = lint(marked)
        #expect(found.map(\.rule) == ["unknown-key"], "only the line after the comment")
        #expect(found.map { $0.range?.start } == [marked[1]])
    }

    @Test func aDSLCommentSuppressesTheNextLinesFindingsOfItsRules() {
        let marked = MarkedText(
            """
            mapscene 1
            title "Harbour"
            // mapc: disable-next-line camera-pitch -- the photo is taken from a hill
            camera { center [34.92, -120.21] distance 1200m pitch 89 }

            """)
        #expect(
            lint(MarkedText(marked.text.replacingOccurrences(of: "// mapc", with: "// not mapc")), path: "scene.mapscene").map(
                \.rule) == ["camera-pitch"])
        #expect(lint(marked, path: "scene.mapscene").isEmpty)
    }

    @Test func aDirectiveInsideAStringIsNotAComment() {
        let marked = MarkedText(
            """
            mapscene: 1
            title: "see # mapc: disable-next-line camera-pitch"
            camera: {center: [34.92, -120.21], distance: 1200m, pitch: 89}

            """)
        #expect(lint(marked).map(\.rule) == ["camera-pitch"])
        let dsl = MarkedText(
            """
            mapscene 1
            title "see // mapc: disable-next-line camera-pitch"
            camera { center [34.92, -120.21] distance 1200m pitch 89 }

            """)
        #expect(lint(dsl, path: "scene.mapscene").map(\.rule) == ["camera-pitch"])
    }

    @Test func anUnknownRuleInASuppressionIsAWarningWithASuggestion() {
        let marked = MarkedText(
            """
            mapscene: 1
            # mapc: disable-next-line 1️⃣camera-pich2️⃣
            camera: {center: [34.92, -120.21], distance: 1200m, pitch: 3️⃣89}

            """)
        let found = lint(marked)
        #expect(found.map(\.rule) == ["bad-suppression", "camera-pitch"])
        #expect(found.map(\.severity) == [.warning, .warning])
        #expect(found[0].range == marked.range(1, 2))
        #expect(found[0].message == "unknown rule 'camera-pich'; did you mean 'camera-pitch'?")
        #expect(found[1].range?.start == marked[3])
    }

    @Test func aSuppressionWithoutARuleOrWithAnUnknownDirectiveIsFlagged() {
        let marked = MarkedText(
            """
            mapscene: 1
            # mapc: 1️⃣disable-next-line
            # mapc: 2️⃣enable-everything camera-pitch
            camera: {center: [34.92, -120.21], distance: 1200m}

            """)
        let found = lint(marked)
        #expect(found.map(\.rule) == ["bad-suppression", "bad-suppression"])
        #expect(found.map { $0.range?.start } == [marked[1], marked[2]])
    }

    @Test func aMarkerIsFoundAtTheVeryEndOfTheFileAfterManyNearMisses() {
        // Many `m`s and `mapc`s without the colon before the one comment, the file's last bytes.
        let text =
            "mapscene: 1\ncamera: {center: [34.92, -120.21], distance: 1200m, pitch: 89}\n"
            + String(repeating: "# mmm mapc mapc; map:\n", count: 50) + "# mapc:"
        #expect(lint(MarkedText(text)).map(\.rule) == ["camera-pitch", "bad-suppression"])
    }

    @Test func anUnusedSuppressionIsAWarningAtTheRuleItNames() {
        let marked = MarkedText(
            """
            mapscene: 1
            # mapc: disable-next-line unknown-key, 1️⃣camera-pitch
            title: Harbour
            camera: {center: [34.92, -120.21], distance: 1200m}

            """)
        let found = lint(marked)
        #expect(found.map(\.rule) == ["unused-suppression", "unused-suppression"])
        #expect(found[1].range?.start == marked[1])
        #expect(found[1].message == "nothing of 'camera-pitch' to suppress on line 3")
        #expect(lint(marked, LintConfiguration(rules: ["unused-suppression": .off])).isEmpty, "configured like any rule")
    }

    @Test func unusedSuppressionsWaitWhileAnErrorStopsTheLaterStages() {
        // The pitch rule runs on the compiled picture, which an error prevents: the suppression
        // may well be used once the error is fixed.
        let marked = MarkedText(
            """
            mapscene: 1
            zoom: 3
            # mapc: disable-next-line camera-pitch
            camera: {center: [34.92, -120.21], distance: 1200m, pitch: 89}

            """)
        #expect(lint(marked).map(\.rule) == ["unknown-key"])
    }

    @Test func aSuppressionAppliesBeforeTheConfiguration() {
        let marked = MarkedText(
            """
            mapscene: 1
            # mapc: disable-next-line unknown-key
            zoom: 3
            camera: {center: [34.92, -120.21], distance: 1200m}

            """)
        #expect(lint(marked, LintConfiguration(rules: ["unknown-key": .severity(.warning)])).isEmpty)
    }

    /// A check of the picture is skipped when its rules are turned off, and only then: with every
    /// other picture rule off, each bad fixture of a picture rule still finds what it finds with
    /// none off.
    @Test(arguments: PictureLint.checks.flatMap { $0.rules.map(\.id) })
    func turningOtherPictureRulesOffLeavesARulesFindings(rule: String) throws {
        let fixtures = RuleFixtures.cases().filter { $0.rule == rule && $0.breaksRule }
        #expect(!fixtures.isEmpty || RuleFixtureTests.shownElsewhere[rule] != nil)
        var others = LintConfiguration()
        for check in PictureLint.checks { for other in check.rules where other.id != rule { others.rules[other.id] = .off } }
        for fixture in fixtures {
            let file = SourceFile(path: fixture.path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: fixture.path))))
            let directory = (fixture.path as NSString).deletingLastPathComponent
            let all = Pipeline.lint(file, directory: directory, options: PipelineOptions(offline: true)).filter {
                $0.rule == rule
            }
            let alone = Pipeline.lint(
                file, directory: directory, options: PipelineOptions(offline: true), policy: LintPolicy(others))
            #expect(!all.isEmpty, "\(fixture.testDescription)")
            #expect(alone.filter { $0.rule == rule } == all, "\(fixture.testDescription)")
            #expect(!alone.contains { $0.rule != rule && others.rules[$0.rule] != nil })
        }
    }

    @Test func aSuppressionOfARuleTurnedOffIsNotReportedUnused() {
        let marked = MarkedText(
            """
            mapscene: 1
            title: Suppressed
            camera: {center: [34.92, -120.21], distance: 1200m}
            annotations:
              # mapc: disable-next-line pins-overlap
              - {id: a, coordinate: [34.92, -120.21]}

            """)
        #expect(lint(marked).contains { $0.rule == Rule.unusedSuppression.id })
        #expect(!lint(marked, LintConfiguration(rules: ["pins-overlap": .off])).contains { $0.rule == Rule.unusedSuppression.id })
    }
}
