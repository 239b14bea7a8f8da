internal import CTextScan

/// The lines of a scene file, found once: where each starts and ends in the file's bytes, by the
/// one definition of a line break (`LineBreak`). Turns byte offsets into 1-based line:column and
/// columns back into byte offsets, without scanning from the start of the file each time.
package struct SourceLines {
    /// The file's bytes.
    package let bytes: [UInt8]
    /// The offset of each line's first byte; line 1 starts after a byte order mark.
    private var starts: [Int] = []
    /// The offset just past each line's last byte, before its line break.
    private var ends: [Int] = []
    /// The last column looked up: `byteOffset(line:column:)` goes on from here when the next
    /// column is on the same line and not before it, as it is for sorted diagnostics.
    private var cursor = (line: 0, column: 1, offset: 0)

    /// Finds the lines of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var start = LineBreak.byteOrderMarkLength(of: bytes)
        bytes.withUnsafeBufferPointer { buffer in
            while true {
                let (end, next) = Self.end(ofLineAt: start, in: buffer)
                starts.append(start)
                ends.append(end)
                guard let next else { break }
                start = next
            }
        }
    }

    /// Where the line that starts at `start` ends, before its break, and where the next line
    /// starts (nil for the file's last line): the one step of finding lines, for this table and
    /// for `SourceLineFinder`.
    package static func end(ofLineAt start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (end: Int, next: Int?) {
        var i = start
        while i < buffer.count {
            i = skipPlainWords(in: buffer, from: i)
            guard i < buffer.count else { break }
            let length = LineBreak.length(at: i, in: buffer)
            if length > 0 { return (i, i + length) }
            i += 1
        }
        return (buffer.count, nil)
    }

    /// The first offset from `start` on, in steps of eight bytes, where a line break may begin:
    /// every break starts with a byte below 0x0E (LF, CR) or above 0x7F (NEL, LS, PS), and most
    /// words of a scene file hold neither. Eight bytes are tested at once: a byte's high bit is
    /// set when the byte is above 0x7F, or (after subtracting 0x0E from each byte, a byte with
    /// its high bit clear before) when it is below 0x0E.
    private static func skipPlainWords(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress else { return start }
        var i = start
        while i + 8 <= buffer.count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let high: UInt64 = 0x8080_8080_8080_8080
            let belowBreak = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & high
            if (word & high) | belowBreak != 0 { return i }
            i += 8
        }
        return i
    }

    /// The line the byte at `offset` starts on: one more than the line breaks before it, counted
    /// without making the table (a `.mapscene`'s second half needs one): runs of text and line
    /// feeds at memory speed (`mapc_text_plain_prefix`), any other byte break by break.
    package static func line(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 1 }
        var line = 1
        var i = 0
        while i < offset {
            var feeds = 0
            i += mapc_text_plain_prefix(base + i, offset - i, &feeds)
            line += feeds
            guard i < offset else { break }
            let length = LineBreak.length(at: i, in: bytes)
            if length > 0 { line += 1 }
            i += max(length, 1)
        }
        return line
    }

    /// How many lines the file has: one more than it has line breaks.
    package var count: Int { starts.count }

    /// The bytes of the 1-based line `number`, without its line break; nil when there is no such line.
    package func byteRange(ofLine number: Int) -> Range<Int>? {
        guard number >= 1, number <= starts.count else { return nil }
        return starts[number - 1]..<ends[number - 1]
    }

    /// The 1-based line holding the byte at `offset` (a line break belongs to the line it ends).
    package func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(low, 1)
    }

    /// The 1-based line and column of the byte at `offset`, as libyaml counts them.
    package func location(ofByte offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let line = line(containing: clamped)
        let start = starts[line - 1]
        var column = 1
        var i = start
        while i < min(clamped, ends[line - 1]) {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// The byte offset of the 1-based `column` of line `line` (which must exist), held to the
    /// line's end. Scans from the last lookup when it is earlier on the same line, so looking up
    /// the columns of one long line in order costs the line's length once, not once per column.
    package mutating func byteOffset(line: Int, column: Int) -> Int {
        let end = ends[line - 1]
        var (current, offset) = (1, starts[line - 1])
        if cursor.line == line, cursor.column <= column {
            (current, offset) = (cursor.column, cursor.offset)
        }
        while current < column, offset < end {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            current += 1
        }
        cursor = (line, current, offset)
        return offset
    }
}
