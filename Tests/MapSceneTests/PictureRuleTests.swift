import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneLint
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList

/// The geometry and color arithmetic behind the rules about the picture, and the one rule no
/// scene can show (the compiler never cuts or moves a callout).
@Suite struct PictureRuleTests {
    private func hex(_ text: String) -> Color { try! Color.parse(text).get() }
    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    // MARK: WCAG contrast

    @Test func whiteIsFullyLuminousAndBlackNotAtAll() {
        #expect(Contrast.luminance(.white) == 1)
        #expect(Contrast.luminance(hex("#000000")) == 0)
    }

    @Test func blackOnWhiteIsTwentyOneToOne() {
        #expect(Contrast.ratio(hex("#000000"), .white) == 21)
    }

    @Test func greySevenSevenSevenOnWhiteIsWCAGsFourPointFourEight() {
        // WCAG's own example: #777777 on white falls just short of 4.5:1.
        #expect(rounded(Contrast.ratio(hex("#777777"), .white)) == 4.48)
    }

    @Test func theRatioIsTheSameEitherWayRound() {
        #expect(Contrast.ratio(hex("#ff9f0a"), .white) == Contrast.ratio(.white, hex("#ff9f0a")))
    }

    @Test func whiteOnYellowFailsAndWhiteOnNavyPasses() {
        #expect(Contrast.ratio(.white, hex("yellow")) < Contrast.minimumRatio)
        #expect(Contrast.ratio(.white, hex("navy")) > Contrast.minimumRatio)
    }

    @Test func aHalfTransparentColorBlendsHalfwayOverWhatIsUnder() {
        let blended = Contrast.composite(hex("#000000/0.5"), over: .white)
        #expect(blended == Color(red: 128, green: 128, blue: 128))
        #expect(Contrast.composite(hex("red"), opacity: 0, over: .white) == .white)
    }

    // MARK: Rings

    private func ring(_ points: [(Double, Double)]) -> [RingGeometry.Point] {
        points.map { RingGeometry.Point(x: $0.0, y: $0.1) }
    }

    @Test func aSquareDoesNotCrossItself() {
        #expect(RingGeometry.selfIntersection(ring([(0, 0), (1, 0), (1, 1), (0, 1)])) == nil)
    }

    @Test func aSquareWrittenClosedDoesNotCrossItself() {
        #expect(RingGeometry.selfIntersection(ring([(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)])) == nil)
    }

    @Test func aBowTieCrossesItselfBetweenItsFirstAndThirdEdges() {
        let crossing = RingGeometry.selfIntersection(ring([(0, 0), (1, 1), (1, 0), (0, 1)]))
        #expect(crossing.map { [$0.0, $0.1] } == [0, 2])
    }

    @Test func aFigureEightTouchingAtOneCornerCrossesItself() {
        // Two triangles sharing the point (1, 1), visited twice.
        #expect(RingGeometry.selfIntersection(ring([(0, 0), (1, 1), (2, 0), (2, 2), (1, 1), (0, 2)])) != nil)
    }

    @Test func anEdgeDoublingBackAlongAnotherCrossesItself() {
        #expect(RingGeometry.selfIntersection(ring([(0, 0), (4, 0), (4, 1), (2, 0), (1, 1)])) != nil)
    }

    @Test func aConcaveRingDoesNotCrossItself() {
        #expect(RingGeometry.selfIntersection(ring([(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)])) == nil)
    }

    @Test func aPointInAHoleIsOutsideByTheEvenOddRule() {
        let outer = [CanvasPoint(x: 0, y: 0), CanvasPoint(x: 10, y: 0), CanvasPoint(x: 10, y: 10), CanvasPoint(x: 0, y: 10)]
        let hole = [CanvasPoint(x: 4, y: 4), CanvasPoint(x: 6, y: 4), CanvasPoint(x: 6, y: 6), CanvasPoint(x: 4, y: 6)]
        #expect(RingGeometry.evenOddContains([outer, hole], CanvasPoint(x: 2, y: 2)))
        #expect(!RingGeometry.evenOddContains([outer, hole], CanvasPoint(x: 5, y: 5)))
        #expect(!RingGeometry.evenOddContains([outer, hole], CanvasPoint(x: 12, y: 5)))
    }

    // MARK: callout-misplaced

    private let canvas = CanvasRect(x: 0, y: 0, width: 400, height: 300)
    private let pin = AnnotationLook.pin(color: .pinRed)

    private func callout(frame: CanvasRect, pointer: CanvasPoint) -> RenderCallout {
        RenderCallout(frame: frame, pointer: pointer, title: "Park here", subtitle: nil, left: nil, right: nil)
    }

    @Test func aCalloutAboveItsPinInsideTheCanvasIsInPlace() {
        let anchor = CanvasPoint(x: 200, y: 150)
        let placed = callout(frame: CanvasRect(x: 150, y: 80, width: 100, height: 36), pointer: CanvasPoint(x: 200, y: 126))
        #expect(CalloutBounds.problem(placed, anchor: anchor, look: pin, canvas: canvas) == nil)
    }

    @Test func aCalloutPokingOutOfTheCanvasIsCut() {
        let anchor = CanvasPoint(x: 20, y: 150)
        let placed = callout(frame: CanvasRect(x: -30, y: 80, width: 100, height: 36), pointer: CanvasPoint(x: 20, y: 126))
        #expect(CalloutBounds.problem(placed, anchor: anchor, look: pin, canvas: canvas) == "is cut by the edge of the canvas")
    }

    @Test func aCalloutWhosePointerEndsFarFromItsPinIsMoved() {
        let anchor = CanvasPoint(x: 200, y: 250)
        let placed = callout(frame: CanvasRect(x: 150, y: 20, width: 100, height: 36), pointer: CanvasPoint(x: 200, y: 66))
        #expect(CalloutBounds.problem(placed, anchor: anchor, look: pin, canvas: canvas)?.hasPrefix("points ") == true)
    }

