import MapSceneBase

/// Recovers the comments of a YAML file, which libyaml drops: every `#` at the start of a line or
/// after a space or tab begins a comment, unless it is inside a scalar (a key or a value) of
/// the syntax tree libyaml built. Positions are counted as libyaml counts them
/// (`YAMLEncoding.location`), so they agree with the tree's ranges.
package enum YAMLComments {
    /// The comments of the YAML file `bytes`, whose syntax tree is `root`, in file order.
    package static func scan(_ bytes: [UInt8], root: SyntaxNode) -> [SourceComment] {
        var scalars: [SourceRange] = []
        collectScalarRanges(root, into: &scalars)
        scalars.sort()

        var comments: [SourceComment] = []
        var line = 1
        var column = 1
        var lineHasContent = false
        var previousIsSpace = true
        var i = LineBreak.byteOrderMarkLength(of: bytes)
        func breakLength() -> Int { LineBreak.length(at: i, in: bytes) }
        while i < bytes.count {
            let length = breakLength()
            if length > 0 {
                i += length
                line += 1
                column = 1
                lineHasContent = false
                previousIsSpace = true
                continue
            }
            let byte = bytes[i]
            let here = SourceLocation(line: line, column: column)
            if byte == UInt8(ascii: "#"), previousIsSpace, !isInside(here, scalars) {
                let start = here
                let isOwnLine = !lineHasContent
                i += 1
                column += 1
                let textStart = i
                while i < bytes.count, breakLength() == 0 {
                    if bytes[i] & 0xC0 != 0x80 { column += 1 }
                    i += 1
                }
                var from = textStart
                var to = i
                if from < to, bytes[from] == UInt8(ascii: " ") { from += 1 }
                while to > from, bytes[to - 1] == UInt8(ascii: " ") || bytes[to - 1] == UInt8(ascii: "\t") { to -= 1 }
                comments.append(
                    SourceComment(
                        text: String(decoding: bytes[from..<to], as: UTF8.self),
                        range: SourceRange(start: start, end: SourceLocation(line: line, column: column)),
                        isOwnLine: isOwnLine))
                continue
            }
            previousIsSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            if !previousIsSpace { lineHasContent = true }
            if byte & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return comments
    }

    private static func collectScalarRanges(_ node: SyntaxNode, into ranges: inout [SourceRange]) {
        switch node.content {
        case .scalar:
            ranges.append(node.range)
        case .mapping(let entries):
            for entry in entries {
                ranges.append(entry.keyRange)
                collectScalarRanges(entry.value, into: &ranges)
            }
        case .sequence(let elements):
            for element in elements { collectScalarRanges(element, into: &ranges) }
        }
    }

    /// True when `location` is inside one of the sorted, non-overlapping `ranges`.
    private static func isInside(_ location: SourceLocation, _ ranges: [SourceRange]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].start <= location { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return false }
        return location < ranges[low - 1].end
    }
}
