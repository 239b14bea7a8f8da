import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneGeometry

/// Web Mercator in MapKit's map points, and the camera forms resolved to a viewport.
@Suite struct CameraTests {
    let world = MapSize.world.width

    @Test func theOriginOfCoordinatesIsTheCenterOfTheWorld() {
        let p = MapPoint(Coordinate(latitude: 0, longitude: 0))
        #expect(abs(p.x - world / 2) < 1e-6)
        #expect(abs(p.y - world / 2) < 1e-6)
    }

    @Test func theWorldEndsAtMercatorsLatitudeAndTheAntimeridian() {
        #expect(abs(MapPoint(Coordinate(latitude: MapSize.maximumLatitude, longitude: -180)).y) < 1e-6)
        #expect(abs(MapPoint(Coordinate(latitude: 0, longitude: 180)).x - world) < 1e-6)
        #expect(
            MapPoint(Coordinate(latitude: 89.9, longitude: 0)).y
                == MapPoint(Coordinate(latitude: MapSize.maximumLatitude, longitude: 0)).y)
    }

    @Test func coordinatesSurviveTheRoundTrip() {
        for (lat, lon) in [(34.924365, -120.217372), (-33.8688, 151.2093), (60.17, 24.94), (0, 0)] {
            let back = MapPoint(Coordinate(latitude: lat, longitude: lon)).coordinate
            #expect(abs(back.latitude - lat) < 1e-9)
            #expect(abs(back.longitude - lon) < 1e-9)
        }
    }

    @Test func metersPerMapPointFollowMapKit() {
        #expect(abs(Earth.metersPerMapPoint(atLatitude: 0) - 0.149291) < 1e-6)
        #expect(abs(Earth.metersPerMapPoint(atLatitude: 60) - 0.149291 / 2) < 1e-6)
    }

    private func viewport(_ yaml: String) throws -> Viewport {
        let (scene, diagnostics) = decode(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        var ignored: [Diagnostic] = []
        return CameraResolver.resolve(try #require(scene), diagnostics: &ignored)
    }

    @Test func centerAndDistanceCoverTheMetersWithTheCanvasAspect() throws {
        let v = try viewport(
            "mapscene: 1\ncanvas: {width: 800, height: 600}\ncamera: {center: [34.924365, -120.217372], distance: [1200m, 1000m]}\n"
        )
        #expect(abs(v.mapRect.width / v.mapRect.height - 800.0 / 600.0) < 1e-9)
        let metersPerMapPoint = Earth.metersPerMapPoint(atLatitude: 34.924365)
        let northSouth = v.mapRect.height * metersPerMapPoint
        let eastWest = v.mapRect.width * metersPerMapPoint
        #expect(northSouth >= 1200 - 1e-6 && eastWest >= 1000 - 1e-6)
        #expect(abs(northSouth - 1200) < 1e-6 || abs(eastWest - 1000) < 1e-6)
        let center = v.canvasPoint(Coordinate(latitude: 34.924365, longitude: -120.217372))
        #expect(abs(center.x - 400) < 1e-6 && abs(center.y - 300) < 1e-6)
    }

    @Test func centerAndSpanCoverTheDegrees() throws {
        let v = try viewport("mapscene: 1\ncanvas: {width: 400, height: 400}\ncamera: {center: [0, 0], span: [10, 20]}\n")
        #expect(abs(v.mapRect.width - world * 20 / 360) < 1e-3)
        let east = v.canvasPoint(Coordinate(latitude: 0, longitude: 10))
        #expect(abs(east.x - 400) < 1e-6)
    }

    @Test func fitKeepsEveryVertexInsideThePadding() throws {
        let yaml = """
            mapscene: 1
            canvas: {width: 800, height: 600}
            camera: {fit: all, padding: 40}
            overlays:
              - polygon: [[41.000512, -109.050116], [41.002371, -102.052066], [36.993076, -102.041981], [36.99892, -109.045267]]

            """
        let v = try viewport(yaml)
        let corners = [(41.000512, -109.050116), (41.002371, -102.052066), (36.993076, -102.041981), (36.99892, -109.045267)]
        let points = corners.map { v.canvasPoint(Coordinate(latitude: $0.0, longitude: $0.1)) }
        for p in points {
            #expect(p.x >= 40 - 1e-6 && p.x <= 760 + 1e-6 && p.y >= 40 - 1e-6 && p.y <= 560 + 1e-6, "\(p)")
        }
        // Tight on one axis.
        let minY = points.map(\.y).min()!, maxY = points.map(\.y).max()!
        let minX = points.map(\.x).min()!, maxX = points.map(\.x).max()!
        #expect(abs(minY - 40) < 1e-6 && abs(maxY - 560) < 1e-6 || abs(minX - 40) < 1e-6 && abs(maxX - 760) < 1e-6)
    }

    @Test func fitLeavesRoomForPinsAndCallouts() throws {
        let yaml = """
            mapscene: 1
            canvas: {width: 600, height: 400}
            camera: {fit: all, padding: 10}
            annotations:
              - {id: a, coordinate: [37.0, -122.0], title: North, callout: true}
              - {id: b, coordinate: [36.0, -121.0]}

            """
        let scene = try #require(decode(yaml).scene)
        let list = SceneCompiler.compile(scene).renderList
        let callout = try #require(list.items.first { $0.id == "a.callout" })
        guard case .callout(let bubble) = callout.shape else { Issue.record("not a callout"); return }
        #expect(bubble.frame.y >= 10 - 1e-6)
        let pinB = try #require(list.items.first { $0.id == "b" }?.anchor)
        #expect(pinB.y <= 400 - 10 + 1e-6)
    }

    @Test func fitAcrossTheAntimeridianSpansThePacific() throws {
        let yaml = """
            mapscene: 1
            canvas: {width: 800, height: 400}
            camera: {fit: all, padding: 20}
            annotations:
              - {id: tokyo, coordinate: [35.6762, 139.6503]}
              - {id: sf, coordinate: [37.7749, -122.4194]}

            """
        let v = try viewport(yaml)
        #expect(v.mapRect.width < world / 2)
        let tokyo = v.canvasPoint(Coordinate(latitude: 35.6762, longitude: 139.6503))
        let sf = v.canvasPoint(Coordinate(latitude: 37.7749, longitude: -122.4194))
        #expect(tokyo.x < sf.x)
        #expect(tokyo.x >= 0 && sf.x <= 800)
    }

    @Test func aLineAcrossTheAntimeridianStaysContinuous() throws {
        let v = try viewport("mapscene: 1\ncamera: {center: [0, 180], span: [20, 40]}\n")
        let points = v.lineParts([Coordinate(latitude: 0, longitude: 170), Coordinate(latitude: 0, longitude: -170)])[0]
        #expect(abs((points[1].x - points[0].x) - v.canvasWidth / 2) < 1)
    }
}

/// Curves on the earth.
@Suite struct GeodesicOverlayTests {
    @Test func aGeodesicPolylineBendsTowardThePoleAndStaysContinuous() throws {
        let list = try #require(try Examples.compile("geodesic").renderList)
        let flight = try #require(list.items.first { $0.id == "flight" })
        let straight = try #require(list.items.first { $0.id == "straight" })
        guard case .polyline(let curved) = flight.shape, case .polyline(let chord) = straight.shape else {
            Issue.record("not lines"); return
        }
        #expect(curved[0].count > 20)
        let northmost = curved[0].map(\.y).min()!
        #expect(northmost < chord[0].map(\.y).min()! - 50)
        // Continuous across the antimeridian: no jump of more than a few points.
        for (a, b) in zip(curved[0], curved[0].dropFirst()) { #expect(abs(b.x - a.x) < 60) }
        // The fit keeps both ends inside the canvas.
        for p in [curved[0].first!, curved[0].last!] { #expect(p.x > 0 && p.x < list.canvas.width) }
    }
}
