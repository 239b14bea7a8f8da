import MapSceneBase

/// The rules of the decoder about a mapping's keys: which it takes, needs or takes only one of,
/// the kind of value each holds, and the format version.
extension Rule {
    /// A value is of the wrong kind: a string where a number goes, a list where a mapping goes.
    package static let wrongType = Rule(
        id: "wrong-type", severity: .error,
        summary: "A value is of the wrong kind: a string where a number goes, a list where a mapping goes.",
        explanation: """
            Each key takes one kind of value, and a value of another kind cannot be read. The message says what was expected; \
            write the value in that form.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            canvas: {width: wide}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            canvas: {width: 600}
            """
    )
    /// A mapping holds a key its place does not know.
    package static let unknownKey = Rule(
        id: "unknown-key", severity: .error,
        summary: "A mapping holds a key its place does not know.",
        explanation: """
            A key mapc does not know would otherwise be ignored without a word, and a misspelt key is the commonest slip. Use \
            the suggested spelling, or remove the key.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: walk
                polyline: [[60.16, 24.93], [60.18, 24.95]]
                colour: red
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: walk
                polyline: [[60.16, 24.93], [60.18, 24.95]]
                stroke: red
            """
    )
    /// A required key is missing.
    package static let missingKey = Rule(
        id: "missing-key", severity: .error,
        summary: "A required key is missing.",
        explanation: """
            Some things cannot be drawn without a key: an annotation needs its coordinate, an overlay its shape. Add the key the \
            message names.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                title: Cafe
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94]
                title: Cafe
            """
    )
    /// Keys that exclude each other are given together: two shapes for one overlay, two looks for one annotation, z with above.
    package static let exclusiveKeys = Rule(
        id: "exclusive-keys", severity: .error,
        summary: """
            Keys that exclude each other are given together: two shapes for one overlay, two looks for one annotation, z with \
            above.
            """,
        explanation: """
            An overlay has one shape, an annotation one look, a tile source one template or archive, and an overlay's order is \
            set one way; given two, mapc cannot tell which is meant. Keep the one you mean.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: cafe
                coordinate: [60.17, 24.94]
                pin: red
                dot: {color: red}
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
    /// A key is given where its form does not take it, such as padding on a camera aimed with distance.
    package static let misplacedKey = Rule(
        id: "misplaced-key", severity: .error,
        summary: "A key is given where its form does not take it, such as padding on a camera aimed with distance.",
        explanation: """
            Some keys belong to one form of a thing only: padding goes with a camera aimed with fit, holes with a polygon \
            written out, and an annotation entry that reads a file takes its coordinates from the file. Remove the key, or use \
            the form it belongs to.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km, padding: 20}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// The scene's format version is one this mapc does not read.
    package static let formatVersion = Rule(
        id: "format-version", severity: .error,
        summary: "The scene's format version is one this mapc does not read.",
        explanation: """
            `mapscene:` names the version of the file format the scene is written in, so that a later format is not misread. \
            Write `mapscene: 1`, or use a newer mapc.
            """,
        bad: """
            mapscene: 7
            camera: {center: [60.17, 24.94], distance: 5km}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A setting is given where it has no effect.
    package static let unusedSetting = Rule(
        id: "unused-setting", severity: .warning,
        summary: "A setting is given where it has no effect.",
        explanation: """
            A setting that cannot apply where it is written (geodesic on a circle, subdomains without {s}, basemap sources on \
            map type none) is ignored; the warning says so rather than leaving you to wonder. Remove it, or move it where it \
            applies.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: zone
                circle: {center: [60.17, 24.94], radius: 500m}
                geodesic: true
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: zone
                circle: {center: [60.17, 24.94], radius: 500m}
            """
    )
}
