import MapSceneBase

/// The rule catalog in words: what `mapc rules` and `mapc explain` print and what
/// `Docs/rules.md` holds, all made from the `Rule` declarations.
package enum RuleDescription {
    /// One line per rule: id, severity and summary in columns, ending with a line break.
    package static func list(_ rules: [Rule] = Rule.catalog) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                + rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary
        }.joined(separator: "\n") + "\n"
    }

    /// The rules as a pretty-printed JSON array, each rule with every field in a fixed order:
    /// `id`, `severity`, `summary`, `explanation`, `syntax`, `bad`, `good`. No trailing newline.
    package static func json(_ rules: [Rule] = Rule.catalog) -> String {
        let objects: [JSONValue] = rules.map { rule in
            .object([
                "id": .string(rule.id), "severity": .string(rule.severity.rawValue), "summary": .string(rule.summary),
                "explanation": .string(rule.explanation), "syntax": .string(rule.exampleSyntax.rawValue),
                "bad": .string(rule.bad), "good": .string(rule.good),
            ])
        }
        return JSONValue.array(objects).text(.report)
    }

    /// One rule in full, for `mapc explain`: id and severity, summary, explanation, and the
    /// examples indented under their headings. Ends with a line break.
    package static func explanation(of rule: Rule) -> String {
        var out = "\(rule.id) (\(rule.severity.rawValue))\n\(rule.summary)\n"
        if !rule.explanation.isEmpty { out += "\n\(rule.explanation)\n" }
        for (heading, example) in [("Breaks the rule", rule.bad), ("Keeps it", rule.good)] where !example.isEmpty {
            out += "\n\(heading) (\(rule.exampleSyntax.fileExtension)):\n"
            out += lines(of: example).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
        }
        return out
    }

    /// The message for an id no rule has, with the nearest id when one is close.
    package static func unknownRule(_ id: String) -> String {
        "unknown rule '\(id)'\(Suggestion.phrase(for: id, in: Rule.catalog.map(\.id)))"
    }

    /// The catalog as a Markdown document: a table of every rule, then each rule in full.
    package static func markdown(_ rules: [Rule] = Rule.catalog) -> String {
        var out = """
            # mapc's rules

            Every finding of `mapc lint` names one of these rules. `mapc rules` lists them and \
            `mapc explain RULE` prints one; this file is generated from the same catalog \
            (`Rule.catalog` in `Sources/MapSceneLint/RuleCatalog.swift`) and checked against it by a test \
            (`MAPC_ACCEPT=1 swift test --filter RulesDocument` rewrites it).

            | Rule | Severity | Finds |
            |---|---|---|

            """
        for rule in rules {
            out +=
                "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        for rule in rules {
            out += "\n## \(rule.id)\n\n**\(rule.severity.rawValue)** · \(rule.summary)\n"
            if !rule.explanation.isEmpty { out += "\n\(rule.explanation)\n" }
            let fence = rule.exampleSyntax == .dsl ? "" : "yaml"
            for (heading, example) in [("A scene that breaks it:", rule.bad), ("The scene put right:", rule.good)]
            where !example.isEmpty {
                out += "\n\(heading)\n\n```\(fence)\n\(lines(of: example).joined(separator: "\n"))\n```\n"
            }
        }
        return out
    }

    /// `text`'s lines, without a final empty one.
    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
