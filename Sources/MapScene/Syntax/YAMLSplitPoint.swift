internal import CTextScan
import Foundation

/// Where a YAML file is cut to be read in two parts (`YAMLSplit`), found from its lines.
extension YAMLSplit {
    /// What reading a line costs beside its bytes, in bytes: the parts are balanced by their
    /// bytes and lines so weighed. (A 100k-vertex line's points, 25 bytes a line, take about 0.7 µs
    /// a line to read; annotations of 66 bytes, 1.45 µs.)
    static let lineWork = 14

    /// What reading the file after the list costs for its bytes and lines, the list's being 1: a
    /// long line there is one element whose points are all held until it ends. (Weighed as the
    /// list, the first part of 100k pins + line took 12% longer than the second, and at 1M 20%;
    /// a file of pins alone was balanced.)
    static let restCost = 1.3

    /// The elements one of which may begin the second part: one in this many.
    static let sampling = 16

    /// Where a file is cut: byte offsets, and the lines they start.
    struct Point: Equatable {
        /// The second part's first byte: the start of an element's line (`-` at `column`).
        var split: Int
        /// The byte after the second part: the start of the line that ends the list.
        var listEnd: Int
        var splitLine: Int
        var listEndLine: Int
        /// The column of the list's `-`s, 0-based.
        var column: Int
        /// The list's elements, and those from the split on (lines starting one).
        var elements: Int
        var elementsAfterSplit: Int
    }

    /// Where `bytes` may be cut, found from their lines, so that the parts take about as long to
    /// read: nil for a file without a root `annotations:` key whose value is a block list of more
    /// than `sampling` elements, with a directive, or with a line break other than LF and CR LF
    /// before the list's end (so that lines are counted as libyaml counts them), or when the second
    /// part would be shorter than `leastSecondPartBytes`.
    static func point(in bytes: [UInt8]) -> Point? {
        guard let list = ListLines(bytes, sampling: sampling) else { return nil }
        // The first element from which the second part takes at most half of the work.
        func work(bytes: Int, lines: Int) -> Double { Double(bytes + lineWork * lines) }
        let rest = work(bytes: bytes.count - list.end, lines: list.lines - (list.endLine - 1)) * restCost
        let share = (work(bytes: list.end, lines: list.endLine - 1) + rest) / 2
        var low = 1, high = list.starts.count
        while low < high {
            let middle = (low + high) / 2
            if work(bytes: list.end - list.starts[middle], lines: list.endLine - list.startLines[middle]) > share {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < list.starts.count, list.end - list.starts[low] >= leastSecondPartBytes else { return nil }
        return list.point(at: low)
    }

    /// Where `bytes` may be cut at the first element after the first that starts at or after
    /// byte `offset`, whatever the file's size (for the tests and the fuzz targets).
    static func point(in bytes: [UInt8], cuttingAtOrAfter offset: Int) -> Point? {
        guard let list = ListLines(bytes, sampling: 1),
              let index = list.starts.indices.dropFirst().first(where: { list.starts[$0] >= offset })
        else { return nil }
        return list.point(at: index)
    }

    /// The lines of the root `annotations:` list in block style, found as `point(in:)` says.
    private struct ListLines {
        /// The column of the list's `-`s, 0-based, and how many start an element.
        var column: Int
        var elements: Int
        /// Where every `sampling`th element starts, and its line.
        var sampling: Int
        var starts: [Int] = []
        var startLines: [Int] = []
        /// Where the line that ends the list starts (the file's end when none does), and its line.
        var end: Int
        var endLine: Int
        /// The file's lines.
        var lines: Int

        init?(_ bytes: [UInt8], sampling: Int) {
            guard let found = bytes.withUnsafeBufferPointer({ Self.scan($0, sampling: sampling) }) else { return nil }
            self = found
        }

        /// The point that cuts at the element `starts[index]`.
        func point(at index: Int) -> Point {
            Point(
                split: starts[index], listEnd: end, splitLine: startLines[index], listEndLine: endLine,
                column: column, elements: elements, elementsAfterSplit: elements - index * sampling)
        }

        private init(column: Int, sampling: Int, end: Int, endLine: Int) {
            self.column = column
            self.elements = 0
            self.sampling = sampling
            self.end = end
            self.endLine = endLine
            self.lines = 0
        }

        private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, sampling: Int) -> ListLines? {
            guard let base = bytes.baseAddress, let key = listKey(in: bytes),
                  base[0] != UInt8(ascii: "%"), mapc_text_find(base, key, "\n%", 2) < 0
            else { return nil }
            var lines = LineScan(base: base, count: bytes.count, from: key, line: SourceLines.line(at: key, in: bytes))
            _ = lines.next()
            // Its elements: `-` at one column, each line within them deeper, blank or a comment.
            var list: ListLines?
            while let line = lines.next() {
                guard let indent = lines.indentation(line) else { continue }
                if let column = list?.column, indent > column { continue }
                if lines.startsElement(line, at: indent), list == nil || list?.column == indent {
                    if list == nil { list = ListLines(column: indent, sampling: sampling, end: bytes.count, endLine: 0) }
                    if list!.elements % sampling == 0 {
                        list!.starts.append(line.lowerBound)
                        list!.startLines.append(lines.lineNumber)
                    }
                    list!.elements += 1
                    continue
                }
                list?.end = line.lowerBound
                list?.endLine = lines.lineNumber
                break
            }
            guard var list, list.starts.count > 1, hasOnlyLineFeeds(UnsafeBufferPointer(rebasing: bytes[..<list.end])) else { return nil }
            // The line after the last when the list ends the file.
            if list.end == bytes.count { list.endLine = lines.lineNumber + 1 }
            list.lines = list.endLine - 1 + mapc_text_count(base + list.end, bytes.count - list.end, UInt8(ascii: "\n"))
            return list
        }

        /// Where the root mapping's `annotations:` key starts its line (nothing but spaces or a
        /// comment after it), found with `memmem` (`mapc_text_find`).
        private static func listKey(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let base = bytes.baseAddress else { return nil }
            let key = "annotations:"
            var from = 0
            while from < bytes.count {
                let found = mapc_text_find(base + from, bytes.count - from, key, key.utf8.count)
                guard found >= 0 else { return nil }
                let offset = from + found
                if offset == 0 || base[offset - 1] == 0x0A {
                    let end = memchr(base + offset, 0x0A, bytes.count - offset).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
                    let scan = LineScan(base: base, count: bytes.count, from: offset, line: 1)
                    if scan.isListKey(offset..<(end ?? bytes.count)) { return offset }
                }
                from = offset + 1
            }
            return nil
        }

    }

    /// Whether every line break in `bytes` is LF or CR LF: runs of text and line feeds are passed
    /// over at memory speed (`mapc_text_plain_prefix`), and the byte that ends each is a break
    /// only where `LineBreak` says so.
    private static func hasOnlyLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while true {
            index += mapc_text_plain_prefix(base + index, bytes.count - index, nil)
            guard index < bytes.count else { return true }
            let length = LineBreak.length(at: index, in: bytes)
            if length > 0, !(length == 2 && bytes[index] == 0x0D) { return false }
            index += max(length, 1)
        }
    }

