/// The vocabulary along a path into a scene: which mapping holds the keys at some place, and what
/// shape a key's value has.
package enum VocabularyPath {
    /// The shape of the value at `path` from the scene's root; nil when the path leaves the vocabulary.
    package static func shape(at path: [ScenePathStep]) -> ValueShape? {
        var shape = ValueShape.mapping(SceneVocabulary.scene)
        for step in path {
            guard let next = child(of: shape, step) else { return nil }
            shape = next
        }
        return shape
    }

    /// The mapping vocabulary of the mapping at `path`; nil when no mapping belongs there.
    package static func mapping(at path: [ScenePathStep]) -> MappingVocabulary? {
        shape(at: path).flatMap(mapping(of:))
    }

    /// The declaration of `key` in the mapping at `path`.
    package static func key(_ key: String, at path: [ScenePathStep]) -> KeyVocabulary? {
        mapping(at: path)?.key(key)
    }

    /// The mapping a value of `shape` is, when it is one (or may be one).
    package static func mapping(of shape: ValueShape) -> MappingVocabulary? {
        switch shape {
        case .mapping(let mapping): mapping
        case .either(let shapes): shapes.lazy.compactMap(mapping(of:)).first
        default: nil
        }
    }

    /// The shape one step into a value of `shape`.
    package static func child(of shape: ValueShape, _ step: ScenePathStep) -> ValueShape? {
        switch (shape, step) {
        case (.mapping(let mapping), .key(let key)): mapping.key(key)?.shape
        case (.dictionary(let value, _), .key): value
        case (.list(let element, _), .index), (.tuple(let element, _), .index): element
        case (.coordinates, .index): .coordinate
        case (.coordinate, .index): .number()
        case (.either(let shapes), _): shapes.lazy.compactMap { child(of: $0, step) }.first
        default: nil
        }
    }

    /// Every shape a value of `shape` may take, `either`s flattened, lists looked into (a list's
    /// elements are completed like the value).
    package static func alternatives(of shape: ValueShape) -> [ValueShape] {
        switch shape {
        case .either(let shapes): shapes.flatMap(alternatives(of:))
        case .list(let element, _): alternatives(of: element)
        default: [shape]
        }
    }

    /// A short description of a value's shape for an editor: "a color", "one of: standard, muted".
    package static func describe(_ shape: ValueShape) -> String {
        switch shape {
        case .text: "text"
        case .identifier: "a name"
        case .number(let bounds):
            bounds.map { "a number from \(format($0.lowerBound)) to \(format($0.upperBound))" } ?? "a number"
        case .integer(let bounds): "a whole number from \(bounds.lowerBound) to \(bounds.upperBound)"
        case .boolean: "true or false"
        case .flag: "true"
        case .names(let names): "one of " + names.joined(separator: ", ")
        case .color: "a color (a name, #rrggbb or color/alpha)"
        case .distance: "a distance (meters, or 2km, 3mi, 500ft)"
        case .angle: "an angle (degrees, or 30deg, -0.9rad)"
        case .coordinate: "a coordinate [latitude, longitude]"
        case .coordinates: "a list of coordinates"
        case .tuple(let element, let count): "\(count) values, each \(describe(element))"
        case .list(let element, _): "a list, each \(describe(element))"
        case .mapping(let mapping): "a mapping (\(mapping.name))"
        case .dictionary(let value, _): "a mapping of names to \(describe(value))"
        case .either(let shapes): shapes.map(describe).joined(separator: "; or ")
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// One step from a scene's root to a value: a key of a mapping or a position in a list.
package enum ScenePathStep: Equatable, Sendable {
    case key(String)
    case index(Int)
}
