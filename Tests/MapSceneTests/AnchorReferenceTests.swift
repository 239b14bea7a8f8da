import Foundation
import Testing

@testable import MapScene

/// Annotation anchors agree with an independent projection (pyproj's EPSG:3857, written by
/// `Scripts/fixtures/reference-anchors.py`) within half a point.
@Suite struct AnchorReferenceTests {
    static let reference: [String: [String: [Double]]] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/reference/anchors.json")
        guard let data = FileManager.default.contents(atPath: url.path),
            let json = try? JSONDecoder().decode([String: [String: [Double]]].self, from: data)
        else { return [:] }
        return json
    }()

    @Test func theReferenceCoversTheExamples() {
        #expect(Self.reference.count >= 4)
    }

    @Test(arguments: Self.reference.keys.sorted())
    func anchorsMatchTheReference(example: String) throws {
        let list = try #require(try Examples.compile(example).renderList)
        for (id, expected) in try #require(Self.reference[example]) {
            let item = try #require(list.items.first { $0.id == id }, "no item \(id)")
            let anchor = try #require(item.anchor)
            #expect(abs(anchor.x - expected[0]) <= 0.5 && abs(anchor.y - expected[1]) <= 0.5, "\(id): \(anchor) vs \(expected)")
        }
    }
}
