/// One rule of mapc's catalog: the stable id a diagnostic carries, how serious its findings are
/// unless a project's configuration says otherwise, and the words `mapc explain` prints.
///
/// Rules are compared by id alone.
package struct Rule: Hashable, Sendable {
    /// The stable, kebab-case id users see, filter on and configure, e.g. `unknown-key`.
    package let id: String
    /// How serious the rule's findings are unless configured otherwise.
    package let severity: Severity
    /// One sentence: what the rule finds.
    package let summary: String
    /// Why it matters and how to put it right, in a few sentences.
    package let explanation: String
    /// A scene that breaks the rule (in `exampleSyntax`); empty when no scene text can show it,
    /// and then `explanation` says why.
    package let bad: String
    /// The same scene put right; empty when `bad` is.
    package let good: String

    /// Declares a rule.
    package init(id: String, severity: Severity, summary: String, explanation: String = "", bad: String = "", good: String = "") {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
        self.bad = bad
        self.good = good
    }

    package static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Rule {
    /// The syntax `bad` and `good` are written in: the DSL for the DSL front end's rules
    /// (`dsl-...`), YAML for every other.
    package var exampleSyntax: SceneSyntax { id.hasPrefix("dsl-") ? .dsl : .yaml }
}
