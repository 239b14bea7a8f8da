import MapSceneBase

/// Builds one document's `SyntaxNode` tree from libyaml events, without recursion: open
/// mappings and lists wait on an explicit stack, so depth is checked as each one opens.
/// Also resolves aliases and reports duplicate and non-scalar keys.
///
/// Given a `SceneListReceiver`, it hands over the elements of the root mapping's lists that the
/// receiver names, one by one as each closes, and keeps none of them in the tree.
///
/// The children of every open collection wait on two shared stacks (`pendingElements`,
/// `pendingEntries`); a collection's array is made once, at its exact size, when it closes, or
/// takes the stack's storage when it is all of it.
package struct YAMLTreeBuilder {
    /// A node that was given an anchor, kept for the aliases that copy it.
    private struct Anchored {
        package var node: SyntaxNode
        /// The nodes in it, itself included.
        package var count: Int
        /// How many levels of mappings and lists it spans; 0 for a scalar.
        package var height: Int
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

    /// An open mapping or list, or the document around the root.
    private struct Frame {
        package enum Kind { case document, mapping, sequence }
        package var kind: Kind
        package var isBlock = false
        package var anchor: String? = nil
        /// The start of the collection's start event.
        package var start = SourceLocation(line: 1, column: 1)
        /// The end of the last node added, for block collections, whose end events sit at the next token.
        package var lastEnd: SourceLocation? = nil
        /// Where this collection's children begin on `pendingElements` or `pendingEntries`.
        package var firstChild = 0
        package var pendingKey = PendingKey.none
        /// Key → position on `pendingEntries`, built once a mapping outgrows a linear scan.
        package var keyIndex: [String: Int] = [:]
        /// The nodes below this one, copies made through aliases included.
        package var count = 0
        /// The height of the tallest child.
        package var height = 0
        /// For a list handed over element by element: the root mapping's key it is the value of.
        package var handedOver: String? = nil
        /// How many elements this list has handed over.
        package var handedOverCount = 0
        /// For a list handed over: how far the parse had read when it opened.
        package var handedOverFrom = 0
        /// For the `annotations` list handed over: its elements may be read in the plain form.
        package var takesPlainAnnotations = false
    }

    /// Up to this many keys, duplicates are found by a linear scan; beyond, through `keyIndex`.
    private static let linearKeyLimit = 8
    /// From this many children on, a collection may take a pending stack's storage whole.
    private static let wholeStackMinimum = 4096
    /// When a list handed over reaches this many elements, its length is estimated from the bytes
    /// they took and the bytes left, and the receiver told (`expect`), so that it can make room
    /// for all of them at once instead of copying a million annotations as its array doubles.
    package static let estimateAfter = 16_384
    /// The fewest bytes an element of a list handed over is estimated to take (an annotation
    /// written `- {id: a, coordinate: [0, 0]}` takes 31), however short the first ones are.
    package static let leastElementBytes = 24

    private let limits: YAMLLimits
    /// The size of the file read, and how far the parse has read in it (as the reader says):
    /// what a long list handed over is estimated from.
    private let fileBytes: Int
    private var bytesRead = 0
    /// Who takes the elements of lists handed over; nil: every node stays in the tree.
    private let receiver: (any SceneListReceiver)?
    /// The innermost open collection, or the document when none is open.
    private var top = Frame(kind: .document)
    /// The frames enclosing `top`, outermost first; its count is the current depth.
    private var parents: [Frame] = []
    /// The elements of the open lists, innermost last.
    private var pendingElements: [SyntaxNode] = []
    /// The entries of the open mappings, innermost last.
    private var pendingEntries: [SyntaxEntry] = []
    private var anchors: [String: Anchored] = [:]
    /// Nodes copied through aliases so far.
    private var expandedNodes = 0

    /// The document's root, once it is complete.
    package private(set) var root: SyntaxNode?
    /// Problems found that do not stop reading.
    package private(set) var diagnostics: [Diagnostic] = []
    /// The styles, anchors and aliases of the nodes, recorded only when asked for (formatting).
    package var presentation: YAMLPresentation?

    /// A builder for the document of a file of `fileBytes` bytes, handing the lists `receiver`
    /// names over to it.
    package init(limits: YAMLLimits, fileBytes: Int, handingOverTo receiver: (any SceneListReceiver)? = nil) {
        self.limits = limits
        self.fileBytes = fileBytes
        self.receiver = receiver
    }

    /// The parse has read `offset` bytes of the file (by the end of the events about to be added).
    package mutating func read(through offset: Int) {
        bytesRead = max(bytesRead, offset)
    }

    /// Takes one event from inside a document. Throws when a limit is exceeded.
    package mutating func add(_ event: YAMLEvent) throws(YAMLError) {
        switch event.kind {
        case .scalar(let scalar, let anchor):
            let node = SyntaxNode(.scalar(scalar), range: event.range)
            if let anchor {
                anchors[anchor] = Anchored(node: node, count: 1, height: 0)
                presentation?.anchors[event.range.start] = anchor
            }
            attach(node, count: 1, height: 0)
        case .mappingStart(let anchor, let isBlock):
            try open(.mapping, isBlock: isBlock, anchor: anchor, at: event.range)
        case .sequenceStart(let anchor, let isBlock):
            try open(.sequence, isBlock: isBlock, anchor: anchor, at: event.range)
        case .mappingEnd, .sequenceEnd:
            close(at: event.range)
        case .alias(let name):
            try alias(name, at: event.range)
        case .streamStart, .streamEnd, .documentStart, .documentEnd:
            break
        }
    }

    private mutating func open(_ kind: Frame.Kind, isBlock: Bool, anchor: String?, at range: SourceRange) throws(YAMLError) {
        guard parents.count < limits.maxDepth else {
            throw YAMLError(diagnostic: .yamlDepth(limit: limits.maxDepth, at: range))
        }
        let firstChild = kind == .mapping ? pendingEntries.count : pendingElements.count
        if presentation != nil {
            if !isBlock { presentation?.flowCollections.insert(range.start) }
            if let anchor { presentation?.anchors[range.start] = anchor }
        }
        var frame = Frame(kind: kind, isBlock: isBlock, anchor: anchor, start: range.start, firstChild: firstChild)
        if kind == .sequence, anchor == nil, let key = handedOverKey() {
            frame.handedOver = key
            frame.handedOverFrom = bytesRead
            frame.takesPlainAnnotations = key == SceneList.annotations.key
            receiver?.begin(list: key)
        }
        swap(&frame, &top)
        parents.append(frame)
    }

    private mutating func close(at range: SourceRange) {
        guard top.kind != .document, var frame = parents.popLast() else { return }
        swap(&frame, &top)
        let content: SyntaxNode.Content
        if frame.kind == .mapping {
            content = .mapping(Self.take(&pendingEntries, from: frame.firstChild))
        } else {
            content = .sequence(Self.take(&pendingElements, from: frame.firstChild))
        }
        let end = frame.isBlock ? frame.lastEnd ?? range.end : range.end
        let node = SyntaxNode(content, range: SourceRange(start: frame.start, end: end))
        let count = frame.count + 1
        let height = frame.height + 1
        if let anchor = frame.anchor { anchors[anchor] = Anchored(node: node, count: count, height: height) }
        attach(node, count: count, height: height)
    }

    /// The children from `first` on, taken off `stack`. A long collection that is all of the
    /// stack and fills at least half of its storage takes that storage whole instead of a copy:
    /// the unused part was never written, so it costs address space, not memory.
    private static func take<Element>(_ stack: inout [Element], from first: Int) -> [Element] {
        let count = stack.count - first
        if first == 0, count >= wholeStackMinimum, 2 * count >= stack.capacity {
            var taken: [Element] = []
            swap(&taken, &stack)
            return taken
        }
        let taken = Array(stack[first...])
        stack.removeSubrange(first...)
        return taken
    }

    /// Copies the anchored node to where the alias stands, within the expansion and depth limits.
    private mutating func alias(_ name: String, at range: SourceRange) throws(YAMLError) {
        presentation?.aliases[range.start] = name
        guard let anchored = anchors[name] else {
            diagnostics.append(.yamlUndefinedAlias(name, at: range))
            attach(SyntaxNode(.scalar(Scalar(text: "", isQuoted: false)), range: range), count: 1, height: 0)
            return
        }
        expandedNodes += anchored.count
        guard expandedNodes <= limits.maxAliasExpansions else {
            throw YAMLError(diagnostic: .yamlAlias(limit: limits.maxAliasExpansions, at: range))
        }
        guard parents.count + anchored.height <= limits.maxDepth else {
            throw YAMLError(diagnostic: .yamlDepth(limit: limits.maxDepth, at: range))
        }
        var node = anchored.node
        node.range = range
        attach(node, count: anchored.count, height: anchored.height)
    }

    /// Whether the next event may start an annotation of the plain form
    /// (`YAMLEventBatch.readPlainAnnotation(at:into:)`): one of the `annotations` list
    /// handed over, whose mapping and coordinate list are within the depth limit.
    package var takesPlainAnnotation: Bool {
        top.takesPlainAnnotations && parents.count + 1 < limits.maxDepth
    }

    /// Takes an annotation of the plain form, read straight from the events, where its mapping
    /// stands: handed over as `attach` hands over the mapping's node.
    package mutating func take(_ annotation: AnnotationStatement) {
        // The mapping, two nodes per entry and the coordinate's two values; two levels.
        top.count += 1 + 2 * (2 + annotation.propertyCount) + 2
        if 2 > top.height { top.height = 2 }
        top.lastEnd = annotation.range.end
        receiver?.take(annotation, index: top.handedOverCount)
        countHandedOver()
    }

    /// Counts an element handed over, and once the list is long enough, tells the receiver how
    /// long it is expected to be.
    private mutating func countHandedOver() {
        top.handedOverCount += 1
        if top.handedOverCount == Self.estimateAfter, let key = top.handedOver, let length = expectedLength(of: top) {
            receiver?.expect(length, elementsOfList: key)
        }
    }

    /// Adds a finished node to the open collection, or makes it the root.
    private mutating func attach(_ node: consuming SyntaxNode, count: Int, height: Int) {
        top.count += count
        if height > top.height { top.height = height }
        top.lastEnd = node.range.end
        switch top.kind {
        case .sequence:
            if let key = top.handedOver {
                receiver?.take(node, index: top.handedOverCount, ofList: key)
                countHandedOver()
            } else {
                pendingElements.append(node)
            }
        case .mapping:
            attachToMapping(node)
        case .document:
            root = node
        }
    }

    private mutating func attachToMapping(_ node: consuming SyntaxNode) {
        switch top.pendingKey {
        case .none:
            if case .scalar(let key) = node.content {
                top.pendingKey = .key(key.text, node.range)
            } else {
                diagnostics.append(.yamlKey(found: node.kindDescription, at: node.range))
                top.pendingKey = .invalid
            }
        case .key(let key, let keyRange):
            top.pendingKey = .none
            if let first = firstEntry(withKey: key) {
                diagnostics.append(.yamlDuplicateKey(key, at: keyRange, first: pendingEntries[first].keyRange))
            } else {
                pendingEntries.append(SyntaxEntry(key: key, keyRange: keyRange, value: node))
            }
        case .invalid:
            top.pendingKey = .none
        }
    }

    /// How many elements the list handed over in `frame` will have, if the rest of the file were
    /// written like its elements so far (more when other lists follow it: room left unwritten
    /// costs address space, not memory); at most one per `leastElementBytes` of the file.
    private func expectedLength(of frame: Frame) -> Int? {
        let taken = bytesRead - frame.handedOverFrom
        guard taken > 0, fileBytes > bytesRead else { return nil }
        let estimate = Double(frame.handedOverCount) * Double(fileBytes - frame.handedOverFrom) / Double(taken)
        return Int(min(estimate, Double(fileBytes / Self.leastElementBytes)))
    }

    /// The key whose value the list opening now is, when the receiver takes that list's
    /// elements: a key of the root mapping, written there for the first time (a later duplicate is
    /// dropped, so the first is the one decoded). A list with an anchor is never handed over:
    /// its aliases copy its elements.
    private func handedOverKey() -> String? {
        guard let receiver, top.kind == .mapping, parents.count == 1, case .key(let key, _) = top.pendingKey,
            receiver.listKeys.contains(key)
        else { return nil }
        for index in top.firstChild..<pendingEntries.count where pendingEntries[index].key == key { return nil }
        return key
    }

    /// Where the open mapping already holds `key` on `pendingEntries`. When it does not, the
    /// caller appends the key next, and the index (once there is one) already counts it.
    private mutating func firstEntry(withKey key: String) -> Int? {
        let first = top.firstChild
        let end = pendingEntries.count
        if top.keyIndex.isEmpty {
            if end - first < Self.linearKeyLimit {
                for index in first..<end where pendingEntries[index].key == key { return index }
                return nil
            }
            top.keyIndex.reserveCapacity(2 * (end - first))
            for index in first..<end { top.keyIndex[pendingEntries[index].key] = index }
        }
        if let index = top.keyIndex[key] { return index }
        top.keyIndex[key] = end
        return nil
    }
}
