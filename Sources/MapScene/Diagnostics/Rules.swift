/// The catalog of rules: every diagnostic names one of these, declared once here (or in a
/// stage's own rules file) and never written as a loose string. The ids are what users see,
/// filter on and configure, so they do not change.
extension Rule {
    // MARK: YAML front end

    /// libyaml could not scan or parse the file, or an alias names no earlier anchor.
    public static let yamlSyntax = Rule(
        id: "yaml-syntax", severity: .error,
        summary: "libyaml could not scan or parse the file, or an alias names no earlier anchor."
    )
    /// The bytes are not UTF-8 text YAML accepts.
    public static let yamlEncoding = Rule(
        id: "yaml-encoding", severity: .error,
        summary: "The bytes are not UTF-8 text YAML accepts."
    )
    /// The file is larger than the YAML size limit.
    public static let yamlSize = Rule(
        id: "yaml-size", severity: .error,
        summary: "The file is larger than the YAML size limit."
    )
    /// The file holds no document at all.
    public static let yamlEmpty = Rule(
        id: "yaml-empty", severity: .error,
        summary: "The file holds no document at all."
    )
    /// A second `---` document follows the first.
    public static let yamlMultipleDocuments = Rule(
        id: "yaml-multiple-documents", severity: .error,
        summary: "A second `---` document follows the first."
    )
    /// A mapping repeats a key.
    public static let yamlDuplicateKey = Rule(
        id: "yaml-duplicate-key", severity: .error,
        summary: "A mapping repeats a key."
    )
    /// A mapping key is a mapping or a list.
    public static let yamlKey = Rule(
        id: "yaml-key", severity: .error,
        summary: "A mapping key is a mapping or a list."
    )
    /// Mappings and lists nest deeper than the limit.
    public static let yamlDepth = Rule(
        id: "yaml-depth", severity: .error,
        summary: "Mappings and lists nest deeper than the limit."
    )
    /// Aliases copy more nodes than the limit.
    public static let yamlAlias = Rule(
        id: "yaml-alias", severity: .error,
        summary: "Aliases copy more nodes than the limit."
    )

    // MARK: DSL front end
    /// The text does not follow the DSL's grammar, or holds too many syntax errors.
    public static let dslSyntax = Rule(
        id: "dsl-syntax", severity: .error,
        summary: "The text does not follow the DSL's grammar, or holds too many syntax errors."
    )
    /// The bytes are not UTF-8 text, or hold a control character.
    public static let dslEncoding = Rule(
        id: "dsl-encoding", severity: .error,
        summary: "The bytes are not UTF-8 text, or hold a control character."
    )
    /// The file is larger than the DSL size limit.
    public static let dslSize = Rule(
        id: "dsl-size", severity: .error,
        summary: "The file is larger than the DSL size limit."
    )
    /// The file holds no statement.
    public static let dslEmpty = Rule(
        id: "dsl-empty", severity: .error,
        summary: "The file holds no statement."
    )
    /// Blocks, lists and tuples nest deeper than the limit.
    public static let dslDepth = Rule(
        id: "dsl-depth", severity: .error,
        summary: "Blocks, lists and tuples nest deeper than the limit."
    )
    /// A block repeats a key.
    public static let dslDuplicateKey = Rule(
        id: "dsl-duplicate-key", severity: .error,
        summary: "A block repeats a key."
    )

    // MARK: Decoding
    /// A value is of the wrong kind: a string where a number goes, a list where a mapping goes.
    public static let wrongType = Rule(
        id: "wrong-type", severity: .error,
        summary: "A value is of the wrong kind: a string where a number goes, a list where a mapping goes."
    )
    /// A mapping holds a key its place does not know.
    public static let unknownKey = Rule(
        id: "unknown-key", severity: .error,
        summary: "A mapping holds a key its place does not know."
    )
    /// A required key is missing.
    public static let missingKey = Rule(
        id: "missing-key", severity: .error,
        summary: "A required key is missing."
    )
    /// A value is out of range, unknown, or conflicts with another.
    public static let badValue = Rule(
        id: "bad-value", severity: .error,
        summary: "A value is out of range, unknown, or conflicts with another."
    )
    /// A distance or angle has no unit or an unknown one.
    public static let badUnit = Rule(
        id: "bad-unit", severity: .error,
        summary: "A distance or angle has no unit or an unknown one."
    )
    /// A color is unknown or its alpha is out of range.
    public static let badColor = Rule(
        id: "bad-color", severity: .error,
        summary: "A color is unknown or its alpha is out of range."
    )
    /// A latitude is outside -90...90.
    public static let latitudeRange = Rule(
        id: "latitude-range", severity: .error,
        summary: "A latitude is outside -90...90."
    )
    /// A longitude is outside -180...180.
    public static let longitudeRange = Rule(
        id: "longitude-range", severity: .error,
        summary: "A longitude is outside -180...180."
    )
    /// The camera has no form, more than one, or a key its form does not use.
    public static let cameraForm = Rule(
        id: "camera-form", severity: .error,
        summary: "The camera has no form, more than one, or a key its form does not use."
    )
    /// The scene's format version is one this mapc does not read.
    public static let formatVersion = Rule(
        id: "format-version", severity: .error,
        summary: "The scene's format version is one this mapc does not read."
    )
    /// A setting is given where it has no effect.
    public static let unusedSetting = Rule(
        id: "unused-setting", severity: .warning,
        summary: "A setting is given where it has no effect."
    )
    /// Two overlays or annotations share an id.
    public static let duplicateID = Rule(
        id: "duplicate-id", severity: .error,
        summary: "Two overlays or annotations share an id."
    )
    /// An id referred to is not defined, or names something of the wrong kind.
    public static let unknownReference = Rule(
        id: "unknown-reference", severity: .error,
        summary: "An id referred to is not defined, or names something of the wrong kind."
    )

