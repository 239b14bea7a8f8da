import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCamera
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneResolve

/// Vector tile archives as basemaps: the tiles covering the view at the camera's zoom, cut
/// from the archive's deepest tiles past its max zoom, each clipped to its own square, read
/// into the same features GeoJSON gives; broken archives are errors at the basemap entry.
@Suite struct VectorTileBasemapTests {
    static let archive = Examples.folder.appendingPathComponent("data/helsinki.pmtiles").path

    /// The Helsinki examples' view: about zoom 15.7.
    func viewport() -> Viewport {
        let camera = Camera(
            form: .centerDistance(center: Coordinate(latitude: 60.1712, longitude: 24.944), northSouth: 1500, eastWest: 1200))
        let scene = Scene(canvas: Canvas(width: 800, height: 1000), camera: camera)
        var diagnostics: [Diagnostic] = []
        return CameraResolver.resolve(scene, diagnostics: &diagnostics)
    }

    /// The example archive's features in `view`, with a budget of their own.
    static func features(in view: Viewport) throws -> BasemapFeatureLayer {
        var budget = DrawingBudget.standard
        return try VectorTileBasemapReader.features(
            of: TileArchives.open(path: archive), as: "data/helsinki.pmtiles", in: view, budget: &budget
        ).get().layer
    }

