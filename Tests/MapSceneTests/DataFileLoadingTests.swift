import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneModel
@testable import MapScenePipeline

/// The resolve stage reads each data file a scene names once, through the one reader, under the
/// scene-folder rule; a file that cannot be used is a located error at every place that names it.
@Suite struct DataFileLoadingTests {
    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder()
        try folder.write("scene/route.csv", "latitude,longitude\n34.92,-120.21\n34.93,-120.22\n34.935,-120.20\n")
        try folder.write("scene/bare.txt", "34.92,-120.21\n34.93,-120.22\n34.94,-120.23\n")
        try folder.write("scene/broken.csv", "34.92,-120.21\n34.93,east\n")
        try folder.write("outside.csv", "34.92,-120.21\n34.93,-120.22\n")
    }

    private func load(_ text: MarkedText, options: PipelineOptions = PipelineOptions()) -> (
        scene: Scene?, diagnostics: [Diagnostic]
    ) {
        Pipeline.load(SourceFile(path: "scene.yaml", text: text.text), directory: folder.path + "/scene", options: options)
    }

    private func scene(_ overlays: String) -> MarkedText {
        MarkedText("mapscene: 1\ncamera: {center: [34.92, -120.21], distance: 5km}\noverlays:\n" + overlays)
    }

    @Test func headerlessAndHeaderedCSVFeedPolylinesAndPolygons() throws {
        let (loaded, diagnostics) = load(
            scene("  - {id: a, polyline: {source: route.csv}}\n  - {id: b, polygon: {source: bare.txt, format: csv}}\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let scene = try #require(loaded)
        guard case .multiPolyline(let lines) = scene.overlays[0].shape, case .multiPolygon(let areas) = scene.overlays[1].shape
        else {
            Issue.record("\(scene.overlays.map(\.shape))"); return
        }
        #expect(lines.map(\.count) == [3])
        #expect(areas.map(\.exterior.count) == [3])
        #expect(Set(scene.dataFiles.keys) == ["route.csv", "bare.txt"])
    }

    @Test func aFileNamedTwiceIsReadOnceAndItsErrorSaidOnce() throws {
        let text = scene("  - {id: a, polyline: {source: 1️⃣broken.csv}}\n  - {id: b, polyline: {source: broken.csv}}\n")
        let (_, diagnostics) = load(text)
        // Where the reader puts its error is its own business (the bridge: at the scene; the
        // readers: in the file, with a note at the scene); it is said once, for the first place.
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let error = try #require(diagnostics.first)
        #expect(error.message.contains("east"))
        #expect(error.range?.start == text[1] || error.notes.contains { $0.range?.start == text[1] })
    }

    @Test func aMissingOrOutsideFileIsAnErrorAtEveryPlaceThatNamesIt() throws {
        let text = scene(
            "  - {id: a, polyline: {source: 1️⃣gone.csv}}\n  - {id: b, polygon: {source: 2️⃣gone.csv}}\n  - {id: c, polyline: {source: 3️⃣../outside.csv}}\n"
        )
        let (loaded, diagnostics) = load(text)
        #expect(loaded == nil)
        #expect(
            diagnostics.map(\.message) == [
                "cannot read 'gone.csv': no such file or directory", "cannot read 'gone.csv': no such file or directory",
                "'../outside.csv' leads outside the scene file's folder",
            ])
        #expect(diagnostics.map(\.range?.start) == [text[1], text[2], text[3]])
        #expect(diagnostics.allSatisfy { $0.rule == "source-file" })
        let allowed = load(
            scene("  - {id: c, polyline: {source: ../outside.csv}}\n"), options: PipelineOptions(allowOutsidePaths: true))
        #expect(allowed.diagnostics.isEmpty)
    }

    @Test func aFolderOrAFIFOIsNeverRead() throws {
        try folder.write("scene/folder.csv/x", "")
        let fifo = folder.path + "/scene/pipe.csv"
        try #require(mkfifo(fifo, 0o600) == 0)
        let text = scene("  - {polyline: {source: 1️⃣folder.csv}}\n  - {polyline: {source: 2️⃣pipe.csv}}\n")
        let (_, diagnostics) = load(text)
        #expect(
            diagnostics.map(\.message) == [
                "cannot read 'folder.csv': it is not a regular file", "cannot read 'pipe.csv': it is not a regular file",
            ])
        #expect(diagnostics.map(\.range?.start) == [text[1], text[2]])
    }

    @Test func oneFileIsReadOneWay() throws {
        let text = scene("  - {polyline: {source: route.csv}}\n  - {polyline: {source: 1️⃣route.csv, format: gpx}}\n")
        let (_, diagnostics) = load(text)
        #expect(diagnostics.map(\.message) == ["'route.csv' is read as csv where it is named first; a file is read one way"])
        #expect(diagnostics.first?.range?.start == text[1])
    }

    @Test func theDataFilesAreReadBeforeTheCameraFitsThem() throws {
        let text = MarkedText("mapscene: 1\ncamera: {fit: all}\noverlays:\n  - {polyline: {source: route.csv}}\n")
        let scene = try #require(load(text).scene)
        var ignored: [Diagnostic] = []
        let viewport = CameraResolver.resolve(scene, diagnostics: &ignored)
        let center = viewport.centerMapPoint.coordinate
        #expect(abs(center.latitude - 34.9275) < 0.001 && abs(center.longitude + 120.21) < 0.001)
    }

    /// An empty GPX file is a located error, at the file or at the scene's `source:` with a note.
    @Test func everyFormatIsAskedOfTheOneReader() throws {
        try folder.write("scene/empty.gpx", "")
        let text = scene("  - {polyline: {source: 1️⃣empty.gpx}}\n")
        let (_, diagnostics) = load(text)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.range?.start == text[1] || error.notes.contains { $0.range?.start == text[1] })
    }
}
