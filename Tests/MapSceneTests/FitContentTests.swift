import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneCamera
@testable import MapSceneGeometry

/// The camera fit's content bounds: found from the extreme latitudes and longitudes without a
/// turn, and the same rectangle, to the bit, as projecting every coordinate.
@Suite struct FitContentTests {
    /// Every coordinate projected, as the fit did before it looked at the extremes only.
    private func projectedBounds(_ coordinates: [Coordinate]) -> MapRect? {
        MapRect.bounding(coordinates.map(MapPoint.init))
    }

    @Test func theExtremesGiveTheBoundsOfEveryProjectedCoordinate() {
        var random = SeededRandom(seed: 17)
        for round in 0..<200 {
            let count = 1 + round % 40
            // Around San Francisco, a continent, or the whole height of the world.
            let (spanLatitude, spanLongitude) = [(0.2, 0.3), (30.0, 60.0), (179.0, 170.0)][round % 3]
            let coordinates = (0..<count).map { _ in
                Coordinate(
                    latitude: 37.7 - spanLatitude / 2 + Double.random(in: 0..<1, using: &random) * spanLatitude,
                    longitude: -122.4 + Double.random(in: 0..<1, using: &random) * spanLongitude)
            }.map { Coordinate(latitude: min(max($0.latitude, -90), 90), longitude: min(max($0.longitude, -180), 180)) }
            let expected = projectedBounds(coordinates)!
            let found = FitContent.unturnedBounds(ofLists: [coordinates])!
            #expect(found.minX.bitPattern == expected.minX.bitPattern && found.minY.bitPattern == expected.minY.bitPattern)
            #expect(found.width.bitPattern == expected.width.bitPattern && found.height.bitPattern == expected.height.bitPattern)
        }
    }

    @Test func latitudesBeyondMercatorsLimitShareItsEdge() {
        let coordinates = [
            Coordinate(latitude: 89.5, longitude: 10), Coordinate(latitude: MapSize.maximumLatitude - 1e-12, longitude: 11),
            Coordinate(latitude: -88, longitude: 12), Coordinate(latitude: -MapSize.maximumLatitude + 1e-12, longitude: 13),
        ]
        let expected = projectedBounds(coordinates)!
        let found = FitContent.unturnedBounds(ofLists: [coordinates])!
        #expect(found == expected)
        #expect(abs(found.minY) < 1e-6)
    }

    @Test func nearlyEqualExtremesAreEachProjected() {
        // Latitudes a few units in the last place apart: the highest point is whichever projects highest.
        let north = 37.80000000000001
        let coordinates = [north, north.nextDown, north.nextDown.nextDown, 37.1].enumerated().map {
            Coordinate(latitude: $0.element, longitude: -122.4 + Double($0.offset) * 0.01)
        }
        #expect(FitContent.unturnedBounds(ofLists: [coordinates]) == projectedBounds(coordinates))
        #expect(FitContent.unturnedBounds(ofLists: [[]]) == nil)
    }

    @Test func coordinatesInManyListsAreFittedAsTheSameCoordinatesInOne() {
        var random = SeededRandom(seed: 29)
        for round in 0..<60 {
            // Around San Francisco, across the Pacific (the short way round), or turned a little.
            let spanLongitude = [0.3, 300.0, 0.3][round % 3]
            let turn = CameraResolver.Turn(degrees: round % 3 == 2 ? -30 : 0)
            let lists = (0..<(1 + round % 7)).map { list in
                (0..<(list * round % 5)).map { _ in
                    Coordinate(
                        latitude: 37.6 + Double.random(in: 0..<1, using: &random) * 0.3,
                        longitude: min(180, -122.4 + Double.random(in: 0..<1, using: &random) * spanLongitude))
                }
            }
            let joined = FitContent.bounds(ofLists: [Array(lists.joined())], turnedBy: turn)
            let apart = FitContent.bounds(ofLists: lists, turnedBy: turn)
            #expect((joined == nil) == (apart == nil))
            guard let joined, let apart else { continue }
            #expect(
                apart.content.minX.bitPattern == joined.content.minX.bitPattern
                    && apart.content.minY.bitPattern == joined.content.minY.bitPattern)
            #expect(
                apart.content.width.bitPattern == joined.content.width.bitPattern
                    && apart.content.height.bitPattern == joined.content.height.bitPattern)
            #expect(apart.pivot == joined.pivot)
        }
    }

    @Test func withoutATurnTheContentIsTheShortestBoundsAboutItsMiddle() {
        let coordinates = [
            Coordinate(latitude: 37.7, longitude: -122.5), Coordinate(latitude: 37.9, longitude: -122.2),
            Coordinate(latitude: 37.8, longitude: -122.3),
        ]
        let fitted = FitContent.bounds(ofLists: [coordinates], turnedBy: CameraResolver.Turn(degrees: 0))!
        let expected = FitContent.shortestBounds(coordinates.map(MapPoint.init))!
        #expect(fitted.content == expected)
        #expect(fitted.pivot == MapPoint(x: expected.midX, y: expected.midY))
    }

    @Test func acrossThePacificTheShortWayRoundIsFitted() {
        let tokyo = Coordinate(latitude: 35.68, longitude: 139.77)
        let sanFrancisco = Coordinate(latitude: 37.77, longitude: -122.42)
        let fitted = FitContent.bounds(ofLists: [[tokyo, sanFrancisco]], turnedBy: CameraResolver.Turn(degrees: 0))!
        // About 98 degrees of longitude across the Pacific, not 262 across Asia and the Atlantic.
        #expect(abs(fitted.content.width / MapSize.world.width * 360 - 97.81) < 0.01)
    }

    @Test func aTurnedMapIsFittedByItsTurnedPoints() {
        let coordinates = [Coordinate(latitude: 37.7, longitude: -122.5), Coordinate(latitude: 37.9, longitude: -122.2)]
        let fitted = FitContent.bounds(ofLists: [coordinates], turnedBy: CameraResolver.Turn(degrees: -90))!
        let plain = FitContent.unturnedBounds(ofLists: [coordinates])!
        // A quarter turn swaps the rectangle's sides.
        #expect(abs(fitted.content.width - plain.height) < 1e-6)
        #expect(abs(fitted.content.height - plain.width) < 1e-6)
    }
}
