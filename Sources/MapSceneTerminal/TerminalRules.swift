import MapSceneBase

/// The rules of the terminal backend: what a terminal drawing leaves out.
extension Rule {
    /// A shown callout is left out of a terminal drawing: the terminal has no cells for it.
    package static let termCalloutHidden = Rule(
        id: "term-callout-hidden", severity: .warning,
        summary: "A shown callout is left out of a terminal drawing: the terminal has no cells for it.",
        explanation: """
            A terminal has far fewer cells than a canvas has points, so a callout that fits the canvas may not fit the terminal; \
            `mapc preview` and `--target term` leave it out. Widen the terminal, or shorten the callout. No example: `mapc lint` \
            does not draw for a terminal; the terminal's own tests cover it.
            """
    )
    /// Raster tiles are drawn in their stand-in color in a terminal drawing: decoding them would pass the pixels one drawing decodes.
    package static let termTilePixels = Rule(
        id: "term-tile-pixels", severity: .warning,
        summary: """
            Raster tiles are drawn in their stand-in color in a terminal drawing: decoding them would pass the pixels one \
            drawing decodes.
            """,
        explanation: """
            A terminal drawing samples each raster tile from its decoded pixels, and decodes at most 128 Mpx for one drawing \
            (eight images of 4096 × 4096), so that tiles far larger than they are drawn cannot keep it busy; the tiles past that \
            are drawn in the color standing in for them. Use tiles of 256 or 512 pixels, as tile servers make them. No example: \
            `mapc lint` does not draw for a terminal; the terminal's own tests cover it.
            """
    )
}
