/// The comments that belong to one statement of a scene file: a mapping entry or a list element.
struct AttachedComments: Equatable, Sendable {
    /// Own-line comments just before the statement.
    var leading: [String] = []
    /// Comments after code on the statement's first line.
    var trailing: [String] = []
    /// Own-line comments after the last statement inside its block or list.
    var end: [String] = []
    /// Comments after code on the statement's last line, when nothing starts on that line (`} // x`).
    var closing: [String] = []

    var isEmpty: Bool { leading.isEmpty && trailing.isEmpty && end.isEmpty && closing.isEmpty }
}

/// A scene's syntax tree with its comments attached to statements: what the printers print.
/// Built from either front end's tree, so `fmt` and `convert` share one model of a file.
struct SceneDocument: Sendable {
    struct Node: Sendable {
        enum Content: Sendable {
            case scalar(Scalar)
            case mapping([Entry])
            case sequence([Element])
        }

        var content: Content
        /// True when any statement inside carries a comment: such a value is never put on one line.
        var containsComments: Bool
    }

    struct Entry: Sendable {
        var key: String
        var value: Node
        var comments: AttachedComments
    }

    struct Element: Sendable {
        var value: Node
        var comments: AttachedComments
    }

    var root: Node
    /// Comments after the last statement of the file.
    var trailingComments: [String]

    /// Attaches `comments` to the statements of `root` by position:
    /// - a comment after code goes with the outermost statement that starts on its line, or else
    ///   with the outermost one that ends there (`closing`);
    /// - an own-line comment goes before the next statement inside the innermost statement that
    ///   encloses it, or to the end of that statement's block when nothing follows there, or to the
    ///   end of the file.
    ///
    /// Entries whose value starts where their key starts (the DSL's gathered `annotations`,
    /// `overlays` and `styles`) take no comments: their statements do.
    init(root: SyntaxNode, comments: [SourceComment]) {
        var anchors: [Anchor] = []
        Self.collectAnchors(root, into: &anchors)
        var slots = [AttachedComments](repeating: AttachedComments(), count: anchors.count)
        var trailing: [String] = []
        let sorted = anchors.filter { !$0.isGroup }.sorted { a, b in
            if a.start != b.start { return a.start < b.start }
            if a.end != b.end { return a.end > b.end }
            return a.id < b.id
        }
        var firstStartingOnLine: [Int: Int] = [:]
        var outermostEndingOnLine: [Int: Int] = [:]
        for (position, anchor) in sorted.enumerated() {
            // Sorted by start, the first anchor met on a line is the outermost one there.
            if firstStartingOnLine[anchor.start.line] == nil { firstStartingOnLine[anchor.start.line] = position }
            if outermostEndingOnLine[anchor.end.line] == nil { outermostEndingOnLine[anchor.end.line] = position }
        }

        var pointer = 0
        var open: [Anchor] = []
        for comment in comments.sorted(by: { $0.range.start < $1.range.start }) {
            let at = comment.range.start
            while pointer < sorted.count, sorted[pointer].start < at {
                while let top = open.last, top.end <= sorted[pointer].start { open.removeLast() }
                open.append(sorted[pointer])
                pointer += 1
            }
            while let top = open.last, top.end <= at { open.removeLast() }

            if !comment.isOwnLine {
                if let position = firstStartingOnLine[at.line], sorted[position].start < at {
                    slots[sorted[position].id].trailing.append(comment.text)
                    continue
                }
                if let position = outermostEndingOnLine[at.line], sorted[position].end <= at {
                    slots[sorted[position].id].closing.append(comment.text)
                    continue
                }
            }
            let next = pointer < sorted.count ? sorted[pointer] : nil
            if let container = open.last {
                if let next, next.start < container.end {
                    slots[next.id].leading.append(comment.text)
                } else {
                    slots[container.id].end.append(comment.text)
                }
            } else if let next {
                slots[next.id].leading.append(comment.text)
            } else {
                trailing.append(comment.text)
            }
        }

        var nextID = 0
        self.root = Self.build(root, slots, &nextID)
        trailingComments = trailing
    }

    /// A statement's place in the file, numbered in tree order.
    private struct Anchor {
        var id: Int
        var start: SourceLocation
        var end: SourceLocation
        var isGroup: Bool
    }

    private static func collectAnchors(_ node: SyntaxNode, into anchors: inout [Anchor]) {
        switch node.content {
        case .scalar:
            break
        case .mapping(let entries):
            for entry in entries {
                let isGroup = entry.value.range.start == entry.keyRange.start
                anchors.append(Anchor(id: anchors.count, start: entry.keyRange.start, end: max(entry.keyRange.end, entry.value.range.end), isGroup: isGroup))
                collectAnchors(entry.value, into: &anchors)
            }
        case .sequence(let elements):
            for element in elements {
                anchors.append(Anchor(id: anchors.count, start: element.range.start, end: element.range.end, isGroup: false))
                collectAnchors(element, into: &anchors)
            }
        }
    }

    /// The document node of `node`, taking comment slots in the order `collectAnchors` numbered them.
    private static func build(_ node: SyntaxNode, _ slots: [AttachedComments], _ nextID: inout Int) -> Node {
        switch node.content {
        case .scalar(let scalar):
            return Node(content: .scalar(scalar), containsComments: false)
        case .mapping(let entries):
            var contains = false
            let built = entries.map { entry -> Entry in
                let comments = slots[nextID]
                nextID += 1
                let value = build(entry.value, slots, &nextID)
                contains = contains || !comments.isEmpty || value.containsComments
                return Entry(key: entry.key, value: value, comments: comments)
            }
            return Node(content: .mapping(built), containsComments: contains)
        case .sequence(let elements):
            var contains = false
            let built = elements.map { element -> Element in
                let comments = slots[nextID]
                nextID += 1
                let value = build(element, slots, &nextID)
                contains = contains || !comments.isEmpty || value.containsComments
                return Element(value: value, comments: comments)
            }
            return Node(content: .sequence(built), containsComments: contains)
        }
    }
}
