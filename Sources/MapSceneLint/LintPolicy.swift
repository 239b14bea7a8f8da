import MapSceneBase

/// What `mapc lint` reports of a scene file's findings: the inline `mapc: disable-next-line`
/// suppressions are applied, unreadable and unused ones reported, and then the project's
/// configuration sets each rule's severity or turns it off.
///
/// A policy changes only what is reported (and so the exit code): the stages ran as they
/// always do, and a file with an error did not compile, whatever the error is reported as.
package struct LintPolicy: Sendable {
    /// The project's settings.
    package var configuration: LintConfiguration

    /// A policy under `configuration`.
    package init(_ configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// The findings of `file` as they are reported: sorted, without duplicates.
    package func apply(to findings: [Diagnostic], in file: SourceFile) -> [Diagnostic] {
        let (suppressions, problems) = LintSuppression.scan(file)
        var reported = problems
        var used = suppressions.map { Array(repeating: false, count: $0.entries.count) }
        let byLine = Dictionary(grouping: suppressions.indices, by: { suppressions[$0].line })
        for finding in findings {
            guard finding.file == nil, let line = finding.range?.start.line, let candidates = byLine[line] else {
                reported.append(finding)
                continue
            }
            var suppressed = false
            for s in candidates {
                for (e, entry) in suppressions[s].entries.enumerated() where entry.rule == finding.rule {
                    used[s][e] = true
                    suppressed = true
                }
            }
            if !suppressed { reported.append(finding) }
        }
        // An error stops the later stages, whose findings an unused suppression may be waiting for.
        if !findings.containsErrors {
            for (s, suppression) in suppressions.enumerated() {
                // A rule turned off finds nothing to suppress, and may not even have run.
                for (e, entry) in suppression.entries.enumerated() where !used[s][e] && !isOff(entry.rule) {
                    reported.append(
                        Diagnostic(
                            .unusedSuppression, "nothing of '\(entry.rule)' to suppress on line \(suppression.line)",
                            at: entry.range,
                            notes: [DiagnosticNote("remove the rule from the comment, or the comment")]))
                }
            }
        }
        return reported.compactMap(configured).sortedAndUnique()
    }

    /// True when the configuration turns `rule` off: nothing of it is reported.
    package func isOff(_ rule: String) -> Bool {
        if case .off = configuration.rules[rule] { return true }
        return false
    }

    /// `finding` at the severity the configuration gives its rule; nil when the rule is off.
    private func configured(_ finding: Diagnostic) -> Diagnostic? {
        guard let setting = configuration.rules[finding.rule] else { return finding }
        switch setting {
        case .off: return nil
        case .severity(let severity):
            var changed = finding
            changed.severity = severity
            return changed
        }
    }
}
