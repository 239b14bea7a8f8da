import Testing

@testable import MapScene
@testable import MapSceneBase

/// Decodes `marked` and expects exactly one diagnostic: `rule` with `severity`, at mark 1, and
/// `message` when given.
func expectSingle(
    _ marked: MarkedText, rule: String, severity: Severity = .error, message: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let diagnostics = decode(marked.text).diagnostics
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
    guard let d = diagnostics.first else { return }
    #expect(d.rule == rule, sourceLocation: sourceLocation)
    #expect(d.severity == severity, sourceLocation: sourceLocation)
    #expect(d.range?.start == marked[1], sourceLocation: sourceLocation)
    if let message { #expect(d.message == message, sourceLocation: sourceLocation) }
}
