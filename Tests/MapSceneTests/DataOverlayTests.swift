import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList

/// `data:` overlays draw every feature their filter keeps, each its own item; `source:` gives a
/// polyline its lines and a polygon its areas — a track's segments stay apart.
@Suite struct DataOverlayTests {
    typealias C = DataScene

    /// A square area around (lat, lon), `size` degrees across, with a hole in its middle when asked.
    static func square(_ lat: Double, _ lon: Double, _ size: Double, hole: Bool = false) -> DataGeometry {
        let h = size / 2, q = size / 6
        let ring = C.coordinates([
            (lat - h, lon - h), (lat - h, lon + h), (lat + h, lon + h), (lat + h, lon - h), (lat - h, lon - h),
        ])
        let inner = C.coordinates([(lat - q, lon - q), (lat - q, lon + q), (lat + q, lon + q), (lat + q, lon - q)])
        return .area(exterior: ring, holes: hole ? [inner] : [])
    }

    let city = DataFile(
        path: "city.geojson", format: .geojson,
        features: [
            C.feature(
                [square(60.17, 24.94, 0.004, hole: true)], ["class": "park", "name": "Esplanadi", "fill": "#00aa00"], line: 3),
            C.feature(
                [.line(C.coordinates([(60.168, 24.93), (60.172, 24.95)]))],
                ["class": "road", "name": "Mannerheimintie", "stroke": "#ff0000", "stroke-width": "5"], line: 9),
            C.point(60.171, 24.941, ["class": "poi", "name": "Station", "marker-color": "#000080"], line: 14),
            C.feature(
                [square(60.165, 24.95, 0.002), square(60.175, 24.93, 0.002)], ["class": "park", "name": "Twin"], line: 18),
        ])

    private func compile(_ overlays: String, _ files: [DataFile]? = nil, camera: String = "{fit: all}") -> (
        list: RenderList?, diagnostics: [Diagnostic]
    ) {
        DataScene.compile("mapscene: 1\ncamera: \(camera)\noverlays:\n" + overlays, files: files ?? [city])
    }

