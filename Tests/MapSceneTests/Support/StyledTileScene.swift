import Foundation

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList

/// A scene drawing one hand-made vector tile in a hand-made MapLibre style, for exact
/// assertions on what the style draws: the tile is z14 tile 8192/8191 (just north-east of 0°,
/// 0°), and the 256 × 256 canvas at `zoom: 14` shows exactly it, so a tile coordinate (0…4096)
/// is a canvas point times 16.
struct StyledTileScene {
    /// A property value of a hand-made feature.
    enum Value {
        case string(String)
        case number(Int)
        case bool(Bool)
    }

    /// A hand-made feature's geometry, in tile coordinates (0…4096, y down).
    enum Geometry {
        case point(Int32, Int32)
        case line([(Int32, Int32)])
        /// One exterior ring, clockwise on screen, without its closing point.
        case polygon([(Int32, Int32)])
    }

    /// A feature of the tile.
    struct Feature {
        var geometry: Geometry
        var properties: [(String, Value)] = []
        init(_ geometry: Geometry, _ properties: [(String, Value)] = []) {
            self.geometry = geometry
            self.properties = properties
        }
    }

    static let zoom = 14, column = 8192, row = 8191

    /// The tile's center as latitude, longitude.
    static var center: (latitude: Double, longitude: Double) { coordinate(2048, 2048) }

    /// The latitude, longitude of tile coordinate `x`, `y`.
    static func coordinate(_ x: Double, _ y: Double) -> (latitude: Double, longitude: Double) {
        let n = Double(1 << zoom)
        let longitude = (Double(column) + x / 4096) / n * 360 - 180
        let latitude = atan(sinh(Double.pi * (1 - 2 * (Double(row) + y / 4096) / n))) * 180 / Double.pi
        return (latitude, longitude)
    }

    /// The source layers of the tile, by name, in order.
    var layers: [(String, [Feature])]
    /// The style's JSON.
    var style: String
    /// What the scene adds after its map: annotations, overlays.
    var rest = ""
    /// The camera's web zoom.
    var cameraZoom = 14.0
    /// The archive's file name.
    var archive = "city.mbtiles"
    /// The basemap entry's keys after `tiles:` (the style by default).
    var entry = "style: style.json"
    /// More files beside the scene, by name: a sprite.
    var files: [String: [UInt8]] = [:]

    /// The scene's YAML.
    var sceneText: String {
        let center = Self.center
        return """
            mapscene: 1
            canvas: {width: 256, height: 256}
            camera: {center: [\(center.latitude), \(center.longitude)], zoom: \(cameraZoom)}
            map:
              basemap: [{tiles: \(archive), \(entry)}]
            \(rest)
            """
    }

    /// The tile's bytes.
    var tileBytes: [UInt8] {
        HandMadeTile(layers: layers.map { Self.layer($0.0, $0.1) }).bytes
    }

    /// Writes the archive, the style and the scene into `folder`.
    func write(into folder: ScratchFolder) throws {
        var mbtiles = HandMadeMBTiles(
            metadata: [("name", "styled"), ("format", "pbf"), ("minzoom", "14"), ("maxzoom", "14")])
        mbtiles.tiles = [
            HandMadeMBTiles.Tile(z: Self.zoom, column: Self.column, row: (1 << Self.zoom) - 1 - Self.row, data: tileBytes)
        ]
        try mbtiles.write(to: folder.path + "/" + archive)
        try folder.write("style.json", style)
        for (name, bytes) in files { try folder.write(name, bytes) }
        try folder.write("scene.yaml", sceneText)
    }

    /// The scene compiled, with the scratch folder it reads (kept alive with the result).
    func compile() throws -> (result: CompileResult, folder: ScratchFolder) {
        let folder = try ScratchFolder()
        try write(into: folder)
        return (Pipeline.compile(SourceFile(path: "scene.yaml", text: sceneText), directory: folder.path), folder)
    }

    /// A style with one vector source, `city`, at `mbtiles://city.mbtiles`, and `layers` (JSON).
    static func style(_ layers: String, sprite: String? = nil) -> String {
        """
        {
          "version": 8,
          "sources": {"city": {"type": "vector", "url": "mbtiles://city.mbtiles"}},
        \(sprite.map { "  \"sprite\": \"\($0)\",\n" } ?? "")  "layers": [
        \(layers)
          ]
        }
        """
    }

    /// A source layer of the tile, its keys and values tables built from the features' properties.
    static func layer(_ name: String, _ features: [Feature]) -> HandMadeTile.Layer {
        typealias T = HandMadeTile
        var keys: [String] = []
        var values: [[UInt8]] = []
        var made: [T.Feature] = []
        for (n, feature) in features.enumerated() {
            var tags: [UInt32] = []
            for (key, value) in feature.properties {
                let keyIndex =
                    keys.firstIndex(of: key)
                    ?? {
                        keys.append(key); return keys.count - 1
                    }()
                let encoded = encode(value)
                let valueIndex =
                    values.firstIndex(of: encoded)
                    ?? {
                        values.append(encoded); return values.count - 1
                    }()
                tags += [UInt32(keyIndex), UInt32(valueIndex)]
            }
            let (type, geometry) = commands(feature.geometry)
            made.append(T.Feature(id: UInt64(n + 1), tags: tags, type: type, geometry: geometry))
        }
        return T.Layer(name: name, keys: keys, values: values, features: made)
    }

    /// A value message: a string, a signed integer or a boolean.
    static func encode(_ value: Value) -> [UInt8] {
        var writer = ProtobufWriter()
        switch value {
        case .string(let s): writer.stringField(1, s)
        case .number(let n): writer.varintField(6, UInt64(ProtobufWriter.zigzag(Int32(n))))
        case .bool(let b): writer.varintField(7, b ? 1 : 0)
        }
        return writer.bytes
    }

    /// A geometry's type and commands.
    static func commands(_ geometry: Geometry) -> (UInt64, [UInt32]) {
        typealias T = HandMadeTile
        func deltas(_ points: [(Int32, Int32)], from start: (Int32, Int32)) -> [UInt32] {
            var last = start
            var out: [UInt32] = []
            for p in points {
                out += [ProtobufWriter.zigzag(p.0 - last.0), ProtobufWriter.zigzag(p.1 - last.1)]
                last = p
            }
            return out
        }
        switch geometry {
        case .point(let x, let y):
            return (1, [T.moveTo()] + T.deltas(x, y))
        case .line(let points):
            return (
                2,
                [T.moveTo()] + T.deltas(points[0].0, points[0].1) + [T.lineTo(UInt32(points.count - 1))]
                    + deltas(Array(points.dropFirst()), from: points[0])
            )
        case .polygon(let ring):
            return (
                3,
                [T.moveTo()] + T.deltas(ring[0].0, ring[0].1) + [T.lineTo(UInt32(ring.count - 1))]
                    + deltas(Array(ring.dropFirst()), from: ring[0]) + [T.closePath]
            )
        }
    }
}

extension CompileResult {
    /// The render list's items whose id starts with `basemap.0.` + `layer` (the items a style layer drew).
    func items(ofStyleLayer layer: String) -> [RenderItem] {
        (renderList?.items ?? []).filter { $0.id == "basemap.0.\(layer)" || $0.id.hasPrefix("basemap.0.\(layer).") }
    }

    /// The messages of the diagnostics of `rule`.
    func messages(of rule: Rule) -> [String] {
        diagnostics.filter { $0.rule == rule.id }.map(\.message)
    }
}
