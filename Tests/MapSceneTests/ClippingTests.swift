import Foundation
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneTerminal

/// Clipping to the canvas (plus margin): what is inside stays exactly as it was, what is outside
/// goes, and what straddles the edge is cut there without changing what gets drawn inside.
@Suite struct ClippingTests {
    private let canvas = CanvasRect(x: 0, y: 0, width: 100, height: 80)
    private var box: PlaneBox { PlaneBox(canvas) }

    private func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }

    private func square(centerX: Double, centerY: Double, half: Double) -> [CanvasPoint] {
        [
            p(centerX - half, centerY - half), p(centerX + half, centerY - half), p(centerX + half, centerY + half),
            p(centerX - half, centerY + half),
        ]
    }

    /// The area a ring encloses (shoelace; positive either way round).
    private func area(_ ring: [CanvasPoint]) -> Double {
        var sum = 0.0
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }

    /// Whether the even-odd rule fills `point` for these rings.
    private func fills(_ rings: [[CanvasPoint]], _ point: CanvasPoint) -> Bool {
        var inside = false
        for ring in rings {
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                if (a.y > point.y) != (b.y > point.y), point.x < a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x) {
                    inside.toggle()
                }
            }
        }
        return inside
    }

    /// Expects the clipped rings to fill exactly what the original ones fill inside the canvas,
    /// sampled on a grid between whole points, and to have every point within the canvas.
    private func expectSameFill(
        _ original: [[CanvasPoint]], _ clipped: [[CanvasPoint]], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for ring in clipped {
            #expect(ring.allSatisfy { inside($0) }, "a clipped point lies outside the canvas", sourceLocation: sourceLocation)
        }
        var differences = 0
        for x in stride(from: 0.5, to: canvas.maxX, by: 1) {
            for y in stride(from: 0.5, to: canvas.maxY, by: 1) where fills(original, p(x, y)) != fills(clipped, p(x, y)) {
                differences += 1
            }
        }
        #expect(
            differences == 0, "the clipped rings fill differently at \(differences) sample points", sourceLocation: sourceLocation
        )
    }

    /// Expects `actual` to be `expected`, point for point within rounding.
    private func expectParts(
        _ actual: [[CanvasPoint]], _ expected: [[CanvasPoint]], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let same =
            actual.count == expected.count
            && zip(actual, expected).allSatisfy { a, e in
                a.count == e.count && zip(a, e).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
            }
        #expect(same, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    private func inside(_ point: CanvasPoint) -> Bool {
        point.x >= canvas.x && point.x <= canvas.maxX && point.y >= canvas.y && point.y <= canvas.maxY && !point.x.isNaN
            && !point.y.isNaN
    }

    // MARK: Polygons

    @Test func aPolygonInsideIsReturnedAsItIs() {
        let rings = [square(centerX: 50, centerY: 40, half: 20), square(centerX: 50, centerY: 40, half: 5)]
        #expect(Clipping.clipPolygon(rings, to: box) == rings)
    }

    @Test func aPolygonTouchingTheEdgesFromInsideIsReturnedAsItIs() {
        let rings = [[p(0, 0), p(100, 0), p(100, 80), p(0, 80)]]
        #expect(Clipping.clipPolygon(rings, to: box) == rings)
    }

    @Test func aPolygonOutsideYieldsNothing() {
        let rings = [square(centerX: 300, centerY: 40, half: 20), square(centerX: 300, centerY: 40, half: 5)]
        #expect(Clipping.clipPolygon(rings, to: box) == [])
    }

    @Test func aPolygonWhoseBoundsOnlyTouchTheCanvasYieldsNothing() {
        #expect(Clipping.clipPolygon([[p(100, 10), p(120, 10), p(110, 30)]], to: box) == [])
    }

    @Test(arguments: [(50.0, 0.0), (100.0, 40.0), (50.0, 80.0), (0.0, 40.0)])
    func aPolygonStraddlingAnEdgeIsCutAlongIt(centerX: Double, centerY: Double) throws {
        let ring = square(centerX: centerX, centerY: centerY, half: 10)
        let clipped = Clipping.clipPolygon([ring], to: box)
        try #require(clipped.count == 1)
        #expect(abs(area(clipped[0]) - 200) < 1e-9)
        expectSameFill([ring], clipped)
    }

    @Test(arguments: [(0.0, 0.0), (100.0, 0.0), (100.0, 80.0), (0.0, 80.0)])
    func aPolygonOverACornerKeepsTheQuarterInside(cornerX: Double, cornerY: Double) throws {
        let ring = square(centerX: cornerX, centerY: cornerY, half: 10)
        let clipped = Clipping.clipPolygon([ring], to: box)
        try #require(clipped.count == 1)
        #expect(abs(area(clipped[0]) - 100) < 1e-9)
        expectSameFill([ring], clipped)
    }

    @Test func aPolygonAroundTheCanvasBecomesTheCanvas() throws {
        let clipped = Clipping.clipPolygon([[p(-500, -500), p(600, -400), p(50, 900)]], to: box)
        try #require(clipped.count == 1)
        #expect(abs(area(clipped[0]) - 8000) < 1e-9)
        #expect(Set(clipped[0]) == [p(0, 0), p(100, 0), p(100, 80), p(0, 80)])
    }

    @Test func aHolePartlyOutsideStillCutsTheExteriorInside() throws {
        let exterior = square(centerX: 50, centerY: 40, half: 200)
        let hole = square(centerX: 100, centerY: 40, half: 10)
        let clipped = Clipping.clipPolygon([exterior, hole], to: box)
        try #require(clipped.count == 2)
        #expect(abs(area(clipped[0]) - area(clipped[1]) - (8000 - 200)) < 1e-9)
        expectSameFill([exterior, hole], clipped)
    }

    @Test func aHoleEntirelyOutsideDisappearsAndItsExteriorStays() {
        let exterior = square(centerX: 100, centerY: 40, half: 50)
        let hole = square(centerX: 130, centerY: 40, half: 10)
        let clipped = Clipping.clipPolygon([exterior, hole], to: box)
        #expect(clipped.count == 1)
        expectSameFill([exterior, hole], clipped)
    }

    @Test func anExteriorOutsideTakesItsHolesWithIt() {
        let exterior = square(centerX: -100, centerY: 40, half: 50)
        let hole = square(centerX: -100, centerY: 40, half: 10)
        #expect(Clipping.clipPolygon([exterior, hole], to: box) == [])
    }

    @Test func aConcavePolygonLeavingAndReenteringFillsTheSame() {
        // A U open to the top, whose arms stick out above the canvas.
        let ring = [p(10, -30), p(30, -30), p(30, 50), p(70, 50), p(70, -30), p(90, -30), p(90, 70), p(10, 70)]
        let clipped = Clipping.clipPolygon([ring], to: box)
        #expect(clipped.count == 1)
        expectSameFill([ring], clipped)
    }

    @Test func randomStarPolygonsWithHolesFillTheSameInside() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<40 {
            let center = p(Double.random(in: -60...160, using: &random), Double.random(in: -60...140, using: &random))
            func star(_ radius: ClosedRange<Double>) -> [CanvasPoint] {
                let count = Int.random(in: 3...24, using: &random)
                return (0..<count).map { i in
                    let angle = Double(i) / Double(count) * 2 * .pi
                    let r = Double.random(in: radius, using: &random)
                    return p(center.x + r * cos(angle), center.y + r * sin(angle))
                }
            }
            let rings = [star(60...120), star(10...50)]
            expectSameFill(rings, Clipping.clipPolygon(rings, to: box))
        }
    }

    @Test func degenerateRingsAreDroppedOrKeptWithoutNaN() {
        #expect(Clipping.clipPolygon([[CanvasPoint]](), to: box) == [])
        #expect(Clipping.clipPolygon([[], [p(1, 1)], [p(1, 1), p(5, 5)]], to: box) == [])
        // Repeated points, a vertex exactly on an edge and an edge lying on another.
        let ring = [p(-20, 10), p(-20, 10), p(0, 20), p(50, 0), p(80, 0), p(80, 0), p(120, 40), p(-20, 60), p(-20, 60)]
        let clipped = Clipping.clipPolygon([ring], to: box)
        #expect(clipped.count == 1)
        expectSameFill([ring], clipped)
    }

    // MARK: Lines

    @Test func aLineInsideIsReturnedAsItIs() {
        let line = [p(10, 10), p(10, 10), p(90, 70), p(0, 80)]
        #expect(Clipping.clipLine(line, to: box) == [line])
    }

    @Test func aLineOutsideGivesNothing() {
        #expect(Clipping.clipLine([p(-10, -10), p(-10, 100), p(200, 100)], to: box) == [])
    }

    @Test func aLinePassingThroughIsOnePartCutAtBothEdges() {
        let line = [p(-50, 40), p(20, 40), p(40, 60), p(150, 60)]
        expectParts(Clipping.clipLine(line, to: box), [[p(0, 40), p(20, 40), p(40, 60), p(100, 60)]])
    }

    @Test func aLineCrossingInAndOutGivesOnePartPerVisit() {
        let zigzag = [p(10, -10), p(20, 10), p(30, -10), p(40, 10), p(50, -10), p(60, -5)]
        expectParts(
            Clipping.clipLine(zigzag, to: box),
            [
                [p(15, 0), p(20, 10), p(25, 0)],
                [p(35, 0), p(40, 10), p(45, 0)],
            ])
    }

    @Test func aSegmentCrossingTheWholeCanvasIsItsOwnPart() {
        let line = [p(50, 40), p(50, 70), p(-10, 90), p(110, 30), p(200, 10)]
        expectParts(
            Clipping.clipLine(line, to: box),
            [
                [p(50, 40), p(50, 70), p(20, 80)],
                [p(10, 80), p(100, 35)],
            ])
    }

    @Test func aLineAlongAnEdgeIsKeptWithinTheCanvas() {
        expectParts(Clipping.clipLine([p(-20, 0), p(120, 0)], to: box), [[p(0, 0), p(100, 0)]])
        expectParts(Clipping.clipLine([p(100, -5), p(100, 30), p(100, 90)], to: box), [[p(100, 0), p(100, 30), p(100, 80)]])
    }

    @Test func aLineOnlyTouchingACornerGivesNothing() {
        #expect(Clipping.clipLine([p(-10, 10), p(10, -10)], to: box) == [])
    }

    @Test func aLineLeavingFromTheEdgeAndComingBackToItKeepsItsOwnPoints() {
        // Start on the left edge, go in, touch the top edge, go out and come back in through it.
        let line = [p(0, 40), p(30, 0), p(40, -10), p(50, 0), p(60, 20)]
        #expect(Clipping.clipLine(line, to: box) == [[p(0, 40), p(30, 0)], [p(50, 0), p(60, 20)]])
    }

    @Test func degenerateLinesGiveNoNaN() {
        #expect(Clipping.clipLine([CanvasPoint](), to: box) == [])
        #expect(Clipping.clipLine([p(5, 5)], to: box) == [[p(5, 5)]])
        #expect(Clipping.clipLine([p(-5, 5)], to: box) == [])
        #expect(Clipping.clipLine([p(-5, 5), p(-5, 5), p(-5, 5)], to: box) == [])
        let repeated = Clipping.clipLine([p(-20, 40), p(50, 40), p(50, 40), p(150, 40), p(150, 40)], to: box)
        expectParts(repeated, [[p(0, 40), p(50, 40), p(50, 40), p(100, 40)]])
    }

    @Test func aRandomWalkLosesNothingVisible() {
        let walk = randomWalk(count: 1_000, step: 8, from: p(50, 40), seed: 11)
        let parts = Clipping.clipLine(walk, to: box)
        #expect(parts.count > 1)
        #expect(parts.allSatisfy { $0.count >= 2 && $0.allSatisfy(inside) })
        // Points along the walk strictly inside the canvas lie on a clipped part.
        let segments = parts.flatMap { part in zip(part, part.dropFirst()).map { ($0, $1) } }
        for (a, b) in zip(walk, walk.dropFirst()) {
            for t in stride(from: 0.0, through: 1.0, by: 0.25) {
                let q = p(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                guard q.x > 1e-6, q.x < canvas.maxX - 1e-6, q.y > 1e-6, q.y < canvas.maxY - 1e-6 else { continue }
                #expect(segments.contains { LineSimplification.squaredSegmentDistance(q, $0.0, $0.1) < 1e-12 })
            }
        }
    }

    // MARK: Segments and other planes

    @Test func aSegmentIsCutToTheBoxAndKeepsItsOwnEndsInside() throws {
        let (a, b) = try #require(Clipping.clipSegment(p(-50, 40), p(50, 40), to: box))
        #expect(a == p(0, 40) && b == p(50, 40))
        let (c, d) = try #require(Clipping.clipSegment(p(10, 10), p(20, 30), to: box))
        #expect(c == p(10, 10) && d == p(20, 30))
        #expect(Clipping.clipSegment(p(-10, 10), p(-5, 70), to: box) == nil)
    }

    @Test func aSegmentThatOnlyTouchesTheBoxGivesThatPointAndOneThatIsNotFiniteNothing() throws {
        let (a, b) = try #require(Clipping.clipSegment(p(-10, 10), p(10, -10), to: box))
        #expect(a == p(0, 0) && b == p(0, 0))
        #expect(Clipping.clipSegment(p(.nan, 10), p(10, 10), to: box) == nil)
        #expect(Clipping.clipSegment(p(10, 10), p(.infinity, 10), to: box) == nil)
    }

    @Test func cellsAreClippedAsCanvasPointsAre() {
        let window = PlaneBox(columns: 10, rows: 8, margin: 1)
        #expect(window == PlaneBox(minX: -1, minY: -1, maxX: 11, maxY: 9))
        let walk = randomWalk(count: 200, step: 3, from: p(5, 4), seed: 5)
        let cells = walk.map { CellPoint(x: $0.x, y: $0.y) }
        let asCells = Clipping.clipLine(cells, to: window).map { $0.map { p($0.x, $0.y) } }
        #expect(asCells == Clipping.clipLine(walk, to: window))
        let ring = Clipping.clipRing(cells, to: window).map { p($0.x, $0.y) }
        #expect(ring == Clipping.clipRing(walk, to: window))
        #expect(!ring.isEmpty && ring.allSatisfy(window.contains))
    }

    @Test func theBoundsOfPointsAreOneBoxInEveryPlane() {
        #expect(PlaneBox(bounding: [CanvasPoint]()) == nil)
        let points = [p(3, -2), p(-1, 5), p(7, 1)]
        let bounds = PlaneBox(minX: -1, minY: -2, maxX: 7, maxY: 5)
        #expect(PlaneBox(bounding: points) == bounds)
        #expect(PlaneBox(bounding: points.map { CellPoint(x: $0.x, y: $0.y) }) == bounds)
        #expect(CanvasRect.bounding(points) == CanvasRect(x: -1, y: -2, width: 8, height: 7))
        #expect(MapRect.bounding(points.map { MapPoint(x: $0.x, y: $0.y) }) == MapRect(x: -1, y: -2, width: 8, height: 7))
        #expect(bounds.contains(p(7, 5)) && !bounds.contains(p(7.5, 0)))
    }
}
