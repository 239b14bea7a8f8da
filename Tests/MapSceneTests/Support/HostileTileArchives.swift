@testable import MapScene
@testable import MapSceneGeometry

/// PMTiles archives made to exhaust a reader, a few kilobytes each, built when a test runs.
enum HostileTileArchives {
    /// A directory of `count` tiles, one id each, 1-byte tiles laid one after another: the
    /// smallest bytes per entry (four one-byte varints), so gzip packs millions into kilobytes.
    static func denseDirectory(entries count: Int) -> [UInt8] {
        var writer = ProtobufWriter()
        writer.varint(UInt64(count))
        var bytes = writer.bytes
        bytes += [UInt8](repeating: 1, count: count)  // tile id deltas
        bytes += [UInt8](repeating: 1, count: count)  // run lengths
        bytes += [UInt8](repeating: 1, count: count)  // lengths
        bytes += [1] + [UInt8](repeating: 0, count: count - 1)  // offset 0, then each after the last
        return bytes
    }

    /// An archive whose root points at `leaves` leaf directories, each `entries` entries long
    /// and all packed from the same bytes, spread over the ids of zooms 0 to 15: a view decodes
    /// the leaves of the tiles it needs.
    static func manyLargeLeaves(_ leaves: Int, entries: Int) -> [UInt8] {
        let leaf = gzip(denseDirectory(entries: entries))
        let span = TileCoordinate.firstPMTilesID(atZoom: 16) / UInt64(leaves)
        let root = (0..<leaves).map { index in
            HandMadePMTiles.Entry(
                tileID: UInt64(index) * span, offset: UInt64(index * leaf.count), length: UInt64(leaf.count), runLength: 0)
        }
        var archive = HandMadePMTiles(root: HandMadePMTiles.directory(root), tileData: [0])
        archive.leaves = Array((0..<leaves).map { _ in leaf }.joined())
        return archive.bytes
    }

    /// An archive of one vector tile of `count` small triangles (15 bytes each) in the
    /// OpenMapTiles `water` layer, shared by every tile id from zoom 0 to 15 through one run of equal tiles.
    static func oneSharedTile(triangles count: Int) -> [UInt8] {
        var feature = ProtobufWriter()
        feature.varintField(3, 3)  // a polygon
        feature.packedField(
            4,
            [HandMadeTile.moveTo()] + HandMadeTile.deltas(8, 8) + [HandMadeTile.lineTo(2)]
                + HandMadeTile.deltas(8, 0, 0, 8) + [HandMadeTile.closePath])
        var field = ProtobufWriter()
        field.bytesField(2, feature.bytes)
        var layer = ProtobufWriter()
        layer.varintField(15, 2)
        layer.stringField(1, "water")
        var layerBytes = layer.bytes
        layerBytes.reserveCapacity(layerBytes.count + count * field.bytes.count + 8)
        for _ in 0..<count { layerBytes += field.bytes }
        var extent = ProtobufWriter()
        extent.varintField(5, 4096)
        layerBytes += extent.bytes
        var tile = ProtobufWriter()
        tile.bytesField(3, layerBytes)
        let packed = gzip(tile.bytes)
        let run = UInt64(TileCoordinate.firstPMTilesID(atZoom: 16))
        var archive = HandMadePMTiles(
            root: HandMadePMTiles.directory([.init(tileID: 0, offset: 0, length: UInt64(packed.count), runLength: run)]),
            tileData: packed)
        archive.metadata = #"{"name": "hostile", "vector_layers": [{"id": "water"}]}"#
        archive.maxZoom = 15
        archive.tileCompression = 2
        return archive.bytes
    }

    /// A scene drawing `archive` as its basemap over a view of central Helsinki needing 16 tiles
    /// or so at zoom 14.
    static func scene(basemap archive: String) -> String {
        """
        mapscene: 1
        canvas: {width: 800, height: 600}
        camera: {center: [60.17, 24.94], distance: 6km}
        map:
          basemap: [{tiles: \(archive)}]

        """
    }
}
