import MapSceneBase
import MapSceneModel
import MapSceneSyntax

/// Decoding of annotations, their looks and their callouts.
package enum AnnotationDecoder {
    package static let keys = SceneVocabulary.annotation.keyNames
    private static let keyNames = KeyNames(keys)
    package static let lookKeys = SceneVocabulary.lookKeys

    /// MapKit's marker tint, the system red.
    package static let defaultMarkerColor = Color.pinRed
    /// The default dot color, the system blue.
    package static let defaultDotColor = Color(red: 0x00, green: 0x7A, blue: 0xFF)

    package static func decode(_ node: SyntaxNode, _ context: DecodingContext) -> Annotation? {
        guard let m = context.mapping(node, "annotation", keys: keyNames) else { return nil }
        for key in ["format", "where"] {
            if let entry = m.entry(key) {
                context.report(
                    .unusedSetting, "\(key) applies only to an annotation entry that reads a file (from: FILE)",
                    at: entry.keyRange)
            }
        }
        let id = m.require("id", context).flatMap { decodeID($0, context) }
        let coordinate = m.require("coordinate", context).flatMap { context.coordinate($0, for: "coordinate") }
        let title = m["title"].flatMap { context.string($0, for: "title") }
        let subtitle = m["subtitle"].flatMap { context.string($0, for: "subtitle") }
        let priority = decodePriority(m["priority"], context)
        let cluster = decodeCluster(m["cluster"], context)
        let callout = m["callout"].flatMap { decodeCallout($0, context) }
        let look = decodeLook(of: m, context)

        guard let id, let coordinate, let look else { return nil }
        return Annotation(
            id: id, coordinate: coordinate, title: title, subtitle: subtitle, look: look, priority: priority,
            cluster: cluster, callout: callout, range: node.range)
    }

    /// An annotation read in the plain form (`AnnotationStatement`): what `decode(_:_:)`
    /// makes of its node, with the same diagnostics in the same order (each key decoded as
    /// there, in the same order; a plain annotation holds no callout and no look but `pin`), without
    /// the node. (The two are written out apart: sharing one function that takes the keys'
    /// values cost the node's reading about 400 instructions per annotation.)
    package static func decode(_ statement: AnnotationStatement, _ context: DecodingContext) -> Annotation? {
        let id = decodeID(statement.id, context)
        let numbers = statement.readNumbers
        let coordinate =
            DecodingContext.plainCoordinate(
                latitude: numbers?.latitude ?? statement.latitude.scalar?.number,
                longitude: numbers?.longitude ?? statement.longitude.scalar?.number)
            ?? context.coordinate(statement.coordinate, for: "coordinate")
        let title = statement[.title].flatMap { context.string($0.value, for: "title") }
        let subtitle = statement[.subtitle].flatMap { context.string($0.value, for: "subtitle") }
        let priority = decodePriority(statement[.priority]?.value, context)
        let cluster = decodeCluster(statement[.cluster]?.value, context)
        let look = statement[.pin].map { decodeLook($0, context) } ?? .pin(color: .pinRed)

        guard let id, let coordinate, let look else { return nil }
        return Annotation(
            id: id, coordinate: coordinate, title: title, subtitle: subtitle, look: look, priority: priority,
            cluster: cluster, callout: nil, range: statement.range)
    }

    /// The id, defined as an annotation's.
    private static func decodeID(_ node: SyntaxNode, _ context: DecodingContext) -> String? {
        context.identifier(node, for: "annotation id").map { id in
            context.identifiers.define(id, .annotation, at: node.range)
            return id
        }
    }

    /// The value of `priority`, `required` when not given.
    package static func decodePriority(_ node: SyntaxNode?, _ context: DecodingContext) -> DisplayPriority {
        node.flatMap { context.name($0, for: "priority", as: DisplayPriority.self) } ?? .required
    }

    /// The value of `cluster`, the name of a cluster group; nil when not given (or wrong).
    package static func decodeCluster(_ node: SyntaxNode?, _ context: DecodingContext) -> String? {
        node.flatMap { context.identifier($0, for: "cluster group") }
    }

    /// The one look of an annotation (a red pin when it names none); nil when it is wrong.
    package static func decodeLook(of m: MappingReader, _ context: DecodingContext) -> AnnotationLook? {
        m.onlyEntry(where: lookKeys.contains, saying: "an annotation has one look", context).map { decodeLook($0, context) }
            ?? .pin(color: .pinRed)
    }

    private static func decodeLook(_ entry: SyntaxEntry, _ context: DecodingContext) -> AnnotationLook? {
        let node = entry.value
        switch entry.key {
        case "pin":
            if node.entries != nil {
                guard let m = context.mapping(node, "pin", keys: SceneVocabulary.pin.keyNames) else { return nil }
                return .pin(color: m["color"].flatMap { context.color($0, for: "pin color") } ?? .pinRed)
            }
            return context.color(node, for: "pin color").map { .pin(color: pinColor($0, named: node.scalar?.text)) }
        case "marker":
            guard let m = context.mapping(node, "marker", keys: SceneVocabulary.marker.keyNames) else { return nil }
            let glyph = m["glyph"].flatMap { context.string($0, for: "marker glyph") }
            let color = m["color"].flatMap { context.color($0, for: "marker color") } ?? defaultMarkerColor
            return .marker(glyph: glyph, color: color)
        case "image":
            guard let m = context.mapping(node, "image", keys: SceneVocabulary.image.keyNames) else { return nil }
            guard let srcNode = m.require("src", context), let src = context.string(srcNode, for: "image src") else { return nil }
            context.imageReferences.append(ImageReference(source: src, range: srcNode.range))
            var size = (32.0, 32.0)
            if let n = m["size"] {
                guard let s = context.pair(n, for: "image size") else { return nil }
                guard s.0 > 0, s.1 > 0, s.0 <= 1024, s.1 <= 1024 else {
                    context.report(.imageSize, "image size must be between 0 and 1024 points on each side", at: n.range)
                    return nil
                }
                size = s
            }
            var offset = (0.0, 0.0)
            if let n = m["offset"] {
                guard let o = context.pair(n, for: "image offset") else { return nil }
                offset = o
            }
            return .image(source: src, width: size.0, height: size.1, offsetX: offset.0, offsetY: offset.1)
        default:
            if node.scalar?.bool == true { return .dot(color: defaultDotColor, radius: 4) }
            guard let m = context.mapping(node, "dot", keys: SceneVocabulary.dot.keyNames) else { return nil }
            let color = m["color"].flatMap { context.color($0, for: "dot color") } ?? defaultDotColor
            let radius = m["radius"].flatMap { context.number($0, for: "dot radius", in: 0.5...256) } ?? 4
            return .dot(color: color, radius: radius)
        }
    }

    /// MapKit's pin colors for the names `red`, `green` and `purple`; any other color as given.
    private static func pinColor(_ color: Color, named name: String?) -> Color {
        switch name?.lowercased() {
        case "red": .pinRed
        case "green": .pinGreen
        case "purple": .pinPurple
        default: color
        }
    }

    package static func decodeCallout(_ node: SyntaxNode, _ context: DecodingContext) -> Callout? {
        if let shown = node.scalar?.bool { return Callout(shown: shown) }
        guard let m = context.mapping(node, "callout", keys: SceneVocabulary.callout.keyNames) else { return nil }
        let shown = m["shown"].flatMap { context.bool($0, for: "callout shown") } ?? true
        let left = m["left"].flatMap { decodeAccessory($0, side: "left", context) }
        let right = m["right"].flatMap { decodeAccessory($0, side: "right", context) }
        return Callout(shown: shown, left: left, right: right)
    }

    private static func decodeAccessory(_ node: SyntaxNode, side: String, _ context: DecodingContext) -> CalloutAccessory? {
        if let scalar = node.scalar {
            switch scalar.text {
            case "detail": return .detail
            case "info": return .info
            default:
                let suggestions = Suggestion.closestAll(to: scalar.text, in: ["detail", "info"])
                context.report(
                    .unknownValue,
                    "unknown \(side) accessory '\(scalar.text)'; expected detail, info or {image: FILE}\(Suggestion.phrase(suggestions))",
                    at: node.range, fixes: context.respelling(node.range, from: scalar.text, toOneOf: suggestions, as: .value))
                return nil
            }
        }
        guard let m = context.mapping(node, "\(side) accessory", keys: SceneVocabulary.accessory.keyNames),
            let srcNode = m.require("image", context), let src = context.string(srcNode, for: "accessory image")
        else { return nil }
        context.imageReferences.append(ImageReference(source: src, range: srcNode.range))
        return .image(source: src)
    }
}