    @Test func everyFeatureIsItsOwnItem() throws {
        let (list, diagnostics) = compile("  - {id: city, data: city.geojson}\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let items = C.items(try #require(list), "city.")
        #expect(items.map(\.id) == ["city.1", "city.2", "city.3", "city.4"])
        guard case .polygon(let park) = items[0].shape, case .polyline(let road) = items[1].shape, case .dot = items[2].shape,
            case .polygon(let twin) = items[3].shape
        else { Issue.record("\(items.map(\.shape))"); return }
        #expect(park.count == 2)  // the exterior and its hole
        #expect(road.count == 1)
        #expect(twin.count == 2)  // two exteriors, one item
        #expect(items.allSatisfy { $0.layer == .aboveLabels && $0.source?.line == 4 })
    }

    @Test func whereKeepsMatchingFeatures() throws {
        let (list, _) = compile("  - {id: parks, data: city.geojson, where: {class: park}}\n")
        #expect(C.items(try #require(list), "parks.").map(\.id) == ["parks.1", "parks.2"])
        let (either, _) = compile("  - {id: some, data: city.geojson, where: {name: [Station, Twin]}}\n")
        #expect(C.items(try #require(either), "some.").count == 2)
    }

    @Test func simplestyleAppliesWhereTheSceneSetsNothing() throws {
        let (list, _) = compile("  - {id: city, data: city.geojson}\n")
        let items = C.items(try #require(list), "city.")
        #expect(items[0].style.fill == Color(red: 0, green: 0xAA, blue: 0).withAlpha(0.6))  // GeoJSON's default fill-opacity
        #expect(items[0].style.stroke == SceneCompiler.overlayBlue)
        #expect(items[1].style.stroke == Color(red: 0xFF, green: 0, blue: 0))
        #expect(items[1].style.strokeWidth == 5)
        #expect(items[2].style.fill == Color(red: 0, green: 0, blue: 0x80))
        #expect(items[3].style.fill == SceneCompiler.overlayBlue.withAlpha(0.15))
    }

    @Test func theScenesOwnKeysWin() throws {
        let (inline, _) = compile("  - {id: city, data: city.geojson, stroke: orange, fill: yellow}\n")
        let items = C.items(try #require(inline), "city.")
        let orange = try Color.parse("orange").get(), yellow = try Color.parse("yellow").get()
        #expect(items[0].style.fill == yellow && items[0].style.stroke == orange)
        #expect(items[1].style.stroke == orange)
        #expect(items[1].style.strokeWidth == 5)  // the scene sets no width
        #expect(items[2].style.fill == orange)  // a point takes the scene's stroke over its marker-color

        let (named, _) = DataScene.compile(
            "mapscene: 1\ncamera: {fit: all}\nstyles:\n  thin: {width: 1}\noverlays:\n  - {id: city, data: city.geojson, style: thin}\n",
            files: [city])
        let roads = C.items(try #require(named), "city.2")
        #expect(roads.first?.style.strokeWidth == 1)
        #expect(roads.first?.style.stroke == Color(red: 0xFF, green: 0, blue: 0))
    }

    @Test func opacitiesAndBareHexColorsAreRead() throws {
        let file = DataFile(
            path: "s.geojson", format: .geojson,
            features: [
                C.feature([Self.square(1, 1, 1)], ["fill": "ff0000", "fill-opacity": "0.25", "stroke-opacity": "0.5"])
            ])
        let (list, _) = compile("  - {id: s, data: s.geojson}\n", [file])
        let item = try #require(list?.items.first { $0.id == "s.1" })
        #expect(item.style.fill == Color(red: 0xFF, green: 0, blue: 0).withAlpha(0.25))
        #expect(item.style.stroke == SceneCompiler.overlayBlue.withAlpha(0.5))
        // KML colors carry their alpha: no default fill-opacity.
        let kml = DataFile(path: "s.kml", format: .kml, features: [C.feature([Self.square(1, 1, 1)], ["fill": "#ff000080"])])
        let (fromKML, _) = compile("  - {id: s, data: s.kml}\n", [kml])
        #expect(
            fromKML?.items.first { $0.id == "s.1" }?.style.fill == Color(red: 0xFF, green: 0, blue: 0, alpha: Double(0x80) / 255))
    }

    @Test func unusableSimplestyleValuesAreOneWarning() throws {
        let file = DataFile(
            path: "s.geojson", format: .geojson,
            features: [
                C.feature([Self.square(1, 1, 1)], ["fill": "greenish", "stroke-width": "wide"], line: 7),
                C.feature([Self.square(3, 3, 1)], ["fill-opacity": "2"], line: 12),
            ])
        let marked = MarkedText("mapscene: 1\ncamera: {fit: all}\noverlays:\n  - {id: s, data: 1️⃣s.geojson}\n")
        let (list, diagnostics) = DataScene.compile(marked.text, files: [file])
        #expect(list != nil)
        #expect(
            diagnostics.map(\.message) == [
                "3 simplestyle values of 's.geojson' cannot be used and are left out; the first: s.geojson:7:1: fill 'greenish' is not a color"
            ])
        #expect(diagnostics.first?.range?.start == marked[1])
    }

    @Test func aTemplateTitleLabelsEachFeature() throws {
        let (list, diagnostics) = compile("  - {id: parks, data: city.geojson, where: {class: park}, title: \"{name}\"}\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let titles = try #require(list).items.filter { $0.id.hasSuffix(".title") }
        #expect(Set(titles.map(\.id)) == ["parks.1.title", "parks.2.title"])
        #expect(Set(titles.compactMap(\.label)) == ["Esplanadi", "Twin"])
    }

    @Test func aPlainTitleLabelsTheOverlayOnceAndNamesItInTheLegend() throws {
        let (list, diagnostics) = DataScene.compile(
            """
            mapscene: 1
            camera: {fit: all}
            overlays:
              - {id: parks, data: city.geojson, where: {class: park}, title: Parks}
            decorations: {legend: true}

            """, files: [city])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let items = try #require(list).items
        #expect(items.filter { $0.id.hasSuffix(".title") }.map(\.id) == ["parks.title"])
        let entries = items.compactMap { item -> RenderLegendEntry? in if case .legendEntry(let e) = item.shape { e } else { nil }
        }
        #expect(entries.map(\.text) == ["Parks"])
        #expect(entries.first?.swatch == .area)
    }

    @Test func aFeatureSimplestyleTitleLabelsItUnlessTheSceneTitles() throws {
        let file = DataFile(
            path: "t.geojson", format: .geojson,
            features: [
                C.feature([Self.square(1, 1, 1)], ["title": "First"]), C.feature([Self.square(3, 3, 1)], ["name": "Second"]),
            ])
        let (list, _) = compile("  - {id: t, data: t.geojson}\n", [file])
        #expect(try #require(list).items.filter { $0.id.hasSuffix(".title") }.map(\.label) == ["First"])
        let (titled, _) = compile("  - {id: t, data: t.geojson, title: Both}\n", [file])
        #expect(try #require(titled).items.filter { $0.id.hasSuffix(".title") }.map(\.label) == ["Both"])
    }

    @Test func aDataOverlayThatDrawsNothingIsWarnedAbout() throws {
        let marked = MarkedText(
            "mapscene: 1\ncamera: {center: [60.17, 24.94], distance: 2km}\noverlays:\n  - {id: none, data: 1️⃣city.geojson, where: {class: lake}}\n"
        )
        let (_, diagnostics) = DataScene.compile(marked.text, files: [city])
        #expect(diagnostics.map(\.message) == ["'city.geojson' holds no feature where the filter holds, so 'none' draws nothing"])
        #expect(diagnostics.first?.range?.start == marked[1])
    }

    @Test func fitAllFitsTheFeaturesOfDataAndSources() throws {
        let far = DataFile(path: "far.csv", format: .csv, features: [C.feature([.line(C.coordinates([(10, 10), (12, 14)]))])])
        let text = """
            mapscene: 1
            camera: {fit: all}
            annotations:
              - {id: here, coordinate: [0, 0]}
            overlays:
              - {id: city, data: city.geojson}
              - {id: far, polyline: {source: far.csv}}

            """
        let (resolved, _) = DataScene.resolve(text, files: [city, far])
        let scene = try #require(resolved)
        var ignored: [Diagnostic] = []
        let viewport = CameraResolver.resolve(scene, diagnostics: &ignored)
        for coordinate in [
            Coordinate(latitude: 60.17, longitude: 24.94), Coordinate(latitude: 12, longitude: 14),
            Coordinate(latitude: 0, longitude: 0),
        ] {
            let p = viewport.canvasPoint(coordinate)
            #expect((0...800).contains(p.x) && (0...600).contains(p.y), "\(coordinate) at \(p)")
        }
        // Without the data the fit is far tighter: the features widen it.
        var bare = scene
        bare.overlays = []
        #expect(CameraResolver.resolve(bare, diagnostics: &ignored).mapRect.width < viewport.mapRect.width / 10)
    }

    @Test func fitNamingADataOverlayFitsAllItsFeatures() throws {
        let (resolved, _) = DataScene.resolve(
            "mapscene: 1\ncamera: {fit: [city]}\noverlays:\n  - {id: city, data: city.geojson}\n", files: [city])
        var ignored: [Diagnostic] = []
        let viewport = CameraResolver.resolve(try #require(resolved), diagnostics: &ignored)
        for coordinate in [Coordinate(latitude: 60.176, longitude: 24.929), Coordinate(latitude: 60.164, longitude: 24.951)] {
            let p = viewport.canvasPoint(coordinate)
            #expect((0...800).contains(p.x) && (0...600).contains(p.y), "\(coordinate) at \(p)")
        }
    }
}

/// `polyline: {source: FILE}` and `polygon: {source: FILE}` of any data file.
@Suite struct DataSourceGeometryTests {
    typealias C = DataScene

    /// A GPX-like track of two segments with a gap between them.
    let track = DataFile(
        path: "walk.gpx", format: .gpx,
        features: [
            C.feature(
                [
                    .line(C.coordinates([(60.170, 24.940), (60.172, 24.941), (60.171, 24.944)])),
                    .line(C.coordinates([(60.168, 24.950), (60.166, 24.951), (60.167, 24.954)])),
                ], ["name": "Walk"]),
            C.point(60.171, 24.946, ["name": "Café"]),
        ])

    @Test func aTrackOfTwoSegmentsIsTwoLinesNotJoinedAcrossTheGap() throws {
        let (list, diagnostics) = DataScene.compile(
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - {id: walk, polyline: {source: walk.gpx}}\n", files: [track])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let item = try #require(list?.items.first { $0.id == "walk" })
        guard case .polyline(let parts) = item.shape else { Issue.record("not a polyline"); return }
        #expect(parts.count == 2)
        #expect(parts.map(\.count) == [3, 3])
        // The first part ends where the first segment ends, and nothing runs from there to the second.
        let end = try #require(parts.first?.last), start = try #require(parts.last?.first)
        #expect(hypot(end.x - start.x, end.y - start.y) > 50)
        for part in parts {
            for (a, b) in zip(part, part.dropFirst()) {
                #expect(hypot(b.x - a.x, b.y - a.y) < hypot(end.x - start.x, end.y - start.y))
            }
        }
    }

    @Test func theResolvedShapeKeepsTheParts() throws {
        let (resolved, _) = DataScene.resolve(
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - {id: walk, polyline: {source: walk.gpx}}\n", files: [track])
        guard case .multiPolyline(let lines)? = resolved?.overlays.first?.shape else {
            Issue.record("not a multi-polyline"); return
        }
        #expect(lines.map(\.count) == [3, 3])
    }

    @Test func aFileOfPointsIsOneLineThroughThem() throws {
        let stops = DataFile(path: "stops.csv", format: .csv, features: [C.point(1, 1), C.point(2, 2), C.point(3, 1)])
        let (resolved, _) = DataScene.resolve(
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - {id: s, polyline: {source: stops.csv}}\n", files: [stops])
        #expect(resolved?.overlays.first?.shape == .multiPolyline([C.coordinates([(1, 1), (2, 2), (3, 1)])]))
    }

    @Test func aPolygonSourceTakesEveryAreaWithItsHoles() throws {
        let file = DataFile(
            path: "a.geojson", format: .geojson,
            features: [
                C.feature([DataOverlayTests.square(1, 1, 1, hole: true)]),
                C.feature([DataOverlayTests.square(5, 5, 1)], ["kind": "b"]),
            ])
        let (resolved, _) = DataScene.resolve(
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - {id: a, polygon: {source: a.geojson}}\n", files: [file])
        guard case .multiPolygon(let areas)? = resolved?.overlays.first?.shape else {
            Issue.record("not a multi-polygon"); return
        }
        #expect(areas.map(\.holes.count) == [1, 0])
        let (filtered, _) = DataScene.resolve(
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - {id: a, polygon: {source: a.geojson, where: {kind: b}}}\n",
            files: [file])
        guard case .multiPolygon(let kept)? = filtered?.overlays.first?.shape else { Issue.record("not a multi-polygon"); return }
        #expect(kept.count == 1 && kept[0].exterior.first?.latitude == 4.5)
        let (list, _) = DataScene.compile(
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - {id: a, polygon: {source: a.geojson}}\n", files: [file])
        guard case .polygon(let rings)? = list?.items.first(where: { $0.id == "a" })?.shape else {
            Issue.record("not drawn"); return
        }
        #expect(rings.count == 3)
    }

    @Test func aRingReadBesideWrittenRingsMustBeOneRing() throws {
        let hole = DataFile(
            path: "hole.csv", format: .csv, features: [C.feature([.line(C.coordinates([(0.1, 0.1), (0.1, 0.2), (0.2, 0.2)]))])])
        let text =
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - polygon: {exterior: [[0, 0], [0, 1], [1, 1], [1, 0]], holes: [{source: hole.csv}]}\n"
        let (resolved, diagnostics) = DataScene.resolve(text, files: [hole])
        #expect(diagnostics.isEmpty)
        guard case .polygon(_, let holes)? = resolved?.overlays.first?.shape else { Issue.record("not a polygon"); return }
        #expect(holes == [.inline(C.coordinates([(0.1, 0.1), (0.1, 0.2), (0.2, 0.2)]))])
        let marked = MarkedText(
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - polygon: {exterior: [[0, 0], [0, 1], [1, 1], [1, 0]], holes: [{source: 1️⃣walk.gpx}]}\n"
        )
        let (_, errors) = DataScene.resolve(marked.text, files: [track])
        #expect(errors.map(\.message) == ["'walk.gpx' holds 2 rings; a ring read from a file must be the file's one ring"])
        #expect(errors.first?.range?.start == marked[1])
    }

    @Test func aSourceWithoutALineIsAnError() throws {
        let one = DataFile(path: "one.csv", format: .csv, features: [C.point(1, 1)])
        let marked = MarkedText("mapscene: 1\ncamera: {fit: all}\noverlays:\n  - polyline: {source: 1️⃣one.csv}\n")
        let (resolved, diagnostics) = DataScene.resolve(marked.text, files: [one])
        #expect(resolved == nil)
        #expect(diagnostics.map(\.message) == ["'one.csv' holds 1 point; a polyline needs a line of at least 2"])
        #expect(diagnostics.first?.rule == "source-file" && diagnostics.first?.range?.start == marked[1])
        let (_, filtered) = DataScene.resolve(
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - polygon: {source: walk.gpx, where: {name: Nowhere}}\n",
            files: [track])
        #expect(
            filtered.map(\.message) == ["'walk.gpx' holds 0 points where the filter holds; a polygon needs a ring of at least 3"])
    }

    @Test func aGeodesicSourceLineFollowsGreatCirclesPartByPart() throws {
        let far = DataFile(
            path: "far.gpx", format: .gpx,
            features: [
                C.feature([
                    .line(C.coordinates([(35.7, 139.7), (37.6, -122.4)])), .line(C.coordinates([(51.5, 0), (40.6, -73.8)])),
                ])
            ])
        let (resolved, _) = DataScene.resolve(
            "mapscene: 1\ncamera: {fit: all}\noverlays:\n  - {id: f, polyline: {source: far.gpx}, geodesic: true}\n", files: [far]
        )
        let overlay = try #require(resolved?.overlays.first)
        guard case .lines(let lines)? = OverlayGeometry.outline(of: overlay, in: try #require(resolved)) else {
            Issue.record("no lines"); return
        }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.count > 2 })
    }
}
