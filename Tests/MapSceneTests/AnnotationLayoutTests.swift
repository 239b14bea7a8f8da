import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneDrawing
@testable import MapSceneGeometry
@testable import MapSceneRenderList

/// Clustering, decluttering, draw order and callout placement.
@Suite struct AnnotationLayoutTests {
    private func compile(_ yaml: String) throws -> (list: RenderList, diagnostics: [Diagnostic]) {
        let (scene, diagnostics) = decode(yaml)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let compiled = SceneCompiler.compile(try #require(scene))
        return (compiled.renderList, compiled.diagnostics)
    }

    /// A deterministic scatter of `count` points within `radius` degrees of a center.
    private func scatter(_ count: Int, seed: UInt64 = 7) -> [(Double, Double)] {
        var random = SeededRandom(seed: seed)
        func next() -> Double { Double.random(in: 0..<1, using: &random) }
        return (0..<count).map { _ in (37.77 + (next() - 0.5) * 0.02, -122.42 + (next() - 0.5) * 0.03) }
    }

    @Test func aThousandClusteredAnnotationsBecomeOneGroupPerCellWhoseCountsAddUp() throws {
        let annotations = scatter(1000).enumerated().map { i, p in
            "  - {id: photo\(i), coordinate: [\(p.0), \(p.1)], dot: true, cluster: photos}"
        }.joined(separator: "\n")
        let yaml =
            "mapscene: 1\ncanvas: {width: 800, height: 600}\ncamera: {center: [37.77, -122.42], distance: 3km}\nannotations:\n\(annotations)\n"
        let list = try compile(yaml).list
        let views = list.items.filter { $0.layer == .annotations && $0.id.hasPrefix("photo") && !$0.id.contains(".") }
        var cells = Set<[Int]>()
        var total = 0
        for view in views {
            let anchor = try #require(view.anchor)
            let cell = [Int((anchor.x / 60).rounded(.down)), Int((anchor.y / 60).rounded(.down))]
            #expect(cells.insert(cell).inserted, "two groups in cell \(cell)")
            if let badge = list.items.first(where: { $0.id == view.id + ".cluster" }),
                case .cluster(_, _, let count) = badge.shape
            {
                total += count
            } else {
                total += 1
            }
        }
        #expect(total == 1000)
        #expect(views.count < 200)
    }

    @Test func aClusterIsShownAtItsMemberNearestTheCellsCenterWithItsMostImportantMembersPriority() throws {
        // The canvas's middle (390, 330) is the middle of a 60-point cell, and the camera looks
        // at `near`: the member nearest the cell's center stands for the group. `far`, a few
        // points away in the same cell, is required, so the group is too, and the high-priority
        // pin in its way (first in the file) gives way to it.
        let yaml = """
            mapscene: 1
            canvas: {width: 780, height: 660}
            camera: {center: [40, 10], distance: 3km}
            annotations:
              - {id: blocker, coordinate: [40, 10], priority: high}
              - {id: far, coordinate: [40.00005, 10.00005], priority: required, cluster: group}
              - {id: near, coordinate: [40, 10], priority: low, cluster: group}
            """
        let items = try compile(yaml).list.items.filter { $0.layer == .annotations }
        #expect(items.map(\.id) == ["near", "near.cluster"])
        let badge = try #require(items.last)
        guard case .cluster(_, _, let count) = badge.shape else { Issue.record("no count badge"); return }
        #expect(count == 2)
    }

    @Test func thousandsOfViewsAreInDrawOrderWithEachBadgeAfterItsView() throws {
        // Many views kept (required pins always are).
        let count = 8_000
        let annotations = scatter(count, seed: 3).enumerated().map { i, p in
            "  - {id: a\(i), coordinate: [\(p.0), \(p.1)]\(i % 3 == 0 ? ", cluster: c\(i % 2)" : "")}"
        }.joined(separator: "\n")
        let yaml = "mapscene: 1\ncamera: {center: [37.77, -122.42], distance: 3km}\nannotations:\n\(annotations)\n"
        let items = try compile(yaml).list.items.filter { $0.layer == .annotations }
        let views = items.filter { !$0.id.hasSuffix(".cluster") }
        #expect(views.count > 5_000)
        // Southern (lower on the canvas) last, in front; at one height, in file order.
        func key(_ view: RenderItem) -> (Double, Int) { (view.anchor?.y ?? .nan, Int(view.id.dropFirst())!) }
        for (a, b) in zip(views, views.dropFirst()) {
            #expect(key(a) < key(b), "\(a.id) before \(b.id)")
        }
        // Each badge straight after its view, counting a cluster's members.
        var members = 0
        for (index, item) in items.enumerated() where item.id.hasSuffix(".cluster") {
            #expect(index > 0 && items[index - 1].id + ".cluster" == item.id)
            if case .cluster(_, _, let n) = item.shape { members += n - 1 }
        }
        #expect(members > 0)
        #expect(views.count + members == count)
    }

    @Test func lowPriorityAnnotationsGiveWayDeterministically() throws {
        let yaml = """
            mapscene: 1
            camera: {center: [0, 0], distance: 1km}
            annotations:
              - {id: low, coordinate: [0, 0.00001], priority: low}
              - {id: must, coordinate: [0, 0], priority: required}
              - {id: high, coordinate: [0.00001, 0], priority: high}
              - {id: alsoRequired, coordinate: [0.00001, 0.00001]}

            """
        let ids = try compile(yaml).list.items.filter { $0.layer == .annotations }.map(\.id)
        #expect(Set(ids) == ["must", "alsoRequired"])
        #expect(try compile(yaml).list == (try compile(yaml).list))
    }

    @Test func southernAnnotationsAreDrawnInFront() throws {
        let yaml = """
            mapscene: 1
            camera: {center: [0, 0], distance: 10km}
            annotations:
              - {id: south, coordinate: [-0.01, 0]}
              - {id: north, coordinate: [0.01, 0]}

            """
        let ids = try compile(yaml).list.items.filter { $0.layer == .annotations }.map(\.id)
        #expect(ids == ["north", "south"])
    }

    @Test func theCrowdedExampleShowsEveryCalloutInsideTheCanvasAndNoneOverlap() throws {
        let result = try Examples.compile("crowded")
        let list = try #require(result.renderList)
        let frames = list.items.compactMap { item -> CanvasRect? in
            if case .callout(let c) = item.shape { return c.frame }
            return nil
        }
        #expect(frames.count == 10)
        for (i, a) in frames.enumerated() {
            #expect(a.x >= 0 && a.y >= 0 && a.maxX <= list.canvas.width && a.maxY <= list.canvas.height)
            for b in frames[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b)") }
        }
    }

    @Test func aCalloutWithoutRoomIsLeftOutWithAWarning() throws {
        let yaml = """
            mapscene: 1
            canvas: {width: 120, height: 90}
            camera: {center: [0, 0], distance: 1km}
            annotations:
              - {id: a, coordinate: [0, 0], title: A title far too long to fit in this canvas at all, callout: true}

            """
        let (list, diagnostics) = try compile(yaml)
        #expect(diagnostics.map(\.rule) == ["callout-hidden"])
        #expect(!list.items.contains { $0.layer == .callouts })
    }

    @Test func longCalloutTextIsTruncatedWithAnEllipsis() throws {
        let long = String(repeating: "Very long title ", count: 10)
        let yaml =
            "mapscene: 1\ncamera: {center: [0, 0], distance: 1km}\nannotations:\n  - {id: a, coordinate: [0, 0], title: \(long), callout: true}\n"
        let callout = try #require(try compile(yaml).list.items.first { $0.id == "a.callout" })
        guard case .callout(let bubble) = callout.shape else { Issue.record("not a callout"); return }
        #expect(bubble.title.hasSuffix("…"))
        #expect(bubble.frame.width <= CalloutMetrics.maximumWidth)
    }
}

/// Overlay levels and z-order.
@Suite struct OverlayOrderTests {
    private func overlayIDs(_ overlays: String) throws -> (ids: [String], diagnostics: [Diagnostic]) {
        let yaml = "mapscene: 1\ncamera: {center: [0, 0], distance: 10km}\noverlays:\n" + overlays
        let scene = try #require(decode(yaml).scene)
        let (list, diagnostics) = SceneCompiler.compile(scene)
        return (list.items.filter { $0.layer == .aboveRoads || $0.layer == .aboveLabels }.map(\.id), diagnostics)
    }

