import MapSceneBase
import MapSceneModel

/// Gives overlays the data their files hold: a `polyline` or `polygon` read with `source:`
/// gets its lines or areas, a `data:` overlay its features with their own style and title.
package enum OverlayDataResolver {
    /// `overlay` with its files' data in place; a file that could not be read (already reported)
    /// gives nothing. The resolve stage asks only for overlays that `namesFile`.
    package static func resolve(_ overlay: inout Overlay, files: [String: DataFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func kept(_ source: DataSource) -> [DataFeature]? {
            guard let file = files[source.path] else { return nil }
            let (features, filterDiagnostics) = FilterCheck.kept(by: source, in: file)
            diagnostics += filterDiagnostics
            return features
        }
        switch overlay.shape {
        case .polyline(.file(let source)):
            guard let features = kept(source) else { overlay.shape = .multiPolyline([]); break }
            let lines = FeatureGeometry.lines(of: features)
            if lines.isEmpty {
                diagnostics.append(
                    .sourceFile(
                        "\(holds(source, features, in: files[source.path])); a polyline needs a line of at least 2",
                        at: source.range))
            }
            overlay.shape = .multiPolyline(lines)
        case .polygon(.file(let source), let holes) where holes.isEmpty:
            guard let features = kept(source) else { overlay.shape = .multiPolygon([]); break }
            let areas = FeatureGeometry.areas(of: features)
            if areas.isEmpty {
                diagnostics.append(
                    .sourceFile(
                        "\(holds(source, features, in: files[source.path])); a polygon needs a ring of at least 3",
                        at: source.range))
            }
            overlay.shape = .multiPolygon(areas)
        case .polygon(let exterior, let holes):
            func ring(_ list: CoordinateList) -> CoordinateList {
                guard case .file(let source) = list else { return list }
                guard let features = kept(source) else { return .inline([]) }
                let areas = FeatureGeometry.areas(of: features)
                guard areas.count == 1, areas[0].holes.isEmpty else {
                    let what =
                        areas.isEmpty
                        ? "\(holds(source, features, in: files[source.path])); a ring needs at least 3"
                        : "'\(source.path)' holds \(areas.count == 1 ? "an area with holes" : "\(areas.count) rings"); a ring read from a file must be the file's one ring"
                    diagnostics.append(.sourceFile(what, at: source.range))
                    return .inline([])
                }
                return .inline(areas[0].exterior)
            }
            overlay.shape = .polygon(exterior: ring(exterior), holes: holes.map(ring))
        case .data(var layer):
            if let file = files[layer.source.path] {
                let (features, layerDiagnostics) = DataLayerFeatures.features(of: layer, overlay: overlay, in: file)
                layer.features = features
                diagnostics += layerDiagnostics
            }
            overlay.shape = .data(layer)
        default:
            break
        }
        return diagnostics
    }

    /// The data files `overlay` takes its coordinates or features from, in the order written;
    /// none (and nothing allocated) for the many overlays written out in the scene.
    package static func sources(of overlay: Overlay) -> [DataSource] {
        var sources: [DataSource] = []
        switch overlay.shape {
        case .polyline(.file(let source)):
            sources.append(source)
        case .polygon(let exterior, let holes):
            if case .file(let source) = exterior { sources.append(source) }
            for case .file(let source) in holes { sources.append(source) }
        case .data(let layer):
            sources.append(layer.source)
        default:
            break
        }
        return sources
    }

    /// Whether `overlay` takes anything from a data file: the resolve stage leaves any other as
    /// it is and does not touch it (a scene's hundred thousand overlays are not copied to change
    /// none of them).
    ///
    /// Decided from the shape's cases alone, binding no coordinates and making no list: the
    /// stage asks it of each of a hundred thousand polygons twice.
    package static func namesFile(_ overlay: Overlay) -> Bool {
        switch overlay.shape {
        case .polyline(.file), .polygon(exterior: .file, holes: _), .data:
            true
        case .polygon(exterior: .inline, let holes):
            holes.contains { if case .file = $0 { true } else { false } }
        default:
            false
        }
    }

    /// "'route.csv' holds 1 point", with the filter when there is one; for a file whose parts
    /// were all left out as too degenerate to draw, what they were.
    private static func holds(_ source: DataSource, _ features: [DataFeature], in file: DataFile?) -> String {
        let count = FeatureGeometry.pointCount(of: features)
        if count == 0, source.filter.conditions.isEmpty, let leftOut = file?.leftOut {
            return "'\(source.path)' holds nothing to draw, only \(leftOut)"
        }
        let filtered = source.filter.conditions.isEmpty ? "" : " where the filter holds"
        return "'\(source.path)' holds \(count) point\(count == 1 ? "" : "s")\(filtered)"
    }
}

/// A `where:` applied to the file it filters, and checked against it.
package enum FilterCheck {
    /// The features of `file` that the `where:` of `source` keeps, in file order, with a warning
    /// for each condition naming a property no feature has.
    package static func kept(by source: DataSource, in file: DataFile) -> (features: [DataFeature], diagnostics: [Diagnostic]) {
        let filter = source.filter
        let features = filter.conditions.isEmpty ? file.features : file.features.filter { filter.keeps($0.properties) }
        return (features, unknownProperties(of: source, in: file))
    }

    /// A warning for each condition naming a property no feature of `file` has.
    package static func unknownProperties(of source: DataSource, in file: DataFile) -> [Diagnostic] {
        guard !source.filter.conditions.isEmpty, !file.features.isEmpty else { return [] }
        let known = propertyNames(of: file.features)
        return source.filter.conditions.filter { !known.contains($0.property) }.map { condition in
            .unknownProperty(condition.property, in: source.path, of: "feature", known: known.sorted(), at: condition.range)
        }
    }

    /// Every property name the features have.
    package static func propertyNames(of features: [DataFeature]) -> Set<String> {
        var names = Set<String>()
        for feature in features { names.formUnion(feature.properties.keys) }
        return names
    }
}
