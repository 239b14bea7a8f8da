import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneDecode
@testable import MapSceneModel
@testable import MapScenePrint
@testable import MapSceneResolve
@testable import MapSceneSyntax

/// The keys that name data files — `source:`, `format:`, `where:`, `data:`, `from:` and the
/// templates filled from features — decode to the model, and each mistake is reported once, at
/// its place.
@Suite struct DataDecodingTests {
    // MARK: What decodes

    @Test func aSourceTakesAFormatAndAFilter() throws {
        let (decoded, diagnostics) = decode(
            scene(
                """
                overlays:
                  - id: walk
                    polyline: {source: data/walk.txt, format: gpx, where: {type: [hiking, walking], name: Ridge}}

                """))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        guard case .polyline(.file(let source))? = decoded?.overlays.first?.shape else {
            Issue.record("not a polyline source"); return
        }
        #expect(source.path == "data/walk.txt")
        #expect(source.format == .gpx)
        #expect(source.filter.conditions.map(\.property) == ["type", "name"])
        #expect(source.filter.conditions.map(\.values) == [["hiking", "walking"], ["Ridge"]])
        #expect(source.filter.keeps(["type": "walking", "name": "Ridge"]))
        #expect(!source.filter.keeps(["type": "walking"]))
        #expect(!source.filter.keeps(["type": "cycling", "name": "Ridge"]))
    }

    @Test func aDataOverlayTakesItsFileFormatFilterAndATitleTemplate() throws {
        let (decoded, diagnostics) = decode(
            scene(
                """
                overlays:
                  - id: parks
                    data: parks.json
                    format: geojson
                    where: {class: park}
                    title: "{name} ({{park}})"

                """))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let overlay = try #require(decoded?.overlays.first)
        guard case .data(let layer) = overlay.shape else { Issue.record("not a data overlay"); return }
        #expect(layer.source.path == "parks.json" && layer.source.format == .geojson)
        #expect(layer.featureTitle?.parts == [.property("name"), .text(" ({park})")])
        #expect(overlay.title == nil)
    }

    @Test func aPlainTitleOnADataOverlayTitlesTheOverlay() throws {
        let (decoded, _) = decode(scene("overlays:\n  - {id: parks, data: parks.geojson, title: Parks}\n"))
        let overlay = try #require(decoded?.overlays.first)
        guard case .data(let layer) = overlay.shape else { Issue.record("not a data overlay"); return }
        #expect(layer.featureTitle == nil)
        #expect(overlay.title == "Parks")
    }

    @Test func geojsonIsDataReadAsGeoJSON() throws {
        let (decoded, diagnostics) = decode(scene("overlays:\n  - {id: parks, geojson: parks.txt, where: {class: park}}\n"))
        #expect(diagnostics.isEmpty)
        guard case .data(let layer)? = decoded?.overlays.first?.shape else { Issue.record("not a data overlay"); return }
        #expect(layer.source.format == .geojson)
        #expect(layer.source.filter.conditions.count == 1)
    }

    @Test func anAnnotationEntryWithFromIsATemplate() throws {
        let (decoded, diagnostics) = decode(
            scene(
                """
                annotations:
                  - {id: first, coordinate: [1, 2]}
                  - id: places
                    from: places.csv
                    where: {country: [Norway, Sweden]}
                    title: "{name}"
                    subtitle: "{country}"
                    marker: {glyph: P}
                    priority: low
                    cluster: cities
                    callout: {shown: false, right: detail}
                  - {id: last, coordinate: [3, 4]}

                """))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let scene = try #require(decoded)
        #expect(scene.annotations.map(\.id) == ["first", "last"])
        let template = try #require(scene.annotationTemplates.first)
        #expect(template.source.path == "places.csv")
        #expect(template.ids == .numbered("places"))
        #expect(template.title?.propertyNames == ["name"])
        #expect(template.subtitle?.propertyNames == ["country"])
        #expect(template.look == .marker(glyph: "P", color: AnnotationDecoder.defaultMarkerColor))
        #expect(!template.setsColor)
        #expect(template.priority == .low && template.cluster == "cities")
        #expect(template.callout == Callout(shown: false, right: .detail))
        #expect(template.position == 1)
    }

