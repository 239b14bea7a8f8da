import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneDrawing
@testable import MapSceneGeometry
@testable import MapSceneRenderList
@testable import MapSceneResolve

/// What a reader sees of the text on a compiled map: every label's letters as a (possibly
/// turned) box, measured with the real font widths; callout bubbles; the legend.
struct DrawnText {
    var id: String
    /// The corners, in order around the box.
    var corners: [CanvasPoint]

    /// The letters of every text item (from a little below the capitals' top to the
    /// descenders), every callout bubble with its pointer, and the legend with its entries.
    static func all(in list: RenderList) -> [DrawnText] {
        list.items.compactMap { item in
            switch item.shape {
            case .text(let text, let at, let size, let weight):
                let width = TextMetrics.width(of: text, size: size, weight: weight)
                return DrawnText(
                    id: item.id,
                    corners: box(x0: -width / 2, x1: width / 2, y0: -0.7 * size, y1: 0.2 * size, at: at, degrees: item.rotation))
            case .callout(let callout):
                return DrawnText(id: item.id, corners: rect(callout.frame.union(callout.pointer)))
            case .legend(let frame):
                return DrawnText(id: item.id, corners: rect(frame))
            default:
                return nil
            }
        }
    }

    static func rect(_ r: CanvasRect) -> [CanvasPoint] {
        [
            CanvasPoint(x: r.x, y: r.y), CanvasPoint(x: r.maxX, y: r.y), CanvasPoint(x: r.maxX, y: r.maxY),
            CanvasPoint(x: r.x, y: r.maxY),
        ]
    }

    static func box(x0: Double, x1: Double, y0: Double, y1: Double, at: CanvasPoint, degrees: Double) -> [CanvasPoint] {
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].map { x, y in
            CanvasPoint(x: at.x + x * c - y * s, y: at.y + x * s + y * c)
        }
    }

    /// True when the two convex boxes share interior area (separating axes).
    func overlaps(_ other: DrawnText) -> Bool {
        for polygon in [corners, other.corners] {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let axis = (x: -(b.y - a.y), y: b.x - a.x)
                let p = corners.map { $0.x * axis.x + $0.y * axis.y }, q = other.corners.map { $0.x * axis.x + $0.y * axis.y }
                if p.max()! <= q.min()! + 1e-9 || q.max()! <= p.min()! + 1e-9 { return false }
            }
        }
        return true
    }

    /// True when `point` is inside the box.
    func contains(_ point: CanvasPoint) -> Bool {
        let signs = corners.indices.map { i -> Double in
            let a = corners[i], b = corners[(i + 1) % corners.count]
            return (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
        }
        return signs.allSatisfy { $0 > 0 } || signs.allSatisfy { $0 < 0 }
    }

    /// True when a segment of `parts` enters the box.
    func isCrossed(by parts: [[CanvasPoint]]) -> Bool {
        for part in parts {
            for (a, b) in zip(part, part.dropFirst()) {
                if contains(a) || contains(b) { return true }
                for i in corners.indices where TextBox.segmentsCross(a, b, corners[i], corners[(i + 1) % corners.count]) {
                    return true
                }
            }
        }
        return false
    }
}

extension CanvasRect {
    /// The rectangle grown to take in `p`.
    func union(_ p: CanvasPoint) -> CanvasRect {
        let x0 = min(x, p.x), y0 = min(y, p.y)
        return CanvasRect(x: x0, y: y0, width: max(maxX, p.x) - x0, height: max(maxY, p.y) - y0)
    }
}

/// One placement pass for all text: nothing on any example's map overlaps, covers a pin's tip or
/// crosses its own line.
@Suite struct LabelPlacementTests {
    /// The annotations' coordinates: the tips of pins and markers, the middles of dots and images.
    private func tips(_ list: RenderList) -> [(id: String, at: CanvasPoint)] {
        list.items.compactMap { item in
            switch item.shape {
            case .pin, .marker, .dot, .image: item.layer == .annotations ? item.anchor.map { (item.id, $0) } : nil
            default: nil
            }
        }
    }

