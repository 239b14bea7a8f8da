import MapSceneBase
import MapSceneModel

extension Rule {
    /// A color is written in a form mapc reads but normalises: a name not in lower case, or
    /// spaces around it or around its `/alpha`.
    package static let colorForm = Rule(
        id: "color-form", severity: .note,
        summary: "A color is written in a form mapc normalises: a name not in lower case, or spaces around it or its /alpha.",
        explanation: """
            mapc reads color names in any case and ignores spaces around a color and around the \
            '/' before its alpha, but the normal form — CSS names in lower case, no spaces — is \
            the one to search for and to compare in review. Hex digits may be upper or lower \
            case; '#rgb' stays as short as written. 'mapc lint --fix' rewrites the color in its \
            normal form, quotes kept.
            """,
        bad: """
            mapscene: 1
            canvas: {width: 400, height: 300, background: "Ivory"}
            camera: {center: [60.17, 24.94], distance: 2km}
            """,
        good: """
            mapscene: 1
            canvas: {width: 400, height: 300, background: ivory}
            camera: {center: [60.17, 24.94], distance: 2km}
            """
    )
}

extension Color {
    /// The normal spelling of a color mapc reads: a name in lower case, hex digits as written,
    /// no spaces around the color or its `/alpha` (`" Red / 0.5"`: `red/0.5`). Nil when `text`
    /// is not a color.
    package static func normalSpelling(of text: String) -> String? {
        guard case .success = parse(text) else { return nil }
        let trimmed = text.trimmingSpaces()
        var base = trimmed
        var alpha = ""
        if let split = alphaSplit(trimmed) { (base, alpha) = (split.base, "/" + split.alpha) }
        return (base.hasPrefix("#") ? base : base.lowercased()) + alpha
    }
}

extension Color {
    /// `text` with the color before any `/alpha` replaced by `name`: `"Redd/0.5"`, `red`: `red/0.5`.
    package static func replacingName(in text: String, with name: String) -> String {
        guard let slash = text.lastIndex(of: "/") else { return name }
        return name + text[slash...]
    }
}
