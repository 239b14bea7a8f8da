import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneSyntax

/// A long list the YAML front end hands over is reckoned from its first elements, so that the
/// decoder can make room for all of it at once.
@Suite("YAML reader: how long a list handed over will be")
struct YAMLListEstimateTests {
    private static func annotations(_ count: Int, id: (Int) -> String = { "a\($0)" }) -> String {
        (0..<count).map { "- {id: \(id($0)), coordinate: [37.5, -122.5]}\n" }.joined()
    }

    private static func read(_ text: String) -> CountingReceiver {
        let receiver = CountingReceiver()
        let file = SourceFile(path: "scene.yaml", text: text)
        _ = YAMLReader.read(file, handingOverTo: receiver)
        return receiver
    }

    @Test func aLongListIsReckonedFromItsFirstElements() {
        // Ids of one width, so that every element takes the same bytes.
        let text = "mapscene: 1\nannotations:\n" + Self.annotations(40_000) { "a\(100_000 + $0)" }
        let receiver = Self.read(text)
        #expect(receiver.taken == 40_000)
        let expected = receiver.expected["annotations"] ?? 0
        // Reckoned after 16,384 elements, to within a batch of libyaml's events.
        #expect(abs(expected - 40_000) < 2_000, "\(expected)")
    }

    @Test func aShortListIsNotReckoned() {
        let receiver = Self.read("mapscene: 1\nannotations:\n" + Self.annotations(YAMLTreeBuilder.estimateAfter - 1))
        #expect(receiver.taken == YAMLTreeBuilder.estimateAfter - 1)
        #expect(receiver.expected.isEmpty)
    }

    @Test func whatFollowsTheListCountsAsMoreOfItUpToALimit() {
        // Elements of 11 bytes, then as many bytes again of a long line: the reckoning would be
        // twice the elements, were it not held to one element per 24 bytes of the file.
        let pins = (0..<20_000).map { "- {id: \($0 % 10)}\n" }.joined()
        let line =
            "overlays:\n- {id: line, polyline: [" + Array(repeating: "[1, 2]", count: 30_000).joined(separator: ", ") + "]}\n"
        let text = "mapscene: 1\nannotations:\n" + pins + line
        let receiver = Self.read(text)
        #expect(receiver.taken == 20_001)
        #expect(receiver.expected["annotations"] == text.utf8.count / YAMLTreeBuilder.leastElementBytes)
    }
}
