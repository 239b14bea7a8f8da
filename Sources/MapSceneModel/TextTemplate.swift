import MapSceneBase

/// Text filled from a data feature's properties: `"{name} ({country})"` gives `Oslo (Norway)`
/// for a feature whose `name` is Oslo and `country` Norway. `{{` and `}}` write a brace; a
/// property the feature lacks fills in as nothing.
package struct TextTemplate: Sendable, Equatable {
    /// A stretch of the template.
    package enum Part: Sendable, Equatable {
        /// Text written as it is.
        case text(String)
        /// A property's value.
        case property(String)
    }

    /// Why a template cannot be read.
    package enum ParseError: Error, Equatable {
        /// A `{` without its `}`.
        case unclosedBrace
        /// A `}` without its `{`.
        case strayBrace
        /// `{}`: no property named.
        case emptyName
    }

    /// The parts in order.
    package var parts: [Part]
    /// Where the template is written.
    package var range: SourceRange

    /// Creates a template from its parts.
    package init(parts: [Part], range: SourceRange) {
        self.parts = parts
        self.range = range
    }

    /// Reads `text`: `{NAME}` names a property, `{{` and `}}` are braces.
    package static func parse(_ text: String, range: SourceRange) -> Result<TextTemplate, ParseError> {
        var parts: [Part] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            switch character {
            case "{" where next < text.endIndex && text[next] == "{", "}" where next < text.endIndex && text[next] == "}":
                literal.append(character)
                index = text.index(after: next)
            case "{":
                guard let close = text[next...].firstIndex(where: { $0 == "}" || $0 == "{" }), text[close] == "}" else {
                    return .failure(.unclosedBrace)
                }
                let name = String(text[next..<close])
                if name.isEmpty { return .failure(.emptyName) }
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = ""
                parts.append(.property(name))
                index = text.index(after: close)
            case "}":
                return .failure(.strayBrace)
            default:
                literal.append(character)
                index = next
            }
        }
        if !literal.isEmpty || parts.isEmpty { parts.append(.text(literal)) }
        return .success(TextTemplate(parts: parts, range: range))
    }

    /// The property names the template uses, each once, in order.
    package var propertyNames: [String] {
        var seen = Set<String>()
        return parts.compactMap { part in
            guard case .property(let name) = part, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// True when the template names at least one property.
    package var hasPlaceholders: Bool { !propertyNames.isEmpty }

    /// The text for a feature with `properties`.
    package func filled(with properties: [String: String]) -> String {
        if parts.count == 1, case .text(let text) = parts[0] { return text }
        var out = ""
        for part in parts {
            switch part {
            case .text(let text): out += text
            case .property(let name): out += properties[name] ?? ""
            }
        }
        return out
    }
}
