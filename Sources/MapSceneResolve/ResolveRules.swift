import MapSceneBase

/// The rules of the resolve stage: the files, data and tiles a scene names.
extension Rule {
    /// A file the scene names cannot be used: missing, unreadable, or of a kind mapc cannot tell.
    package static let sourceFile = Rule(
        id: "source-file", severity: .error,
        summary: "A file the scene names cannot be used: missing, unreadable, or of a kind mapc cannot tell.",
        explanation: """
            A data or tile file that cannot be read would leave part of the map out, so it is an error. Check the path (it is \
            relative to the scene file), and name the file's format when its extension does not say it.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: parks
                data: no-such-parks.geojson
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A data file the scene reads (GPX, GeoJSON, KML, CSV) is malformed; reported at the place in that file.
    package static let dataFile = Rule(
        id: "data-file", severity: .error,
        summary: "A data file the scene reads (GPX, GeoJSON, KML, CSV) is malformed; reported at the place in that file.",
        explanation: """
            mapc reads the data file itself and reports the first problems at their line and column in it. Fix the file there; \
            the note shows where the scene reads it. No example: it needs a data file beside the scene; the rule's fixture holds \
            one.
            """
    )
    /// A data file holds something mapc does not draw, such as a feature without geometry; reported at the place in that file.
    package static let dataFileSkipped = Rule(
        id: "data-file-skipped", severity: .warning,
        summary: """
            A data file holds something mapc does not draw, such as a feature without geometry; reported at the place in that \
            file.
            """,
        explanation: """
            The rest of the file is drawn, but what the warning names is left out, so the map may miss something you expected. \
            Fix or remove the feature in the data file. No example: it needs a data file beside the scene; the rule's fixture \
            holds one.
            """
    )
    /// An image the scene names is refused.
    package static let imageFile = Rule(
        id: "image-file", severity: .error,
        summary: "An image the scene names is refused.",
        explanation: """
            Images are embedded in the output, so mapc reads only files it can check: PNG, JPEG, GIF or SVG of bounded size, \
            beside the scene. Convert or move the image as the message says.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: bike
                coordinate: [60.17, 24.94]
                image: {src: no-such-bike.png, size: [32, 32]}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// Features of a vector tile archive that could not be read are left out of the drawing.
    package static let tileFeatureDropped = Rule(
        id: "tile-feature-dropped", severity: .warning,
        summary: "Features of a vector tile archive that could not be read are left out of the drawing.",
        explanation: """
            A damaged or unusual vector tile loses the features mapc cannot decode, and the map misses them. Check or regenerate \
            the archive. No example: it needs a damaged tile archive; the rule's fixture holds one.
            """
    )
    /// Vector tiles past what one drawing may hold are left out.
    package static let tileBudget = Rule(
        id: "tile-budget", severity: .warning,
        summary: "Vector tiles past what one drawing may hold are left out.",
        explanation: """
            One drawing holds at most 128 MiB of decompressed vector tiles, 1,000,000 features and 10,000,000 vertices, across \
            all its archives, so a damaged or hostile archive cannot exhaust memory; tiles past that are not drawn. Real city \
            tiles need a fraction of it: check the archive, or narrow the view. No example: it needs an archive made to pass the \
            budget; a test makes one.
            """
    )
    /// A vector tile archive's layers are none of a schema mapc recognises, so the built-in map types draw nothing of it.
    package static let tileSchemaUnknown = Rule(
        id: "tile-schema-unknown", severity: .warning,
        summary: """
            A vector tile archive's layers are none of a schema mapc recognises, so the built-in map types draw nothing of \
            it.
            """,
        explanation: """
            The built-in map types draw vector tiles in the OpenMapTiles, Protomaps, Shortbread, Mapbox Streets and OSM QA \
            schemas, recognised from the archive's layer names; an archive of other layers leaves the map empty. Give the \
            entry a `style:` that draws its layers, or use an archive in one of those schemas. No example: it needs a tile \
            archive beside the scene; the rule's fixture holds one.
            """
    )
    /// Raster tiles are missing from their folder or archive, and left out.
    package static let tileMissing = Rule(
        id: "tile-missing", severity: .warning,
        summary: "Raster tiles are missing from their folder or archive, and left out.",
        explanation: """
            A tile set without the tiles the view needs leaves holes in the map. Generate the missing tiles, or aim the camera \
            where the tiles are. No example: it needs a tile folder; the rule's fixture holds one.
            """
    )
    /// The view needs tiles shallower than the raster source's minZoom, so none are drawn.
    package static let tileZoomShallow = Rule(
        id: "tile-zoom-shallow", severity: .warning,
        summary: "The view needs tiles shallower than the raster source's minZoom, so none are drawn.",
        explanation: """
            A source that starts at a deep zoom has no tiles for a wide view. Zoom the camera in, or add shallower tiles to the \
            source. No example: it needs a tile folder; the rule's fixture holds one.
            """
    )
    /// Fetched tiles could not be stored in the tile cache, so the next compile fetches them again.
    package static let tileCache = Rule(
        id: "tile-cache", severity: .warning,
        summary: "Fetched tiles could not be stored in the tile cache, so the next compile fetches them again.",
        explanation: """
            The map is drawn, but every compile refetches its tiles, which is slow and loads the tile server. Make the cache \
            folder writable, or point the cache elsewhere. No example: it needs a tile server and an unwritable cache; a test \
            with both covers it.
            """
    )
    /// A template or `where` names a property that no feature of the data file has.
    package static let dataProperty = Rule(
        id: "data-property", severity: .warning,
        summary: "A template or `where` names a property that no feature of the data file has.",
        explanation: """
            A template filled from a missing property prints nothing, and a where condition on one keeps no feature; usually the \
            name is misspelt. Use the property the suggestion names. No example: it needs a data file beside the scene; the \
            rule's fixture holds one.
            """
    )
    /// A data file gives an overlay or an annotation entry nothing: no feature is kept, or none of the kind it takes.
    package static let noFeatures = Rule(
        id: "no-features", severity: .warning,
        summary: "A data file gives an overlay or an annotation entry nothing: no feature is kept, or none of the kind it takes.",
        explanation: """
            An overlay or annotation entry that draws nothing is almost always a mistake: a where condition that matches \
            nothing, or a file of lines read for points. Check the condition and the file. No example: it needs a data file \
            beside the scene; the rule's fixture holds one.
            """
    )
    /// A feature's simplestyle property (`stroke`, `fill`, `marker-color`, ...) is not a value mapc can use, and the scene's style is drawn instead.
    package static let dataStyle = Rule(
        id: "data-style", severity: .warning,
        summary: """
            A feature's simplestyle property (`stroke`, `fill`, `marker-color`, ...) is not a value mapc can use, and the \
            scene's style is drawn instead.
            """,
        explanation: """
            simplestyle properties let a data file color its own features; one mapc cannot read falls back to the scene's style, \
            so the feature looks other than its file says. Fix the value in the data file. No example: it needs a data file \
            beside the scene; the rule's fixture holds one.
            """
    )
}

/// The diagnostics the resolve stage emits: each rule's id, in one place.
extension Diagnostic {
    /// A data file the scene names (coordinates, GeoJSON, MBTiles, a tile folder) cannot be used.
    package static func sourceFile(_ message: String, at range: SourceRange?, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(.sourceFile, message, at: range, notes: notes)
    }

