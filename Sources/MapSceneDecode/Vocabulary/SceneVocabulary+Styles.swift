import MapSceneModel

extension SceneVocabulary {
    /// The settings of a style: a named style's keys, which overlays also take inline.
    package static let styleSettings = [
        KeyVocabulary("stroke", .color, "The outline's color."),
        KeyVocabulary("width", .number(), "The outline's width in points (0 to 1000)."),
        KeyVocabulary("dash", .list(.number()), "Dash and gap lengths in points: [6, 4]."),
        KeyVocabulary("lineCap", .names(LineCap.allCases.map(\.rawValue)), "How line ends are drawn."),
        KeyVocabulary("lineJoin", .names(LineJoin.allCases.map(\.rawValue)), "How line corners are drawn."),
        KeyVocabulary("fill", .color, "The area's color."),
        KeyVocabulary("gradient", .mapping(gradient), "A linear gradient fill."),
        KeyVocabulary("opacity", .number(0...1), "The whole overlay's opacity, 0 to 1."),
    ]

    /// One entry of `styles:`.
    package static let style = MappingVocabulary(
        "style", "Reusable renderer settings, referred to by name; a CSS class in SVG.", keys: styleSettings)

    /// `gradient:`.
    package static let gradient = MappingVocabulary(
        "gradient", "A linear gradient: two or more colors and an angle.",
        keys: [
            KeyVocabulary("colors", .list(.color, minimum: 2), "The colors, evenly spaced."),
            KeyVocabulary("angle", .angle, "The direction of the gradient (180 when not given: top to bottom)."),
        ],
        required: ["colors"])
}
