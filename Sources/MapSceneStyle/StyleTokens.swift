extension StyleExpression {
    /// A legacy `text-field` or `icon-image` string with `{property}` tokens
    /// (`"{name:latin}\n{name:nonlatin}"`): the text with each token replaced by the feature's
    /// property as a string (empty where the feature has none). A string without tokens is itself.
    package static func tokenString(_ text: String) -> StyleExpression {
        var parts: [StyleExpression] = []
        var literal = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}",
                close > afterOpen
            else {
                literal += rest[...open]
                rest = rest[afterOpen...]
                continue
            }
            literal += rest[..<open]
            if !literal.isEmpty { parts.append(.literal(.string(literal))) }
            literal = ""
            parts.append(.call(.toString, [.call(.get, [.literal(.string(String(rest[afterOpen..<close])))])]))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if parts.isEmpty { return .literal(.string(literal)) }
        if !literal.isEmpty { parts.append(.literal(.string(literal))) }
        return .call(.concat, parts)
    }
}
