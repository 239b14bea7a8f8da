import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneSVG

/// Every bundled example draws well-formed SVG with its annotations in place (its outputs are
/// pinned by `ExampleGoldenTests`).
@Suite struct ExamplesTests {
    @Test func thereAreExamples() {
        #expect(Examples.names.count >= 5)
    }

    /// The README's picture is the Tepusquet example as mapc draws it today.
    @Test func theReadmePictureIsTheExampleAsDrawn() throws {
        let list = try #require(try Examples.compile("tepusquet").renderList)
        let picture = Examples.folder.deletingLastPathComponent().appendingPathComponent("Docs/images/tepusquet.svg")
        #expect(SVGBackend.render(list) == String(decoding: try Data(contentsOf: picture), as: UTF8.self))
    }

    @Test(arguments: Examples.names)
    func exampleSVGIsWellFormed(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let svg = SVGBackend.render(list)
        if let problems = try XMLLint.problems(in: svg) { #expect(problems.isEmpty, "\(problems)") }
    }

    @Test(arguments: Examples.names)
    func everyAnnotationIsDrawnInsideTheCanvas(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        for item in list.items where item.layer == .annotations || item.layer == .callouts {
            guard let anchor = item.anchor else { continue }
            #expect(
                (0...list.canvas.width).contains(anchor.x) && (0...list.canvas.height).contains(anchor.y),
                "\(item.id) at \(anchor)")
        }
    }

    @Test func theTepusquetPinIsGreenWithItsCalloutShown() throws {
        let list = try #require(try Examples.compile("tepusquet").renderList)
        let pin = try #require(list.items.first { $0.id == "park" })
        #expect(pin.style.fill == .pinGreen)
        let callout = try #require(list.items.first { $0.id == "park.callout" })
        guard case .callout(let bubble) = callout.shape else { Issue.record("not a callout"); return }
        #expect(bubble.title == "Park here")
        #expect(bubble.subtitle == "Fun awaits down the road!")
        #expect(bubble.frame.maxY <= pin.anchor!.y)
    }

    @Test func theRouteIsReadFromItsCSVFile() throws {
        let list = try #require(try Examples.compile("route").renderList)
        let route = try #require(list.items.first { $0.id == "route" })
        guard case .polyline(let parts) = route.shape else { Issue.record("not a polyline"); return }
        // The file's first and last rows are where the start and end pins stand.
        let start = try #require(list.items.first { $0.id == "start" }?.anchor)
        let end = try #require(list.items.first { $0.id == "end" }?.anchor)
        let line = try #require(parts.first)
        #expect(abs(line[0].x - start.x) < 0.01 && abs(line[0].y - start.y) < 0.01)
        #expect(abs(line[line.count - 1].x - end.x) < 0.01 && abs(line[line.count - 1].y - end.y) < 0.01)
        #expect(line.count >= 10)
        #expect(route.style.stroke == Color(red: 0xDD, green: 0x33, blue: 0x33))
    }

    @Test func mosconeHasADetailDisclosure() throws {
        let list = try #require(try Examples.compile("moscone").renderList)
        let callout = try #require(list.items.first { $0.id == "moscone.callout" })
        guard case .callout(let bubble) = callout.shape else { Issue.record("not a callout"); return }
        #expect(bubble.right == .detailDisclosure)
    }
}

/// Simplification at output resolution, and how to turn it off.
@Suite struct SimplificationTests {
    private func routePoints(tolerance: Double) throws -> Int {
        let url = Examples.folder.appendingPathComponent("route.yaml")
        let file = SourceFile(path: "route.yaml", bytes: Array(try Data(contentsOf: url)))
        let list = try #require(
            Pipeline.compile(file, directory: Examples.folder.path, options: PipelineOptions(tolerance: tolerance)).renderList)
        guard case .polyline(let parts)? = list.items.first(where: { $0.id == "route" })?.shape else { return 0 }
        return parts.map(\.count).reduce(0, +)
    }

    @Test func toleranceZeroKeepsEveryPointInView() throws {
        #expect(try routePoints(tolerance: 0) == 17)
    }

    @Test func aCoarserToleranceKeepsFewerPoints() throws {
        let fine = try routePoints(tolerance: 0.25)
        let coarse = try routePoints(tolerance: 5)
        #expect(coarse < fine && fine <= 17 && coarse >= 2)
    }
}
