import Testing

@testable import MapScene
@testable import MapSceneGeometry

/// Each problem a scene file can have is reported once, with its rule, at the exact place.
@Suite struct DecoderDiagnosticsTests {
    @Test func aValidSceneDecodesWithoutDiagnostics() {
        let (scene, diagnostics) = decode(scene("annotations:\n  - {id: a, coordinate: [34.9, -120.2]}\n"))
        #expect(diagnostics.isEmpty)
        #expect(scene?.annotations.first?.coordinate == Coordinate(latitude: 34.9, longitude: -120.2))
    }

    @Test func anUnknownKeyIsReportedAtTheKeyWithASuggestion() {
        let marked = MarkedText(scene("annotations:\n  - id: a\n    coordinate: [1, 2]\n    1️⃣subtitel: x\n"))
        expectSingle(marked, rule: "unknown-key", message: "unknown key 'subtitel' in annotation; did you mean 'subtitle'?")
    }

    @Test func aLatitudeOutOfRangeIsReportedAtTheLatitude() {
        let marked = MarkedText(scene("annotations:\n  - id: a\n    coordinate: [1️⃣95, -120.2]\n"))
        expectSingle(marked, rule: "latitude-range", message: "latitude 95 is outside -90...90")
    }

    /// A polyline of `count` points along a meridian, the point at `bad` (if any) written `badPoint`.
    private func longLine(_ count: Int, bad: Int? = nil, badPoint: String = "") -> String {
        let points = (0..<count).map { $0 == bad ? badPoint : "[\(37 + Double($0) / 100_000), -122.4]" }
        return scene("overlays:\n  - {id: line, polyline: [\(points.joined(separator: ", "))]}\n")
    }

    @Test func aLongLineOfPlainPairsIsReadWhole() {
        let count = 10_001
        let (scene, diagnostics) = decode(longLine(count))
        #expect(diagnostics.isEmpty)
        guard case .polyline(.inline(let points)) = scene?.overlays.first?.shape else { Issue.record("no polyline"); return }
        #expect(points.count == count)
        #expect(points == (0..<count).map { Coordinate(latitude: 37 + Double($0) / 100_000, longitude: -122.4) })
    }

    @Test func aBadPointInALongLineIsReportedAtThePoint() {
        let count = 10_001
        let marked = MarkedText(longLine(count, bad: 7_654, badPoint: "[1️⃣95, -122.4]"))
        expectSingle(marked, rule: "latitude-range", message: "latitude 95 is outside -90...90")
    }

    @Test func aSwappedPairGetsANote() {
        let (_, diagnostics) = decode(scene("annotations:\n  - {id: a, coordinate: [-120.2, 34.9]}\n"))
        #expect(diagnostics.map(\.rule) == ["latitude-range"])
        #expect(diagnostics.first?.notes.first?.message.contains("swapped") == true)
    }

    @Test func aLongitudeOutOfRangeIsReportedAtTheLongitude() {
        let marked = MarkedText(scene("annotations:\n  - id: a\n    coordinate: [34, 1️⃣181]\n"))
        expectSingle(marked, rule: "longitude-range")
    }

    @Test func aMissingRequiredKeyIsReportedAtItsMapping() {
        let marked = MarkedText(scene("annotations:\n  - 1️⃣id: a\n    title: no coordinate\n"))
        expectSingle(marked, rule: "missing-key", message: "missing required key 'coordinate' in annotation")
    }

    @Test func aMissingCameraIsReportedAtTheTopOfTheFile() {
        let marked = MarkedText("1️⃣mapscene: 1\ntitle: no camera\n")
        expectSingle(marked, rule: "missing-key", message: "missing required key 'camera' in the scene")
    }

    @Test func aDuplicateIdIsReportedAtTheSecondOneWithANoteAtTheFirst() {
        let marked = MarkedText(
            scene(
                "annotations:\n  - {id: 2️⃣a, coordinate: [1, 2]}\noverlays:\n  - {id: 1️⃣a, circle: {center: [1, 2], radius: 10m}}\n"
            ))
        expectSingle(marked, rule: "duplicate-id")
        let d = decode(marked.text).diagnostics.first
        #expect(d?.notes.first?.range?.start == marked[2])
    }

    @Test func aReferenceToAMissingIdIsReportedAtTheReference() {
        let marked = MarkedText(
            scene(
                "overlays:\n  - id: ring\n    circle: {center: [1, 2], radius: 10m}\n    above: 1️⃣rign\n  - id: other\n    circle: {center: [1, 2], radius: 10m}\n"
            ))
        expectSingle(
            marked, rule: "unknown-reference", message: "above refers to 'rign', but no overlay has that id; did you mean 'ring'?"
        )
    }

    @Test func aReferenceSuggestsTheNearestId() {
        let marked = MarkedText(
            "mapscene: 1\ncamera: {fit: [1️⃣rign]}\noverlays:\n  - {id: ring, circle: {center: [1, 2], radius: 10m}}\n")
        expectSingle(
            marked, rule: "unknown-reference",
            message: "fit refers to 'rign', but no annotation or overlay has that id; did you mean 'ring'?")
    }

