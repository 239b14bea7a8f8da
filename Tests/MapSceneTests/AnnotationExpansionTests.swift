import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneDecode
@testable import MapSceneGeometry
@testable import MapSceneModel

/// `from:` entries become one annotation per point of their file, in the entry's place, with
/// the entry's look and the feature's words.
@Suite struct AnnotationExpansionTests {
    let nordic = DataScene.places([
        ("Oslo", "Norway", 59.91, 10.75), ("Stockholm", "Sweden", 59.33, 18.07), ("Helsinki", "Finland", 60.17, 24.94),
        ("Bergen", "Norway", 60.39, 5.32),
    ])

    @Test func eachPointBecomesAnAnnotationWithItsWords() throws {
        let (resolved, diagnostics) = DataScene.resolve(
            scene(
                """
                annotations:
                  - {id: here, coordinate: [60, 11]}
                  - id: city
                    from: places.csv
                    title: "{name}"
                    subtitle: "{{{country}}}"
                    marker: {glyph: C}
                    priority: high
                    cluster: cities
                    callout: {shown: false, right: info}
                  - {id: there, coordinate: [61, 12]}

                """), files: [nordic])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let annotations = try #require(resolved?.annotations)
        #expect(annotations.map(\.id) == ["here", "city.1", "city.2", "city.3", "city.4", "there"])
        let oslo = annotations[1]
        #expect(oslo.title == "Oslo" && oslo.subtitle == "{Norway}")
        #expect(oslo.coordinate == Coordinate(latitude: 59.91, longitude: 10.75))
        #expect(
            annotations[1...4].allSatisfy {
                $0.look == .marker(glyph: "C", color: AnnotationDecoder.defaultMarkerColor) && $0.priority == .high
                    && $0.cluster == "cities"
                    && $0.callout == Callout(shown: false, right: .info)
            })
        #expect(resolved?.annotationTemplates.isEmpty == true)
    }

    @Test func whereKeepsThePointsWhoseEveryPropertyMatches() throws {
        let (list, _) = DataScene.resolve(
            scene("annotations:\n  - {id: n, from: places.csv, where: {country: Norway}, title: \"{name}\"}\n"), files: [nordic])
        #expect(list?.annotations.map(\.title) == ["Oslo", "Bergen"])
        let (either, _) = DataScene.resolve(
            scene("annotations:\n  - {id: n, from: places.csv, where: {country: [Sweden, Finland]}, title: \"{name}\"}\n"),
            files: [nordic])
        #expect(either?.annotations.map(\.title) == ["Stockholm", "Helsinki"])
        let (both, _) = DataScene.resolve(
            scene("annotations:\n  - {id: n, from: places.csv, where: {country: Norway, name: Bergen}}\n"), files: [nordic])
        #expect(both?.annotations.map(\.id) == ["n.1"])
    }

    @Test func valuesCompareAsText() throws {
        let file = DataFile(
            path: "p.csv", format: .csv,
            features: [
                DataScene.point(1, 1, ["rank": "1"]), DataScene.point(2, 2, ["rank": "1.0"]),
                DataScene.point(3, 3, ["rank": "true"]),
            ])
        let (ones, _) = DataScene.resolve(scene("annotations:\n  - {id: p, from: p.csv, where: {rank: 1}}\n"), files: [file])
        #expect(ones?.annotations.map(\.coordinate.latitude) == [1])
        let (flags, _) = DataScene.resolve(
            scene("annotations:\n  - {id: p, from: p.csv, where: {rank: [true, 1.0]}}\n"), files: [file])
        #expect(flags?.annotations.map(\.coordinate.latitude) == [2, 3])
    }

    @Test func anUnknownTemplatePropertyIsWarnedAboutOncePerEntry() throws {
        let marked = MarkedText(scene("annotations:\n  - {id: c, from: places.csv, title: 1️⃣\"{nmae}\", subtitle: \"{name}\"}\n"))
        let (resolved, diagnostics) = DataScene.resolve(marked.text, files: [nordic])
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning && warning.rule == "data-property")
        #expect(warning.message == "no point of 'places.csv' has the property 'nmae'; did you mean 'name'?")
        #expect(warning.range?.start == marked[1])
        #expect(warning.notes.map(\.message) == ["properties of the file: country, name"])
        // The annotations are made all the same, the unknown property filled in as nothing.
        #expect(resolved?.annotations.map(\.title) == [nil, nil, nil, nil])
        #expect(resolved?.annotations.first?.subtitle == "Oslo")
    }

    @Test func aPropertySomeFeaturesLackFillsInAsNothing() throws {
        let file = DataFile(
            path: "p.csv", format: .csv,
            features: [
                DataScene.point(1, 1, ["name": "A", "note": "x"]), DataScene.point(2, 2, ["name": "B"]),
            ])
        let (resolved, diagnostics) = DataScene.resolve(
            scene("annotations:\n  - {id: p, from: p.csv, title: \"{name}: {note}\"}\n"), files: [file])
        #expect(diagnostics.isEmpty)
        #expect(resolved?.annotations.map(\.title) == ["A: x", "B: "])
    }

    @Test func idTemplatesFillFromTheFeatures() throws {
        let (resolved, diagnostics) = DataScene.resolve(
            scene("annotations:\n  - {from: places.csv, id: \"city-{name}\"}\n"), files: [nordic])
        #expect(diagnostics.isEmpty)
        #expect(resolved?.annotations.map(\.id) == ["city-Oslo", "city-Stockholm", "city-Helsinki", "city-Bergen"])
    }

    @Test func duplicateIdsAfterExpansionAreOneLocatedError() throws {
        let marked = MarkedText(scene("annotations:\n  - {from: places.csv, id: 1️⃣\"{country}\"}\n"))
        let (resolved, diagnostics) = DataScene.resolve(marked.text, files: [nordic])
        #expect(resolved == nil)
        #expect(diagnostics.count == 1)
        let error = try #require(diagnostics.first)
        #expect(error.rule == "duplicate-id" && error.severity == .error)
        #expect(error.range?.start == marked[1])
        #expect(
            error.message
                == "duplicate id for 1 point of 'places.csv'; the first: 'Norway' for places.csv:5:1 is also the id of places.csv:2:1"
        )
    }

    @Test func anExpandedIdThatIsAlreadyTakenPointsAtTheFirst() throws {
        let marked = MarkedText(scene("annotations:\n  - 2️⃣{id: city.2, coordinate: [1, 2]}\n  - {id: 1️⃣city, from: places.csv}\n"))
        let (_, diagnostics) = DataScene.resolve(marked.text, files: [nordic])
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.rule == "duplicate-id" && error.range?.start == marked[1])
        #expect(
            error.message
                == "duplicate id for 1 point of 'places.csv'; the first: 'city.2' for places.csv:3:1 is already the id of the element on line 4"
        )
        #expect(error.notes.first?.range?.start == marked[2])
    }

    @Test func anIdTemplateGivingNoIdIsAnError() throws {
        let file = DataFile(
            path: "p.csv", format: .csv,
            features: [
                DataScene.point(1, 1, ["code": "ok"], line: 2), DataScene.point(2, 2, ["code": "two words"], line: 3),
                DataScene.point(3, 3, [:], line: 4),
            ])
        let marked = MarkedText(scene("annotations:\n  - {from: p.csv, id: 1️⃣\"{code}\"}\n"))
        let (_, diagnostics) = DataScene.resolve(marked.text, files: [file])
        #expect(
            diagnostics.map(\.message) == [
                "the id template gives 2 points an id that is empty or holds a space; the first: 'two words' for p.csv:3:1"
            ])
        #expect(diagnostics.first?.range?.start == marked[1])
    }

    @Test func markerColorColorsTheLookWhenTheEntryGivesNone() throws {
        let file = DataFile(
            path: "p.geojson", format: .geojson,
            features: [
                DataScene.point(1, 1, ["marker-color": "#00ff00"]), DataScene.point(2, 2, ["marker-color": "0000ff"]),
                DataScene.point(3, 3),
            ])
        let (plain, _) = DataScene.resolve(scene("annotations:\n  - {from: p.geojson}\n"), files: [file])
        #expect(
            plain?.annotations.map(\.look) == [
                .pin(color: Color(red: 0, green: 0xFF, blue: 0)), .pin(color: Color(red: 0, green: 0, blue: 0xFF)),
                .pin(color: .pinRed),
            ])
        let (dots, _) = DataScene.resolve(scene("annotations:\n  - {from: p.geojson, dot: {radius: 6}}\n"), files: [file])
        #expect(dots?.annotations.first?.look == .dot(color: Color(red: 0, green: 0xFF, blue: 0), radius: 6))
        let (green, _) = DataScene.resolve(scene("annotations:\n  - {from: p.geojson, pin: green}\n"), files: [file])
        #expect(green?.annotations.map(\.look) == Array(repeating: .pin(color: .pinGreen), count: 3))
    }

    @Test func anUnusableMarkerColorIsOneWarning() throws {
        let file = DataFile(
            path: "p.geojson", format: .geojson,
            features: [
                DataScene.point(1, 1, ["marker-color": "blu"], line: 4), DataScene.point(2, 2, ["marker-color": "#12"], line: 9),
            ])
        let (resolved, diagnostics) = DataScene.resolve(scene("annotations:\n  - {from: p.geojson}\n"), files: [file])
        #expect(
            diagnostics.map(\.message) == [
                "2 simplestyle values of 'p.geojson' cannot be used and are left out; the first: p.geojson:4:1: marker-color 'blu' is not a color"
            ])
        #expect(diagnostics.map(\.rule) == ["data-style"])
        #expect(resolved?.annotations.count == 2)
    }

    @Test func simplestyleTitleAndDescriptionAreTheDefaultWords() throws {
        let file = DataFile(
            path: "p.geojson", format: .geojson,
            features: [
                DataScene.point(1, 1, ["title": "Pier", "description": "Ferries", "name": "pier-1"]),
                DataScene.point(2, 2, ["name": "x"]),
            ])
        let (resolved, _) = DataScene.resolve(scene("annotations:\n  - {from: p.geojson}\n"), files: [file])
        #expect(resolved?.annotations.map(\.title) == ["Pier", nil])
        #expect(resolved?.annotations.map(\.subtitle) == ["Ferries", nil])
        let (named, _) = DataScene.resolve(scene("annotations:\n  - {from: p.geojson, title: \"{name}\"}\n"), files: [file])
        #expect(named?.annotations.map(\.title) == ["pier-1", "x"])
    }

    @Test func onlyPointsBecomeAnnotations() throws {
        let file = DataFile(
            path: "walk.gpx", format: .gpx,
            features: [
                DataScene.feature(
                    [.line(DataScene.coordinates([(1, 1), (2, 2)])), .line(DataScene.coordinates([(3, 3), (4, 4)]))],
                    ["name": "track"]),
                DataScene.point(5, 5, ["name": "Summit"]),
                DataScene.feature(
                    [.point(Coordinate(latitude: 6, longitude: 6)), .point(Coordinate(latitude: 7, longitude: 7))],
                    ["name": "pair"]),
            ])
        let (resolved, _) = DataScene.resolve(
            scene("annotations:\n  - {id: w, from: walk.gpx, title: \"{name}\"}\n"), files: [file])
        #expect(resolved?.annotations.map(\.id) == ["w.1", "w.2", "w.3"])
        #expect(resolved?.annotations.map(\.title) == ["Summit", "pair", "pair"])
    }

    @Test func anEntryThatAddsNothingIsWarnedAbout() throws {
        let marked = MarkedText(scene("annotations:\n  - {id: c, from: 1️⃣places.csv, where: {country: Denmark}}\n"))
        let (resolved, diagnostics) = DataScene.resolve(marked.text, files: [nordic])
        #expect(
            diagnostics.map(\.message) == [
                "'places.csv' holds no point where the filter holds, so this entry adds no annotations"
            ])
        #expect(diagnostics.map(\.rule) == ["no-features"])
        #expect(diagnostics.first?.range?.start == marked[1])
        #expect(resolved?.annotations.isEmpty == true)
    }

    @Test func aFilterOnAPropertyNoFeatureHasIsWarnedAbout() throws {
        let marked = MarkedText(scene("annotations:\n  - {id: c, from: places.csv, where: {1️⃣contry: Norway}}\n"))
        let (_, diagnostics) = DataScene.resolve(marked.text, files: [nordic])
        #expect(diagnostics.map(\.rule) == ["no-features", "data-property"])
        #expect(diagnostics.last?.message == "no feature of 'places.csv' has the property 'contry'; did you mean 'country'?")
        #expect(diagnostics.last?.range?.start == marked[1])
    }

    @Test func fitNamingAnEntryFitsItsAnnotations() throws {
        let text = """
            mapscene: 1
            camera: {fit: [nordic]}
            annotations:
              - {id: far, coordinate: [-40, 170]}
              - {id: nordic, from: places.csv}

            """
        let (resolved, diagnostics) = DataScene.resolve(text, files: [nordic])
        #expect(diagnostics.isEmpty)
        let fitted = try #require(resolved)
        #expect(fitted.camera.form == .fit(.ids(["nordic.1", "nordic.2", "nordic.3", "nordic.4"]), padding: .zero))
        var ignored: [Diagnostic] = []
        let viewport = CameraResolver.resolve(fitted, diagnostics: &ignored)
        for annotation in fitted.annotations.dropFirst() {
            let point = viewport.canvasPoint(annotation.coordinate)
            #expect((0...800).contains(point.x) && (0...600).contains(point.y))
        }
        #expect(viewport.mapRect.width < MapSize.world.width / 6)
    }

    @Test func fiveThousandRowsBecomeClusteredPins() throws {
        var rows: [DataFeature] = []
        for i in 0..<5000 {
            let lat = 40 + Double(i % 100) * 0.1, lon = -5 + Double(i / 100) * 0.3
            rows.append(DataScene.point(lat, lon, ["name": "Place \(i)"], line: i + 2))
        }
        let file = DataFile(path: "many.csv", format: .csv, features: rows)
        let (list, diagnostics) = DataScene.compile(
            "mapscene: 1\ncamera: {fit: all}\nannotations:\n  - {id: p, from: many.csv, title: \"{name}\", cluster: places}\n",
            files: [file])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let items = try #require(list).items
        let clusters = items.filter { if case .cluster = $0.shape { true } else { false } }
        let pins = items.filter { if case .pin = $0.shape { true } else { false } }
        #expect(!clusters.isEmpty)
        let counted = clusters.reduce(0) { total, item in
            if case .cluster(_, _, let count) = item.shape { total + count } else { total }
        }
        // Every place is a pin of its own or counted in a cluster's badge, and few pins are drawn.
        #expect(counted + pins.count - clusters.count == 5000)
        #expect(pins.count < 500)
    }
}
