import Foundation
import MapSceneBase
import Testing

/// Golden-file comparison: the expected output of a stage lives under `Fixtures/golden/` in the
/// source tree; running the tests with `MAPC_ACCEPT=1` writes the actual output there instead.
enum Golden {
    /// `Tests/MapSceneTests/Fixtures/golden`, found from this file's path so that accepting
    /// writes to the source tree, not to the copied test resources.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .appendingPathComponent("golden")

    /// True when `MAPC_ACCEPT=1`.
    static var accepting: Bool { ProcessInfo.processInfo.environment["MAPC_ACCEPT"] == "1" }

    /// Checks that `actual` equals the golden file at `file` (relative to the golden folder,
    /// e.g. `svg/sample.svg`), or writes it when accepting.
    ///
    /// A second producer of a golden file (an example's DSL form, held to the file its YAML form
    /// writes) passes `writes: false`: it is only compared, so it is not checked while accepting,
    /// when the file is being rewritten. `comparedAs` maps the file's text and `actual` alike
    /// before comparing, to leave out a part in which the two differ by nature.
    static func assertMatches(
        _ actual: String, file: String, writes: Bool = true, comparedAs form: (String) throws -> String = { $0 },
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = folder.appendingPathComponent(file)
        if accepting {
            guard writes else { return }
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
            } catch {
                Issue.record("cannot write golden file \(file): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "missing golden file \(file); run the tests with MAPC_ACCEPT=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected: String
        let compared: String
        do {
            expected = try form(String(decoding: data, as: UTF8.self))
            compared = try form(actual)
        } catch {
            Issue.record("cannot compare with golden file \(file): \(error)", sourceLocation: sourceLocation)
            return
        }
        guard !expected.utf8.elementsEqual(compared.utf8) else { return }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = compared.split(separator: "\n", omittingEmptySubsequences: false)
        var line = 0
        while line < min(e.count, a.count), e[line].utf8.elementsEqual(a[line].utf8) { line += 1 }
        let want = line < e.count ? String(e[line]) : "<end of file>"
        let got = line < a.count ? String(a[line]) : "<end of file>"
        Issue.record(
            "golden file \(file) differs at line \(line + 1)\n  expected: \(want)\n  actual:   \(got)\nrun the tests with MAPC_ACCEPT=1 to accept the new output",
            sourceLocation: sourceLocation)
    }
}
