import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneGeometry

/// A camera's center is the canvas center (MapKit's region and camera centers are the middle of
/// the view): for every form that names a center, checked against PROJ's Web Mercator
/// (`Scripts/fixtures/reference-fixtures.py` → `Fixtures/reference/geodesy.json`, `cameraCenters`).
@Suite struct CameraCenterTests {
    let reference: GeodesyReference

    init() throws {
        reference = try GeodesyReference.load()
    }

    private func viewport(camera: String, width: Double, height: Double) throws -> Viewport {
        let (scene, diagnostics) = decode("mapscene: 1\ncanvas: {width: \(width), height: \(height)}\ncamera: \(camera)\n")
        #expect(diagnostics.isEmpty, "\(camera): \(diagnostics.map(\.message))")
        var resolving: [Diagnostic] = []
        let viewport = CameraResolver.resolve(try #require(scene), diagnostics: &resolving)
        #expect(resolving.isEmpty)
        return viewport
    }

    @Test func theMapRectCenterIsProjsProjectionOfTheCenterForEveryFormThatNamesOne() throws {
        #expect(reference.cameraCenters.count >= 100)
        #expect(
            Set(reference.cameraCenters.map(\.note)) == [
                "center + span", "center + distance", "center + altitude", "lookAt + from + altitude",
            ])
        for c in reference.cameraCenters {
            let v = try viewport(camera: c.camera, width: c.canvas[0], height: c.canvas[1])
            let middle = v.centerMapPoint
            let x = Viewport.unwrap(middle.x, near: c.x)
            #expect(
                abs(x - c.x) <= 1e-6 && abs(middle.y - c.y) <= 1e-6,
                "\(c.camera) on \(c.canvas): the canvas center is (\(x), \(middle.y)), PROJ puts the center at (\(c.x), \(c.y))")
            // And the center coordinate is drawn in the middle of the canvas, whatever the pitch and heading.
            let drawn = try #require(v.visibleCanvasPoint(Coordinate(latitude: c.center[0], longitude: c.center[1])))
            #expect(abs(drawn.x - c.canvas[0] / 2) <= 1e-6 && abs(drawn.y - c.canvas[1] / 2) <= 1e-6, "\(c.camera): \(drawn)")
        }
    }

    @Test func inspectReportsTheCenterAsWritten() throws {
        let v = try viewport(camera: "{center: [40, 10], span: [60, 60]}", width: 500, height: 800)
        let resolved = ResolvedCamera(v)
        #expect(resolved.center.latitude == 40 && resolved.center.longitude == 10, "\(resolved.center)")
    }

    @Test func aSpanKeepsItsHeightInMapPointsAroundTheCenter() throws {
        // Away from the equator the region's northern half is the taller: the rect is as tall
        // as the whole region, centered, so a landscape canvas shows the span's whole height.
        let v = try viewport(camera: "{center: [60, 0], span: [20, 1]}", width: 1000, height: 100)
        let north = MapPoint(Coordinate(latitude: 70, longitude: 0)).y
        let south = MapPoint(Coordinate(latitude: 50, longitude: 0)).y
        #expect(abs(v.mapRect.height - (south - north)) < 1e-6)
        #expect(abs(v.mapRect.midY - MapPoint(Coordinate(latitude: 60, longitude: 0)).y) < 1e-6)
    }

    @Test func aMapRectKeepsItsOwnCenter() throws {
        let v = try viewport(camera: "{mapRect: [1000000, 2000000, 300000, 100000]}", width: 500, height: 800)
        #expect(abs(v.centerMapPoint.x - 1_150_000) < 1e-6 && abs(v.centerMapPoint.y - 2_050_000) < 1e-6)
    }

    @Test func aFitKeepsTheCenterOfWhatItFits() throws {
        let (scene, _) = decode(
            "mapscene: 1\ncanvas: {width: 500, height: 800}\ncamera: {fit: all, padding: 10}\noverlays: [{polyline: [[10, 0], [60, 20]]}]\n"
        )
        var diagnostics: [Diagnostic] = []
        let v = CameraResolver.resolve(try #require(scene), diagnostics: &diagnostics)
        let a = MapPoint(Coordinate(latitude: 10, longitude: 0)), b = MapPoint(Coordinate(latitude: 60, longitude: 20))
        #expect(abs(v.centerMapPoint.x - (a.x + b.x) / 2) < 1e-6 && abs(v.centerMapPoint.y - (a.y + b.y) / 2) < 1e-6)
    }
}
