import Testing

@testable import MapScene
@testable import MapSceneCompile
@testable import MapSceneGeometry

/// An overlay's title goes at its polygon's pole of inaccessibility, found in a bounded number of
/// steps whatever the polygon's shape.
@Suite struct PolygonLabelTests {
    func ring(_ points: [(Double, Double)]) -> [CanvasPoint] {
        points.map { CanvasPoint(x: $0.0, y: $0.1) }
    }

    @Test func aSquaresPoleIsItsCentre() throws {
        let pole = try #require(PolygonLabel.poleOfInaccessibility([ring([(0, 0), (100, 0), (100, 100), (0, 100)])]))
        #expect(abs(pole.x - 50) <= 0.5 && abs(pole.y - 50) <= 0.5)
    }

    @Test func anLShapesPoleIsInItsThickPart() throws {
        let shape = ring([(0, 0), (100, 0), (100, 20), (20, 20), (20, 100), (0, 100)])
        let pole = try #require(PolygonLabel.poleOfInaccessibility([shape]))
        #expect(pole.x < 20 && pole.y < 20, "\(pole)")
    }

    @Test func aHoleMovesThePoleOutOfIt() throws {
        let outer = ring([(0, 0), (100, 0), (100, 100), (0, 100)])
        let hole = ring([(30, 30), (70, 30), (70, 70), (30, 70)])
        let pole = try #require(PolygonLabel.poleOfInaccessibility([outer, hole]))
        #expect(!(pole.x > 30 && pole.x < 70 && pole.y > 30 && pole.y < 70), "\(pole)")
    }

    /// A sliver a million points long and one high (the kml fuzz target's was 9° by 0.002°) starts
    /// from at most 64 cells across, not one per square of its height.
    @Test func aSliverIsSearchedInBoundedSteps() throws {
        let sliver = ring([(0, 0), (1_000_000, 0), (1_000_000, 1), (0, 1)])
        let (pole, measured) = PolygonLabel.search([sliver])
        let found = try #require(pole)
        #expect(found.x > 0 && found.x < 1_000_000 && found.y > 0 && found.y < 1)
        #expect(measured <= 64 + 2 + 4 * 10_000, "\(measured) cells measured")
    }
}
