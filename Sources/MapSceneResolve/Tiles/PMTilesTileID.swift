import MapSceneGeometry

/// PMTiles' tile ids: every tile of the pyramid numbered along a Hilbert curve, zoom after zoom —
/// 0/0/0 is 0, the four tiles of zoom 1 are 1...4, those of zoom 2 are 5...20, and so on.
extension TileCoordinate {
    /// The id of the first tile of `zoom`: the number of tiles at all shallower zooms,
    /// (4^zoom − 1) / 3.
    package static func firstPMTilesID(atZoom zoom: Int) -> UInt64 {
        ((1 as UInt64) << (2 * UInt64(zoom)) &- 1) / 3
    }

    /// The tile's PMTiles tile id.
    package var pmtilesTileID: UInt64 {
        var position: UInt64 = 0
        var column = UInt64(x)
        var row = UInt64(y)
        var side: UInt64 = z == 0 ? 0 : 1 << UInt64(z - 1)
        while side > 0 {
            let right: UInt64 = column & side != 0 ? 1 : 0
            let down: UInt64 = row & side != 0 ? 1 : 0
            position += side * side * ((3 * right) ^ down)
            column &= side - 1
            row &= side - 1
            if down == 0 {
                if right == 1 {
                    column = side - 1 - column
                    row = side - 1 - row
                }
                swap(&column, &row)
            }
            side >>= 1
        }
        return Self.firstPMTilesID(atZoom: z) + position
    }

    /// The tile with PMTiles tile id `id`; nil for ids past zoom 31.
    package init?(pmtilesTileID id: UInt64) {
        var zoom = 0
        while zoom < Self.maximumZoom && Self.firstPMTilesID(atZoom: zoom + 1) <= id { zoom += 1 }
        var position = id - Self.firstPMTilesID(atZoom: zoom)
        guard position < (1 as UInt64) << (2 * UInt64(zoom)) else { return nil }
        var column: UInt64 = 0
        var row: UInt64 = 0
        var side: UInt64 = 1
        while side < (1 as UInt64) << UInt64(zoom) {
            let right = 1 & (position >> 1)
            let down = 1 & (position ^ right)
            if down == 0 {
                if right == 1 {
                    column = side - 1 - column
                    row = side - 1 - row
                }
                swap(&column, &row)
            }
            column += side * right
            row += side * down
            position >>= 2
            side <<= 1
        }
        self.init(z: zoom, x: Int(column), y: Int(row))
    }
}
