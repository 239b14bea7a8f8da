import MapSceneBase
import MapSceneDecode
import MapSceneModel
import MapSceneSyntax

/// What the text under the pointer means: a key's documentation, a value resolved.
package enum SceneHovers {
    /// The text of `root` under `location`: a key, or a scalar value with the key it belongs to.
    package struct Target {
        /// The path to the mapping the key is in.
        package var path: [ScenePathStep]
        package var key: String
        /// The scalar value under the location; nil when the location is on the key.
        package var value: Scalar?
        package var range: SourceRange
    }

    package static func hover(in root: SyntaxNode, at location: SourceLocation) -> SceneHover? {
        guard let target = find(location, in: root, path: []) else { return nil }
        if let id = SceneIdentifiers(root).id(at: location) { return idHover(id, root: root, range: target.range) }
        let mapping = VocabularyPath.mapping(at: target.path)
        let declaration = mapping?.key(target.key)
        if let value = target.value {
            guard let shape = declaration?.shape ?? dictionaryValueShape(target.path) else { return nil }
            return valueHover(value, shape: shape, range: target.range)
        }
        guard let declaration else {
            guard let mapping else { return nil }
            return SceneHover(markdown: "`\(target.key)` is not a key of \(mapping.name).", range: target.range)
        }
        let markdown =
            "**\(declaration.name)** (\(mapping!.name)): \(declaration.summary)\n\nValue: \(VocabularyPath.describe(declaration.shape))."
        return SceneHover(markdown: markdown, range: target.range)
    }

    /// The shape of the values of a mapping whose keys the scene chooses (`where`, `styles`).
    private static func dictionaryValueShape(_ path: [ScenePathStep]) -> ValueShape? {
        if case .dictionary(let value, _) = VocabularyPath.shape(at: path) { return value }
        return nil
    }

    private static func find(_ location: SourceLocation, in node: SyntaxNode, path: [ScenePathStep]) -> Target? {
        switch node.content {
        case .scalar:
            return nil
        case .sequence(let elements):
            for (index, element) in elements.enumerated() where element.range.holds(location) {
                if let found = find(location, in: element, path: path + [.index(index)]) { return found }
            }
            return nil
        case .mapping(let entries):
            for entry in entries {
                if entry.keyRange.holds(location) { return Target(path: path, key: entry.key, value: nil, range: entry.keyRange) }
                guard entry.value.range.holds(location) else { continue }
                if let scalar = entry.value.scalar {
                    return Target(path: path, key: entry.key, value: scalar, range: entry.value.range)
                }
                if let elements = entry.value.elements, let element = elements.first(where: { $0.range.holds(location) }),
                    let scalar = element.scalar
                {
                    return Target(path: path, key: entry.key, value: scalar, range: element.range)
                }
                if let found = find(location, in: entry.value, path: path + [.key(entry.key)]) { return found }
            }
            return nil
        }
    }

    /// An id: its kind, where it is defined and how often it is named.
    private static func idHover(
        _ id: (id: String, kinds: Set<IdentifiedKind>, range: SourceRange), root: SyntaxNode, range: SourceRange
    ) -> SceneHover {
        let identifiers = SceneIdentifiers(root)
        guard let definition = identifiers.definition(of: id.id, as: id.kinds) else {
            return SceneHover(
                markdown: "`\(id.id)`: no \(id.kinds.map(\.phrase).sorted().joined(separator: " or ")) has this id.",
                range: id.range)
        }
        let uses = identifiers.references(to: id.id, as: SceneIdentifiers.namespace(of: definition.kind)).count
        let named = uses == 0 ? "not named elsewhere" : uses == 1 ? "named once" : "named \(uses) times"
        return SceneHover(
            markdown: "`\(id.id)`: \(definition.kind.withArticle), defined on line \(definition.range.start.line); \(named).",
            range: id.range)
    }

    /// A scalar value read as its key's shape: a color's hex and alpha, a distance in meters, an
    /// angle in degrees, the meaning of a fixed name.
    private static func valueHover(_ value: Scalar, shape: ValueShape, range: SourceRange) -> SceneHover? {
        for alternative in VocabularyPath.alternatives(of: shape) {
            switch alternative {
            case .color:
                if case .success(let color) = Color.parse(value.text) {
                    let alpha = color.alpha == 1 ? "opaque" : "alpha \(percent(color.alpha)) %"
                    return SceneHover(markdown: "`\(value.text)`: color \(color.hexRGB), \(alpha).", range: range)
                }
            case .distance:
                if let meters = meters(value) {
                    return SceneHover(markdown: "`\(value.text)`: \(grouped(meters)) m.", range: range)
                }
            case .angle:
                if let degrees = degrees(value) {
                    return SceneHover(markdown: "`\(value.text)`: \(grouped(degrees))°.", range: range)
                }
            case .names(let names) where names.contains(value.text):
                return SceneHover(markdown: "`\(value.text)`: one of \(names.joined(separator: ", ")).", range: range)
            default:
                continue
            }
        }
        return nil
    }

    private static func meters(_ value: Scalar) -> Double? {
        if let number = value.number { return number }
        guard let (number, unit) = DecodingContext.splitQuantity(value.text), let factor = DecodingContext.distanceUnits[unit]
        else { return nil }
        return number * factor
    }

    private static func degrees(_ value: Scalar) -> Double? {
        if let number = value.number { return number }
        guard let (number, unit) = DecodingContext.splitQuantity(value.text) else { return nil }
        switch unit {
        case "deg", "°": return number
        case "rad": return number * 180 / Double.pi
        default: return nil
        }
    }

    private static func percent(_ fraction: Double) -> String {
        grouped((fraction * 1000).rounded() / 10)
    }

    /// `value` with up to three decimals, thousands grouped by commas: 4,828.032.
    package static func grouped(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        let whole = Int(rounded.magnitude.rounded(.towardZero))
        var digits = String(whole)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        var text = (rounded < 0 ? "-" : "") + groups.joined(separator: ",")
        let fraction = rounded.magnitude - Double(whole)
        if fraction > 0.0005 {
            let thousandths = Int((fraction * 1000).rounded())
            var decimals = String(thousandths).leftPadded(to: 3)
            while decimals.hasSuffix("0") { decimals.removeLast() }
            text += "." + decimals
        }
        return text
    }
}
