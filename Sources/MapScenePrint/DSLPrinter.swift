import MapSceneSyntax

/// Prints a scene in the DSL's canonical form: what `mapc fmt` writes and `mapc convert --to dsl`
/// produces. The form depends only on the tree and its comments, so printing is idempotent:
///
/// - top-level `annotations`, `overlays` and `styles` become `annotation ID at (LAT, LON) { ... }`,
///   `overlay ID { ... }` and `style NAME { ... }` statements, each block on lines of its own;
/// - any other block, list or tuple stays on its key's line when it holds no comment and the
///   line fits in the width (`PrintLayout.width` unless given), and takes a line per statement or element otherwise;
/// - coordinates and pairs are tuples `(a, b)`, other lists `[a, b]`;
/// - two spaces indent; a blank line sets off multi-line and gathered statements at the top level.
package struct DSLPrinter {
    private var out = LineWriter(marker: "//")
    /// The columns a line is kept within where a value can be broken.
    private var width = PrintLayout.width

    /// The canonical DSL text of `document`, its lines kept within `width` columns where a
    /// value can be broken.
    package static func print(_ document: SceneDocument, width: Int = PrintLayout.width) -> String {
        var printer = DSLPrinter()
        printer.width = width
        printer.printFile(document)
        return printer.out.finish()
    }

    private mutating func printFile(_ document: SceneDocument) {
        guard case .mapping(let entries) = document.root.content else {
            // A DSL file is a mapping; anything else (never a valid scene) is kept as one value.
            out.startLine(indent: 0)
            out.write("scene ")
            printValue(document.root, context: .other, indent: 0, comments: AttachedComments())
            out.commentLines(document.trailingComments, indent: 0)
            return
        }
        var previous: (multiLine: Bool, gathered: Bool)?
        for entry in entries {
            if let statements = gatheredStatements(entry) {
                let groupComments = entry.comments.leading + entry.comments.trailing
                for (index, statement) in statements.enumerated() {
                    if previous != nil { out.blankLine() }
                    var comments = statement.comments
                    if index == 0 { comments.leading = groupComments + comments.leading }
                    printStatement(statement.keyword, statement.name, statement.coordinate, statement.body, comments)
                    previous = (true, true)
                }
                out.commentLines(entry.comments.end + entry.comments.closing, indent: 0)
                continue
            }
            let multiLine = !fitsOnOneLine(entry, indent: 0, topLevel: true)
            if let previous, previous.multiLine || previous.gathered || multiLine { out.blankLine() }
            printProperty(entry, indent: 0, topLevel: true)
            previous = (multiLine, false)
        }
        if !document.trailingComments.isEmpty {
            if !out.isEmpty { out.blankLine() }
            out.commentLines(document.trailingComments, indent: 0)
        }
    }

    // MARK: - Gathered statements

    private struct Statement {
        package var keyword: String
        package var name: String?
        package var coordinate: String?
        package var body: [SceneDocument.Entry]
        package var comments: AttachedComments
    }

    /// The statements a top-level entry prints as, or nil when it prints as a property.
    private func gatheredStatements(_ entry: SceneDocument.Entry) -> [Statement]? {
        switch (entry.key, entry.value.content) {
        case ("annotations", .sequence(let elements)), ("overlays", .sequence(let elements)):
            guard !elements.isEmpty else { return nil }
            let keyword = entry.key == "annotations" ? DSLParser.annotationKeyword : DSLParser.overlayKeyword
            var statements: [Statement] = []
            for element in elements {
                guard case .mapping(var body) = element.value.content else { return nil }
                var statement = Statement(keyword: keyword, body: [], comments: element.comments)
                if let index = body.firstIndex(where: { $0.key == "id" }), body[index].comments.isEmpty,
                    case .scalar(let id) = body[index].value.content, let name = DSLSpelling.name(id)
                {
                    statement.name = name
                    body.remove(at: index)
                }
                if keyword == DSLParser.annotationKeyword, let index = body.firstIndex(where: { $0.key == "coordinate" }),
                    body[index].comments.isEmpty, case .sequence(let pair) = body[index].value.content, pair.count >= 2,
                    let tuple = inline(body[index].value, context: .pair)
                {
                    statement.coordinate = tuple
                    body.remove(at: index)
                }
                statement.body = body
                statements.append(statement)
            }
            return statements
        case ("styles", .mapping(let styles)):
            guard !styles.isEmpty else { return nil }
            var statements: [Statement] = []
            for style in styles {
                guard case .mapping(let body) = style.value.content else { return nil }
                statements.append(
                    Statement(
                        keyword: DSLParser.styleKeyword, name: DSLSpelling.key(style.key, topLevel: false), body: body,
                        comments: style.comments))
            }
            return statements
        default:
            return nil
        }
    }

    /// `keyword [name] [at (lat, lon)] [{ ... }]`; overlays and styles always have their block.
    private mutating func printStatement(
        _ keyword: String, _ name: String?, _ coordinate: String?, _ body: [SceneDocument.Entry], _ comments: AttachedComments
    ) {
        out.startLine(indent: 0)
        out.addLeading(comments.leading)
        var header = keyword
        if let name { header += " " + name }
        if let coordinate { header += " at " + coordinate }
        out.write(header)
        out.addTrailing(comments.trailing)
        if body.isEmpty, comments.end.isEmpty, comments.closing.isEmpty {
            if keyword != DSLParser.annotationKeyword { out.write(" {}") }
            return
        }
        out.write(" {")
        for entry in body { printProperty(entry, indent: PrintLayout.indent, topLevel: false) }
        out.commentLines(comments.end, indent: PrintLayout.indent)
        out.startLine(indent: 0)
        out.write("}")
        out.addTrailing(comments.closing)
    }

    // MARK: - Properties and values

    /// True when `entry` prints on one line: a scalar always does, however long.
    private func fitsOnOneLine(_ entry: SceneDocument.Entry, indent: Int, topLevel: Bool) -> Bool {
        guard entry.comments.end.isEmpty, entry.comments.closing.isEmpty else { return false }
        if case .scalar = entry.value.content { return true }
        let column = indent + DSLSpelling.key(entry.key, topLevel: topLevel).unicodeScalars.count + 1
        return inline(entry.value, context: PrintLayout.Context(key: entry.key), budget: width - column) != nil
    }

    /// `key value` on a line of its own.
    private mutating func printProperty(_ entry: SceneDocument.Entry, indent: Int, topLevel: Bool) {
        out.startLine(indent: indent)
        out.addLeading(entry.comments.leading)
        out.write(DSLSpelling.key(entry.key, topLevel: topLevel) + " ")
        printValue(entry.value, context: PrintLayout.Context(key: entry.key), indent: indent, comments: entry.comments)
    }

    /// Writes `value` from the current position: on this line when it fits, else over several
    /// lines at `indent` (the indentation of the line it starts on).
    private mutating func printValue(
        _ value: SceneDocument.Node, context: PrintLayout.Context, indent: Int, comments: AttachedComments
    ) {
        if comments.end.isEmpty, comments.closing.isEmpty,
            let text = inline(value, context: context, budget: width - out.column)
        {
            out.write(text)
            out.addTrailing(comments.trailing)
            return
        }
        let inner = indent + PrintLayout.indent
        switch value.content {
        case .scalar(let scalar):
            out.write(DSLSpelling.scalar(scalar, prefersString: context.prefersString))
            out.addTrailing(comments.trailing + comments.closing)
            out.commentLines(comments.end, indent: indent)
        case .mapping(let entries):
            out.write("{")
            out.addTrailing(comments.trailing)
            for entry in entries { printProperty(entry, indent: inner, topLevel: false) }
            out.commentLines(comments.end, indent: inner)
            out.startLine(indent: indent)
            out.write("}")
            out.addTrailing(comments.closing)
        case .sequence(let elements):
            let isTuple = context.isTuple(count: elements.count)
            out.write(isTuple ? "(" : "[")
            out.addTrailing(comments.trailing)
            for element in elements {
                out.startLine(indent: inner)
                out.addLeading(element.comments.leading)
                printValue(element.value, context: context.element, indent: inner, comments: element.comments)
                out.write(",")
            }
            out.commentLines(comments.end, indent: inner)
            out.startLine(indent: indent)
            out.write(isTuple ? ")" : "]")
            out.addTrailing(comments.closing)
        }
    }

    /// `value` on one line, or nil when it holds comments or would take more than `budget` columns.
    private func inline(_ value: SceneDocument.Node, context: PrintLayout.Context, budget: Int = .max) -> String? {
        guard !value.containsComments else { return nil }
        switch value.content {
        case .scalar(let scalar):
            return DSLSpelling.scalar(scalar, prefersString: context.prefersString)
        case .mapping(let entries):
            guard !entries.isEmpty else { return "{}" }
            var text = "{"
            var used = 1
            for entry in entries {
                let key = " " + DSLSpelling.key(entry.key, topLevel: false) + " "
                used += key.unicodeScalars.count
                guard used <= budget,
                    let part = inline(entry.value, context: PrintLayout.Context(key: entry.key), budget: budget - used)
                else { return nil }
                used += part.unicodeScalars.count
                text += key + part
            }
            guard used + 2 <= budget else { return nil }
            return text + " }"
        case .sequence(let elements):
            let isTuple = context.isTuple(count: elements.count)
            var text = isTuple ? "(" : "["
            var used = 1
            for (index, element) in elements.enumerated() {
                if index > 0 {
                    text += ", "
                    used += 2
                }
                guard used <= budget, let part = inline(element.value, context: context.element, budget: budget - used) else {
                    return nil
                }
                used += part.unicodeScalars.count
                text += part
            }
            guard used + 1 <= budget else { return nil }
            return text + (isTuple ? ")" : "]")
        }
    }
}
