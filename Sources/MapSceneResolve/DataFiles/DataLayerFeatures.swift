import MapSceneBase
import MapSceneModel

/// The features a `data:` overlay draws: those its `where:` keeps, each with the style its
/// simplestyle properties give and its label.
package enum DataLayerFeatures {
    /// The features of `file` that `layer` draws, and what is wrong with its title template or
    /// the features' style values.
    package static func features(of layer: DataLayer, overlay: Overlay, in file: DataFile) -> ([DataLayerFeature], [Diagnostic]) {
        let source = layer.source
        let (kept, filterDiagnostics) = FilterCheck.kept(by: source, in: file)
        var diagnostics = filterDiagnostics
        if kept.isEmpty {
            let why = file.features.isEmpty ? "holds no features" : "holds no feature where the filter holds"
            diagnostics.append(.noFeatures("'\(source.path)' \(why), so '\(overlay.id)' draws nothing", at: source.range))
            return ([], diagnostics)
        }
        if let template = layer.featureTitle {
            let known = FilterCheck.propertyNames(of: kept)
            for name in template.propertyNames where !known.contains(name) {
                diagnostics.append(
                    .unknownProperty(name, in: source.path, of: "feature", known: known.sorted(), at: template.range))
            }
        }
        var features: [DataLayerFeature] = []
        features.reserveCapacity(kept.count)
        var unusable = 0
        var first: String?
        for feature in kept {
            let style = Simplestyle(feature.properties, format: file.format)
            if !style.problems.isEmpty {
                unusable += style.problems.count
                if first == nil {
                    first = "\(source.path):\(feature.location.line):\(feature.location.column): \(style.problems[0])"
                }
            }
            // The scene's title, templated or plain, wins over the feature's simplestyle title.
            let title =
                layer.featureTitle.map { $0.filled(with: feature.properties) }
                ?? (overlay.title == nil ? feature.properties["title"] : nil)
            features.append(
                DataLayerFeature(
                    parts: feature.parts, style: Style(stroke: style.stroke, width: style.width, fill: style.fill),
                    markerColor: style.markerColor, title: title.flatMap { $0.isEmpty ? nil : $0 }, location: feature.location))
        }
        if let first { diagnostics.append(.unusableStyle(unusable, in: source.path, first: first, at: source.range)) }
        return (features, diagnostics)
    }
}
