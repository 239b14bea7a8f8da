import Foundation

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneCompile
@testable import MapSceneDrawing
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList

/// Scenes over hand-made raster tiles, as the resolve stage would read them: four tiles of
/// zoom 12 meeting at the canvas's center, each one color, with the camera turned or pitched
/// as a test asks.
enum RasterScenes {
    /// The basemap entry's template: the key of its tiles in `Scene.rasterTiles`.
    static let template = "tiles/{z}/{x}/{y}.png"
    /// The credit the tiles' layer carries.
    static let credit = "© Test Tiles"
    /// The four tiles: north-west, north-east, south-west, south-east.
    static let tiles = [(2047, 1361), (2048, 1361), (2047, 1362), (2048, 1362)].map { TileCoordinate(z: 12, x: $0.0, y: $0.1)! }
    /// Their colors, in the same order.
    static let colors = [
        Color(red: 0xE0, green: 0x20, blue: 0x20), Color(red: 0x20, green: 0xA0, blue: 0x40),
        Color(red: 0x20, green: 0x40, blue: 0xE0), Color(red: 0xF0, green: 0xA0, blue: 0x20),
    ]
    /// The map point where the four tiles meet.
    static let meeting = MapPoint(x: 2048 * 65536, y: 1362 * 65536)

    /// A tile's image: `pixels` as a PNG in a `data:` URI.
    static func image(_ pixels: RasterPixels) -> ImageFile {
        ImageFile(mediaType: "image/png", href: PNGWriter.dataURI(PNGWriter.png(pixels)))
    }

    /// The four tiles' corners (top left, top right, bottom right, bottom left) in map points:
    /// the union's outline.
    static let outline = [
        MapPoint(x: 2047 * 65536, y: 1361 * 65536), MapPoint(x: 2049 * 65536, y: 1361 * 65536),
        MapPoint(x: 2049 * 65536, y: 1363 * 65536), MapPoint(x: 2047 * 65536, y: 1363 * 65536),
    ]

    /// A tile of one color, 8 pixels square.
    static func solid(_ color: Color) -> ImageFile {
        image(PNGWriter.pixels(width: 8, height: 8) { _, _ in color })
    }

    /// The YAML of a scene over the tiles: `map` and `extra` lines as given, the camera framing
    /// the four tiles on a 512-point canvas (each tile 256 points) with `pitch` and `heading`.
    static func yaml(
        map: String = "{type: satellite, basemap: [{tiles: \"tiles/{z}/{x}/{y}.png\"}]}", pitch: Double = 0, heading: Double = 0,
        decorations: String = "{attribution: auto}", extra: String = ""
    ) -> String {
        """
        mapscene: 1
        canvas: {width: 512, height: 512}
        map: \(map)
        camera: {mapRect: [\(2047 * 65536), \(1361 * 65536), 131072, 131072], pitch: \(pitch), heading: \(heading)}
        decorations: \(decorations)

        """ + extra
    }

    /// The scene of `yaml` with the four solid tiles read for `key`.
    static func scene(_ yaml: String = yaml(), key: String = template, layer: RasterTileLayer = fourTiles()) throws -> Scene {
        let (decoded, diagnostics) = decode(yaml)
        guard var scene = decoded, !diagnostics.containsErrors else {
            throw Failure(description: "\(diagnostics.map(\.message))")
        }
        scene.rasterTiles[key] = layer
        return scene
    }

    /// The four solid tiles, credited.
    static func fourTiles() -> RasterTileLayer {
        RasterTileLayer(
            tiles: zip(tiles, colors).map {
                RasterTile(coordinate: $0, key: "tiles/\($0.z)/\($0.x)/\($0.y).png", image: solid($1))
            },
            attribution: credit)
    }

    /// The scene compiled.
    static func compile(_ scene: Scene) -> (list: RenderList, diagnostics: [Diagnostic], viewport: Viewport) {
        var ignored: [Diagnostic] = []
        let viewport = CameraResolver.resolve(scene, diagnostics: &ignored)
        let (list, diagnostics) = SceneCompiler.compile(scene)
        return (list, diagnostics, viewport)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}

extension RenderList {
    /// The ground images, with their items.
    var groundImages: [(item: RenderItem, ground: RenderGroundImage)] {
        items.compactMap { item in
            if case .groundImage(let ground) = item.shape { (item, ground) } else { nil }
        }
    }
}
