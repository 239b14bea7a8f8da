import Foundation
import MapScene
import Testing

/// The library as a Swift program sees it: `import MapScene` without `@testable`, a scene held in
/// memory, and only the public entry point.
struct SceneCompilationTests {
    static let pinScene = """
        mapscene: 1
        camera: {center: [60.1699, 24.9384], distance: 1 km}
        annotations:
          - {id: station, coordinate: [60.1710, 24.9414], title: Central Station}
        """

    @Test func yamlTextCompilesToSVGAndTheTerminal() throws {
        let compilation = SceneCompilation(text: Self.pinScene, syntax: .yaml)
        #expect(compilation.succeeded)
        #expect(compilation.errors.isEmpty)
        let svg = try #require(compilation.svg())
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("Central Station"))
        let drawing = try #require(compilation.terminal(TermOptions(size: TermSize(columns: 40, rows: 12), mode: .ascii)))
        #expect(!drawing.isEmpty)
        #expect(!drawing.contains("\u{1B}"))  // no colors asked for
        #expect(compilation.renderList?.items.isEmpty == false)
    }

    @Test func theMapComesAsPNGAndPDFBytes() throws {
        let compilation = SceneCompilation(text: Self.pinScene, syntax: .yaml)
        let png = try #require(try compilation.png(PNGOptions(dpi: 144)))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // 800 × 600 points at 144 dpi: the IHDR's width and height.
        #expect(Array(png[16..<24]) == [0, 0, 0x06, 0x40, 0, 0, 0x04, 0xB0])
        let pdf = try #require(try compilation.pdf())
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(throws: ImageError.invalidDPI(-1)) { try compilation.png(PNGOptions(dpi: -1)) }
    }

    @Test func theCallerChoosesTheSyntaxNotTheName() throws {
        let dsl = """
            mapscene 1
            camera { center (60.1699, 24.9384) distance 1km }
            annotation station at (60.1710, 24.9414) { title "Central Station" }
            """
        let compilation = SceneCompilation(text: dsl, syntax: .dsl, name: "looks-like.yaml")
        #expect(compilation.succeeded, "\(compilation.report())")
        #expect(compilation.svg()?.contains("Central Station") == true)
        // The same text read as YAML is not a scene.
        #expect(!SceneCompilation(text: dsl, syntax: .yaml).succeeded)
    }

    @Test func errorsAreLocatedAndPrintedAsMapcPrintsThem() throws {
        let text = Self.pinScene.replacingOccurrences(of: "title:", with: "titel:")
        let compilation = SceneCompilation(text: text, syntax: .yaml, name: "station.yaml")
        #expect(!compilation.succeeded)
        #expect(compilation.svg() == nil)
        let error = try #require(compilation.errors.first)
        #expect(error.rule == "unknown-key")
        #expect(error.range?.start == SourceLocation(line: 4, column: 51))
        #expect(compilation.report().hasPrefix("station.yaml:4:51: error: "))
        #expect(compilation.report().contains("[unknown-key]"))
    }

    @Test func withoutABaseFolderEveryFileTheSceneNamesIsRefused() throws {
        let folder = try Self.folderWithRoute()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.routeScene
        let refused = SceneCompilation(text: text, syntax: .yaml, name: "route.yaml")
        #expect(!refused.succeeded)
        let error = try #require(refused.errors.first)
        #expect(error.message == "'route.csv' names a file, but this scene was given as text with no base folder")
        #expect(error.range?.start == SourceLocation(line: 5, column: 24))

        let read = SceneCompilation(text: text, syntax: .yaml, name: "route.yaml", baseFolder: folder.path)
        #expect(read.succeeded, "\(read.report())")
        #expect(read.svg()?.contains("<path") == true)
    }

    @Test func aBaseFolderStillKeepsTheSceneInsideIt() throws {
        let folder = try Self.folderWithRoute()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.routeScene.replacingOccurrences(of: "route.csv", with: "../route.csv")
        let inner = folder.appendingPathComponent("inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let refused = SceneCompilation(text: text, syntax: .yaml, baseFolder: inner.path)
        #expect(refused.errors.first?.message == "'../route.csv' leads outside the scene file's folder")
        var options = PipelineOptions()
        options.allowOutsidePaths = true
        #expect(SceneCompilation(text: text, syntax: .yaml, baseFolder: inner.path, options: options).succeeded)
    }

    @Test func optionsChooseTheTheme() throws {
        var options = PipelineOptions()
        options.theme = .dark
        let light = try #require(SceneCompilation(text: Self.pinScene, syntax: .yaml).svg())
        let dark = try #require(SceneCompilation(text: Self.pinScene, syntax: .yaml, options: options).svg())
        #expect(light != dark)
    }

    @Test func theReadmeExampleCompiles() throws {
        let svg = try #require(readmeExample())
        #expect(svg.contains("City Hall"))
    }

    @Test func theLibraryPageShowsTheReadmeExampleWordForWord() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let page = try String(contentsOf: here.appendingPathComponent("../../Docs/library.md"), encoding: .utf8)
        let example = try String(contentsOf: here.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
        let body = try #require(Self.between("// README begin\n", "    // README end", in: example))
        let shown = body.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0)
        }
        let block = try #require(Self.between("```swift\nimport MapScene\n\n", "```", in: page))
        #expect(block == shown.joined(separator: "\n"))
    }

    // MARK: - Fixtures

    static let routeScene = """
        mapscene: 1
        camera: {center: [60.17, 24.94], distance: 3 km}
        overlays:
          - id: walk
            polyline: {source: route.csv}
        """

    /// A temporary folder holding `route.csv`.
    static func folderWithRoute() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapc-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "latitude,longitude\n60.165,24.93\n60.17,24.94\n60.175,24.95\n".write(
            to: folder.appendingPathComponent("route.csv"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The text between the first `start` and the next `end`.
    static func between(_ start: String, _ end: String, in text: String) -> String? {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else {
            return nil
        }
        return String(text[from.upperBound..<to.lowerBound])
    }
}
