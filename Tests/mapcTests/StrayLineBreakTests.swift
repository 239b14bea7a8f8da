import Foundation
import Testing

/// A file whose lines end in CR, NEL or LS instead of LF is linted, compiled and converted like
/// any other: located diagnostics quoting the right source line, never a crash.
@Suite struct StrayLineBreakTests {
    @Test(arguments: ["\r", "\u{85}", "\u{2028}"])
    func aStrayLineBreakIsLintedCompiledAndConvertedWithoutACrash(_ lineBreak: String) throws {
        let folder = try TemporaryFolder()
        for name in ["s.yaml", "s.mapscene"] {
            try folder.write(name, lineBreak + "s\n\n(")
            for arguments in [
                ["lint", name], ["compile", name, "-o", "-"],
                ["convert", name, "--to", name.hasSuffix(".yaml") ? "dsl" : "yaml", "-o", "-"],
            ] {
                let run = try Mapc.run(arguments, in: folder.url)
                #expect(run.status == 1, "\(arguments)")
                let printed = run.standardOutput + run.standardError
                #expect(printed.contains("\(name):2:1: error: "), "\(arguments): \(printed)")
                let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
                let header = try #require(lines.firstIndex { $0.hasPrefix("\(name):2:1:") })
                #expect(lines[header + 1] == "s")
                #expect(lines[header + 2] == "^")
            }
        }
    }
}
