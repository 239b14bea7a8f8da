import MapSceneBase

/// One token of a `.mapscene` file, as the lexer hands it to the parser.
package struct DSLToken: Sendable {
    /// What a token is.
    package enum Kind: UInt8, Sendable {
        /// A bare word: a key, a name, an id or a value such as `green` or `true`.
        case word
        /// A quoted string; `text` holds it unescaped.
        case string
        /// A number such as `-120.5` or `1e3`.
        case number
        /// A number with a unit, such as `1200m` or `-0.9rad`.
        case quantity
        /// `#rrggbb` (any hex length) or a color with an alpha, such as `red/0.2`.
        case color
        case leftBrace, rightBrace, leftBracket, rightBracket, leftParen, rightParen, comma
        /// The end of the file.
        case end
        /// Text the lexer could not read; `text` holds the message that says why.
        case invalid
    }

    package var kind: Kind
    /// The spelling of a word, number, quantity or color; a string's unescaped value; an
    /// invalid token's message; empty for punctuation.
    package var text: String
    /// Where the token is.
    package var range: SourceRange
    /// True when no other token comes before it on its line: where a statement may start.
    package var startsLine: Bool
    /// A number's value when the lexer read it as it scanned it (a plain decimal such as
    /// `-122.50769`, read as `DecimalParsing.exact` reads it); nil for any other token or spelling.
    package var number: Double? = nil

    /// True for the tokens that can stand as a scalar value.
    package var isScalar: Bool {
        switch kind {
        case .word, .string, .number, .quantity, .color: true
        default: false
        }
    }

    /// How the token is named in messages: `'{'`, `the word 'park'`, `the end of the file`.
    package var description: String {
        switch kind {
        case .word: "'\(text)'"
        case .string: "a string"
        case .number: "the number \(text)"
        case .quantity: "'\(text)'"
        case .color: "the color \(text)"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftBracket: "'['"
        case .rightBracket: "']'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .comma: "','"
        case .end: "the end of the file"
        case .invalid: "unreadable text"
        }
    }
}
