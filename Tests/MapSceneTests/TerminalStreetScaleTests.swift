import Testing

@testable import MapScene
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// At street scale the terminal draws streets and water first: buildings are left out, and the
/// names of points of interest come after those of places and streets, few of them, each with
/// its dot.
@Suite struct TerminalStreetScaleTests {
    @Test func helsinkiShowsStreetsNotBuildingsAndFewPointsOfInterest() throws {
        let list = try #require(try Examples.compile("helsinki").renderList)
        let size = TermSize(columns: 100, rows: 32)
        let items = TermStreamItem.items(of: TermLowering.lower(list, size: size))
        let drawn = Set(items.filter { !$0.commands.isEmpty }.map(\.id))
        #expect(list.items.contains { TermBasemapKind(id: $0.id) == .building })
        #expect(!drawn.contains { TermBasemapKind(id: $0) == .building })

        let names = drawn.filter { TermBasemapKind(id: $0) == .poiName }
        let dots = drawn.filter { TermBasemapKind(id: $0) == .poiDot }
        #expect(!names.isEmpty)
        #expect(names.count <= max(2, 100 * 31 / 400))
        #expect(Set(dots.map(TermBasemapKind.nameID(ofDot:))) == names)
        // Street names go before points of interest, so most of them find room.
        let streetNames = drawn.filter { $0.contains(".road-name.") }
        #expect(streetNames.count >= 20)
    }

    @Test func theIdsOfTheBasemapsItemsAreRead() {
        #expect(TermBasemapKind(id: "basemap.0.building.12") == .building)
        #expect(TermBasemapKind(id: "basemap.1.poi.5") == .poiDot)
        #expect(TermBasemapKind(id: "basemap.1.poi.5.name") == .poiName)
        #expect(TermBasemapKind(id: "basemap.0.road-name.3") == nil)
        #expect(TermBasemapKind(id: "buildings.0.building.1") == nil)
        #expect(TermBasemapKind(id: "basemap.0.buildings.1") == nil)
    }
}
