import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneResolve
@testable import MapSceneSVG

/// The embedded world at every scale: 1:110m for the whole world, the resource's 1:50m and
/// 1:10m closer in, with water drawn as water, lakes, rivers and boundaries.
@Suite struct WorldDetailTests {
    static func compile(_ yaml: String) throws -> (list: RenderList, viewport: Viewport) {
        let scene = try #require(decode(yaml).scene)
        var diagnostics: [Diagnostic] = []
        let viewport = CameraResolver.resolve(scene, diagnostics: &diagnostics)
        return (SceneCompiler.compile(scene).renderList, viewport)
    }

    /// San Francisco Bay from straight above at about zoom 10.
    static let bay = "mapscene: 1\ncanvas: {width: 600, height: 500}\ncamera: {center: [37.72, -122.30], span: [0.45, 0.6]}\n"

    /// The Alps at zoom 7.
    static let alps = "mapscene: 1\ncanvas: {width: 900, height: 600}\ncamera: {center: [46.3, 8.5], span: [4.6, 9.9]}\n"

    /// The whole world.
    static let world = "mapscene: 1\ncanvas: {width: 900, height: 500}\ncamera: {center: [20, 0], span: [140, 360]}\n"

    /// Whether `point` is inside `rings` by the even-odd rule.
    static func inside(_ point: CanvasPoint, _ rings: [[CanvasPoint]]) -> Bool {
        var result = false
        for ring in rings {
            var j = ring.count - 1
            for i in ring.indices {
                let (a, b) = (ring[i], ring[j])
                if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                    result.toggle()
                }
                j = i
            }
        }
        return result
    }

    /// The fill of the last area drawn over `point` in the base layer, or the background's.
    static func ground(at point: CanvasPoint, in list: RenderList) -> Color? {
        var fill = list.items.first { $0.id == "background" }?.style.fill
        for item in list.items where item.layer == .base {
            if case .polygon(let rings) = item.shape, item.style.fill != nil, inside(point, rings) { fill = item.style.fill }
        }
        return fill
    }

    @Test func theScaleFollowsTheZoom() {
        #expect(WorldDetail.scale(atZoom: 1) == nil)
        #expect(WorldDetail.scale(atZoom: 3.5) == .medium)
        #expect(WorldDetail.scale(atZoom: 7) == .large)
    }

    @Test func theBayIsWater() throws {
        let (list, viewport) = try Self.compile(Self.bay)
        let palette = BasemapLayer.palette(for: .standard, theme: .light)
        #expect(list.items.contains { $0.id.hasPrefix("world.land.") })
        // Mid-bay, between the airports of San Francisco and Oakland, and east of Alcatraz.
        for coordinate in [Coordinate(latitude: 37.67, longitude: -122.29), Coordinate(latitude: 37.83, longitude: -122.40)] {
            let point = try #require(viewport.visibleCanvasPoint(coordinate))
            #expect(Self.ground(at: point, in: list) == palette.water, "\(coordinate)")
        }
        // And the peninsula and the East Bay are land.
        for coordinate in [Coordinate(latitude: 37.75, longitude: -122.44), Coordinate(latitude: 37.80, longitude: -122.20)] {
            let point = try #require(viewport.visibleCanvasPoint(coordinate))
            #expect(Self.ground(at: point, in: list) != palette.water, "\(coordinate)")
        }
    }

    @Test(.enabled(if: Renderers.hasRsvgConvert))
    func rsvgDrawsTheBayInWatersColor() throws {
        let (list, viewport) = try Self.compile(Self.bay)
        let image = try Renderers.rsvg(SVGBackend.render(list))
        let water = BasemapLayer.palette(for: .standard, theme: .light).water
        let point = try #require(viewport.visibleCanvasPoint(Coordinate(latitude: 37.67, longitude: -122.29)))
        let pixel = image[Int(point.x), Int(point.y)]
        #expect(RealRendererTests.matches(pixel, water), "\(pixel)")
    }

    @Test func thePitchedBayIsWaterToo() throws {
        let result = try Examples.compile("pitched")
        let list = try #require(result.renderList)
        let (_, viewport) = try Self.compile(String(decoding: Examples.source("pitched").bytes, as: UTF8.self))
        let point = try #require(viewport.visibleCanvasPoint(Coordinate(latitude: 37.83, longitude: -122.40)))
        #expect(Self.ground(at: point, in: list) == BasemapLayer.palette(for: .standard, theme: .light).water)
    }

    @Test func theAlpsHaveTheirLakesRiversAndBordersAt1To10m() throws {
        let (list, viewport) = try Self.compile(Self.alps)
        #expect(WorldDetail.scale(atZoom: WorldDetail.zoom(of: viewport)) == .large)
        let lake = try #require(list.items.first { $0.label == "Lake Geneva" })
        #expect(lake.id.hasPrefix("world.lake."))
        #expect(lake.style.fill == BasemapLayer.palette(for: .standard, theme: .light).water)
        #expect(list.items.contains { $0.id.hasPrefix("world.river.") && ($0.label == "Rhine" || $0.label == "Rhein") })
        #expect(list.items.contains { $0.id.hasPrefix("world.river.") && $0.label == "Rhône" })
        #expect(list.items.contains { $0.id.hasPrefix("world.border.") })
        #expect(list.items.contains { $0.id.hasPrefix("world.urban.") })
        #expect(list.items.contains { $0.layer == .labels && $0.label == "Geneva" })
        // Lake Geneva's middle is water.
        let point = try #require(viewport.visibleCanvasPoint(Coordinate(latitude: 46.45, longitude: 6.55)))
        #expect(Self.ground(at: point, in: list) == BasemapLayer.palette(for: .standard, theme: .light).water)
    }

    @Test func aSatelliteMapOfTheAlpsHasWaterButNoBordersOrLabels() throws {
        let (list, _) = try Self.compile(Self.alps + "map: {type: satellite}\n")
        #expect(list.items.contains { $0.id.hasPrefix("world.lake.") })
        #expect(!list.items.contains { $0.id.hasPrefix("world.border.") || $0.id.hasPrefix("world.state.") })
        #expect(!list.items.contains { $0.layer == .labels })
        let hybrid = try Self.compile(Self.alps + "map: {type: hybrid}\n").list
        #expect(hybrid.items.contains { $0.id.hasPrefix("world.border.") })
    }

    @Test func theWholeWorldIsDrawnAt1To110m() throws {
        let (list, viewport) = try Self.compile(Self.world)
        #expect(WorldDetail.scale(atZoom: WorldDetail.zoom(of: viewport)) == nil)
        let land = list.items.filter { $0.layer == .base }
        #expect(land.count > 100)
        #expect(land.allSatisfy { !$0.id.hasPrefix("world.land.") && !$0.id.hasPrefix("world.lake.") })
    }

    @Test func aDetailedSceneCompilesToTheSameBytesTwice() throws {
        let first = try Self.compile(Self.alps).list
        let second = try Self.compile(Self.alps).list
        #expect(first.canonicalJSON() == second.canonicalJSON())
    }

    @Test func theWindowCoversWhatAPitchedCameraSees() throws {
        let (_, viewport) = try Self.compile(String(decoding: Examples.source("pitched").bytes, as: UTF8.self))
        let window = WorldDetail.window(for: viewport)
        for y in stride(from: viewport.horizonY ?? 0, through: viewport.canvasHeight, by: 50) {
            for x in stride(from: 0.0, through: viewport.canvasWidth, by: 90) {
                guard let ground = viewport.ground(under: CanvasPoint(x: x, y: y)),
                    viewport.forwardLimits.contains(ground.forward)
                else { continue }
                let c = viewport.mapPoint(ground).coordinate
                let steps = Double(WorldResource.gridStepsPerDegree)
                let at = WorldResource.GridRect(
                    minLon: Int(c.longitude * steps), minLat: Int(c.latitude * steps), maxLon: Int(c.longitude * steps),
                    maxLat: Int(c.latitude * steps))
                #expect(window.sees(at), "\(x),\(y)")
            }
        }
    }
}

