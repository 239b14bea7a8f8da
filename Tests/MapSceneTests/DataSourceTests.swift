import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneResolve

/// Basemap sources and overlays whose data is a file (GeoJSON, MBTiles, a folder of tiles):
/// basemap sources are read (and drawn), and each gets a located error when the file is outside
/// the scene's folder, missing or unreadable.
@Suite struct DataSourceTests {
    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder()
        try folder.write("scene/data/osm.geojson", #"{"type": "FeatureCollection", "features": []}"#)
        // An archive of images, with the one tile the scenes' view needs (2/2/1, TMS row 2).
        try HandMadeMBTiles(
            metadata: [("name", "raster"), ("format", "png"), ("minzoom", "0"), ("maxzoom", "2")],
            tiles: [HandMadeMBTiles.Tile(z: 2, column: 2, row: 2, data: ScratchFolder.png)]
        ).write(to: folder.path + "/scene/city.mbtiles")
        try folder.write("scene/tiles/0/0/0.png", ScratchFolder.png)
        try folder.write("secret.geojson", #"{"type": "FeatureCollection", "features": []}"#)
    }

    func compile(_ text: MarkedText, options: PipelineOptions = PipelineOptions()) -> CompileResult {
        Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: folder.path + "/scene", options: options)
    }

    @Test func everyBasemapSourceIsReadWithoutAWarning() throws {
        let text = MarkedText(
            """
            mapscene: 1
            map:
              basemap: [world, {geojson: data/osm.geojson}, {mbtiles: city.mbtiles}, {tiles: "tiles/{z}/{x}/{y}.png"}]
            camera: {center: [48.85, 2.35], distance: 2km}

            """)
        let result = compile(text)
        #expect(result.renderList != nil)
        #expect(result.diagnostics.isEmpty)
        let scene = try #require(Pipeline.load(text.file, directory: folder.path + "/scene").scene)
        #expect(scene.rasterTiles["city.mbtiles"]?.tiles.map(\.key) == ["city.mbtiles#2/2/1"])
        #expect(scene.rasterTiles["tiles/{z}/{x}/{y}.png"]?.tiles.map(\.key) == ["tiles/0/0/0.png"])
    }

    @Test func theDSLDrawsATileOverlayFromAnArchive() throws {
        let text = MarkedText(
            """
            mapscene 1
            map { basemap [world, { geojson "data/osm.geojson" }] }
            camera { center (48.85, 2.35) distance 2km }
            overlay t { tiles { mbtiles "city.mbtiles" } }

            """)
        let result = Pipeline.compile(SourceFile(path: "scene.mapscene", text: text.text), directory: folder.path + "/scene")
        #expect(result.diagnostics.isEmpty)
        let tiles = try #require(result.renderList).items.filter {
            if case .groundImage = $0.shape { $0.id.hasPrefix("t") } else { false }
        }
        #expect(!tiles.isEmpty, "the overlay's tile is drawn as a ground image")
    }

    @Test(arguments: [
        ("map: {basemap: [{geojson: 1️⃣missing.geojson2️⃣}]}", "cannot read 'missing.geojson': no such file or directory"),
        ("map: {basemap: [{mbtiles: 1️⃣../secret.geojson2️⃣}]}", "'../secret.geojson' leads outside the scene file's folder"),
        ("map: {basemap: [{mbtiles: 1️⃣../nothing.mbtiles2️⃣}]}", "'../nothing.mbtiles' leads outside the scene file's folder"),
        ("map: {basemap: [{geojson: 1️⃣data2️⃣}]}", "cannot read 'data': it is not a regular file"),
        ("map: {basemap: [{tiles: 1️⃣\"gone/{z}/{x}/{y}.png\"2️⃣}]}", "cannot read 'gone': no such file or directory"),
        ("map: {basemap: [{tiles: 1️⃣\"city.mbtiles/{z}/{x}/{y}.png\"2️⃣}]}", "cannot read 'city.mbtiles': it is not a folder"),
        ("overlays: [{geojson: 1️⃣parks.geojson2️⃣}]", "cannot read 'parks.geojson': no such file or directory"),
        ("overlays: [{tiles: {mbtiles: 1️⃣../../x.mbtiles2️⃣}}]", "'../../x.mbtiles' leads outside the scene file's folder"),
        ("overlays: [{tiles: 1️⃣\"../tiles/{z}/{x}/{y}.png\"2️⃣}]", "'../tiles' leads outside the scene file's folder"),
        (
            "overlays: [{tiles: {template: 1️⃣\"/srv/{z}/{x}/{y}.png\"2️⃣}}]",
            "'/srv' is an absolute path; write it relative to the scene file's folder"
        ),
    ])
    func aMissingUnreadableOrOutsideDataFileIsALocatedError(_ line: String, _ message: String) throws {
        let text = MarkedText("mapscene: 1\ncamera: {center: [48.85, 2.35], distance: 2km}\n" + line + "\n")
        let result = compile(text)
        #expect(result.renderList == nil)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message == message)
        #expect(error.rule == "source-file")
        #expect(error.range == text.range(1, 2))
    }

    @Test func anOutsideFileIsReadWhenAllowed() throws {
        let text = MarkedText(
            "mapscene: 1\ncamera: {center: [48.85, 2.35], distance: 2km}\nmap: {basemap: [{geojson: ../secret.geojson}]}\n")
        let result = compile(text, options: PipelineOptions(allowOutsidePaths: true))
        #expect(result.diagnostics.isEmpty)
        #expect(result.renderList != nil)
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        guard mkfifo(folder.path + "/scene/pipe.geojson", 0o600) == 0 else {
            Issue.record("mkfifo failed: \(String(cString: strerror(errno)))")
            return
        }
        let text = MarkedText(
            "mapscene: 1\ncamera: {center: [48.85, 2.35], distance: 2km}\nmap: {basemap: [{geojson: pipe.geojson}]}\n")
        #expect(compile(text).diagnostics.map(\.message) == ["cannot read 'pipe.geojson': it is not a regular file"])
    }

    @Test(.enabled(if: geteuid() != 0, "root reads every file, so no file is unreadable to it"))
    func anUnreadableFileIsRefused() throws {
        let path = try folder.write("scene/locked.geojson", "{}")
        chmod(path, 0o000)
        let text = MarkedText(
            "mapscene: 1\ncamera: {center: [48.85, 2.35], distance: 2km}\nmap: {basemap: [{geojson: locked.geojson}]}\n")
        #expect(compile(text).diagnostics.map(\.message) == ["cannot read 'locked.geojson': permission denied"])
    }

    @Test func tileTemplatesAreCheckedAtTheirFolder() {
        #expect(DataSourceFiles.folder(of: "tiles/{z}/{x}/{y}.png") == "tiles")
        #expect(DataSourceFiles.folder(of: "a/b/t{z}/{x}/{y}.png") == "a/b")
        #expect(DataSourceFiles.folder(of: "{z}/{x}/{y}.png") == ".")
        #expect(DataSourceFiles.folder(of: "/{z}/{x}/{y}.png") == "/")
    }
}
