import MapSceneBase
import MapSceneModel
import MapSceneSyntax

/// Turns a syntax tree (from either front end) into a typed, validated `Scene`.
package enum SceneDecoder {
    /// The format versions this mapc reads.
    package static let supportedVersions = 1...1

    package static let topLevelKeys = SceneVocabulary.scene.keyNames

    /// Decodes `root`, reporting every problem; the scene is `nil` when there are errors.
    package static func decode(_ root: SyntaxNode) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        decode(root, context: DecodingContext())
    }

    /// Decodes `root`, read from `file`, offering fixes (`Diagnostic.fixes`) where a finding has
    /// exactly one remedy: a misspelt key, name, unit or color, a color not in its normal form.
    package static func decode(_ root: SyntaxNode, offeringFixesIn file: SourceFile) -> (scene: Scene?, diagnostics: [Diagnostic])
    {
        decode(root, context: DecodingContext(source: FixSource(file)))
    }

    /// Decodes `root`, read from `file` by a front end that handed the lists of `streamed` over
    /// to it (`YAMLReader.read(_:handingOverTo:)`): those lists come from `streamed`, the rest
    /// from the tree, with fixes offered as `decode(_:offeringFixesIn:)` does.
    package static func decode(_ root: SyntaxNode, streamed: StreamedLists) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        decode(root, context: DecodingContext(source: streamed.source), streamed: streamed)
    }

    /// The ids `root` defines and the places that refer to them, for editors: found by decoding
    /// as far as the tree allows, whatever else is wrong with it.
    package static func identifiers(in root: SyntaxNode) -> IdentifierTable {
        let context = DecodingContext()
        _ = decodeScene(root, context)
        return context.identifiers
    }

    /// Decodes `root`, read from `file` (by a front end that handed the lists of `streamed`
    /// over, when given), as the other `decode`s do, and with errors, what decoded of it for the
    /// checks after decoding.
    package static func decodeWithParts(
        _ root: SyntaxNode, streamed: StreamedLists?, offeringFixesIn file: SourceFile
    ) -> (scene: Scene?, partial: PartialScene?, diagnostics: [Diagnostic]) {
        let context = streamed.map { DecodingContext(source: $0.source) } ?? DecodingContext(source: FixSource(file))
        return decodeWithParts(root, context: context, streamed: streamed)
    }

    private static func decode(
        _ root: SyntaxNode, context: DecodingContext, streamed: StreamedLists? = nil
    ) -> (scene: Scene?, diagnostics: [Diagnostic]) {
        let decoded = decodeWithParts(root, context: context, streamed: streamed)
        return (decoded.scene, decoded.diagnostics)
    }

    private static func decodeWithParts(
        _ root: SyntaxNode, context: DecodingContext, streamed: StreamedLists?
    ) -> (scene: Scene?, partial: PartialScene?, diagnostics: [Diagnostic]) {
        let (scene, overlays) = decodeScene(root, context, streamed: streamed)
        // Every error so far is in an element left out, or the scene-wide parts are not whole.
        let settingsWhole = context.errorCount == context.leftOut.errors
        context.identifiers.check(context)
        let diagnostics = context.diagnostics.sortedAndUnique()
        guard diagnostics.containsErrors else { return (scene, nil, diagnostics) }
        let partial = PartialScene(
            overlays: overlays, scene: settingsWhole ? scene : nil, leftOut: context.leftOut)
        return (nil, partial, diagnostics)
    }

    /// The scene decoded from `root` (nil when its version or camera is not read), and its
    /// overlays (those of a scene without a camera too).
    private static func decodeScene(_ root: SyntaxNode, _ context: DecodingContext, streamed: StreamedLists? = nil) -> (
        scene: Scene?, overlays: [Overlay]
    ) {
        guard let top = context.mapping(root, "the scene", keys: topLevelKeys) else { return (nil, []) }
        var valid = true

        var version = 1
        if let node = top.require("mapscene", context) {
            if let v = context.integer(node, for: "mapscene (the format version)", in: Int.min...Int.max) {
                if supportedVersions.contains(v) {
                    version = v
                } else {
                    context.report(
                        .formatVersion,
                        "unsupported format version \(v); this mapc reads version \(supportedVersions.upperBound)", at: node.range
                    )
                    valid = false
                }
            } else {
                valid = false
            }
        } else {
            valid = false
        }

        let title = top["title"].flatMap { context.string($0, for: "title") }
        let description = top["description"].flatMap { context.string($0, for: "description") }
        let canvas = top["canvas"].map { decodeCanvas($0, context) } ?? Canvas()
        let map = top["map"].map { decodeMap($0, context) } ?? MapSettings()
        let styles = top["styles"].map { StyleDecoder.decodeStyles($0, context) } ?? []

        var annotations: [Annotation] = []
        var templates: [AnnotationTemplate] = []
        if let node = top["annotations"], let elements = context.list(node, for: "annotations") {
            // An entry of annotations from a file goes after the annotations before it: a list
            // with one is decoded in order (as the front end hands a list over).
            if let streamed, streamed.handedOver.contains("annotations") {
                context.append(emptying: streamed.annotationContext)
                (annotations, templates) = (streamed.annotations.annotations, streamed.annotations.templates)
            } else if !elements.contains(where: AnnotationTemplateDecoder.isTemplate) {
                annotations = elements.compactMap { element in context.element { AnnotationDecoder.decode(element, context) } }
            } else {
                var list = AnnotationListDecoding()
                for (index, element) in elements.enumerated() { list.take(element, index: index, context) }
                (annotations, templates) = (list.annotations, list.templates)
            }
        }

        let overlays: [Overlay] =
            top["overlays"].flatMap { node in
                context.list(node, for: "overlays").map { elements in
                    if let streamed, streamed.handedOver.contains("overlays") {
                        context.append(emptying: streamed.overlayContext)
                        return streamed.overlays
                    }
                    return elements.enumerated().compactMap { index, element in
                        context.element { OverlayDecoder.decode(element, index: index, context) }
                    }
                }
            } ?? []

        let decorations = top["decorations"].map { decodeDecorations($0, context) } ?? Decorations()

        let camera: Camera?
        if let node = top.require("camera", context) {
            camera = CameraDecoder.decode(node, context)
        } else {
            camera = nil
        }

        guard valid, let camera else { return (nil, overlays) }
        var scene = Scene(
            formatVersion: version, title: title, description: description, canvas: canvas, map: map, camera: camera,
            styles: styles, annotations: annotations, overlays: overlays, decorations: decorations,
            imageReferences: context.imageReferences)
        scene.annotationTemplates = templates
        return (scene, overlays)
    }

    private static func decodeCanvas(_ node: SyntaxNode, _ context: DecodingContext) -> Canvas {
        var canvas = Canvas()
        guard let m = context.mapping(node, "canvas", keys: SceneVocabulary.canvas.keyNames) else { return canvas }
        if let n = m["width"], let v = context.number(n, for: "canvas width", in: 1...16384) { canvas.width = v }
        if let n = m["height"], let v = context.number(n, for: "canvas height", in: 1...16384) { canvas.height = v }
        if let n = m["scale"], let v = context.number(n, for: "canvas scale", in: 1...3, rule: .canvasScale) {
            if v == v.rounded() {
                canvas.scale = v
            } else {
                context.report(
                    .canvasScale, "canvas scale must be 1, 2 or 3 (@1x, @2x, @3x), found \(n.scalar!.text)", at: n.range)
            }
        }
        if let n = m["background"] { canvas.background = context.color(n, for: "canvas background") }
        if let n = m["theme"], let v = context.name(n, for: "theme", as: Theme.self) { canvas.theme = v }
        return canvas
    }

    private static func decodeMap(_ node: SyntaxNode, _ context: DecodingContext) -> MapSettings {
        var settings = MapSettings()
        guard let m = context.mapping(node, "map", keys: SceneVocabulary.map.keyNames) else { return settings }
        if let n = m["type"], let v = context.name(n, for: "map type", as: MapType.self) {
            settings.type = v
            settings.typeRange = n.range
        }
        var complete = true
        if let n = m["basemap"] {
            let elements = n.elements ?? [n]
            settings.basemap = elements.compactMap { decodeBasemapSource($0, context) }
            complete = settings.basemap.count == elements.count
            if settings.type == .none, !settings.basemap.isEmpty {
                context.report(
                    .unusedSetting, "map type none draws no base map, so these basemap sources are not drawn", at: n.range)
            }
        }
        if let n = m["style"], let style = TileSourceDecoder.style(n, for: "map style", context) {
            settings.style = style
            if complete, let entry = m.entry("style") { warnIfUnused(style: entry, of: settings, context) }
        }
        return settings
    }

    /// An `unused-setting` warning when the map's `style:` (the entry `key`) draws no basemap
    /// entry: the map type draws none, or no tile archive is left without its own style.
    private static func warnIfUnused(style key: SyntaxEntry, of settings: MapSettings, _ context: DecodingContext) {
        let archives = settings.basemap.compactMap(\.archiveSettings)
        let reason: String? =
            if settings.type == .none {
                "map type none draws no base map, so its style is not used"
            } else if archives.isEmpty {
                "the map's style applies to the .pmtiles and .mbtiles archives of its basemap, and it has none"
            } else if archives.allSatisfy({ $0.style != nil }) {
                "every archive of the basemap names its own style, so the map's style is not used"
            } else {
                nil
            }
        if let reason { context.report(.unusedSetting, reason, at: key.keyRange) }
    }

    private static func decodeBasemapSource(_ node: SyntaxNode, _ context: DecodingContext) -> BasemapSource? {
        if let scalar = node.scalar, !scalar.isNull {
            if scalar.text == "world" { return .world }
            context.report(
                .unknownValue,
                "unknown basemap source '\(scalar.text)'; expected world, {geojson: FILE}, {tiles: TEMPLATE} or {mbtiles: FILE}",
                at: node.range)
            return nil
        }
        let keys = SceneVocabulary.basemap.keyNames
        guard let m = context.mapping(node, "basemap source", keys: keys) else { return nil }
        let sources = m.entries.filter { ["geojson", "tiles", "mbtiles"].contains($0.key) }
        guard sources.count == 1, let entry = sources.first else {
            context.report(.exclusiveKeys, "a basemap source has exactly one of geojson, tiles or mbtiles", at: node.range)
            return nil
        }
        var attribution: String?
        if let n = m["attribution"] {
            guard let text = TileSourceDecoder.attribution(n, of: "basemap", context) else { return nil }
            attribution = text
        }
        var style: StyleReference?
        if let n = m["style"] {
            guard let reference = TileSourceDecoder.style(n, for: "basemap style", context) else { return nil }
            style = reference
        }
        guard let path = context.string(entry.value, for: entry.key) else { return nil }
        let range = entry.value.range
        if entry.key == "geojson" {
            TileSourceDecoder.warnUnused(in: m, context)
            TileSourceDecoder.warnUnusedStyle(in: m, context)
            return .geojson(path: path, range: range, attribution: attribution)
        }
        guard var settings = TileSourceDecoder.settings(m, context) else { return nil }
        let location = entry.key == "mbtiles" ? .archive : TileLocation(path)
        guard TileSourceDecoder.check(path, as: location, at: entry.value, settings: settings, in: m, context) else { return nil }
        if location == .archive {
            settings.style = style
        } else {
            TileSourceDecoder.warnUnusedStyle(in: m, context)
        }
        if entry.key == "mbtiles" { return .mbtiles(path: path, range: range, attribution: attribution, settings: settings) }
        return .tiles(template: path, range: range, attribution: attribution, settings: settings)
    }

    private static func decodeDecorations(_ node: SyntaxNode, _ context: DecodingContext) -> Decorations {
        var decorations = Decorations()
        guard let m = context.mapping(node, "decorations", keys: SceneVocabulary.decorations.keyNames) else { return decorations }
        if let n = m["scale"] {
            decorations.scaleRange = n.range
            if let b = n.scalar?.bool {
                decorations.scale = b ? .always : .never
            } else if n.scalar?.text == "auto", n.scalar?.isQuoted == false {
                decorations.scale = .auto
            } else if let scalar = n.scalar, !scalar.isNull {
                if let units = UnitSystem(rawValue: scalar.text) {
                    decorations.scale = .always
                    decorations.scaleUnits = units
                } else {
                    let names = ["true", "false", "auto"] + UnitSystem.allCases.map(\.rawValue)
                    let suggestions = Suggestion.closestAll(to: scalar.text, in: names)
                    context.report(
                        .unknownValue,
                        "unknown decorations scale '\(scalar.text)'; expected true, false, auto, metric or imperial\(Suggestion.phrase(suggestions))",
                        at: n.range, fixes: context.respelling(n.range, from: scalar.text, toOneOf: suggestions, as: .value))
                }
            } else {
                context.wrongType(n, expected: "true, false, auto, metric or imperial", for: "decorations scale")
            }
        }
        if let n = m["legend"], let v = context.bool(n, for: "decorations legend") {
            decorations.legend = v
            decorations.legendRange = n.range
        }
        if let n = m["compass"], let v = visibility(n, for: "decorations compass", context) { decorations.compass = v }
        if let n = m["attribution"], let v = visibility(n, for: "decorations attribution", context) {
            decorations.attribution = v
        }
        return decorations
    }

    /// `auto`, `true` or `false`.
    private static func visibility(_ node: SyntaxNode, for what: String, _ context: DecodingContext) -> Visibility? {
        if let b = node.scalar?.bool { return b ? .always : .never }
        if node.scalar?.text == "auto", node.scalar?.isQuoted == false { return .auto }
        context.wrongType(node, expected: "auto, true or false", for: what)
        return nil
    }
}