/// The world resource: found in the package, read lazily, and never a crash when damaged.
@Suite struct WorldResourceTests {
    static func bundledBytes() throws -> Data {
        let url = try #require(WorldResource.bundledURL)
        return try Data(contentsOf: url)
    }

    @Test func theResourceIsBundledWithItsLayersAndStaysInBudget() throws {
        let resource = try #require(WorldResource.bundled)
        for scale in WorldResource.Scale.allCases {
            for kind in [WorldResource.Kind.land, .lakes, .rivers, .boundaries, .places] {
                #expect(!resource.features(kind, at: scale).isEmpty, "\(kind) at \(scale)")
            }
        }
        #expect(!resource.features(.states, at: .medium).isEmpty)
        #expect(!resource.features(.urban, at: .medium).isEmpty)
        #expect(try Self.bundledBytes().count <= 8_000_000)
    }

    @Test func placesComeMostImportantFirst() throws {
        let resource = try #require(WorldResource.bundled)
        let places = resource.features(.places, at: .large)
        #expect(
            zip(places, places.dropFirst()).allSatisfy {
                $0.scaleRank < $1.scaleRank || ($0.scaleRank == $1.scaleRank && $0.population >= $1.population)
            })
    }

    @Test func aRingOutOfViewKeepsOnlyItsChunksEnds() throws {
        let resource = try #require(WorldResource.bundled)
        let everywhere = WorldResource.Window(
            WorldResource.GridRect(minLon: -18_000_000, minLat: -9_000_000, maxLon: 18_000_000, maxLat: 9_000_000))
        let nowhere = WorldResource.Window(WorldResource.GridRect(minLon: 0, minLat: -9_100_000, maxLon: 1, maxLat: -9_050_000))
        let land = resource.features(.land, at: .large)
        let biggest = try #require(land.max { $0.length < $1.length })
        let full = try #require(resource.rings(of: biggest, in: everywhere))
        let skipped = try #require(resource.rings(of: biggest, in: nowhere))
        #expect(full[0].count > 10_000)
        #expect(skipped[0].count * 100 < full[0].count)
        #expect(try #require(resource.lines(of: resource.features(.rivers, at: .large)[0], in: nowhere)).isEmpty)
    }

    @Test func aDamagedResourceIsRejectedOrSkippedWithoutACrash() throws {
        let bytes = try Self.bundledBytes()
        #expect(throws: WorldResource.Failure.notAWorldResource) { try WorldResource(bytes: Data("not a world".utf8)) }
        #expect(throws: WorldResource.Failure.notAWorldResource) { try WorldResource(bytes: Data()) }
        #expect(throws: WorldResource.Failure.truncated) { try WorldResource(bytes: bytes.prefix(4096)) }

        // Records cut short or filled with noise decode to nothing or to something, never a trap.
        var noisy = bytes
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for offset in stride(from: 1024, to: noisy.count, by: 997) {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            noisy[offset] = UInt8(truncatingIfNeeded: seed >> 33)
        }
        noisy.replaceSubrange(4096..<4200, with: [UInt8](repeating: 0xFF, count: 104))
        let resource = try WorldResource(bytes: noisy)
        let everywhere = WorldResource.Window(
            WorldResource.GridRect(minLon: -18_000_000, minLat: -9_000_000, maxLon: 18_000_000, maxLat: 9_000_000))
        for scale in WorldResource.Scale.allCases {
            for kind in WorldResource.Kind.allCases {
                for feature in resource.features(kind, at: scale).prefix(300) {
                    _ = resource.name(of: feature)
                    if kind == .places {
                        _ = resource.coordinate(of: feature)
                    } else {
                        _ = resource.rings(of: feature, in: everywhere)
                        _ = resource.lines(of: feature, in: everywhere)
                    }
                }
            }
        }
    }
}