    @Test func anEntryWithoutAnIdIsNumberedByItsPlace() throws {
        let (decoded, _) = decode(scene("annotations:\n  - {id: a, coordinate: [1, 2]}\n  - {from: places.csv, pin: green}\n"))
        let template = try #require(decoded?.annotationTemplates.first)
        #expect(template.ids == .numbered("annotation-2"))
        #expect(template.setsColor)
    }

    @Test func anIdWithAPlaceholderIsATemplate() throws {
        let (decoded, diagnostics) = decode(scene("annotations:\n  - {from: places.csv, id: \"city-{code}\"}\n"))
        #expect(diagnostics.isEmpty)
        guard case .template(let template)? = decoded?.annotationTemplates.first?.ids else {
            Issue.record("not an id template"); return
        }
        #expect(template.parts == [.text("city-"), .property("code")])
    }

    @Test func theDSLSpellsTheSameEntry() throws {
        let dsl = DSLReader.read(
            SourceFile(
                path: "scene.mapscene",
                text: """
                    mapscene 1
                    camera { fit [places] }
                    annotation places { from "places.csv" where { country [Norway, Sweden] } title "{name}" pin blue }
                    overlay parks { data "parks.geojson" where { class park } title "{name}" }

                    """))
        let (fromDSL, dslDiagnostics) = SceneDecoder.decode(try #require(dsl.root))
        #expect(dslDiagnostics.isEmpty, "\(dslDiagnostics.map(\.message))")
        let (fromYAML, _) = decode(
            """
            mapscene: 1
            camera: {fit: [places]}
            annotations:
              - {id: places, from: places.csv, where: {country: [Norway, Sweden]}, title: "{name}", pin: blue}
            overlays:
              - {id: parks, data: parks.geojson, where: {class: park}, title: "{name}"}

            """)
        #expect(fromDSL?.annotationTemplates.count == 1)
        #expect(fromDSL?.annotationTemplates.map(\.ids) == fromYAML?.annotationTemplates.map(\.ids))
        #expect(fromDSL?.annotationTemplates.map(\.source.filter.conditions.first?.values) == [["Norway", "Sweden"]])
        #expect(fromDSL?.annotationTemplates.map(\.look) == fromYAML?.annotationTemplates.map(\.look))
        #expect(fromDSL?.overlays.map(\.id) == fromYAML?.overlays.map(\.id))
    }

    @Test func fitMayNameAnEntryButAPathOriginMayNot() {
        let fit = decode("mapscene: 1\ncamera: {fit: [places]}\nannotations:\n  - {id: places, from: places.csv}\n")
        #expect(fit.diagnostics.isEmpty, "\(fit.diagnostics.map(\.message))")
        let marked = MarkedText(
            scene(
                "annotations:\n  - {id: places, from: places.csv}\noverlays:\n  - path: {origin: 1️⃣places, points: [[0, 0], [1, 1]]}\n"
            ))
        expectSingle(
            marked, rule: "reference-kind",
            message: "'places' in path origin is an entry of annotations from a file, not an annotation")
    }

    @Test func aWrittenAnnotationMayNotShareAnEntrysName() {
        let marked = MarkedText(
            scene("annotations:\n  - {id: places, from: places.csv}\n  - {id: 1️⃣places, coordinate: [1, 2]}\n"))
        expectSingle(marked, rule: "duplicate-id")
    }

    // MARK: Mistakes

    @Test func aSourceThatIsNotAPathIsTheWrongType() {
        let marked = MarkedText(scene("overlays:\n  - {polyline: {source: 1️⃣[a, b]}}\n"))
        expectSingle(marked, rule: "wrong-type", message: "expected a string for source file, found a list")
    }

    @Test func anUnknownFormatIsNamedWithTheFormatsThereAre() {
        let marked = MarkedText(scene("overlays:\n  - {data: parks.shp, format: 1️⃣shp}\n"))
        expectSingle(marked, rule: "unknown-value", message: "unknown data format 'shp'; expected one of gpx, geojson, kml, csv")
    }

    @Test func whereMustBeAMapping() {
        let marked = MarkedText(scene("overlays:\n  - {data: parks.geojson, where: 1️⃣[class, park]}\n"))
        expectSingle(
            marked, rule: "wrong-type", message: "expected a mapping of property names to values for where, found a list")
    }

    @Test func aWhereValueMustBeAValueOrAListOfThem() {
        let nested = MarkedText(scene("overlays:\n  - {data: parks.geojson, where: {class: 1️⃣{is: park}}}\n"))
        expectSingle(nested, rule: "wrong-type", message: "expected a value or a list of values for where class, found a mapping")
        let empty = MarkedText(scene("overlays:\n  - {data: parks.geojson, where: {class: 1️⃣[]}}\n"))
        expectSingle(empty, rule: "empty-value", message: "where class needs at least one value")
        let none = MarkedText(scene("overlays:\n  - {data: parks.geojson, where: 1️⃣{}}\n"))
        expectSingle(none, rule: "empty-value", message: "where needs at least one PROPERTY: VALUE")
    }

    @Test func anEntryWithFromTakesNoCoordinate() {
        let marked = MarkedText(scene("annotations:\n  - from: places.csv\n    1️⃣coordinate: [1, 2]\n"))
        expectSingle(
            marked, rule: "misplaced-key",
            message: "an annotation entry with from takes its coordinates from the file's points; remove coordinate")
    }

    @Test func fromMustNameAFile() {
        let marked = MarkedText(scene("annotations:\n  - {from: 1️⃣{file: x}}\n"))
        expectSingle(marked, rule: "wrong-type", message: "expected a string for from, found a mapping")
    }

    @Test func aMalformedTemplateIsReportedAtIt() {
        let unclosed = MarkedText(scene("annotations:\n  - {from: places.csv, title: 1️⃣\"{name\"}\n"))
        expectSingle(unclosed, rule: "template-syntax", message: "a '{' in title is not closed; write '{{' for a brace")
        let stray = MarkedText(scene("annotations:\n  - {from: places.csv, subtitle: 1️⃣\"a } b\"}\n"))
        expectSingle(stray, rule: "template-syntax", message: "a '}' in subtitle has no '{' before it; write '}}' for a brace")
        let empty = MarkedText(scene("overlays:\n  - {data: p.geojson, title: 1️⃣\"{}\"}\n"))
        expectSingle(empty, rule: "template-syntax", message: "'{}' in title names no property")
    }

    @Test func anUnquotedTitleOfADataOverlayIsOneError() throws {
        let marked = MarkedText(scene("overlays:\n  - data: parks.geojson\n    title: 1️⃣{name}\n"))
        expectSingle(marked, rule: "wrong-type", message: "expected a string for title, found a mapping")
    }

    @Test func aPlainDataTitleMayEscapeBraces() throws {
        let (decoded, _) = decode(scene("overlays:\n  - {data: parks.geojson, title: \"Parks {{2024}}\"}\n"))
        #expect(decoded?.overlays.first?.title == "Parks {2024}")
    }

    @Test func anUnquotedTemplateInYAMLSaysToQuoteIt() throws {
        let marked = MarkedText(scene("annotations:\n  - from: places.csv\n    title: 1️⃣{name}\n"))
        expectSingle(marked, rule: "wrong-type", message: "expected a string for title, found a mapping")
        let note = try #require(decode(marked.text).diagnostics.first?.notes.first)
        #expect(note.message == "a template in braces is read by YAML as a mapping; quote it: \"{name}\"")
    }

    @Test func aPlainIdWithASpaceIsNotAnId() {
        let marked = MarkedText(scene("annotations:\n  - {from: places.csv, id: 1️⃣\"two words\"}\n"))
        expectSingle(
            marked, rule: "invalid-id", message: "annotation id must be a non-empty name without spaces, found 'two words'")
    }

    @Test func braceTextIsPlainInAnOrdinaryTitle() throws {
        let (decoded, diagnostics) = decode(scene("annotations:\n  - {id: a, coordinate: [1, 2], title: \"{not a template\"}\n"))
        #expect(diagnostics.isEmpty)
        #expect(decoded?.annotations.first?.title == "{not a template")
    }

    @Test func formatAndWhereWithoutAFileAreWarnedAbout() {
        let annotation = MarkedText(scene("annotations:\n  - {id: a, coordinate: [1, 2], 1️⃣where: {a: b}}\n"))
        expectSingle(
            annotation, rule: "unused-setting", severity: .warning,
            message: "where applies only to an annotation entry that reads a file (from: FILE)")
        let circle = MarkedText(scene("overlays:\n  - {circle: {center: [1, 2], radius: 5m}, 1️⃣format: csv}\n"))
        expectSingle(circle, rule: "unused-setting", severity: .warning, message: "format applies only to data: FILE")
        let line = MarkedText(scene("overlays:\n  - {polyline: {source: a.gpx}, 1️⃣where: {a: b}}\n"))
        expectSingle(
            line, rule: "unused-setting", severity: .warning,
            message: "where applies only to data: FILE; a polyline read from a file takes it inside {source: FILE, where: ...}")
    }

    @Test func geodesicAppliesToTheLinesOfData() {
        #expect(decode(scene("overlays:\n  - {data: tracks.gpx, geodesic: true}\n")).diagnostics.isEmpty)
        let circle = MarkedText(scene("overlays:\n  - {circle: {center: [1, 2], radius: 5m}, 1️⃣geodesic: true}\n"))
        expectSingle(
            circle, rule: "unused-setting", severity: .warning,
            message: "geodesic applies only to polylines and the lines of data files")
    }

    @Test func geojsonTakesNoFormat() {
        let marked = MarkedText(scene("overlays:\n  - {geojson: parks.json, 1️⃣format: kml}\n"))
        expectSingle(
            marked, rule: "misplaced-key", message: "geojson: always reads GeoJSON; use data: FILE with format: to read another")
    }

    @Test func aPolygonsRingsTakeNoFilterOutsideASource() {
        let marked = MarkedText(scene("overlays:\n  - polygon: {exterior: [[1, 2], [3, 4], [5, 6]], 1️⃣where: {a: b}}\n"))
        expectSingle(marked, rule: "misplaced-key", message: "where goes with source: FILE")
    }
}

/// Text templates: placeholders, escapes and filling.
@Suite struct TextTemplateTests {
    private let range = SourceRange(at: SourceLocation(line: 1, column: 1))

