import Foundation
import Testing

@testable import MapScene
@testable import MapSceneGeometry

/// Map points, geodesics and regions, checked against reference values computed independently
/// with PROJ (`Scripts/fixtures/reference-fixtures.py` → `Fixtures/reference/geodesy.json`).
@Suite struct GeodesyTests {
    let reference: GeodesyReference

    init() throws {
        reference = try GeodesyReference.load()
    }

    // MARK: Web Mercator

    @Test func mapPointsAgreeWithProjsWebMercatorToAMillionthOfAPoint() {
        #expect(reference.mapPoints.count >= 200)
        for c in reference.mapPoints {
            let p = MapPoint(Coordinate(latitude: c.latitude, longitude: c.longitude))
            #expect(
                abs(p.x - c.x) <= 1e-6 && abs(p.y - c.y) <= 1e-6, "[\(c.latitude), \(c.longitude)]: \(p) against (\(c.x), \(c.y))"
            )
        }
    }

    @Test func coordinatesOfMapPointsAgreeWithProj() {
        #expect(reference.coordinates.count >= 100)
        for c in reference.coordinates {
            let coordinate = MapPoint(x: c.x, y: c.y).coordinate
            #expect(
                abs(coordinate.latitude - c.latitude) <= 1e-9 && abs(coordinate.longitude - c.longitude) <= 1e-9,
                "(\(c.x), \(c.y)): \(coordinate) against [\(c.latitude), \(c.longitude)]")
        }
    }

    @Test func coordinatesOfMapPointsBeyondTheWorldAreWrappedIntoIt() {
        let world = MapSize.world.width
        #expect(abs(MapPoint(x: world * 1.25, y: world / 2).coordinate.longitude + 90) < 1e-9)
        #expect(abs(MapPoint(x: -world / 4, y: world / 2).coordinate.longitude - 90) < 1e-9)
        #expect(MapPoint(x: world, y: world / 2).coordinate.longitude == 180)
    }

    @Test(arguments: [
        (0.0, 0.14929107086948487, 6.698324247899813),
        (30.0, 0.12928985993115688, 7.734558615288709),
        (45.0, 0.10556472858241421, 9.472860996552477),
        (-60.0, 0.07464553543474245, 13.396648495799623),
        (MapSize.maximumLatitude, 0.012878853746308646, 77.64666170594734),
        (89.9, 0.012878853746308646, 77.64666170594734),
    ])
    func metersPerMapPointFollowMapKit(latitude: Double, meters: Double, mapPoints: Double) {
        #expect(abs(Earth.metersPerMapPoint(atLatitude: latitude) - meters) <= 1e-12)
        #expect(abs(Earth.mapPointsPerMeter(atLatitude: latitude) - mapPoints) <= 1e-9)
    }

    // MARK: The inverse problem

    @Test func geodesicDistancesAgreeWithGeographicLib() {
        #expect(reference.inverse.count >= 100)
        for c in reference.inverse {
            let m = Geodesy.inverse(from: coordinate(c.from), to: coordinate(c.to))
            // The requirement is 0.1 %; the series are good to well under a millimeter.
            #expect(
                abs(m.distance - c.distance) <= 0.001 * c.distance + 1e-9, "\(c.note): \(m.distance) m against \(c.distance) m")
            #expect(abs(m.distance - c.distance) <= 1e-3, "\(c.note): \(m.distance) m against \(c.distance) m")
        }
    }

    @Test func azimuthsAgreeWithGeographicLibWhereTheGeodesicIsUnique() {
        for c in reference.inverse where c.unique {
            let m = Geodesy.inverse(from: coordinate(c.from), to: coordinate(c.to))
            #expect(
                degreesApart(m.initialAzimuth, c.initialAzimuth) <= 1e-6,
                "\(c.note): leaves at \(m.initialAzimuth) against \(c.initialAzimuth)")
            #expect(
                degreesApart(m.finalAzimuth, c.finalAzimuth) <= 1e-6,
                "\(c.note): arrives at \(m.finalAzimuth) against \(c.finalAzimuth)")
        }
    }

    @Test func bisectionAgreesWithVincentysIterationWhereBothWork() throws {
        var checked = 0
        for c in reference.inverse {
            let (a, b) = (coordinate(c.from), coordinate(c.to))
            let (phi1, phi2) = (a.latitude * .pi / 180, b.latitude * .pi / 180)
            let l = AuxiliarySphere.wrapped((b.longitude - a.longitude) * .pi / 180)
            guard c.unique, let vincenty = Geodesy.vincentyInverse(phi1: phi1, phi2: phi2, deltaLongitude: l, on: .wgs84) else {
                continue
            }
            let bisection = Geodesy.bisectionInverse(phi1: phi1, phi2: phi2, deltaLongitude: l, on: .wgs84)
            #expect(abs(bisection.distance - vincenty.distance) <= 1e-6, "\(c.note)")
            #expect(degreesApart(bisection.initialAzimuth, vincenty.initialAzimuth) <= 1e-6, "\(c.note)")
            #expect(degreesApart(bisection.finalAzimuth, vincenty.finalAzimuth) <= 1e-6, "\(c.note)")
            checked += 1
        }
        #expect(checked > 70)
    }

    @Test func nearTheAntipodeTheInverseConvergesAndItsGeodesicEndsAtTheTarget() {
        let halfMeridian = 20_003_931.458625  // GeographicLib's distance between antipodes
        for latitude in stride(from: -89.5, through: 89.5, by: 8.5) {
            for (dLatitude, dLongitude) in [
                (0.0, 0.0), (0.0, 0.5), (1e-9, -1e-9), (0.3, -0.7), (-0.01, 0.02), (0.0, 0.61), (2e-6, 0.0),
            ] {
                let a = Coordinate(latitude: latitude, longitude: 12.5)
                let b = Coordinate(latitude: -latitude + dLatitude, longitude: 12.5 + 180 + dLongitude)
                let m = Geodesy.inverse(from: a, to: b)
                #expect(m.distance.isFinite && m.initialAzimuth.isFinite && m.finalAzimuth.isFinite)
                #expect(m.distance > 19_900_000 && m.distance <= halfMeridian + 1e-3, "\(a) to \(b): \(m.distance)")
                let end = Geodesy.direct(from: a, azimuth: m.initialAzimuth, distance: m.distance).coordinate
                #expect(Earth.distance(end, b) < 1e-3, "\(a) to \(b) misses by \(Earth.distance(end, b)) m")
            }
        }
    }

    @Test func coincidentPointsAreNoDistanceApart() {
        let p = Coordinate(latitude: 47.3769, longitude: 8.5417)
        #expect(Earth.distance(p, p) == 0)
        #expect(Earth.distance(p, Coordinate(latitude: p.latitude, longitude: p.longitude + 360)) == 0)
    }

    @Test func metersBetweenMapPointsIsTheDistanceOfTheirCoordinates() {
        for c in reference.inverse where abs(c.from[0]) < 85 && abs(c.to[0]) < 85 && c.distance > 1000 {
            let meters = Earth.metersBetween(MapPoint(coordinate(c.from)), MapPoint(coordinate(c.to)))
            #expect(abs(meters - c.distance) <= 1e-3, "\(c.note): \(meters) m against \(c.distance) m")
        }
    }

    // MARK: The direct problem

    @Test func destinationsAgreeWithGeographicLib() {
        #expect(reference.direct.count >= 60)
        for c in reference.direct {
            let d = Geodesy.direct(from: coordinate(c.from), azimuth: c.azimuth, distance: c.distance)
            let miss = Geodesy.inverse(from: d.coordinate, to: coordinate(c.to)).distance
            #expect(miss <= 1e-3, "\(c.note): misses by \(miss) m")
            #expect(
                degreesApart(d.finalAzimuth, c.finalAzimuth) <= 1e-6,
                "\(c.note): arrives at \(d.finalAzimuth) against \(c.finalAzimuth)")
        }
    }

    @Test func earthsDestinationIsTheEllipsoidsAndStaysContinuousAcrossTheAntimeridian() {
        let east = Earth.destination(from: Coordinate(latitude: 0, longitude: 179.9), distance: 50_000, bearing: 90)
        #expect(east.longitude > 180 && abs(east.latitude) < 1e-9)
        #expect(abs(east.longitude - 179.9 - 50_000 / (Ellipsoid.wgs84.equatorialRadius * .pi / 180)) < 1e-9)
        for c in reference.direct {
            let p = Earth.destination(from: coordinate(c.from), distance: c.distance, bearing: c.azimuth)
            #expect(Geodesy.inverse(from: p, to: coordinate(c.to)).distance <= 1e-3, "\(c.note)")
        }
    }

    // MARK: Helpers

    func coordinate(_ pair: [Double]) -> Coordinate {
        Coordinate(latitude: pair[0], longitude: pair[1])
    }
}

/// Degrees between two compass directions, 0...180.
func degreesApart(_ a: Double, _ b: Double) -> Double {
    var d = (a - b).truncatingRemainder(dividingBy: 360)
    if d > 180 { d -= 360 }
    if d < -180 { d += 360 }
    return abs(d)
}
