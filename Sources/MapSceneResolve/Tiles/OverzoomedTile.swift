import MapSceneGeometry

/// The archive tile that draws a requested tile: the tile itself up to the archive's deepest
/// zoom, or past it the ancestor at that zoom, of which the requested tile shows a part — what
/// a map does to draw streets closer than the tiles were made for ("overzoom").
package struct OverzoomedTile: Equatable, Sendable {
    /// The tile asked for.
    package var requested: TileCoordinate
    /// The archive's tile that holds it: `requested`, or its ancestor at the archive's max zoom.
    package var source: TileCoordinate
    /// The part of `source` that `requested` covers (the whole tile when they are the same):
    /// what later stages clip `source`'s features to and scale up.
    package var window: TileWindow
    /// `source`'s bytes, decompressed.
    package var bytes: [UInt8]

    /// True when `source` is shallower than `requested`.
    package var isOverzoomed: Bool { source != requested }

    /// Creates an overzoomed tile.
    package init(requested: TileCoordinate, source: TileCoordinate, window: TileWindow, bytes: [UInt8]) {
        self.requested = requested
        self.source = source
        self.window = window
        self.bytes = bytes
    }
}

extension TileArchiveMetadata {
    /// The archive tile to draw `requested` from, and the part of it `requested` covers: itself
    /// from `minZoom` to `maxZoom`, its ancestor at `maxZoom` deeper; nil at zooms shallower
    /// than `minZoom`, where the archive has nothing to show.
    package func source(for requested: TileCoordinate) -> (source: TileCoordinate, window: TileWindow)? {
        guard requested.z >= minZoom else { return nil }
        let zoom = min(requested.z, maxZoom)
        guard let source = requested.ancestor(atZoom: zoom), let window = requested.window(inAncestorAtZoom: zoom) else {
            return nil
        }
        return (source, window)
    }
}

extension TileArchive {
    /// The tile that draws `requested`, overzoomed past the archive's max zoom; nil when the
    /// archive has no tile there (or `requested` is shallower than its min zoom).
    package func overzoomedTile(for requested: TileCoordinate) throws(TileArchiveError) -> OverzoomedTile? {
        guard let (source, window) = metadata.source(for: requested), let bytes = try tile(at: source) else { return nil }
        return OverzoomedTile(requested: requested, source: source, window: window, bytes: bytes)
    }
}