    /// A data file the scene names is refused: outside the scene's folder, missing or unreadable.
    package static func sourceFile(_ refusal: ScenePath.Refusal, at range: SourceRange?) -> Diagnostic {
        .sourceFile(refusal.message, at: range, notes: refusal.note.map { [DiagnosticNote($0)] } ?? [])
    }

    /// An image the scene names is refused: outside the scene's folder, missing, not an image or too large.
    package static func imageFile(_ refusal: ScenePath.Refusal, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.imageFile, refusal.message, at: range, notes: refusal.note.map { [DiagnosticNote($0)] } ?? [])
    }

    /// Features of a vector tile archive that could not be read (a damaged geometry) are left
    /// out; the rest of their tiles is drawn.
    package static func tileFeaturesDropped(_ count: Int, in path: String, first reason: String?, at range: SourceRange?)
        -> Diagnostic
    {
        let what = count == 1 ? "1 feature" : "\(count) features"
        return Diagnostic(
            .tileFeatureDropped,
            "\(what) of '\(path)' could not be read and \(count == 1 ? "is" : "are") left out\(reason.map { "; the first: \($0)" } ?? "")",
            at: range)
    }

    /// Requested tiles of the vector tile archive `path` are left out: drawing them would pass
    /// the part `passed` of the drawing's budget.
    package static func tilesPastBudget(_ leftOut: VectorTileBasemap.LeftOut, in path: String, at range: SourceRange?)
        -> Diagnostic
    {
        Diagnostic(
            .tileBudget,
            "\(RasterTileReader.count(leftOut.count, of: leftOut.total)) of '\(path)' \(leftOut.count == 1 ? "is" : "are") left out: a drawing holds at most \(leftOut.because) of vector tiles",
            at: range)
    }

