import MapSceneModel
import MapSceneSyntax

/// Decoding of annotation entries that read their annotations from a data file (`from: FILE`).
package enum AnnotationTemplateDecoder {
    /// True when `node` is such an entry: a mapping with `from`.
    package static func isTemplate(_ node: SyntaxNode) -> Bool {
        node.entries?.contains { $0.key == "from" } ?? false
    }

    /// The entry `node`, the `index`-th of the scene's annotations, whose annotations go after the
    /// first `position` annotations.
    package static func decode(_ node: SyntaxNode, index: Int, position: Int, _ context: DecodingContext) -> AnnotationTemplate? {
        guard let m = context.mapping(node, "annotation", keys: AnnotationDecoder.keys) else { return nil }
        if let entry = m.entry("coordinate") {
            context.report(
                .misplacedKey, "an annotation entry with from takes its coordinates from the file's points; remove coordinate",
                at: entry.keyRange)
        }
        let source = context.dataSource(path: m["from"]!, format: m["format"], filter: m["where"], for: "from")

        var ids: AnnotationTemplate.IDs? = .numbered("annotation-\(index + 1)")
        var idRange = node.range
        if let idNode = m["id"] {
            idRange = idNode.range
            ids = context.template(idNode, for: "id").flatMap { template in
                if template.hasPlaceholders { return .template(template) }
                guard let name = context.identifier(idNode, for: "annotation id") else { return nil }
                context.identifiers.define(name, .annotationSet, at: idNode.range)
                return .numbered(name)
            }
        }
        let title = m["title"].map { context.template($0, for: "title") }
        let subtitle = m["subtitle"].map { context.template($0, for: "subtitle") }
        let priority = AnnotationDecoder.decodePriority(m["priority"], context)
        let cluster = AnnotationDecoder.decodeCluster(m["cluster"], context)
        let callout = m["callout"].flatMap { AnnotationDecoder.decodeCallout($0, context) }
        let look = AnnotationDecoder.decodeLook(of: m, context)

        guard let source, let ids, let look, title != .some(nil), subtitle != .some(nil) else { return nil }
        return AnnotationTemplate(
            source: source, ids: ids, idRange: idRange, title: title ?? nil, subtitle: subtitle ?? nil, look: look,
            setsColor: setsColor(m), priority: priority, cluster: cluster, callout: callout, range: node.range, position: position
        )
    }

    /// Whether the entry's look names its color: then no feature's `marker-color` changes it.
    private static func setsColor(_ m: MappingReader) -> Bool {
        if let pin = m["pin"] { return pin.entries == nil || pin.entries!.contains { $0.key == "color" } }
        if m.has("image") { return true }
        for key in ["marker", "dot"] {
            if let look = m[key] { return look.entries?.contains { $0.key == "color" } ?? false }
        }
        return false
    }
}
