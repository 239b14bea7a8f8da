import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline

/// The scene files that show each rule of the catalog, under `Fixtures/rules/<rule-id>/`:
/// `bad*.yaml` / `bad*.mapscene` break the rule, `good*` files do not.
///
/// A bad file's first line says where the rule's finding starts: `# expect: LINE:COLUMN` in
/// YAML, `// expect: LINE:COLUMN` in the DSL (1-based; columns in Unicode scalars, as
/// diagnostics count them; several positions separated by commas when there are several findings).
/// Data files a scene reads lie beside it in the rule's folder.
enum RuleFixtures {
    /// `Tests/MapSceneTests/Fixtures/rules`, found from this file's path.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .appendingPathComponent("rules")

    /// One scene file of a rule's folder.
    struct Case: CustomTestStringConvertible, Sendable {
        /// The rule's id: the folder's name.
        var rule: String
        /// The file's path.
        var path: String
        /// Whether the file breaks the rule.
        var breaksRule: Bool

        var testDescription: String { "\(rule)/\((path as NSString).lastPathComponent)" }

        /// Where the findings must start, from the file's `expect:` line (`LINE:COLUMN`, or
        /// several separated by commas when the rule finds the problem at each place it involves).
        func expectedStarts() throws -> [MapScene.SourceLocation] {
            // Decoded leniently: a bad file may be bad because its bytes are not UTF-8.
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let firstLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
            guard let list = firstLine.firstMatch(of: /^(?:#|\/\/) expect: (.*)$/) else { return [] }
            return list.1.matches(of: /(\d+):(\d+)/).map { MapScene.SourceLocation(line: Int($0.1)!, column: Int($0.2)!) }
        }

        /// Everything `mapc lint` reports about the file.
        func lint() throws -> [Diagnostic] {
            let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            return Pipeline.lint(
                file, directory: (path as NSString).deletingLastPathComponent, options: PipelineOptions(offline: true))
        }
    }

    /// The rules that have a folder, by id.
    static func rules() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every scene file of every rule's folder.
    static func cases() -> [Case] {
        rules().flatMap { rule -> [Case] in
            let dir = folder.appendingPathComponent(rule)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
            return names.compactMap { name in
                guard name.hasSuffix(".yaml") || name.hasSuffix(".mapscene") else { return nil }
                if name.hasPrefix("bad") {
                    return Case(rule: rule, path: dir.appendingPathComponent(name).path, breaksRule: true)
                }
                if name.hasPrefix("good") {
                    return Case(rule: rule, path: dir.appendingPathComponent(name).path, breaksRule: false)
                }
                return nil
            }
        }
    }
}
