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

    /// The keys named in `names`, in that order: a part of this vocabulary shared by another.
    package func keys(_ names: [String]) -> [KeyVocabulary] {
        names.compactMap { key($0) }
    }
}
