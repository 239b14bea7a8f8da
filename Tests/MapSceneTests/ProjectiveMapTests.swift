import Foundation
import Testing

@testable import MapScene
@testable import MapSceneDrawing
@testable import MapSceneGeometry

/// The projective map from the unit square onto a quadrilateral, and back.
@Suite struct ProjectiveMapTests {
    static let trapezoid = [
        CanvasPoint(x: 100, y: 50), CanvasPoint(x: 300, y: 50), CanvasPoint(x: 380, y: 250), CanvasPoint(x: 20, y: 250),
    ]

    @Test func theCornersLandOnTheQuadrilateralAndPointsComeBack() throws {
        let map = try #require(ProjectiveMap(unitSquareTo: Self.trapezoid))
        for (corner, (s, t)) in zip(Self.trapezoid, [(0.0, 0.0), (1, 0), (1, 1), (0, 1)]) {
            let p = map.point(s, t)
            #expect(abs(p.x - corner.x) < 1e-9 && abs(p.y - corner.y) < 1e-9)
        }
        for s in stride(from: 0.0, through: 1, by: 0.25) {
            for t in stride(from: 0.0, through: 1, by: 0.25) {
                let back = try #require(map.unitPoint(map.point(s, t)))
                #expect(abs(back.s - s) < 1e-9 && abs(back.t - t) < 1e-9)
            }
        }
        // The middle of the square lands where the diagonals cross, nearer the short side.
        #expect(map.point(0.5, 0.5).y < 150)
        // Outside the quadrilateral is outside the square.
        let outside = try #require(map.unitPoint(CanvasPoint(x: 10, y: 60)))
        #expect(outside.s < 0)
    }

    @Test func aParallelogramMakesAnAffineMap() throws {
        let map = try #require(
            ProjectiveMap(unitSquareTo: [
                CanvasPoint(x: 0, y: 0), CanvasPoint(x: 10, y: 5), CanvasPoint(x: 12, y: 15), CanvasPoint(x: 2, y: 10),
            ]))
        #expect(map.isAffine)
        let middle = map.point(0.5, 0.5)
        #expect(abs(middle.x - 6) < 1e-12 && abs(middle.y - 7.5) < 1e-12)
    }

    @Test func degenerateCornersMakeNoMap() {
        let p = CanvasPoint(x: 1, y: 1)
        #expect(ProjectiveMap(unitSquareTo: [p, p, p, p]) == nil)
        #expect(
            ProjectiveMap(unitSquareTo: [
                CanvasPoint(x: 0, y: 0), CanvasPoint(x: 1, y: 0), CanvasPoint(x: 2, y: 0), CanvasPoint(x: 0, y: 1),
            ]) == nil)
        // A bow tie: the corners cross.
        #expect(
            ProjectiveMap(unitSquareTo: [
                CanvasPoint(x: 0, y: 0), CanvasPoint(x: 1, y: 1), CanvasPoint(x: 1, y: 0), CanvasPoint(x: 0, y: 1),
            ]) == nil)
        #expect(
            ProjectiveMap(unitSquareTo: [
                CanvasPoint(x: .nan, y: 0), CanvasPoint(x: 1, y: 0), CanvasPoint(x: 1, y: 1), CanvasPoint(x: 0, y: 1),
            ]) == nil)
        #expect(ProjectiveMap(unitSquareTo: Array(Self.trapezoid.prefix(3))) == nil)
    }

    @Test func dataURIsGiveTheirBytesAndLinksGiveNone() {
        #expect(DataURI.bytes(of: "data:image/png;base64,AAEC/w==") == [0, 1, 2, 255])
        #expect(DataURI.bytes(of: "data:;base64,") == [])
        #expect(DataURI.bytes(of: "tiles/1/2/3.png") == nil)
        #expect(DataURI.bytes(of: "data:text/plain,hello") == nil)
        #expect(DataURI.bytes(of: "data:image/png;base64,***") == nil)
    }
}
