import MapSceneBase

/// The rules of the MapLibre styles a scene draws its vector tiles in.
extension Rule {
    /// A style file the scene names is not a MapLibre style: not JSON, or JSON that is not a style.
    package static let styleFile = Rule(
        id: "style-file", severity: .error,
        summary: "A style file the scene names is not a MapLibre style: not JSON, or JSON that is not a style.",
        explanation: """
            The tiles would be drawn in a look nobody chose, so it is an error, reported at the place in the style file. A \
            MapLibre style is a JSON object with `"version": 8`, `sources` and `layers`. No example: it needs a style file \
            beside the scene; the rule's fixture holds one.
            """
    )
    /// Part of a style is not drawn: a layer type, property, expression or source mapc does not draw, or a value that is not valid.
    package static let styleUnsupported = Rule(
        id: "style-unsupported", severity: .warning,
        summary: """
            Part of a style is not drawn: a layer type, property, expression or source mapc does not draw, or a value that \
            is not valid.
            """,
        explanation: """
            mapc draws background, fill, fill-extrusion (flat), line, circle and symbol layers with the properties and \
            expressions its documentation lists. What else a style holds — heatmap and hillshade layers, variable anchors, \
            patterns — is left out, and said once at its place in the style file, so the map may lack something the style \
            shows elsewhere. No example: it needs a style file beside the scene; the rule's fixture holds one.
            """
    )
    /// A style does not fit the archive it draws: no source of it is the archive, or a layer draws a source layer the archive does not have.
    package static let styleSource = Rule(
        id: "style-source", severity: .warning,
        summary: """
            A style does not fit the archive it draws: no source of it is the archive, or a layer draws a source layer the \
            archive does not have.
            """,
        explanation: """
            A style's layers draw from its sources' layers by name. A style written for another schema, or a source that \
            names another archive, draws nothing of these tiles: name the source as the archive's file (without the \
            extension), give it the URL `pmtiles://FILE` or `mbtiles://FILE`, or choose a style for the archive's schema. \
            No example: it needs a style and an archive beside the scene; the rule's fixture holds them.
            """
    )
}