    @Test func placeholdersAndEscapesAreRead() throws {
        let template = try TextTemplate.parse("{{{name}}} has {pop} people", range: range).get()
        #expect(template.parts == [.text("{"), .property("name"), .text("} has "), .property("pop"), .text(" people")])
        #expect(template.filled(with: ["name": "Oslo", "pop": "709037"]) == "{Oslo} has 709037 people")
        #expect(template.propertyNames == ["name", "pop"])
    }

    @Test func aMissingPropertyFillsInAsNothing() throws {
        let template = try TextTemplate.parse("{name}, {country}", range: range).get()
        #expect(template.filled(with: ["name": "Bergen"]) == "Bergen, ")
    }

    @Test func propertyNamesMayHoldAnythingButBraces() throws {
        let template = try TextTemplate.parse("{marker-color}/{addr:city}/{Population 2020}", range: range).get()
        #expect(template.propertyNames == ["marker-color", "addr:city", "Population 2020"])
    }

    @Test func textWithoutPlaceholdersIsItself() throws {
        let template = try TextTemplate.parse("Parks", range: range).get()
        #expect(!template.hasPlaceholders)
        #expect(template.filled(with: ["name": "x"]) == "Parks")
        #expect(try TextTemplate.parse("", range: range).get().filled(with: [:]) == "")
    }

