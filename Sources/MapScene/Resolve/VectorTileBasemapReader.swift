import Foundation

/// Reads the vector tile basemaps a scene names — `{tiles: FILE.pmtiles}`, `{tiles:
/// FILE.mbtiles}` or `{mbtiles: FILE}` — into `Scene.basemapFeatures`: the tiles covering the
/// camera's view at the zoom that matches it (cut from the archive's deepest tiles past its max
/// zoom), decoded and turned into the same features as GeoJSON. A broken archive or tile is a
/// located error at the basemap entry. Archives of images are left to the not-drawn warning.
enum VectorTileBasemapReader {
    /// The most tiles read for one basemap: the zoom is lowered until the view needs no more.
    static let maximumTiles = 64

    /// Whether a `tiles:` source names a tile archive file rather than a folder or URL template.
    static func isArchivePath(_ template: String) -> Bool {
        let lower = template.lowercased()
        return !template.contains("{") && !ScenePath.isURL(template) && (lower.hasSuffix(".pmtiles") || lower.hasSuffix(".mbtiles"))
    }

    /// Reads every vector tile basemap of `scene`; an error for each archive or tile that cannot be read.
    static func read(into scene: inout Scene, directory: String, options: PipelineOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var ignored: [Diagnostic] = []
        var viewport: Viewport?
        for source in scene.map.basemap {
            let path: String, range: SourceRange?
            switch source {
            case .tiles(let template, let r, _) where isArchivePath(template): (path, range) = (template, r)
            case .mbtiles(let p, let r, _): (path, range) = (p, r)
            default: continue
            }
            guard scene.basemapFeatures[path] == nil,
                  case .success(let real) = ScenePath.resolve(path, in: directory, allowOutside: options.allowOutsidePaths),
                  isRegularFile(real)
            else { continue }  // the source-file check says why
            if viewport == nil { viewport = CameraResolver.resolve(scene, diagnostics: &ignored) }
            switch features(of: real, as: path, in: viewport!) {
            case .success(let layer?):
                scene.basemapFeatures[path] = layer
                if layer.droppedFeatures > 0 {
                    diagnostics.append(.tileFeaturesDropped(layer.droppedFeatures, in: path, first: layer.firstDropReason, at: range))
                }
            case .success(nil): break
            case .failure(let failure): diagnostics.append(.sourceFile(failure.message, at: range))
            }
        }
        return diagnostics
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
        let metadata = archive.metadata
        guard metadata.format == .mvt || metadata.format == .unknown && !metadata.layerNames.isEmpty else { return .success(nil) }
        var collected = VectorTileFeatures(schema: metadata.schema)
        var dropped = 0
        var firstDropReason: String?
        // Past the archive's max zoom, neighbouring requested tiles share a source tile: decode
        // each source tile once, and count what it drops once.
        var decoded: [TileCoordinate: VectorTile] = [:]
        for coordinate in tiles(in: viewport, minZoom: metadata.minZoom) {
            let drawn: OverzoomedTile?
            do {
                drawn = try archive.overzoomedTile(for: coordinate)
            } catch {
                return .failure(VectorTileReadFailure(message: written(error, path)))
            }
            guard let drawn else { continue }
            do {
                let tile: VectorTile
                if let known = decoded[drawn.source] {
                    tile = known
                } else {
                    tile = try VectorTile(decoding: drawn.bytes)
                    decoded[drawn.source] = tile
                    for layer in tile.layers where layer.droppedFeatures > 0 {
                        dropped += layer.droppedFeatures
                        if firstDropReason == nil, let reason = layer.firstDropReason { firstDropReason = "tile \(drawn.source): \(reason)" }
                    }
                }
                collected.add(tile, for: drawn)
            } catch {
                return .failure(VectorTileReadFailure(message: "\(path): tile \(drawn.source): \(error)"))
            }
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
        var rect = viewport.mapRect
        if viewport.pitch > 0 || viewport.heading != 0 {
            // A turned or pitched view sees beyond its rectangle: take the square around it, twice as wide.
            let side = 2 * max(rect.width, rect.height)
            rect = MapRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        let world = MapSize.world.width
        var zoom = min(max(Int(viewport.zoom.rounded(.down)), minZoom, 0), TileCoordinate.maximumZoom)
        while true {
            let count = 1 << zoom
            let size = world / Double(count)
            let minX = Int((rect.minX / size).rounded(.down)), maxX = Int((rect.maxX / size).rounded(.down))
            let minY = max(Int((rect.minY / size).rounded(.down)), 0), maxY = min(Int((rect.maxY / size).rounded(.down)), count - 1)
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
}

/// Why a vector tile basemap cannot be drawn.
struct VectorTileReadFailure: Error {
    var message: String
}