    // MARK: Resolving
    /// A data file the scene names cannot be used.
    public static let sourceFile = Rule(
        id: "source-file", severity: .error,
        summary: "A data file the scene names cannot be used."
    )
    /// A data file the scene reads (GPX, GeoJSON, KML, CSV) is malformed, or holds something that is not drawn; reported at the place in that file.
    public static let dataFile = Rule(
        id: "data-file", severity: .error,
        summary: "A data file the scene reads (GPX, GeoJSON, KML, CSV) is malformed, or holds something that is not drawn; reported at the place in that file."
    )
    /// An image the scene names is refused.
    public static let imageFile = Rule(
        id: "image-file", severity: .error,
        summary: "An image the scene names is refused."
    )
    /// Features of a vector tile archive that could not be read are left out of the drawing.
    public static let tileFeatureDropped = Rule(
        id: "tile-feature-dropped", severity: .warning,
        summary: "Features of a vector tile archive that could not be read are left out of the drawing."
    )
    /// Raster tiles are missing from their folder or archive, or the view is shallower than the source has tiles for; those tiles are left out.
    public static let tileMissing = Rule(
        id: "tile-missing", severity: .warning,
        summary: "Raster tiles are missing from their folder or archive, or the view is shallower than the source has tiles for; those tiles are left out."
    )
    /// Fetched tiles could not be stored in the tile cache, so the next compile fetches them again.
    public static let tileCache = Rule(
        id: "tile-cache", severity: .warning,
        summary: "Fetched tiles could not be stored in the tile cache, so the next compile fetches them again."
    )
    /// A template or `where` names a property that no feature of the data file has.
    public static let dataProperty = Rule(
        id: "data-property", severity: .warning,
        summary: "A template or `where` names a property that no feature of the data file has."
    )
    /// A data file gives an overlay or an annotation entry nothing: no feature is kept, or none of the kind it takes.
    public static let noFeatures = Rule(
        id: "no-features", severity: .warning,
        summary: "A data file gives an overlay or an annotation entry nothing: no feature is kept, or none of the kind it takes."
    )
    /// A feature's simplestyle property (`stroke`, `fill`, `marker-color`, ...) is not a value mapc can use, and the scene's style is drawn instead.
    public static let dataStyle = Rule(
        id: "data-style", severity: .warning,
        summary: "A feature's simplestyle property (`stroke`, `fill`, `marker-color`, ...) is not a value mapc can use, and the scene's style is drawn instead."
    )

    // MARK: Compiling
    /// The camera's pitch is outside what can be drawn and is clamped.
    public static let cameraPitch = Rule(
        id: "camera-pitch", severity: .warning,
        summary: "The camera's pitch is outside what can be drawn and is clamped."
    )
    /// Overlays are placed above or below each other in a cycle.
    public static let overlayOrder = Rule(
        id: "overlay-order", severity: .warning,
        summary: "Overlays are placed above or below each other in a cycle."
    )
    /// Something the scene names is understood but not drawn yet.
    public static let notDrawn = Rule(
        id: "not-drawn", severity: .warning,
        summary: "Something the scene names is understood but not drawn yet."
    )
    /// A satellite or hybrid map has no raster tiles to draw as imagery.
    public static let noImagery = Rule(
        id: "no-imagery", severity: .warning,
        summary: "A satellite or hybrid map has no raster tiles to draw as imagery."
    )
    /// The scale bar is left out where no one scale holds.
    public static let scaleBar = Rule(
        id: "scale-bar", severity: .note,
        summary: "The scale bar is left out where no one scale holds."
    )
    /// A title left out for want of room.
    public static let titleHidden = Rule(
        id: "title-hidden", severity: .warning,
        summary: "A title left out for want of room."
    )
    /// The legend is cut short or left out for want of room.
    public static let legend = Rule(
        id: "legend", severity: .warning,
        summary: "The legend is cut short or left out for want of room."
    )
    /// A callout left out for want of room: by the compiler's layout on the canvas, or by a terminal drawing's cells.
    public static let calloutHidden = Rule(
        id: "callout-hidden", severity: .warning,
        summary: "A callout left out for want of room: by the compiler's layout on the canvas, or by a terminal drawing's cells."
    )
}
