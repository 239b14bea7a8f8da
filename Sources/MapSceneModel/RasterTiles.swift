import MapSceneGeometry

/// The raster tiles the resolve stage read for one basemap entry or tile overlay: the tiles
/// covering the camera's view, each an image file to lay on the ground.
package struct RasterTileLayer: Sendable, Equatable {
    /// The tiles, west to east, north to south. Past the source's deepest zoom a tile is a
    /// shallower one, drawn larger over the area it covers.
    package var tiles: [RasterTile]
    /// The credit to show: the entry's own `attribution:`, else what the archive's metadata says.
    package var attribution: String?

    /// Creates a layer.
    package init(tiles: [RasterTile], attribution: String? = nil) {
        self.tiles = tiles
        self.attribution = attribution
    }
}

/// One raster tile: an image that covers exactly the Web Mercator square of `coordinate`.
package struct RasterTile: Sendable, Equatable {
    /// The square of the world the image covers (north up, west left).
    package var coordinate: TileCoordinate
    /// The image's name in the render list's image table: the URL, the file's path as the
    /// template expands it, or `ARCHIVE#z/x/y` for a tile inside an archive.
    package var key: String
    /// The image: its sniffed type and a `data:` URI or, when images are linked, a reference.
    package var image: ImageFile

    /// Creates a tile.
    package init(coordinate: TileCoordinate, key: String, image: ImageFile) {
        self.coordinate = coordinate
        self.key = key
        self.image = image
    }
}
