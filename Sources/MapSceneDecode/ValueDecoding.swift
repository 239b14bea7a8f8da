import MapSceneBase
import MapSceneSyntax

/// Decoding of single values: strings, numbers, booleans, names from a fixed set.
extension DecodingContext {
    /// A string; numbers and booleans are taken as written (`title: 1984` is the string "1984").
    package func string(_ node: SyntaxNode, for what: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            wrongType(node, expected: "a string", for: what)
            return nil
        }
        return scalar.text
    }

    /// An identifier: a non-empty string without whitespace.
    package func identifier(_ node: SyntaxNode, for what: String) -> String? {
        guard let text = string(node, for: what) else { return nil }
        if text.isEmpty || Self.hasSpaceOrControl(text) {
            report(.invalidID, "\(what) must be a non-empty name without spaces, found '\(text)'", at: node.range)
            return nil
        }
        return text
    }

    /// True when `text` holds whitespace or a control character. ASCII text is checked byte by
    /// byte (its whitespace is tab to carriage return and space); the rest by Unicode property.
    package static func hasSpaceOrControl(_ text: String) -> Bool {
        var text = text
        // The answer for ASCII text, read from its bytes in place; nil at the first other byte.
        let asciiAnswer: Bool? = text.withUTF8 { bytes in
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte <= 0x20 || byte == 0x7F { return true }
            }
            return false
        }
        if let asciiAnswer { return asciiAnswer }
        return text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// A finite number, optionally within `bounds` (outside them a finding of `rule`).
    package func number(_ node: SyntaxNode, for what: String, in bounds: ClosedRange<Double>? = nil, rule: Rule = .valueRange)
        -> Double?
    {
        guard let value = node.scalar?.number else {
            wrongType(node, expected: "a number", for: what)
            return nil
        }
        return checked(value, node, for: what, in: bounds, rule: rule)
    }

    /// A whole number within `bounds` (outside them a finding of `rule`).
    package func integer(_ node: SyntaxNode, for what: String, in bounds: ClosedRange<Int>, rule: Rule = .valueRange) -> Int? {
        guard let value = node.scalar?.number, value == value.rounded(), abs(value) < 1e15 else {
            wrongType(node, expected: "a whole number", for: what)
            return nil
        }
        let int = Int(value)
        guard bounds.contains(int) else {
            report(
                rule, "\(what) must be between \(bounds.lowerBound) and \(bounds.upperBound), found \(node.scalar!.text)",
                at: node.range)
            return nil
        }
        return int
    }

    /// A boolean.
    package func bool(_ node: SyntaxNode, for what: String) -> Bool? {
        guard let value = node.scalar?.bool else {
            wrongType(node, expected: "true or false", for: what)
            return nil
        }
        return value
    }

    /// One of an enumeration's names, with a suggestion when misspelled.
    package func name<E: RawRepresentable & CaseIterable>(_ node: SyntaxNode, for what: String, as type: E.Type) -> E?
    where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        guard let scalar = node.scalar, !scalar.isNull else {
            wrongType(node, expected: "one of \(names.joined(separator: ", "))", for: what)
            return nil
        }
        if let value = E(rawValue: scalar.text) { return value }
        let suggestions = Suggestion.closestAll(to: scalar.text, in: names)
        report(
            .unknownValue,
            "unknown \(what) '\(scalar.text)'; expected one of \(names.joined(separator: ", "))\(Suggestion.phrase(suggestions).replacingSemicolon())",
            at: node.range, fixes: respelling(node.range, from: scalar.text, toOneOf: suggestions, as: .value))
        return nil
    }

    /// Reports `value` outside `bounds` as a finding of `rule`.
    package func checked(
        _ value: Double, _ node: SyntaxNode, for what: String, in bounds: ClosedRange<Double>?, rule: Rule = .valueRange
    )
        -> Double?
    {
        if let bounds, !bounds.contains(value) {
            report(
                rule,
                "\(what) must be between \(format(bounds.lowerBound)) and \(format(bounds.upperBound)), found \(node.scalar?.text ?? format(value))",
                at: node.range)
            return nil
        }
        return value
    }

    /// A number as a person would write it: no trailing `.0`.
    package func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

extension String {
    /// Turns a "; did you mean" suffix into a ", did you mean" one, for messages that already have a semicolon.
    fileprivate func replacingSemicolon() -> String {
        hasPrefix("; ") ? ", " + dropFirst(2) : self
    }
}
