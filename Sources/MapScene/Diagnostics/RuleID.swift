/// The catalog of rule ids: every diagnostic's `rule` is one of these, declared once here and
/// never written as a loose string. The ids are what users see (and filter on), so they do not
/// change.
public enum RuleID {
    // MARK: YAML front end

    /// libyaml could not scan or parse the file, or an alias names no earlier anchor.
    public static let yamlSyntax = "yaml-syntax"
    /// The bytes are not UTF-8 text YAML accepts.
    public static let yamlEncoding = "yaml-encoding"
    /// The file is larger than the YAML size limit.
    public static let yamlSize = "yaml-size"
    /// The file holds no document at all.
    public static let yamlEmpty = "yaml-empty"
    /// A second `---` document follows the first.
    public static let yamlMultipleDocuments = "yaml-multiple-documents"
    /// A mapping repeats a key.
    public static let yamlDuplicateKey = "yaml-duplicate-key"
    /// A mapping key is a mapping or a list.
    public static let yamlKey = "yaml-key"
    /// Mappings and lists nest deeper than the limit.
    public static let yamlDepth = "yaml-depth"
    /// Aliases copy more nodes than the limit.
    public static let yamlAlias = "yaml-alias"

    // MARK: DSL front end

    /// The text does not follow the DSL's grammar, or holds too many syntax errors.
    public static let dslSyntax = "dsl-syntax"
    /// The bytes are not UTF-8 text, or hold a control character.
    public static let dslEncoding = "dsl-encoding"
    /// The file is larger than the DSL size limit.
    public static let dslSize = "dsl-size"
    /// The file holds no statement.
    public static let dslEmpty = "dsl-empty"
    /// Blocks, lists and tuples nest deeper than the limit.
    public static let dslDepth = "dsl-depth"
    /// A block repeats a key.
    public static let dslDuplicateKey = "dsl-duplicate-key"

    // MARK: Decoding

    /// A value is of the wrong kind: a string where a number goes, a list where a mapping goes.
    public static let wrongType = "wrong-type"
    /// A mapping holds a key its place does not know.
    public static let unknownKey = "unknown-key"
    /// A required key is missing.
    public static let missingKey = "missing-key"
    /// A value is out of range, unknown, or conflicts with another.
    public static let badValue = "bad-value"
    /// A distance or angle has no unit or an unknown one.
    public static let badUnit = "bad-unit"
    /// A color is unknown or its alpha is out of range.
    public static let badColor = "bad-color"
    /// A latitude is outside -90...90.
    public static let latitudeRange = "latitude-range"
    /// A longitude is outside -180...180.
    public static let longitudeRange = "longitude-range"
    /// The camera has no form, more than one, or a key its form does not use.
    public static let cameraForm = "camera-form"
    /// The scene's format version is one this mapc does not read.
    public static let formatVersion = "format-version"
    /// A setting is given where it has no effect.
    public static let unusedSetting = "unused-setting"
    /// Two overlays or annotations share an id.
    public static let duplicateID = "duplicate-id"
    /// An id referred to is not defined, or names something of the wrong kind.
    public static let unknownReference = "unknown-reference"

    // MARK: Resolving

    /// A data file the scene names cannot be used.
    public static let sourceFile = "source-file"
    /// An image the scene names is refused.
    public static let imageFile = "image-file"
    /// Features of a vector tile archive that could not be read are left out of the drawing.
    public static let tileFeatureDropped = "tile-feature-dropped"

    // MARK: Compiling

    /// The camera's pitch is outside what can be drawn and is clamped.
    public static let cameraPitch = "camera-pitch"
    /// Overlays are placed above or below each other in a cycle.
    public static let overlayOrder = "overlay-order"
    /// Something the scene names is understood but not drawn yet.
    public static let notDrawn = "not-drawn"
    /// The scale bar is left out where no one scale holds.
    public static let scaleBar = "scale-bar"
    /// A title left out for want of room.
    public static let titleHidden = "title-hidden"
    /// The legend is cut short or left out for want of room.
    public static let legend = "legend"
    /// A callout left out for want of room: by the compiler's layout on the canvas, or by a
    /// terminal drawing's cells.
    public static let calloutHidden = "callout-hidden"
}
