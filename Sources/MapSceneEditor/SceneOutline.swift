import MapSceneDecode
import MapSceneSyntax

/// A scene's outline: its settings, named styles, annotations and overlays, from the syntax tree.
package enum SceneOutline {
    package static func symbols(of root: SyntaxNode) -> [SceneSymbol] {
        guard let entries = root.entries else { return [] }
        var symbols: [SceneSymbol] = []
        for entry in entries {
            let whole = entry.keyRange.through(entry.value.range)
            switch entry.key {
            case "camera", "canvas", "map", "decorations":
                let kind = SceneSymbol.Kind(rawValue: entry.key)!
                symbols.append(SceneSymbol(name: entry.key, kind: kind, range: whole, selectionRange: entry.keyRange))
            case "styles":
                let styles = (entry.value.entries ?? []).map {
                    SceneSymbol(
                        name: $0.key, detail: "style", kind: .style, range: $0.keyRange.through($0.value.range),
                        selectionRange: $0.keyRange)
                }
                symbols.append(
                    SceneSymbol(name: "styles", kind: .style, range: whole, selectionRange: entry.keyRange, children: styles))
            case "annotations":
                symbols += elements(
                    of: entry.value, kind: .annotation, kindKeys: SceneVocabulary.lookKeys + ["from"], fallback: "annotation")
            case "overlays":
                symbols += elements(of: entry.value, kind: .overlay, kindKeys: SceneVocabulary.shapeKeys, fallback: "overlay")
            default:
                continue
            }
        }
        return symbols
    }

    /// One symbol per element of a list of annotations or overlays: named by its id, else its
    /// title, else its kind and number; detailed by the key that says what it is (pin, circle).
    private static func elements(of list: SyntaxNode, kind: SceneSymbol.Kind, kindKeys: [String], fallback: String)
        -> [SceneSymbol]
    {
        (list.elements ?? []).enumerated().map { index, element in
            let entries = element.entries ?? []
            let id = entries.first { $0.key == "id" }
            let title = entries.first { $0.key == "title" }?.value.scalar?.text
            let what = entries.first { kindKeys.contains($0.key) }?.key
            let name = id?.value.scalar?.text ?? title ?? "\(what ?? fallback) \(index + 1)"
            return SceneSymbol(
                name: name, detail: what ?? (kind == .annotation ? "pin" : nil), kind: kind, range: element.range,
                selectionRange: id?.value.range ?? entries.first?.keyRange ?? element.range)
        }
    }
}
