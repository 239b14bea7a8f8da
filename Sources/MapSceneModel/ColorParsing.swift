import MapSceneBase

extension Color {
    /// Why a color string could not be read.
    public enum ParseError: Error, Equatable, Sendable {
        /// Not a name, a hex color or `color/alpha`.
        case unknownColor(String)
        /// The part after `/` is not a number between 0 and 1.
        case badAlpha(String)
    }

    /// Reads `red`, `transparent`, `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` and any of those followed by `/alpha`.
    public static func parse(_ text: String) -> Result<Color, ParseError> {
        let trimmed = text.trimmingSpaces()
        if let split = alphaSplit(trimmed) {
            guard let alpha = Double(split.alpha), alpha.isFinite, (0...1).contains(alpha) else {
                return .failure(.badAlpha(split.alpha))
            }
            return parse(split.base).map { $0.withAlpha($0.alpha * alpha) }
        }
        let lower = trimmed.lowercased()
        if lower == "transparent" { return .success(Color(red: 0, green: 0, blue: 0, alpha: 0)) }
        if let rgb = cssNames[lower] {
            return .success(Color(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF)))
        }
        guard lower.hasPrefix("#") else { return .failure(.unknownColor(trimmed)) }
        let digits = lower.dropFirst().compactMap { $0.hexDigitValue }
        guard digits.count == lower.count - 1 else { return .failure(.unknownColor(trimmed)) }
        func pair(_ i: Int) -> UInt8 { UInt8(digits[i] * 16 + digits[i + 1]) }
        func single(_ i: Int) -> UInt8 { UInt8(digits[i] * 17) }
        switch digits.count {
        case 3: return .success(Color(red: single(0), green: single(1), blue: single(2)))
        case 4: return .success(Color(red: single(0), green: single(1), blue: single(2), alpha: Double(single(3)) / 255))
        case 6: return .success(Color(red: pair(0), green: pair(2), blue: pair(4)))
        case 8: return .success(Color(red: pair(0), green: pair(2), blue: pair(4), alpha: Double(pair(6)) / 255))
        default: return .failure(.unknownColor(trimmed))
        }
    }

    /// A trimmed color's text split at its last `/`: the color before it and the alpha after it,
    /// each trimmed; nil when there is no `/`. Most colors have none: they are searched by bytes
    /// before by characters.
    package static func alphaSplit(_ trimmed: String) -> (base: String, alpha: String)? {
        guard trimmed.utf8.contains(UInt8(ascii: "/")), let slash = trimmed.lastIndex(of: "/") else { return nil }
        return (String(trimmed[..<slash]).trimmingSpaces(), String(trimmed[trimmed.index(after: slash)...]).trimmingSpaces())
    }

    /// The CSS color names, sorted, for suggestions.
    public static var names: [String] { cssNames.keys.sorted() }
}
