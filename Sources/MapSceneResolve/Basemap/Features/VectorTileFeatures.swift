import MapSceneGeometry
import MapSceneModel

/// Vector tiles turned into basemap features: each tile's layers read by the schema, tile
/// coordinates turned into map points, every feature cut to the tile's own square (the window
/// of an overzoomed tile) so neighbouring tiles meet without seams or doubled lines, and names
/// and points that several tiles repeat kept once.
package struct VectorTileFeatures {
    /// The schema the layers are read in, recognised from `layerNames`.
    package private(set) var schema: VectorTileSchema
    /// The archive's layer names; when its metadata names none, those of the tiles added, in the
    /// order first met.
    package private(set) var layerNames: [String]
    package private(set) var features: [BasemapFeature] = []
    private let namesFromTiles: Bool
    private var tileLayerNames: Set<String> = []
    private var namedPoints: Set<String> = []

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
        let world = MapSize.world.width
        let sourceSize = world / Double(1 << drawn.source.z)
        let requestedSize = world / Double(1 << drawn.requested.z)
        let square = CanvasRect(
            x: Double(drawn.requested.x) * requestedSize, y: Double(drawn.requested.y) * requestedSize, width: requestedSize,
            height: requestedSize)
        for layer in tile.layers {
            let extent = Double(layer.extent)
            func point(_ p: TilePoint) -> CanvasPoint {
                CanvasPoint(
                    x: (Double(drawn.source.x) + Double(p.x) / extent) * sourceSize,
                    y: (Double(drawn.source.y) + Double(p.y) / extent) * sourceSize)
            }
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
                var geometry: BasemapFeature.Geometry?
                switch feature.geometry {
                case .unknown:
                    continue
                case .points(let points):
                    guard let name else { continue }
                    let inside = points.map(point).filter { square.contains($0) }
                    guard let first = inside.first else { continue }
                    let key = "\(kind)|\(name)"
                    guard !namedPoints.contains(key) else { continue }
                    namedPoints.insert(key)
                    geometry = .points([Self.mapPoint(first)])
                case .lineStrings(let lines):
                    let parts = lines.flatMap { Clipping.clipLine($0.map(point), to: PlaneBox(square)) }.filter { $0.count >= 2 }
                    if !parts.isEmpty { geometry = .lines(parts.map { $0.map(Self.mapPoint) }) }
                case .polygons(let polygons):
                    let areas = polygons.compactMap { polygon -> [[MapPoint]]? in
                        let exterior = Clipping.clipRing(polygon.exterior.map(point), to: PlaneBox(square))
                        guard exterior.count >= 3 else { return nil }
                        let holes = polygon.interiors.map { Clipping.clipRing($0.map(point), to: PlaneBox(square)) }.filter {
                            $0.count >= 3
                        }
                        return ([exterior] + holes).map { $0.map(Self.mapPoint) }
                    }
                    if !areas.isEmpty { geometry = .areas(areas) }
                }
                guard let geometry, var made = BasemapFeature(kind: kind, geometry: geometry, name: name) else { continue }
                made.isLabelOnly = labelOnly
                features.append(made)
            }
        }
    }

    private static func mapPoint(_ p: CanvasPoint) -> MapPoint { MapPoint(x: p.x, y: p.y) }
}

extension CanvasRect {
    /// True when `p` is inside the rectangle or on its west or north edge.
    fileprivate func contains(_ p: CanvasPoint) -> Bool {
        p.x >= x && p.x < x + width && p.y >= y && p.y < y + height
    }
}
