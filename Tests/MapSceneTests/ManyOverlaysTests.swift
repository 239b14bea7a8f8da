import Testing

@testable import MapScene

/// A scene of thousands of overlays: its items, titles, legend entries and warnings come out in
/// z-order, then file order.
@Suite struct ManyOverlaysTests {
    /// `count` small squares across San Francisco, each `z` its index modulo 3, every 500th titled.
    private func scene(count: Int, legend: Bool) -> String {
        var yaml = "mapscene: 1\ncanvas: {width: 2000, height: 1600}\nmap: {type: none}\ncamera: {fit: all}\n"
        if legend { yaml += "decorations: {legend: true}\n" }
        yaml += "overlays:\n"
        for index in 0..<count {
            let lat = 37.70 + Double(index % 100) * 0.0012
            let lon = -122.50 + Double(index / 100) * 0.0018
            let title = index % 500 == 0 ? ", title: Square \(index)" : ""
            let square = "[[\(lat), \(lon)], [\(lat + 0.0005), \(lon)], [\(lat + 0.0005), \(lon + 0.0005)]]"
            yaml += "  - {id: o\(index), polygon: \(square), z: \(index % 3), fill: blue/0.2\(title)}\n"
        }
        return yaml
    }

    @Test func itemsAndTitlesComeInZOrderThenFileOrder() throws {
        let count = 6_000
        let (list, diagnostics) = try compileSceneYAML(scene(count: count, legend: false))
        #expect(!diagnostics.containsErrors)
        let drawn = list.items.filter { if case .polygon = $0.shape { true } else { false } }.map(\.id)
        let expected = (0..<count).sorted { ($0 % 3, $0) < ($1 % 3, $1) }.map { "o\($0)" }
        #expect(drawn.count == count)
        #expect(drawn == expected, "the first out of order: \(zip(drawn, expected).first { $0 != $1 }.map { "\($0)" } ?? "none")")
        // The titles placed (some find no room), in the order asked.
        let titles = list.items.filter { if case .text = $0.shape { true } else { false } }.map(\.id)
        let asked = expected.filter { Int($0.dropFirst())! % 500 == 0 }.map { "\($0).title" }
        #expect(!titles.isEmpty)
        #expect(titles == asked.filter(titles.contains))
    }

    @Test func theLegendNamesTheTitledOverlaysInZOrder() throws {
        let count = 6_000
        let (list, _) = try compileSceneYAML(scene(count: count, legend: true))
        let names = list.items.compactMap { item -> String? in
            if case .legendEntry(let entry) = item.shape { entry.text } else { nil }
        }
        let titled = (0..<count).filter { $0 % 500 == 0 }.sorted { ($0 % 3, $0) < ($1 % 3, $1) }
        // As many as the legend has room for, in the order drawn.
        #expect(!names.isEmpty)
        #expect(names == Array(titled.map { "Square \($0)" }.prefix(names.count)))
    }
}
