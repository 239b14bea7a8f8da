/// The rules of the compiler: what it clamps, orders, leaves out or cannot place.
extension Rule {
    /// The camera's pitch is outside what can be drawn and is clamped.
    public static let cameraPitch = Rule(
        id: "camera-pitch", severity: .warning,
        summary: "The camera's pitch is outside what can be drawn and is clamped.",
        explanation: "Pitch tilts the view from straight down (0°) towards the horizon; past the limit the ground would not fill the view, so the pitch is clamped as MapKit clamps it. Use a pitch within the range the message gives.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km, pitch: 85}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km, pitch: 60}
            """
    )
    /// Something lies beyond the Mercator map's edge at latitude ±85.0511°.
    public static let beyondMapEdge = Rule(
        id: "beyond-map-edge", severity: .warning,
        summary: "A camera center, annotation or overlay lies beyond the map's edge at latitude ±85.0511°.",
        explanation: "The map is Web Mercator, as MapKit's is: it ends at latitude ±85.0511°, where the square world's top and bottom edges are, and the poles are not on it. A camera centered beyond is drawn at the edge, an annotation beyond is not drawn, and an overlay is cut at the edge or, when it lies wholly beyond, not drawn. Move what you want to see within ±85.0511°.",
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
    public static let overlayOrder = Rule(
        id: "overlay-order", severity: .error,
        summary: "Overlays are placed above or below each other in a cycle.",
        explanation: "above and below set the z-order within a level; a cycle (a above b above a) has no order that satisfies it. Break the cycle by removing one of the references.",
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
    public static let crossLevelOrder = Rule(
        id: "cross-level-order", severity: .error,
        summary: "An overlay is placed above or below an overlay in another level.",
        explanation: "above and below order overlays within one overlay level (aboveRoads or aboveLabels), as MapKit's insertOverlay:aboveOverlay: does; across levels the level decides. Put both overlays in the same level, or drop the reference.",
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
    public static let notDrawn = Rule(
        id: "not-drawn", severity: .warning,
        summary: "Something the scene names is understood but not drawn yet.",
        explanation: "mapc reads the whole format, but a few sources are not drawn yet; the warning says so, so the gap is not mistaken for an empty source. Leave the source for a later mapc, or use one that is drawn. No example: every source a scene can name is drawn by this build; the warning stays for sources the resolve stage could not read."
    )
    /// A satellite or hybrid map has no raster tiles to draw as imagery.
    public static let noImagery = Rule(
        id: "no-imagery", severity: .warning,
        summary: "A satellite or hybrid map has no raster tiles to draw as imagery.",
        explanation: "mapc carries no imagery of its own: a satellite or hybrid map draws raster tiles the basemap names, and without them the embedded world's land and water stand in. Add raster tiles to map.basemap, or use map type standard.",
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
    public static let scaleBar = Rule(
        id: "scale-bar", severity: .note,
        summary: "The scale bar is left out where no one scale holds.",
        explanation: "On a view wide enough that the Mercator scale changes across it (or a pitched one), a single scale bar would mislead, so it is left out as MapKit leaves it out. Zoom in, or drop `scale: true`.",
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
    /// An overlay's title is left out for want of room.
    public static let titleHidden = Rule(
        id: "title-hidden", severity: .warning,
        summary: "An overlay's title is left out for want of room.",
        explanation: "An overlay's title is placed inside or beside the shape, clear of other labels, pins and decorations; where there is no room it is left out, not drawn over something else. Make the canvas larger, shorten the title, or zoom in.",
        bad: """
            mapscene: 1
            canvas: {width: 60, height: 40}
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: zone
                circle: {center: [60.17, 24.94], radius: 500m}
                title: The whole of the old harbour district and its quays
            """,
        good: """
            mapscene: 1
            canvas: {width: 600, height: 400}
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: zone
                circle: {center: [60.17, 24.94], radius: 500m}
                title: Harbour
            """
    )
    /// A legend is asked for, but nothing in view has a title or a group name to show.
    public static let legendEmpty = Rule(
        id: "legend-empty", severity: .warning,
        summary: "A legend is asked for, but nothing in view has a title or a group name to show.",
        explanation: "The legend lists overlays with titles and named annotation groups; with none in view it would be an empty box, so it is left out. Give the overlays titles, or drop `legend: true`.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - {id: zone, circle: {center: [60.17, 24.94], radius: 500m}}
            decorations: {legend: true}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - {id: zone, circle: {center: [60.17, 24.94], radius: 500m}, title: Harbour}
            decorations: {legend: true}
            """
    )
    /// The legend shows only the entries that fit the canvas's height.
    public static let legendTruncated = Rule(
        id: "legend-truncated", severity: .warning,
        summary: "The legend shows only the entries that fit the canvas's height.",
        explanation: "The legend's entries that do not fit are left out, so some overlays are unexplained. Make the canvas taller, or give fewer overlays titles.",
        bad: """
            mapscene: 1
            canvas: {width: 600, height: 60}
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - {id: a, circle: {center: [60.17, 24.94], radius: 300m}, title: Harbour, stroke: red}
              - {id: b, circle: {center: [60.17, 24.95], radius: 300m}, title: Market, stroke: blue}
              - {id: c, circle: {center: [60.16, 24.94], radius: 300m}, title: Park, stroke: green}
              - {id: d, circle: {center: [60.16, 24.95], radius: 300m}, title: Station, stroke: black}
            decorations: {legend: true}
            """,
        good: """
            mapscene: 1
            canvas: {width: 600, height: 400}
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - {id: a, circle: {center: [60.17, 24.94], radius: 300m}, title: Harbour, stroke: red}
              - {id: b, circle: {center: [60.17, 24.95], radius: 300m}, title: Market, stroke: blue}
              - {id: c, circle: {center: [60.16, 24.94], radius: 300m}, title: Park, stroke: green}
              - {id: d, circle: {center: [60.16, 24.95], radius: 300m}, title: Station, stroke: black}
            decorations: {legend: true}
            """
    )
    /// The legend is left out: no corner of the canvas has room for it.
    public static let legendHidden = Rule(
        id: "legend-hidden", severity: .warning,
        summary: "The legend is left out: no corner of the canvas has room for it.",
        explanation: "The legend goes in a corner clear of the scale bar, compass and attribution; on a canvas where no corner has room it is left out. Make the canvas larger, or turn off a decoration that takes the room.",
        bad: """
            mapscene: 1
            canvas: {width: 200, height: 60}
            camera: {center: [60.17, 24.94], distance: 5km, heading: 30}
            overlays:
              - {id: zone, circle: {center: [60.17, 24.94], radius: 50m}, title: Harbour}
            decorations: {legend: true, scale: true, compass: true}
            """,
        good: """
            mapscene: 1
            canvas: {width: 200, height: 400}
            camera: {center: [60.17, 24.94], distance: 5km, heading: 30}
            overlays:
              - {id: zone, circle: {center: [60.17, 24.94], radius: 50m}, title: Harbour}
            decorations: {legend: true, scale: true, compass: true}
            """
    )
    /// A shown callout is left out: the canvas has no room for it clear of other callouts, pins and decorations.
    public static let calloutHidden = Rule(
        id: "callout-hidden", severity: .warning,
        summary: "A shown callout is left out: the canvas has no room for it clear of other callouts, pins and decorations.",
        explanation: "A callout is placed above its pin, flipped or shifted to stay inside the canvas; where no place fits it is left out rather than cut. Make the canvas larger, shorten the callout's text, or show fewer callouts.",
        bad: """
            mapscene: 1
            canvas: {width: 60, height: 60}
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94]
                title: The harbour cafe with the long name
                callout: {shown: true}
            """,
        good: """
            mapscene: 1
            canvas: {width: 600, height: 400}
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94]
                title: The harbour cafe with the long name
                callout: {shown: true}
            """
    )
}

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
