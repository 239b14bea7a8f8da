import MapSceneBase
import MapSceneDecode
import MapSceneModel

/// Turns the scene's `from:` entries into annotations: one for each point of the features the
/// entry's `where:` keeps, placed where the entry is written among the scene's annotations.
package enum AnnotationTemplateExpander {
    /// `scene` with every template's annotations among its annotations, and `fit` lists that
    /// name an entry fitting its annotations.
    package static func expand(_ scene: inout Scene) -> [Diagnostic] {
        guard !scene.annotationTemplates.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        // Every id written in the scene, with where; the expanded ones join as they are made.
        var taken: [String: SourceRange] = [:]
        for annotation in scene.annotations { taken[annotation.id] = taken[annotation.id] ?? annotation.range }
        for overlay in scene.overlays { taken[overlay.id] = taken[overlay.id] ?? overlay.range }

        var expanded: [[Annotation]] = []
        var idsByName: [String: [String]] = [:]
        for template in scene.annotationTemplates {
            var made: [Annotation] = []
            if let file = scene.dataFiles[template.source.path] {
                made = annotations(of: template, in: file, taken: &taken, diagnostics: &diagnostics)
            }
            if let name = template.name { idsByName[name] = made.map(\.id) }
            expanded.append(made)
        }

        // Each entry's annotations go where the entry is written.
        var merged: [Annotation] = []
        merged.reserveCapacity(scene.annotations.count + expanded.reduce(0) { $0 + $1.count })
        var next = 0
        for (template, made) in zip(scene.annotationTemplates, expanded) {
            merged += scene.annotations[next..<template.position]
            merged += made
            next = template.position
        }
        merged += scene.annotations[next...]
        scene.annotations = merged

        if case .fit(.ids(let ids), let padding) = scene.camera.form, ids.contains(where: { idsByName[$0] != nil }) {
            scene.camera.form = .fit(.ids(ids.flatMap { idsByName[$0] ?? [$0] }), padding: padding)
        }
        // Expanded: the entries are annotations now, and a second resolve adds nothing.
        scene.annotationTemplates = []
        return diagnostics
    }

    /// The annotations `template` makes from `file`, with ids not in `taken`.
    private static func annotations(
        of template: AnnotationTemplate, in file: DataFile, taken: inout [String: SourceRange], diagnostics: inout [Diagnostic]
    ) -> [Annotation] {
        let source = template.source
        let (filtered, filterDiagnostics) = FilterCheck.kept(by: source, in: file)
        diagnostics += filterDiagnostics
        let kept = filtered.filter { feature in feature.parts.contains { if case .point = $0 { true } else { false } } }
        guard !kept.isEmpty else {
            let why =
                file.features.isEmpty
                ? "holds no features"
                : source.filter.conditions.isEmpty ? "holds no points" : "holds no point where the filter holds"
            diagnostics.append(.noFeatures("'\(source.path)' \(why), so this entry adds no annotations", at: source.range))
            return []
        }
        let known = FilterCheck.propertyNames(of: kept)
        for template in [template.idTemplate, template.title, template.subtitle].compactMap({ $0 }) {
            for name in template.propertyNames where !known.contains(name) {
                diagnostics.append(
                    .unknownProperty(name, in: source.path, of: "point", known: known.sorted(), at: template.range))
            }
        }

        var made: [Annotation] = []
        made.reserveCapacity(kept.count)
        var badIDs = 0, duplicates = 0, badColors = 0
        var firstBadID: String?, firstDuplicate: (message: String, note: DiagnosticNote?)?, firstBadColor: String?
        var madeBy: [String: SourceLocation] = [:]
        var number = 0
        for feature in kept {
            var place: String { "\(source.path):\(feature.location.line):\(feature.location.column)" }  // only for a message
            var look = template.look
            if !template.setsColor, let text = feature.properties["marker-color"] {
                if let color = Simplestyle.color(text) {
                    look = look.recolored(color)
                } else {
                    badColors += 1
                    if firstBadColor == nil { firstBadColor = "\(place): marker-color '\(text)' is not a color" }
                }
            }
            let title = (template.title?.filled(with: feature.properties) ?? feature.properties["title"]).flatMap {
                $0.isEmpty ? nil : $0
            }
            let subtitle = (template.subtitle?.filled(with: feature.properties) ?? feature.properties["description"]).flatMap {
                $0.isEmpty ? nil : $0
            }
            for part in feature.parts {
                guard case .point(let coordinate) = part else { continue }
                number += 1
                let id: String
                switch template.ids {
                case .numbered(let name): id = "\(name).\(number)"
                case .template(let ids): id = ids.filled(with: feature.properties)
                }
                if id.isEmpty || DecodingContext.hasSpaceOrControl(id) {
                    badIDs += 1
                    if firstBadID == nil { firstBadID = "'\(id)' for \(place)" }
                    continue
                }
                if let earlier = taken[id] {
                    duplicates += 1
                    if firstDuplicate == nil {
                        if let by = madeBy[id] {
                            firstDuplicate = (
                                "'\(id)' for \(place) is also the id of \(source.path):\(by.line):\(by.column)", nil
                            )
                        } else {
                            firstDuplicate = (
                                "'\(id)' for \(place) is already the id of the element on line \(earlier.start.line)",
                                DiagnosticNote("first defined here", at: earlier)
                            )
                        }
                    }
                    continue
                }
                taken[id] = template.idRange
                madeBy[id] = feature.location
                made.append(
                    Annotation(
                        id: id, coordinate: coordinate, title: title, subtitle: subtitle, look: look, priority: template.priority,
                        cluster: template.cluster, callout: template.callout, range: template.range))
            }
        }
        if let firstBadID {
            diagnostics.append(
                Diagnostic(
                    .invalidID,
                    "the id template gives \(count(badIDs, "point")) an id that is empty or holds a space; the first: \(firstBadID)",
                    at: template.idRange))
        }
        if let firstDuplicate {
            diagnostics.append(
                Diagnostic(
                    .duplicateID,
                    "duplicate id\(duplicates == 1 ? "" : "s") for \(count(duplicates, "point")) of '\(source.path)'; the first: \(firstDuplicate.message)",
                    at: template.idRange, notes: firstDuplicate.note.map { [$0] } ?? []))
        }
        if let firstBadColor {
            diagnostics.append(.unusableStyle(badColors, in: source.path, first: firstBadColor, at: source.range))
        }
        return made
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        n == 1 ? "1 \(noun)" : "\(n) \(noun)s"
    }
}

extension AnnotationTemplate {
    /// The id template, when the ids are filled from the features.
    package var idTemplate: TextTemplate? {
        if case .template(let template) = ids { return template }
        return nil
    }
}

extension AnnotationLook {
    /// The same look in `color`; an image keeps its own colors.
    package func recolored(_ color: Color) -> AnnotationLook {
        switch self {
        case .pin: .pin(color: color)
        case .marker(let glyph, _): .marker(glyph: glyph, color: color)
        case .dot(_, let radius): .dot(color: color, radius: radius)
        case .image: self
        }
    }
}
