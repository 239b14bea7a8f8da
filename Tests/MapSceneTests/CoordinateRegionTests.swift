import Foundation
import Testing

@testable import MapScene
@testable import MapSceneGeometry

/// Coordinate regions and map rects, converted both ways as MapKit does.
@Suite struct CoordinateRegionTests {
    let world = MapSize.world.width

    @Test(arguments: [
        CoordinateRegion(
            center: Coordinate(latitude: 34.924365, longitude: -120.217372),
            span: CoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.03)),
        CoordinateRegion(
            center: Coordinate(latitude: 0, longitude: 0), span: CoordinateSpan(latitudeDelta: 10, longitudeDelta: 20)),
        CoordinateRegion(
            center: Coordinate(latitude: -60, longitude: 179), span: CoordinateSpan(latitudeDelta: 5, longitudeDelta: 4)),
        CoordinateRegion(
            center: Coordinate(latitude: 40, longitude: -100), span: CoordinateSpan(latitudeDelta: 60, longitudeDelta: 120)),
    ])
    func regionsSurviveTheRoundTripThroughMapRects(region: CoordinateRegion) {
        let back = CoordinateRegion(MapRect(region))
        #expect(abs(back.center.latitude - region.center.latitude) < 1e-9)
        #expect(abs(back.center.longitude - region.center.longitude) < 1e-9)
        #expect(abs(back.span.latitudeDelta - region.span.latitudeDelta) < 1e-9)
        #expect(abs(back.span.longitudeDelta - region.span.longitudeDelta) < 1e-9)
    }

    @Test(arguments: [
        MapRect(x: 0, y: 0, width: 268_435_456, height: 268_435_456),
        MapRect(x: 44_739_242, y: 104_500_000, width: 3_000, height: 2_000),
        MapRect(x: 267_500_000, y: 90_000_000, width: 1_000_000, height: 750_000),
    ])
    func mapRectsSurviveTheRoundTripThroughRegions(rect: MapRect) {
        let back = MapRect(CoordinateRegion(rect))
        #expect(abs(back.minX - rect.minX) < 1e-6 && abs(back.minY - rect.minY) < 1e-6)
        #expect(abs(back.width - rect.width) < 1e-6 && abs(back.height - rect.height) < 1e-6)
    }

    @Test func theWholeWorldIsARegionAroundTheOrigin() {
        let region = CoordinateRegion(MapRect(x: 0, y: 0, width: world, height: world))
        #expect(abs(region.center.latitude) < 1e-9 && abs(region.center.longitude) < 1e-9)
        #expect(abs(region.span.latitudeDelta - 2 * MapSize.maximumLatitude) < 1e-9)
        #expect(abs(region.span.longitudeDelta - 360) < 1e-9)
    }

    @Test func aRegionAcrossTheAntimeridianRunsPastTheWorldsEdge() {
        let rect = MapRect(
            CoordinateRegion(
                center: Coordinate(latitude: 0, longitude: 179), span: CoordinateSpan(latitudeDelta: 2, longitudeDelta: 4)))
        #expect(rect.maxX > world && rect.minX < world)
        #expect(abs(rect.midX - MapPoint(Coordinate(latitude: 0, longitude: 179)).x) < 1e-6)
        let wrapped = CoordinateRegion(MapRect(x: rect.minX + world, y: rect.minY, width: rect.width, height: rect.height))
        #expect(abs(wrapped.center.longitude - 179) < 1e-9)
    }

    @Test func aRegionOfMetersCoversThemAlongTheMeridianAndTheParallel() {
        let center = Coordinate(latitude: 34.924365, longitude: -120.217372)
        let region = CoordinateRegion(center: center, latitudinalMeters: 1200, longitudinalMeters: 1000)
        let north = Coordinate(latitude: center.latitude + region.span.latitudeDelta / 2, longitude: center.longitude)
        let south = Coordinate(latitude: center.latitude - region.span.latitudeDelta / 2, longitude: center.longitude)
        #expect(abs(Earth.distance(north, south) - 1200) < 1e-3)
        let alongParallel = region.span.longitudeDelta * .pi / 180 * Ellipsoid.wgs84.parallelRadius(atLatitude: center.latitude)
        #expect(abs(alongParallel - 1000) < 1e-9)
        let west = Coordinate(latitude: center.latitude, longitude: center.longitude - region.span.longitudeDelta / 2)
        let east = Coordinate(latitude: center.latitude, longitude: center.longitude + region.span.longitudeDelta / 2)
        #expect(
            abs(Earth.distance(west, east) - 1000) < 1e-3, "a kilometer of parallel is a kilometer of geodesic, to the millimeter"
        )
    }

    @Test(arguments: [
        // latitude, meters, latitudeDelta and longitudeDelta from pyproj's Geod and the parallel's radius
        (0.0, 1000.0, 0.009043694770315277, 0.008983152841195214),
        (60.0, 1000.0, 0.008975670662806579, 0.017921146448389637),
    ])
    func regionsOfMetersHaveMapKitsSpans(latitude: Double, meters: Double, latitudeDelta: Double, longitudeDelta: Double) {
        let region = CoordinateRegion(
            center: Coordinate(latitude: latitude, longitude: 0), latitudinalMeters: meters, longitudinalMeters: meters)
        #expect(abs(region.span.latitudeDelta - latitudeDelta) < 1e-12)
        #expect(abs(region.span.longitudeDelta - longitudeDelta) < 1e-12)
    }

    @Test func regionsOfMetersStopAtThePolesAndTheWholeWorld() {
        let region = CoordinateRegion(
            center: Coordinate(latitude: 80, longitude: 0), latitudinalMeters: 5_000_000, longitudinalMeters: 1e9)
        let south = Geodesy.direct(from: Coordinate(latitude: 80, longitude: 0), azimuth: 180, distance: 2_500_000).coordinate
        #expect(abs(region.span.latitudeDelta - (90 - south.latitude)) < 1e-9)
        #expect(region.span.longitudeDelta == 360)
        let pole = CoordinateRegion(
            center: Coordinate(latitude: 90, longitude: 0), latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(pole.span.longitudeDelta == 360 && pole.span.latitudeDelta > 0)
    }
}
