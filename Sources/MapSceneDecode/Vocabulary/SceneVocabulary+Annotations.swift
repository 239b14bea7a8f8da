import MapSceneModel

extension SceneVocabulary {
    /// The keys that pick an annotation's look.
    package static let lookKeys = ["pin", "marker", "image", "dot"]

    /// One entry of `annotations:`: one annotation, or with `from` one per point of a data file.
    package static let annotation = MappingVocabulary(
        "annotation",
        "An annotation at a coordinate (id and coordinate required), or with from: FILE one per point feature of a data file (titles are templates such as \"{name}\").",
        keys: [
            KeyVocabulary("id", .identifier, "The annotation's id (with from: a name or a template)."),
            KeyVocabulary("coordinate", .coordinate, "Where the annotation is: [latitude, longitude]."),
            KeyVocabulary("from", .text, "A CSV, GPX, GeoJSON or KML file: one annotation per point feature."),
            KeyVocabulary("format", dataFormat, "The format of the from file, when its extension does not say."),
            KeyVocabulary("where", featureFilter, "Only the features whose properties have these values."),
            KeyVocabulary("title", .text, "The callout's title."),
            KeyVocabulary("subtitle", .text, "The callout's subtitle."),
            KeyVocabulary("pin", .either([.color, .mapping(pin)]), "A pin: red, green, purple or any color."),
            KeyVocabulary("marker", .mapping(marker), "A marker balloon with a glyph."),
            KeyVocabulary("image", .mapping(image), "An image with a size and a center offset."),
            KeyVocabulary("dot", .either([.flag, .mapping(dot)]), "A dot: true, or {color, radius}."),
            KeyVocabulary("priority", .names(DisplayPriority.allCases.map(\.rawValue)), "Display priority for decluttering."),
            KeyVocabulary("cluster", .identifier, "The cluster group: annotations sharing one are grid-clustered."),
            KeyVocabulary(
                "callout", .either([.boolean, .mapping(callout)]), "The callout bubble: shown or not, with accessories."),
        ],
        constraints: [
            .atMostOne(lookKeys), .whenPresent("from", forbidden: ["coordinate"], otherwiseRequired: ["id", "coordinate"]),
        ])

    /// `pin: {color: ...}`.
    package static let pin = MappingVocabulary(
        "pin", "A pin of a color.", keys: [KeyVocabulary("color", .color, "The pin's color.")])

    /// `marker:`.
    package static let marker = MappingVocabulary(
        "marker", "A marker balloon (MKMarkerAnnotationView).",
        keys: [KeyVocabulary("glyph", .text, "The text in the balloon."), KeyVocabulary("color", .color, "The balloon's color.")])

    /// `image:`.
    package static let image = MappingVocabulary(
        "image", "An image drawn at the coordinate (MKAnnotationView.image).",
        keys: [
            KeyVocabulary("src", .text, "The image file (PNG, JPEG or SVG), relative to the scene."),
            KeyVocabulary("size", .tuple(.number(), count: 2), "[width, height] in points (32 × 32 when not given)."),
            KeyVocabulary("offset", .tuple(.number(), count: 2), "The center offset [x, y] in points."),
        ],
        required: ["src"])

    /// `dot: {...}`.
    package static let dot = MappingVocabulary(
        "dot", "A round dot.",
        keys: [
            KeyVocabulary("color", .color, "The dot's color."),
            KeyVocabulary("radius", .number(), "The radius in points (0.5 to 256)."),
        ])

    /// `callout: {...}`.
    package static let callout = MappingVocabulary(
        "callout", "The callout bubble of an annotation with a title.",
        keys: [
            KeyVocabulary("shown", .boolean, "Whether the callout is drawn."),
            KeyVocabulary("left", calloutAccessory, "The left accessory: detail, info or {image: FILE}."),
            KeyVocabulary("right", calloutAccessory, "The right accessory: detail, info or {image: FILE}."),
        ])

    /// The accessory names a callout takes.
    package static let accessoryNames = ["detail", "info"]

    /// A callout accessory.
    package static let calloutAccessory = ValueShape.either([.names(accessoryNames), .mapping(accessory)])

    /// `{image: FILE}` as a callout accessory.
    package static let accessory = MappingVocabulary(
        "accessory", "An image accessory of a callout.", keys: [KeyVocabulary("image", .text, "The image file.")],
        required: ["image"])

    /// The formats of data files.
    package static let dataFormat = ValueShape.names(DataFormat.allCases.map(\.rawValue))

    /// `where: {PROPERTY: VALUE or [VALUE, ...]}`.
    package static let featureFilter = ValueShape.dictionary(.either([.text, .list(.text, minimum: 1)]), minimum: 1)

    /// `{latitude: ..., longitude: ...}`, the spelled-out form of a coordinate.
    package static let coordinateMapping = MappingVocabulary(
        "coordinateMapping", "A coordinate spelled out.",
        keys: [
            KeyVocabulary("latitude", .number(-90...90), "Degrees north."),
            KeyVocabulary("longitude", .number(-180...180), "Degrees east."),
        ],
        required: ["latitude", "longitude"])
}
