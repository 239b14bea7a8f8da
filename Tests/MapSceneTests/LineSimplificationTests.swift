import Foundation
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneCompile
@testable import MapSceneGeometry

/// Simplifying at output resolution: points the picture cannot show go, the ones kept are the
/// line's own and in order, and nothing removed strays more than the tolerance from what is drawn.
@Suite struct LineSimplificationTests {
    private func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }

    /// The indices of `output` in `points`, matched in order; nil when `output` is not a subsequence.
    private func indices(of output: [CanvasPoint], in points: [CanvasPoint], from start: Int = 0) -> [Int]? {
        var result: [Int] = []
        var i = start
        for q in output {
            while i < points.count && points[i] != q { i += 1 }
            guard i < points.count else { return nil }
            result.append(i)
            i += 1
        }
        return result
    }

    /// The largest distance from a point of `points` to the simplified segment spanning it.
    private func deviation(of points: [CanvasPoint], keptAt kept: [Int]) -> Double {
        var worst = 0.0
        for (a, b) in zip(kept, kept.dropFirst()) {
            for i in a...b {
                worst = max(worst, LineSimplification.squaredSegmentDistance(points[i], points[a], points[b]).squareRoot())
            }
        }
        return worst
    }

    // MARK: Lines

    @Test func shortLinesAreReturnedAsTheyAre() {
        #expect(LineSimplification.simplify([], tolerance: 1) == [])
        #expect(LineSimplification.simplify([p(1, 1)], tolerance: 1) == [p(1, 1)])
        #expect(LineSimplification.simplify([p(1, 1), p(1.1, 1)], tolerance: 1) == [p(1, 1), p(1.1, 1)])
    }

    @Test func collinearPointsGoAndTheEndsStay() {
        let line = (0...10).map { p(Double($0) * 3, Double($0) * 2) }
        #expect(LineSimplification.simplify(line, tolerance: 0.25) == [p(0, 0), p(30, 20)])
    }

    @Test func aCornerWiderThanTheToleranceStays() {
        let line = [p(0, 0), p(5, 0.1), p(10, 0), p(10, 5), p(10.1, 7), p(10, 10)]
        #expect(LineSimplification.simplify(line, tolerance: 0.5) == [p(0, 0), p(10, 0), p(10, 10)])
    }

    @Test func aSpikeBeyondTheEndsIsKept() {
        // Perpendicular to the line through the ends the spike is on it, but it runs past them.
        #expect(
            LineSimplification.simplify([p(0, 0), p(10, 0), p(20, 0), p(5, 0)], tolerance: 1) == [p(0, 0), p(20, 0), p(5, 0)])
    }

    @Test func repeatedPointsCollapse() {
        let line = [p(0, 0), p(0, 0), p(4, 4), p(4, 4), p(4, 4), p(8, 0), p(8, 0)]
        #expect(LineSimplification.simplify(line, tolerance: 0.25) == [p(0, 0), p(4, 4), p(8, 0)])
        #expect(LineSimplification.simplify([p(3, 3), p(3, 3), p(3, 3)], tolerance: 0.25) == [p(3, 3), p(3, 3)])
    }

    @Test func aZeroToleranceChangesNothing() {
        let line = [p(0, 0), p(1, 0), p(2, 0)]
        #expect(LineSimplification.simplify(line, tolerance: 0) == line)
    }

    @Test(arguments: [(1 as UInt64, 0.25), (2, 0.5), (3, 1), (4, 2.5)])
    func randomWalksStayWithinTheTolerance(seed: UInt64, tolerance: Double) throws {
        let walk = randomWalk(count: 20_000, step: 0.6, seed: seed)
        let simplified = LineSimplification.simplify(walk, tolerance: tolerance)
        let kept = try #require(indices(of: simplified, in: walk), "the result is not a subsequence of the walk")
        #expect(kept.first == 0)
        #expect(kept.last == walk.count - 1)
        #expect(deviation(of: walk, keptAt: kept) <= tolerance)
    }

    @Test func aDenseTrackShrinksToWhatItsPixelsNeed() {
        // 100,000 points over about 100 points of canvas.
        let track = randomWalk(count: 100_000, step: 0.01, seed: 5)
        let simplified = LineSimplification.simplify(track, tolerance: 0.25)
        #expect(simplified.count < 2_000)
    }

    @Test func aMillionPointWalkSimplifiesWithoutRunningOutOfStack() throws {
        let walk = randomWalk(count: 1_000_000, step: 1, seed: 9)
        let simplified = LineSimplification.simplify(walk, tolerance: 0.25)
        #expect(simplified.first == walk.first)
        #expect(simplified.last == walk.last)
        #expect(simplified.count < walk.count)
    }

    @Test func aMillionPointsInAStraightLineSimplifyToTheEnds() {
        let line = (0..<1_000_000).map { p(Double($0), 0) }
        #expect(LineSimplification.simplify(line, tolerance: 0.25) == [p(0, 0), p(999_999, 0)])
    }

    // MARK: Rings

    @Test func aRingSmallerThanTheToleranceCollapses() {
        #expect(LineSimplification.simplifyRing([p(0, 0), p(0.2, 0), p(0.2, 0.2), p(0, 0.2)], tolerance: 0.25) == [])
    }

    @Test func aSquareTracedFinelyKeepsItsCorners() {
        var ring: [CanvasPoint] = []
        for i in 0..<10 { ring.append(p(Double(i), 0)) }
        for i in 0..<10 { ring.append(p(10, Double(i))) }
        for i in 0..<10 { ring.append(p(10 - Double(i), 10)) }
        for i in 0..<10 { ring.append(p(0, 10 - Double(i))) }
        #expect(LineSimplification.simplifyRing(ring, tolerance: 0.25) == [p(0, 0), p(10, 0), p(10, 10), p(0, 10)])
        #expect(
            LineSimplification.simplifyRing(ring + [ring[0]], tolerance: 0.25) == [
                p(0, 0), p(10, 0), p(10, 10), p(0, 10), p(0, 0),
            ])
    }

    @Test func aThinRingKeepsThreeDistinctPoints() {
        let sliver = [p(0, 0), p(5, 0.1), p(10, 0), p(5, -0.1)]
        let simplified = LineSimplification.simplifyRing(sliver, tolerance: 0.5)
        #expect(Set(simplified).count == 3)
        #expect(simplified.first == p(0, 0))
        #expect(indices(of: simplified, in: sliver) != nil)
        #expect(
            deviation(of: sliver + [sliver[0]], keptAt: indices(of: simplified + [sliver[0]], in: sliver + [sliver[0]]) ?? [])
                <= 0.5)
    }

    @Test func aRingOfFewerThanThreePointsIsReturnedAsItIs() {
        #expect(LineSimplification.simplifyRing([p(0, 0), p(5, 5)], tolerance: 1) == [p(0, 0), p(5, 5)])
    }

    @Test func aRingGoingBackAndForthKeepsItsTwoPoints() {
        #expect(LineSimplification.simplifyRing([p(0, 0), p(5, 0), p(0, 0), p(5, 0)], tolerance: 1) == [p(0, 0), p(5, 0)])
    }

    @Test func randomRingsStayWithinTheToleranceAndClosed() throws {
        var random = SeededRandom(seed: 3)
        for _ in 0..<30 {
            let count = Int.random(in: 3...2_000, using: &random)
            let ring = (0..<count).map { i -> CanvasPoint in
                let angle = Double(i) / Double(count) * 2 * .pi
                let r = Double.random(in: 1...40, using: &random)
                return p(r * cos(angle), r * sin(angle))
            }
            let tolerance = Double.random(in: 0.1...3, using: &random)
            let simplified = LineSimplification.simplifyRing(ring, tolerance: tolerance)
            #expect(Set(simplified).count >= 3)
            #expect(simplified.first == ring.first)
            let closed = ring + [ring[0]]
            let kept = try #require(indices(of: simplified + [ring[0]], in: closed))
            #expect(kept.last == ring.count)
            #expect(deviation(of: closed, keptAt: kept) <= tolerance)
        }
    }
}
