/// The diagnostics the resolve stage emits: each rule's id, in one place.
extension Diagnostic {
    /// A data file the scene names (coordinates, GeoJSON, MBTiles, a tile folder) cannot be used.
    static func sourceFile(_ message: String, at range: SourceRange?, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(.sourceFile, message, at: range, notes: notes)
    }

    /// A data file the scene names is refused: outside the scene's folder, missing or unreadable.
    static func sourceFile(_ refusal: ScenePath.Refusal, at range: SourceRange?) -> Diagnostic {
        .sourceFile(refusal.message, at: range, notes: refusal.note.map { [DiagnosticNote($0)] } ?? [])
    }

    /// An image the scene names is refused: outside the scene's folder, missing, not an image or too large.
    static func imageFile(_ refusal: ScenePath.Refusal, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.imageFile, refusal.message, at: range, notes: refusal.note.map { [DiagnosticNote($0)] } ?? [])
    }

    /// Features of a vector tile archive that could not be read (a damaged geometry) are left
    /// out; the rest of their tiles is drawn.
    static func tileFeaturesDropped(_ count: Int, in path: String, first reason: String?, at range: SourceRange?) -> Diagnostic {
        let what = count == 1 ? "1 feature" : "\(count) features"
        return Diagnostic(.tileFeatureDropped, "\(what) of '\(path)' could not be read and \(count == 1 ? "is" : "are") left out\(reason.map { "; the first: \($0)" } ?? "")", at: range)
    }

    /// Requested tiles of the vector tile archive `path` are left out: drawing them would pass
    /// the part `passed` of the drawing's budget.
    static func tilesPastBudget(_ leftOut: VectorTileBasemap.LeftOut, in path: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(
            .tileBudget,
            "\(RasterTileReader.count(leftOut.count, of: leftOut.total)) of '\(path)' \(leftOut.count == 1 ? "is" : "are") left out: a drawing holds at most \(leftOut.because) of vector tiles",
            at: range)
    }

    /// Tiles of the raster source `path` cannot be had (fetched, read or decoded): `count` of
    /// `total`, and why the first, at `first`, cannot.
    static func rasterTilesUnavailable(
        _ count: Int, of total: Int, in path: String, first: String, because reason: String, at range: SourceRange?, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        .sourceFile("\(RasterTileReader.count(count, of: total)) of '\(path)' cannot be had; the first, \(first): \(reason)", at: range, notes: notes)
    }

    /// Tiles of the raster source `path` are missing from its folder or archive and left out.
    static func rasterTilesMissing(_ count: Int, of total: Int, in path: String, first: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(
            .tileMissing, "\(RasterTileReader.count(count, of: total)) of '\(path)' \(count == 1 ? "is" : "are") missing and left out; the first: \(first)",
            at: range)
    }

    /// The view needs tiles of `zoom`, shallower than the raster source's `minZoom`: none are drawn.
    static func rasterTilesTooShallow(_ path: String, zoom: Int, minZoom: Int, at range: SourceRange?) -> Diagnostic {
        Diagnostic(
            .tileZoomShallow, "the view needs tiles of zoom \(zoom), but '\(path)' has none shallower than zoom \(minZoom); none are drawn",
            at: range)
    }

    /// The tiles embedded in the output pass `RasterTileReader.maximumEmbeddedBytes`.
    static func rasterTilesTooLarge(_ path: String, bytes: Int, at range: SourceRange?) -> Diagnostic {
        let limit = RasterTileReader.maximumEmbeddedBytes / 1024 / 1024
        return .sourceFile(
            "the tiles of '\(path)' (\(ScenePath.mebibytes(bytes)) MiB embedded) take the map past the \(limit) MiB of tiles it may embed",
            at: range, notes: [DiagnosticNote("link them instead of embedding them (mapc compile --link-images), or make the canvas smaller")])
    }

    /// Fetched tiles could not be written to the tile cache.
    static func tileCacheUnwritable(_ problem: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.tileCache, "fetched tiles are not kept in the tile cache: \(problem)", at: range)
    }

    /// A template or `where` condition names a property no feature of `path` has.
    static func unknownProperty(_ name: String, in path: String, of kind: String, known: [String], at range: SourceRange?) -> Diagnostic {
        Diagnostic(
            .dataProperty, "no \(kind) of '\(path)' has the property '\(name)'\(Suggestion.phrase(for: name, in: known))", at: range,
            notes: [DiagnosticNote("properties of the file: \(known.isEmpty ? "none" : known.prefix(12).joined(separator: ", ") + (known.count > 12 ? ", ..." : ""))")])
    }

    /// A data file gives an overlay or annotation entry nothing to draw.
    static func noFeatures(_ message: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.noFeatures, message, at: range)
    }

    /// Simplestyle values that cannot be used: how many, and the first.
    static func unusableStyle(_ count: Int, in path: String, first: String, at range: SourceRange?) -> Diagnostic {
        let what = count == 1 ? "1 simplestyle value" : "\(count) simplestyle values"
        return Diagnostic(
            .dataStyle, "\(what) of '\(path)' cannot be used and \(count == 1 ? "is" : "are") left out; the first: \(first)", at: range)
    }
}
