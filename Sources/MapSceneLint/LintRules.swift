import MapSceneBase

/// The rules of `mapc lint`'s own inputs: the `.mapc.yaml` configuration and the
/// `mapc: disable-next-line` comments in scene files.
extension Rule {
    // Named for its id, `config-unknown-rule`, as every rule is.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// A lint configuration names a rule mapc does not have.
    package static let configUnknownRule = Rule(
        id: "config-unknown-rule", severity: .error,
        summary: "A lint configuration names a rule mapc does not have.",
        explanation: """
            The keys under `rules:` in `.mapc.yaml` are rule ids from `mapc rules`. A misspelt id \
            would leave the rule at its default severity without a word, so mapc refuses the \
            configuration and lints none of the files it governs until the id is put right: \
            `rules: {unkown-key: warning}` is refused, `rules: {unknown-key: warning}` is read. \
            No example scene: a `.mapc.yaml` shows it, not a scene.
            """
    )
    /// A lint configuration gives a rule a severity mapc does not know.
    package static let configSeverity = Rule(
        id: "config-severity", severity: .error,
        summary: "A lint configuration gives a rule a severity other than error, warning, note or off.",
        explanation: """
            Each rule under `rules:` takes `error`, `warning`, `note` or `off`. Changing a \
            severity changes only what is reported and the exit code: a file with an error that \
            stops compiling is not compiled because the error is reported as a warning: \
            `rules: {camera-pitch: ignore}` is refused, `rules: {camera-pitch: off}` is read. \
            No example scene: a `.mapc.yaml` shows it, not a scene.
            """
    )
    /// A `mapc:` comment mapc cannot read.
    package static let badSuppression = Rule(
        id: "bad-suppression", severity: .warning,
        summary: "A `mapc:` comment that is not `mapc: disable-next-line RULE[, RULE...]` with known rule ids.",
        explanation: """
            A comment starting `mapc:` is an instruction to the linter. One with an unknown \
            directive, without a rule, or naming a rule mapc does not have suppresses nothing, \
            so the finding it was meant for is still reported and the comment is flagged.
            """,
        bad:
            "mapscene: 1\ntitle: Harbour\ncamera: {center: [60.17, 24.94], distance: 5km}\n# mapc: disable-next-line unkown-key\nzoom: 3\n",
        good:
            "mapscene: 1\ntitle: Harbour\ncamera: {center: [60.17, 24.94], distance: 5km}\n# mapc: disable-next-line unknown-key\nzoom: 3\n"
    )
    /// A `mapc: disable-next-line` comment whose next line has no finding of the rule it names.
    package static let unusedSuppression = Rule(
        id: "unused-suppression", severity: .warning,
        summary: "A `mapc: disable-next-line` comment suppresses nothing on the next line.",
        explanation: """
            Suppressions outlive the findings they were written for: once the line is fixed, the \
            comment would silently hide the next problem of that rule there. Remove it. (Reported \
            only when the file has no errors, since an error stops the later stages whose \
            findings a suppression may be for.)
            """,
        bad:
            "mapscene: 1\n# mapc: disable-next-line unknown-key\ntitle: Harbour\ncamera: {center: [60.17, 24.94], distance: 5km}\n",
        good: "mapscene: 1\ntitle: Harbour\ncamera: {center: [60.17, 24.94], distance: 5km}\n"
    )
}
