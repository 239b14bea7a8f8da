import MapSceneBase

/// The rules of the decoder about what a scene names: the ids of its own things, and tile servers.
extension Rule {
    /// Two overlays or annotations share an id.
    package static let duplicateID = Rule(
        id: "duplicate-id", severity: .error,
        summary: "Two overlays or annotations share an id.",
        explanation: """
            Ids name one thing each: above, below and fit refer to them, and they become element ids in the SVG. Rename one of \
            the two.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - {id: cafe, coordinate: [60.17, 24.94]}
              - {id: cafe, coordinate: [60.18, 24.95]}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - {id: cafe, coordinate: [60.17, 24.94]}
              - {id: bakery, coordinate: [60.18, 24.95]}
            """
    )
    /// An id referred to is not defined.
    package static let unknownReference = Rule(
        id: "unknown-reference", severity: .error,
        summary: "An id referred to is not defined.",
        explanation: """
            above, below, fit, style and a path's origin refer to things by id; an id nothing has cannot be followed. Use the \
            suggested id, or define the thing.
            """,
        bad: """
            mapscene: 1
            camera: {fit: [cafe]}
            annotations:
              - {id: caffe, coordinate: [60.17, 24.94]}
            """,
        good: """
            mapscene: 1
            camera: {fit: [cafe]}
            annotations:
              - {id: cafe, coordinate: [60.17, 24.94]}
            """
    )
    /// An id referred to names something of the wrong kind, such as an annotation where an overlay is meant.
    package static let referenceKind = Rule(
        id: "reference-kind", severity: .error,
        summary: "An id referred to names something of the wrong kind, such as an annotation where an overlay is meant.",
        explanation: """
            above and below order overlays, so they name overlays; style names a style; an id of another kind of thing cannot \
            stand in. Name a thing of the kind the message gives.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - {id: cafe, coordinate: [60.17, 24.94]}
            overlays:
              - {id: walk, polyline: [[60.16, 24.93], [60.18, 24.95]], above: cafe}
              - {id: zone, circle: {center: [60.17, 24.94], radius: 500m}}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - {id: cafe, coordinate: [60.17, 24.94]}
            overlays:
              - {id: walk, polyline: [[60.16, 24.93], [60.18, 24.95]], above: zone}
              - {id: zone, circle: {center: [60.17, 24.94], radius: 500m}}
            """
    )
    /// A tile template or archive location cannot be used: a scheme other than http or https, an archive on a server, a misplaced placeholder.
    package static let tileTemplate = Rule(
        id: "tile-template", severity: .error,
        summary: """
            A tile template or archive location cannot be used: a scheme other than http or https, an archive on a server, a \
            misplaced placeholder.
            """,
        explanation: """
            Tiles are fetched over http or https from a URL template with {z}, {x} and {y}, or read from a folder or archive \
            beside the scene. Write the template as the message describes.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map:
              basemap: [{tiles: "ftp://tiles.example/{z}/{x}/{y}.png", attribution: Example}]
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map:
              basemap: [{tiles: "https://tiles.example/{z}/{x}/{y}.png", attribution: Example}]
            """
    )
    /// A tile subdomain is not a host name label.
    package static let tileSubdomain = Rule(
        id: "tile-subdomain", severity: .error,
        summary: "A tile subdomain is not a host name label.",
        explanation: """
            Subdomains replace {s} in a tile URL, so each must be a valid host name label: letters, digits and '-'. Write the \
            labels alone, without dots or slashes.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map:
              basemap: [{tiles: "https://{s}.tiles.example/{z}/{x}/{y}.png", subdomains: ["a.b"], attribution: Example}]
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            map:
              basemap: [{tiles: "https://{s}.tiles.example/{z}/{x}/{y}.png", subdomains: [a, b], attribution: Example}]
            """
    )
}
