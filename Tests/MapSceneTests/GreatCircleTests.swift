import Foundation
import Testing

@testable import MapScene
@testable import MapSceneGeometry

/// Great circles for geodesic polylines: interpolation and densifying by the output resolution.
@Suite struct GreatCircleTests {
    let tokyo = Coordinate(latitude: 35.6762, longitude: 139.6503)
    let sanFrancisco = Coordinate(latitude: 37.7749, longitude: -122.4194)

    /// The angle between two coordinates on the unit sphere, in degrees.
    func arc(_ a: Coordinate, _ b: Coordinate) -> Double {
        let (p1, p2) = (a.latitude * .pi / 180, b.latitude * .pi / 180)
        let dl = (b.longitude - a.longitude) * .pi / 180
        let y = hypot(cos(p2) * sin(dl), cos(p1) * sin(p2) - sin(p1) * cos(p2) * cos(dl))
        let x = sin(p1) * sin(p2) + cos(p1) * cos(p2) * cos(dl)
        return atan2(y, x) * 180 / .pi
    }

    @Test func intermediatePointsDivideTheArcInTheirFraction() {
        let whole = arc(tokyo, sanFrancisco)
        for fraction in [0.0, 0.1, 0.25, 0.5, 0.9, 1.0] {
            let p = GreatCircle.intermediate(tokyo, sanFrancisco, fraction: fraction)
            #expect(abs(arc(tokyo, p) - fraction * whole) < 1e-9)
            #expect(abs(arc(p, sanFrancisco) - (1 - fraction) * whole) < 1e-9)
        }
        let quarter = GreatCircle.intermediate(
            Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 90), fraction: 0.5)
        #expect(abs(quarter.latitude) < 1e-12 && abs(quarter.longitude - 45) < 1e-12)
    }

    @Test func intermediatePointsGoTheShortWayAcrossTheAntimeridianWithoutWrapping() {
        let a = Coordinate(latitude: 10, longitude: 179)
        let b = Coordinate(latitude: -10, longitude: -179)
        let middle = GreatCircle.intermediate(a, b, fraction: 0.5)
        #expect(abs(middle.latitude) < 1e-9 && abs(middle.longitude - 180) < 1e-9)
        #expect(abs(GreatCircle.intermediate(a, b, fraction: 1).longitude - 181) < 1e-9)
        #expect(abs(GreatCircle.intermediate(b, a, fraction: 1).longitude + 181) < 1e-9)
    }

    @Test func intermediatePointsOverThePoleAndBetweenAntipodesAreDefined() {
        let overThePole = GreatCircle.intermediate(
            Coordinate(latitude: 60, longitude: 0), Coordinate(latitude: 60, longitude: 180), fraction: 0.5)
        #expect(abs(overThePole.latitude - 90) < 1e-9)
        let antipodal = GreatCircle.intermediate(
            Coordinate(latitude: 20, longitude: 30), Coordinate(latitude: -20, longitude: -150), fraction: 0.5)
        #expect(
            abs(antipodal.latitude - 70) < 1e-9 && abs(antipodal.longitude - 210) < 1e-9,
            "antipodes are joined over the north pole")
        let same = Coordinate(latitude: -33.9, longitude: 18.4)
        #expect(GreatCircle.intermediate(same, same, fraction: 0.5) == same)
        for fraction in stride(from: 0.0, through: 1.0, by: 0.125) {
            let p = GreatCircle.intermediate(
                Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 180), fraction: fraction)
            #expect(p.latitude.isFinite && p.longitude.isFinite)
        }
    }

    @Test func densifiedLinesStayWithinTheToleranceOfTheGreatCircle() {
        let tolerance = 50.0  // map points: a quarter canvas point at zoom level 12 or so
        let line = GreatCircle.densify(
            [tokyo, sanFrancisco, Coordinate(latitude: -33.87, longitude: 151.21)], tolerance: tolerance)
        #expect(line.count > 20)
        for (a, b) in zip(line, line.dropFirst()) {
            #expect(abs(b.longitude - a.longitude) < 180)
            for fraction in [0.25, 0.5, 0.75] {
                let onArc = MapPoint(GreatCircle.intermediate(a, b, fraction: fraction))
                #expect(GreatCircle.distance(onArc, toSegmentFrom: MapPoint(a), to: MapPoint(b)) <= tolerance)
            }
        }
    }

    @Test func densifiedLinesKeepTheirPointsAndCrossThePacificContinuously() {
        let line = GreatCircle.densify([tokyo, sanFrancisco], tolerance: 1000)
        #expect(line.first == tokyo)
        #expect(line.last == Coordinate(latitude: sanFrancisco.latitude, longitude: sanFrancisco.longitude + 360))
        #expect(line.allSatisfy { $0.longitude >= tokyo.longitude && $0.longitude <= sanFrancisco.longitude + 360 })
        #expect(line.map(\.latitude).max()! > 47, "the great circle bows north toward the Aleutians")
    }

    @Test func meridiansAndTheEquatorNeedNoExtraPoints() {
        let meridian = [Coordinate(latitude: -60, longitude: 10), Coordinate(latitude: 70, longitude: 10)]
        #expect(GreatCircle.densify(meridian, tolerance: 1e-3) == meridian)
        let equator = [Coordinate(latitude: 0, longitude: -100), Coordinate(latitude: 0, longitude: 60)]
        #expect(GreatCircle.densify(equator, tolerance: 1e-3) == equator)
    }

    @Test func anArcAcrossTheEquatorIsDensifiedThoughItsMiddleLiesOnTheChord() {
        // Symmetric about (0, 0): the arc's middle is the chord's, but it bends both ways.
        let line = GreatCircle.densify(
            [Coordinate(latitude: -30, longitude: -60), Coordinate(latitude: 30, longitude: 60)], tolerance: 100)
        #expect(line.count > 2)
    }

    @Test func densifyingStopsAtTheMaximumDepth() {
        let line = GreatCircle.densify([tokyo, sanFrancisco, tokyo], tolerance: 0, maximumDepth: 3)
        #expect(line.count == 1 + 2 * 8)
        #expect(GreatCircle.densify([], tolerance: 1).isEmpty)
        #expect(GreatCircle.densify([tokyo], tolerance: 1) == [tokyo])
    }
}
