import MapSceneBase
import MapSceneSyntax

/// A project's lint settings, read from a `.mapc.yaml` file:
///
/// ```yaml
/// rules:
///   camera-pitch: off          # error | warning | note | off
///   unknown-key: warning
/// ignore:
///   - generated/**             # globs relative to this file's folder: *, **, ?
/// ```
///
/// A rule's setting changes only what is reported and how the run exits; it cannot make a file
/// with errors compile.
package struct LintConfiguration: Sendable, Equatable {
    /// What a rule is set to: reported at a severity, or not at all.
    package enum RuleSetting: Sendable, Equatable {
        /// Findings are reported at this severity.
        case severity(Severity)
        /// Findings are not reported.
        case off
    }

    /// The file's name, looked for in a linted file's folder and each folder above it.
    package static let fileName = ".mapc.yaml"

    /// The settings of rules, by rule id; rules not listed keep their own severity.
    package var rules: [String: RuleSetting]
    /// The files not linted when a folder is expanded, relative to the configuration's folder.
    package var ignore: [IgnorePattern]

    /// A configuration that changes nothing.
    package init(rules: [String: RuleSetting] = [:], ignore: [IgnorePattern] = []) {
        self.rules = rules
        self.ignore = ignore
    }

    /// True when `relativePath` (a path under the configuration's folder, `/`-separated) or a
    /// folder it is in matches an `ignore` glob.
    package func ignores(_ relativePath: String) -> Bool {
        ignore.contains { $0.matches(relativePath) }
    }

    /// The first `ignore` glob that matches `relativePath`, if any.
    package func ignorePattern(matching relativePath: String) -> IgnorePattern? {
        ignore.first { $0.matches(relativePath) }
    }

    /// The words a `rules:` entry may take.
    package static let settingNames = ["error", "warning", "note", "off"]

    /// Reads a configuration file with the scenes' YAML reader. A configuration with errors is
    /// `nil`: a file it governs must not be linted under half of its settings. An empty file is
    /// the configuration that changes nothing.
    package static func read(_ file: SourceFile) -> (configuration: LintConfiguration?, diagnostics: [Diagnostic]) {
        var declared = file
        declared.declaredSyntax = .yaml
        let (root, syntaxDiagnostics) = YAMLReader.read(declared)
        var diagnostics = syntaxDiagnostics.filter { $0.rule != Rule.yamlEmpty.id }
        guard let root else {
            return (diagnostics.containsErrors ? nil : LintConfiguration(), diagnostics.sortedAndUnique())
        }
        var configuration = LintConfiguration()
        if root.scalar?.isNull == true { return (configuration, diagnostics) }
        guard let entries = root.entries else {
            diagnostics.append(
                Diagnostic(
                    .wrongType,
                    "expected a mapping of 'rules' and 'ignore' for the lint configuration, found \(root.kindDescription)",
                    at: root.range))
            return (nil, diagnostics)
        }
        let keys = ["rules", "ignore"]
        for entry in entries {
            switch entry.key {
            case "rules": configuration.rules = readRules(entry.value, into: &diagnostics)
            case "ignore": configuration.ignore = readIgnore(entry.value, into: &diagnostics)
            default:
                diagnostics.append(
                    Diagnostic(
                        .unknownKey,
                        "unknown key '\(entry.key)' in the lint configuration\(Suggestion.phrase(for: entry.key, in: keys))",
                        at: entry.keyRange))
            }
        }
        diagnostics = diagnostics.sortedAndUnique()
        return (diagnostics.containsErrors ? nil : configuration, diagnostics)
    }

    private static func readRules(_ node: SyntaxNode, into diagnostics: inout [Diagnostic]) -> [String: RuleSetting] {
        if node.scalar?.isNull == true { return [:] }
        guard let entries = node.entries else {
            diagnostics.append(
                Diagnostic(
                    .wrongType, "expected a mapping of rule ids to severities for rules, found \(node.kindDescription)",
                    at: node.range))
            return [:]
        }
        let ids = Rule.catalog.map(\.id)
        var rules: [String: RuleSetting] = [:]
        for entry in entries {
            if Rule.named(entry.key) == nil {
                diagnostics.append(
                    Diagnostic(
                        .configUnknownRule, "unknown rule '\(entry.key)'\(Suggestion.phrase(for: entry.key, in: ids))",
                        at: entry.keyRange, notes: [DiagnosticNote("'mapc rules' lists every rule")]))
                continue
            }
            guard let word = entry.value.scalar, !word.isNull else {
                diagnostics.append(
                    Diagnostic(
                        .wrongType, "expected error, warning, note or off for \(entry.key), found \(entry.value.kindDescription)",
                        at: entry.value.range))
                continue
            }
            // YAML 1.1 readers take a plain `off` as false; here it is the word.
            switch word.text {
            case "error": rules[entry.key] = .severity(.error)
            case "warning": rules[entry.key] = .severity(.warning)
            case "note": rules[entry.key] = .severity(.note)
            case "off": rules[entry.key] = .off
            default:
                diagnostics.append(
                    Diagnostic(
                        .configSeverity,
                        "'\(word.text)' is not a severity; use error, warning, note or off\(Suggestion.phrase(for: word.text, in: settingNames))",
                        at: entry.value.range))
            }
        }
        return rules
    }

    private static func readIgnore(_ node: SyntaxNode, into diagnostics: inout [Diagnostic]) -> [IgnorePattern] {
        if node.scalar?.isNull == true { return [] }
        guard let elements = node.elements else {
            diagnostics.append(
                Diagnostic(.wrongType, "expected a list of globs for ignore, found \(node.kindDescription)", at: node.range))
            return []
        }
        var patterns: [IgnorePattern] = []
        for element in elements {
            guard let glob = element.scalar, !glob.isNull else {
                diagnostics.append(
                    Diagnostic(
                        .wrongType, "expected a glob for an ignore entry, found \(element.kindDescription)", at: element.range))
                continue
            }
            patterns.append(IgnorePattern(glob.text))
        }
        return patterns
    }
}
