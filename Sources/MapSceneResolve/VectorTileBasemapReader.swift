import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel

/// Reads the tile archive basemaps a scene names — `{tiles: FILE.pmtiles}`, `{tiles:
/// FILE.mbtiles}` or `{mbtiles: FILE}` — once each: vector tiles into `Scene.basemapFeatures`,
/// the tiles covering the camera's view at the zoom that matches it (cut from the archive's
/// deepest tiles past its max zoom), decoded and turned into the same features as GeoJSON; an
/// archive of images is handed to `RasterArchiveReader` for `Scene.rasterTiles`. A broken
/// archive or tile is a located error at the basemap entry.
package enum VectorTileBasemapReader {
    /// The most tiles read for one basemap: the zoom is lowered until the view needs no more.
    package static let maximumTiles = 64

    /// Reads every tile archive basemap of `scene`; an error for each archive or tile that cannot be read.
    package static func read(into scene: inout Scene, directory: String, options: PipelineOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var ignored: [Diagnostic] = []
        var viewport: Viewport?
        var budget = DrawingBudget.standard
        for source in scene.map.basemap {
            let path: String, range: SourceRange?, attribution: String?, settings: TileSettings
            switch source {
            case .tiles(let template, let r, let a, let s) where TileLocation(template) == .archive:
                (path, range, attribution, settings) = (template, r, a, s)
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
            switch features(of: archive, as: path, in: viewport!, settings: settings, budget: &budget) {
            case .success(let basemap):
                let layer = basemap.layer
                scene.basemapFeatures[path] = layer
                if layer.droppedFeatures > 0 {
                    diagnostics.append(
                        .tileFeaturesDropped(layer.droppedFeatures, in: path, first: layer.firstDropReason, at: range))
                }
                if let leftOut = basemap.leftOut { diagnostics.append(.tilesPastBudget(leftOut, in: path, at: range)) }
                if basemap.schema == .unknown, !basemap.layerNames.isEmpty {
                    diagnostics.append(.tileSchemaUnknown(basemap.layerNames, in: path, at: range))
                }
            case .failure(let failure): diagnostics.append(.sourceFile(failure.message, at: range))
            }
        }
        return diagnostics
    }

    /// Whether an archive with `metadata` holds vector tiles: it says so, or says nothing of its
    /// format but names vector layers.
    package static func holdsVectorTiles(_ metadata: TileArchiveMetadata) -> Bool {
        metadata.format == .mvt || metadata.format == .unknown && !metadata.layerNames.isEmpty
    }

    /// The archive `path` names, opened, or why it cannot be. Nil when the file is missing,
    /// outside the scene's folder or not a regular file: the source-file check says why.
    package static func openArchive(_ path: String, directory: String, options: PipelineOptions) -> Result<
        any TileArchive, TileArchiveError
    >? {
        guard case .success(let real) = ScenePath.resolve(path, in: directory, options: options),
            isRegularFile(real)
        else { return nil }
        do {
            return .success(try TileArchives.open(path: real))
        } catch {
            return .failure(error)
        }
    }

    package static func isRegularFile(_ real: String) -> Bool {
        var info = stat()
        return stat(real, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The features of the vector tile `archive` (written `path`) in view, from the zooms its
    /// metadata gives as the entry's `settings` narrow them, taken from `budget`: the tiles past
    /// it are left out and counted. Each stored tile is read and decoded once, however many
    /// requested tiles it draws (past the archive's max zoom, or in a run of equal tiles), and let
    /// go of after the last of them.
    package static func features(
        of archive: any TileArchive, as path: String, in viewport: Viewport, settings: TileSettings = TileSettings(),
        budget: inout DrawingBudget
    ) -> Result<VectorTileBasemap, VectorTileReadFailure> {
        var metadata = archive.metadata
        let zooms = RasterTileReader.zooms(settings, archivedFrom: metadata.minZoom, to: metadata.maxZoom)
        (metadata.minZoom, metadata.maxZoom) = (zooms.lowerBound, zooms.upperBound)
        var requests: [(drawn: TileCoordinate, source: TileCoordinate, window: TileWindow, stored: StoredTile)] = []
        var uses: [StoredTile: Int] = [:]
        do {
            for coordinate in tiles(in: viewport, minZoom: metadata.minZoom) {
                guard let (source, window) = metadata.source(for: coordinate) else { continue }
                let stored = try archive.storedTileKey(at: source).map(StoredTile.stored) ?? .coordinate(source)
                requests.append((coordinate, source, window, stored))
                uses[stored, default: 0] += 1
            }
        } catch {
            return .failure(VectorTileReadFailure(message: written(error, path)))
        }
        var collected = VectorTileFeatures(layerNames: metadata.layerNames)
        var dropped = 0
        var firstDropReason: String?
        var decoded: [StoredTile: (bytes: [UInt8], tile: VectorTile, spending: DrawingBudget.Spending)] = [:]
        var absent: Set<StoredTile> = []
        for (index, request) in requests.enumerated() {
            if absent.contains(request.stored) { continue }
            if decoded[request.stored] == nil {
                let bytes: [UInt8]?
                do {
                    bytes = try archive.tile(at: request.source)
                } catch {
                    return .failure(VectorTileReadFailure(message: written(error, path)))
                }
                guard let bytes else {
                    absent.insert(request.stored)
                    continue
                }
                let limits = budget.narrowing(.default)
                let tile: VectorTile
                do {
                    tile = try VectorTile(decoding: bytes, limits: limits)
                } catch {
                    if let passed = budget.part(passedBy: error, decodingWith: limits, from: .default) {
                        return .success(left(out: requests.count - index, of: requests.count, because: passed, collected))
                    }
                    return .failure(VectorTileReadFailure(message: "\(path): tile \(request.source): \(error)"))
                }
                let spending = tile.spending(bytes: bytes.count)
                if let passed = budget.take(spending) {
                    return .success(left(out: requests.count - index, of: requests.count, because: passed, collected))
                }
                decoded[request.stored] = (bytes, tile, spending)
                for layer in tile.layers where layer.droppedFeatures > 0 {
                    dropped += layer.droppedFeatures
                    if firstDropReason == nil, let reason = layer.firstDropReason {
                        firstDropReason = "tile \(request.source): \(reason)"
                    }
                }
            }
            let (bytes, tile, spending) = decoded[request.stored]!
            // The drawing keeps at most what the decoded tile holds (clipping adds a point where a
            // ring crosses the tile's edge): that much is taken, and what is not kept given back.
            let most = DrawingBudget.Spending(features: spending.features, vertices: spending.vertices)
            if let passed = budget.take(most) {
                return .success(left(out: requests.count - index, of: requests.count, because: passed, collected))
            }
            let (before, verticesBefore) = (collected.features.count, collected.vertexCount)
            collected.add(
                tile, for: OverzoomedTile(requested: request.drawn, source: request.source, window: request.window, bytes: bytes))
            // Pieces joined to an earlier tile's feature add points, not features.
            let kept = collected.vertexCount - verticesBefore
            budget.giveBack(
                DrawingBudget.Spending(
                    features: most.features - (collected.features.count - before), vertices: max(0, most.vertices - kept)))
            uses[request.stored]! -= 1
            if uses[request.stored] == 0 {
                decoded[request.stored] = nil
                budget.giveBack(spending)
            }
        }
        let basemap = VectorTileBasemap(
            layer: BasemapFeatureLayer(
                features: collected.features, attribution: metadata.attribution, droppedFeatures: dropped,
                firstDropReason: firstDropReason),
            schema: collected.schema, layerNames: collected.layerNames)
        return .success(basemap)

        func left(out count: Int, of total: Int, because passed: String, _ collected: VectorTileFeatures) -> VectorTileBasemap {
            VectorTileBasemap(
                layer: BasemapFeatureLayer(
                    features: collected.features, attribution: metadata.attribution, droppedFeatures: dropped,
                    firstDropReason: firstDropReason),
                schema: collected.schema, layerNames: collected.layerNames,
                leftOut: VectorTileBasemap.LeftOut(count: count, total: total, because: passed))
        }
    }

    /// The archive's error with the path as the scene writes it.
    package static func written(_ error: TileArchiveError, _ path: String) -> String {
        var error = error
        error.path = path
        return error.description
    }

    /// The tiles covering the view at the zoom that matches it (no shallower than `minZoom`),
    /// at most `maximumTiles`: west to east, north to south.
    package static func tiles(in viewport: Viewport, minZoom: Int) -> [TileCoordinate] {
        TileCover.tiles(in: viewport, zoom: max(Int(viewport.zoom.rounded(.down)), minZoom), maximumTiles: maximumTiles)
    }
}

/// Where a requested tile's bytes are stored: the archive's key for them where it has one, so
/// tiles that share their bytes are decoded once; else the archive tile's coordinate.
private enum StoredTile: Hashable {
    case stored(UInt64)
    case coordinate(TileCoordinate)
}

/// The features a vector tile archive draws, and the tiles left out past the drawing's budget.
package struct VectorTileBasemap {
    /// Requested tiles left out, of how many, and the part of the budget they would pass.
    package struct LeftOut: Equatable {
        package var count: Int
        package var total: Int
        package var because: String
    }

    package var layer: BasemapFeatureLayer
    /// The schema the archive's layers were read in.
    package var schema: VectorTileSchema
    /// The archive's layer names (its tiles' where its metadata names none).
    package var layerNames: [String]
    package var leftOut: LeftOut?

    /// Creates a basemap read in `schema`.
    package init(layer: BasemapFeatureLayer, schema: VectorTileSchema, layerNames: [String], leftOut: LeftOut? = nil) {
        self.layer = layer
        self.schema = schema
        self.layerNames = layerNames
        self.leftOut = leftOut
    }
}

/// Why a vector tile basemap cannot be drawn.
package struct VectorTileReadFailure: Error {
    package var message: String
}
