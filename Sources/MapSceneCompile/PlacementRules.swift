import MapSceneBase

/// The rules of the compiler's layout: the title, legend and callouts it cannot place.
extension Rule {
    /// An overlay's title is left out for want of room.
    package static let titleHidden = Rule(
        id: "title-hidden", severity: .warning,
        summary: "An overlay's title is left out for want of room.",
        explanation: """
            An overlay's title is placed inside or beside the shape, clear of other labels, pins and decorations; where there is \
            no room it is left out, not drawn over something else. Make the canvas larger, shorten the title, or zoom in.
            """,
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
    package static let legendEmpty = Rule(
        id: "legend-empty", severity: .warning,
        summary: "A legend is asked for, but nothing in view has a title or a group name to show.",
        explanation: """
            The legend lists overlays with titles and named annotation groups; with none in view it would be an empty box, so it \
            is left out. Give the overlays titles, or drop `legend: true`.
            """,
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
    package static let legendTruncated = Rule(
        id: "legend-truncated", severity: .warning,
        summary: "The legend shows only the entries that fit the canvas's height.",
        explanation: """
            The legend's entries that do not fit are left out, so some overlays are unexplained. Make the canvas taller, or give \
            fewer overlays titles.
            """,
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
    package static let legendHidden = Rule(
        id: "legend-hidden", severity: .warning,
        summary: "The legend is left out: no corner of the canvas has room for it.",
        explanation: """
            The legend goes in a corner clear of the scale bar, compass and attribution; on a canvas where no corner has room it \
            is left out. Make the canvas larger, or turn off a decoration that takes the room.
            """,
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
    package static let calloutHidden = Rule(
        id: "callout-hidden", severity: .warning,
        summary: "A shown callout is left out: the canvas has no room for it clear of other callouts, pins and decorations.",
        explanation: """
            A callout is placed above its pin, flipped or shifted to stay inside the canvas; where no place fits it is left out \
            rather than cut. Make the canvas larger, shorten the callout's text, or show fewer callouts.
            """,
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
