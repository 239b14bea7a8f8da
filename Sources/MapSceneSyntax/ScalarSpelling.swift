/// Which scalars keep their quoting through a conversion. The decoder reads most scalars the
/// same quoted or not (a title, a color, `1200m`); these it does not, so a printer must keep
/// them exactly as quoted (or unquoted) as they were: numbers, booleans and nulls, and the words
/// `all` (camera `fit`) and `auto` (decorations) that only mean something unquoted.
package enum QuoteSensitivity {
    package static let words: Set<String> = ["all", "auto"]

    /// True when `text` means something else unquoted than quoted.
    package static func isSensitive(_ text: String) -> Bool {
        let plain = Scalar(text: text, isQuoted: false)
        return plain.isNull || plain.number != nil || plain.bool != nil || words.contains(text)
    }
}

/// How scalars and keys are spelled in the DSL.
package enum DSLSpelling {
    /// The spelling of `scalar`: bare when the DSL reads the bare text back as the same scalar
    /// (or, for the words and colors the decoder reads either way, as an equivalent one), a
    /// string literal otherwise. `prefersString` picks a string for text meant for people and paths.
    package static func scalar(_ scalar: Scalar, prefersString: Bool) -> String {
        let text = scalar.text
        if scalar.isQuoted {
            if QuoteSensitivity.isSensitive(text) || prefersString { return stringLiteral(text) }
            return isBare(text, as: [.word, .color, .quantity]) ? text : stringLiteral(text)
        }
        if scalar.isNull { return isBare(text, as: [.word]) ? text : "null" }
        if let number = scalar.number { return isBare(text, as: [.number]) ? text : canonical(number) }
        if scalar.bool != nil || QuoteSensitivity.words.contains(text) { return text }
        if prefersString { return stringLiteral(text) }
        return isBare(text, as: [.word, .color, .quantity]) ? text : stringLiteral(text)
    }

    /// A key: bare when it is a word that is not a statement keyword (`style` is one only at the top level).
    package static func key(_ key: String, topLevel: Bool) -> String {
        if DSLParser.reservedKeys.contains(key) || (topLevel && DSLParser.statementKeywords.contains(key)) {
            return stringLiteral(key)
        }
        return isBare(key, as: [.word]) ? key : stringLiteral(key)
    }

    /// A name after `annotation`, `overlay` or `style`: a word or a string; nil for other scalars.
    package static func name(_ scalar: Scalar) -> String? {
        let spelled = self.scalar(scalar, prefersString: false)
        return isBare(spelled, as: [.word, .string]) ? spelled : nil
    }

    /// `"text"` with `\"`, `\\`, `\n`, `\t`, `\r` and `\u{...}` for characters a file may not hold raw.
    package static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if !DSLEncoding.isAllowed(scalar) || [0x85, 0x2028, 0x2029, 0xFEFF].contains(scalar.value) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// True when the DSL lexer reads `text` as exactly one token of one of `kinds`, spelled the same.
    package static func isBare(_ text: String, as kinds: Set<DSLToken.Kind>) -> Bool {
        func lex(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
            var lexer = DSLLexer(bytes: buffer)
            let token = lexer.next()
            guard kinds.contains(token.kind), lexer.next().kind == .end, lexer.comments.isEmpty else { return false }
            return token.kind == .string ? true : token.text == text
        }
        if let result = text.utf8.withContiguousStorageIfAvailable(lex) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(lex)
    }

    /// A number as the DSL writes it: whole numbers without a fraction, others in Swift's shortest form.
    package static func canonical(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// How scalars and keys are spelled in YAML.
package enum YAMLSpelling {
    /// The spelling of `scalar`, plain when libyaml reads the plain text back as the same scalar
    /// (or an equivalent one), double-quoted otherwise.
    package static func scalar(_ scalar: Scalar, inFlow: Bool) -> String {
        let text = scalar.text
        if scalar.isQuoted {
            return !QuoteSensitivity.isSensitive(text) && isPlainSafe(text, inFlow: inFlow) ? text : doubleQuoted(text)
        }
        if scalar.isNull, text.isEmpty { return "null" }
        return isPlainSafe(text, inFlow: inFlow) ? text : doubleQuoted(text)
    }

    /// A mapping key.
    package static func key(_ key: String, inFlow: Bool) -> String {
        isPlainSafe(key, inFlow: inFlow) ? key : doubleQuoted(key)
    }

    /// Words other YAML tools (YAML 1.1) read as booleans: quoted, so they stay strings everywhere.
    private static let yaml11Booleans: Set<String> = ["y", "n", "yes", "no", "on", "off"]

    /// True when `text` can be written as a plain scalar and read back unchanged.
    package static func isPlainSafe(_ text: String, inFlow: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        if yaml11Booleans.contains(text.lowercased()) { return false }
        if text.hasPrefix("...") { return false }
        switch first {
        case "-":
            guard scalars.count > 1, scalars[1] == "." || ("0"..."9").contains(scalars[1]) else { return false }
        case "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`":
            return false
        default:
            break
        }
        for (index, scalar) in scalars.enumerated() {
            guard scalar.value >= 0x20, scalar.value != 0x7F, DSLEncoding.isAllowed(scalar),
                ![0x85, 0x2028, 0x2029, 0xFEFF].contains(scalar.value)
            else { return false }
            switch scalar {
            case ":" where inFlow || (index + 1 < scalars.count && scalars[index + 1] == " "):
                return false
            case "#" where scalars[index - 1] == " ":
                return false
            case ",", "[", "]", "{", "}":
                if inFlow { return false }
            default:
                break
            }
        }
        return true
    }

    /// `"text"` with YAML's escapes for quotes, backslashes and characters that are not printable.
    package static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0x00: out += "\\0"
            case 0x85: out += "\\N"
            case 0x2028: out += "\\L"
            case 0x2029: out += "\\P"
            default:
                if scalar.value < 0x20 || !DSLEncoding.isAllowed(scalar) || scalar.value == 0xFEFF {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    if scalar.value <= 0xFF {
                        out += "\\x" + String(repeating: "0", count: 2 - digits.count) + digits
                    } else if scalar.value <= 0xFFFF {
                        out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                    } else {
                        out += "\\U" + String(repeating: "0", count: 8 - digits.count) + digits
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A comment's text as YAML can hold it: characters YAML takes for line breaks become spaces.
    @Sendable package static func commentText(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { s in
                    [0x0D, 0x85, 0x2028, 0x2029].contains(s.value) ? " " : s
                }))
    }
}
