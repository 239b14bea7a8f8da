import MapSceneBase
import MapSceneSyntax

/// Formats a YAML scene in its author's style: what `mapc fmt` and the language server write for
/// a `.yaml` scene. Printed from the syntax tree, so the text depends only on the tree, the
/// comments and the choices below that the file records, and formatting is idempotent.
///
/// Kept as the author wrote it:
/// - each mapping and list in the style it was written in, block or flow (`{…}`, `[…]`);
/// - the order of the keys, the comments with their statements, anchors (`&name`) and aliases
///   (`*name`), a `---` that starts the file, numbers' digits (`11.5600`);
/// - one empty line where the author left one or more between statements of a block, or between
///   a statement and the comments above it;
/// - the lines of a block scalar (`|`, `>`), indented anew.
///
/// Normalised:
/// - two spaces for each block level, a block list's `-` two spaces inside its key;
/// - one space after `:`, `-` and `,`, none inside brackets; two spaces before a trailing `#`;
/// - scalars plain when that reads back the same, double-quoted otherwise;
/// - a flow collection on its line when it fits in the line width; otherwise filled: as many
///   elements on each line as fit, continuation lines two spaces deeper than the statement it
///   belongs to, an element too long for a line of its own broken inside by the same rule.
///   A flow collection holding comments takes a line for each element and one for its bracket.
package struct YAMLFormatter {
    private let presentation: YAMLPresentation
    private let width: Int
    private var lines: SourceLines
    /// For each 1-based line: whether it is empty or spaces only, and whether it holds only a comment.
    private let isBlank: [Bool]
    private let isCommentLine: [Bool]
    private var out = LineWriter(marker: "#", sanitize: YAMLSpelling.commentText)

    /// The formatted text of the YAML file `bytes`, read as `document` with `presentation`.
    package static func format(
        _ document: SceneDocument, presentation: YAMLPresentation, bytes: [UInt8], width: Int = PrintLayout.width
    ) -> String {
        var formatter = YAMLFormatter(presentation: presentation, bytes: bytes, width: width)
        formatter.printFile(document)
        return formatter.out.finish()
    }

    private init(presentation: YAMLPresentation, bytes: [UInt8], width: Int) {
        self.presentation = presentation
        self.width = width
        lines = SourceLines(bytes)
        var blank = [false]
        var comment = [false]
        for number in 1...max(lines.count, 1) {
            let range = lines.byteRange(ofLine: number) ?? 0..<0
            let first = bytes[range].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            blank.append(first == nil)
            comment.append(first == UInt8(ascii: "#"))
        }
        isBlank = blank
        isCommentLine = comment
    }

    // MARK: - Block statements

    private mutating func printFile(_ document: SceneDocument) {
        let root = document.root
        if startsWithDocumentMarker(before: root.range.start.line) {
            out.startLine(indent: 0)
            out.write("---")
        }
        switch root.content {
        case .mapping(let entries) where !isFlow(root):
            var previousEnd = 0
            for (index, entry) in entries.enumerated() {
                printEntry(entry, indent: 0, continuing: false, after: previousEnd, blanks: index > 0)
                previousEnd = end(of: entry).line
            }
        case .sequence(let elements) where !isFlow(root):
            var previousEnd = 0
            for (index, element) in elements.enumerated() {
                printItem(element, indent: 0, after: previousEnd, blanks: index > 0)
                previousEnd = element.value.range.end.line
            }
        case .scalar(let scalar):
            out.startLine(indent: 0)
            if !printBlockScalar(root, indent: 0) { out.write(anchor(root) + YAMLSpelling.scalar(scalar, inFlow: false)) }
        default:
            out.startLine(indent: 0)
            printFlow(root, continuation: PrintLayout.indent, reserve: 0)
        }
        if !document.trailingComments.isEmpty, let first = firstCommentLine(after: root.range.end.line),
            hasBlankLine(from: root.range.end.line + 1, to: first)
        {
            out.blankLine()
        }
        out.commentLines(document.trailingComments, indent: 0)
    }

    /// True when the file's first line of code, before `line`, is `---`.
    private func startsWithDocumentMarker(before line: Int) -> Bool {
        for number in 1..<max(line, 1) where !isBlank[number] && !isCommentLine[number] {
            guard let range = lines.byteRange(ofLine: number) else { return false }
            return Array(lines.bytes[range]).starts(with: Array("---".utf8))
        }
        return false
    }

    /// `key: value`; `continuing` writes on the current line (after a list's `- `). The statement
    /// before ended on line `after`; `blanks` allows an empty line above the entry's comments.
    private mutating func printEntry(
        _ entry: SceneDocument.Entry, indent: Int, continuing: Bool, after: Int, blanks: Bool
    ) {
        if !continuing { out.startLine(indent: indent) }
        addLeading(entry.comments.leading, before: entry.keyRange.start.line, after: after, blanks: blanks && !continuing)
        out.write(key(entry) + ":")
        printValue(entry.value, indent: indent, line: entry.keyRange.end.line, comments: entry.comments, isItem: false)
    }

    /// `- value` at `indent`; `continuing` writes on the current line (after a list's `- `).
    private mutating func printItem(
        _ element: SceneDocument.Element, indent: Int, continuing: Bool = false, after: Int, blanks: Bool
    ) {
        if !continuing { out.startLine(indent: indent) }
        let line = element.value.range.start.line
        addLeading(element.comments.leading, before: line, after: after, blanks: blanks && !continuing)
        out.write("-")
        printValue(element.value, indent: indent, line: line, comments: element.comments, isItem: true)
    }

    /// Writes the value after `key:` or `-` on the current line, or below it for a block
    /// collection; `indent` is the key's or the dash's, `line` the line they were on.
    private mutating func printValue(
        _ value: SceneDocument.Node, indent: Int, line: Int, comments: AttachedComments, isItem: Bool
    ) {
        let inner = indent + PrintLayout.indent
        guard presentation.aliases[value.range.start] == nil, !isFlow(value) else {
            out.write(" ")
            printFlow(value, continuation: inner, reserve: 0, opening: comments.trailing, closing: comments.end)
            out.addTrailing(comments.closing)
            return
        }
        switch value.content {
        case .scalar(let scalar):
            if !printBlockScalar(value, indent: indent) {
                out.write(" " + anchor(value) + YAMLSpelling.scalar(scalar, inFlow: false))
            }
            out.addTrailing(comments.trailing + comments.closing)
            out.commentLines(comments.end, indent: inner)
            return
        case .mapping(let entries):
            let name = presentation.anchors[value.range.start]
            if let name { out.write(" &" + name) }
            out.addTrailing(comments.trailing)
            var previousEnd = line
            for (index, entry) in entries.enumerated() {
                let continuing = index == 0 && isItem && name == nil
                if continuing { out.write(" ") }
                printEntry(entry, indent: inner, continuing: continuing, after: previousEnd, blanks: index > 0)
                previousEnd = end(of: entry).line
            }
        case .sequence(let elements):
            let name = presentation.anchors[value.range.start]
            if let name { out.write(" &" + name) }
            out.addTrailing(comments.trailing)
            var previousEnd = line
            for (index, element) in elements.enumerated() {
                let continuing = index == 0 && isItem && name == nil
                if continuing { out.write(" ") }
                printItem(element, indent: inner, continuing: continuing, after: previousEnd, blanks: index > 0)
                previousEnd = element.value.range.end.line
            }
        }
        out.commentLines(comments.end + comments.closing, indent: inner)
    }

    /// Puts `comments` above the current line, with an empty line where the file has one or more
    /// between the statement before (ending on line `after`) and `line`, where the statement
    /// starts. `blanks` false: none before the first comment (the first statement of a block).
    private mutating func addLeading(_ comments: [String], before line: Int, after: Int, blanks: Bool) {
        let from = after + 1
        let commentLines = from < line ? (from..<line).filter { isCommentLine[$0] } : []
        guard commentLines.count >= comments.count else {
            if blanks, hasBlankLine(from: from, to: line) { out.addLeadingBlankLine() }
            out.addLeading(comments)
            return
        }
        var cursor = from
        for (comment, number) in zip(comments, commentLines.suffix(comments.count)) {
            if cursor > from || blanks, hasBlankLine(from: cursor, to: number) { out.addLeadingBlankLine() }
            out.addLeading([comment])
            cursor = number + 1
        }
        if cursor > from || blanks, hasBlankLine(from: cursor, to: line) { out.addLeadingBlankLine() }
    }

    /// True when a line in `from..<to` is empty or spaces only.
    private func hasBlankLine(from: Int, to: Int) -> Bool {
        guard from < to else { return false }
        return (max(from, 1)..<min(to, isBlank.count)).contains { isBlank[$0] }
    }

    /// The line of the first own-line comment after `line`.
    private func firstCommentLine(after line: Int) -> Int? {
        guard line + 1 < isCommentLine.count else { return nil }
        return (line + 1..<isCommentLine.count).first { isCommentLine[$0] }
    }

    private func end(of entry: SceneDocument.Entry) -> SourceLocation {
        max(entry.keyRange.end, entry.value.range.end)
    }

    private func isFlow(_ node: SceneDocument.Node) -> Bool {
        switch node.content {
        case .scalar: false
        case .mapping(let entries): entries.isEmpty || presentation.flowCollections.contains(node.range.start)
        case .sequence(let elements): elements.isEmpty || presentation.flowCollections.contains(node.range.start)
        }
    }

    /// `&name ` when `node` has an anchor.
    private func anchor(_ node: SceneDocument.Node) -> String {
        presentation.anchors[node.range.start].map { "&" + $0 + " " } ?? ""
    }

    /// An entry's key as written before its `:` in block style, its anchor or alias kept.
    private func key(_ entry: SceneDocument.Entry) -> String {
        if let alias = presentation.aliases[entry.keyRange.start] { return "*" + alias + " " }
        let name = presentation.anchors[entry.keyRange.start].map { "&" + $0 + " " } ?? ""
        return name + YAMLSpelling.key(entry.key, inFlow: false)
    }

    // MARK: - Block scalars

    /// Writes a block scalar (`|` or `>`) as the file has it, its lines moved to two spaces inside
    /// `indent`; false when `node` is not one.
    private mutating func printBlockScalar(_ node: SceneDocument.Node, indent: Int) -> Bool {
        guard case .scalar(let scalar) = node.content, scalar.isQuoted else { return false }
        let range = node.range
        guard let lineBytes = lines.byteRange(ofLine: range.start.line) else { return false }
        var offset = lines.byteOffset(line: range.start.line, column: range.start.column)
        let bytes = lines.bytes
        // Past an anchor and a tag to the indicator.
        while offset < lineBytes.upperBound, bytes[offset] == UInt8(ascii: "&") || bytes[offset] == UInt8(ascii: "!") {
            while offset < lineBytes.upperBound, bytes[offset] != UInt8(ascii: " ") { offset += 1 }
            while offset < lineBytes.upperBound, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        }
        guard offset < lineBytes.upperBound, bytes[offset] == UInt8(ascii: "|") || bytes[offset] == UInt8(ascii: ">")
        else { return false }
        let start = lines.byteOffset(line: range.start.line, column: range.start.column)
        var header = String(decoding: bytes[start..<lineBytes.upperBound], as: UTF8.self)
        while header.last == " " || header.last == "\t" { header.removeLast() }
        out.write(" " + header)
        let last = range.end.column > 1 ? range.end.line : range.end.line - 1
        var content: [String] = []
        if last > range.start.line {
            for number in range.start.line + 1...last {
                content.append(lines.byteRange(ofLine: number).map { String(decoding: bytes[$0], as: UTF8.self) } ?? "")
            }
        }
        let keepsTrailing = header.contains("+")
        if !keepsTrailing {
            while let tail = content.last, tail.allSatisfy({ $0 == " " || $0 == "\t" }) { content.removeLast() }
        }
        func leadingSpaces(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        let written = content.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
        let base = written.map(leadingSpaces).min() ?? 0
        let hasIndicator = header.contains { $0.isNumber }
        let shift = hasIndicator ? 0 : indent + PrintLayout.indent - base
        for line in content {
            if line.allSatisfy({ $0 == " " }) && leadingSpaces(line) <= base {
                out.verbatimLine("")
            } else if shift >= 0 {
                out.verbatimLine(String(repeating: " ", count: shift) + line)
            } else {
                out.verbatimLine(String(line.dropFirst(-shift)))
            }
        }
        return true
    }

    // MARK: - Flow collections

    /// `node` in flow style on one line, or nil when it holds comments.
    private func inline(_ node: SceneDocument.Node) -> String? {
        if let alias = presentation.aliases[node.range.start] { return "*" + alias }
        guard !node.containsComments else { return nil }
        switch node.content {
        case .scalar(let scalar):
            return anchor(node) + YAMLSpelling.scalar(scalar, inFlow: true)
        case .mapping(let entries):
            var parts: [String] = []
            for entry in entries {
                guard let value = inline(entry.value) else { return nil }
                parts.append(flowKey(entry) + value)
            }
            return anchor(node) + "{" + parts.joined(separator: ", ") + "}"
        case .sequence(let elements):
            var parts: [String] = []
            for element in elements {
                guard let value = inline(element.value) else { return nil }
                parts.append(value)
            }
            return anchor(node) + "[" + parts.joined(separator: ", ") + "]"
        }
    }

    /// `key: ` in a flow mapping.
    private func flowKey(_ entry: SceneDocument.Entry) -> String {
        if let alias = presentation.aliases[entry.keyRange.start] { return "*" + alias + " : " }
        let name = presentation.anchors[entry.keyRange.start].map { "&" + $0 + " " } ?? ""
        return name + YAMLSpelling.key(entry.key, inFlow: true) + ": "
    }

    /// Writes `node` in flow style from the current column, leaving `reserve` columns on its last
    /// line for what follows (a comma, the brackets around it). Lines it breaks onto start at
    /// `continuation`. `opening` comments go after its first line, `closing` ones before its
    /// closing bracket.
    private mutating func printFlow(
        _ node: SceneDocument.Node, continuation: Int, reserve: Int, opening: [String] = [], closing: [String] = []
    ) {
        let oneLine = inline(node)
        if let oneLine, closing.isEmpty {
            let fits = out.column + oneLine.unicodeScalars.count + reserve <= width
            let isCollection: Bool
            switch node.content {
            case .scalar: isCollection = false
            case .mapping(let entries): isCollection = !entries.isEmpty
            case .sequence(let elements): isCollection = !elements.isEmpty
            }
            if fits || !isCollection || presentation.aliases[node.range.start] != nil {
                out.write(oneLine)
                out.addTrailing(opening)
                return
            }
        }
        let items: [(head: String, value: SceneDocument.Node, comments: AttachedComments)]
        let brackets: (open: String, close: String)
        switch node.content {
        case .scalar:
            return
        case .mapping(let entries):
            items = entries.map { (flowKey($0), $0.value, $0.comments) }
            brackets = ("{", "}")
        case .sequence(let elements):
            items = elements.map { ("", $0.value, $0.comments) }
            brackets = ("[", "]")
        }
        out.write(anchor(node) + brackets.open)
        out.addTrailing(opening)
        if oneLine == nil || !closing.isEmpty {
            // Comments inside: a line for each element and one for the closing bracket.
            for (index, item) in items.enumerated() {
                out.startLine(indent: continuation)
                out.addLeading(item.comments.leading)
                out.write(item.head)
                printFlow(
                    item.value, continuation: continuation + PrintLayout.indent, reserve: 1,
                    opening: item.comments.trailing, closing: item.comments.end)
                if index < items.count - 1 { out.write(",") }
                out.addTrailing(item.comments.closing)
            }
            out.commentLines(closing, indent: continuation)
            out.startLine(indent: continuation)
            out.write(brackets.close)
            return
        }
        // Filled: as many elements on a line as fit.
        var startsLine = !opening.isEmpty
        for (index, item) in items.enumerated() {
            let after = index == items.count - 1 ? 1 + reserve : 1
            let text = item.head + (inline(item.value) ?? "")
            let length = text.unicodeScalars.count
            if startsLine {
                out.startLine(indent: continuation)
            } else if index > 0 {
                if out.column + 1 + length + after <= width {
                    out.write(" ")
                } else {
                    out.startLine(indent: continuation)
                }
            }
            startsLine = false
            if out.column + length + after <= width {
                out.write(text)
            } else {
                out.write(item.head)
                printFlow(item.value, continuation: continuation + PrintLayout.indent, reserve: after)
            }
            out.write(index == items.count - 1 ? brackets.close : ",")
        }
    }
}
