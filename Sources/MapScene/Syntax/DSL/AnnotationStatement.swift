/// An `annotation` statement in the form most `.mapscene` files are made of, read without a
/// syntax tree: `annotation ID at (LAT, LON)`, alone or with a block of `title`, `subtitle`,
/// `priority`, `cluster` and `pin`, each given once and each a scalar.
///
/// The parser reads a statement this way only for a receiver that takes the annotations
/// (`SceneListReceiver`), and hands it over as it is: the decoder reads it without the mapping,
/// the tuple and the arrays of its node. `node` is that node, exactly as the parser builds it
/// for any other statement, for whoever needs the tree.
struct AnnotationStatement {
    /// What the block may hold.
    enum Property: Int {
        case title, subtitle, priority, cluster, pin

        /// The property written `key`, if the block may hold it.
        init?(key: String) {
            switch key {
            case "title": self = .title
            case "subtitle": self = .subtitle
            case "priority": self = .priority
            case "cluster": self = .cluster
            case "pin": self = .pin
            default: return nil
            }
        }
    }

    /// The statement: from its keyword to the end of its coordinate or of its block.
    var range: SourceRange
    /// The `annotation` keyword, the key range of the `id` entry.
    let keyword: SourceRange
    /// The id, a scalar.
    let id: SyntaxNode
    /// The word `at`, the key range of the `coordinate` entry.
    let at: SourceRange
    /// The two numbers in the parentheses.
    let latitude: SyntaxNode
    let longitude: SyntaxNode
    /// The parentheses and what is between them.
    let coordinateRange: SourceRange

    private var title, subtitle, priority, cluster, pin: SyntaxEntry?
    /// The properties in file order, three bits each from the lowest (the property's raw value
    /// plus one; 0 ends the list).
    private var order: UInt16 = 0

    init(keyword: SourceRange, id: SyntaxNode, at: SourceRange, latitude: SyntaxNode, longitude: SyntaxNode, coordinateRange: SourceRange) {
        self.range = SourceRange(start: keyword.start, end: coordinateRange.end)
        self.keyword = keyword
        self.id = id
        self.at = at
        self.latitude = latitude
        self.longitude = longitude
        self.coordinateRange = coordinateRange
    }

    /// The entry of `property`, when the block writes it.
    subscript(property: Property) -> SyntaxEntry? {
        switch property {
        case .title: title
        case .subtitle: subtitle
        case .priority: priority
        case .cluster: cluster
        case .pin: pin
        }
    }

    /// Adds the entry of `property` after those before it; false, adding nothing, when the
    /// block already wrote it.
    mutating func add(_ property: Property, _ entry: SyntaxEntry) -> Bool {
        guard self[property] == nil else { return false }
        switch property {
        case .title: title = entry
        case .subtitle: subtitle = entry
        case .priority: priority = entry
        case .cluster: cluster = entry
        case .pin: pin = entry
        }
        // After the properties already in `order`: three bits each, the highest bit set is in
        // the last one's.
        let count = (order.bitWidth - order.leadingZeroBitCount + 2) / 3
        order |= UInt16(property.rawValue + 1) << (3 * count)
        return true
    }

    /// The coordinate's node: a list of the two numbers.
    var coordinate: SyntaxNode {
        SyntaxNode(.sequence([latitude, longitude]), range: coordinateRange)
    }

    /// The mapping the parser builds for the statement when it builds a tree: `id`, then
    /// `coordinate`, then the block's entries in file order.
    var node: SyntaxNode {
        var entries = [
            SyntaxEntry(key: "id", keyRange: keyword, value: id), SyntaxEntry(key: "coordinate", keyRange: at, value: coordinate),
        ]
        var rest = order
        while rest != 0, let property = Property(rawValue: Int(rest & 7) - 1), let entry = self[property] {
            entries.append(entry)
            rest >>= 3
        }
        return SyntaxNode(.mapping(entries), range: range)
    }
}
