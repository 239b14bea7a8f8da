import MapSceneBase
import MapSceneCamera
import MapSceneGeometry
import MapSceneModel

/// Reads the raster tiles a scene names into `Scene.rasterTiles`, keyed by the template or path as
/// written: URL templates (fetched through the tile cache), folder templates beside the scene, and
/// archives of images named by tile overlays (basemap archives are opened by
/// `VectorTileBasemapReader`, which hands the raster ones to `RasterArchiveReader`). Each source
/// gives the tiles covering the view at the zoom nearest the camera's, no deeper than the
/// source's max zoom (a closer view draws its deepest tiles larger), each an image embedded as a
/// `data:` URI or, with linked images, a link. A tile that cannot be had is an error at the entry;
/// tiles missing from a folder or archive are left out with a warning.
package enum RasterTileReader {
    /// The most tiles read for one source: the zoom is lowered until the view needs no more.
    package static let maximumTiles = 128
    /// The most bytes of tiles embedded in one scene's output, as `data:` URIs.
    package static let maximumEmbeddedBytes = 32 * 1024 * 1024
    /// The max zoom of a URL template that does not give one.
    package static let defaultMaxZoom = 19

    /// One raster source the scene names.
    package struct Source: Equatable {
        /// The template or path as written: the key of its layer.
        package var path: String
        package var range: SourceRange?
        package var attribution: String?
        package var settings: TileSettings
        /// What the path names: a URL template, a folder template or an archive.
        package var location: TileLocation
        /// Whether it is a tile overlay rather than a basemap entry.
        package var isOverlay: Bool
    }

    /// The raster sources of `scene` this reader reads, each path once: basemap URL and folder
    /// templates (unless the map type draws no base map), then every tile overlay (archives
    /// too), in file order.
    package static func sources(in scene: Scene) -> [Source] {
        var sources: [Source] = []
        for entry in scene.map.basemap where scene.map.type != .none {
            guard case .tiles(let template, let range, let attribution, let settings) = entry else { continue }
            let location = TileLocation(template)
            if location == .archive { continue }
            sources.append(
                Source(
                    path: template, range: range, attribution: attribution, settings: settings, location: location,
                    isOverlay: false))
        }
        for overlay in scene.overlays {
            guard case .tiles(let tiles) = overlay.shape else { continue }
            let location: TileLocation
            if case .mbtiles = tiles { location = .archive } else { location = TileLocation(tiles.path) }
            sources.append(
                Source(
                    path: tiles.path, range: tiles.range ?? overlay.range, attribution: tiles.attribution,
                    settings: tiles.settings,
                    location: location, isOverlay: true))
        }
        var seen: Set<String> = []
        return sources.filter { seen.insert($0.path).inserted }
    }

    /// Reads every raster source of `scene` the vector tile reader has not, re-encodes embedded
    /// tiles that not every SVG renderer draws (`RasterTileRecoding`), then checks what is
    /// embedded against `maximumEmbeddedBytes`.
    package static func read(into scene: inout Scene, directory: String, options: PipelineOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var sources: [Source] = []
        for source in Self.sources(in: scene) where scene.rasterTiles[source.path] == nil {
            guard scene.basemapFeatures[source.path] != nil else {
                sources.append(source)
                continue
            }
            if source.isOverlay {
                diagnostics.append(.sourceFile(RasterArchiveReader.vectorOverlayMessage(source.path), at: source.range))
            }
        }
        if !sources.isEmpty {
            var ignored: [Diagnostic] = []
            let viewport = CameraResolver.resolve(scene, diagnostics: &ignored)
            let highResolution = scene.canvas.scale >= 2
            var plans: [URLTileReader.Plan] = []
            for source in sources {
                let read: (layer: RasterTileLayer, diagnostics: [Diagnostic])?
                switch source.location {
                case .url:
                    // Read below, all URLs together.
                    let (plan, planDiagnostics) = URLTileReader.plan(source, viewport: viewport, highResolution: highResolution)
                    diagnostics += planDiagnostics
                    plans.append(plan)
                    continue
                case .folder:
                    read = FolderTileReader.read(
                        source, viewport: viewport, highResolution: highResolution, directory: directory, options: options)
                case .archive:
                    read = RasterArchiveReader.read(source, viewport: viewport, directory: directory, options: options)
                }
                guard let read else { continue }
                diagnostics += read.diagnostics
                scene.rasterTiles[source.path] = read.layer
            }
            if !plans.isEmpty {
                let (layers, fetchDiagnostics) = URLTileReader.read(plans, options: options)
                diagnostics += fetchDiagnostics
                for (plan, layer) in zip(plans, layers) { scene.rasterTiles[plan.source.path] = layer }
            }
        }
        diagnostics += RasterTileRecoding.recode(&scene)
        diagnostics += embeddedSizeErrors(scene)
        return diagnostics
    }

    /// The zooms a URL or folder source with `settings` has tiles for: what the entry says, else
    /// 0 to `defaultMaxZoom`.
    package static func zooms(_ settings: TileSettings, defaultMaxZoom: Int) -> ClosedRange<Int> {
        let low = settings.minZoom ?? 0
        return low...max(low, settings.maxZoom ?? defaultMaxZoom)
    }

    /// The zooms an archive whose metadata says it has `minZoom` to `maxZoom` has tiles for,
    /// narrowed by the entry's `settings`.
    package static func zooms(_ settings: TileSettings, archivedFrom minZoom: Int, to maxZoom: Int) -> ClosedRange<Int> {
        let low = max(settings.minZoom ?? minZoom, minZoom)
        let high = min(settings.maxZoom ?? maxZoom, maxZoom)
        return low...max(low, high)
    }

    /// The tiles to read for `source`, whose tiles are at `zooms`: those covering the view at
    /// the zoom nearest the camera's, no deeper than the source's deepest; none, with a warning,
    /// where the view is shallower than its shallowest.
    package static func tiles(for source: Source, zooms: ClosedRange<Int>, in viewport: Viewport) -> (
        tiles: [TileCoordinate], diagnostics: [Diagnostic]
    ) {
        let tiles = TileCover.tiles(
            in: viewport, zoom: min(TileCover.nearestZoom(of: viewport), zooms.upperBound), maximumTiles: maximumTiles)
        guard let zoom = tiles.first?.z, zoom < zooms.lowerBound else { return (tiles, []) }
        return ([], [.rasterTilesTooShallow(source.path, zoom: zoom, minZoom: zooms.lowerBound, at: source.range)])
    }

    /// `3 of 12 tiles`, `1 of 1 tile`.
    package static func count(_ count: Int, of total: Int) -> String {
        "\(count) of \(total) tile\(total == 1 ? "" : "s")"
    }

    /// The path and place of every basemap entry and tile overlay of `scene`, each path once, in
    /// the order they are named.
    package static func entries(of scene: Scene) -> [(path: String, range: SourceRange?)] {
        var seen: Set<String> = []
        let entries =
            scene.map.basemap.compactMap { source in source.path.map { ($0, source.range) } }
            + scene.overlays.compactMap { overlay in
                if case .tiles(let tiles) = overlay.shape { (tiles.path, tiles.range ?? overlay.range) } else { nil }
            }
        return entries.filter { seen.insert($0.0).inserted }
    }

    /// An error at each source whose embedded tiles take the scene past `maximumEmbeddedBytes`,
    /// in the order they are named.
    package static func embeddedSizeErrors(_ scene: Scene) -> [Diagnostic] {
        var total = 0
        var diagnostics: [Diagnostic] = []
        for (path, range) in entries(of: scene) {
            guard let layer = scene.rasterTiles[path] else { continue }
            let bytes = layer.tiles.reduce(0) { $0 + ($1.image.href.hasPrefix("data:") ? $1.image.href.utf8.count : 0) }
            total += bytes
            if total > maximumEmbeddedBytes, bytes > 0 {
                diagnostics.append(.rasterTilesTooLarge(path, bytes: bytes, at: range))
            }
        }
        return diagnostics
    }
}