    @Test func theExampleReadsOverzoomedTilesClippedToTheirSquares() throws {
        let view = viewport()
        #expect(view.zoom > 15 && view.zoom < 16)
        let tiles = VectorTileBasemapReader.tiles(in: view, minZoom: 13)
        #expect(tiles.allSatisfy { $0.z == 15 })
        #expect(!tiles.isEmpty && tiles.count <= VectorTileBasemapReader.maximumTiles)
        let layer = try Self.features(in: view)
        #expect(layer.attribution == "© OpenStreetMap contributors")
        let size = MapSize.world.width / Double(1 << 15)
        let minX = Double(tiles.map(\.x).min()!) * size, maxX = Double(tiles.map(\.x).max()! + 1) * size
        let minY = Double(tiles.map(\.y).min()!) * size, maxY = Double(tiles.map(\.y).max()! + 1) * size
        // Areas without an id reach a 256th of a tile past their square, under their neighbours' edges.
        #expect(
            layer.features.allSatisfy {
                let slack = if case .areas = $0.geometry { size / 256 + 1e-6 } else { 1e-6 }
                return $0.bounds.minX >= minX - slack && $0.bounds.maxX <= maxX + slack && $0.bounds.minY >= minY - slack
                    && $0.bounds.maxY <= maxY + slack
            })
        // A street crossing tiles is cut at their edges: its parts meet there, end to start.
        let kinds = Set(layer.features.map(\.kind))
        #expect(kinds.isSuperset(of: [.water, .park, .building, .road(.primary), .road(.minor), .rail, .place(.suburb)]))
        #expect(layer.features.contains { $0.isLabelOnly && $0.name == "Mannerheimintie" })
    }

    @Test func aNameRepeatedByNeighbouringTilesIsKeptOnce() throws {
        let layer = try Self.features(in: viewport())
        let points = layer.features.filter { if case .points = $0.geometry { true } else { false } }
        let keys = points.map { "\($0.kind)|\($0.name ?? "")" }
        #expect(!points.isEmpty)
        #expect(Set(keys).count == keys.count)
    }

    @Test func aLineCrossingATileEdgeIsCutThereWithoutAGap() throws {
        let view = viewport()
        let layer = try Self.features(in: view)
        let size = MapSize.world.width / Double(1 << 15)
        let tiles = VectorTileBasemapReader.tiles(in: view, minZoom: 13)
        let columns = Double(tiles.map(\.x).min()! + 1)...Double(tiles.map(\.x).max()!)
        let rows = Double(tiles.map(\.y).min()! + 1)...Double(tiles.map(\.y).max()!)
        /// On an edge between two tiles read (not the outer edge of those read).
        func onEdge(_ p: MapPoint) -> Bool {
            let fx = p.x / size, fy = p.y / size
            return (abs(fx - fx.rounded()) < 1e-9 && columns.contains(fx.rounded()))
                || (abs(fy - fy.rounded()) < 1e-9 && rows.contains(fy.rounded()))
        }
        var ends: [MapPoint] = []
        for feature in layer.features where feature.kind == .road(.primary) && !feature.isLabelOnly {
            guard case .lines(let lines) = feature.geometry else { continue }
            for line in lines { ends += [line.first!, line.last!].filter(onEdge) }
        }
        #expect(!ends.isEmpty, "no primary road crosses a tile edge in view")
        // Every end on an edge meets the end of a part from the tile across it, within a tenth
        // of a canvas point (tiles quantize their own copy of a line beyond their edge).
        let near = 0.1 / view.pointsPerMapPoint
        for (i, end) in ends.enumerated() {
            let others = ends.enumerated().filter { $0.offset != i }.map { hypot($0.element.x - end.x, $0.element.y - end.y) }
            #expect(
                (others.min() ?? .infinity) < near,
                "a primary road ends alone at a tile edge at \(end.x / size), \(end.y / size): \(others.min() ?? .infinity)")
        }
    }

    @Test func protomapsLayersMapOntoTheSameKinds() {
        func kind(_ layer: String, _ p: [String: String]) -> BasemapFeature.Kind? {
            VectorTileClassifier.kind(layer: layer, properties: p, schema: .protomaps)?.kind
        }
        #expect(kind("roads", ["kind": "highway"]) == .road(.motorway))
        #expect(kind("roads", ["kind": "major_road", "kind_detail": "secondary"]) == .road(.secondary))
        #expect(kind("roads", ["kind": "minor_road", "kind_detail": "service"]) == .road(.service))
        #expect(kind("roads", ["kind": "path"]) == .road(.path))
        #expect(kind("landuse", ["kind": "park"]) == .park)
        #expect(kind("landuse", ["kind": "industrial"]) == .landuse)
        #expect(kind("water", ["kind": "ocean"]) == .water)
        #expect(kind("buildings", [:]) == .building)
        #expect(kind("places", ["kind": "locality", "kind_detail": "city"]) == .place(.city))
        #expect(kind("places", ["kind": "neighbourhood"]) == .place(.neighbourhood))
        #expect(kind("pois", ["kind": "museum"]) == .poi(.culture))
        #expect(kind("earth", [:]) == nil)
        let openMapTiles = VectorTileClassifier.kind(
            layer: "transportation_name", properties: ["class": "primary"], schema: .openMapTiles)
        #expect(openMapTiles?.kind == .road(.primary) && openMapTiles?.labelOnly == true)
    }

    @Test(arguments: [
        ("PMTiles\u{3}" + String(repeating: "\u{0}", count: 20), "x.pmtiles, byte 0: the file ends inside the header"),
        ("not an archive at all, just text", "x.pmtiles, byte 0: neither a PMTiles archive nor an MBTiles database"),
    ])
    func aBrokenArchiveIsAnErrorAtItsBasemapEntry(_ content: String, _ message: String) throws {
        let folder = try ScratchFolder()
        try folder.write("x.pmtiles", content)
        let text = MarkedText(
            "mapscene: 1\nmap: {basemap: [{tiles: 1️⃣x.pmtiles2️⃣}]}\ncamera: {center: [60.17, 24.94], distance: 1km}\n")
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: folder.path)
        #expect(result.renderList == nil)
        let error = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(error.rule == "source-file")
        #expect(error.range == text.range(1, 2))
        #expect(error.message == message)
    }

    @Test func aMissingArchiveIsTheSourceFileErrorAtItsEntry() throws {
        let folder = try ScratchFolder()
        let missing = MarkedText(
            "mapscene: 1\nmap: {basemap: [{tiles: 1️⃣gone.pmtiles2️⃣}]}\ncamera: {center: [60.17, 24.94], distance: 1km}\n")
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: missing.text), directory: folder.path)
        #expect(result.diagnostics.map(\.message) == ["cannot read 'gone.pmtiles': no such file or directory"])
        #expect(result.diagnostics.first?.range == missing.range(1, 2))
    }

    /// A feature whose geometry cannot be read is left out, its tile is drawn, and the scene is
    /// told once, at the basemap entry: a damaged feature is never dropped without a word.
    @Test func aFeatureThatCannotBeReadIsLeftOutWithAWarningAtTheEntry() throws {
        typealias T = HandMadeTile
        let square = T.Feature(
            id: 1, type: 3,
            geometry: [T.moveTo()] + T.deltas(100, 100) + [T.lineTo(3)] + T.deltas(3000, 0, 0, 3000, -3000, 0) + [T.closePath])
        let broken = T.Feature(id: 2, type: 2, geometry: [T.lineTo(1)] + T.deltas(1, 1))  // LineTo before MoveTo
        let layers = ["water", "transportation", "building", "place"].map {
            T.Layer(name: $0, features: $0 == "water" ? [square, broken] : [])
        }
        let folder = try ScratchFolder()
        var archive = HandMadeMBTiles(metadata: [("name", "hand-made"), ("format", "pbf"), ("minzoom", "0"), ("maxzoom", "0")])
        archive.tiles = [HandMadeMBTiles.Tile(z: 0, column: 0, row: 0, data: T(layers: layers).bytes)]
        try archive.write(to: folder.path + "/hand.mbtiles")

        let text = MarkedText(
            "mapscene: 1\nmap: {basemap: [{mbtiles: 1️⃣hand.mbtiles2️⃣}]}\ncamera: {center: [0, 0], distance: 1km}\n")
        let result = Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: folder.path)
        #expect(result.renderList != nil)
        let warning = try #require(result.diagnostics.first { $0.rule == Rule.tileFeatureDropped.id })
        #expect(warning.severity == .warning)
        #expect(warning.range == text.range(1, 2))
        #expect(
            warning.message.hasPrefix("1 feature of 'hand.mbtiles' could not be read and is left out; the first: tile 0/0/0: "),
            "\(warning.message)")
        #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
        // The square that could be read is drawn: the map's center is water.
        let water = result.renderList?.items.filter { $0.layer == .base && $0.id.contains("water") } ?? []
        #expect(!water.isEmpty, "\(result.renderList?.items.map(\.id) ?? [])")
    }
}
