import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneDecode
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapScenePrint
@testable import MapSceneRenderList
@testable import MapSceneResolve

/// The examples that bring their own data — a GPX track, a CSV of places, a GeoJSON with
/// simplestyle colors, a Google My Maps KML — draw what their files hold. (Every example is
/// also checked by the tests of all examples, once it is in `Examples.names`.)
@Suite
struct DataExamplesTests {
    private func list(_ name: String) throws -> RenderList {
        let result = try Examples.compile(name)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.renderList)
    }

    @Test func theTrackIsTwoSegmentsWithTheWaypointsAsAnnotations() throws {
        let list = try list("track")
        let walk = try #require(list.items.first { $0.id == "walk" })
        guard case .polyline(let parts) = walk.shape else { Issue.record("not a polyline"); return }
        #expect(parts.count == 2)
        // Start and finish stand at the ends of the track; the tram ride between the segments is not drawn.
        let start = try #require(list.items.first { $0.id == "start" }?.anchor)
        let finish = try #require(list.items.first { $0.id == "finish" }?.anchor)
        let first = try #require(parts.first?.first), last = try #require(parts.last?.last)
        #expect(hypot(first.x - start.x, first.y - start.y) < 1 && hypot(last.x - finish.x, last.y - finish.y) < 1)
        let gap = try hypot(
            #require(parts.last?.first).x - #require(parts.first?.last).x,
            #require(parts.last?.first).y - #require(parts.first?.last).y)
        #expect(gap > 100)
        let stops = list.items.filter { $0.id.hasPrefix("stop.") && !$0.id.hasSuffix(".title") }
        #expect(Set(stops.map(\.id)) == ["stop.1", "stop.2", "stop.3", "stop.4"])
        #expect(
            Set(stops.compactMap(\.label)) == ["Helsinki Cathedral", "Havis Amanda", "Cafe Ekberg", "Amos Anderson Art Museum"])
    }

    @Test func thePlacesAreAllThereClustered() throws {
        let scene = try #require(Pipeline.load(try Examples.source("places"), directory: Examples.folder.path).scene)
        #expect(scene.annotations.count == 311)
        #expect(scene.annotations.first?.title == "Moscow" && scene.annotations.first?.subtitle == "Russia, 10452000 people")
        let list = try list("places")
        let badges = list.items.filter { if case .cluster = $0.shape { true } else { false } }
        #expect(badges.count >= 10)
        let entries = list.items.compactMap { item -> RenderLegendEntry? in
            if case .legendEntry(let e) = item.shape { e } else { nil }
        }
        #expect(entries.map(\.text) == ["cities"])
    }

    @Test func theParksAreInTheFilesColorsAndTheWaterInTheScenes() throws {
        let list = try list("parks")
        let parks = list.items.filter { $0.id.hasPrefix("parks.") && !$0.id.hasSuffix(".title") }
        let water = list.items.filter { $0.id.hasPrefix("water.") }
        #expect(parks.count > 100 && water.count == 6)
        let parkGreen = Color(red: 0x4C, green: 0xAF, blue: 0x50).withAlpha(0.55)
        #expect(parks.contains { $0.style.fill == parkGreen })
        #expect(water.allSatisfy { $0.style.fill == Color(red: 0x0A, green: 0x84, blue: 0xFF).withAlpha(0.45) })
        #expect(water.allSatisfy { $0.style.stroke == Color(red: 0x1E, green: 0x88, blue: 0xE5) })
        #expect(list.items.contains { $0.id.hasSuffix(".title") && $0.label == "Esplanadinpuisto" })
    }

    @Test func theMyMapsExportKeepsItsStyles() throws {
        let list = try list("mymaps")
        let route = list.items.filter { $0.id.hasPrefix("route.") && !$0.id.hasSuffix(".title") }
        #expect(route.count == 2)
        #expect(route.allSatisfy { $0.style.stroke == Color(red: 0xE6, green: 0x51, blue: 0x00) && $0.style.strokeWidth == 5 })
        let glacier = try #require(list.items.first { $0.id == "areas.1" })
        let ice = try #require(glacier.style.fill)
        #expect(ice.withAlpha(1) == Color(red: 0x81, green: 0xD4, blue: 0xFA) && abs(ice.alpha - Double(0x80) / 255) < 0.001)
        guard case .polygon(let lake)? = list.items.first(where: { $0.id == "areas.4" })?.shape else {
            Issue.record("no lake"); return
        }
        #expect(lake.count == 2)  // Mývatn and its island
        let stops = list.items.filter { $0.id.hasPrefix("stop.") && !$0.id.contains(".title") && !$0.id.contains(".cluster") }
        #expect(stops.count == 9)
        #expect(
            Set(stops.compactMap(\.style.fill)) == [
                Color(red: 0xDB, green: 0x44, blue: 0x36), Color(red: 0x02, green: 0x88, blue: 0xD1),
            ])
    }
}

/// What can be checked of the data examples without reading their data: both syntaxes say the
/// same, the DSL twin is canonical, and every key decodes.
@Suite struct DataExamplesSyntaxTests {
    @Test(arguments: Examples.bringingTheirOwnData)
    func theYAMLConvertsToItsDSLTwin(name: String) throws {
        let converted = try #require(SceneText.convert(try Examples.source(name, syntax: .yaml), to: .dsl).text)
        #expect(converted == String(decoding: try Examples.source(name, syntax: .dsl).bytes, as: UTF8.self))
        let source = try Examples.source(name, syntax: .dsl)
        #expect(SceneText.format(source).text == String(decoding: source.bytes, as: UTF8.self))
    }

    @Test(arguments: Examples.bringingTheirOwnData)
    func bothSyntaxesDecodeToTheSameScene(name: String) throws {
        func decoded(_ syntax: SceneSyntax) throws -> Scene {
            let (root, syntaxDiagnostics) = SceneSyntax.read(try Examples.source(name, syntax: syntax))
            #expect(syntaxDiagnostics.isEmpty)
            let (scene, diagnostics) = SceneDecoder.decode(try #require(root))
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            return try #require(scene)
        }
        let yaml = try decoded(.yaml), dsl = try decoded(.dsl)
        // Ranges differ between the spellings; what the sources say may not.
        func sources(_ scene: Scene) -> [String] {
            DataFileLoader.sources(in: scene).map {
                "\($0.path) \(String(describing: $0.format)) \($0.filter.conditions.map { [$0.property] + $0.values })"
            }
        }
        #expect(sources(yaml) == sources(dsl))
        #expect(yaml.overlays.map(\.id) == dsl.overlays.map(\.id))
        #expect(yaml.annotations.map(\.id) == dsl.annotations.map(\.id))
        #expect(yaml.annotationTemplates.map(\.ids) == dsl.annotationTemplates.map(\.ids))
        #expect(yaml.annotationTemplates.map(\.look) == dsl.annotationTemplates.map(\.look))
        #expect(yaml.annotationTemplates.map(\.title?.parts) == dsl.annotationTemplates.map(\.title?.parts))
    }
}
