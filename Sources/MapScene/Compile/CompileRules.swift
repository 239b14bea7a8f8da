/// The diagnostics the compiler emits about what it does not draw: each rule's id, in one place.
extension Diagnostic {
    /// Things of a kind (`what`, plural) the scene names are understood but not drawn yet: a basemap source other than
    /// the embedded world, a GeoJSON or tile overlay.
    static func notDrawn(_ what: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.notDrawn, "\(what) are not drawn yet", at: range)
    }

    /// A satellite or hybrid map whose basemap gives no raster tiles: the embedded world's land
    /// and water stand in for imagery.
    static func noImagery(_ type: MapType, at range: SourceRange?) -> Diagnostic {
        Diagnostic(
            .noImagery, "a \(type) map draws imagery from raster tiles, and the basemap gives none: the embedded world's land and water stand in for it",
            at: range,
            notes: [DiagnosticNote("add raster tiles to map.basemap, such as {tiles: \"https://host/{z}/{x}/{y}.jpg\", attribution: \"...\"}")])
    }

    /// The scene asked for a scale bar where no one scale holds over the map, so it is left out.
    static func scaleBarLeftOut(because reason: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.scaleBar, "the scale bar is left out: \(reason)", at: range)
    }
}