    @Test func malformedTemplatesAreRefused() {
        #expect(TextTemplate.parse("{name", range: range) == .failure(.unclosedBrace))
        #expect(TextTemplate.parse("{na{me}", range: range) == .failure(.unclosedBrace))
        #expect(TextTemplate.parse("name}", range: range) == .failure(.strayBrace))
        #expect(TextTemplate.parse("a {} b", range: range) == .failure(.emptyName))
    }
}

/// `fmt` and `convert` keep every key that names data, whatever it holds.
@Suite struct DataConvertTests {
    static let yaml = """
        mapscene: 1
        camera: {fit: [places]}
        annotations:
          - id: places
            from: data/places.txt
            format: csv
            where: {"addr:city": [Oslo, "Bergen, Norway"], rank: 1, capital: true}
            title: "{{{name}}}"
            subtitle: "{addr:city} · {population}"
            dot: {radius: 3}
          - from: stops.gpx
            id: "stop-{ref}"
        overlays:
          - id: parks
            data: parks.json
            format: geojson
            where: {class: park, "marker-color": "#ff0000"}
            title: "{name}"
          - id: track
            polyline: {source: track.gpx, where: {type: walking}}
          - id: area
            polygon: {source: area.kml, format: kml}
          - id: old
            geojson: old.geojson

        """

