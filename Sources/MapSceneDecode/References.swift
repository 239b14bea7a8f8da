import MapSceneBase

/// What an id names, for the id and reference checks.
package enum IdentifiedKind: String {
    case annotation, overlay, style
    /// An annotation entry that reads its annotations from a file (`from:`): `fit` may name it
    /// for all of them.
    case annotationSet

    package var phrase: String { self == .annotationSet ? "entry of annotations from a file" : rawValue }

    /// The kind with its article: "an annotation", "a style".
    package var withArticle: String { self == .style ? "a style" : "an \(phrase)" }

    /// The kinds a reference to one kind may name, made once: each of a hundred thousand
    /// overlays' references to its style shares this set rather than allocating its own.
    package static let onlyStyle: Set<IdentifiedKind> = [.style]
    package static let onlyOverlay: Set<IdentifiedKind> = [.overlay]
    package static let onlyAnnotation: Set<IdentifiedKind> = [.annotation]
}

/// The ids a scene defines and the places that refer to them, gathered while decoding so that
/// problems point at the exact text.
package struct IdentifierTable {
    package struct Definition {
        package var id: String
        package var kind: IdentifiedKind
        package var range: SourceRange {
            get { compactRange.range }
            set { compactRange = CompactRange(newValue) }
        }
        // A scene can define a million ids: 40 bytes each instead of 56.
        private var compactRange: CompactRange

        package init(id: String, kind: IdentifiedKind, range: SourceRange) {
            self.id = id
            self.kind = kind
            self.compactRange = CompactRange(range)
        }
    }

    package struct Reference {
        package var id: String
        /// The kinds the reference may name.
        package var kinds: Set<IdentifiedKind>
        package var range: SourceRange
        /// What refers, for messages: "fit", "above".
        package var what: String
    }

    package private(set) var definitions: [Definition] = []
    package private(set) var references: [Reference] = []

    /// Makes room for `count` definitions in all.
    package mutating func reserveCapacity(definitions count: Int) {
        definitions.reserveCapacity(count)
    }

    package mutating func define(_ id: String, _ kind: IdentifiedKind, at range: SourceRange) {
        definitions.append(Definition(id: id, kind: kind, range: range))
    }

    /// Adds `other`'s definitions and references after these, leaving `other` empty.
    package mutating func append(emptying other: inout IdentifierTable) {
        definitions.append(emptying: &other.definitions)
        references.append(emptying: &other.references)
    }

    package mutating func refer(to id: String, as kinds: Set<IdentifiedKind>, at range: SourceRange, from what: String) {
        references.append(Reference(id: id, kinds: kinds, range: range, what: what))
    }

    /// Up to this many ids referred to, each definition's id is compared with them rather than
    /// looked up in a set.
    package static let fewReferencedIDs = 8

    /// Reports ids defined twice (annotations and overlays share one namespace, styles have their own)
    /// and references to ids that are not defined as something they may name.
    package func check(_ context: DecodingContext) {
        // The definitions of each id a reference names; no other id is looked up.
        var byID: [String: [Definition]] = [:]
        let referenced = Set(references.map(\.id))
        if !referenced.isEmpty {
            // A scene's few referenced ids (a style or two) are compared with each of a million
            // definitions' ids, which is cheaper than hashing each of those; many go in a set.
            let few = referenced.count <= Self.fewReferencedIDs ? Array(referenced) : nil
            for definition in definitions where few?.contains(definition.id) ?? referenced.contains(definition.id) {
                byID[definition.id, default: []].append(definition)
            }
        }
        // Styles have a namespace of their own.
        let repeats = definitions.withUnsafeBufferPointer { definitions in
            FirstOccurrences.repeats(
                among: definitions.count, where: { definitions[$0].kind != .style }, id: { definitions[$0].id })
                + FirstOccurrences.repeats(
                    among: definitions.count, where: { definitions[$0].kind == .style }, id: { definitions[$0].id })
        }
        for (index, earlierIndex) in repeats {
            let (definition, earlier) = (definitions[index], definitions[earlierIndex])
            context.report(
                .duplicateID,
                "duplicate id '\(definition.id)': the \(earlier.kind.phrase) on line \(earlier.range.start.line) already uses it",
                at: definition.range,
                notes: [DiagnosticNote("first defined here", at: earlier.range)])
        }
        var candidatesByKinds: [Set<IdentifiedKind>: [String]] = [:]
        // The last reference found to name what it may: the next, often the same (every overlay
        // naming one style), is not looked up again.
        var lastFound: Reference?
        for reference in references {
            if let lastFound, lastFound.id == reference.id, lastFound.kinds == reference.kinds { continue }
            let matches = byID[reference.id] ?? []
            if matches.contains(where: { reference.kinds.contains($0.kind) }) {
                lastFound = reference
                continue
            }
            // An entry of annotations from a file goes unmentioned: the annotations are what is named.
            let expected = reference.kinds.subtracting([.annotationSet]).map(\.phrase).sorted().joined(separator: " or ")
            if let other = matches.first {
                context.report(
                    .referenceKind,
                    "'\(reference.id)' in \(reference.what) is \(other.kind.withArticle), not \(reference.kinds.map(\.withArticle).sorted().joined(separator: " or "))",
                    at: reference.range, notes: [DiagnosticNote("'\(reference.id)' is defined here", at: other.range)])
                continue
            }
            let candidates =
                candidatesByKinds[reference.kinds] ?? definitions.filter { reference.kinds.contains($0.kind) }.map(\.id)
            candidatesByKinds[reference.kinds] = candidates
            let suggestions = Suggestion.closestAll(to: reference.id, in: candidates)
            context.report(
                .unknownReference,
                "\(reference.what) refers to '\(reference.id)', but no \(expected) has that id\(Suggestion.phrase(suggestions))",
                at: reference.range,
                fixes: context.respelling(reference.range, from: reference.id, toOneOf: suggestions, as: .value))
        }
    }
}
