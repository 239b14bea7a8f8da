import MapSceneBase
import MapSceneModel

/// The rules of the compiler: what it clamps, orders, leaves out or cannot draw.
extension Rule {
    /// Something lies beyond the Mercator map's edge at latitude ±85.0511°.
    package static let beyondMapEdge = Rule(
        id: "beyond-map-edge", severity: .warning,
        summary: "A camera center, annotation or overlay lies beyond the map's edge at latitude ±85.0511°.",
        explanation: """
            The map is Web Mercator, as MapKit's is: it ends at latitude ±85.0511°, where the square world's top and bottom \
            edges are, and the poles are not on it. A camera centered beyond is drawn at the edge, an annotation beyond is not \
            drawn, and an overlay is cut at the edge or, when it lies wholly beyond, not drawn. Move what you want to see within \
            ±85.0511°.
            """,
        bad: """
            mapscene: 1
            camera: {center: [89.9, 0], distance: 100km}
            annotations:
              - {id: pole, coordinate: [90, 0]}
            """,
        good: """
            mapscene: 1
            camera: {center: [84, 0], distance: 100km}
            annotations:
              - {id: north, coordinate: [84, 0]}
            """
    )
    /// Overlays are placed above or below each other in a cycle.
    package static let overlayOrder = Rule(
        id: "overlay-order", severity: .error,
        summary: "Overlays are placed above or below each other in a cycle.",
        explanation: """
            above and below set the z-order within a level; a cycle (a above b above a) has no order that satisfies it. Break \
            the cycle by removing one of the references.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - {id: a, circle: {center: [60.17, 24.94], radius: 500m}, above: b}
              - {id: b, circle: {center: [60.17, 24.95], radius: 500m}, above: a}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - {id: a, circle: {center: [60.17, 24.94], radius: 500m}, above: b}
              - {id: b, circle: {center: [60.17, 24.95], radius: 500m}}
            """
    )
    /// An overlay is placed above or below an overlay in another level.
    package static let crossLevelOrder = Rule(
        id: "cross-level-order", severity: .error,
        summary: "An overlay is placed above or below an overlay in another level.",
        explanation: """
            above and below order overlays within one overlay level (aboveRoads or aboveLabels), as MapKit's \
            insertOverlay:aboveOverlay: does; across levels the level decides. Put both overlays in the same level, or drop the \
            reference.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - {id: a, circle: {center: [60.17, 24.94], radius: 500m}, level: aboveRoads, above: b}
              - {id: b, circle: {center: [60.17, 24.95], radius: 500m}}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - {id: a, circle: {center: [60.17, 24.94], radius: 500m}, level: aboveRoads}
              - {id: b, circle: {center: [60.17, 24.95], radius: 500m}}
            """
    )
    /// Something the scene names is understood but not drawn yet.
    package static let notDrawn = Rule(
        id: "not-drawn", severity: .warning,
        summary: "Something the scene names is understood but not drawn yet.",
        explanation: """
            mapc reads the whole format, but a few sources are not drawn yet; the warning says so, so the gap is not mistaken \
            for an empty source. Leave the source for a later mapc, or use one that is drawn. No example: every source a scene \
            can name is drawn by this build; the warning stays for sources the resolve stage could not read.
            """
    )
    /// A satellite or hybrid map has no raster tiles to draw as imagery.
    package static let noImagery = Rule(
        id: "no-imagery", severity: .warning,
        summary: "A satellite or hybrid map has no raster tiles to draw as imagery.",
        explanation: """
            mapc carries no imagery of its own: a satellite or hybrid map draws raster tiles the basemap names, and without them \
            the embedded world's land and water stand in. Add raster tiles to map.basemap, or use map type standard.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map: {type: satellite}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map: {type: standard}
            """
    )
    /// The scale bar is left out where no one scale holds.
    package static let scaleBar = Rule(
        id: "scale-bar", severity: .note,
        summary: "The scale bar is left out where no one scale holds.",
        explanation: """
            On a view wide enough that the Mercator scale changes across it (or a pitched one), a single scale bar would \
            mislead, so it is left out as MapKit leaves it out. Zoom in, or drop `scale: true`.
            """,
        bad: """
            mapscene: 1
            camera: {center: [40, 0], span: [120, 300]}
            decorations: {scale: true}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            decorations: {scale: true}
            """
    )
}

/// The diagnostics the compiler emits about what it does not draw: each rule's id, in one place.
extension Diagnostic {
    /// Things of a kind (`what`, plural) the scene names are understood but not drawn yet: a basemap source other than
    /// the embedded world, a GeoJSON or tile overlay.
    package static func notDrawn(_ what: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.notDrawn, "\(what) are not drawn yet", at: range)
    }

    /// A satellite or hybrid map whose basemap gives no raster tiles: the embedded world's land
    /// and water stand in for imagery.
    package static func noImagery(_ type: MapType, at range: SourceRange?) -> Diagnostic {
        Diagnostic(
            .noImagery,
            "a \(type) map draws imagery from raster tiles, and the basemap gives none: the embedded world's land and water stand in for it",
            at: range,
            notes: [
                DiagnosticNote(
                    "add raster tiles to map.basemap, such as {tiles: \"https://host/{z}/{x}/{y}.jpg\", attribution: \"...\"}")
            ])
    }

    /// The scene asked for a scale bar where no one scale holds over the map, so it is left out.
    package static func scaleBarLeftOut(because reason: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.scaleBar, "the scale bar is left out: \(reason)", at: range)
    }
}
