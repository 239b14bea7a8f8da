/// The catalog of rules: every diagnostic names one of these, declared once here (or in a
/// stage's own rules file) and never written as a loose string. The ids are what users see,
/// filter on and configure, so they do not change. `explanation`, `bad` and `good` are what
/// `mapc explain` and `Docs/rules.md` show; a test lints every `bad` (finding the rule) and
/// `good` (not finding it).
extension Rule {

    // MARK: YAML front end
    /// libyaml could not scan or parse the file.
    public static let yamlSyntax = Rule(
        id: "yaml-syntax", severity: .error,
        summary: "libyaml could not scan or parse the file.",
        explanation: "The file is not YAML, so nothing in it can be read: mapc reports where libyaml stopped. Look at the line shown and the one before it; an unclosed bracket or quote, or a tab used for indentation, is the usual cause.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: Helsinki: city
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: "Helsinki: city"
            """
    )
    /// An alias names no earlier anchor.
    public static let yamlUndefinedAlias = Rule(
        id: "yaml-undefined-alias", severity: .error,
        summary: "An alias names no earlier anchor.",
        explanation: "An alias `*name` copies the node marked `&name` earlier in the file; with no such anchor there is nothing to copy. Define the anchor before the alias, or write the value out.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            styles:
              trail: *base
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            styles:
              base: &base {stroke: red}
              trail: *base
            """
    )
    /// The bytes are not UTF-8 text YAML accepts.
    public static let yamlEncoding = Rule(
        id: "yaml-encoding", severity: .error,
        summary: "The bytes are not UTF-8 text YAML accepts.",
        explanation: "YAML is text, and mapc reads it as UTF-8; a file saved in another encoding, or holding control characters, cannot be parsed. Save the file as UTF-8. No example: the text of an example is UTF-8 already; the rule's fixture holds the bytes."
    )
    /// The file is larger than the YAML size limit.
    public static let yamlSize = Rule(
        id: "yaml-size", severity: .error,
        summary: "The file is larger than the YAML size limit.",
        explanation: "mapc bounds the size of a scene file so that a runaway or hostile file cannot exhaust memory. Move large geometry into a data file (`source:` or `data:`), which is read separately. No example: it would take a file past the limit; a generated file tests it."
    )
    /// The file holds no document at all.
    public static let yamlEmpty = Rule(
        id: "yaml-empty", severity: .error,
        summary: "The file holds no document at all.",
        explanation: "An empty file (or one holding only comments) describes no scene. Write at least `mapscene: 1` and a camera.",
        bad: """
            # a scene, one day
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A second `---` document follows the first.
    public static let yamlMultipleDocuments = Rule(
        id: "yaml-multiple-documents", severity: .error,
        summary: "A second `---` document follows the first.",
        explanation: "A scene file holds one scene; a second YAML document after `---` would be silently ignored, so it is an error. Put each scene in a file of its own.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            ---
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A mapping repeats a key.
    public static let yamlDuplicateKey = Rule(
        id: "yaml-duplicate-key", severity: .error,
        summary: "A mapping repeats a key.",
        explanation: "YAML leaves it open which of two equal keys wins, so a repeated key is an error rather than a silent choice. Keep one of them.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: Helsinki
            title: Espoo
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: Helsinki
            """
    )
    /// A mapping key is a mapping or a list.
    public static let yamlKey = Rule(
        id: "yaml-key", severity: .error,
        summary: "A mapping key is a mapping or a list.",
        explanation: "Every key in a scene is a name; a mapping or a list used as a key cannot name anything. Write the key as plain text.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            ? [title]
            : Helsinki
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            title: Helsinki
            """
    )
    /// Mappings and lists nest deeper than the limit.
    public static let yamlDepth = Rule(
        id: "yaml-depth", severity: .error,
        summary: "Mappings and lists nest deeper than the limit.",
        explanation: "No scene needs deep nesting, and unbounded depth could exhaust the stack, so nesting is limited. Flatten the structure. No example: it takes a file hundreds of levels deep; a generated file tests it."
    )
    /// Aliases copy more nodes than the limit.
    public static let yamlAlias = Rule(
        id: "yaml-alias", severity: .error,
        summary: "Aliases copy more nodes than the limit.",
        explanation: "Aliases that refer to aliases can multiply a small file into billions of nodes (the 'billion laughs'); mapc stops expanding at a limit. Write the repeated parts out, or use a named style. No example: it needs aliases nested many times over; a generated file tests it."
    )

    // MARK: DSL front end
    /// The text does not follow the DSL's grammar.
    public static let dslSyntax = Rule(
        id: "dsl-syntax", severity: .error,
        summary: "The text does not follow the DSL's grammar.",
        explanation: "The parser reports each place the text departs from the grammar and carries on, so several errors may show at once. Fix the first one first: later ones sometimes follow from it. The examples are in the DSL.",
        bad: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            title "Helsinki
            """,
        good: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            title "Helsinki"
            """
    )
    /// The file holds so many syntax errors that the rest is not read.
    public static let dslErrorLimit = Rule(
        id: "dsl-error-limit", severity: .error,
        summary: "The file holds so many syntax errors that the rest is not read.",
        explanation: "Past a limit of syntax errors the parser stops, since a file that wrong is most likely not a scene at all (or is in another syntax). Check the file is a `.mapscene` file, and fix the first errors. No example: it takes more errors than fit an example; the rule's fixture holds them."
    )
    /// The bytes are not UTF-8 text, or hold a control character.
    public static let dslEncoding = Rule(
        id: "dsl-encoding", severity: .error,
        summary: "The bytes are not UTF-8 text, or hold a control character.",
        explanation: "The DSL is read as UTF-8 text; other encodings and control characters cannot be read reliably. Save the file as UTF-8 and remove the control character. No example: the text of an example is clean UTF-8; the rule's fixture holds the bytes."
    )
    /// The file is larger than the DSL size limit.
    public static let dslSize = Rule(
        id: "dsl-size", severity: .error,
        summary: "The file is larger than the DSL size limit.",
        explanation: "mapc bounds the size of a scene file so that a runaway or hostile file cannot exhaust memory. Move large geometry into a data file. No example: it would take a file past the limit; a generated file tests it."
    )
    /// The file holds no statement.
    public static let dslEmpty = Rule(
        id: "dsl-empty", severity: .error,
        summary: "The file holds no statement.",
        explanation: "An empty file (or one holding only comments) describes no scene. Write at least `mapscene 1` and a camera. The examples are in the DSL.",
        bad: """
            // a scene, one day
            """,
        good: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            """
    )
    /// Blocks, lists and tuples nest deeper than the limit.
    public static let dslDepth = Rule(
        id: "dsl-depth", severity: .error,
        summary: "Blocks, lists and tuples nest deeper than the limit.",
        explanation: "No scene needs deep nesting, and unbounded depth could exhaust the stack, so nesting is limited. Flatten the structure. No example: it takes a file hundreds of levels deep; a generated file tests it."
    )
    /// A block repeats a key.
    public static let dslDuplicateKey = Rule(
        id: "dsl-duplicate-key", severity: .error,
        summary: "A block repeats a key.",
        explanation: "A key given twice in one block leaves unclear which value is meant, so it is an error. Keep one of them. The examples are in the DSL.",
        bad: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            canvas { width 400 width 600 }
            """,
        good: """
            mapscene 1
            camera { center (60.17, 24.94) distance 5km }
            canvas { width 600 }
            """
    )

    // MARK: Decoding
    /// A value is of the wrong kind: a string where a number goes, a list where a mapping goes.
    public static let wrongType = Rule(
        id: "wrong-type", severity: .error,
        summary: "A value is of the wrong kind: a string where a number goes, a list where a mapping goes.",
        explanation: "Each key takes one kind of value, and a value of another kind cannot be read. The message says what was expected; write the value in that form.",
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
    public static let unknownKey = Rule(
        id: "unknown-key", severity: .error,
        summary: "A mapping holds a key its place does not know.",
        explanation: "A key mapc does not know would otherwise be ignored without a word, and a misspelt key is the commonest slip. Use the suggested spelling, or remove the key.",
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
    public static let missingKey = Rule(
        id: "missing-key", severity: .error,
        summary: "A required key is missing.",
        explanation: "Some things cannot be drawn without a key: an annotation needs its coordinate, an overlay its shape. Add the key the message names.",
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
    public static let exclusiveKeys = Rule(
        id: "exclusive-keys", severity: .error,
        summary: "Keys that exclude each other are given together: two shapes for one overlay, two looks for one annotation, z with above.",
        explanation: "An overlay has one shape, an annotation one look, a tile source one template or archive, and an overlay's order is set one way; given two, mapc cannot tell which is meant. Keep the one you mean.",
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
    public static let misplacedKey = Rule(
        id: "misplaced-key", severity: .error,
        summary: "A key is given where its form does not take it, such as padding on a camera aimed with distance.",
        explanation: "Some keys belong to one form of a thing only: padding goes with a camera aimed with fit, holes with a polygon written out, and an annotation entry that reads a file takes its coordinates from the file. Remove the key, or use the form it belongs to.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km, padding: 20}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A value is not one of the names its key takes, such as map type `stanard`.
    public static let unknownValue = Rule(
        id: "unknown-value", severity: .error,
        summary: "A value is not one of the names its key takes, such as map type `stanard`.",
        explanation: "Keys such as map type, overlay level, priority and line cap take one of a fixed set of names. Use one of the names the message lists (the nearest is suggested).",
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
    public static let invalidID = Rule(
        id: "invalid-id", severity: .error,
        summary: "An id is empty or holds a space.",
        explanation: "Ids are how overlays and annotations refer to each other (above, below, fit) and become element ids in the SVG, so they are single words. Join the words with a hyphen.",
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
    public static let valueRange = Rule(
        id: "value-range", severity: .error,
        summary: "A number is outside the range its key allows, such as a canvas wider than 16384 points.",
        explanation: "Each number has the range in which it means something (a positive radius, a canvas mapc can draw); outside it the scene cannot be drawn as written. Use a value within the range the message gives.",
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
    /// A tile source's zoom is outside 0...22, or its minZoom is deeper than its maxZoom.
    public static let zoomRange = Rule(
        id: "zoom-range", severity: .error,
        summary: "A tile source's zoom is outside 0...22, or its minZoom is deeper than its maxZoom.",
        explanation: "Tile zoom levels run from 0 (the whole world in one tile) to 22, and a source's minZoom cannot be deeper than its maxZoom. Give the zooms the tile set really has.",
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
    public static let opacityRange = Rule(
        id: "opacity-range", severity: .error,
        summary: "An opacity is outside 0...1.",
        explanation: "Opacity is a fraction, from 0 (invisible) to 1 (opaque); a percentage such as 50 is not. Divide a percentage by 100.",
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
    public static let canvasScale = Rule(
        id: "canvas-scale", severity: .error,
        summary: "The canvas scale is not 1, 2 or 3.",
        explanation: "The canvas scale is the display's points-to-pixels factor (@1x, @2x, @3x), as on Apple's screens; other factors have no display to match. Use 1, 2 or 3.",
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
    public static let emptyValue = Rule(
        id: "empty-value", severity: .error,
        summary: "A value that must name something is empty: a file, a fit list, a where condition, an attribution.",
        explanation: "An empty file name, fit list or condition names nothing, and an empty attribution would drop the credit the data needs. Fill the value in, or leave the key out to get its default.",
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
    public static let tooFewPoints = Rule(
        id: "too-few-points", severity: .error,
        summary: "A polyline, polygon or path has fewer points than its shape needs.",
        explanation: "A polyline needs two points and a polygon three to have any length or area. Add the missing points, or use an annotation for a single place.",
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
    public static let imageSize = Rule(
        id: "image-size", severity: .error,
        summary: "An annotation image is not between 0 and 1024 points on a side.",
        explanation: "An annotation image is drawn at the size given in points, and a zero or huge size would hide it or cover the map. Give a size up to 1024 points on each side.",
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
    public static let dashPattern = Rule(
        id: "dash-pattern", severity: .error,
        summary: "A dash pattern has no length above 0.",
        explanation: "A dash pattern of zero lengths draws nothing at all. Give at least one length above 0, or leave dash out for a solid line.",
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
    public static let gradientColors = Rule(
        id: "gradient-colors", severity: .error,
        summary: "A gradient has fewer than two colors.",
        explanation: "A gradient blends between colors, so it needs at least two. Add a second color, or use fill for a single one.",
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
    public static let templateSyntax = Rule(
        id: "template-syntax", severity: .error,
        summary: "A property template has an unclosed brace, a stray one, or an empty `{}`.",
        explanation: "Templates such as `title: \"{name}\"` fill in a feature's properties; a brace that is not part of a `{property}` would be printed as written. Close the brace, or double it (`{{`, `}}`) for a literal brace. No example: a template needs a data file to read; the rule's fixture holds one."
    )
    /// A distance or angle has a unit mapc does not know.
    public static let unknownUnit = Rule(
        id: "unknown-unit", severity: .error,
        summary: "A distance or angle has a unit mapc does not know.",
        explanation: "Distances take m, km, mi or ft and angles deg or rad; another unit cannot be converted. Use one of those (the nearest is suggested).",
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
    public static let quantitySyntax = Rule(
        id: "quantity-syntax", severity: .error,
        summary: "A distance or angle is not a number followed by a unit.",
        explanation: "Distances are written as a number and a unit, such as `1200m` or `2km`; angles as `30deg`. Write the value in that form.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: far}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A color is not a CSS name or a hex color.
    public static let unknownColor = Rule(
        id: "unknown-color", severity: .error,
        summary: "A color is not a CSS name or a hex color.",
        explanation: "Colors are CSS names (`red`, `steelblue`), `#rgb`, `#rrggbb` or `#rrggbbaa`, optionally with `/alpha`. Use one of those forms (the nearest name is suggested).",
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
    public static let colorAlpha = Rule(
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
    public static let latitudeRange = Rule(
        id: "latitude-range", severity: .error,
        summary: "A latitude is outside -90...90.",
        explanation: "Coordinates are written [latitude, longitude], as in Core Location; a latitude past ±90 is usually a pair written the other way round. Swap the numbers, or correct the latitude.",
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
    public static let longitudeRange = Rule(
        id: "longitude-range", severity: .error,
        summary: "A longitude is outside -180...180.",
        explanation: "Longitudes run from -180 to 180 degrees. Correct the value; a longitude east of 180 is the same as one 360 degrees less.",
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
    public static let coordinatePair = Rule(
        id: "coordinate-pair", severity: .error,
        summary: "A coordinate is not a pair of [latitude, longitude].",
        explanation: "A coordinate has exactly two numbers, latitude then longitude; a third (an altitude) or a missing one cannot be placed. Write two numbers.",
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
    public static let cameraForm = Rule(
        id: "camera-form", severity: .error,
        summary: "The camera has no form, or more than one.",
        explanation: "The camera is aimed in exactly one way (center with span, distance or altitude, a look-at, a mapRect, or fit), as a MapKit region or camera is; with none or two, mapc cannot tell what to show. Keep one form.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km, span: [0.1, 0.2]}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// The scene's format version is one this mapc does not read.
    public static let formatVersion = Rule(
        id: "format-version", severity: .error,
        summary: "The scene's format version is one this mapc does not read.",
        explanation: "`mapscene:` names the version of the file format the scene is written in, so that a later format is not misread. Write `mapscene: 1`, or use a newer mapc.",
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
    public static let unusedSetting = Rule(
        id: "unused-setting", severity: .warning,
        summary: "A setting is given where it has no effect.",
        explanation: "A setting that cannot apply where it is written (geodesic on a circle, subdomains without {s}, basemap sources on map type none) is ignored; the warning says so rather than leaving you to wonder. Remove it, or move it where it applies.",
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
    /// Two overlays or annotations share an id.
    public static let duplicateID = Rule(
        id: "duplicate-id", severity: .error,
        summary: "Two overlays or annotations share an id.",
        explanation: "Ids name one thing each: above, below and fit refer to them, and they become element ids in the SVG. Rename one of the two.",
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
    public static let unknownReference = Rule(
        id: "unknown-reference", severity: .error,
        summary: "An id referred to is not defined.",
        explanation: "above, below, fit, style and a path's origin refer to things by id; an id nothing has cannot be followed. Use the suggested id, or define the thing.",
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
    public static let referenceKind = Rule(
        id: "reference-kind", severity: .error,
        summary: "An id referred to names something of the wrong kind, such as an annotation where an overlay is meant.",
        explanation: "above and below order overlays, so they name overlays; style names a style; an id of another kind of thing cannot stand in. Name a thing of the kind the message gives.",
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
    public static let tileTemplate = Rule(
        id: "tile-template", severity: .error,
        summary: "A tile template or archive location cannot be used: a scheme other than http or https, an archive on a server, a misplaced placeholder.",
        explanation: "Tiles are fetched over http or https from a URL template with {z}, {x} and {y}, or read from a folder or archive beside the scene. Write the template as the message describes.",
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
    public static let tileSubdomain = Rule(
        id: "tile-subdomain", severity: .error,
        summary: "A tile subdomain is not a host name label.",
        explanation: "Subdomains replace {s} in a tile URL, so each must be a valid host name label: letters, digits and '-'. Write the labels alone, without dots or slashes.",
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

    // MARK: Resolving
    /// A file the scene names cannot be used: missing, unreadable, or of a kind mapc cannot tell.
    public static let sourceFile = Rule(
        id: "source-file", severity: .error,
        summary: "A file the scene names cannot be used: missing, unreadable, or of a kind mapc cannot tell.",
        explanation: "A data or tile file that cannot be read would leave part of the map out, so it is an error. Check the path (it is relative to the scene file), and name the file's format when its extension does not say it.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            overlays:
              - id: parks
                data: no-such-parks.geojson
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// A data file the scene reads (GPX, GeoJSON, KML, CSV) is malformed; reported at the place in that file.
    public static let dataFile = Rule(
        id: "data-file", severity: .error,
        summary: "A data file the scene reads (GPX, GeoJSON, KML, CSV) is malformed; reported at the place in that file.",
        explanation: "mapc reads the data file itself and reports the first problems at their line and column in it. Fix the file there; the note shows where the scene reads it. No example: it needs a data file beside the scene; the rule's fixture holds one."
    )
    /// A data file holds something mapc does not draw, such as a feature without geometry; reported at the place in that file.
    public static let dataFileSkipped = Rule(
        id: "data-file-skipped", severity: .warning,
        summary: "A data file holds something mapc does not draw, such as a feature without geometry; reported at the place in that file.",
        explanation: "The rest of the file is drawn, but what the warning names is left out, so the map may miss something you expected. Fix or remove the feature in the data file. No example: it needs a data file beside the scene; the rule's fixture holds one."
    )
    /// An image the scene names is refused.
    public static let imageFile = Rule(
        id: "image-file", severity: .error,
        summary: "An image the scene names is refused.",
        explanation: "Images are embedded in the output, so mapc reads only files it can check: PNG, JPEG, GIF or SVG of bounded size, beside the scene. Convert or move the image as the message says.",
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            annotations:
              - id: bike
                coordinate: [60.17, 24.94]
                image: {src: no-such-bike.png, size: [32, 32]}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km}
            """
    )
    /// Features of a vector tile archive that could not be read are left out of the drawing.
    public static let tileFeatureDropped = Rule(
        id: "tile-feature-dropped", severity: .warning,
        summary: "Features of a vector tile archive that could not be read are left out of the drawing.",
        explanation: "A damaged or unusual vector tile loses the features mapc cannot decode, and the map misses them. Check or regenerate the archive. No example: it needs a damaged tile archive; the rule's fixture holds one."
    )
    /// Vector tiles past what one drawing may hold are left out.
    public static let tileBudget = Rule(
        id: "tile-budget", severity: .warning,
        summary: "Vector tiles past what one drawing may hold are left out.",
        explanation: "One drawing holds at most 128 MiB of decompressed vector tiles, 1,000,000 features and 10,000,000 vertices, across all its archives, so a damaged or hostile archive cannot exhaust memory; tiles past that are not drawn. Real city tiles need a fraction of it: check the archive, or narrow the view. No example: it needs an archive made to pass the budget; a test makes one."
    )
    /// Raster tiles are missing from their folder or archive, and left out.
    public static let tileMissing = Rule(
        id: "tile-missing", severity: .warning,
        summary: "Raster tiles are missing from their folder or archive, and left out.",
        explanation: "A tile set without the tiles the view needs leaves holes in the map. Generate the missing tiles, or aim the camera where the tiles are. No example: it needs a tile folder; the rule's fixture holds one."
    )
    /// The view needs tiles shallower than the raster source's minZoom, so none are drawn.
    public static let tileZoomShallow = Rule(
        id: "tile-zoom-shallow", severity: .warning,
        summary: "The view needs tiles shallower than the raster source's minZoom, so none are drawn.",
        explanation: "A source that starts at a deep zoom has no tiles for a wide view. Zoom the camera in, or add shallower tiles to the source. No example: it needs a tile folder; the rule's fixture holds one."
    )
    /// Fetched tiles could not be stored in the tile cache, so the next compile fetches them again.
    public static let tileCache = Rule(
        id: "tile-cache", severity: .warning,
        summary: "Fetched tiles could not be stored in the tile cache, so the next compile fetches them again.",
        explanation: "The map is drawn, but every compile refetches its tiles, which is slow and loads the tile server. Make the cache folder writable, or point the cache elsewhere. No example: it needs a tile server and an unwritable cache; a test with both covers it."
    )
    /// A template or `where` names a property that no feature of the data file has.
    public static let dataProperty = Rule(
        id: "data-property", severity: .warning,
        summary: "A template or `where` names a property that no feature of the data file has.",
        explanation: "A template filled from a missing property prints nothing, and a where condition on one keeps no feature; usually the name is misspelt. Use the property the suggestion names. No example: it needs a data file beside the scene; the rule's fixture holds one."
    )
    /// A data file gives an overlay or an annotation entry nothing: no feature is kept, or none of the kind it takes.
    public static let noFeatures = Rule(
        id: "no-features", severity: .warning,
        summary: "A data file gives an overlay or an annotation entry nothing: no feature is kept, or none of the kind it takes.",
        explanation: "An overlay or annotation entry that draws nothing is almost always a mistake: a where condition that matches nothing, or a file of lines read for points. Check the condition and the file. No example: it needs a data file beside the scene; the rule's fixture holds one."
    )
    /// A feature's simplestyle property (`stroke`, `fill`, `marker-color`, ...) is not a value mapc can use, and the scene's style is drawn instead.
    public static let dataStyle = Rule(
        id: "data-style", severity: .warning,
        summary: "A feature's simplestyle property (`stroke`, `fill`, `marker-color`, ...) is not a value mapc can use, and the scene's style is drawn instead.",
        explanation: "simplestyle properties let a data file color its own features; one mapc cannot read falls back to the scene's style, so the feature looks other than its file says. Fix the value in the data file. No example: it needs a data file beside the scene; the rule's fixture holds one."
    )

