import MapSceneBase
import MapSceneSyntax

/// The comments that belong to one statement of a scene file: a mapping entry or a list element.
package struct AttachedComments: Equatable, Sendable {
    /// Own-line comments just before the statement.
    package var leading: [String] = []
    /// Comments after code on the statement's first line.
    package var trailing: [String] = []
    /// Own-line comments after the last statement inside its block or list.
    package var end: [String] = []
    /// Comments after code on the statement's last line, when nothing starts on that line (`} // x`).
    package var closing: [String] = []

    package var isEmpty: Bool { leading.isEmpty && trailing.isEmpty && end.isEmpty && closing.isEmpty }
}

/// A scene's syntax tree with its comments attached to statements: what the printers print.
/// Built from either front end's tree, so `fmt` and `convert` share one model of a file.
package struct SceneDocument: Sendable {
    package struct Node: Sendable {
        package enum Content: Sendable {
            case scalar(Scalar)
            case mapping([Entry])
            case sequence([Element])
        }

        package var content: Content
        /// True when any statement inside carries a comment: such a value is never put on one line.
        package var containsComments: Bool
        /// Where the node was in the file.
        package var range: SourceRange
    }

    package struct Entry: Sendable {
        package var key: String
        /// Where the key was in the file.
        package var keyRange: SourceRange
        package var value: Node
        package var comments: AttachedComments
    }

    package struct Element: Sendable {
        package var value: Node
        package var comments: AttachedComments
    }

    package var root: Node
    /// Comments after the last statement of the file.
    package var trailingComments: [String]

    /// Attaches `comments` to the statements of `root` by position:
    /// - a comment after code goes with the outermost statement that starts on its line, or else
    ///   with the outermost one that ends there (`closing`);
    /// - an own-line comment goes before the next statement inside the innermost statement that
    ///   encloses it, or to the end of that statement's block when nothing follows there, or to the
    ///   end of the file.
    ///
    /// Entries whose value starts where their key starts (the DSL's gathered `annotations`,
    /// `overlays` and `styles`) take no comments: their statements do.
    ///
    /// YAML's block collections end at their last value, not at a closing bracket, so with
    /// `scopesByIndentation` an own-line comment indented deeper than the statement after it
    /// goes to the end of the block whose statements stand at (or left of) its column.
    package init(root: SyntaxNode, comments: [SourceComment], scopesByIndentation: Bool = false) {
        var nextID = 0
        guard !comments.isEmpty else {
            self.root = Self.build(root, nil, &nextID)
            trailingComments = []
            return
        }
        var anchors: [Anchor] = []
        Self.collectAnchors(root, parent: nil, into: &anchors)
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
            if scopesByIndentation, pointer > 0, next.map({ $0.start.column < at.column }) ?? true,
                let block = Self.block(endingBefore: sorted[pointer - 1], atColumn: at.column, anchors)
            {
                slots[block].end.append(comment.text)
                continue
            }
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

        self.root = Self.build(root, slots, &nextID)
        trailingComments = trailing
    }

    /// A statement's place in the file, numbered in tree order.
    private struct Anchor {
        package var id: Int
        package var start: SourceLocation
        package var end: SourceLocation
        package var isGroup: Bool
        /// The statement this one is inside.
        package var parent: Int?
        /// The column of the first statement inside this one's value, if it has any.
        package var childColumn: Int?
    }

    private static func collectAnchors(_ node: SyntaxNode, parent: Int?, into anchors: inout [Anchor]) {
        func add(start: SourceLocation, end: SourceLocation, isGroup: Bool, value: SyntaxNode, column: Int? = nil) {
            if let parent, anchors[parent].childColumn == nil { anchors[parent].childColumn = column ?? start.column }
            let id = anchors.count
            anchors.append(Anchor(id: id, start: start, end: end, isGroup: isGroup, parent: parent))
            collectAnchors(value, parent: id, into: &anchors)
        }
        switch node.content {
        case .scalar:
            break
        case .mapping(let entries):
            for entry in entries {
                let isGroup = entry.value.range.start == entry.keyRange.start
                add(
                    start: entry.keyRange.start, end: max(entry.keyRange.end, entry.value.range.end), isGroup: isGroup,
                    value: entry.value)
            }
        case .sequence(let elements):
            // A YAML block list's statements stand at its dashes: the list starts at its first.
            let column = min(node.range.start.column, elements.first?.range.start.column ?? node.range.start.column)
            for element in elements {
                add(start: element.range.start, end: element.range.end, isGroup: false, value: element, column: column)
            }
        }
    }

    /// The innermost statement, `last` or one around it, whose block's statements stand at or left
    /// of `column`: the block an indented comment after `last` ends.
    private static func block(endingBefore last: Anchor, atColumn column: Int, _ anchors: [Anchor]) -> Int? {
        var candidate: Anchor? = last
        while let anchor = candidate {
            if let childColumn = anchor.childColumn, childColumn <= column { return anchor.id }
            candidate = anchor.parent.map { anchors[$0] }
        }
        return nil
    }

    /// The document node of `node`, taking comment slots (when there are any) in the order
    /// `collectAnchors` numbered them.
    private static func build(_ node: SyntaxNode, _ slots: [AttachedComments]?, _ nextID: inout Int) -> Node {
        switch node.content {
        case .scalar(let scalar):
            return Node(content: .scalar(scalar), containsComments: false, range: node.range)
        case .mapping(let entries):
            var contains = false
            let built = entries.map { entry -> Entry in
                let comments = slots?[nextID] ?? AttachedComments()
                nextID += 1
                let value = build(entry.value, slots, &nextID)
                contains = contains || !comments.isEmpty || value.containsComments
                return Entry(key: entry.key, keyRange: entry.keyRange, value: value, comments: comments)
            }
            return Node(content: .mapping(built), containsComments: contains, range: node.range)
        case .sequence(let elements):
            var contains = false
            let built = elements.map { element -> Element in
                let comments = slots?[nextID] ?? AttachedComments()
                nextID += 1
                let value = build(element, slots, &nextID)
                contains = contains || !comments.isEmpty || value.containsComments
                return Element(value: value, comments: comments)
            }
            return Node(content: .sequence(built), containsComments: contains, range: node.range)
        }
    }
}
