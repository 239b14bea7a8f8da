import Foundation

/// Reads the tile archive basemaps a scene names — `{tiles: FILE.pmtiles}`, `{tiles:
/// FILE.mbtiles}` or `{mbtiles: FILE}` — once each: vector tiles into `Scene.basemapFeatures`,
/// the tiles covering the camera's view at the zoom that matches it (cut from the archive's
/// deepest tiles past its max zoom), decoded and turned into the same features as GeoJSON; an
/// archive of images is handed to `RasterArchiveReader` for `Scene.rasterTiles`. A broken
/// archive or tile is a located error at the basemap entry.
enum VectorTileBasemapReader {
    /// The most tiles read for one basemap: the zoom is lowered until the view needs no more.
    static let maximumTiles = 64

    /// Reads every tile archive basemap of `scene`; an error for each archive or tile that cannot be read.
    static func read(into scene: inout Scene, directory: String, options: PipelineOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var ignored: [Diagnostic] = []
        var viewport: Viewport?
        for source in scene.map.basemap {
            let path: String, range: SourceRange?, attribution: String?, settings: TileSettings
            switch source {
            case .tiles(let template, let r, let a, let s) where TileLocation(template) == .archive: (path, range, attribution, settings) = (template, r, a, s)
            case .mbtiles(let p, let r, let a, let s): (path, range, attribution, settings) = (p, r, a, s)
            default: continue
            }
            guard scene.basemapFeatures[path] == nil, scene.rasterTiles[path] == nil,
                  let opened = openArchive(path, directory: directory, options: options)
            else { continue }
            let archive: any TileArchive
            switch opened {
            case .success(let opened): archive = opened
            case .failure(let error):
                diagnostics.append(.sourceFile(written(error, path), at: range))
                continue
            }
            if viewport == nil { viewport = CameraResolver.resolve(scene, diagnostics: &ignored) }
            guard holdsVectorTiles(archive.metadata) else {
                let raster = RasterTileReader.Source(
                    path: path, range: range, attribution: attribution, settings: settings, location: .archive, isOverlay: false)
                let (layer, rasterDiagnostics) = RasterArchiveReader.layer(of: archive, for: raster, in: viewport!)
                scene.rasterTiles[path] = layer
                diagnostics += rasterDiagnostics
                continue
            }
            switch features(of: archive, as: path, in: viewport!, settings: settings) {
            case .success(let layer):
                scene.basemapFeatures[path] = layer
                if layer.droppedFeatures > 0 {
                    diagnostics.append(.tileFeaturesDropped(layer.droppedFeatures, in: path, first: layer.firstDropReason, at: range))
                }
            case .failure(let failure): diagnostics.append(.sourceFile(failure.message, at: range))
            }
        }
        return diagnostics
    }

    /// Whether an archive with `metadata` holds vector tiles: it says so, or says nothing of its
    /// format but names vector layers.
    static func holdsVectorTiles(_ metadata: TileArchiveMetadata) -> Bool {
        metadata.format == .mvt || metadata.format == .unknown && !metadata.layerNames.isEmpty
    }

    /// The archive `path` names, opened, or why it cannot be. Nil when the file is missing,
    /// outside the scene's folder or not a regular file: the source-file check says why.
    static func openArchive(_ path: String, directory: String, options: PipelineOptions) -> Result<any TileArchive, TileArchiveError>? {
        guard case .success(let real) = ScenePath.resolve(path, in: directory, options: options),
              isRegularFile(real)
        else { return nil }
        do {
            return .success(try TileArchives.open(path: real))
        } catch {
            return .failure(error)
        }
    }

    static func isRegularFile(_ real: String) -> Bool {
        var info = stat()
        return stat(real, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The features of the archive at `real` (written `path`) in view; nil for image archives.
    static func features(of real: String, as path: String, in viewport: Viewport) -> Result<BasemapFeatureLayer?, VectorTileReadFailure> {
        let archive: any TileArchive
        do {
            archive = try TileArchives.open(path: real)
        } catch {
            return .failure(VectorTileReadFailure(message: written(error, path)))
        }
        guard holdsVectorTiles(archive.metadata) else { return .success(nil) }
        return features(of: archive, as: path, in: viewport).map { Optional($0) }
    }

    /// The features of the vector tile `archive` (written `path`) in view, from the zooms its
    /// metadata gives as the entry's `settings` narrow them.
    static func features(
        of archive: any TileArchive, as path: String, in viewport: Viewport, settings: TileSettings = TileSettings()
    ) -> Result<BasemapFeatureLayer, VectorTileReadFailure> {
        var metadata = archive.metadata
        let zooms = RasterTileReader.zooms(settings, archivedFrom: metadata.minZoom, to: metadata.maxZoom)
        (metadata.minZoom, metadata.maxZoom) = (zooms.lowerBound, zooms.upperBound)
        var collected = VectorTileFeatures(schema: metadata.schema)
        var dropped = 0
        var firstDropReason: String?
        // Past the archive's max zoom, neighbouring requested tiles share a source tile: read and
        // decode each source tile once, and count what it drops once.
        var read: [TileCoordinate: (bytes: [UInt8], tile: VectorTile)] = [:]
        for coordinate in tiles(in: viewport, minZoom: metadata.minZoom) {
            guard let (sourceTile, window) = metadata.source(for: coordinate) else { continue }
            if read[sourceTile] == nil {
                let bytes: [UInt8]?
                do {
                    bytes = try archive.tile(at: sourceTile)
                } catch {
                    return .failure(VectorTileReadFailure(message: written(error, path)))
                }
                guard let bytes else { continue }
                let tile: VectorTile
                do {
                    tile = try VectorTile(decoding: bytes)
                } catch {
                    return .failure(VectorTileReadFailure(message: "\(path): tile \(sourceTile): \(error)"))
                }
                read[sourceTile] = (bytes, tile)
                for layer in tile.layers where layer.droppedFeatures > 0 {
                    dropped += layer.droppedFeatures
                    if firstDropReason == nil, let reason = layer.firstDropReason { firstDropReason = "tile \(sourceTile): \(reason)" }
                }
            }
            let (bytes, tile) = read[sourceTile]!
            collected.add(tile, for: OverzoomedTile(requested: coordinate, source: sourceTile, window: window, bytes: bytes))
        }
        return .success(BasemapFeatureLayer(
            features: collected.features, attribution: metadata.attribution, droppedFeatures: dropped, firstDropReason: firstDropReason))
    }

    /// The archive's error with the path as the scene writes it.
    static func written(_ error: TileArchiveError, _ path: String) -> String {
        var error = error
        error.path = path
        return error.description
    }

    /// The tiles covering the view at the zoom that matches it (no shallower than `minZoom`),
    /// at most `maximumTiles`: west to east, north to south.
    static func tiles(in viewport: Viewport, minZoom: Int) -> [TileCoordinate] {
        TileCover.tiles(in: viewport, zoom: max(Int(viewport.zoom.rounded(.down)), minZoom), maximumTiles: maximumTiles)
    }
}

/// Why a vector tile basemap cannot be drawn.
struct VectorTileReadFailure: Error {
    var message: String
}
