import MapSceneModel

extension SceneVocabulary {
    /// `camera:`: exactly one of MapKit's ways to aim the map.
    package static let camera = MappingVocabulary(
        "camera",
        "Exactly one form: center + span, center + distance, center + zoom, center + altitude, lookAt + from + altitude, mapRect, or fit (+ padding); pitch and heading apply to every form.",
        keys: [
            KeyVocabulary("center", .coordinate, "The center coordinate, [latitude, longitude]."),
            KeyVocabulary("span", .tuple(.number(), count: 2), "The region's span in degrees: [latitudeDelta, longitudeDelta]."),
            KeyVocabulary(
                "distance", .either([.distance, .tuple(.distance, count: 2)]),
                "The region's size: 1200m, or [northSouth, eastWest]."),
            KeyVocabulary(
                "zoom", .number(Camera.zoomLevels),
                "A web map's zoom level, 0 to 22, fractions allowed: the world is 256 · 2^zoom points across at the center."),
            KeyVocabulary("altitude", .distance, "The camera's altitude above the ground (MKMapCamera)."),
            KeyVocabulary("lookAt", .coordinate, "The coordinate the camera looks at, from an eye coordinate and altitude."),
            KeyVocabulary("from", .coordinate, "The eye coordinate of a lookAt camera."),
            KeyVocabulary("mapRect", .tuple(.number(), count: 4), "A map rect in map points: [x, y, width, height]."),
            KeyVocabulary(
                "fit", .either([.names(["all"]), .list(.identifier, minimum: 1)]),
                "Fit all annotations and overlays, or the listed ids."),
            KeyVocabulary(
                "padding", .either([.number(), .tuple(.number(), count: 4)]),
                "Padding of a fit in points: 20, or [top, right, bottom, left]."),
            KeyVocabulary("pitch", .angle, "The camera's tilt from straight down."),
            KeyVocabulary("heading", .angle, "The compass direction at the top of the map."),
        ],
        constraints: [
            .forms(
                [
                    KeyForm(["center", "span"]), KeyForm(["center", "distance"]), KeyForm(["center", "zoom"]),
                    KeyForm(["center", "altitude"]),
                    KeyForm(["lookAt", "from", "altitude"]), KeyForm(["mapRect"]), KeyForm(["fit"], optional: ["padding"]),
                ],
                shared: ["pitch", "heading"])
        ])
}
