import MapSceneGeometry
import MapSceneModel

/// Vector tiles turned into basemap features: each tile's layers read by the schema, tile
/// coordinates turned into map points, every feature cut to the tile's own square (the window
/// of an overzoomed tile) so neighbouring tiles meet without seams or doubled lines, the pieces
/// of an area with an id joined into one feature again, and names and points that several tiles
/// repeat kept once.
package struct VectorTileFeatures: TileFeatureCollector {
    /// The schema the layers are read in, recognised from `layerNames`.
    package private(set) var schema: VectorTileSchema
    /// The archive's layer names; when its metadata names none, those of the tiles added, in the
    /// order first met.
    package private(set) var layerNames: [String]
    package private(set) var features: [BasemapFeature] = []
    /// The points of every feature's geometry.
    package private(set) var vertexCount = 0
    package var featureCount: Int { features.count }
    private let namesFromTiles: Bool
    private var tileLayerNames: Set<String> = []
    private var namedPoints: Set<String> = []
    private var pieces = TilePieces()

    /// Features read in the schema of the archive's `layerNames`, or of its tiles' when it names none.
    package init(layerNames: [String]) {
        self.layerNames = layerNames
        namesFromTiles = layerNames.isEmpty
        schema = VectorTileSchema(layerNames: layerNames)
    }

    /// Adds the features of `tile`, drawn for `tile.requested`.
    package mutating func add(_ tile: VectorTile, for drawn: OverzoomedTile) {
        if namesFromTiles {
            let before = layerNames.count
            for layer in tile.layers where tileLayerNames.insert(layer.name).inserted { layerNames.append(layer.name) }
            if layerNames.count > before { schema = VectorTileSchema(layerNames: layerNames) }
        }
        let tileSquare = TileSquare(drawn)
        for layer in tile.layers {
            for feature in layer.features {
                var properties: [String: String] = [:]
                for property in feature.properties {
                    if let s = property.value.string {
                        properties[property.key] = s
                    } else if let n = property.value.number {
                        properties[property.key] = n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
                    }
                }
                guard let (kind, labelOnly) = VectorTileClassifier.kind(layer: layer.name, properties: properties, schema: schema)
                else { continue }
                let name = properties["name"] ?? properties["name:latin"]
                if case .points = feature.geometry, name == nil { continue }
                guard var geometry = tileSquare.geometry(of: feature, extent: layer.extent) else { continue }
                if case .points(let points) = geometry {
                    // A name repeated by several tiles is kept once.
                    guard namedPoints.insert("\(kind)|\(name!)").inserted else { continue }
                    geometry = .points([points[0]])
                }
                guard var made = BasemapFeature(kind: kind, geometry: geometry, name: name) else { continue }
                made.isLabelOnly = labelOnly
                vertexCount += made.geometry.vertexCount
                pieces.add(made, layer: layer.name, id: feature.id, tile: drawn.requested, to: &features)
            }
        }
    }
}
