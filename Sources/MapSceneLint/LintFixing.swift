import MapSceneBase
import MapSceneModel
import MapScenePipeline

/// What `mapc lint --fix` did to one scene file.
package struct FixedScene: Sendable {
    /// The file with the fixes applied; the file as given when nothing was fixed.
    package var file: SourceFile
    /// How many problems were fixed, over every round.
    package var fixedCount: Int
    /// What linting the fixed file still finds.
    package var remaining: [Diagnostic]
    /// The file as given.
    package var original: SourceFile
    /// What linting the file as given found.
    package var found: [Diagnostic]

    /// True when the text changed.
    package var changed: Bool { fixedCount > 0 }
}

extension Pipeline {
    /// The most rounds of lint-and-fix: a fix can reveal another (a key put right, its value is
    /// read and may be misspelt too); the rounds stop sooner when nothing fixable remains.
    package static let maximumFixRounds = 10

    /// Lints `file` and applies every fix that is the only one its diagnostic offers, then lints
    /// again, until nothing fixable remains or `maximumFixRounds` have run. A file with syntax
    /// errors is left as it is; a round whose result would not parse is undone and ends the rounds.
    package static func lintFixing(
        _ file: SourceFile, directory: String, options: PipelineOptions = PipelineOptions(), policy: LintPolicy = LintPolicy()
    ) -> FixedScene {
        var current = file
        let found = lint(file, directory: directory, options: options, policy: policy)
        var diagnostics = found
        var fixedCount = 0
        for _ in 0..<maximumFixRounds {
            guard !diagnostics.containsSyntaxErrors else { break }
            let fixes = diagnostics.compactMap { $0.file == nil && $0.fixes.count == 1 ? $0.fixes[0] : nil }
            guard !fixes.isEmpty else { break }
            let outcome = FixApplier.apply(fixes, to: current.bytes)
            guard !outcome.applied.isEmpty, outcome.bytes != current.bytes else { break }
            var next = current
            next.bytes = outcome.bytes
            let nextDiagnostics = lint(next, directory: directory, options: options, policy: policy)
            guard !nextDiagnostics.containsSyntaxErrors else { break }
            (current, diagnostics) = (next, nextDiagnostics)
            fixedCount += outcome.applied.count
        }
        return FixedScene(file: current, fixedCount: fixedCount, remaining: diagnostics, original: file, found: found)
    }
}

extension Rule {
    /// True for the rules of the two front ends (`yaml-*`, `dsl-*`): problems with the file's
    /// syntax, before any meaning is read.
    package var isSyntaxRule: Bool {
        id.hasPrefix("yaml-") || id.hasPrefix("dsl-")
    }
}

extension Array where Element == Diagnostic {
    /// True when an error comes from a front end: the file's syntax is broken.
    package var containsSyntaxErrors: Bool {
        contains { $0.severity == .error && $0.file == nil && (Rule.named($0.rule)?.isSyntaxRule ?? false) }
    }
}
