import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneModel
import MapSceneStyle

/// Reads a vector tile archive drawn in a MapLibre style: the style's source that is the archive,
/// the tiles in view run through the style's layers at the map's zoom, and what of the style
/// does not fit the archive.
package enum StyledBasemapReader {
    /// The archive `path` (written at `range`) drawn in `style`, or the warnings why it is not:
    /// nil when no source of the style is the archive, and the built-in look draws it instead.
    package static func read(
        _ archive: any TileArchive, as path: String, at range: SourceRange?, in style: StyleFile, viewport: Viewport,
        settings: TileSettings, budget: inout DrawingBudget, sprites: SpriteLoading
    ) -> (basemap: StyledBasemap?, diagnostics: [Diagnostic]) {
        guard let source = style.source(for: path) else {
            let sources = style.vectorSources
            let named = sources.isEmpty ? "it has none" : "it has " + sources.map { "`\($0)`" }.joined(separator: ", ")
            let file = (path as NSString).lastPathComponent
            let stem = (file as NSString).deletingPathExtension
            let scheme = archive is MBTilesArchive ? "mbtiles" : "pmtiles"
            return (
                nil,
                [
                    Diagnostic(
                        .styleSource,
                        "no vector source of the style '\(style.path)' is '\(path)' (\(named)), so the map type draws it instead",
                        at: range,
                        notes: [
                            DiagnosticNote(
                                "name the style's source `\(stem)`, or give it \"url\": \"\(scheme)://\(file)\""
                            )
                        ])
                ]
            )
        }
        var collected = StyledTileFeatures(style: style.style, source: source, webZoom: viewport.zoom)
        var diagnostics: [Diagnostic] = []
        switch VectorTileBasemapReader.collect(
            of: archive, as: path, in: viewport, settings: settings, budget: &budget, into: &collected)
        {
        case .success(let reading):
            if reading.droppedFeatures > 0 {
                diagnostics.append(
                    .tileFeaturesDropped(reading.droppedFeatures, in: path, first: reading.firstDropReason, at: range))
            }
            if let leftOut = reading.leftOut { diagnostics.append(.tilesPastBudget(leftOut, in: path, at: range)) }
        case .failure(let failure):
            return (nil, [.sourceFile(failure.message, at: range)])
        }
        let layerNames = archive.metadata.layerNames.isEmpty ? collected.tileLayerNames : archive.metadata.layerNames
        diagnostics += missingSourceLayers(in: style, source: source, archive: path, has: layerNames)
        var basemap = StyledBasemap(
            layers: collected.layers.filter { $0.kind == .background || !$0.features.isEmpty },
            attribution: archive.metadata.attribution)
        if !collected.iconNames.isEmpty {
            let (icons, iconDiagnostics) = self.icons(collected.iconNames.sorted(), of: style, sprites: sprites)
            basemap.icons = icons
            diagnostics += iconDiagnostics
        }
        return (basemap, diagnostics)
    }

    /// Where a style's sprite is read from: the scene's folder, the canvas's pixels per point.
    package struct SpriteLoading {
        package var directory: String
        package var scale: Double
        package var options: PipelineOptions
    }

    /// The icons `names` from the style's sprite, as PNG images, and a warning for those that
    /// cannot be drawn: no sprite, a sprite on the network, names the sprite does not have.
    static func icons(_ names: [String], of style: StyleFile, sprites: SpriteLoading) -> (
        icons: [String: StyledIcon], diagnostics: [Diagnostic]
    ) {
        func notDrawn(_ why: String) -> Diagnostic {
            let shown = names.prefix(8).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 8 ? ", …" : "")
            return Diagnostic(.styleUnsupported, "the style's icons (\(shown)) are not drawn: \(why)", at: style.referenceRange)
        }
        guard let sprite = style.style.sprite, let location = SpriteFiles.locate(sprite, besideStyle: style.path) else {
            return ([:], [notDrawn("the style has no `sprite`")])
        }
        let base: String
        switch location {
        case .remote(let url): return ([:], [notDrawn("its sprite '\(url)' is on the network, which mapc never fetches")])
        case .files(let path): base = path
        }
        let sheet: SpriteSheet
        switch SpriteFiles.read(base: base, scale: sprites.scale, directory: sprites.directory, options: sprites.options) {
        case .success(let read): sheet = read
        case .failure(let failure): return ([:], [failure.diagnostic(at: style.referenceRange)])
        }
        var icons: [String: StyledIcon] = [:]
        var missing: [String] = []
        for name in names {
            guard let icon = sheet.icon(named: name) else {
                missing.append(name)
                continue
            }
            icons[name] = StyledIcon(
                href: ImageFileReader.dataURI(Data(icon.png), mediaType: "image/png"), width: icon.width, height: icon.height)
        }
        guard !missing.isEmpty else { return (icons, []) }
        let shown = missing.prefix(8).map { "`\($0)`" }.joined(separator: ", ") + (missing.count > 8 ? ", …" : "")
        return (
            icons,
            [
                Diagnostic(
                    .styleUnsupported, "the style names icons its sprite '\(base)' does not have: \(shown); they are not drawn",
                    at: style.referenceRange)
            ]
        )
    }

    /// A warning for each layer of the style that draws from `source` a layer the archive does
    /// not have, once per source layer.
    static func missingSourceLayers(in style: StyleFile, source: String, archive: String, has layerNames: [String])
        -> [Diagnostic]
    {
        guard !layerNames.isEmpty else { return [] }
        let present = Set(layerNames)
        var said: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for layer in style.style.layers where layer.source == source {
            guard let sourceLayer = layer.sourceLayer, !present.contains(sourceLayer), said.insert(sourceLayer).inserted else {
                continue
            }
            let shown = layerNames.prefix(12).map { "`\($0)`" }.joined(separator: ", ") + (layerNames.count > 12 ? ", …" : "")
            diagnostics.append(
                style.diagnostic(
                    .styleSource,
                    "the layer `\(layer.id)` draws the source layer `\(sourceLayer)`, which '\(archive)' does not have (it has \(shown))",
                    at: layer.offset, notes: style.referenceNote))
        }
        return diagnostics
    }
}
