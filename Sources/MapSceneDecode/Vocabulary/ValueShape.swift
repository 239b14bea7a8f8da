/// The shape of a value a scene may write for a key, as the decoder reads it: what the JSON
/// Schema of the YAML form says about the value.
package indirect enum ValueShape: Sendable {
    /// Any scalar, taken as written (`title: 1984` is the text "1984").
    case text
    /// A name without spaces: an id, a style name, a cluster group.
    case identifier
    /// A plain number; `bounds` when the vocabulary states them (mapc checks every range).
    case number(ClosedRange<Double>? = nil)
    /// A whole number within `bounds`.
    case integer(ClosedRange<Int>)
    /// `true` or `false`.
    case boolean
    /// The plain `true` alone (`dot: true`).
    case flag
    /// One of these names, as written.
    case names([String])
    /// A color: a CSS name, `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, each optionally `/alpha`.
    case color
    /// A distance: a number of meters or a number with a unit (`1200m`, `2km`, `3mi`, `500ft`).
    case distance
    /// An angle: a number of degrees or a number with a unit (`30deg`, `30°`, `-0.9rad`).
    case angle
    /// `[latitude, longitude]` or `{latitude: ..., longitude: ...}`.
    case coordinate
    /// A list of at least `minimum` coordinates.
    case coordinates(minimum: Int)
    /// A list of exactly `count` values of one shape: a pair, a span, a map rect, a padding.
    case tuple(ValueShape, count: Int)
    /// A list of values of one shape, with at least `minimum` of them.
    case list(ValueShape, minimum: Int = 0)
    /// A mapping with the keys a vocabulary lists.
    case mapping(MappingVocabulary)
    /// A mapping from names the scene chooses to values of one shape (named styles, `where`).
    case dictionary(ValueShape, minimum: Int = 0)
    /// Any one of these shapes (checked in order).
    case either([ValueShape])
}
