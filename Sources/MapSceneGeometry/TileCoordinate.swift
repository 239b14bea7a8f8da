/// One tile of the Web Mercator tile pyramid: zoom `z`, column `x` from the west, row `y` from the
/// north (the XYZ order of slippy maps, not MBTiles' TMS rows).
package struct TileCoordinate: Hashable, Sendable, CustomStringConvertible {
    /// The deepest zoom a tile coordinate can have: a PMTiles tile id of zoom 32 would not fit
    /// in 64 bits.
    package static let maximumZoom = 31

    /// The zoom level, 0...31.
    package let z: Int
    /// The column, 0..<2^z.
    package let x: Int
    /// The row, 0..<2^z, counted from the north.
    package let y: Int

    /// The tile, or nil when `z` is outside 0...31 or `x` or `y` outside 0..<2^z.
    package init?(z: Int, x: Int, y: Int) {
        guard (0...Self.maximumZoom).contains(z) else { return nil }
        let count = 1 << z
        guard (0..<count).contains(x), (0..<count).contains(y) else { return nil }
        self.z = z
        self.x = x
        self.y = y
    }

    /// `z/x/y`.
    package var description: String { "\(z)/\(x)/\(y)" }

    /// The row as MBTiles (TMS) counts it, from the south: 2^z − 1 − y.
    package var tmsRow: Int { (1 << z) - 1 - y }

    /// The tile at `zoom` that contains this one; nil when `zoom` is deeper than this tile's or
    /// negative.
    package func ancestor(atZoom zoom: Int) -> TileCoordinate? {
        guard (0...z).contains(zoom) else { return nil }
        let shift = z - zoom
        return TileCoordinate(z: zoom, x: x >> shift, y: y >> shift)
    }

    /// The part of `ancestor(atZoom: zoom)` this tile covers, as fractions of that tile; nil
    /// where `ancestor(atZoom:)` is nil.
    package func window(inAncestorAtZoom zoom: Int) -> TileWindow? {
        guard (0...z).contains(zoom) else { return nil }
        let shift = z - zoom
        let mask = (1 << shift) - 1
        let size = 1 / Double(1 << shift)
        return TileWindow(minX: Double(x & mask) * size, minY: Double(y & mask) * size, size: size)
    }
}

/// A square part of a tile, in fractions of the tile: x from the west edge, y from the north edge,
/// both 0...1. The whole tile is `minX 0, minY 0, size 1`.
package struct TileWindow: Hashable, Sendable {
    /// The west edge, 0...1.
    package let minX: Double
    /// The north edge, 0...1.
    package let minY: Double
    /// The width and height, 0...1.
    package let size: Double

    /// The whole tile.
    package static let whole = TileWindow(minX: 0, minY: 0, size: 1)

    /// Creates a window.
    package init(minX: Double, minY: Double, size: Double) {
        self.minX = minX
        self.minY = minY
        self.size = size
    }

    /// The window in a vector tile layer's coordinates (`extent` units across the tile, y down):
    /// `(minX, minY, maxX, maxY)`. Exact for extents that are powers of two, as they usually are.
    package func rect(extent: Int) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let e = Double(extent)
        return (minX * e, minY * e, (minX + size) * e, (minY + size) * e)
    }
}
