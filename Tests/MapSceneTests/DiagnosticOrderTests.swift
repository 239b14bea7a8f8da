import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase

private typealias Location = MapScene.SourceLocation

/// `sortedAndUnique`: diagnostics in report order, each once, whatever order and however many
/// times they came — the same as keeping first occurrences and then sorting them.
@Suite struct DiagnosticOrderTests {
    /// What `sortedAndUnique` did before it stopped hashing: first occurrences, then a stable sort.
    static func reference(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var unique: [Diagnostic] = []
        for d in diagnostics where !unique.contains(d) { unique.append(d) }
        return unique.sorted(by: [Diagnostic].reportedBefore)
    }

    @Test func duplicatesGoAndTheOrderIsTheReportOrder() {
        var random = SeededRandom(seed: 24)
        for _ in 0..<200 {
            var diagnostics: [Diagnostic] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                let line = Int.random(in: 1...4, using: &random)
                let range = Int.random(in: 0..<6, using: &random) == 0 ? nil : SourceRange(at: Location(line: line, column: 1))
                let rule: Rule = [.unknownKey, .wrongType, .outOfView][Int.random(in: 0..<3, using: &random)]
                let notes =
                    Int.random(in: 0..<3, using: &random) == 0
                    ? [DiagnosticNote("note \(Int.random(in: 0..<2, using: &random))")] : []
                diagnostics.append(Diagnostic(rule, "message \(Int.random(in: 0..<2, using: &random))", at: range, notes: notes))
            }
            #expect(diagnostics.sortedAndUnique() == Self.reference(diagnostics))
        }
    }

    @Test func diagnosticsThatSortAlikeButDifferAreAllKept() {
        let at = SourceRange(at: Location(line: 3, column: 5))
        let plain = Diagnostic(.unknownKey, "unknown key 'x'", at: at)
        let noted = Diagnostic(.unknownKey, "unknown key 'x'", at: at, notes: [DiagnosticNote("did you mean 'y'?")])
        #expect([plain, noted, plain, noted, plain].sortedAndUnique() == [plain, noted])
    }
}