    private func decoded(_ file: SourceFile) throws -> Scene {
        let (root, syntax) = SceneSyntax.read(file)
        #expect(syntax.isEmpty)
        let (scene, diagnostics) = SceneDecoder.decode(try #require(root))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(scene)
    }

    /// What a scene says about its data, without where it says it.
    private func said(_ scene: Scene) -> [String] {
        DataFileLoader.sources(in: scene).map {
            "\($0.path) \(String(describing: $0.format)) \($0.filter.conditions.map { [$0.property] + $0.values })"
        }
            + scene.annotationTemplates.map {
                "\($0.ids == .numbered("places") ? "places" : "\($0.idTemplate?.parts ?? [])") \(String(describing: $0.title?.parts)) \(String(describing: $0.subtitle?.parts)) \($0.look)"
            }
            + scene.overlays.map { overlay in
                if case .data(let layer) = overlay.shape {
                    "\(overlay.id) \(String(describing: layer.featureTitle?.parts))"
                } else {
                    overlay.id
                }
            }
    }

    @Test func bothPrintersKeepTheDataKeys() throws {
        let original = try decoded(SourceFile(path: "scene.yaml", text: Self.yaml))
        let dsl = try #require(SceneText.convert(SourceFile(path: "scene.yaml", text: Self.yaml), to: .dsl).text)
        let fromDSL = try decoded(SourceFile(path: "scene.mapscene", text: dsl))
        let yaml = try #require(SceneText.convert(SourceFile(path: "scene.mapscene", text: dsl), to: .yaml).text)
        let back = try decoded(SourceFile(path: "scene.yaml", text: yaml))
        #expect(said(fromDSL) == said(original))
        #expect(said(back) == said(original))
        #expect(said(original).contains { $0.contains("[\"addr:city\", \"Oslo\", \"Bergen, Norway\"]") })
        // Formatting the DSL again changes nothing.
        #expect(SceneText.format(SourceFile(path: "scene.mapscene", text: dsl)).text == dsl)
    }
}