    /// Nothing of the vector tile archive `path` is drawn: its layers, `layerNames`, are none
    /// of a schema mapc recognises. The message names the first few and how many there are.
    package static func tileSchemaUnknown(_ layerNames: [String], in path: String, at range: SourceRange?) -> Diagnostic {
        let shown = 5
        // Names come from the archive: long ones are cut, control characters shown as `?`.
        let quoted = layerNames.prefix(layerNames.count == shown + 1 ? shown + 1 : shown).map { name in
            let cut = name.count > 40 ? name.prefix(39) + "…" : name
            return "'" + String(cut.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) }) + "'"
        }
        let listed =
            layerNames.count > quoted.count
            ? "\(quoted.joined(separator: ", ")) and \(layerNames.count - quoted.count) more"
            : quoted.count == 1 ? quoted[0] : "\(quoted.dropLast().joined(separator: ", ")) and \(quoted.last!)"
        let its = layerNames.count == 1 ? "its layer, \(listed), is" : "its \(layerNames.count) layers, \(listed), are"
        let known = VectorTileSchema.known.map(\.title)
        return Diagnostic(
            .tileSchemaUnknown,
            "nothing of '\(path)' is drawn: mapc recognises \(known.dropLast().joined(separator: ", ")) and \(known.last!) layers, and \(its) none of them; give the entry a `style:` that draws \(layerNames.count == 1 ? "it" : "them")",
            at: range)
    }

    /// Tiles of the raster source `path` cannot be had (fetched, read or decoded): `count` of
    /// `total`, and why the first, at `first`, cannot.
    package static func rasterTilesUnavailable(
        _ count: Int, of total: Int, in path: String, first: String, because reason: String, at range: SourceRange?,
        notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        .sourceFile(
            "\(RasterTileReader.count(count, of: total)) of '\(path)' cannot be had; the first, \(first): \(reason)", at: range,
            notes: notes)
    }

    /// Tiles of the raster source `path` are missing from its folder or archive and left out.
    package static func rasterTilesMissing(_ count: Int, of total: Int, in path: String, first: String, at range: SourceRange?)
        -> Diagnostic
    {
        Diagnostic(
            .tileMissing,
            "\(RasterTileReader.count(count, of: total)) of '\(path)' \(count == 1 ? "is" : "are") missing and left out; the first: \(first)",
            at: range)
    }

    /// The view needs tiles of `zoom`, shallower than the raster source's `minZoom`: none are drawn.
    package static func rasterTilesTooShallow(_ path: String, zoom: Int, minZoom: Int, at range: SourceRange?) -> Diagnostic {
        Diagnostic(
            .tileZoomShallow,
            "the view needs tiles of zoom \(zoom), but '\(path)' has none shallower than zoom \(minZoom); none are drawn",
            at: range)
    }

    /// The tiles embedded in the output pass `RasterTileReader.maximumEmbeddedBytes`.
    package static func rasterTilesTooLarge(_ path: String, bytes: Int, at range: SourceRange?) -> Diagnostic {
        let limit = RasterTileReader.maximumEmbeddedBytes / 1024 / 1024
        return .sourceFile(
            "the tiles of '\(path)' (\(ScenePath.mebibytes(bytes)) MiB embedded) take the map past the \(limit) MiB of tiles it may embed",
            at: range,
            notes: [
                DiagnosticNote("link them instead of embedding them (mapc compile --link-images), or make the canvas smaller")
            ])
    }

    /// Fetched tiles could not be written to the tile cache.
    package static func tileCacheUnwritable(_ problem: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.tileCache, "fetched tiles are not kept in the tile cache: \(problem)", at: range)
    }

    /// A template or `where` condition names a property no feature of `path` has.
    package static func unknownProperty(_ name: String, in path: String, of kind: String, known: [String], at range: SourceRange?)
        -> Diagnostic
    {
        Diagnostic(
            .dataProperty, "no \(kind) of '\(path)' has the property '\(name)'\(Suggestion.phrase(for: name, in: known))",
            at: range,
            notes: [
                DiagnosticNote(
                    "properties of the file: \(known.isEmpty ? "none" : known.prefix(12).joined(separator: ", ") + (known.count > 12 ? ", ..." : ""))"
                )
            ])
    }

    /// A data file gives an overlay or annotation entry nothing to draw.
    package static func noFeatures(_ message: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.noFeatures, message, at: range)
    }

    /// Simplestyle values that cannot be used: how many, and the first.
    package static func unusableStyle(_ count: Int, in path: String, first: String, at range: SourceRange?) -> Diagnostic {
        let what = count == 1 ? "1 simplestyle value" : "\(count) simplestyle values"
        return Diagnostic(
            .dataStyle, "\(what) of '\(path)' cannot be used and \(count == 1 ? "is" : "are") left out; the first: \(first)",
            at: range)
    }
}
