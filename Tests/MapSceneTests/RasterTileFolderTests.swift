import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList
@testable import MapSceneResolve

/// Raster tiles from a folder template beside the scene: the files the template names for the
/// tiles in view, embedded or linked; the deepest zoom folder present is the max zoom; a missing
/// tile is a warning naming how many and the first, a broken one an error.
@Suite struct RasterTileFolderTests {
    let folder: ScratchFolder

    /// Zooms 0 to 2 of the whole pyramid under `scene/tiles`, each tile a PNG.
    init() throws {
        folder = try ScratchFolder()
        for z in 0...2 {
            for x in 0..<(1 << z) {
                for y in 0..<(1 << z) { try folder.write("scene/tiles/\(z)/\(x)/\(y).png", ScratchFolder.png) }
            }
        }
    }

    /// A 512 × 512 canvas over exactly the 2 × 2 tiles of `zoom` whose north-west one is `x`, `y`.
    static func scene(_ entry: String, zoom: Int = 2, x: Int = 1, y: Int = 1, scale: Int = 1) -> MarkedText {
        let size = 268_435_456 >> zoom
        return MarkedText(
            """
            mapscene: 1
            canvas: {width: 512, height: 512, scale: \(scale)}
            map: {basemap: [\(entry)]}
            camera: {mapRect: [\(x * size), \(y * size), \(2 * size), \(2 * size)]}

            """)
    }

