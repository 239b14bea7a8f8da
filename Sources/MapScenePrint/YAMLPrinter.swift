import MapSceneSyntax

/// Prints a scene as YAML with the canonical keys: what `mapc convert --to yaml` produces.
///
/// - top-level `annotations` and `overlays` are block lists of block mappings, one key a line;
/// - any other mapping or list is written in flow style (`{a: 1}`, `[1, 2]`) on its key's line
///   when it holds no comment and fits in `PrintLayout.width` columns, in block style otherwise;
/// - scalars are plain when that reads back the same, double-quoted otherwise;
/// - comments keep their statements, as `# text`.
package struct YAMLPrinter {
    private var out = LineWriter(marker: "#", sanitize: YAMLSpelling.commentText)

    /// The YAML text of `document`.
    package static func print(_ document: SceneDocument) -> String {
        var printer = YAMLPrinter()
        printer.printFile(document)
        return printer.out.finish()
    }

    /// Top-level keys whose lists are written as block mappings whatever their size.
    private static let blockListKeys: Set<String> = ["annotations", "overlays"]
    /// Top-level keys whose mappings are written in block style whatever their size.
    private static let blockMappingKeys: Set<String> = ["camera", "styles"]

    private mutating func printFile(_ document: SceneDocument) {
        switch document.root.content {
        case .mapping(let entries):
            for entry in entries {
                let isList = Self.blockListKeys.contains(entry.key)
                printEntry(
                    entry, indent: 0, continuing: false, forceBlock: isList || Self.blockMappingKeys.contains(entry.key),
                    blockItems: isList)
            }
        case .sequence(let elements):
            for element in elements { printItem(element, indent: 0, continuing: false, forceBlock: false) }
        case .scalar(let scalar):
            out.startLine(indent: 0)
            out.write(YAMLSpelling.scalar(scalar, inFlow: false))
        }
        out.commentLines(document.trailingComments, indent: 0)
    }

    /// `key: value`; `continuing` writes on the current line (after a list's `- `).
    private mutating func printEntry(
        _ entry: SceneDocument.Entry, indent: Int, continuing: Bool, forceBlock: Bool = false, blockItems: Bool = false
    ) {
        if !continuing { out.startLine(indent: indent) }
        out.addLeading(entry.comments.leading)
        out.write(YAMLSpelling.key(entry.key, inFlow: false) + ":")
        printValue(entry.value, indent: indent, comments: entry.comments, forceBlock: forceBlock, blockItems: blockItems)
    }

    /// `- value`.
    private mutating func printItem(_ element: SceneDocument.Element, indent: Int, continuing: Bool, forceBlock: Bool) {
        if !continuing { out.startLine(indent: indent) }
        out.addLeading(element.comments.leading)
        out.write("-")
        printValue(
            element.value, indent: indent, comments: element.comments, forceBlock: forceBlock, blockItems: false, isItem: true)
    }

    /// Writes the value after `key:` or `-`: in flow style on this line when allowed and it fits,
    /// in block style below otherwise. `indent` is the indentation of the key or dash.
    private mutating func printValue(
        _ value: SceneDocument.Node, indent: Int, comments: AttachedComments, forceBlock: Bool, blockItems: Bool,
        isItem: Bool = false
    ) {
        let blockOnly = forceBlock || !comments.end.isEmpty || !comments.closing.isEmpty
        if case .scalar(let scalar) = value.content {
            out.write(" " + YAMLSpelling.scalar(scalar, inFlow: false))
            out.addTrailing(comments.trailing)
            out.commentLines(comments.end + comments.closing, indent: indent + PrintLayout.indent)
            return
        }
        if !blockOnly, let flow = flow(value, budget: PrintLayout.width - out.column - 1) {
            out.write(" " + flow)
            out.addTrailing(comments.trailing)
            return
        }
        let inner = indent + PrintLayout.indent
        switch value.content {
        case .scalar:
            break
        case .mapping(let entries):
            out.addTrailing(comments.trailing)
            if entries.isEmpty {
                out.write(" {}")
            } else if isItem {
                out.write(" ")
                for (index, entry) in entries.enumerated() { printEntry(entry, indent: inner, continuing: index == 0) }
            } else {
                for entry in entries { printEntry(entry, indent: inner, continuing: false) }
            }
        case .sequence(let elements):
            out.addTrailing(comments.trailing)
            if elements.isEmpty {
                out.write(" []")
            } else if isItem {
                out.write(" ")
                for (index, element) in elements.enumerated() {
                    printItem(element, indent: inner, continuing: index == 0, forceBlock: blockItems)
                }
            } else {
                for element in elements { printItem(element, indent: inner, continuing: false, forceBlock: blockItems) }
            }
        }
        out.commentLines(comments.end + comments.closing, indent: inner)
    }

    /// `value` in flow style, or nil when it holds comments or would take more than `budget` columns.
    private func flow(_ value: SceneDocument.Node, budget: Int = .max) -> String? {
        guard !value.containsComments else { return nil }
        switch value.content {
        case .scalar(let scalar):
            return YAMLSpelling.scalar(scalar, inFlow: true)
        case .mapping(let entries):
            var text = "{"
            var used = 1
            for (index, entry) in entries.enumerated() {
                let key = (index > 0 ? ", " : "") + YAMLSpelling.key(entry.key, inFlow: true) + ": "
                used += key.unicodeScalars.count
                guard used <= budget, let part = flow(entry.value, budget: budget - used) else { return nil }
                used += part.unicodeScalars.count
                text += key + part
            }
            guard used + 1 <= budget else { return nil }
            return text + "}"
        case .sequence(let elements):
            var text = "["
            var used = 1
            for (index, element) in elements.enumerated() {
                if index > 0 {
                    text += ", "
                    used += 2
                }
                guard used <= budget, let part = flow(element.value, budget: budget - used) else { return nil }
                used += part.unicodeScalars.count
                text += part
            }
            guard used + 1 <= budget else { return nil }
            return text + "]"
        }
    }
}
