/// The layout both printers share: line width, indentation, and what the canonical keys hold
/// (which lists are coordinates or pairs, which strings are meant for people or name files).
package enum PrintLayout {
    /// Lines are kept within this many columns where a value can be broken.
    package static let width = 100
    /// Spaces per nesting level.
    package static let indent = 2

    /// Keys whose value is one coordinate or one pair: printed as a tuple `(a, b)` in the DSL.
    package static let pairKeys: Set<String> = ["center", "coordinate", "lookAt", "from", "origin", "offset", "size", "span"]
    /// Keys whose value is a list of coordinates or points: each printed as a tuple.
    package static let pointListKeys: Set<String> = ["polygon", "polyline", "exterior", "points"]
    /// Keys whose value is a list of lists of coordinates.
    package static let pointListListKeys: Set<String> = ["holes"]
    /// Keys whose text is for people or names a file: printed as a string in the DSL.
    package static let stringKeys: Set<String> = [
        "title", "subtitle", "description", "glyph", "src", "source", "geojson", "tiles", "mbtiles", "template", "image",
    ]

    /// What a value stands for, from the key that holds it.
    package enum Context: Equatable {
        /// A coordinate or a pair.
        case pair
        /// A list of coordinates or points.
        case pointList
        /// A list of lists of coordinates.
        case pointListList
        /// Text for people or a file name.
        case text
        case other

        package init(key: String) {
            if PrintLayout.pairKeys.contains(key) {
                self = .pair
            } else if PrintLayout.pointListKeys.contains(key) {
                self = .pointList
            } else if PrintLayout.pointListListKeys.contains(key) {
                self = .pointListList
            } else if PrintLayout.stringKeys.contains(key) {
                self = .text
            } else {
                self = .other
            }
        }

        /// The context of the elements of a list in this context.
        package var element: Context {
            switch self {
            case .pointList: .pair
            case .pointListList: .pointList
            case .text: .text
            default: .other
            }
        }

        /// True when a list of `count` values in this context is a tuple.
        package func isTuple(count: Int) -> Bool {
            self == .pair && count >= 2
        }

        package var prefersString: Bool { self == .text }
    }
}