    // MARK: Compiling
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
    /// A shown callout is left out of a terminal drawing: the terminal has no cells for it.
    public static let termCalloutHidden = Rule(
        id: "term-callout-hidden", severity: .warning,
        summary: "A shown callout is left out of a terminal drawing: the terminal has no cells for it.",
        explanation: "A terminal has far fewer cells than a canvas has points, so a callout that fits the canvas may not fit the terminal; `mapc preview` and `--target term` leave it out. Widen the terminal, or shorten the callout. No example: `mapc lint` does not draw for a terminal; the terminal's own tests cover it."
    )
    /// Raster tiles are drawn in their stand-in color in a terminal drawing: decoding them would pass the pixels one drawing decodes.
    public static let termTilePixels = Rule(
        id: "term-tile-pixels", severity: .warning,
        summary: "Raster tiles are drawn in their stand-in color in a terminal drawing: decoding them would pass the pixels one drawing decodes.",
        explanation: "A terminal drawing samples each raster tile from its decoded pixels, and decodes at most 128 Mpx for one drawing (eight images of 4096 × 4096), so that tiles far larger than they are drawn cannot keep it busy; the tiles past that are drawn in the color standing in for them. Use tiles of 256 or 512 pixels, as tile servers make them. No example: `mapc lint` does not draw for a terminal; the terminal's own tests cover it."
    )
}
