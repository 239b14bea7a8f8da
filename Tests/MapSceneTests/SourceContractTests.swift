import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase

/// The codebase's own contracts, read from its sources: rule ids come from the `Rule` catalog
/// and nowhere else, and findings take their rule's severity. (That each backend sees only the
/// render list and what lies beside it, the targets' dependencies hold.)
@Suite struct SourceContractTests {
    /// `Sources/` of this package.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The Swift files under `folder`, by path relative to `Sources/`, with their text.
    static func swiftFiles(under folder: URL = sources) throws -> [(path: String, text: String)] {
        let base = sources.standardizedFileURL.path + "/"
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [(path: String, text: String)] = []
        for case let url as URL in walk where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            files.append(
                (path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The lines of `text` with their numbers, without comment lines (those starting with `//`
    /// after indentation).
    static func code(_ text: String) -> [(number: Int, line: Substring)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { (number: $0.offset + 1, line: $0.element) }
            .filter { !$0.line.drop { $0 == " " }.hasPrefix("//") }
    }

    @Test func noRuleIdIsWrittenAsALooseString() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 100, "the walk finds the sources")
        var loose: [String] = []
        for file in files {
            for (number, line) in Self.code(file.text)
            where line.contains(/rule:\s*"/) || line.contains(/[A-Za-z]Rule\s*=\s*"/) {
                loose.append("\(file.path):\(number): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(loose.isEmpty, "rule ids belong in the Rule catalog:\n\(loose.joined(separator: "\n"))")
    }

    @Test func everyRuleIsInTheCatalogOnceWithASummary() throws {
        let ids = Rule.catalog.map(\.id)
        #expect(ids.contains("callout-hidden") && ids.count >= 30, "the catalog holds the rules")
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        for rule in Rule.catalog {
            #expect(rule.id.wholeMatch(of: /[a-z]+(-[a-z0-9]+)*/) != nil, "\(rule.id) is lower-case words joined by hyphens")
            #expect(!rule.summary.isEmpty, "\(rule.id) has a summary")
            #expect(Rule.named(rule.id) == rule)
        }
        var declared: [String] = []
        for file in try Self.swiftFiles() {
            for (_, line) in Self.code(file.text) {
                if let match = line.firstMatch(of: /static let ([A-Za-z0-9]+) = Rule\(/) { declared.append(String(match.1)) }
            }
        }
        #expect(declared.count == Rule.catalog.count, "every rule declared in the sources is listed in Rule.catalog")
    }

    /// A finding has its rule's own severity (`Diagnostic(.rule, "message", at:)`): a stage never
    /// picks error or warning itself, so `mapc rules` tells the truth and configuration can change it.
    @Test func everyFindingIsMadeAtItsRulesSeverity() throws {
        var chosen: [String] = []
        for file in try Self.swiftFiles() where file.path != "MapSceneBase/Diagnostics/Diagnostic.swift" {
            for (number, line) in Self.code(file.text)
            where line.contains(
                /(?:^|[^A-Za-z0-9_)\]])\.(?:error|warning)\(|Diagnostic\.(?:error|warning)\(|Diagnostic\(\s*\.(?:error|warning|note)\s*,/
            ) {
                chosen.append("\(file.path):\(number): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(chosen.isEmpty, "findings take their rule's severity:\n\(chosen.joined(separator: "\n"))")
    }

    @Test func platformModulesAreReachedOnlyBehindTheirGuards() throws {
        // The CLI and the library build on Linux (Glibc) and macOS (Darwin): each module is
        // imported and named only inside `#if canImport(ThatModule)` or its `#elseif`.
        var unguarded: [String] = []
        for (path, text) in try Self.swiftFiles() {
            var branches: [String] = []  // the condition of each open #if branch; "" for #else
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("#if ") { branches.append(String(trimmed.dropFirst(4))); continue }
                if trimmed.hasPrefix("#elseif ") { branches[branches.count - 1] = String(trimmed.dropFirst(8)); continue }
                if trimmed.hasPrefix("#else") { branches[branches.count - 1] = ""; continue }
                if trimmed.hasPrefix("#endif") { branches.removeLast(); continue }
                if trimmed.hasPrefix("//") { continue }
                for module in ["Glibc", "Darwin", "Musl"] where line.contains("import \(module)") || line.contains("\(module).") {
                    if !branches.contains(where: { $0.contains("canImport(\(module))") }) {
                        unguarded.append("\(path):\(number + 1): \(trimmed)")
                    }
                }
            }
        }
        #expect(unguarded.isEmpty, "platform modules outside their #if canImport guard:\n\(unguarded.joined(separator: "\n"))")
    }

    @Test func everyPublicSymbolOfTheLibraryIsDocumented() throws {
        // Implementations of a standard protocol's requirements take the protocol's documentation.
        let conformances = [
            "static func <", "static func ==", "func hash(into", "var description: String", "init(from decoder:",
            "func encode(to encoder:", "init(stringLiteral", "init(integerLiteral", "init(floatLiteral",
        ]
        var undocumented: [String] = []
        for (path, text) in try Self.swiftFiles(under: Self.sources.appendingPathComponent("MapScene")) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
            for (index, line) in lines.enumerated() {
                guard line.firstMatch(of: /^(@[A-Za-z]+(\([^)]*\))?\s+)*(public|open)\s/) != nil,
                    !conformances.contains(where: { line.contains($0) })
                else { continue }
                var above = index - 1
                while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
                if above < 0 || !lines[above].hasPrefix("///") { undocumented.append("\(path):\(index + 1): \(line)") }
            }
        }
        #expect(undocumented.isEmpty, "public declarations without a /// comment:\n\(undocumented.joined(separator: "\n"))")
    }
}
