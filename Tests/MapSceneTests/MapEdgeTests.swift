import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapScenePipeline

/// The Mercator map ends at latitude ±85.0511°: what a scene puts beyond is not drawn, or is
/// drawn at the edge, and the scene is told so where it wrote it — never silently.
@Suite struct MapEdgeTests {
    static let polarScene = """
        mapscene: 1
        title: The North Pole
        camera: {center: [89.9, 0], distance: 400km}
        annotations:
          - {id: pole, coordinate: [90, 0]}
          - {id: svalbard, coordinate: [78.22, 15.65]}
        overlays:
          - {id: ring, circle: {center: [90, 0], radius: 100km}}
          - {id: meridian, polyline: [[80, 10], [88, 10]]}
          - {id: fjord, polygon: [[78, 15], [79, 15], [79, 16]]}

        """

    static func lint(_ text: String) -> [Diagnostic] {
        Pipeline.lint(SourceFile(path: "pole.yaml", text: text), directory: "/")
    }

    @Test func everythingBeyondTheEdgeIsNamedWhereItIsWritten() {
        let findings = Self.lint(Self.polarScene).filter { $0.rule == Rule.beyondMapEdge.id }
        #expect(
            findings.map(\.message) == [
                "the camera's center at latitude 89.9° lies beyond the map's edge at ±85.0511°: the view is drawn at the edge",
                "annotation 'pole' lies beyond the map's edge at latitude ±85.0511° and is not drawn",
                "overlay 'ring' lies wholly beyond the map's edge at latitude ±85.0511° and is not drawn",
                "overlay 'meridian' reaches beyond the map's edge at latitude ±85.0511° and is cut there",
            ])
        #expect(findings.map { $0.range?.start.line } == [3, 5, 8, 9])
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func anAnnotationBeyondTheEdgeIsNotDrawnNorCalledOutOfView() throws {
        let result = Pipeline.compile(SourceFile(path: "pole.yaml", text: Self.polarScene), directory: "/")
        let list = try #require(result.renderList)
        #expect(!list.items.contains { $0.id == "pole" })
        #expect(!list.items.contains { $0.id == "ring" })
        let outOfView = Self.lint(Self.polarScene).filter { $0.rule == Rule.outOfView.id }
        #expect(!outOfView.contains { $0.message.contains("'pole'") || $0.message.contains("'ring'") })
    }

    @Test func aSceneWithinTheEdgeSaysNothingOfIt() {
        let within = Self.polarScene
            .replacingOccurrences(of: "[89.9, 0]", with: "[84, 0]")
            .replacingOccurrences(of: "[90, 0]", with: "[84.5, 0]")
            .replacingOccurrences(of: "[88, 10]", with: "[85, 10]")
            .replacingOccurrences(of: "radius: 100km", with: "radius: 10km")
        #expect(!Self.lint(within).contains { $0.rule == Rule.beyondMapEdge.id })
    }

    @Test func manyAnnotationsFromOneTemplateAreOneFinding() {
        var scene = Scene(
            camera: Camera(
                form: .centerDistance(center: Coordinate(latitude: 80, longitude: 0), northSouth: 1000, eastWest: 1000)))
        let range = SourceRange(at: MapScene.SourceLocation(line: 7, column: 3))
        for i in 0..<3 {
            scene.annotations.append(
                Annotation(id: "p\(i)", coordinate: Coordinate(latitude: -89, longitude: Double(i)), range: range))
        }
        let findings = MapEdge.warnings(for: scene)
        #expect(
            findings.map(\.message) == [
                "3 annotations from here lie beyond the map's edge at latitude ±85.0511° and are not drawn"
            ])
    }
}
