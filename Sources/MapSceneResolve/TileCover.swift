import MapSceneCamera
import MapSceneGeometry

/// The tiles of the Web Mercator pyramid that cover a view: what vector and raster tile sources
/// read for it.
package enum TileCover {
    /// The tiles covering `viewport` at `zoom` — or, where more than `maximumTiles` would be
    /// needed, at the deepest shallower zoom where they are not — west to east, north to south.
    /// A turned or pitched view is covered by the square around its map rectangle, twice as wide,
    /// since it sees beyond the rectangle. Columns wrap around the antimeridian.
    package static func tiles(in viewport: Viewport, zoom: Int, maximumTiles: Int) -> [TileCoordinate] {
        var rect = viewport.mapRect
        if viewport.pitch > 0 || viewport.heading != 0 {
            let side = 2 * max(rect.width, rect.height)
            rect = MapRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        let world = MapSize.world.width
        var zoom = min(max(zoom, 0), TileCoordinate.maximumZoom)
        while true {
            let count = 1 << zoom
            let size = world / Double(count)
            // A tile the view only touches at its east or south edge is not needed.
            let minX = Int((rect.minX / size).rounded(.down)), maxX = max(minX, Int((rect.maxX / size).rounded(.up)) - 1)
            let minY = max(Int((rect.minY / size).rounded(.down)), 0)
            let maxY = min(max(minY, Int((rect.maxY / size).rounded(.up)) - 1), count - 1)
            let columns = min(maxX - minX + 1, count)
            if columns * max(maxY - minY + 1, 0) <= maximumTiles || zoom == 0 {
                var result: [TileCoordinate] = []
                for y in stride(from: minY, through: maxY, by: 1) {
                    for x in minX..<(minX + columns) {
                        let wrapped = ((x % count) + count) % count
                        if let tile = TileCoordinate(z: zoom, x: wrapped, y: y) { result.append(tile) }
                    }
                }
                return result
            }
            zoom -= 1
        }
    }

    /// The zoom whose 256-point tiles are nearest the view's own scale at its center: the one a
    /// raster tile is drawn sharpest at.
    package static func nearestZoom(of viewport: Viewport) -> Int {
        min(max(Int(viewport.zoom.rounded()), 0), TileCoordinate.maximumZoom)
    }
}
