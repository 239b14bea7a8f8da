import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneModel
@testable import MapSceneRenderList

/// `map.type`: a satellite map is imagery alone, a hybrid map has the standard map's labels,
/// roads and borders over it. (Until imagery exists, the embedded world's land and water stand in.)
@Suite struct MapTypeTests {
    static func compile(_ type: MapType) throws -> RenderList {
        let scene = try #require(
            decode("mapscene: 1\nmap: {type: \(type.rawValue)}\ncamera: {center: [48.85, 2.35], distance: 800km}\n").scene)
        return SceneCompiler.compile(scene).renderList
    }

    @Test func aSatelliteMapDrawsNoLabelsOrBordersAndAHybridMapDrawsThem() throws {
        let satellite = try Self.compile(.satellite)
        let hybrid = try Self.compile(.hybrid)
        let areas = { (list: RenderList) in list.items.filter { $0.layer == .base && $0.style.fill != nil } }
        let borders = { (list: RenderList) in list.items.filter { $0.layer == .base && $0.id.hasPrefix("world.border.") } }

        // The same land and water areas in the same colors.
        #expect(!areas(satellite).isEmpty)
        #expect(areas(satellite).map(\.id) == areas(hybrid).map(\.id))
        #expect(areas(satellite).map(\.style.fill) == areas(hybrid).map(\.style.fill))

        // Borders and place labels only on the hybrid map.
        #expect(borders(satellite).isEmpty)
        #expect(!borders(hybrid).isEmpty)
        #expect(!satellite.items.contains { $0.layer == .labels || $0.layer == .roads })
        #expect(hybrid.items.contains { $0.layer == .labels && $0.label == "Paris" })
    }

    @Test func aStandardMapKeepsItsBordersAndLabels() throws {
        let standard = try Self.compile(.standard)
        #expect(standard.items.contains { $0.layer == .base && $0.id.hasPrefix("world.border.") && $0.style.stroke != nil })
        #expect(standard.items.contains { $0.layer == .labels })
    }

    /// `type: none` draws no base map: basemap sources written beside it are said to be left out,
    /// at the `basemap` key; without them there is nothing to say.
    @Test func aMapOfTypeNoneSaysItsBasemapSourcesAreNotDrawn() throws {
        let written = decode(
            "mapscene: 1\nmap: {type: none, basemap: [world]}\ncamera: {center: [48.85, 2.35], distance: 800km}\n")
        let warning = try #require(written.diagnostics.first { $0.rule == Rule.unusedSetting.id })
        #expect(warning.severity == .warning)
        #expect(warning.range?.start.line == 2 && warning.range?.start.column == 28)
        #expect(try #require(written.scene).map.type == MapType.none)

        let bare = decode("mapscene: 1\nmap: {type: none}\ncamera: {center: [48.85, 2.35], distance: 800km}\n")
        #expect(bare.diagnostics.isEmpty)
    }
}
