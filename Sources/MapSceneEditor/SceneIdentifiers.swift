import MapSceneBase
import MapSceneDecode
import MapSceneSyntax

/// The ids of a scene as an editor sees them: where each is defined, where it is named, and
/// which keys expect one.
package struct SceneIdentifiers {
    package let table: IdentifierTable

    /// The ids of the scene read as `root`.
    package init(_ root: SyntaxNode) {
        table = SceneDecoder.identifiers(in: root)
    }

    /// The kinds of id the value of `key` in a `mapping` (its vocabulary name) may name; nil when
    /// the key names no id.
    package static func expectedKinds(key: String, in mapping: String) -> Set<IdentifiedKind>? {
        switch (mapping, key) {
        case ("overlay", "style"): [.style]
        case ("overlay", "above"), ("overlay", "below"): [.overlay]
        case ("camera", "fit"): [.annotation, .annotationSet, .overlay]
        case ("path", "origin"): [.annotation]
        default: nil
        }
    }

    /// The definitions of the kinds given, each id once, in file order.
    package func definitions(of kinds: Set<IdentifiedKind>) -> [IdentifierTable.Definition] {
        var seen: Set<String> = []
        return table.definitions.filter { kinds.contains($0.kind) && seen.insert($0.id).inserted }
    }

    /// The definition or reference whose text holds `location`, as the id and the kinds it may be.
    package func id(at location: SourceLocation) -> (id: String, kinds: Set<IdentifiedKind>, range: SourceRange)? {
        if let definition = table.definitions.first(where: { $0.range.holds(location) }) {
            return (definition.id, Self.namespace(of: definition.kind), definition.range)
        }
        if let reference = table.references.first(where: { $0.range.holds(location) }) {
            return (reference.id, reference.kinds, reference.range)
        }
        return nil
    }

    /// The kinds that share `kind`'s namespace: annotations and overlays share one, styles have their own.
    package static func namespace(of kind: IdentifiedKind) -> Set<IdentifiedKind> {
        kind == .style ? [.style] : [.annotation, .annotationSet, .overlay]
    }

    /// Where `id` is defined as one of `kinds`.
    package func definition(of id: String, as kinds: Set<IdentifiedKind>) -> IdentifierTable.Definition? {
        table.definitions.first { $0.id == id && kinds.contains($0.kind) }
    }

    /// The places that name `id` as one of `kinds`, in file order.
    package func references(to id: String, as kinds: Set<IdentifiedKind>) -> [IdentifierTable.Reference] {
        table.references.filter { $0.id == id && !$0.kinds.isDisjoint(with: kinds) }.sorted { $0.range < $1.range }
    }
}

extension SourceRange {
    /// True when `location` is inside the range or just at its end (where a cursor after a word is).
    package func holds(_ location: SourceLocation) -> Bool {
        start <= location && location <= end
    }
}
