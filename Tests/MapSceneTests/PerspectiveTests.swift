import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneGeometry

/// Pitch and heading: a true perspective view of the ground, clamped and clipped as MapKit does.
@Suite struct PerspectiveTests {
    private func resolve(_ yaml: String) throws -> (viewport: Viewport, diagnostics: [Diagnostic]) {
        let scene = try #require(decode(yaml).scene)
        var diagnostics: [Diagnostic] = []
        let viewport = CameraResolver.resolve(scene, diagnostics: &diagnostics)
        return (viewport, diagnostics)
    }

    @Test func doublingTheAltitudeZoomsOutByOneLevel() throws {
        let near = try resolve("mapscene: 1\ncamera: {center: [37.8, -122.4], altitude: 5km}\n").viewport
        let far = try resolve("mapscene: 1\ncamera: {center: [37.8, -122.4], altitude: 10km}\n").viewport
        #expect(abs(ResolvedCamera(near).zoomLevel - ResolvedCamera(far).zoomLevel - 1) < 1e-9)
        #expect(abs(near.altitude - 5000) < 1e-6)
    }

    @Test func theAltitudeIsTheEyesHeightWhenPitched() throws {
        let v = try resolve("mapscene: 1\ncamera: {center: [37.8, -122.4], altitude: 5km, pitch: 60}\n").viewport
        #expect(abs(v.altitude - 5000) < 1e-6)
        #expect(abs(v.eyeDistance - 10000) < 1e-6)
    }

    @Test func aPitchBeyondTheSupportedRangeIsClampedWithAWarning() throws {
        let marked = MarkedText("mapscene: 1\ncamera: {center: [37.8, -122.4], distance: 2km, pitch: 1️⃣85}\n")
        let (v, diagnostics) = try resolve(marked.text)
        #expect(v.pitch == CameraResolver.maximumPitch)
        #expect(diagnostics.map(\.rule) == ["camera-pitch"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.range?.start == marked[1])
    }

    @Test func theCenterKeepsItsPlaceAndScaleWhenPitched() throws {
        let flat = try resolve("mapscene: 1\ncamera: {center: [37.8, -122.4], distance: 2km}\n").viewport
        let pitched = try resolve("mapscene: 1\ncamera: {center: [37.8, -122.4], distance: 2km, pitch: 50}\n").viewport
        let center = Coordinate(latitude: 37.8, longitude: -122.4)
        let p = try #require(pitched.visibleCanvasPoint(center))
        #expect(abs(p.x - 400) < 1e-6 && abs(p.y - 300) < 1e-6)
        let east = Earth.offset(center, east: 10, north: 0)
        let q = try #require(pitched.visibleCanvasPoint(east))
        #expect(abs((q.x - p.x) - (flat.canvasPoint(east).x - 400)) < 0.01)
    }

    @Test func fartherGroundLooksSmaller() throws {
        let v = try resolve("mapscene: 1\ncamera: {center: [0, 0], distance: 2km, pitch: 60}\n").viewport
        let center = Coordinate(latitude: 0, longitude: 0)
        let north = try #require(v.visibleCanvasPoint(Earth.offset(center, east: 0, north: 500)))
        let south = try #require(v.visibleCanvasPoint(Earth.offset(center, east: 0, north: -500)))
        #expect(north.y < 300 && south.y > 300)
        #expect(300 - north.y < south.y - 300)
    }

    @Test func headingTurnsTheMapSoItFacesUp() throws {
        let v = try resolve("mapscene: 1\ncamera: {center: [0, 0], distance: 2km, heading: 90}\n").viewport
        let east = v.canvasPoint(Earth.offset(Coordinate(latitude: 0, longitude: 0), east: 500, north: 0))
        #expect(abs(east.x - 400) < 1e-6 && east.y < 300)
    }

    @Test func nothingIsDrawnInTheSky() throws {
        let yaml = """
            mapscene: 1
            canvas: {width: 800, height: 600}
            camera: {center: [45, 10], distance: 200km, pitch: 80}
            overlays:
              - {id: big, polygon: [[60, -10], [60, 30], [30, 30], [30, -10]]}
              - {id: line, polyline: [[30, 10], [45, 10], [70, 10]]}

            """
        let scene = try #require(decode(yaml).scene)
        let (list, _) = SceneCompiler.compile(scene)
        var ignored: [Diagnostic] = []
        let horizon = try #require(CameraResolver.resolve(scene, diagnostics: &ignored).horizonY)
        #expect(list.items.contains { $0.id == "sky" })
        for item in list.items where ["big", "line"].contains(item.id) {
            let points: [CanvasPoint]
            switch item.shape {
            case .polygon(let rings): points = rings.flatMap { $0 }
            case .polyline(let parts): points = parts.flatMap { $0 }
            default: points = []
            }
            #expect(!points.isEmpty)
            #expect(points.allSatisfy { $0.y >= horizon - 1e-6 }, "\(item.id) reaches into the sky")
        }
    }

    @Test func lookAtAimsFromTheEyeToTheTarget() throws {
        let v = try resolve("mapscene: 1\ncamera: {lookAt: [37.80, -122.40], from: [37.75, -122.40], altitude: 5km}\n").viewport
        #expect(abs(v.heading - 0) < 0.01 || abs(v.heading - 360) < 0.01)
        let ground = Earth.distance(Coordinate(latitude: 37.75, longitude: -122.4), Coordinate(latitude: 37.8, longitude: -122.4))
        #expect(abs(v.pitch - atan2(ground, 5000) * 180 / .pi) < 1e-9)
        #expect(abs(v.altitude - 5000) < 1e-6)
    }

    @Test func aTurnedFitStillKeepsEveryVertexInside() throws {
        let yaml = """
            mapscene: 1
            canvas: {width: 800, height: 600}
            camera: {fit: all, padding: 30, heading: 35}
            overlays:
              - polygon: [[41.000512, -109.050116], [41.002371, -102.052066], [36.993076, -102.041981], [36.99892, -109.045267]]

            """
        let v = try resolve(yaml).viewport
        let corners = [(41.000512, -109.050116), (41.002371, -102.052066), (36.993076, -102.041981), (36.99892, -109.045267)]
        let points = corners.map { v.canvasPoint(Coordinate(latitude: $0.0, longitude: $0.1)) }
        for p in points { #expect(p.x >= 30 - 1e-6 && p.x <= 770 + 1e-6 && p.y >= 30 - 1e-6 && p.y <= 570 + 1e-6, "\(p)") }
        let xs = points.map(\.x), ys = points.map(\.y)
        #expect(abs(xs.min()! - 30) < 1e-6 || abs(ys.min()! - 30) < 1e-6)
    }

    @Test func theVisibleMapRectOfAFlatViewIsItsMapRect() throws {
        let v = try resolve("mapscene: 1\ncamera: {center: [10, 10], distance: 5km}\n").viewport
        let r = v.visibleMapRect
        #expect(abs(r.width - v.mapRect.width) < 1e-6 && abs(r.minY - v.mapRect.minY) < 1e-6)
    }
}