    /// The lines of a file, one after the other, found with `memchr`.
    private struct LineScan {
        let base: UnsafePointer<UInt8>
        let count: Int
        private var nextStart = 0
        /// The 1-based number of the line last returned.
        private(set) var lineNumber = 0

        /// The lines of the `count` bytes at `base` from byte `start`, which starts line `line`.
        init(base: UnsafePointer<UInt8>, count: Int, from start: Int, line: Int) {
            self.base = base
            self.count = count
            nextStart = start
            lineNumber = line - 1
        }

        /// The next line's bytes, without its LF (nil after the last).
        mutating func next() -> Range<Int>? {
            guard nextStart < count else { return nil }
            let start = nextStart
            if let found = memchr(base + start, 0x0A, count - start) {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                nextStart = end + 1
                lineNumber += 1
                return start..<end
            }
            nextStart = count
            lineNumber += 1
            return start..<count
        }

        func starts(_ line: Range<Int>, with text: StaticString) -> Bool {
            line.count >= text.utf8CodeUnitCount && memcmp(base + line.lowerBound, text.utf8Start, text.utf8CodeUnitCount) == 0
        }

        /// `annotations:` at the start of the line, then only spaces, a comment or a CR.
        func isListKey(_ line: Range<Int>) -> Bool {
            guard starts(line, with: "annotations:") else { return false }
            let rest = line.lowerBound + "annotations:".utf8.count
            return rest == line.upperBound || base[rest] == 0x20 || base[rest] == 0x0D
                ? isBlankOrComment(rest..<line.upperBound) : false
        }

        /// Spaces, then nothing, a CR or a comment.
        private func isBlankOrComment(_ bytes: Range<Int>) -> Bool {
            for index in bytes where base[index] != 0x20 {
                return base[index] == UInt8(ascii: "#") || (base[index] == 0x0D && index + 1 == bytes.upperBound)
            }
            return true
        }

        /// The spaces the line starts with; nil for a blank line or a comment.
        func indentation(_ line: Range<Int>) -> Int? {
            var index = line.lowerBound
            while index < line.upperBound, base[index] == 0x20 { index += 1 }
            if isBlankOrComment(index..<line.upperBound) { return nil }
            return index - line.lowerBound
        }

        /// `-` after `indent` spaces, then a space or the line's end.
        func startsElement(_ line: Range<Int>, at indent: Int) -> Bool {
            let dash = line.lowerBound + indent
            guard dash < line.upperBound, base[dash] == UInt8(ascii: "-") else { return false }
            return dash + 1 == line.upperBound || base[dash + 1] == 0x20 || base[dash + 1] == 0x0D
        }
    }
}
