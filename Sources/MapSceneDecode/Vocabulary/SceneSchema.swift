import MapSceneBase

/// The JSON Schema (draft 2020-12) of a scene's YAML form, written from `SceneVocabulary`: what
/// `mapc schema` prints and `Grammar/mapscene.schema.json` holds.
///
/// Every mapping is a definition under `$defs`; values whose grammar JSON Schema cannot say in
/// full (distances and angles with units, colors) are patterns that accept every form mapc
/// reads and reject what it never does. Ranges that depend on where a value is used, ids
/// that must be defined, and files that must exist are left to mapc.
package enum SceneSchema {
    /// The schema as text: keys sorted, two-space indentation, ending with a newline.
    package static var text: String {
        document.canonicalText(precision: 6)
    }

    /// The schema as a JSON value.
    package static var document: JSONValue {
        var definitions: JSONObject = [
            "text": .object([
                "description": .string("A scalar, taken as written: title: 1984 is the text \"1984\"."),
                "type": .array([.string("string"), .string("number"), .string("boolean")]),
            ]),
            "identifier": .object([
                "description": .string("A name without spaces: an id, a style name, a cluster group."),
                "type": .array([.string("string"), .string("number"), .string("boolean")]),
                "minLength": .number(1),
                "pattern": .string("^[^\\s]+$"),
            ]),
            "color": .object([
                "description": .string(
                    "A color: a CSS name (red, steelblue), #rgb, #rgba, #rrggbb or #rrggbbaa (quote it in YAML: \"#d33\"), each optionally followed by /alpha between 0 and 1 (red/0.2)."
                ),
                "type": .string("string"),
                "pattern": .string(colorPattern),
                "examples": .array(["red", "#d33", "#f4f1ea", "steelblue/0.4"].map(JSONValue.string)),
            ]),
            "distance": quantity(
                "A distance: a number of meters, or a number with a unit (\(distanceUnits.joined(separator: ", "))): 1200m, 2km, 3mi, 500ft.",
                units: distanceUnits, examples: ["1200m", "2km"]),
            "angle": quantity(
                "An angle: a number of degrees, or a number with a unit (\(angleUnits.joined(separator: ", "))): 30deg, -0.9rad.",
                units: angleUnits, examples: ["30deg", "-51.43deg"]),
            "coordinate": .object([
                "description": .string(
                    "A coordinate: [latitude, longitude] as in CLLocationCoordinate2D, or {latitude, longitude}."),
                "anyOf": .array([
                    .object([
                        "type": .string("array"),
                        "prefixItems": .array([
                            .object(["type": .string("number"), "minimum": .number(-90), "maximum": .number(90)]),
                            .object(["type": .string("number"), "minimum": .number(-180), "maximum": .number(180)]),
                        ]),
                        "minItems": .number(2),
                        "maxItems": .number(2),
                    ]),
                    reference(SceneVocabulary.coordinateMapping.name),
                ]),
            ]),
        ]
        for mapping in SceneVocabulary.mappings {
            definitions[mapping.name] = schema(of: mapping)
        }
        var root = schema(of: SceneVocabulary.scene).object ?? [:]
        root["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        root["title"] = .string("mapc scene (YAML form)")
        root["$defs"] = .object(definitions)
        return .object(root)
    }

    /// The distance units, as the decoder knows them.
    package static var distanceUnits: [String] { DecodingContext.distanceUnits.keys.sorted() }

    /// The angle units the decoder reads.
    package static let angleUnits = ["deg", "°", "rad"]

    /// `#` and 3, 4, 6 or 8 hex digits, or a name of letters; then optionally `/alpha`.
    package static let colorPattern =
        "^[ \\t]*(#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|[A-Za-z]+)[ \\t]*(/[ \\t]*(0(\\.[0-9]*)?|1(\\.0*)?|\\.[0-9]+)[ \\t]*)?$"

    /// A plain number, or a number followed by one of `units`.
    private static func quantity(_ description: String, units: [String], examples: [String]) -> JSONValue {
        let number = "[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?"
        return .object([
            "description": .string(description),
            "anyOf": .array([
                .object(["type": .string("number")]),
                .object([
                    "type": .string("string"),
                    "pattern": .string("^\(number)[ \\t]*(\(units.joined(separator: "|")))[ \\t]*$"),
                ]),
            ]),
            "examples": .array(examples.map(JSONValue.string)),
        ])
    }

    private static func reference(_ name: String) -> JSONValue {
        .object(["$ref": .string("#/$defs/\(name)")])
    }

    /// The schema of one mapping: its keys, the required ones, no others, and its constraints.
    package static func schema(of mapping: MappingVocabulary) -> JSONValue {
        var properties: JSONObject = [:]
        for key in mapping.keys {
            var property = schema(of: key.shape).object ?? [:]
            if property["$ref"] != nil {
                property = ["allOf": .array([.object(property)])]
            }
            property["description"] = .string(key.summary)
            properties[key.name] = .object(property)
        }
        var members: JSONObject = [
            "description": .string(mapping.summary),
            "type": .string("object"),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ]
        if !mapping.required.isEmpty {
            members["required"] = .array(mapping.required.map(JSONValue.string))
        }
        let constraints = mapping.constraints.map(schema(of:))
        if constraints.count == 1 {
            for (key, value) in constraints[0].object?.members ?? [] { members[key] = value }
        } else if !constraints.isEmpty {
            members["allOf"] = .array(constraints)
        }
        return .object(members)
    }

    private static func schema(of constraint: KeyConstraint) -> JSONValue {
        func requires(_ keys: [String]) -> JSONValue { .object(["required": .array(keys.map(JSONValue.string))]) }
        func noneOf(_ keys: [String]) -> JSONValue { .object(["not": .object(["anyOf": .array(keys.map { requires([$0]) })])]) }
        switch constraint {
        case .exactlyOne(let keys):
            return .object(["oneOf": .array(keys.map { requires([$0]) })])
        case .atMostOne(let keys):
            return .object(["oneOf": .array(keys.map { requires([$0]) } + [noneOf(keys)])])
        case .forms(let forms, let shared):
            let all = forms.flatMap { $0.required + $0.optional }
            return .object([
                "oneOf": .array(
                    forms.map { form in
                        let allowed = Set(form.required + form.optional + shared)
                        var others: [String] = []
                        for key in all where !allowed.contains(key) && !others.contains(key) { others.append(key) }
                        return .object(["allOf": .array([requires(form.required), noneOf(others)])])
                    })
            ])
        case .whenPresent(let key, let forbidden, let required):
            return .object([
                "if": requires([key]),
                "then": noneOf(forbidden),
                "else": requires(required),
            ])
        }
    }

    /// The schema of a value's shape.
    package static func schema(of shape: ValueShape) -> JSONValue {
        switch shape {
        case .text: return reference("text")
        case .identifier: return reference("identifier")
        case .color: return reference("color")
        case .distance: return reference("distance")
        case .angle: return reference("angle")
        case .coordinate: return reference("coordinate")
        case .number(let bounds):
            var members: JSONObject = ["type": .string("number")]
            if let bounds {
                members["minimum"] = .number(bounds.lowerBound)
                members["maximum"] = .number(bounds.upperBound)
            }
            return .object(members)
        case .integer(let bounds):
            return .object([
                "type": .string("integer"), "minimum": .number(Double(bounds.lowerBound)),
                "maximum": .number(Double(bounds.upperBound)),
            ])
        case .boolean: return .object(["type": .string("boolean")])
        case .flag: return .object(["const": .bool(true)])
        case .names(let names): return .object(["enum": .array(names.map(JSONValue.string))])
        case .coordinates(let minimum):
            return .object(["type": .string("array"), "items": reference("coordinate"), "minItems": .number(Double(minimum))])
        case .tuple(let element, let count):
            return .object([
                "type": .string("array"), "items": schema(of: element), "minItems": .number(Double(count)),
                "maxItems": .number(Double(count)),
            ])
        case .list(let element, let minimum):
            var members: JSONObject = ["type": .string("array"), "items": schema(of: element)]
            if minimum > 0 { members["minItems"] = .number(Double(minimum)) }
            return .object(members)
        case .mapping(let mapping): return reference(mapping.name)
        case .dictionary(let value, let minimum):
            var members: JSONObject = ["type": .string("object"), "additionalProperties": schema(of: value)]
            if minimum > 0 { members["minProperties"] = .number(Double(minimum)) }
            return .object(members)
        case .either(let shapes): return .object(["anyOf": .array(shapes.map(schema(of:)))])
        }
    }
}
