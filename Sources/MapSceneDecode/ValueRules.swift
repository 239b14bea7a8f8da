import MapSceneBase

/// The rules of the decoder about values: names, ids, numbers and their ranges, lists, units
/// and quantities.
extension Rule {
    /// A value is not one of the names its key takes, such as map type `stanard`.
    package static let unknownValue = Rule(
        id: "unknown-value", severity: .error,
        summary: "A value is not one of the names its key takes, such as map type `stanard`.",
        explanation: """
            Keys such as map type, overlay level, priority and line cap take one of a fixed set of names. Use one of the names \
            the message lists (the nearest is suggested).
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map: {type: stanard}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map: {type: standard}
            """
    )
    /// An id is empty or holds a space.
    package static let invalidID = Rule(
        id: "invalid-id", severity: .error,
        summary: "An id is empty or holds a space.",
        explanation: """
            Ids are how overlays and annotations refer to each other (above, below, fit) and become element ids in the SVG, so \
            they are single words. Join the words with a hyphen.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: the cafe
                coordinate: [60.17, 24.94]
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: the-cafe
                coordinate: [60.17, 24.94]
            """
    )
    /// A number is outside the range its key allows, such as a canvas wider than 16384 points.
    package static let valueRange = Rule(
        id: "value-range", severity: .error,
        summary: "A number is outside the range its key allows, such as a canvas wider than 16384 points.",
        explanation: """
            Each number has the range in which it means something (a positive radius, a canvas mapc can draw); outside it the \
            scene cannot be drawn as written. Use a value within the range the message gives.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            canvas: {width: 0}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            canvas: {width: 600}
            """
    )
    /// A camera's or a tile source's zoom is outside 0...22, or a source's minZoom is deeper than its maxZoom.
    package static let zoomRange = Rule(
        id: "zoom-range", severity: .error,
        summary: "A camera's or a tile source's zoom is outside 0...22, or a source's minZoom is deeper than its maxZoom.",
        explanation: """
            Web maps' zoom levels run from 0 (the whole world in one 256-point tile) to 22 (about 4 cm a point at the \
            equator), and a source's minZoom cannot be deeper than its maxZoom. Give the camera a zoom web maps draw, and a \
            source the zooms its tile set really has.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map:
              basemap: [{tiles: "https://tiles.example/{z}/{x}/{y}.png", attribution: Example, minZoom: 12, maxZoom: 4}]
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map:
              basemap: [{tiles: "https://tiles.example/{z}/{x}/{y}.png", attribution: Example, minZoom: 4, maxZoom: 12}]
            """
    )
    /// An opacity is outside 0...1.
    package static let opacityRange = Rule(
        id: "opacity-range", severity: .error,
        summary: "An opacity is outside 0...1.",
        explanation: """
            Opacity is a fraction, from 0 (invisible) to 1 (opaque); a percentage such as 50 is not. Divide a percentage by 100.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: walk
                polyline: [[60.16, 24.93], [60.18, 24.95]]
                opacity: 50
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: walk
                polyline: [[60.16, 24.93], [60.18, 24.95]]
                opacity: 0.5
            """
    )
    /// The canvas scale is not 1, 2 or 3.
    package static let canvasScale = Rule(
        id: "canvas-scale", severity: .error,
        summary: "The canvas scale is not 1, 2 or 3.",
        explanation: """
            The canvas scale is the display's points-to-pixels factor (@1x, @2x, @3x), as on Apple's screens; other factors have \
            no display to match. Use 1, 2 or 3.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            canvas: {scale: 1.5}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            canvas: {scale: 2}
            """
    )
    /// A value that must name something is empty: a file, a fit list, a where condition, an attribution.
    package static let emptyValue = Rule(
        id: "empty-value", severity: .error,
        summary: "A value that must name something is empty: a file, a fit list, a where condition, an attribution.",
        explanation: """
            An empty file name, fit list or condition names nothing, and an empty attribution would drop the credit the data \
            needs. Fill the value in, or leave the key out to get its default.
            """,
        bad: """
            mapscene: 1
            camera: {fit: []}
            annotations:
              - {id: cafe, coordinate: [60.17, 24.94]}
            """,
        good: """
            mapscene: 1
            camera: {fit: [cafe]}
            annotations:
              - {id: cafe, coordinate: [60.17, 24.94]}
            """
    )
    /// A polyline, polygon or path has fewer points than its shape needs.
    package static let tooFewPoints = Rule(
        id: "too-few-points", severity: .error,
        summary: "A polyline, polygon or path has fewer points than its shape needs.",
        explanation: """
            A polyline needs two points and a polygon three to have any length or area. Add the missing points, or use an \
            annotation for a single place.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: walk
                polyline: [[60.16, 24.93]]
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: walk
                polyline: [[60.16, 24.93], [60.18, 24.95]]
            """
    )
    /// An annotation image is not between 0 and 1024 points on a side.
    package static let imageSize = Rule(
        id: "image-size", severity: .error,
        summary: "An annotation image is not between 0 and 1024 points on a side.",
        explanation: """
            An annotation image is drawn at the size given in points, and a zero or huge size would hide it or cover the map. \
            Give a size up to 1024 points on each side.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: bike
                coordinate: [60.17, 24.94]
                image: {src: bike.png, size: [0, 32]}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: bike
                coordinate: [60.17, 24.94]
                image: {src: bike.png, size: [32, 32]}
            """
    )
    /// A dash pattern has no length above 0.
    package static let dashPattern = Rule(
        id: "dash-pattern", severity: .error,
        summary: "A dash pattern has no length above 0.",
        explanation: """
            A dash pattern of zero lengths draws nothing at all. Give at least one length above 0, or leave dash out for a solid \
            line.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: walk
                polyline: [[60.16, 24.93], [60.18, 24.95]]
                dash: [0, 0]
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: walk
                polyline: [[60.16, 24.93], [60.18, 24.95]]
                dash: [6, 4]
            """
    )
    /// A gradient has fewer than two colors.
    package static let gradientColors = Rule(
        id: "gradient-colors", severity: .error,
        summary: "A gradient has fewer than two colors.",
        explanation: """
            A gradient blends between colors, so it needs at least two. Add a second color, or use fill for a single one.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: zone
                circle: {center: [60.17, 24.94], radius: 500m}
                gradient: {colors: [red]}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: zone
                circle: {center: [60.17, 24.94], radius: 500m}
                gradient: {colors: [red, blue]}
            """
    )
    /// A property template has an unclosed brace, a stray one, or an empty `{}`.
    package static let templateSyntax = Rule(
        id: "template-syntax", severity: .error,
        summary: "A property template has an unclosed brace, a stray one, or an empty `{}`.",
        explanation: """
            Templates such as `title: \"{name}\"` fill in a feature's properties; a brace that is not part of a `{property}` \
            would be printed as written. Close the brace, or double it (`{{`, `}}`) for a literal brace. No example: a template \
            needs a data file to read; the rule's fixture holds one.
            """
    )
    /// A distance or angle has a unit mapc does not know.
    package static let unknownUnit = Rule(
        id: "unknown-unit", severity: .error,
        summary: "A distance or angle has a unit mapc does not know.",
        explanation: """
            Distances take m, km, mi or ft and angles deg or rad; another unit cannot be converted. Use one of those (the \
            nearest is suggested).
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5kms}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A distance or angle is not a number followed by a unit.
    package static let quantitySyntax = Rule(
        id: "quantity-syntax", severity: .error,
        summary: "A distance or angle is not a number followed by a unit.",
        explanation: """
            Distances are written as a number and a unit, such as `1200m` or `2km`; angles as `30deg`. Write the value in that \
            form.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: far}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
}
