@testable import MapScene
@testable import MapSceneGeometry
@testable import MapSceneModel

/// Raster tiles made to be large when decoded: 8 × 8 tiles of zoom 12, each a 4096 × 4096 PNG
/// of one color (about 70 KB, 64 MiB of pixels), filling a 2048-point canvas, written as a tile
/// folder or an MBTiles archive when a test runs.
enum LargeRasterTiles {
    /// Tiles across and down.
    static let side = 8
    /// The north-west tile's column and row.
    static let first = (x: 2044, y: 1358)
    /// Pixels across and down each tile.
    static let pixels = 4096
    /// The tiles' color.
    static let color = Color(red: 0x20, green: 0xA0, blue: 0x40)

    /// The coordinates of the tiles, row by row.
    static var tiles: [TileCoordinate] {
        (0..<side).flatMap { row in (0..<side).map { column in TileCoordinate(z: 12, x: first.x + column, y: first.y + row)! } }
    }

    /// A satellite scene over the tiles from `basemap` (a template or an archive's path).
    static func scene(basemap: String) -> String {
        """
        mapscene: 1
        canvas: {width: 2048, height: 2048}
        map: {type: satellite, basemap: [{tiles: "\(basemap)"}]}
        camera: {mapRect: [\(first.x * 65536), \(first.y * 65536), \(side * 65536), \(side * 65536)]}

        """
    }

    /// Writes the tiles as `tiles/{z}/{x}/{y}.png` in `folder`.
    static func writeFolder(in folder: ScratchFolder) throws {
        let png = PNGWriter.solid(width: pixels, height: pixels, color)
        for tile in tiles { try folder.write("tiles/\(tile.z)/\(tile.x)/\(tile.y).png", png) }
    }

    /// Writes the tiles as an MBTiles archive at `path`.
    static func writeMBTiles(to path: String) throws {
        let png = PNGWriter.solid(width: pixels, height: pixels, color)
        try HandMadeMBTiles(
            metadata: [("name", "large"), ("format", "png"), ("minzoom", "12"), ("maxzoom", "12")],
            tiles: tiles.map { HandMadeMBTiles.Tile(z: $0.z, column: $0.x, row: (1 << $0.z) - 1 - $0.y, data: png) }
        ).write(to: path)
    }
}
