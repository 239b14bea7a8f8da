import MapSceneBase

/// The rules about the picture: what `mapc lint` finds in the compiled render list (and the
/// resolved scene it came from) that makes a bad map, though the file itself is valid.
extension Rule {
    /// An annotation or overlay that lies entirely outside the camera's view.
    package static let outOfView = Rule(
        id: "out-of-view", severity: .warning,
        summary: "An annotation or overlay lies entirely outside the camera's view, so nothing of it is drawn.",
        explanation: """
            The camera decides what the map shows; an annotation (with its callout) or an overlay \
            wholly outside that view is not drawn at all, which is rarely what the author meant. \
            Move the camera (or use `fit: all`), or remove the element.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 2km}
            annotations:
              - {id: tallinn, coordinate: [59.437, 24.745], title: Tallinn}
            """,
        good: """
            mapscene: 1
            camera: {fit: all, padding: 40}
            annotations:
              - {id: helsinki, coordinate: [60.17, 24.94], title: Helsinki}
              - {id: tallinn, coordinate: [59.437, 24.745], title: Tallinn}
            """
    )
    /// A shown callout cut by the canvas edge, or whose pointer does not reach its pin.
    package static let calloutMisplaced = Rule(
        id: "callout-misplaced", severity: .warning,
        summary: "A shown callout is cut by the canvas edge, or drawn away from its pin.",
        explanation: """
            A callout belongs next to its annotation, whole. The compiler's layout keeps callouts \
            inside the canvas with their pointer at the pin and leaves out one that has no room \
            (`callout-hidden`); this rule checks the compiled render list holds to that, for \
            render lists made or changed by other tools. No example: the compiler's own layout \
            never breaks it, so no scene shows it.
            """
    )
    /// Annotations so close at this scale that their views overlap.
    package static let pinsOverlap = Rule(
        id: "pins-overlap", severity: .warning,
        summary: "Annotations are so close at this scale that their views overlap; the decluttering hides all but one.",
        explanation: """
            Two annotations whose pins cover each other at the camera's scale cannot both be read: \
            the layout keeps the more important one and hides the other (a `required` one is drawn \
            on top regardless). Put such annotations in a cluster group (`cluster: NAME`), which \
            draws them as one badge with a count, or zoom in.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 20km}
            annotations:
              - {id: a, coordinate: [60.1700, 24.9400], pin: red}
              - {id: b, coordinate: [60.1701, 24.9401], pin: red}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 20km}
            annotations:
              - {id: a, coordinate: [60.1700, 24.9400], pin: red, cluster: stops}
              - {id: b, coordinate: [60.1701, 24.9401], pin: red, cluster: stops}
            """
    )
    /// Text whose contrast against what lies under it is below WCAG's 3:1.
    package static let textContrast = Rule(
        id: "text-contrast", severity: .warning,
        summary: "Text (a label, a marker's glyph, a cluster's count) contrasts less than 3:1 with what lies under it.",
        explanation: """
            WCAG 2.x asks for a contrast ratio of at least 3:1 for large or bold text and for \
            graphics. The ratio is computed from relative luminance, between the text's ink and \
            its halo when it has one, else the topmost filled shape under it (or the map's \
            background). A marker's glyph and a cluster's count are white, so a light marker or \
            group color makes them unreadable: choose a darker color.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 2km}
            annotations:
              - {id: cafe, coordinate: [60.17, 24.94], marker: {glyph: C, color: yellow}}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 2km}
            annotations:
              - {id: cafe, coordinate: [60.17, 24.94], marker: {glyph: C, color: "#8a5a00"}}
            """
    )
    /// An overlay stroked thinner than half a point.
    package static let overlayTooThin = Rule(
        id: "overlay-too-thin", severity: .warning,
        summary: "An overlay is drawn only by a stroke thinner than half a point.",
        explanation: """
            A line under half a point wide all but disappears on screen and in print, and is lost \
            entirely when a renderer snaps it to pixels. Give the overlay a `width` of at least 0.5 \
            (1 or more reads well), or a fill.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 2km}
            overlays:
              - {id: walk, polyline: [[60.165, 24.93], [60.175, 24.95]], width: 0.2}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 2km}
            overlays:
              - {id: walk, polyline: [[60.165, 24.93], [60.175, 24.95]], width: 2}
            """
    )
    /// An overlay smaller than a point at the camera's scale.
    package static let overlayTooSmall = Rule(
        id: "overlay-too-small", severity: .warning,
        summary: "An overlay is smaller than a point across at the camera's scale.",
        explanation: """
            At this scale the overlay's whole extent fits in less than one point of the canvas: it \
            is drawn as a speck, if at all. Zoom in, or show the place with an annotation instead.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 200km}
            overlays:
              - {id: well, circle: {center: [60.17, 24.94], radius: 50m}}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 200km}
            annotations:
              - {id: well, coordinate: [60.17, 24.94], dot: {color: blue}}
            """
    )
    /// A polygon whose outline crosses itself.
    package static let polygonSelfIntersection = Rule(
        id: "polygon-self-intersection", severity: .warning,
        summary: "A polygon's outline (or one of its holes) crosses itself.",
        explanation: """
            A ring that crosses itself has no clear inside: the even-odd fill leaves holes where \
            the author meant area, its label point may fall outside, and GIS tools reject it. \
            Usually two vertices are in the wrong order; list them around the shape.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 3km}
            overlays:
              - {id: lot, polygon: [[60.16, 24.93], [60.18, 24.95], [60.18, 24.93], [60.16, 24.95]]}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 3km}
            overlays:
              - {id: lot, polygon: [[60.16, 24.93], [60.18, 24.93], [60.18, 24.95], [60.16, 24.95]]}
            """
    )
    /// A polyline with far more vertices than the drawing keeps.
    package static let polylineOversampled = Rule(
        id: "polyline-oversampled", severity: .warning,
        summary: "A polyline has far more vertices in view than the drawing keeps at this scale.",
        explanation: """
            The compiler simplifies lines to the output's resolution; a line with more than four \
            times as many vertices in view as it keeps costs reading, memory and file size for \
            nothing. Simplify the source (e.g. `ogr2ogr -simplify`, or GPSBabel) to about the \
            detail the map shows. No example: it takes a data file of hundreds of points, \
            which a short scene cannot hold.
            """
    )
    /// A `fit` camera that would come closer than the closest zoom.
    package static let cameraZoom = Rule(
        id: "camera-zoom", severity: .warning,
        summary: "The camera's zoom is clamped: a fit would come closer than the closest zoom drawn.",
        explanation: """
            A `fit` camera over points very close together would zoom in without end; mapc stops \
            at 0.01 m per point (as MapKit limits its camera) and the content then does not fill \
            the view. Fit more of the scene, or give the camera a `center` and `distance`.
            """,
        bad: """
            mapscene: 1
            camera: {fit: all}
            annotations:
              - {id: a, coordinate: [60.1700000, 24.9400000]}
              - {id: b, coordinate: [60.1700001, 24.9400001]}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 50m}
            annotations:
              - {id: a, coordinate: [60.1700000, 24.9400000]}
              - {id: b, coordinate: [60.1700001, 24.9400001]}
            """
    )
    /// A scene without a `title`.
    package static let missingTitle = Rule(
        id: "missing-title", severity: .note,
        summary: "The scene has no `title`, so the SVG has no accessible name.",
        explanation: """
            The scene's `title` becomes the SVG's `<title>`, what screen readers announce and \
            browsers show; without it the map is an unnamed image. Add a short `title`, and a \
            `description` for more.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 2km}
            """,
        good: """
            mapscene: 1
            title: Central Helsinki
            camera: {center: [60.17, 24.94], distance: 2km}
            """
    )
    /// A street-scale view over the embedded world alone, which has no streets.
    package static let basemapDetail = Rule(
        id: "basemap-detail", severity: .note,
        summary: "The view is at street scale and the basemap is the embedded world alone, which has no streets.",
        explanation: """
            The embedded world is Natural Earth's coastlines, lakes, rivers, boundaries and places, generalised to about a \
            kilometre; from zoom 12 a view is finer than that, and the map under the scene is plain land and water. Add \
            street-scale data to `map.basemap`: vector tiles (`{tiles: city.pmtiles}`), raster tiles or OpenStreetMap features \
            (`{geojson: FILE}`); or keep the plain map and turn the note off.
            """,
        bad: """
            mapscene: 1
            camera: {center: [37.7946, -122.3999], distance: 2km}
            """,
        good: """
            mapscene: 1
            camera: {center: [37.7946, -122.3999], distance: 200km}
            """
    )
    /// Two overlays with different titles that the legend draws alike.
    package static let legendSameColor = Rule(
        id: "legend-same-color", severity: .warning,
        summary: "Two overlays with different titles are drawn in the same color, so the legend cannot tell them apart.",
        explanation: """
            A legend names each titled overlay beside a swatch of its line or area; when two \
            differently titled overlays are drawn alike (same color, width and dash), their \
            swatches are the same and the reader cannot tell which is which. Give each its own \
            color (or dash). Checked only when the legend is shown.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 3km}
            decorations: {legend: true}
            overlays:
              - {id: a, title: Tram, polyline: [[60.16, 24.93], [60.18, 24.95]], stroke: green}
              - {id: b, title: Bus, polyline: [[60.16, 24.95], [60.18, 24.93]], stroke: green}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 3km}
            decorations: {legend: true}
            overlays:
              - {id: a, title: Tram, polyline: [[60.16, 24.93], [60.18, 24.95]], stroke: green}
              - {id: b, title: Bus, polyline: [[60.16, 24.95], [60.18, 24.93]], stroke: blue}
            """
    )
}
