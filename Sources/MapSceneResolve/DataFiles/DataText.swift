import MapSceneBase
import MapSceneSyntax

/// The bytes of a data file with its lines found once: turns byte offsets into 1-based
/// line:column as the scene file's are counted (`LineBreak`, columns in Unicode scalars, a byte
/// order mark taking none), and cuts the line a diagnostic quotes.
///
/// Readers ask for locations mostly in increasing order (features, rows, tuples), so the last one
/// is kept and the next one on the same line is counted on from it: a one-line GeoJSON of a
/// hundred thousand features costs its length once, not once per feature.
package final class DataText {
    /// The file's bytes.
    package let bytes: [UInt8]
    private let lines: SourceLines
    /// The last location looked up, and the byte offset it is at.
    private var cursor = (offset: 0, location: SourceLocation(line: 1, column: 1), lineEnd: 0)

    /// The longest line quoted whole in a diagnostic, in bytes; a longer one is cut around the range.
    package static let maximumExcerptBytes = 1024

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.lines = SourceLines(bytes)
        cursor.offset = LineBreak.byteOrderMarkLength(of: bytes)
        cursor.lineEnd = lines.byteRange(ofLine: 1)?.upperBound ?? 0
    }

    /// The offset just past a byte order mark: where the text starts.
    package var textStart: Int { LineBreak.byteOrderMarkLength(of: bytes) }

    /// The 1-based line and column of the byte at `offset`.
    package func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        if offset >= cursor.offset, offset <= cursor.lineEnd {
            var column = cursor.location.column
            var i = cursor.offset
            while i < offset {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            cursor = (offset, SourceLocation(line: cursor.location.line, column: column), cursor.lineEnd)
            return cursor.location
        }
        let location = lines.location(ofByte: offset)
        cursor = (offset, location, lines.byteRange(ofLine: location.line)?.upperBound ?? offset)
        if offset > cursor.lineEnd { cursor.lineEnd = offset }
        return location
    }

    /// The range of bytes `range` as lines and columns.
    package func range(of range: Range<Int>) -> SourceRange {
        let start = location(of: range.lowerBound)
        let end =
            range.upperBound > range.lowerBound
            ? location(of: range.upperBound) : SourceLocation(line: start.line, column: start.column + 1)
        return SourceRange(start: start, end: end)
    }

    /// The byte offset of `location` (a line and column as XMLParser counts them), held to the
    /// file and to the end of the line.
    package func offset(of location: SourceLocation) -> Int {
        guard lines.byteRange(ofLine: location.line) != nil else { return bytes.count }
        var lines = self.lines
        return lines.byteOffset(line: location.line, column: max(location.column, 1))
    }

    /// `path`'s `DiagnosticFile` quoting the line of the byte at `offset`: all of it, or on a
    /// long line a window of it around `offset`.
    package func diagnosticFile(path: String, quotingLineAt offset: Int) -> DiagnosticFile {
        let offset = min(max(offset, 0), bytes.count)
        let number = lines.line(containing: offset)
        guard let line = lines.byteRange(ofLine: number) else { return DiagnosticFile(path: path, excerpt: "") }
        guard line.count > Self.maximumExcerptBytes else {
            return DiagnosticFile(path: path, excerpt: String(decoding: bytes[line], as: UTF8.self))
        }
        var start = max(line.lowerBound, min(offset, line.upperBound) - Self.maximumExcerptBytes / 3)
        while start > line.lowerBound, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        var end = min(line.upperBound, start + Self.maximumExcerptBytes)
        while end < line.upperBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
        var column = 1
        for i in line.lowerBound..<start where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return DiagnosticFile(
            path: path, excerpt: String(decoding: bytes[start..<end], as: UTF8.self),
            excerptColumn: column, excerptIsCut: end < line.upperBound)
    }
}
