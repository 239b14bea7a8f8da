import MapSceneGeometry

/// A file of map tiles: a PMTiles archive or an MBTiles database. Tiles come out decompressed.
package protocol TileArchive: AnyObject, Sendable {
    /// The archive's path.
    var path: String { get }
    /// What the archive says about itself.
    var metadata: TileArchiveMetadata { get }
    /// The bytes of the tile at `coordinate`, decompressed (a vector tile's protobuf, an image's
    /// file); nil when the archive has no such tile.
    func tile(at coordinate: TileCoordinate) throws(TileArchiveError) -> [UInt8]?
    /// Where the tile at `coordinate` is stored, the same for every coordinate that shares one
    /// stored tile (a PMTiles run of equal tiles), so it is decoded once; nil where the archive
    /// cannot tell, or has no such tile.
    func storedTileKey(at coordinate: TileCoordinate) throws(TileArchiveError) -> UInt64?
}

extension TileArchive {
    /// Nil: the archive cannot tell which tiles share their bytes.
    package func storedTileKey(at coordinate: TileCoordinate) throws(TileArchiveError) -> UInt64? { nil }

    /// The bytes of tile `z/x/y`, decompressed; nil when the archive has no such tile. A
    /// coordinate outside the tile pyramid is an error.
    package func tile(z: Int, x: Int, y: Int) throws(TileArchiveError) -> [UInt8]? {
        guard let coordinate = TileCoordinate(z: z, x: x, y: y) else {
            throw TileArchiveError(path: path, .tileOutOfRange(z: z, x: x, y: y))
        }
        return try tile(at: coordinate)
    }
}

/// What a tile archive says about itself: zooms, extent, credit, and what its tiles are.
package struct TileArchiveMetadata: Equatable, Sendable {
    /// What the tiles are.
    package var format: TileFormat
    /// The shallowest zoom the archive has tiles for.
    package var minZoom: Int
    /// The deepest zoom the archive has tiles for; deeper tiles are cut from these.
    package var maxZoom: Int
    /// The area the tiles cover, if the archive says.
    package var bounds: TileArchiveBounds?
    /// Where a map of the archive would start, if the archive says.
    package var center: Coordinate?
    /// The zoom a map of the archive would start at, if the archive says.
    package var centerZoom: Int?
    /// The archive's name, if it has one.
    package var name: String?
    /// The credit its data needs, e.g. "© OpenStreetMap contributors", if it gives one.
    package var attribution: String?
    /// The vector layers' names (`vector_layers` ids), in the archive's order; empty for images.
    package var layerNames: [String]

    /// Creates metadata.
    package init(
        format: TileFormat, minZoom: Int, maxZoom: Int, bounds: TileArchiveBounds? = nil, center: Coordinate? = nil,
        centerZoom: Int? = nil, name: String? = nil, attribution: String? = nil, layerNames: [String] = []
    ) {
        self.format = format
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.bounds = bounds
        self.center = center
        self.centerZoom = centerZoom
        self.name = name
        self.attribution = attribution
        self.layerNames = layerNames
    }

    /// The vector tile schema the layer names are recognised as.
    package var schema: VectorTileSchema { VectorTileSchema(layerNames: layerNames) }
}

/// What an archive's tiles are.
package enum TileFormat: String, Sendable, Equatable {
    /// Mapbox Vector Tiles (protobuf).
    case mvt
    case png
    case jpeg
    case webp
    case avif
    /// Anything else, or not said.
    case unknown
}

/// The area an archive's tiles cover, in degrees.
package struct TileArchiveBounds: Equatable, Sendable {
    /// The western edge, degrees east.
    package var west: Double
    /// The southern edge, degrees north.
    package var south: Double
    /// The eastern edge, degrees east.
    package var east: Double
    /// The northern edge, degrees north.
    package var north: Double

    /// Creates bounds.
    package init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }
}
