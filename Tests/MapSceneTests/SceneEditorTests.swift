import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneEditor

private typealias Location = MapScene.SourceLocation

/// What an editor gets from `SceneEditor` while a scene is typed: completions, hovers, the
/// definition and uses of ids, the outline — in both syntaxes, on half-typed text.
@Suite struct SceneEditorTests {
    /// A scene with the text `|` marking the cursor, as a file and the cursor's location.
    fileprivate static func typed(_ text: String, syntax: SceneSyntax = .yaml) -> (SourceFile, Location) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains("|") }!
        let column =
            lines[line].unicodeScalars.distance(
                from: lines[line].unicodeScalars.startIndex, to: lines[line].unicodeScalars.firstIndex(of: "|")!) + 1
        let file = SourceFile(
            path: syntax == .yaml ? "typed.yaml" : "typed.mapscene",
            bytes: Array(text.replacingOccurrences(of: "|", with: "").utf8), syntax: syntax)
        return (file, Location(line: line + 1, column: column))
    }

    static func labels(_ text: String, syntax: SceneSyntax = .yaml) -> [String] {
        let (file, location) = typed(text, syntax: syntax)
        return SceneEditor.completions(in: file, at: location).map(\.label)
    }

    static let scene = """
        mapscene: 1
        camera:
          fit: [hall, ring]
        styles:
          zone: {fill: red/0.2}
        annotations:
          - id: hall
            coordinate: [37.7793, -122.4193]
            title: City Hall
            pin: "#1e90ffcc"
        overlays:
          - id: ring
            circle: {center: [37.7793, -122.4193], radius: 3mi}
            style: zone
          - id: square
            polygon: [[37.78, -122.42], [37.79, -122.42], [37.79, -122.41]]
            above: ring
        """

    // MARK: Completion of keys

    @Test func anEmptyLineAtTheTopOffersTheKeysNotYetWritten() {
        let labels = Self.labels("mapscene: 1\n|\ncamera: {center: [1, 2], distance: 1km}\n")
        #expect(labels.contains("title") && labels.contains("annotations") && labels.contains("canvas"))
        #expect(!labels.contains("camera") && !labels.contains("mapscene"))
    }

    @Test func aHalfTypedKeyInsideAnAnnotationCompletesFromTheAnnotationsKeys() {
        let labels = Self.labels(
            """
            mapscene: 1
            camera: {center: [1, 2], distance: 1km}
            annotations:
              - id: a
                coordinate: [1, 2]
                ti|
            """)
        #expect(labels == ["title"])
    }

    @Test func keysInsideANestedMappingComeFromItsOwnVocabulary() {
        let labels = Self.labels(
            """
            mapscene: 1
            camera: {center: [1, 2], distance: 1km}
            annotations:
              - id: a
                coordinate: [1, 2]
                callout:
                  |
            """)
        #expect(labels.contains("shown"))
        #expect(!labels.contains("coordinate"))
    }

    @Test func keysInsideAFlowMappingAndTheCamera() {
        #expect(Self.labels("mapscene: 1\ncamera: {center: [1, 2], di|}\n") == ["distance"])
        #expect(Self.labels("mapscene: 1\ncamera: {center: [1, 2], zo|}\n") == ["zoom"])
        #expect(Self.labels("mapscene 1\ncamera { center (1, 2) zo| }\n", syntax: .dsl) == ["zoom"])
        let labels = Self.labels("mapscene: 1\ncamera:\n  p|\n")
        #expect(labels.contains("pitch") && labels.contains("padding"))
    }

    @Test func dslKeysInBlocksAndStatementsAtTheTop() {
        let inAnnotation = Self.labels(
            """
            mapscene 1
            camera { center (1, 2) distance 1km }
            annotation a at (1, 2) {
              sub|
            }
            """, syntax: .dsl)
        #expect(inAnnotation == ["subtitle"])
        let top = Self.labels("mapscene 1\n|\n", syntax: .dsl)
        #expect(top.contains("annotation") && top.contains("overlay") && top.contains("style") && top.contains("camera"))
        let (file, location) = Self.typed("mapscene 1\nca|\n", syntax: .dsl)
        #expect(SceneEditor.completions(in: file, at: location).first { $0.label == "camera" }?.insertText == "camera ")
    }

    @Test func theMapAndABasemapEntryOfferTheirMapLibreStyle() throws {
        let inMap = Self.labels("mapscene: 1\ncamera: {center: [1, 2], distance: 1km}\nmap:\n  type: standard\n  |\n")
        #expect(inMap.contains("style") && inMap.contains("basemap") && !inMap.contains("type"))
        let inEntry = Self.labels(
            "mapscene: 1\ncamera: {center: [1, 2], distance: 1km}\nmap: {basemap: [{tiles: a.pmtiles, st|}]}\n")
        #expect(inEntry == ["style"])
        let dsl = Self.labels(
            "mapscene 1\ncamera { center (1, 2) distance 1km }\nmap { basemap [{ mbtiles \"a.mbtiles\" sty| }] }\n", syntax: .dsl)
        #expect(dsl == ["style"])
        let (file, location) = Self.typed(
            "mapscene: 1\ncamera: {center: [1, 2], distance: 1km}\nmap: {basemap: [{tiles: a.pmtiles, sty|le: s.json}]}\n")
        let hover = try #require(SceneEditor.hover(in: file, at: location))
        #expect(hover.markdown.hasPrefix("**style** (basemap): A MapLibre style JSON file the vector tiles are drawn in"))
        // The file's name is a path, not the name of a style from `styles`: no ids are offered for it.
        let value = Self.labels(
            Self.scene + "\nmap: {style: |, basemap: [{tiles: a.pmtiles}]}\n")
        #expect(!value.contains("zone"))
    }

    // MARK: Completion while a flow collection is open

    static let annotation =
        "mapscene: 1\ncamera: {center: [1, 2], distance: 1km}\nannotations:\n  - id: a\n    coordinate: [1, 2]\n"

    @Test func keysInAnUnclosedFlowMapping() {
        let opened = Self.labels(Self.annotation + "    callout: {|\n")
        #expect(opened.contains("shown") && opened.contains("left") && !opened.contains("coordinate"))
        let after = Self.labels(Self.annotation + "    callout: {shown: true, |\n")
        #expect(after.contains("left") && !after.contains("shown"))
        #expect(Self.labels(Self.annotation + "    callout: {sh|\n  - id: b\n    coordinate: [3, 4]\n") == ["shown"])
        let nested = Self.labels("mapscene: 1\ncamera: {center: [1, 2], distance: 1km}\nmap: {basemap: [{tiles: a.pmtiles, st|\n")
        #expect(nested == ["style"])
        let lines = Self.labels("mapscene: 1\ncamera: {center: [1, 2],\n  di|\n")
        #expect(lines == ["distance"])
    }

    @Test func valuesInAnUnclosedFlowListOrMapping() {
        let scene = Self.scene.replacingOccurrences(of: "fit: [hall, ring]", with: "fit: [hall, |")
        #expect(Self.labels(scene) == ["all", "hall", "ring", "square"])
        #expect(Self.labels(Self.annotation + "    callout: {shown: |\n") == ["true", "false"])
        #expect(Self.labels("mapscene: 1\ncamera: {center: [1, 2], distance: 1km}\ncanvas: {theme: |\n") == ["light", "dark"])
    }

    @Test func keysAndValuesInAnUnclosedDSLBlockListOrTuple() {
        let header = "mapscene 1\ncamera { center (1, 2) distance 1km }\n"
        let block = Self.labels(header + "annotation a at (1, 2) {\n  callout { |\n", syntax: .dsl)
        #expect(block.contains("shown") && !block.contains("coordinate"))
        let after = Self.labels(header + "annotation a at (1, 2) {\n  callout { shown true |\n", syntax: .dsl)
        #expect(after.contains("left") && !after.contains("shown"))
        #expect(Self.labels("mapscene 1\ncamera { center (1, 2) zo|\n", syntax: .dsl) == ["zoom"])
        let fit = Self.labels("mapscene 1\nannotation park at (1, 2)\ncamera { fit [pa|\n", syntax: .dsl)
        #expect(fit == ["park"])
        let tuple = Self.labels(
            "mapscene 1\nannotation park at (1, 2)\noverlay arrow { path { origin p| unit 75m points [(0, 1), (1, 1\n",
            syntax: .dsl)
        #expect(tuple == ["park"])
        let basemap = Self.labels(header + "map { basemap [{ mbtiles \"a.mbtiles\" sty|\n", syntax: .dsl)
        #expect(basemap == ["style"])
    }

    // MARK: Keys that exclude each other

    @Test func keysExcludedByOnesWrittenAreNotOffered() {
        let pin = Self.labels(Self.annotation + "    pin: red\n    |\n")
        #expect(pin.contains("title") && !pin.contains("marker") && !pin.contains("image") && !pin.contains("dot"))
        let flow = Self.labels(Self.annotation + "    marker: {glyph: C}\n    |\n")
        #expect(!flow.contains("pin") && !flow.contains("dot"))
        let dsl = Self.labels(
            "mapscene 1\ncamera { center (1, 2) distance 1km }\nannotation a at (1, 2) { dot { color blue } | }\n", syntax: .dsl)
        #expect(dsl.contains("title") && !dsl.contains("pin") && !dsl.contains("marker"))
        // An overlay's shape and its order, a camera's form, a basemap entry's source.
        let overlay = Self.labels(
            Self.annotation + "overlays:\n  - {id: o, circle: {center: [1, 2], radius: 1km}, above: x, |}\n")
        #expect(overlay.contains("style") && !overlay.contains("polygon") && !overlay.contains("below") && !overlay.contains("z"))
        let camera = Self.labels("mapscene: 1\ncamera: {center: [1, 2], |}\n")
        #expect(camera.contains("zoom") && camera.contains("pitch") && !camera.contains("fit") && !camera.contains("lookAt"))
        let zoomed = Self.labels("mapscene: 1\ncamera: {center: [1, 2], zoom: 3, |}\n")
        #expect(zoomed.contains("heading") && !zoomed.contains("distance") && !zoomed.contains("span"))
        let basemap = Self.labels("mapscene: 1\ncamera: {center: [1, 2], zoom: 3}\nmap: {basemap: [{tiles: a.pmtiles, |}]}\n")
        #expect(basemap.contains("style") && !basemap.contains("geojson") && !basemap.contains("mbtiles"))
        let fromFile = Self.labels("mapscene: 1\ncamera: {fit: all}\nannotations:\n  - {from: stops.csv, |}\n")
        #expect(fromFile.contains("title") && !fromFile.contains("coordinate"))
    }

    // MARK: Completion of values

    @Test func fixedValuesBooleansAndColors() {
        #expect(Self.labels("mapscene: 1\nmap: {type: s|}\ncamera: {center: [1, 2], distance: 1km}\n").contains("standard"))
        #expect(Self.labels("mapscene: 1\ncanvas:\n  theme: |\n") == ["light", "dark"])
        let colors = Self.labels("mapscene: 1\ncanvas:\n  background: dodg|\n")
        #expect(colors == ["dodgerblue"])
        let dsl = Self.labels("mapscene 1\nannotation a at (1, 2) { pin gree| }\n", syntax: .dsl)
        #expect(dsl.contains("green") && dsl.contains("greenyellow"))
    }

    @Test func unitsFollowANumberWhereADistanceGoes() {
        #expect(Self.labels("mapscene: 1\ncamera:\n  center: [1, 2]\n  distance: 250|\n") == ["250m", "250km", "250mi", "250ft"])
        #expect(Self.labels("mapscene 1\ncamera { center (1, 2) distance 3k| }\n", syntax: .dsl) == ["3km"])
    }

    @Test func idsWhereAnIdIsExpected() {
        let scene = Self.scene
        let style = Self.labels(scene.replacingOccurrences(of: "style: zone", with: "style: |"))
        #expect(style == ["zone"])
        let above = Self.labels(scene.replacingOccurrences(of: "above: ring", with: "above: |"))
        #expect(above == ["ring", "square"])
        let fit = Self.labels(scene.replacingOccurrences(of: "fit: [hall, ring]", with: "fit: [hall, |]"))
        #expect(fit == ["all", "hall", "ring", "square"])
        let dsl = Self.labels(
            """
            mapscene 1
            annotation park at (1, 2) { title "Park" }
            overlay arrow { path { origin p| unit 75m points [(0, 1), (1, 1)] } }
            """, syntax: .dsl)
        #expect(dsl == ["park"])
    }

    // MARK: Hover

    @Test func hoverOnAKeyShowsItsDocumentation() throws {
        let (file, location) = Self.typed(Self.scene.replacingOccurrences(of: "  fit:", with: "  f|it:"))
        let hover = try #require(SceneEditor.hover(in: file, at: location))
        #expect(hover.markdown.hasPrefix("**fit** (camera): Fit all annotations and overlays, or the listed ids."))
        #expect(hover.range == SourceRange(start: Location(line: 3, column: 3), end: Location(line: 3, column: 6)))
    }

    @Test func hoverResolvesColorsDistancesAndIds() throws {
        let color = Self.typed(Self.scene.replacingOccurrences(of: "\"#1e90ffcc\"", with: "\"#1e90|ffcc\""))
        #expect(SceneEditor.hover(in: color.0, at: color.1)?.markdown == "`#1e90ffcc`: color #1e90ff, alpha 80 %.")
        let distance = Self.typed(Self.scene.replacingOccurrences(of: "radius: 3mi", with: "radius: 3|mi"))
        #expect(SceneEditor.hover(in: distance.0, at: distance.1)?.markdown == "`3mi`: 4,828.032 m.")
        let id = Self.typed(Self.scene.replacingOccurrences(of: "above: ring", with: "above: ri|ng"))
        #expect(SceneEditor.hover(in: id.0, at: id.1)?.markdown == "`ring`: an overlay, defined on line 12; named 2 times.")
        let dsl = Self.typed("mapscene 1\ncamera { center (1, 2) distance 2k|m }\n", syntax: .dsl)
        #expect(SceneEditor.hover(in: dsl.0, at: dsl.1)?.markdown == "`2km`: 2,000 m.")
    }

    // MARK: Definition and references

    @Test func definitionAndReferencesOfAnId() throws {
        let (file, location) = Self.typed(Self.scene.replacingOccurrences(of: "fit: [hall, ring]", with: "fit: [hall, r|ing]"))
        let definition = try #require(SceneEditor.definition(in: file, at: location))
        #expect(definition.start == Location(line: 12, column: 9))
        let uses = SceneEditor.references(in: file, at: location, includingDefinition: true).map(\.start.line)
        #expect(uses == [12, 3, 17])
        let fromDefinition = Self.typed(Self.scene.replacingOccurrences(of: "- id: ring", with: "- id: |ring"))
        #expect(
            SceneEditor.references(in: fromDefinition.0, at: fromDefinition.1, includingDefinition: false).map(\.start.line) == [
                3, 17,
            ])
        let style = Self.typed(Self.scene.replacingOccurrences(of: "style: zone", with: "style: zo|ne"))
        #expect(SceneEditor.definition(in: style.0, at: style.1)?.start == Location(line: 5, column: 3))
    }

    @Test func definitionInTheDSL() throws {
        let (file, location) = Self.typed(
            """
            mapscene 1
            camera { fit [park] }
            annotation park at (1, 2) { title "Park" }
            overlay arrow { path { origin pa|rk unit 75m points [(0, 1), (1, 1)] } }
            """, syntax: .dsl)
        #expect(SceneEditor.definition(in: file, at: location)?.start == Location(line: 3, column: 12))
        #expect(SceneEditor.references(in: file, at: location, includingDefinition: false).map(\.start.line) == [2, 4])
    }

    // MARK: Outline

    @Test func theOutlineListsSettingsStylesAnnotationsAndOverlays() {
        let file = SourceFile(path: "scene.yaml", text: Self.scene)
        let symbols = SceneEditor.symbols(in: file)
        #expect(symbols.map(\.name) == ["camera", "styles", "hall", "ring", "square"])
        #expect(symbols.map(\.kind) == [.camera, .style, .annotation, .overlay, .overlay])
        #expect(symbols[1].children.map(\.name) == ["zone"])
        #expect(symbols[3].detail == "circle")
        #expect(symbols[2].selectionRange.start == Location(line: 7, column: 9))
    }

    // MARK: Robustness

    @Test func everyQueryOnEveryPrefixOfEveryExampleAnswersWithoutTrapping() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".mapscene") }.sorted()
        #expect(names.count >= 30)
        var queries = 0
        for name in names {
            let bytes = Array(try Data(contentsOf: examples.appendingPathComponent(name)).prefix(6_000))
            for cut in stride(from: 0, through: bytes.count, by: max(bytes.count / 7, 1)) {
                let file = SourceFile(path: name, bytes: Array(bytes[..<cut]))
                let lines = max(SourceLines(file.bytes).count, 1)
                for line in stride(from: 0, through: lines + 1, by: max(lines / 5, 1)) {
                    for column in [0, 1, 3, 9, 40, 400] {
                        let at = Location(line: line, column: column)
                        _ = SceneEditor.completions(in: file, at: at)
                        _ = SceneEditor.hover(in: file, at: at)
                        _ = SceneEditor.definition(in: file, at: at)
                        _ = SceneEditor.references(in: file, at: at, includingDefinition: true)
                        queries += 4
                    }
                }
                _ = SceneEditor.symbols(in: file)
            }
        }
        #expect(queries > 5_000)
    }
}
