/// One key of a mapping: its name, the shape of its value, and what it means.
package struct KeyVocabulary: Sendable {
    /// The key as a scene writes it.
    package let name: String
    /// The shape of its value.
    package let shape: ValueShape
    /// What the key means, for the schema's `description`.
    package let summary: String

    /// Declares a key.
    package init(_ name: String, _ shape: ValueShape, _ summary: String) {
        self.name = name
        self.shape = shape
        self.summary = summary
    }
}

/// A rule about which keys of a mapping go together.
package enum KeyConstraint: Sendable {
    /// Exactly one of these keys.
    case exactlyOne([String])
    /// At most one of these keys.
    case atMostOne([String])
    /// Exactly one of these forms: each has the keys it requires and may have the keys it
    /// allows besides; a key of another form is not allowed, except the `shared` ones.
    case forms([KeyForm], shared: [String])
    /// With `key` present, `forbidden` must be absent; without it, `required` must be present.
    case whenPresent(String, forbidden: [String], otherwiseRequired: [String])
}

/// One form of a mapping that has several (the camera's): the keys it needs and the ones it may add.
package struct KeyForm: Sendable {
    /// The keys this form needs.
    package let required: [String]
    /// The keys this form may have besides.
    package let optional: [String]

    /// Declares a form.
    package init(_ required: [String], optional: [String] = []) {
        self.required = required
        self.optional = optional
    }
}

/// The keys one mapping of a scene may hold: what the decoder accepts (its list of known keys)
/// and what the JSON Schema says, from one declaration.
package struct MappingVocabulary: Sendable {
    /// The name of the mapping in the schema's `$defs`: "canvas", "annotation".
    package let name: String
    /// What the mapping is, for the schema's `description`.
    package let summary: String
    /// The keys, in the order the decoder lists them.
    package let keys: [KeyVocabulary]
    /// The keys that must be present.
    package let required: [String]
    /// Rules about keys that go together.
    package let constraints: [KeyConstraint]
    /// The names of `keys`, in order: the list the decoder checks a mapping's keys against.
    package let keyNames: [String]

    /// Declares a mapping.
    package init(
        _ name: String, _ summary: String, keys: [KeyVocabulary], required: [String] = [], constraints: [KeyConstraint] = []
    ) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.required = required
        self.constraints = constraints
        self.keyNames = keys.map(\.name)
    }

    /// The declaration of `key`.
    package func key(_ name: String) -> KeyVocabulary? {
        keys.first { $0.name == name }
    }

    /// The keys that a mapping holding the keys `written` may not take as well, by its
    /// `constraints`: the others of a group it has one of already (an annotation's look, an
    /// overlay's shape or order: `exclusive-keys`), the keys of no form its keys fit (a camera's),
    /// and the keys one present forbids or that forbid one present.
    package func keysExcluded(by written: Set<String>) -> Set<String> {
        var excluded: Set<String> = []
        for constraint in constraints {
            switch constraint {
            case .exactlyOne(let keys), .atMostOne(let keys):
                if keys.contains(where: written.contains) { excluded.formUnion(keys) }
            case .forms(let forms, _):
                let formKeys = forms.map { Set($0.required + $0.optional) }
                let all = formKeys.reduce(into: Set<String>()) { $0.formUnion($1) }
                let used = written.intersection(all)
                let fitting = formKeys.filter { used.isSubset(of: $0) }
                // Keys that fit no form already: what is wrong is said by the decoder, not here.
                guard !fitting.isEmpty else { continue }
                excluded.formUnion(all.subtracting(fitting.reduce(into: Set<String>()) { $0.formUnion($1) }))
            case .whenPresent(let key, let forbidden, _):
                if written.contains(key) { excluded.formUnion(forbidden) }
                if forbidden.contains(where: written.contains) { excluded.insert(key) }
            }
        }
        return excluded.subtracting(written)
    }

    /// The keys named in `names`, in that order: a part of this vocabulary shared by another.
    package func keys(_ names: [String]) -> [KeyVocabulary] {
        names.compactMap { key($0) }
    }
}