    func load(_ text: MarkedText, options: PipelineOptions = PipelineOptions()) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        Pipeline.load(text.file, directory: folder.path + "/scene", options: options)
    }

    @Test func theTilesInViewAreReadAndEmbedded() throws {
        let (scene, diagnostics) = load(Self.scene(#"{tiles: "tiles/{z}/{x}/{y}.png", attribution: Mine}"#))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let layer = try #require(scene?.rasterTiles["tiles/{z}/{x}/{y}.png"])
        #expect(layer.attribution == "Mine")
        #expect(layer.tiles.map(\.coordinate.description) == ["2/1/1", "2/2/1", "2/1/2", "2/2/2"])
        #expect(layer.tiles.map(\.key) == ["tiles/2/1/1.png", "tiles/2/2/1.png", "tiles/2/1/2.png", "tiles/2/2/2.png"])
        let embedded = "data:image/png;base64," + Data(ScratchFolder.png).base64EncodedString()
        #expect(layer.tiles.allSatisfy { $0.image == ImageFile(mediaType: "image/png", href: embedded) })
    }

    @Test func pastTheDeepestZoomFolderItsTilesAreTaken() throws {
        // The view is at zoom 4; the folder's deepest zoom is 2.
        let (scene, diagnostics) = load(Self.scene(#"{tiles: "tiles/{z}/{x}/{y}.png"}"#, zoom: 4, x: 5, y: 6))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(scene?.rasterTiles.values.first?.tiles.map(\.coordinate.description) == ["2/1/1"])
        // maxZoom says it instead.
        let capped = load(Self.scene(#"{tiles: "tiles/{z}/{x}/{y}.png", maxZoom: 1}"#, zoom: 4, x: 5, y: 6)).scene
        #expect(capped?.rasterTiles.values.first?.tiles.map(\.key) == ["tiles/1/0/0.png"])
        #expect(FolderTileReader.deepestZoom(of: "tiles/{z}/{x}/{y}.png", in: folder.path + "/scene/tiles") == 2)
        #expect(FolderTileReader.deepestZoom(of: "tiles/z{z}/{x}/{y}.png", in: folder.path + "/scene/tiles") == nil)
        #expect(FolderTileReader.deepestZoom(of: "tiles/{x}/{z}/{y}.png", in: folder.path + "/scene/tiles") == nil)
    }

    @Test(arguments: [1, 2])
    func highResolutionFilesAreTakenOnACanvasOfScaleTwo(scale: Int) throws {
        for (x, y) in [(1, 1), (2, 1), (1, 2), (2, 2)] { try folder.write("scene/tiles/2/\(x)/\(y)@2x.png", ScratchFolder.png) }
        let (scene, diagnostics) = load(Self.scene(#"{tiles: "tiles/{z}/{x}/{y}{r}.png"}"#, scale: scale))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let suffix = scale == 2 ? "@2x.png" : ".png"
        #expect(
            scene?.rasterTiles.values.first?.tiles.map(\.key)
                == ["tiles/2/1/1", "tiles/2/2/1", "tiles/2/1/2", "tiles/2/2/2"].map { $0 + suffix })
    }

    @Test func missingTilesAreLeftOutWithOneWarningNamingTheFirst() throws {
        try FileManager.default.removeItem(atPath: folder.path + "/scene/tiles/2/2/1.png")
        try FileManager.default.removeItem(atPath: folder.path + "/scene/tiles/2/1/2.png")
        let text = Self.scene(#"{tiles: 1️⃣"tiles/{z}/{x}/{y}.png"2️⃣}"#)
        let result = Pipeline.compile(text.file, directory: folder.path + "/scene")
        #expect(result.renderList != nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "2 of 4 tiles of 'tiles/{z}/{x}/{y}.png' are missing and left out; the first: tiles/2/2/1.png"
            ])
        #expect(result.diagnostics.map(\.rule) == [Rule.tileMissing.id])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.range == text.range(1, 2))
        let scene = try #require(load(text).scene)
        #expect(scene.rasterTiles.values.first?.tiles.map(\.key) == ["tiles/2/1/1.png", "tiles/2/2/2.png"])
    }

    @Test func aTileThatIsNotAnImageIsAnError() throws {
        try folder.write("scene/tiles/2/2/2.png", "<html>not found</html>")
        let text = Self.scene(#"{tiles: 1️⃣"tiles/{z}/{x}/{y}.png"2️⃣}"#)
        let result = Pipeline.compile(text.file, directory: folder.path + "/scene")
        #expect(result.renderList == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "1 of 4 tiles of 'tiles/{z}/{x}/{y}.png' cannot be had; the first, tiles/2/2/2.png: it is not a PNG, JPEG, GIF, WebP or SVG image"
            ])
        #expect(result.diagnostics.first?.rule == Rule.sourceFile.id)
        #expect(result.diagnostics.first?.range == text.range(1, 2))
    }

    @Test func aTileLinkedOutOfTheSceneFolderIsRefused() throws {
        try folder.write("secret.png", ScratchFolder.png)
        try FileManager.default.removeItem(atPath: folder.path + "/scene/tiles/2/1/1.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/scene/tiles/2/1/1.png", withDestinationPath: "../../../../secret.png")
        let result = load(Self.scene(#"{tiles: "tiles/{z}/{x}/{y}.png"}"#))
        #expect(
            result.diagnostics.map(\.message) == [
                "1 of 4 tiles of 'tiles/{z}/{x}/{y}.png' cannot be had; the first, tiles/2/1/1.png: 'tiles/2/1/1.png' leads outside the scene file's folder"
            ])
        let allowed = load(Self.scene(#"{tiles: "tiles/{z}/{x}/{y}.png"}"#), options: PipelineOptions(allowOutsidePaths: true))
        #expect(allowed.diagnostics.isEmpty)
    }

    @Test func aTemplateOutsideTheSceneFolderIsReadOnlyWhenAllowed() throws {
        let text = Self.scene(#"{tiles: 1️⃣"../scene/tiles/{z}/{x}/{y}.png"2️⃣}"#)
        let refused = load(text)
        #expect(refused.diagnostics.map(\.message) == ["'../scene/tiles' leads outside the scene file's folder"])
        #expect(refused.diagnostics.first?.range == text.range(1, 2))
        let (scene, diagnostics) = load(text, options: PipelineOptions(allowOutsidePaths: true))
        #expect(diagnostics.isEmpty)
        #expect(scene?.rasterTiles["../scene/tiles/{z}/{x}/{y}.png"]?.tiles.map(\.key).first == "../scene/tiles/2/1/1.png")
    }

    @Test func linkedTilesArePointedAtByTheirPathFromTheOutputFolder() throws {
        let options = PipelineOptions(linkImages: true, imageLinkFolder: folder.path + "/out")
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        let (scene, _) = load(Self.scene(#"{tiles: "tiles/{z}/{x}/{y}.png"}"#), options: options)
        let tiles = try #require(scene?.rasterTiles.values.first?.tiles)
        #expect(
            tiles.map(\.image.href) == [
                "../scene/tiles/2/1/1.png", "../scene/tiles/2/2/1.png", "../scene/tiles/2/1/2.png", "../scene/tiles/2/2/2.png",
            ])
    }

    @Test func theRasterExampleReadsItsZoom15TilesAndCreditsThem() throws {
        let scene = try #require(Pipeline.load(try Examples.source("helsinki-raster"), directory: Examples.folder.path).scene)
        let layer = try #require(scene.rasterTiles["data/helsinki-raster/{z}/{x}/{y}.png"])
        #expect(
            layer.tiles.map(\.key)
                == (9483...9485).flatMap { y in (18653...18655).map { x in "data/helsinki-raster/15/\(x)/\(y).png" } })
        #expect(layer.tiles.allSatisfy { $0.image.mediaType == "image/png" && $0.image.href.hasPrefix("data:image/png;base64,") })
        let list = try #require(try Examples.compile("helsinki-raster").renderList)
        let credit = list.items.first { $0.id == DecorationID.attribution }
        guard case .text(let text, _, _, _)? = credit?.shape else { Issue.record("no attribution"); return }
        #expect(text == "© OpenStreetMap contributors")
    }

    @Test func aSatelliteMapWithoutRasterTilesIsToldItHasNoImagery() throws {
        for type in ["satellite", "hybrid"] {
            let bare = MarkedText("mapscene: 1\nmap: {type: 1️⃣\(type)2️⃣}\ncamera: {center: [60.17, 24.94], distance: 5km}\n")
            let result = Pipeline.compile(bare.file, directory: folder.path + "/scene")
            #expect(result.renderList != nil)
            #expect(
                result.diagnostics.map(\.message) == [
                    "a \(type) map draws imagery from raster tiles, and the basemap gives none: the embedded world's land and water stand in for it"
                ])
            #expect(result.diagnostics.map(\.rule) == [Rule.noImagery.id])
            #expect(result.diagnostics.first?.range == bare.range(1, 2))
            let imagery = Self.scene(#"{tiles: "tiles/{z}/{x}/{y}.png"}"#).text.replacingOccurrences(
                of: "map: {", with: "map: {type: \(type), ")
            let drawn = Pipeline.compile(SourceFile(path: "scene.yaml", text: imagery), directory: folder.path + "/scene")
            #expect(drawn.diagnostics.isEmpty, "\(drawn.diagnostics.map(\.message))")
        }
    }

    @Test func aMapOfTypeNoneFetchesNothingForItsBasemap() {
        let text = Self.scene(#"{tiles: "https://tiles.invalid/{z}/{x}/{y}.png"}"#).text.replacingOccurrences(
            of: "map: {", with: "map: {type: none, ")
        let result = Pipeline.load(
            SourceFile(path: "scene.yaml", text: text), directory: folder.path + "/scene",
            options: PipelineOptions(offline: true, tileCache: folder.path + "/cache"))
        #expect(result.diagnostics.map(\.message) == ["map type none draws no base map, so these basemap sources are not drawn"])
        #expect(result.scene?.rasterTiles.isEmpty == true)
    }

    @Test func aFolderOverlayIsReadUnderItsTemplate() throws {
        let text = MarkedText(
            """
            mapscene: 1
            canvas: {width: 512, height: 512}
            camera: {mapRect: [67108864, 67108864, 134217728, 134217728]}
            overlays: [{id: hills, tiles: {template: "tiles/{z}/{x}/{y}.png", attribution: Hills}, replacesMapContent: true}]

            """)
        let (scene, _) = load(text)
        #expect(
            scene?.rasterTiles["tiles/{z}/{x}/{y}.png"]
                == RasterTileLayer(
                    tiles: scene?.rasterTiles["tiles/{z}/{x}/{y}.png"]?.tiles ?? [], attribution: "Hills"))
        #expect(scene?.rasterTiles["tiles/{z}/{x}/{y}.png"]?.tiles.count == 4)
    }
}
