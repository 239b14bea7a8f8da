/// Builds one document's `SyntaxNode` tree from libyaml events, without recursion: open
/// mappings and lists wait on an explicit stack, so depth is checked as each one opens.
/// Also resolves aliases and reports duplicate and non-scalar keys.
struct YAMLTreeBuilder {
    /// A node that was given an anchor, kept for the aliases that copy it.
    private struct Anchored {
        var node: SyntaxNode
        /// The nodes in it, itself included.
        var count: Int
        /// How many levels of mappings and lists it spans; 0 for a scalar.
        var height: Int
    }

    /// Where a mapping stands between its key and its value.
    private enum PendingKey {
        /// The next node is a key.
        case none
        /// The next node is the value of this key.
        case key(String, SourceRange)
        /// The next node is the value of a key that was not a scalar: dropped.
        case invalid
    }

    /// An open mapping or list.
    private struct Frame {
        var isMapping: Bool
        var isBlock: Bool
        var anchor: String?
        /// The start of the collection's start event.
        var start: SourceLocation
        /// The end of the last node added, for block collections, whose end events sit at the next token.
        var lastEnd: SourceLocation?
        var elements: [SyntaxNode] = []
        var entries: [SyntaxEntry] = []
        var pendingKey = PendingKey.none
        /// Key → index into `entries`, built once a mapping outgrows a linear scan.
        var keyIndex: [String: Int] = [:]
        /// The nodes below this one, copies made through aliases included.
        var count = 0
        /// The height of the tallest child.
        var height = 0

        /// The entry already holding `key`, or `nil` after adding `entry`.
        mutating func add(_ entry: SyntaxEntry) -> SyntaxEntry? {
            let linearLimit = 8
            if keyIndex.isEmpty && entries.count < linearLimit {
                if let existing = entries.first(where: { $0.key == entry.key }) { return existing }
                entries.append(entry)
                return nil
            }
            if keyIndex.isEmpty {
                keyIndex.reserveCapacity(entries.count * 2)
                for (index, existing) in entries.enumerated() { keyIndex[existing.key] = index }
            }
            if let index = keyIndex[entry.key] { return entries[index] }
            keyIndex[entry.key] = entries.count
            entries.append(entry)
            return nil
        }
    }

    private let limits: YAMLLimits
    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    /// Nodes copied through aliases so far.
    private var expandedNodes = 0

    /// The document's root, once it is complete.
    private(set) var root: SyntaxNode?
    /// Problems found that do not stop reading.
    private(set) var diagnostics: [Diagnostic] = []

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// Takes one event from inside a document. Throws when a limit is exceeded.
    mutating func add(_ event: YAMLEvent) throws(YAMLError) {
        switch event.kind {
        case .scalar(let scalar, let anchor):
            let node = SyntaxNode(.scalar(scalar), range: event.range)
            if let anchor { anchors[anchor] = Anchored(node: node, count: 1, height: 0) }
            attach(node, count: 1, height: 0)
        case .mappingStart(let anchor, let isBlock):
            try open(isMapping: true, isBlock: isBlock, anchor: anchor, at: event.range)
        case .sequenceStart(let anchor, let isBlock):
            try open(isMapping: false, isBlock: isBlock, anchor: anchor, at: event.range)
        case .mappingEnd, .sequenceEnd:
            close(at: event.range)
        case .alias(let name):
            try alias(name, at: event.range)
        case .streamStart, .streamEnd, .documentStart, .documentEnd:
            break
        }
    }

    private mutating func open(isMapping: Bool, isBlock: Bool, anchor: String?, at range: SourceRange) throws(YAMLError) {
        guard stack.count < limits.maxDepth else {
            throw YAMLError(diagnostic: .yamlDepth(limit: limits.maxDepth, at: range))
        }
        stack.append(Frame(isMapping: isMapping, isBlock: isBlock, anchor: anchor, start: range.start))
    }

    private mutating func close(at range: SourceRange) {
        guard let frame = stack.popLast() else { return }
        let end = frame.isBlock ? frame.lastEnd ?? range.end : range.end
        let content: SyntaxNode.Content = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.elements)
        let node = SyntaxNode(content, range: SourceRange(start: frame.start, end: end))
        let count = frame.count + 1
        let height = frame.height + 1
        if let anchor = frame.anchor { anchors[anchor] = Anchored(node: node, count: count, height: height) }
        attach(node, count: count, height: height)
    }

    /// Copies the anchored node to where the alias stands, within the expansion and depth limits.
    private mutating func alias(_ name: String, at range: SourceRange) throws(YAMLError) {
        guard let anchored = anchors[name] else {
            diagnostics.append(.yamlUndefinedAlias(name, at: range))
            attach(SyntaxNode(.scalar(Scalar(text: "", isQuoted: false)), range: range), count: 1, height: 0)
            return
        }
        expandedNodes += anchored.count
        guard expandedNodes <= limits.maxAliasExpansions else {
            throw YAMLError(diagnostic: .yamlAlias(limit: limits.maxAliasExpansions, at: range))
        }
        guard stack.count + anchored.height <= limits.maxDepth else {
            throw YAMLError(diagnostic: .yamlDepth(limit: limits.maxDepth, at: range))
        }
        var node = anchored.node
        node.range = range
        attach(node, count: anchored.count, height: anchored.height)
    }

    /// Adds a finished node to the open collection, or makes it the root.
    private mutating func attach(_ node: SyntaxNode, count: Int, height: Int) {
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        stack[top].count += count
        stack[top].height = max(stack[top].height, height)
        stack[top].lastEnd = node.range.end
        guard stack[top].isMapping else {
            stack[top].elements.append(node)
            return
        }
        switch stack[top].pendingKey {
        case .none:
            if case .scalar(let key) = node.content {
                stack[top].pendingKey = .key(key.text, node.range)
            } else {
                diagnostics.append(.yamlKey(found: node.kindDescription, at: node.range))
                stack[top].pendingKey = .invalid
            }
        case .key(let key, let keyRange):
            stack[top].pendingKey = .none
            if let first = stack[top].add(SyntaxEntry(key: key, keyRange: keyRange, value: node)) {
                diagnostics.append(.yamlDuplicateKey(key, at: keyRange, first: first.keyRange))
            }
        case .invalid:
            stack[top].pendingKey = .none
        }
    }
}
