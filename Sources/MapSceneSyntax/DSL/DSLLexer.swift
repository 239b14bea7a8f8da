internal import CTextScan
import MapSceneBase
import MapSceneGeometry

/// Reads the tokens of a `.mapscene` file from its UTF-8 bytes, one at a time, keeping line and
/// column (1-based, columns in Unicode scalars) and collecting comments on the side.
///
/// The bytes must be valid UTF-8 without control characters (`DSLEncoding` checks that first).
/// Lines end where `LineBreak` says, as they do in YAML: CR LF, CR, LF, NEL, LS and PS. Problems become `.invalid`
/// tokens whose text is the message, so the parser decides whether to report them.
package struct DSLLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var column = 1
    /// True once a token was read on the current line.
    private var tokenOnLine = false
    /// The comments read so far, in file order.
    package private(set) var comments: [SourceComment] = []

    /// A lexer over `bytes`, which must stay valid as long as the lexer is used.
    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// Where the lexer stands: `rewind(to:)` goes back there, forgetting the comments read since.
    package struct Mark {
        fileprivate let index, line, column, commentCount: Int
        fileprivate let tokenOnLine: Bool
    }

    /// Where the lexer stands now.
    package var mark: Mark {
        Mark(index: index, line: line, column: column, commentCount: comments.count, tokenOnLine: tokenOnLine)
    }

    /// Goes back to `mark`, as if no token had been read since.
    package mutating func rewind(to mark: Mark) {
        (index, line, column, tokenOnLine) = (mark.index, mark.line, mark.column, mark.tokenOnLine)
        if comments.count > mark.commentCount { comments.removeSubrange(mark.commentCount...) }
    }

    private func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// The length of the line break at `index`, 0 when there is none (or the bytes are used up).
    private func lineBreakLength() -> Int {
        index < bytes.count ? LineBreak.length(at: index, in: bytes) : 0
    }

    /// True at the end of the bytes or of the line.
    private var atEndOfLine: Bool { index >= bytes.count || lineBreakLength() > 0 }

    /// Moves past one byte that is not a line break, counting a column for each scalar's first byte.
    private mutating func advanceByte() {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    /// The next token; `.end` forever once the bytes are used up.
    package mutating func next() -> DSLToken {
        skipTrivia()
        let start = location
        let startsLine = !tokenOnLine
        guard index < bytes.count else {
            return DSLToken(kind: .end, text: "", range: SourceRange(at: start), startsLine: startsLine)
        }
        tokenOnLine = true
        let startIndex = index
        let kind: DSLToken.Kind
        var text = ""
        var number: Double?
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = .leftBrace; advanceByte()
        case UInt8(ascii: "}"): kind = .rightBrace; advanceByte()
        case UInt8(ascii: "["): kind = .leftBracket; advanceByte()
        case UInt8(ascii: "]"): kind = .rightBracket; advanceByte()
        case UInt8(ascii: "("): kind = .leftParen; advanceByte()
        case UInt8(ascii: ")"): kind = .rightParen; advanceByte()
        case UInt8(ascii: ","): kind = .comma; advanceByte()
        case UInt8(ascii: "\""):
            (kind, text) = lexString()
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            // The usual spelling is read as it is scanned: the token `lexNumber` would make, with its value.
            if let value = plainDecimal() {
                (kind, text, number) = (.number, spelling(from: startIndex), value)
            } else {
                (kind, text) = lexNumber(from: startIndex)
            }
        case UInt8(ascii: ".") where Self.isDigit(byte(at: 1)):
            (kind, text) = lexNumber(from: startIndex)
        case UInt8(ascii: "#"):
            (kind, text) = lexHexColor(from: startIndex)
        default:
            if isWordStart() {
                (kind, text) = lexWord(from: startIndex)
            } else {
                (kind, text) = (.invalid, unexpectedCharacter())
            }
        }
        return DSLToken(
            kind: kind, text: text, range: SourceRange(start: start, end: location), startsLine: startsLine, number: number)
    }

    // MARK: - Trivia

    /// Skips spaces, tabs, line breaks and comments.
    private mutating func skipTrivia() {
        while index < bytes.count {
            // Spaces first: most trivia is indentation.
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
                column += 1
                continue
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
                lexComment()
                continue
            case UInt8(ascii: "!")...UInt8(ascii: "~"):
                // Printable ASCII but a space: a token starts here (no line break is ASCII but
                // LF and CR), the usual case, told without looking for a line break.
                return
            default:
                break
            }
            let breakLength = lineBreakLength()
            guard breakLength > 0 else { return }
            index += breakLength
            line += 1
            column = 1
            tokenOnLine = false
        }
    }

    /// `// ...` up to the end of the line.
    private mutating func lexComment() {
        let start = location
        let isOwnLine = !tokenOnLine
        index += 2
        column += 2
        let textStart = index
        while !atEndOfLine { advanceByte() }
        var from = textStart
        var to = index
        if from < to, bytes[from] == UInt8(ascii: " ") { from += 1 }
        while to > from, bytes[to - 1] == UInt8(ascii: " ") || bytes[to - 1] == UInt8(ascii: "\t") { to -= 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
        comments.append(SourceComment(text: text, range: SourceRange(start: start, end: location), isOwnLine: isOwnLine))
    }

    // MARK: - Strings

    /// A string with `\"`, `\\`, `\n`, `\t`, `\r` and `\u{...}` escapes; it ends on its line.
    private mutating func lexString() -> (DSLToken.Kind, String) {
        advanceByte()
        let contentStart = index
        var unescaped: [UInt8]? = nil
        var problem: String? = nil
        while true {
            guard !atEndOfLine else {
                return (.invalid, "unterminated string; a string ends with '\"' on the line where it starts")
            }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let text: String
                if let unescaped {
                    text = String(decoding: unescaped, as: UTF8.self)
                } else {
                    text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                }
                advanceByte()
                if let problem { return (.invalid, problem) }
                return (.string, text)
            }
            if b == UInt8(ascii: "\\") {
                if unescaped == nil { unescaped = Array(bytes[contentStart..<index]) }
                let escapeStart = location
                advanceByte()
                guard !atEndOfLine else { continue }
                let e = bytes[index]
                advanceByte()
                switch e {
                case UInt8(ascii: "\""): unescaped!.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): unescaped!.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "n"): unescaped!.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): unescaped!.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): unescaped!.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "u"):
                    if let scalar = lexUnicodeEscape() {
                        unescaped!.append(contentsOf: Array(String(Character(scalar)).utf8))
                    } else if problem == nil {
                        problem =
                            "invalid unicode escape at column \(escapeStart.column); write \\u{1F600} with 1 to 6 hex digits naming a Unicode scalar"
                    }
                default:
                    if problem == nil {
                        problem =
                            "unknown escape '\\\(String(decoding: [e], as: UTF8.self))' in a string; the escapes are \\\", \\\\, \\n, \\t, \\r and \\u{...}"
                    }
                }
                continue
            }
            if unescaped != nil { unescaped!.append(b) }
            advanceByte()
        }
    }

    /// The `{hex}` after `\u`, as a scalar; nil when malformed (the braces are skipped when present).
    private mutating func lexUnicodeEscape() -> Unicode.Scalar? {
        guard byte(at: 0) == UInt8(ascii: "{") else { return nil }
        advanceByte()
        var value: UInt32 = 0
        var digits = 0
        while let b = byte(at: 0), let digit = Self.hexValue(b) {
            if digits < 8 { value = value * 16 + UInt32(digit) }
            digits += 1
            advanceByte()
        }
        guard byte(at: 0) == UInt8(ascii: "}") else { return nil }
        advanceByte()
        guard (1...6).contains(digits) else { return nil }
        return Unicode.Scalar(value)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Numbers, quantities, colors

    private static func isDigit(_ b: UInt8?) -> Bool {
        guard let b else { return false }
        return b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    private static func isASCIIWordContinuation(_ b: UInt8) -> Bool {
        isASCIILetter(b) || isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }

    private static func isASCIILetter(_ b: UInt8?) -> Bool {
        guard let b else { return false }
        return (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
    }

    private mutating func skipDigits() {
        while Self.isDigit(byte(at: 0)) { advanceByte() }
    }

    /// `-12.5e3`, optionally followed by a unit: `1200m`, `-0.9rad`. The grammar is the one YAML
    /// scenes share (`DecimalParsing.isSceneNumber`): `+2`, `.5` and `5.` are numbers too.
    private mutating func lexNumber(from start: Int) -> (DSLToken.Kind, String) {
        switch skipNumber() {
        case .number: return (.number, spelling(from: start))
        case .quantity: return (.quantity, spelling(from: start))
        case .noDigitAfter(let sign): return (.invalid, "expected a digit after '\(Character(Unicode.Scalar(sign)))'")
        case .wordRun:
            let text = spelling(from: start)
            if let decimal = DecimalParsing.sceneSpelling(ofForeignNumber: text) {
                return (.invalid, "'\(text)' is not a number as scene files write them (write \(decimal))")
            }
            return (.invalid, "'\(text)' is not a number or a quantity such as 1200m")
        }
    }

    /// What `skipNumber` moved past.
    private enum NumberShape {
        case number, quantity
        /// A sign with no digit after it, and the word run that follows.
        case noDigitAfter(UInt8)
        /// Digits run on into a word, a dot or a slash.
        case wordRun
    }

    /// Moves past a number (or a quantity, or the run of text that makes it neither) at `index`.
    private mutating func skipNumber() -> NumberShape {
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            let sign = bytes[index]
            advanceByte()
            guard Self.isDigit(byte(at: 0)) || (byte(at: 0) == UInt8(ascii: ".") && Self.isDigit(byte(at: 1))) else {
                skipWordRun()
                return .noDigitAfter(sign)
            }
        }
        let integerStart = index
        skipDigits()
        if byte(at: 0) == UInt8(ascii: "."), Self.isDigit(byte(at: 1)) {
            advanceByte()
            skipDigits()
        } else if byte(at: 0) == UInt8(ascii: "."), index > integerStart, byte(at: 1) != UInt8(ascii: "."),
            !Self.isASCIILetter(byte(at: 1)) || exponentFollows(at: 1)
        {
            // `5.` or `5.e3`: a trailing point, as YAML reads it.
            advanceByte()
        }
        if exponentFollows(at: 0) {
            advanceByte()
            if !Self.isDigit(byte(at: 0)) { advanceByte() }
            skipDigits()
        }
        var shape = NumberShape.number
        if Self.isASCIILetter(byte(at: 0)) {
            shape = .quantity
            while Self.isASCIILetter(byte(at: 0)) { advanceByte() }
        }
        if isWordContinuation() || byte(at: 0) == UInt8(ascii: ".") {
            skipWordRun()
            return .wordRun
        }
        return shape
    }

    /// True when an exponent (`e3`, `E-3`, `e+3`) starts `offset` bytes ahead.
    private func exponentFollows(at offset: Int) -> Bool {
        guard let e = byte(at: offset), e | 0x20 == UInt8(ascii: "e") else { return false }
        let sign = byte(at: offset + 1)
        return Self.isDigit(sign)
            || ((sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")) && Self.isDigit(byte(at: offset + 2)))
    }

    /// `#` and hex digits (the decoder checks how many), optionally `/alpha`.
    private mutating func lexHexColor(from start: Int) -> (DSLToken.Kind, String) {
        advanceByte()
        guard let b = byte(at: 0), Self.isDigit(b) || Self.isASCIILetter(b) else {
            if atEndOfLine || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "#")].contains(byte(at: 0)!) {
                return (.invalid, "'#' does not start a comment in a .mapscene file; comments start with //")
            }
            return (.invalid, "expected hex digits after '#', such as #d33 or #007aff")
        }
        while let b = byte(at: 0), Self.isDigit(b) || Self.isASCIILetter(b) { advanceByte() }
        return lexAlpha(from: start)
    }

    /// An optional `/alpha` after a color; then the color's token.
    private mutating func lexAlpha(from start: Int) -> (DSLToken.Kind, String) {
        if byte(at: 0) == UInt8(ascii: "/") {
            advanceByte()
            guard Self.isDigit(byte(at: 0)) else {
                skipWordRun()
                return (.invalid, "expected an alpha between 0 and 1 after '/', such as red/0.2")
            }
            skipDigits()
            if byte(at: 0) == UInt8(ascii: "."), Self.isDigit(byte(at: 1)) {
                advanceByte()
                skipDigits()
            }
        }
        if isWordContinuation() || byte(at: 0) == UInt8(ascii: ".") || byte(at: 0) == UInt8(ascii: "/") {
            skipWordRun()
            return (
                .invalid, "'\(spelling(from: start))' is not a color; colors are written #rrggbb, a name, or either with /alpha"
            )
        }
        return (.color, spelling(from: start))
    }

    // MARK: - Coordinate lists read flat

    /// Reads the rest of a list whose `[` was the last token returned, when the list holds
    /// coordinates in the plain form, and appends them to `coordinates`: `(NUMBER, NUMBER)` pairs
    /// separated by commas (one may follow the last), each a latitude within ±90 and a longitude
    /// within ±180, up to the `]`. Returns where the `]` ends, having moved past it, collecting
    /// the comments, lines and columns `next()` would; nil at anything else, anywhere in the list
    /// (the caller goes back to a `mark` and reads the list token by token).
    ///
    /// No token is made: a number's value is read from the file's bytes (`DecimalParsing`).
    package mutating func plainCoordinates(into coordinates: inout [Coordinate]) -> SourceLocation? {
        coordinates.reserveCapacity(coordinates.count + pairsAhead())
        while true {
            if consume(UInt8(ascii: "]")) { return location }
            guard consume(UInt8(ascii: "(")), let latitude = plainNumber(), consume(UInt8(ascii: ",")),
                let longitude = plainNumber(), consume(UInt8(ascii: ")")),
                let coordinate = Coordinate.inRange(latitude: latitude, longitude: longitude)
            else { return nil }
            coordinates.append(coordinate)
            if consume(UInt8(ascii: ",")) { continue }
            return consume(UInt8(ascii: "]")) ? location : nil
        }
    }

    /// The `(`s between here and the next `]` when it comes within 4 KiB: as many pairs as a
    /// short plain coordinate list starting here holds (or more, when a comment holds some),
    /// counted at memory speed so that the list is made once at its size rather than doubled as
    /// it grows; 0 for a longer list, which doubling serves as well without reading it twice.
    private func pairsAhead() -> Int {
        let window = UnsafeBufferPointer(rebasing: bytes[index..<min(index + 4096, bytes.count)])
        guard let base = window.baseAddress else { return 0 }
        let end = mapc_text_find(base, window.count, "]", 1)
        return end < 0 ? 0 : mapc_text_count(base, end, UInt8(ascii: "("))
    }

    /// The usual spelling of a number at `index`, such as `-122.25822`, read as it is scanned
    /// (`DecimalParsing.shortDecimal`) when a space, a line break, `,`, `)` or the end of the bytes
    /// ends it, so that it is the whole token: its value, having moved past it; nil otherwise,
    /// having moved nowhere.
    private mutating func plainDecimal() -> Double? {
        guard let (value, end) = DecimalParsing.shortDecimal(in: bytes, at: index),
            end == bytes.count || Self.endsPlainNumber(bytes[end])
        else { return nil }
        column += end - index
        index = end
        return value
    }

    /// True for the bytes after which `shortDecimal`'s number is a token of its own.
    private static func endsPlainNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
            true
        default: false
        }
    }

    /// Moves past the trivia and the one-byte token `byte` when it comes next; false otherwise.
    private mutating func consume(_ byte: UInt8) -> Bool {
        skipTrivia()
        guard index < bytes.count, bytes[index] == byte else { return false }
        advanceByte()
        tokenOnLine = true
        return true
    }

    /// The value of the number token that comes next, when it is one and finite; nil otherwise.
    private mutating func plainNumber() -> Double? {
        skipTrivia()
        if let value = plainDecimal() {
            tokenOnLine = true
            return value
        }
        guard let first = byte(at: 0) else { return nil }
        let startsNumber =
            switch first {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "."): Self.isDigit(byte(at: 1))
            default: false
            }
        guard startsNumber else { return nil }
        let start = index
        tokenOnLine = true
        guard case .number = skipNumber() else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard let value = DecimalParsing.exact(text) ?? DecimalParsing.sceneNumber(String(decoding: text, as: UTF8.self)),
            value.isFinite
        else { return nil }
        return value
    }

    // MARK: - Words

    /// The scalar starting at `index`, decoded from valid UTF-8, and its length in bytes.
    private func scalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        let i = index + offset
        guard i < bytes.count else { return nil }
        let b0 = bytes[i]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        // A continuation byte starts no scalar.
        guard b0 >= 0xC0 else { return nil }
        let length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2
        guard i + length <= bytes.count, (1..<length).allSatisfy({ bytes[i + $0] & 0xC0 == 0x80 }) else { return nil }
        var value = UInt32(b0) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    private func isWordStart() -> Bool {
        let b = bytes[index]
        if Self.isASCIILetter(b) || b == UInt8(ascii: "_") { return true }
        guard b >= 0x80, let (s, _) = scalar(at: 0) else { return false }
        return s.properties.isAlphabetic
    }

    private func isWordContinuation() -> Bool {
        guard let b = byte(at: 0) else { return false }
        if Self.isASCIIWordContinuation(b) { return true }
        guard b >= 0x80, let (s, _) = scalar(at: 0) else { return false }
        return Self.continuesWord(s)
    }

    /// Letters, combining marks and decimal digits continue a word.
    package static func continuesWord(_ s: Unicode.Scalar) -> Bool {
        if s.properties.isAlphabetic { return true }
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return true
        default: return false
        }
    }

    /// A word: a letter or `_`, then letters, digits, `_` and `-`; `name/alpha` is a color.
    private mutating func lexWord(from start: Int) -> (DSLToken.Kind, String) {
        while true {
            // ASCII letters, digits, `_` and `-` a run at a time, a column each; a scalar beyond
            // ASCII through `isWordContinuation`.
            while index < bytes.count, Self.isASCIIWordContinuation(bytes[index]) {
                index += 1
                column += 1
            }
            guard index < bytes.count, bytes[index] >= 0x80, isWordContinuation() else { break }
            advanceScalar()
        }
        if byte(at: 0) == UInt8(ascii: "/"), byte(at: 1) != UInt8(ascii: "/") {
            return lexAlpha(from: start)
        }
        return (.word, spelling(from: start))
    }

    /// Skips the rest of a run of word characters, dots and slashes, so one bad spelling is one token.
    private mutating func skipWordRun() {
        while isWordContinuation() || byte(at: 0) == UInt8(ascii: ".")
            || (byte(at: 0) == UInt8(ascii: "/") && byte(at: 1) != UInt8(ascii: "/"))
        {
            advanceScalar()
        }
    }

    /// Moves past the whole scalar at `index` (one byte when it is not valid UTF-8), so a word
    /// never ends inside a multibyte letter or mark.
    private mutating func advanceScalar() {
        let length = scalar(at: 0)?.1 ?? 1
        for _ in 0..<length { advanceByte() }
    }

    private func spelling(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Consumes one character that cannot start a token and says what it is.
    private mutating func unexpectedCharacter() -> String {
        let (s, length) = scalar(at: 0) ?? (Unicode.Scalar(bytes[index]), 1)
        for _ in 0..<length { advanceByte() }
        switch s {
        case ":": return "unexpected ':'; in a .mapscene file a key and its value are separated by a space, as in 'width 800'"
        case ";": return "unexpected ';'; statements need no separator"
        case "=": return "unexpected '='; a key and its value are separated by a space, as in 'width 800'"
        case "'": return "unexpected \"'\"; strings are written in double quotes"
        case "/": return "unexpected '/'; comments start with //"
        default: return "unexpected character '\(s)'"
        }
    }
}