    @Test(arguments: Examples.names)
    func noTwoTextsOverlap(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let texts = DrawnText.all(in: list)
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] {
                #expect(!a.overlaps(b), "\(a.id) overlaps \(b.id)")
            }
        }
    }

    /// The test above sees a name turned along its road as its turned box: on the track example,
    /// names on nearby streets come closer than the rectangles around them, and none overlaps.
    @Test func roadNamesCountAsTheirTurnedBoxes() throws {
        let list = try #require(try Examples.compile("track").renderList)
        let texts = DrawnText.all(in: list)
        let turned = list.items.filter { item in
            if case .text = item.shape { item.rotation.truncatingRemainder(dividingBy: 90) != 0 } else { false }
        }
        #expect(turned.count >= 20)
        var closer = 0
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] where CanvasRect.bounding(a.corners)!.intersects(CanvasRect.bounding(b.corners)!) {
                closer += 1
                #expect(!a.overlaps(b), "\(a.id) overlaps \(b.id)")
            }
        }
        #expect(closer > 0)
    }

    @Test(arguments: Examples.names)
    func noTextCoversAnAnnotationsTip(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let texts = DrawnText.all(in: list)
        for (id, tip) in tips(list) {
            for text in texts where text.id != id + ".callout" {
                #expect(!text.contains(tip), "\(text.id) covers the tip of \(id)")
            }
        }
    }

    @Test(arguments: Examples.names)
    func noTextCoversAPlaceOrADecoration(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let texts = DrawnText.all(in: list)
        let dots = list.items.filter { $0.layer == .labels }.compactMap { item -> (String, CanvasPoint)? in
            if case .dot(let center, _) = item.shape { (item.id, center) } else { nil }
        }
        for (id, dot) in dots {
            for text in texts { #expect(!text.contains(dot), "\(text.id) covers the place \(id)") }
        }
        let bars = list.items.filter { $0.layer == .decorations }.compactMap { item -> [[CanvasPoint]]? in
            if case .polyline(let parts) = item.shape { parts } else { nil }
        }
        for text in texts { #expect(!text.isCrossed(by: bars.flatMap { $0 }), "\(text.id) is on the scale bar") }
    }

    @Test(arguments: Examples.names)
    func aLinesTitleStaysOffItsLine(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let texts = DrawnText.all(in: list)
        for item in list.items {
            guard case .polyline(let parts) = item.shape, item.layer != .decorations,
                let title = texts.first(where: { $0.id == item.id + ".title" })
            else { continue }
            #expect(!title.isCrossed(by: parts), "the title of \(item.id) crosses its line")
        }
    }

    @Test func theCrowdedCalloutsLeaveEveryTipInSight() throws {
        let result = try Examples.compile("crowded")
        let list = try #require(result.renderList)
        #expect(result.diagnostics.isEmpty)
        let union = try #require(list.items.first { $0.id == "union" }?.anchor)
        let moscone = try #require(list.items.first { $0.id == "moscone.callout" })
        guard case .callout(let bubble) = moscone.shape else { Issue.record("not a callout"); return }
        #expect(!bubble.frame.union(bubble.pointer).grown(by: 2).contains(union))
    }

    @Test func aCalloutCoversAnotherPinsHeadRatherThanItsTip() throws {
        // 1 km over 150 points: 20/3 m a point. `a` stands near the bottom edge, so its callout
        // cannot go below it; `b` stands right above it, where every place above would cover
        // b's tip; `c` and `d` stand beside it, lower, where a callout beside `a` covers only
        // their heads.
        let metre = 1 / 111_320.0
        func at(_ x: Double, _ y: Double) -> String { "[\((75 - y) * 20 / 3 * metre), \((x - 200) * 20 / 3 * metre)]" }
        let (list, diagnostics) = try compileSceneYAML(
            """
            mapscene: 1
            canvas: {width: 400, height: 150}
            camera: {center: [0, 0], distance: 1km}
            annotations:
              - {id: a, coordinate: \(at(200, 118)), title: A callout, callout: true}
              - {id: b, coordinate: \(at(200, 80))}
              - {id: c, coordinate: \(at(232, 140))}
              - {id: d, coordinate: \(at(168, 140))}

            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        guard case .callout(let bubble)? = list.items.first(where: { $0.id == "a.callout" })?.shape else {
            Issue.record("no callout"); return
        }
        let covered = bubble.frame.union(bubble.pointer)
        for id in ["b", "c", "d"] {
            let tip = try #require(list.items.first { $0.id == id }?.anchor)
            #expect(!covered.grown(by: 1).contains(tip), "the callout covers the tip of \(id)")
        }
    }

    @Test func overlayTitlesGiveWayToEachOther() throws {
        // Three circles with the same center: their titles stack instead of printing over each other.
        let circles = ["Seine", "Square", "Louvre"].map {
            "  - {id: \($0.lowercased()), circle: {center: [48.86, 2.34], radius: 300m}, title: \($0)}"
        }
        let (list, diagnostics) = try compileSceneYAML(
            "mapscene: 1\ncamera: {center: [48.86, 2.34], distance: 3km}\noverlays:\n" + circles.joined(separator: "\n") + "\n")
        #expect(diagnostics.isEmpty)
        let titles = DrawnText.all(in: list).filter { $0.id.hasSuffix(".title") }
        #expect(titles.count == 3)
        for (i, a) in titles.enumerated() {
            for b in titles[(i + 1)...] { #expect(!a.overlaps(b), "\(a.id) overlaps \(b.id)") }
        }
    }

    @Test func aRiversTitleAndASquaresTitleBothShowApartFromTheCity() throws {
        // The Seine through the middle of Paris, a small square on its bank and the island
        // beside it: every title shows, off the others, off the river, and off Paris's label.
        let (list, diagnostics) = try compileSceneYAML(
            """
            mapscene: 1
            canvas: {width: 800, height: 600}
            camera: {center: [48.8566, 2.3522], distance: 4km}
            overlays:
              - id: seine
                polyline: [[48.8625, 2.3000], [48.8610, 2.3190], [48.8590, 2.3300], [48.8570, 2.3400], [48.8545, 2.3480], [48.8515, 2.3560], [48.8480, 2.3650], [48.8440, 2.3720]]
                width: 6
                title: Seine
              - {id: square, polygon: [[48.8575, 2.3405], [48.8580, 2.3425], [48.8570, 2.3430], [48.8566, 2.3410]], title: Square du Vert-Galant}
              - {id: ile, circle: {center: [48.8550, 2.3470], radius: 250m}, title: Île de la Cité}

            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let texts = DrawnText.all(in: list)
        #expect(Set(texts.map(\.id)).isSuperset(of: ["seine.title", "square.title", "ile.title", "attribution"]))
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] { #expect(!a.overlaps(b), "\(a.id) overlaps \(b.id)") }
        }
        guard case .polyline(let river)? = list.items.first(where: { $0.id == "seine" })?.shape else {
            Issue.record("no river"); return
        }
        #expect(!texts.first { $0.id == "seine.title" }!.isCrossed(by: river))
    }

    @Test func anOverlayTitleWithoutRoomIsAWarningAtItsOverlay() throws {
        let (list, diagnostics) = try compileSceneYAML(
            """
            mapscene: 1
            canvas: {width: 100, height: 60}
            camera: {center: [0, 0], distance: 1km}
            overlays:
              - {id: ring, circle: {center: [0, 0], radius: 100m}, title: A title far wider than this small canvas}

            """)
        #expect(diagnostics.map(\.rule) == [Rule.titleHidden.id])
        #expect(diagnostics.first?.range?.start.line == 5)
        #expect(!list.items.contains { $0.id == "ring.title" })
    }

    @Test func aStraightLinesTitleRunsAlongItOnOneSideUpright() throws {
        for (from, to) in [((-0.01, -0.01), (0.01, 0.01)), ((0.01, -0.01), (-0.01, 0.01)), ((0.01, 0.0), (-0.01, 0.0001))] {
            let (list, _) = try compileSceneYAML(
                """
                mapscene: 1
                camera: {center: [0, 0], distance: 3km}
                overlays:
                  - {id: road, polyline: [[\(from.0), \(from.1)], [\(to.0), \(to.1)]], title: Coast road}

                """)
            let road = try #require(list.items.first { $0.id == "road" })
            let title = try #require(list.items.first { $0.id == "road.title" })
            guard case .polyline(let parts) = road.shape, case .text(_, let at, let size, _) = title.shape else {
                Issue.record("shapes"); return
            }
            let (a, b) = (parts[0][0], parts[0][parts[0].count - 1])
            var angle = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
            if angle > 90 { angle -= 180 } else if angle <= -90 { angle += 180 }
            #expect(abs(title.rotation - angle) < 0.01, "\(title.rotation) is not along \(angle)")
            #expect(title.rotation > -90 && title.rotation <= 90)
            // Beside the line: the baseline's middle is off the line by about half the text's height.
            let offset = abs((b.x - a.x) * (a.y - at.y) - (a.x - at.x) * (b.y - a.y)) / hypot(b.x - a.x, b.y - a.y)
            #expect(offset > 2 && offset < 2 * size)
            #expect(!DrawnText.all(in: list).first { $0.id == "road.title" }!.isCrossed(by: parts))
        }
    }

    @Test func aCurvyLinesTitleStaysLevelBesideIt() throws {
        // A zigzag with no straight stretch as long as the title.
        let points = (0...12).map { i in "[\(i % 2 == 0 ? 0.0 : 0.0006), \(Double(i) * 0.0006 - 0.0036)]" }.joined(
            separator: ", ")
        let (list, _) = try compileSceneYAML(
            "mapscene: 1\ncamera: {center: [0, 0], distance: 1km}\noverlays:\n  - {id: z, polyline: [\(points)], title: A long zigzag trail name}\n"
        )
        let line = try #require(list.items.first { $0.id == "z" })
        let title = try #require(list.items.first { $0.id == "z.title" })
        guard case .polyline(let parts) = line.shape else { Issue.record("not a line"); return }
        #expect(title.rotation == 0)
        #expect(!DrawnText.all(in: list).first { $0.id == "z.title" }!.isCrossed(by: parts))
    }

    @Test func theScaleBarKeepsPlacesFromUnderIt() throws {
        // Paris sits where the scale bar's label goes: its dot and name move or give way.
        for dx in stride(from: -0.05, through: 0.3, by: 0.05) {
            let (list, _) = try compileSceneYAML(
                """
                mapscene: 1
                canvas: {width: 400, height: 300}
                camera: {center: [\(48.8581 + 0.22), \(2.353 + 0.35 + dx)], distance: 60km}
                decorations: {scale: true}

                """)
            guard let label = list.items.first(where: { $0.id == "scale.label" }) else { continue }
            let texts = DrawnText.all(in: list)
            let scale = texts.first { $0.id == label.id }!
            for item in list.items where item.layer == .labels {
                if case .dot(let center, _) = item.shape {
                    #expect(!scale.contains(center), "\(item.label ?? "") under the scale label")
                }
            }
            for text in texts where text.id.hasPrefix("place.") {
                #expect(!scale.overlaps(text), "\(text.id) under the scale label")
            }
        }
    }

    @Test func placesAreChosenByRankThenPopulation() {
        let places = WorldBasemap.places
        #expect(places.count > 200)
        for (a, b) in zip(places, places.dropFirst()) {
            #expect((a.rank, -a.population) <= (b.rank, -b.population), "\(a.name) before \(b.name)")
        }
        func index(_ name: String) -> Int { places.firstIndex { $0.name == name } ?? -1 }
        for big in ["Paris", "Moscow", "Cairo", "Madrid", "Rome"] {
            for small in ["Andorra", "Bir Lehlou", "Palikir"] {
                #expect(index(big) >= 0 && index(big) < index(small), "\(big) before \(small)")
            }
        }
    }

    @Test func placeNamesAreTheDatasCurrentOnesIntact() {
        let names = Set(WorldBasemap.places.map(\.name))
        #expect(names.isSuperset(of: ["Kyiv", "Ōsaka", "Chișinău", "Washington, D.C.", "Bengaluru", "Yangon"]))
        #expect(!names.contains { $0.contains("?") || $0.contains("  ") })
    }

    @Test func theEuropeMapLabelsParisAndRomeBeforeTheirSmallNeighbours() throws {
        let list = try #require(try Examples.compile("europe").renderList)
        let names = list.items.filter { $0.layer == .labels && $0.id.hasSuffix(".name") }.compactMap(\.label)
        let paris = try #require(names.firstIndex(of: "Paris"))
        #expect(names.contains("Rome") && !names.contains("Vatican City"))
        if let andorra = names.firstIndex(of: "Andorra") { #expect(paris < andorra) }
    }
}
