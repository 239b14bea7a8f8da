import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneLint

/// `.mapc.yaml`: rule settings and ignore globs, and the located diagnostics of a bad one.
@Suite struct LintConfigurationTests {
    private func read(_ marked: MarkedText) -> (configuration: LintConfiguration?, diagnostics: [Diagnostic]) {
        LintConfiguration.read(SourceFile(path: ".mapc.yaml", text: marked.text))
    }

    @Test func readsRuleSettingsAndIgnoreGlobs() throws {
        let (configuration, diagnostics) = read(
            MarkedText(
                """
                rules:
                  unknown-key: warning
                  camera-pitch: off
                  title-hidden: note
                  unused-setting: error
                ignore: [generated/**, "*.draft.yaml"]

                """))
        #expect(diagnostics.isEmpty)
        let read = try #require(configuration)
        #expect(
            read.rules == [
                "unknown-key": .severity(.warning), "camera-pitch": .off, "title-hidden": .severity(.note),
                "unused-setting": .severity(.error),
            ])
        #expect(read.ignore.map(\.glob) == ["generated/**", "*.draft.yaml"])
    }

    @Test func anEmptyFileChangesNothing() {
        let (configuration, diagnostics) = read(MarkedText("# nothing configured yet\n"))
        #expect(diagnostics.isEmpty)
        #expect(configuration == LintConfiguration())
    }

    @Test func aBadConfigurationIsRefusedWithLocatedDiagnostics() {
        let marked = MarkedText(
            """
            rules:
              1️⃣unkown-key: warning
              camera-pitch: 2️⃣ignore
              unused-setting: 3️⃣[error]
            4️⃣ignores: [x]

            """)
        let (configuration, diagnostics) = read(marked)
        #expect(configuration == nil, "a file is never linted under half a configuration")
        #expect(diagnostics.map(\.rule) == ["config-unknown-rule", "config-severity", "wrong-type", "unknown-key"])
        #expect(diagnostics.map { $0.range?.start } == [marked[1], marked[2], marked[3], marked[4]])
        #expect(diagnostics.map(\.severity) == [.error, .error, .error, .error])
        #expect(diagnostics[0].message == "unknown rule 'unkown-key'; did you mean 'unknown-key'?")
        #expect(diagnostics[1].message == "'ignore' is not a severity; use error, warning, note or off")
        #expect(diagnostics[3].message == "unknown key 'ignores' in the lint configuration; did you mean 'ignore'?")
    }

    @Test func aConfigurationThatIsNotAMappingIsRefused() {
        let (configuration, diagnostics) = read(MarkedText("- rules\n"))
        #expect(configuration == nil)
        #expect(diagnostics.map(\.rule) == ["wrong-type"])
    }

    @Test func aYAMLSyntaxErrorIsReportedAtItsPlace() {
        let (configuration, diagnostics) = read(MarkedText("rules: {unknown-key: warning\n"))
        #expect(configuration == nil)
        #expect(diagnostics.map(\.rule) == ["yaml-syntax"])
    }

    @Test(arguments: [
        ("generated/**", "generated/a.yaml", true),
        ("generated/**", "generated/deep/er/a.yaml", true),
        ("generated", "generated/a.yaml", true),
        ("generated/**", "scenes/generated.yaml", false),
        ("*.draft.yaml", "harbour.draft.yaml", true),
        ("*.draft.yaml", "scenes/harbour.draft.yaml", false),
        ("**/*.draft.yaml", "scenes/harbour.draft.yaml", true),
        ("**/*.draft.yaml", "harbour.draft.yaml", true),
        ("scenes/?.yaml", "scenes/a.yaml", true),
        ("scenes/?.yaml", "scenes/ab.yaml", false),
        ("scenes/*/a.yaml", "scenes/x/a.yaml", true),
        ("scenes/*/a.yaml", "scenes/x/y/a.yaml", false),
        ("scenes/*", "scenes/x/y/a.yaml", true),
        ("./old/*.yaml", "old/a.yaml", true),
        ("a*b", "a/b", false),
    ])
    func ignoreGlobsMatchPathsUnderTheConfigurationsFolder(_ glob: String, _ path: String, _ ignored: Bool) {
        #expect(IgnorePattern(glob).matches(path) == ignored)
    }
}
