internal import CTextScan

/// The lines of a file found as they are asked for, for the few that diagnostics quote: the file is
/// read only as far as the furthest line asked for, and beside the last line found only every
/// `checkpointStep`th line's first byte is kept. So two warnings in a file of a million lines cost
/// one scan up to them, not a table of every line (`SourceLines`: 16 MB for a million lines).
/// Lines, their bytes and columns are `SourceLines`' own, by the one definition of a line break.
package struct SourceLineFinder {
    /// The file's bytes.
    package let bytes: [UInt8]
    /// Every this many lines, the first byte of a line is kept.
    package static let checkpointStep = 4096
    /// From this many lines before the one asked for on, lines are passed a run at a time.
    package static let passedAtOnce = 8
    /// The first byte of lines 1, 1 + step, 1 + 2 × step, … as far as the file has been read; line
    /// 1 starts after a byte order mark.
    private var checkpoints: [Int]
    /// The last line found, and where it starts: looking up lines in order reads the file once.
    private var last: (line: Int, start: Int)
    /// The last column looked up, as in `SourceLines.byteOffset(line:column:)`.
    private var cursor = (line: 0, column: 1, offset: 0)

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let start = LineBreak.byteOrderMarkLength(of: bytes)
        checkpoints = [start]
        last = (1, start)
    }

    /// The bytes of the 1-based line `number`, without its line break; nil when there is no such line.
    package mutating func byteRange(ofLine number: Int) -> Range<Int>? {
        guard number >= 1 else { return nil }
        // From the nearest line known at or before it.
        let step = Self.checkpointStep
        let known = min((number - 1) / step, checkpoints.count - 1)
        var (line, start) = (known * step + 1, checkpoints[known])
        if last.line <= number, last.line > line { (line, start) = last }
        let bytes = self.bytes
        var passed: [Int] = []
        let found: Range<Int>? = bytes.withUnsafeBufferPointer { buffer in
            while true {
                // The first time a checkpoint's line is reached, where it starts is kept.
                if (line - 1) % step == 0, (line - 1) / step == checkpoints.count + passed.count { passed.append(start) }
                // Far from the line, lines of plain text are passed at memory speed, up to the
                // next checkpoint at most; otherwise one line at a time.
                if number - line > Self.passedAtOnce, start < buffer.count, let base = buffer.baseAddress {
                    var lines = 0
                    let after = mapc_text_skip_plain_lines(
                        base + start, buffer.count - start, min(number - line, step - (line - 1) % step), &lines)
                    if lines > 0 {
                        line += lines
                        start += after
                        continue
                    }
                }
                let (end, next) = SourceLines.end(ofLineAt: start, in: buffer)
                if line == number { return start..<end }
                guard let next else { return nil }
                line += 1
                start = next
            }
        }
        checkpoints += passed
        last = (line, start)
        return found
    }

    /// The byte offset of the 1-based `column` of line `line` (which must exist), held to the
    /// line's end; from the last lookup when it is earlier on the same line.
    package mutating func byteOffset(line: Int, column: Int) -> Int {
        guard let range = byteRange(ofLine: line) else { return bytes.count }
        var (current, offset) = (1, range.lowerBound)
        if cursor.line == line, cursor.column <= column {
            (current, offset) = (cursor.column, cursor.offset)
        }
        while current < column, offset < range.upperBound {
            offset += 1
            while offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            current += 1
        }
        cursor = (line, current, offset)
        return offset
    }
}