    private func circle(_ id: String, _ extra: String = "") -> String {
        "  - {id: \(id), circle: {center: [0, 0], radius: 1km}\(extra)}\n"
    }

    @Test func fileOrderIsTheDefault() throws {
        #expect(try overlayIDs(circle("a") + circle("b") + circle("c")).ids == ["a", "b", "c"])
    }

    @Test func aboveRoadsComesBeforeAboveLabels() throws {
        #expect(try overlayIDs(circle("a") + circle("b", ", level: aboveRoads")).ids == ["b", "a"])
    }

    @Test func zOrdersWithinALevel() throws {
        #expect(try overlayIDs(circle("a", ", z: 2") + circle("b") + circle("c", ", z: -1")).ids == ["c", "b", "a"])
    }

    @Test func aboveAndBelowPlaceNextToTheirTarget() throws {
        let ids = try overlayIDs(circle("a", ", below: c") + circle("b") + circle("c") + circle("d", ", above: b")).ids
        #expect(ids == ["b", "d", "a", "c"])
    }

    @Test func aCycleIsADiagnostic() throws {
        let (_, diagnostics) = try overlayIDs(circle("a", ", above: b") + circle("b", ", above: a"))
        #expect(diagnostics.map(\.rule).contains("overlay-order"))
    }

    @Test func replacingTheMapContentHidesTheBaseMap() throws {
        let yaml = """
            mapscene: 1
            camera: {center: [37.8, -122.4], distance: 10km}
            overlays:
              - {id: t, tiles: "tiles/{z}/{x}/{y}.png", replacesMapContent: true, level: aboveLabels}

            """
        let scene = try #require(decode(yaml).scene)
        let list = SceneCompiler.compile(scene).renderList
        #expect(!list.items.contains { $0.layer == .base || $0.layer == .labels })
    }
}
