import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneDecode
@testable import MapSceneGeometry
@testable import MapSceneModel

/// `camera: {center, zoom}`: a web map's zoom level, where the world is 256 · 2^zoom canvas
/// points across at the center, checked against the tile maths written out here.
@Suite struct CameraZoomTests {
    /// The slippy-map tile maths, written out independently of mapc: the Web Mercator point of a
    /// coordinate in a world 256 · 2^zoom points square, y growing southward.
    static func worldPoint(latitude: Double, longitude: Double, zoom: Double) -> (x: Double, y: Double) {
        let size = 256 * pow(2, zoom)
        let sine = sin(latitude * .pi / 180)
        return ((longitude + 180) / 360 * size, (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * size)
    }

    /// Meters per point at the center, from WGS 84's equatorial radius: 2π · 6378137 m over
    /// 256 · 2^zoom points, shrunk by the cosine of the latitude.
    static func groundResolution(latitude: Double, zoom: Double) -> Double {
        2 * .pi * 6_378_137 * cos(latitude * .pi / 180) / (256 * pow(2, zoom))
    }

    private func viewport(_ yaml: String) throws -> Viewport {
        let (scene, diagnostics) = decode(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        var resolved: [Diagnostic] = []
        let viewport = CameraResolver.resolve(try #require(scene), diagnostics: &resolved)
        #expect(resolved.isEmpty, "\(resolved.map(\.message))")
        return viewport
    }

    private func scene(latitude: Double, zoom: Double, pitch: Double = 0, heading: Double = 0, scale: Int = 1) -> String {
        """
        mapscene: 1
        canvas: {width: 800, height: 600, scale: \(scale)}
        camera: {center: [\(latitude), 10], zoom: \(zoom), pitch: \(pitch), heading: \(heading)}

        """
    }

    @Test(arguments: [0.0, 45, 60, -33])
    func theWorldIs256TimesTwoToTheZoomPointsAcrossAtTheCenter(latitude: Double) throws {
        for zoom in [0, 3, 13.5, 14, 17.25, 22] {
            for pitch in [0.0, 45] {
                let v = try viewport(scene(latitude: latitude, zoom: zoom, pitch: pitch))
                let center = try #require(v.visibleCanvasPoint(Coordinate(latitude: latitude, longitude: 10)))
                #expect(abs(center.x - 400) < 1e-6 && abs(center.y - 300) < 1e-6)
                // A point 100 world points east on the center's parallel is 100 canvas points right,
                // pitched or not: the center's row is at the eye's focal distance.
                let east = 10 + 100 / (256 * pow(2, zoom)) * 360
                let p = try #require(v.visibleCanvasPoint(Coordinate(latitude: latitude, longitude: east)))
                #expect(abs(p.x - 500) < 1e-6, "latitude \(latitude), zoom \(zoom), pitch \(pitch): \(p.x)")
                #expect(abs(p.y - 300) < 1e-6)
                let resolved = ResolvedCamera(v)
                #expect(abs(resolved.zoomLevel - zoom) < 1e-9, "inspect camera reports the zoom written")
                let expected = Self.groundResolution(latitude: latitude, zoom: zoom)
                #expect(abs(resolved.metersPerPoint / expected - 1) < 1e-9, "\(resolved.metersPerPoint) vs \(expected)")
            }
        }
    }

    @Test(arguments: [0.0, 45, 60, -33])
    func unpitchedEveryPointIsWhereTheTileMathsPutsIt(latitude: Double) throws {
        for zoom in [2, 11.25, 14, 16.5] {
            let v = try viewport(scene(latitude: latitude, zoom: zoom))
            let center = Self.worldPoint(latitude: latitude, longitude: 10, zoom: zoom)
            let size = 256 * pow(2, zoom)
            // Points 150 and −220 world points away across, 120 and −90 down.
            for (dx, dy) in [(150.0, 120.0), (-220, -90), (300, -250)] {
                let longitude = 10 + dx / size * 360
                let y = center.y + dy
                let latitudeThere = atan(sinh(.pi * (1 - 2 * y / size))) * 180 / .pi
                let p = v.canvasPoint(Coordinate(latitude: latitudeThere, longitude: longitude))
                #expect(abs(p.x - (400 + dx)) < 1e-6 && abs(p.y - (300 + dy)) < 1e-6, "zoom \(zoom): \(p) for (\(dx), \(dy))")
            }
        }
    }

    /// Canvas points computed apart from mapc, with Python's `math` and the tile maths above.
    @Test func canvasPointsMatchValuesComputedElsewhere() throws {
        let cases: [(center: (Double, Double), point: (Double, Double), zoom: Double, expected: (Double, Double))] = [
            ((60.1699, 24.9384), (60.1750, 24.9500), 14, (535.1497955555096, 180.53807188058272)),
            ((-33.8568, 151.2153), (-33.8600, 151.2100), 15.5, (225.34610840119421, 426.98608483187854)),
            ((0, 0), (1, 2), 6, (491.0222222222219, 254.48657813337195)),
            ((45, 10), (45.2, 10.3), 11.25, (919.5725165921613, -190.71562328268192)),
        ]
        for c in cases {
            let v = try viewport(
                "mapscene: 1\ncanvas: {width: 800, height: 600}\ncamera: {center: [\(c.center.0), \(c.center.1)], zoom: \(c.zoom)}\n"
            )
            let p = v.canvasPoint(Coordinate(latitude: c.point.0, longitude: c.point.1))
            #expect(abs(p.x - c.expected.0) < 1e-6 && abs(p.y - c.expected.1) < 1e-6, "\(p) vs \(c.expected)")
        }
        // The table of ground resolutions every web map publishes.
        #expect(abs(Self.groundResolution(latitude: 0, zoom: 0) - 156_543.034) < 1e-3)
        #expect(abs(Self.groundResolution(latitude: 0, zoom: 14) - 9.5546) < 1e-4)
    }

    @Test func headingTurnsTheMapAboutTheCenterWithoutChangingTheZoom() throws {
        let v = try viewport(scene(latitude: 45, zoom: 12, heading: 90))
        // Facing east, a point 100 world points north of the center is 100 points left of it.
        let size = 256 * pow(2, 12.0)
        let center = Self.worldPoint(latitude: 45, longitude: 10, zoom: 12)
        let north = atan(sinh(.pi * (1 - 2 * (center.y - 100) / size))) * 180 / .pi
        let p = v.canvasPoint(Coordinate(latitude: north, longitude: 10))
        #expect(abs(p.x - 300) < 1e-6 && abs(p.y - 300) < 1e-6, "\(p)")
    }

    @Test func theCanvasScaleChangesPixelsNotTheViewedArea() throws {
        let atOne = try viewport(scene(latitude: 60, zoom: 13))
        let atTwo = try viewport(scene(latitude: 60, zoom: 13, scale: 2))
        #expect(atOne == atTwo)
    }

    @Test func bothSyntaxesSpellTheSameCamera() throws {
        let yaml = try #require(decode("mapscene: 1\ncamera: {center: [60.17, 24.94], zoom: 14.5, pitch: 30}\n").scene)
        let (root, syntax) = readDSL("mapscene 1\ncamera { center (60.17, 24.94) zoom 14.5 pitch 30 }\n")
        #expect(syntax.isEmpty)
        let (dsl, diagnostics) = SceneDecoder.decode(try #require(root))
        #expect(diagnostics.isEmpty)
        #expect(yaml.camera.form == .centerZoom(center: Coordinate(latitude: 60.17, longitude: 24.94), zoom: 14.5))
        #expect(dsl?.camera.form == yaml.camera.form && dsl?.camera.pitch == 30)
    }

    @Test func aZoomOutsideWebMapsLevelsIsAnErrorSayingWhy() {
        for value in ["23", "-1", "22.5"] {
            expectSingle(
                MarkedText("mapscene: 1\ncamera: {center: [60.17, 24.94], zoom: 1️⃣\(value)}\n"), rule: "zoom-range",
                message: "zoom must be between 0 (the world in one 256-point tile) and 22 (the deepest zoom of web maps, "
                    + "about 4 cm a point at the equator), found \(value)")
        }
        for value in ["0", "22", "0.5"] {
            #expect(decode("mapscene: 1\ncamera: {center: [60.17, 24.94], zoom: \(value)}\n").diagnostics.isEmpty)
        }
    }

    @Test func aZoomThatIsNotANumberIsAnErrorAtTheValue() {
        expectSingle(
            MarkedText("mapscene: 1\ncamera: {center: [60.17, 24.94], zoom: 1️⃣close}\n"), rule: "wrong-type",
            message: "expected a number for zoom, found a string")
        expectSingle(
            MarkedText("mapscene: 1\ncamera: {center: [60.17, 24.94], zoom: 1️⃣[14, 15]}\n"), rule: "wrong-type",
            message: "expected a number for zoom, found a list")
    }

    @Test func aZoomIsOneFormOfTheCamera() {
        expectSingle(
            MarkedText("mapscene: 1\ncamera: {center: [1, 2], span: [1, 1], 1️⃣zoom: 3}\n"), rule: "camera-form",
            message: "the camera has more than one form ('span' and 'zoom'); use exactly one")
        expectSingle(
            MarkedText("mapscene: 1\ncamera: {center: [1, 2], 1️⃣zoom: 3, distance: 1km}\n"), rule: "camera-form",
            message: "the camera has more than one form ('distance' and 'zoom'); use exactly one")
        expectSingle(
            MarkedText("mapscene: 1\ncamera: {center: [1, 2], zoom: 3, 1️⃣altitude: 1km}\n"), rule: "camera-form",
            message: "the camera has more than one form ('zoom' and 'altitude'); use exactly one")
        expectSingle(
            MarkedText("mapscene: 1\ncamera: {1️⃣center: [1, 2]}\n"), rule: "camera-form",
            message: "the camera's center needs a span, a distance, a zoom or an altitude")
        expectSingle(
            MarkedText("mapscene: 1\ncamera: {1️⃣zoom: 3}\n"), rule: "missing-key",
            message: "missing required key 'center' in camera")
        expectSingle(
            MarkedText("mapscene: 1\ncamera: {center: [1, 2], zoom: 3, 1️⃣padding: 20}\n"), rule: "misplaced-key",
            message: "'padding' does not apply to a camera aimed with 'zoom'")
    }
}