    @Test func aRenderListWithACutCalloutIsReportedAtItsAnnotation() throws {
        let file = SourceFile(
            path: "park.yaml",
            bytes: Array(
                """
                mapscene: 1
                title: Park
                camera: {center: [34.92, -120.21], distance: 1km}
                annotations:
                  - {id: park, coordinate: [34.92, -120.21], title: Park here, callout: {shown: true}}
                """.utf8))
        let scene = try #require(Pipeline.load(file, directory: ".", options: PipelineOptions(offline: true)).scene)
        var list = SceneCompiler.compile(scene).renderList
        let index = try #require(list.items.firstIndex { if case .callout = $0.shape { true } else { false } })
        guard case .callout(var bubble) = list.items[index].shape else { return }
        bubble.frame.x = -bubble.frame.width / 2
        list.items[index].shape = .callout(bubble)
        let findings = PictureLint.findings(scene: scene, list: list, tolerance: 0.25, sceneStart: nil).filter {
            $0.rule == Rule.calloutMisplaced.id
        }
        #expect(findings.map(\.message) == ["the callout of 'park' is cut by the edge of the canvas"])
        #expect(findings.first?.range?.start == SourceLocation(line: 5, column: 5))
    }

    // MARK: The stage

    static let pictureRules: [Rule] = [
        .outOfView, .calloutMisplaced, .pinsOverlap, .textContrast, .overlayTooThin, .overlayTooSmall, .polygonSelfIntersection,
        .polylineOversampled, .cameraZoom, .missingTitle, .basemapDetail, .legendSameColor,
    ]

    private func lint(_ text: String) -> [String] {
        Pipeline.lint(
            SourceFile(path: "example.yaml", bytes: Array(text.utf8)), directory: ".", options: PipelineOptions(offline: true)
        ).map(\.rule)
    }

    @Test(arguments: pictureRules.filter { !$0.bad.isEmpty })
    func theRulesOwnBadExampleBreaksItAndItsGoodOneDoesNot(_ rule: Rule) {
        #expect(lint(rule.bad).contains(rule.id), "mapc explain \(rule.id): the bad example")
        #expect(!lint(rule.good).contains(rule.id), "mapc explain \(rule.id): the good example")
    }

    @Test func thousandsOfAnnotationsOutOfViewAreEachReportedInFileOrder() throws {
        // Many annotations; every third is far outside the view.
        let pins = (0..<6_000).map { i in
            "  - {id: p\(i), coordinate: [\(i % 3 == 0 ? 10.0 : 60.17 + Double(i % 50) * 0.0001), 24.94]}"
        }
        let text =
            "mapscene: 1\ntitle: Pins\ncamera: {center: [60.17, 24.94], distance: 2km}\nannotations:\n"
            + pins.joined(separator: "\n") + "\n"
        let found = Pipeline.lint(
            SourceFile(path: "pins.yaml", bytes: Array(text.utf8)), directory: ".", options: PipelineOptions(offline: true)
        )
        .filter { $0.rule == Rule.outOfView.id }
        #expect(
            found.map(\.message)
                == stride(from: 0, to: 6_000, by: 3).map {
                    "annotation 'p\($0)' is outside the camera's view and is not drawn, nor its callout"
                })
        #expect(found.map { $0.range?.start.line } == stride(from: 0, to: 6_000, by: 3).map { $0 + 5 })
    }

    /// Street scale on the embedded world alone is noted at the camera; a basemap of streets,
    /// a satellite map (its own warning) or a wider view is not.
    @Test func streetScaleOverTheEmbeddedWorldAloneIsNoted() throws {
        let folder = try ScratchFolder()
        try folder.write("streets.geojson", #"{"type": "FeatureCollection", "features": []}"#)
        func findings(_ lines: String) -> [Diagnostic] {
            let text = "mapscene: 1\ntitle: Downtown\n" + lines + "\n"
            return Pipeline.lint(
                SourceFile(path: "scene.yaml", bytes: Array(text.utf8)), directory: folder.path,
                options: PipelineOptions(offline: true)
            ).filter { $0.rule == Rule.basemapDetail.id }
        }
        let noted = findings("camera: {center: [37.7946, -122.3999], distance: 2km}")
        #expect(
            noted.map(\.message) == [
                "at this scale (zoom 15) the embedded world has no streets: the map under the scene is plain land and water"
            ])
        #expect(noted.first?.range?.start == SourceLocation(line: 3, column: 9))
        #expect(noted.first?.severity == .note)
        #expect(findings("map: {basemap: [world]}\ncamera: {center: [37.7946, -122.3999], distance: 2km}").count == 1)
        #expect(
            findings("map: {basemap: [world, {geojson: streets.geojson}]}\ncamera: {center: [37.7946, -122.3999], distance: 2km}")
                .isEmpty)
        #expect(findings("map: {type: satellite}\ncamera: {center: [37.7946, -122.3999], distance: 2km}").isEmpty)
        #expect(findings("camera: {center: [37.7946, -122.3999], distance: 200km}").isEmpty)
    }

    @Test func compilingDoesNotRunThePictureRules() {
        let file = SourceFile(
            path: "untitled.yaml", bytes: Array("mapscene: 1\ncamera: {center: [60.17, 24.94], distance: 2km}\n".utf8))
        #expect(!Pipeline.compile(file, directory: ".").diagnostics.contains { $0.rule == Rule.missingTitle.id })
        #expect(Pipeline.lint(file, directory: ".").contains { $0.rule == Rule.missingTitle.id })
    }
}
