import MapSceneBase
import MapSceneDecode
import MapSceneModel
import MapSceneSyntax

/// The completions at a place in a scene: the keys its mapping may still take, or the values its
/// key may have.
package enum SceneCompletions {
    package static func at(_ place: CursorPlace, syntax: SceneSyntax) -> [SceneCompletion] {
        let items: [SceneCompletion]
        switch place.role {
        case .key: items = keys(place, syntax: syntax)
        case .value(let key): items = values(of: key, place)
        }
        let typed = place.partial.lowercased()
        return items.filter { typed.isEmpty || $0.label.lowercased().hasPrefix(typed) }
    }

    /// The keys of the mapping at the place that it does not have yet and may take beside the
    /// ones it has (not a second look for an annotation), in the vocabulary's order.
    private static func keys(_ place: CursorPlace, syntax: SceneSyntax) -> [SceneCompletion] {
        guard let mapping = VocabularyPath.mapping(at: place.path) else { return [] }
        let written = Set(place.siblingKeys)
        let excluded = mapping.keysExcluded(by: written)
        var items = mapping.keys.filter { !written.contains($0.name) && !excluded.contains($0.name) }.map { key in
            SceneCompletion(
                label: key.name, kind: .key, detail: VocabularyPath.describe(key.shape), documentation: key.summary,
                insertText: syntax == .yaml ? key.name + ": " : key.name + " ")
        }
        if place.path.isEmpty, syntax == .dsl { items = dslStatements(items) }
        return items
    }

    /// At the top of a DSL file, `annotations`, `overlays` and `styles` are written one statement
    /// each: `annotation ID at (LAT, LON) { }`, `overlay ID { }`, `style NAME { }`.
    private static func dslStatements(_ keys: [SceneCompletion]) -> [SceneCompletion] {
        let statements: [String: SceneCompletion] = [
            "annotations": SceneCompletion(
                label: "annotation", kind: .key, detail: "annotation ID at (LAT, LON) { … }",
                documentation: SceneVocabulary.scene.key("annotations")?.summary, insertText: "annotation "),
            "overlays": SceneCompletion(
                label: "overlay", kind: .key, detail: "overlay ID { … }",
                documentation: SceneVocabulary.scene.key("overlays")?.summary, insertText: "overlay "),
            "styles": SceneCompletion(
                label: "style", kind: .key, detail: "style NAME { … }",
                documentation: SceneVocabulary.scene.key("styles")?.summary, insertText: "style "),
        ]
        return keys.map { statements[$0.label] ?? $0 }
    }

    /// The values `key` may have at the place: fixed names, booleans, color names, units after a
    /// number, and ids where the key names one.
    private static func values(of key: String, _ place: CursorPlace) -> [SceneCompletion] {
        guard let mapping = VocabularyPath.mapping(at: place.path), let declaration = mapping.key(key) else { return [] }
        if let kinds = SceneIdentifiers.expectedKinds(key: key, in: mapping.name) {
            return ids(of: kinds, in: place.tree, key: key)
        }
        var items: [SceneCompletion] = []
        for shape in VocabularyPath.alternatives(of: declaration.shape) {
            switch shape {
            case .names(let names):
                items += names.map { SceneCompletion(label: $0, kind: .value, detail: declaration.name) }
            case .boolean:
                items += ["true", "false"].map { SceneCompletion(label: $0, kind: .value, detail: declaration.name) }
            case .flag:
                items.append(SceneCompletion(label: "true", kind: .value, detail: declaration.name))
            case .color:
                items += colorNames()
            case .distance:
                items += units(["m", "km", "mi", "ft"], after: place.partial, meaning: "distance")
            case .angle:
                items += units(["deg", "rad"], after: place.partial, meaning: "angle")
            default:
                break
            }
        }
        var seen: Set<String> = []
        return items.filter { seen.insert($0.label).inserted }
    }

    /// The ids of `kinds` defined in the scene, with their kind and line.
    private static func ids(of kinds: Set<IdentifiedKind>, in tree: SyntaxNode, key: String) -> [SceneCompletion] {
        let identifiers = SceneIdentifiers(tree)
        var items = identifiers.definitions(of: kinds).filter { $0.id != CursorPlace.placeholder }.map {
            SceneCompletion(label: $0.id, kind: .id, detail: "\($0.kind.phrase), line \($0.range.start.line)")
        }
        if key == "fit" {
            items.insert(SceneCompletion(label: "all", kind: .value, detail: "every annotation and overlay"), at: 0)
        }
        return items
    }

    /// The CSS color names a scene may write, with their hex, and `transparent`.
    private static func colorNames() -> [SceneCompletion] {
        Color.cssNames.sorted { $0.key < $1.key }.map { name, rgb in
            SceneCompletion(label: name, kind: .color, detail: "#" + String(rgb, radix: 16).leftPadded(to: 6))
        } + [SceneCompletion(label: "transparent", kind: .color, detail: "no color")]
    }

    /// `typed` (a number) followed by each unit: `200m`, `200km`; nothing when no number is typed.
    private static func units(_ symbols: [String], after typed: String, meaning: String) -> [SceneCompletion] {
        let number = String(typed.prefix { "+-.0123456789".contains($0) })
        guard !number.isEmpty, Double(number) != nil else { return [] }
        return symbols.map { SceneCompletion(label: number + $0, kind: .unit, detail: "\(meaning) in \($0)") }
    }
}
