import MapSceneBase

/// The text of an open document as the client edits it: UTF-16 code units with the start of each
/// line, so LSP positions (a 0-based line and a UTF-16 offset in it) apply directly, and so they
/// turn into mapc's locations (1-based lines, columns in Unicode scalars) and back.
struct DocumentText {
    private(set) var units: [UInt16]
    /// The offset of each line's first unit; lines end at `\n`, `\r\n` or `\r`, as LSP says.
    private(set) var lineStarts: [Int]

    init(_ text: String) {
        units = Array(text.utf16)
        lineStarts = Self.lineStarts(of: units)
    }

    /// The text as a string.
    var string: String { String(decoding: units, as: UTF16.self) }

    /// The text's UTF-8 bytes, as mapc reads files.
    var bytes: [UInt8] { Array(string.utf8) }

    /// Replaces the text between two LSP positions (clamped to the text) with `text`; the whole
    /// text when `range` is nil.
    mutating func replace(_ range: (start: LSPPosition, end: LSPPosition)?, with text: String) {
        let new = Array(text.utf16)
        if let range {
            let start = offset(of: range.start), end = max(offset(of: range.end), start)
            units.replaceSubrange(start..<end, with: new)
        } else {
            units = new
        }
        lineStarts = Self.lineStarts(of: units)
    }

    /// The unit offset of an LSP position: a line past the end is the end of the text, a
    /// character past the line's end is its end.
    func offset(of position: LSPPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return units.count }
        let start = lineStarts[position.line]
        return start + min(max(position.character, 0), lineEnd(position.line) - start)
    }

    /// The mapc location of an LSP position.
    func location(of position: LSPPosition) -> SourceLocation {
        let line = min(max(position.line, 0), lineStarts.count - 1)
        let start = lineStarts[line]
        let end = offset(of: LSPPosition(line: line, character: position.character))
        var column = 1
        var i = start
        while i < end {
            i += UTF16.isLeadSurrogate(units[i]) && i + 1 < end && UTF16.isTrailSurrogate(units[i + 1]) ? 2 : 1
            column += 1
        }
        return SourceLocation(line: line + 1, column: column)
    }

    /// The LSP position of a mapc location; columns past a line's end count one unit each, as
    /// mapc's do.
    func position(of location: SourceLocation) -> LSPPosition {
        let line = location.line - 1
        guard line >= 0 else { return LSPPosition(line: 0, character: 0) }
        guard line < lineStarts.count else {
            return LSPPosition(line: lineStarts.count - 1, character: lineEnd(lineStarts.count - 1) - lineStarts.last!)
        }
        let start = lineStarts[line], end = lineEnd(line)
        var i = start
        var column = 1
        while column < location.column, i < end {
            i += UTF16.isLeadSurrogate(units[i]) && i + 1 < end && UTF16.isTrailSurrogate(units[i + 1]) ? 2 : 1
            column += 1
        }
        return LSPPosition(line: line, character: i - start + max(location.column - column, 0))
    }

    /// The position just past the last unit.
    var endPosition: LSPPosition {
        let line = lineStarts.count - 1
        return LSPPosition(line: line, character: units.count - lineStarts[line])
    }

    /// The offset just past line `line`'s last unit, before its line break.
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : units.count
        if end > lineStarts[line], line + 1 < lineStarts.count {
            end -= 1
            if units[end] == 0x0A, end > lineStarts[line], units[end - 1] == 0x0D { end -= 1 }
        }
        return end
    }

    private static func lineStarts(of units: [UInt16]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < units.count {
            if units[i] == 0x0A {
                starts.append(i + 1)
            } else if units[i] == 0x0D {
                if i + 1 < units.count, units[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }
}

/// A position as LSP counts it: a 0-based line and a 0-based offset in UTF-16 code units.
struct LSPPosition: Equatable {
    var line: Int
    var character: Int

    /// The position as JSON.
    var json: JSONValue { .object(["line": .integer(line), "character": .integer(character)]) }

    /// Reads `{line, character}`; nil when either is missing or not a whole number.
    init?(json: LocatedJSON?) {
        guard let line = json?["line"]?.integer, let character = json?["character"]?.integer else { return nil }
        self.init(line: line, character: character)
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}