    @Test func aPathOriginMustNameAnAnnotation() {
        let marked = MarkedText(
            scene(
                "overlays:\n  - id: ring\n    circle: {center: [1, 2], radius: 10m}\n  - path: {origin: 1️⃣ring, points: [[0, 0], [1, 1]]}\n"
            ))
        expectSingle(marked, rule: "reference-kind", message: "'ring' in path origin is an overlay, not an annotation")
    }

    @Test func aReferenceRightBeforeIsNoProofForOneOfAnotherKind() {
        // Overlays that each name the style before them; the last names an overlay as its style.
        let overlays = (0..<3).map { "  - {id: o\($0), style: lot, circle: {center: [1, 2], radius: 10m}}\n" }.joined()
        let marked = MarkedText(
            scene(
                "styles:\n  lot: {stroke: red}\noverlays:\n" + overlays
                    + "  - {id: last, above: lot, style: 1️⃣o1, circle: {center: [1, 2], radius: 10m}}\n"))
        let diagnostics = decode(marked.text).diagnostics
        #expect(diagnostics.map(\.rule) == ["reference-kind", "reference-kind"])
        #expect(diagnostics.last?.range?.start == marked[1])
        #expect(diagnostics.last?.message == "'o1' in style is an overlay, not a style")
    }

    @Test func aPolylineMappingWithoutASourceSaysWhatAPolylineTakes() {
        let marked = MarkedText(scene("overlays:\n  - {id: walk, polyline: {source: route.csv, 1️⃣exterior: [[1, 2], [3, 4]]}}\n"))
        expectSingle(marked, rule: "unknown-key", message: "unknown key 'exterior' in polyline")
        let missing = MarkedText(scene("overlays:\n  - {id: walk, polyline: {1️⃣file: route.csv}}\n"))
        let diagnostics = decode(missing.text).diagnostics
        #expect(
            diagnostics.map(\.message) == [
                "polyline needs its coordinates: a list of [latitude, longitude] pairs, or {source: FILE}",
                "unknown key 'file' in polyline",
            ])
        #expect(diagnostics.allSatisfy { $0.range?.start == missing[1] })
    }

    @Test func aWrongTypeNamesWhatWasExpected() {
        let marked = MarkedText("mapscene: 1\ncamera: {center: [1, 2], distance: 1km}\ncanvas: {width: 1️⃣wide}\n")
        expectSingle(marked, rule: "wrong-type", message: "expected a number for canvas width, found a string")
    }

    @Test func anAbsurdCanvasSizeIsRefused() {
        let marked = MarkedText("mapscene: 1\ncamera: {center: [1, 2], distance: 1km}\ncanvas: {width: 1️⃣1e12}\n")
        expectSingle(marked, rule: "value-range")
    }

    @Test func aBadUnitIsReported() {
        let marked = MarkedText("mapscene: 1\ncamera: {center: [1, 2], distance: 1️⃣12 parsecs}\n")
        expectSingle(marked, rule: "unknown-unit", message: "unknown distance unit 'parsecs' in distance; use m, km, mi or ft")
    }

    @Test func aBadColorSuggestsTheNearestName() {
        let marked = MarkedText(scene("annotations:\n  - {id: a, coordinate: [1, 2], pin: 1️⃣grene}\n"))
        expectSingle(marked, rule: "unknown-color", message: "unknown color 'grene' for pin color; did you mean 'green'?")
    }

    @Test func twoCameraFormsAreReportedAtTheSecond() {
        let marked = MarkedText("mapscene: 1\ncamera:\n  center: [1, 2]\n  span: [1, 1]\n  1️⃣distance: 1km\n")
        expectSingle(
            marked, rule: "camera-form", message: "the camera has more than one form ('span' and 'distance'); use exactly one")
    }

    @Test func anUnsupportedVersionIsReported() {
        let marked = MarkedText("mapscene: 1️⃣2\ncamera: {center: [1, 2], distance: 1km}\n")
        expectSingle(marked, rule: "format-version")
    }

    @Test func aSyntaxErrorIsReportedWhereLibyamlFindsIt() {
        let marked = MarkedText("mapscene: 1\ncamera: {center: [1, 2]\n1️⃣")
        expectSingle(marked, rule: "yaml-syntax")
    }

    @Test func everyProblemInAFileIsReportedInOneRunSortedByPosition() {
        let marked = MarkedText(
            """
            mapscene: 1
            canvas: {width: 800, 1️⃣heigth: 600}
            camera: {center: [2️⃣95, -120.2], distance: 3️⃣12 parsecs}
            annotations:
              - id: 4️⃣park
                coordinate: [34.9, -120.2]
              - 5️⃣id: 6️⃣park
                title: no coordinate
            overlays:
              - polygon: [[1, 2], [3, 4], [5, 6]]
                above: 7️⃣nothere
                fill: 8️⃣"#12345"

            """)
        let diagnostics = decode(marked.text).diagnostics
        #expect(
            diagnostics.map(\.rule) == [
                "unknown-key", "latitude-range", "unknown-unit", "missing-key", "duplicate-id", "unknown-reference",
                "unknown-color",
            ])
        #expect(
            diagnostics.compactMap(\.range?.start) == [
                marked[1], marked[2], marked[3], marked[5], marked[6], marked[7], marked[8],
            ])
        #expect(diagnostics[4].notes.first?.range?.start == marked[4])
    }
}
