/// The diagnostics the compiler emits about what it does not draw: each rule's id, in one place.
extension Diagnostic {
    /// Things of a kind (`what`, plural) the scene names are understood but not drawn yet: a basemap source other than
    /// the embedded world, a GeoJSON or tile overlay.
    static func notDrawn(_ what: String, at range: SourceRange?) -> Diagnostic {
        .warning("\(what) are not drawn yet", at: range, rule: RuleID.notDrawn)
    }

    /// The scene asked for a scale bar where no one scale holds over the map, so it is left out.
    static func scaleBarLeftOut(because reason: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.note, "the scale bar is left out: \(reason)", at: range, rule: RuleID.scaleBar)
    }
}
