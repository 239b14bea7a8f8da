import MapSceneBase

/// The rules of the decoder about colors, coordinates and the camera.
extension Rule {
    /// A color is not a CSS name or a hex color.
    package static let unknownColor = Rule(
        id: "unknown-color", severity: .error,
        summary: "A color is not a CSS name or a hex color.",
        explanation: """
            Colors are CSS names (`red`, `steelblue`), `#rgb`, `#rrggbb` or `#rrggbbaa`, optionally with `/alpha`. Use one of \
            those forms (the nearest name is suggested).
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94]
                pin: rde
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94]
                pin: red
            """
    )
    /// The alpha after `/` in a color is not a number between 0 and 1.
    package static let colorAlpha = Rule(
        id: "color-alpha", severity: .error,
        summary: "The alpha after `/` in a color is not a number between 0 and 1.",
        explanation: "`red/0.2` is red at 20% opacity; the alpha is a fraction, not a percentage. Write it between 0 and 1.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            canvas: {background: "white/50"}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            canvas: {background: "white/0.5"}
            """
    )
    /// A latitude is outside -90...90.
    package static let latitudeRange = Rule(
        id: "latitude-range", severity: .error,
        summary: "A latitude is outside -90...90.",
        explanation: """
            Coordinates are written [latitude, longitude], as in Core Location; a latitude past ±90 is usually a pair written \
            the other way round. Swap the numbers, or correct the latitude.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [124.94, 60.17]
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94]
            """
    )
    /// A longitude is outside -180...180.
    package static let longitudeRange = Rule(
        id: "longitude-range", severity: .error,
        summary: "A longitude is outside -180...180.",
        explanation: """
            Longitudes run from -180 to 180 degrees. Correct the value; a longitude east of 180 is the same as one 360 degrees \
            less.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 204.94]
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94]
            """
    )
    /// A coordinate is not a pair of [latitude, longitude].
    package static let coordinatePair = Rule(
        id: "coordinate-pair", severity: .error,
        summary: "A coordinate is not a pair of [latitude, longitude].",
        explanation: """
            A coordinate has exactly two numbers, latitude then longitude; a third (an altitude) or a missing one cannot be \
            placed. Write two numbers.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94, 12]
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94]
            """
    )
    /// The camera has no form, or more than one.
    package static let cameraForm = Rule(
        id: "camera-form", severity: .error,
        summary: "The camera has no form, or more than one.",
        explanation: """
            The camera is aimed in exactly one way (center with span, distance, zoom or altitude, a look-at, a mapRect, or fit), as a \
            MapKit region or camera is; with none or two, mapc cannot tell what to show. Keep one form.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km, span: [0.1, 0.2]}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
}
