import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel

/// Raster tiles from URL templates: each source's tiles in view become URLs, all the sources'
/// URLs are fetched together (through the tile cache, at most four at once), and each source's
/// tiles become images — embedded, or linked by their URL. A tile that cannot be had is one
/// error at the source naming how many could not, the first URL and why.
package enum URLTileReader {
    /// What one URL source asks for.
    package struct Plan {
        package var source: RasterTileReader.Source
        /// The tiles in view, each with its URL.
        package var tiles: [(coordinate: TileCoordinate, url: String)]
    }

    /// The tiles `source` needs for `viewport`, with their URLs (`{r}` as `@2x` when
    /// `highResolution`), and a warning when the view is shallower than its min zoom.
    package static func plan(_ source: RasterTileReader.Source, viewport: Viewport, highResolution: Bool) -> (Plan, [Diagnostic])
    {
        // A template that does not parse was reported by the decoder.
        guard let template = try? TileTemplate(source.path) else { return (Plan(source: source, tiles: []), []) }
        let zooms = RasterTileReader.zooms(source.settings, defaultMaxZoom: RasterTileReader.defaultMaxZoom)
        let (coordinates, diagnostics) = RasterTileReader.tiles(for: source, zooms: zooms, in: viewport)
        let subdomains = source.settings.subdomains ?? TileSettings.defaultSubdomains
        let tiles = coordinates.map { ($0, template.address(of: $0, subdomains: subdomains, highResolution: highResolution)) }
        return (Plan(source: source, tiles: tiles), diagnostics)
    }

    /// Fetches every plan's tiles and makes each plan's layer; an error at each source with
    /// tiles that cannot be had, and a warning when the cache cannot be written.
    package static func read(_ plans: [Plan], options: PipelineOptions) -> (layers: [RasterTileLayer], diagnostics: [Diagnostic])
    {
        let cacheFolder = options.tileCache ?? TileCache.defaultFolder()
        let fetcher = TileFetcher(cache: cacheFolder.map(TileCache.init), offline: options.offline, timeout: options.tileTimeout)
        let fetched = fetcher.fetch(plans.flatMap { $0.tiles.map(\.url) })
        var diagnostics: [Diagnostic] = []
        if let problem = fetched.cacheProblem {
            diagnostics.append(.tileCacheUnwritable(problem, at: plans.first?.source.range))
        }
        var layers: [RasterTileLayer] = []
        for plan in plans {
            var tiles: [RasterTile] = []
            var failures: [(url: String, failure: TileFetcher.Failure)] = []
            for (coordinate, url) in plan.tiles {
                switch fetched.tiles[url] ?? .failure(.notCached) {
                case .success(let bytes):
                    let mediaType = ImageFileReader.mediaType(of: bytes) ?? "application/octet-stream"
                    let href = options.linkImages ? url : ImageFileReader.dataURI(Data(bytes), mediaType: mediaType)
                    tiles.append(RasterTile(coordinate: coordinate, key: url, image: ImageFile(mediaType: mediaType, href: href)))
                case .failure(let failure):
                    failures.append((url, failure))
                }
            }
            if let first = failures.first {
                var notes: [DiagnosticNote] = []
                if first.failure == .notCached {
                    notes.append(
                        DiagnosticNote(
                            cacheFolder.map { "the tile cache is '\($0)'; compile once without --offline to fill it" }
                                ?? "there is no tile cache: neither XDG_CACHE_HOME nor HOME is set"))
                }
                diagnostics.append(
                    .rasterTilesUnavailable(
                        failures.count, of: plan.tiles.count, in: plan.source.path, first: first.url,
                        because: first.failure.reason,
                        at: plan.source.range, notes: notes))
            }
            layers.append(RasterTileLayer(tiles: tiles, attribution: plan.source.attribution))
        }
        return (layers, diagnostics)
    }
}
