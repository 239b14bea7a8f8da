import Foundation

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList
@testable import MapSceneResolve

/// Scenes whose data files are given as values, as the readers would give them: the scene is
/// decoded, handed the files, resolved and compiled — so the scene side is tested without
/// reading a file.
enum DataScene {
    /// `text` (YAML) decoded and resolved with `files` already read.
    static func resolve(_ text: String, files: [DataFile]) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        let (decoded, decodeDiagnostics) = decode(text)
        guard var decoded else { return (nil, decodeDiagnostics) }
        for file in files { decoded.dataFiles[file.path] = file }
        let (scene, resolveDiagnostics) = SceneResolver.resolve(decoded, directory: FileManager.default.temporaryDirectory.path)
        let diagnostics = (decodeDiagnostics + resolveDiagnostics).sortedAndUnique()
        return (diagnostics.containsErrors ? nil : scene, diagnostics)
    }

    /// `text` decoded, resolved with `files` and compiled.
    static func compile(_ text: String, files: [DataFile]) -> (list: RenderList?, diagnostics: [Diagnostic]) {
        let (scene, diagnostics) = resolve(text, files: files)
        guard let scene else { return (nil, diagnostics) }
        let (list, compileDiagnostics) = SceneCompiler.compile(scene)
        return (list, (diagnostics + compileDiagnostics).sortedAndUnique())
    }

    /// A point feature on line `line` of its file.
    static func point(_ latitude: Double, _ longitude: Double, _ properties: [String: String] = [:], line: Int = 1) -> DataFeature
    {
        DataFeature(
            parts: [.point(Coordinate(latitude: latitude, longitude: longitude))], properties: properties,
            location: SourceLocation(line: line, column: 1))
    }

    /// A feature of one or more parts.
    static func feature(_ parts: [DataGeometry], _ properties: [String: String] = [:], line: Int = 1) -> DataFeature {
        DataFeature(parts: parts, properties: properties, location: SourceLocation(line: line, column: 1))
    }

    /// Coordinates from `[latitude, longitude]` pairs.
    static func coordinates(_ pairs: [(Double, Double)]) -> [Coordinate] {
        pairs.map { Coordinate(latitude: $0.0, longitude: $0.1) }
    }

    /// A CSV-like file of places: one point per row, lines 2... (after the header).
    static func places(_ rows: [(name: String, country: String, lat: Double, lon: Double)], path: String = "places.csv")
        -> DataFile
    {
        DataFile(
            path: path, format: .csv,
            features: rows.enumerated().map { index, row in
                point(row.lat, row.lon, ["name": row.name, "country": row.country], line: index + 2)
            })
    }

    /// The items of `list` whose id starts with `prefix`.
    static func items(_ list: RenderList, _ prefix: String) -> [RenderItem] {
        list.items.filter { $0.id.hasPrefix(prefix) }
    }
}
