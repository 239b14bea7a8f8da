import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel

/// Raster tiles from a PMTiles or MBTiles archive of images (PNG, JPEG or WebP): the tiles in
/// view at the zoom nearest the camera's, no deeper than the archive's max zoom (a closer view
/// draws its deepest tiles larger), each embedded as a `data:` URI under the key `ARCHIVE#z/x/y`.
/// A tile the archive lacks inside its bounds is left out with a warning; a broken archive or a
/// tile that is not an image is an error.
package enum RasterArchiveReader {
    /// What is said of a tile overlay whose archive holds vector tiles.
    package static func vectorOverlayMessage(_ path: String) -> String {
        "'\(path)' holds vector tiles; a tile overlay draws raster tiles (PNG, JPEG or WebP), so name the archive as a basemap"
    }

    /// The layer of the archive a tile overlay names; nil (and no diagnostic) when the file is
    /// missing, outside or not a regular file, which the source-file check reports.
    package static func read(
        _ source: RasterTileReader.Source, viewport: Viewport, directory: String, options: PipelineOptions
    ) -> (layer: RasterTileLayer, diagnostics: [Diagnostic])? {
        switch VectorTileBasemapReader.openArchive(source.path, directory: directory, options: options) {
        case nil:
            return nil
        case .failure(let error):
            return (
                RasterTileLayer(tiles: []), [.sourceFile(VectorTileBasemapReader.written(error, source.path), at: source.range)]
            )
        case .success(let archive) where VectorTileBasemapReader.holdsVectorTiles(archive.metadata):
            return (RasterTileLayer(tiles: []), [.sourceFile(vectorOverlayMessage(source.path), at: source.range)])
        case .success(let archive):
            return layer(of: archive, for: source, in: viewport)
        }
    }

    /// The tiles of `archive` (of images, or of tiles it does not name) that `source` draws in
    /// `viewport`, credited with the entry's attribution or else the archive's.
    package static func layer(of archive: any TileArchive, for source: RasterTileReader.Source, in viewport: Viewport) -> (
        layer: RasterTileLayer, diagnostics: [Diagnostic]
    ) {
        let metadata = archive.metadata
        let attribution = source.attribution ?? metadata.attribution
        if metadata.format == .avif {
            let message = "'\(source.path)' holds AVIF tiles, which mapc does not draw; it draws PNG, JPEG and WebP tiles"
            return (RasterTileLayer(tiles: [], attribution: attribution), [.sourceFile(message, at: source.range)])
        }
        let zooms = RasterTileReader.zooms(source.settings, archivedFrom: metadata.minZoom, to: metadata.maxZoom)
        var (coordinates, diagnostics) = RasterTileReader.tiles(for: source, zooms: zooms, in: viewport)
        if let bounds = metadata.bounds { coordinates = coordinates.filter { $0.meets(bounds) } }
        var tiles: [RasterTile] = []
        var missing: [TileCoordinate] = []
        var broken: [(tile: TileCoordinate, why: String)] = []
        for coordinate in coordinates {
            let bytes: [UInt8]?
            do {
                bytes = try archive.tile(at: coordinate)
            } catch {
                diagnostics.append(.sourceFile(VectorTileBasemapReader.written(error, source.path), at: source.range))
                return (RasterTileLayer(tiles: [], attribution: attribution), diagnostics)
            }
            guard let bytes else {
                missing.append(coordinate)
                continue
            }
            guard let mediaType = ImageFileReader.mediaType(of: bytes), mediaType != "image/svg+xml" else {
                broken.append((coordinate, "it is not a PNG, JPEG, GIF or WebP image"))
                continue
            }
            let key = "\(source.path)#\(coordinate)"
            let image = ImageFile(mediaType: mediaType, href: ImageFileReader.dataURI(Data(bytes), mediaType: mediaType))
            tiles.append(RasterTile(coordinate: coordinate, key: key, image: image))
        }
        if let first = broken.first {
            diagnostics.append(
                .rasterTilesUnavailable(
                    broken.count, of: coordinates.count, in: source.path, first: "tile \(first.tile)", because: first.why,
                    at: source.range))
        }
        if let first = missing.first {
            diagnostics.append(
                .rasterTilesMissing(
                    missing.count, of: coordinates.count, in: source.path, first: "tile \(first)", at: source.range))
        }
        return (RasterTileLayer(tiles: tiles, attribution: attribution), diagnostics)
    }
}

extension TileCoordinate {
    /// Whether the tile's square meets `bounds` (where it crosses the antimeridian, `east` is
    /// less than `west`).
    package func meets(_ bounds: TileArchiveBounds) -> Bool {
        let count = Double(1 << z)
        let west = Double(x) / count * 360 - 180, east = Double(x + 1) / count * 360 - 180
        let size = MapSize.world.width / count
        let north = MapPoint(x: 0, y: Double(y) * size).coordinate.latitude
        let south = MapPoint(x: 0, y: Double(y + 1) * size).coordinate.latitude
        guard south <= bounds.north, north >= bounds.south else { return false }
        if bounds.west <= bounds.east { return west <= bounds.east && east >= bounds.west }
        return east >= bounds.west || west <= bounds.east
    }
}
