import MapSceneBase

/// An annotation in the form most scene files are made of, read without a syntax tree: an id,
/// a coordinate of two scalars, and any of `title`, `subtitle`, `priority`, `cluster` and `pin`,
/// each given once and each a scalar. In a `.mapscene` that is the statement `annotation ID at
/// (LAT, LON)`, alone or with a block (`DSLParser.readPlainAnnotation(_:)`); in YAML, the mapping
/// `{id: ID, coordinate: [LAT, LON], ...}` with its id and coordinate first
/// (`YAMLEventBatch.readPlainAnnotation(at:into:)`).
///
/// A front end reads an annotation this way only for a receiver that takes the annotations
/// (`SceneListReceiver`), and hands it over as it is: the decoder reads it without the mapping,
/// the pair and the arrays of its node. `node` is that node, exactly as the front end builds it
/// for any other annotation, for whoever needs the tree.
package struct AnnotationStatement {
    /// What the block may hold.
    package enum Property: Int {
        case title, subtitle, priority, cluster, pin

        /// The property written `key`, if the block may hold it.
        package init?(key: String) {
            switch key {
            case "title": self = .title
            case "subtitle": self = .subtitle
            case "priority": self = .priority
            case "cluster": self = .cluster
            case "pin": self = .pin
            default: return nil
            }
        }

        /// The key the property is written with.
        package var key: String {
            switch self {
            case .title: "title"
            case .subtitle: "subtitle"
            case .priority: "priority"
            case .cluster: "cluster"
            case .pin: "pin"
            }
        }
    }

    /// The annotation's node's range: in a `.mapscene`, from the keyword to the end of the
    /// coordinate or of the block.
    package var range: SourceRange
    /// The key range of the `id` entry: the `annotation` keyword, or the `id` key.
    package let idKey: SourceRange
    /// The id, a scalar.
    package let id: SyntaxNode
    /// The key range of the `coordinate` entry: the word `at`, or the `coordinate` key.
    package let coordinateKey: SourceRange
    /// The coordinate's two values.
    package let latitude: SyntaxNode
    package let longitude: SyntaxNode
    /// The coordinate's node's range: the parentheses and what is between them, or the list.
    package let coordinateRange: SourceRange
    /// The two values, when the front end read them as it scanned the numbers (the `.mapscene`
    /// lexer's plain decimals): what `latitude` and `longitude` hold as scalars, not read again.
    package var readNumbers: (latitude: Double, longitude: Double)?

    private var title, subtitle, priority, cluster, pin: SyntaxEntry?
    /// The properties in file order, three bits each from the lowest (the property's raw value
    /// plus one; 0 ends the list).
    private var order: UInt16 = 0

    /// An annotation without properties, ranging from its id's key to its coordinate's end.
    package init(
        idKey: SourceRange, id: SyntaxNode, coordinateKey: SourceRange, latitude: SyntaxNode, longitude: SyntaxNode,
        coordinateRange: SourceRange
    ) {
        self.range = SourceRange(start: idKey.start, end: coordinateRange.end)
        self.idKey = idKey
        self.id = id
        self.coordinateKey = coordinateKey
        self.latitude = latitude
        self.longitude = longitude
        self.coordinateRange = coordinateRange
    }

    /// The entry of `property`, when the block writes it.
    package subscript(property: Property) -> SyntaxEntry? {
        switch property {
        case .title: title
        case .subtitle: subtitle
        case .priority: priority
        case .cluster: cluster
        case .pin: pin
        }
    }

    /// Adds the entry of `property` after those before it; false, adding nothing, when it is
    /// already written.
    package mutating func add(_ property: Property, _ entry: SyntaxEntry) -> Bool {
        guard self[property] == nil else { return false }
        switch property {
        case .title: title = entry
        case .subtitle: subtitle = entry
        case .priority: priority = entry
        case .cluster: cluster = entry
        case .pin: pin = entry
        }
        order |= UInt16(property.rawValue + 1) << (3 * propertyCount)
        return true
    }

    /// How many properties are written.
    package var propertyCount: Int {
        // Three bits each in `order`: the highest bit set is in the last one's.
        (order.bitWidth - order.leadingZeroBitCount + 2) / 3
    }

    /// The coordinate's node: a list of the two numbers.
    package var coordinate: SyntaxNode {
        SyntaxNode(.sequence([latitude, longitude]), range: coordinateRange)
    }

    /// The mapping a front end builds for the annotation when it builds a tree: `id`, then
    /// `coordinate`, then the properties in file order.
    package var node: SyntaxNode {
        var entries = [
            SyntaxEntry(key: "id", keyRange: idKey, value: id),
            SyntaxEntry(key: "coordinate", keyRange: coordinateKey, value: coordinate),
        ]
        var rest = order
        while rest != 0, let property = Property(rawValue: Int(rest & 7) - 1), let entry = self[property] {
            entries.append(entry)
            rest >>= 3
        }
        return SyntaxNode(.mapping(entries), range: range)
    }
}
