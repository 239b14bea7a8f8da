/// The records of a CSV file (RFC 4180), one at a time, each field with the bytes it came from.
///
/// Written here rather than taken from a library: the CSV packages at hand (SwiftCSV 0.10.0,
/// CSV.swift 2.5.2) give no line or column for a row or a field, and CSV.swift reads an unclosed
/// quote silently to the end of the file, while every problem in a data file must be reported at
/// its place. They are also slower on a large file (100,000 rows: SwiftCSV 1.0 s, CSV.swift
/// 0.46 s, against about a tenth of that here), as they go through `Character`s or an iterator of
/// scalars where this goes through bytes.
///
/// Fields are separated by `separator` and records end at CR LF, LF or CR. A field in double
/// quotes may hold separators, line breaks and doubled quotes; spaces around the quotes are
/// allowed. A quote inside an unquoted field is taken as it is. Blank lines are passed over, and
/// so are lines starting with `#` while `skipsComments` is set. A row of more than
/// `maximumFields` fields cannot be read.
package struct CSVRecords {
    /// One field: its text — quotes taken off and doubled quotes made single, or without the
    /// spaces around it when it is not quoted — and where it is.
    package struct Field {
        package var text: String
        /// Its bytes in the file, quotes included, spaces around it not.
        package var bytes: Range<Int>
        package var isQuoted: Bool
    }

    /// A record that cannot be read: an unclosed quote, or text after a closing one.
    package struct Failure: Error {
        package var message: String
        package var offset: Int
    }

    /// The most fields read on one row: a row of separators alone would otherwise make a field
    /// of 40 bytes or more out of each byte of the file.
    package static let maximumFields = 4096

    package let bytes: [UInt8]
    package let separator: UInt8
    /// Where the next record starts.
    package private(set) var index: Int
    /// Whether lines starting with `#` are passed over as comments.
    package var skipsComments = true

    package init(_ bytes: [UInt8], separator: UInt8, from start: Int) {
        self.bytes = bytes
        self.separator = separator
        self.index = start
    }

    /// The separator of a file whose first record starts at `start`: a tab if that line has one
    /// outside quotes, else a semicolon if it has one (a comma beside it is then a decimal
    /// comma or text), else a comma.
    package static func separator(of bytes: [UInt8], from start: Int) -> UInt8 {
        var records = CSVRecords(bytes, separator: UInt8(ascii: ","), from: start)
        records.skipBlankAndCommentLines()
        var (tab, semicolon, quoted) = (false, false, false)
        var i = records.index
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted {
                if byte == 0x0A || byte == 0x0D { break }
                if byte == 0x09 { tab = true }
                if byte == UInt8(ascii: ";") { semicolon = true }
            }
            i += 1
        }
        return tab ? 0x09 : semicolon ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// The next record, with the offset it starts at; nil after the last.
    package mutating func next() throws(Failure) -> (fields: [Field], start: Int)? {
        skipBlankAndCommentLines()
        guard index < bytes.count else { return nil }
        let start = index
        var fields: [Field] = []
        while true {
            let field = try self.field()
            fields.append(field)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == separator {
                index += 1
                guard fields.count < Self.maximumFields else {
                    throw Failure(
                        message: "this row has more than \(Self.maximumFields) fields, the most mapc reads on one row",
                        offset: index)
                }
                continue
            }
            // A line break ends the record.
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            break
        }
        return (fields, start)
    }

    /// Steps over blank lines (only spaces and tabs) and, while `skipsComments`, `#` lines.
    package mutating func skipBlankAndCommentLines() {
        while index < bytes.count {
            var i = index
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            if i < bytes.count, skipsComments, bytes[i] == UInt8(ascii: "#") {
                while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            }
            guard i == bytes.count || bytes[i] == 0x0A || bytes[i] == 0x0D else { return }
            if i < bytes.count { i += bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1 }
            index = i
        }
    }

    /// The field at `index`, leaving `index` at the separator or line break after it (or the end).
    private mutating func field() throws(Failure) -> Field {
        var i = index
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
            let first = i
            while i < bytes.count, bytes[i] != separator, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            index = i
            var last = i
            while last > first, isSpace(bytes[last - 1]) { last -= 1 }
            return Field(text: String(decoding: bytes[first..<last], as: UTF8.self), bytes: first..<last, isQuoted: false)
        }
        let quote = i
        var text: [UInt8] = []
        var run = quote + 1
        i = run
        while true {
            guard i < bytes.count else { throw Failure(message: "the quoted field is not closed: expected '\"'", offset: quote) }
            if bytes[i] != UInt8(ascii: "\"") { i += 1; continue }
            text += bytes[run..<i]
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\"") {
                text.append(UInt8(ascii: "\""))
                i += 2
                run = i
                continue
            }
            i += 1
            break
        }
        let end = i
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        guard i == bytes.count || bytes[i] == separator || bytes[i] == 0x0A || bytes[i] == 0x0D else {
            throw Failure(message: "expected a separator after the closing quote", offset: i)
        }
        index = i
        return Field(text: String(decoding: text, as: UTF8.self), bytes: quote..<end, isQuoted: true)
    }

    /// A space or, unless it separates fields, a tab.
    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte == 0x09 && separator != 0x09)
    }
}
