import Testing
@testable import MapScene

/// `map.type`: a satellite map is imagery alone, a hybrid map has the standard map's labels,
/// roads and borders over it. (Until imagery exists, the embedded world's land and water stand in.)
@Suite struct MapTypeTests {
    static func compile(_ type: MapType) throws -> RenderList {
        let scene = try #require(decode("mapscene: 1\nmap: {type: \(type.rawValue)}\ncamera: {center: [48.85, 2.35], distance: 800km}\n").scene)
        return SceneCompiler.compile(scene).renderList
    }

    @Test func aSatelliteMapDrawsNoLabelsOrBordersAndAHybridMapDrawsThem() throws {
        let satellite = try Self.compile(.satellite)
        let hybrid = try Self.compile(.hybrid)
        let land = { (list: RenderList) in list.items.filter { $0.layer == .base } }

        // The same land areas in the same colors.
        #expect(!land(satellite).isEmpty)
        #expect(land(satellite).map(\.id) == land(hybrid).map(\.id))
        #expect(land(satellite).map(\.style.fill) == land(hybrid).map(\.style.fill))

        // Borders and place labels only on the hybrid map.
        #expect(land(satellite).allSatisfy { $0.style.stroke == nil })
        #expect(land(hybrid).allSatisfy { $0.style.stroke != nil })
        #expect(!satellite.items.contains { $0.layer == .labels || $0.layer == .roads })
        #expect(hybrid.items.contains { $0.layer == .labels && $0.label == "Paris" })
    }

    @Test func aStandardMapKeepsItsBordersAndLabels() throws {
        let standard = try Self.compile(.standard)
        #expect(standard.items.filter { $0.layer == .base }.allSatisfy { $0.style.stroke != nil })
        #expect(standard.items.contains { $0.layer == .labels })
    }
}
