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
        settings: TileSettings, budget: inout DrawingBudget
    ) -> (basemap: StyledBasemap?, diagnostics: [Diagnostic]) {
        guard let source = style.source(for: path) else {
            let sources = style.vectorSources
            let named = sources.isEmpty ? "it has none" : "it has " + sources.map { "`\($0)`" }.joined(separator: ", ")
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return (
                nil,
                [
                    Diagnostic(
                        .styleSource,
                        "no vector source of the style '\(style.path)' is '\(path)' (\(named)), so the map type draws it instead",
                        at: range,
                        notes: [
                            DiagnosticNote(
                                "name the style's source `\(stem)`, or give it \"url\": \"pmtiles://\((path as NSString).lastPathComponent)\""
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
        let basemap = StyledBasemap(
            layers: collected.layers.filter { $0.kind == .background || !$0.features.isEmpty },
            attribution: archive.metadata.attribution)
        return (basemap, diagnostics)
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
