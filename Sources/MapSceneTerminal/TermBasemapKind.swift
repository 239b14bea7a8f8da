/// What an item of a built-in map type's street-scale basemap is, read from the id the compiler
/// gives it (`basemap.0.building.12`, `basemap.0.poi.5`, `basemap.0.poi.5.name`): what the
/// terminal's street-scale style draws otherwise than the SVG does.
package enum TermBasemapKind: Equatable {
    /// A building's footprint: left out, since filled or outlined ones cover the streets in cells.
    case building
    /// A point of interest's dot, drawn only with its name.
    case poiDot
    /// A point of interest's name, placed after the names of places and streets.
    case poiName

    /// The kind of the item `id`; nil for every other item.
    package init?(id: String) {
        guard id.hasPrefix("basemap.") else { return nil }
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return nil }
        switch (parts[2], parts.count) {
        case ("building", 4): self = .building
        case ("poi", 4): self = .poiDot
        case ("poi", 5) where parts[4] == "name": self = .poiName
        default: return nil
        }
    }

    /// The id of the name of the point of interest whose dot is `id`.
    package static func nameID(ofDot id: String) -> String { id + ".name" }
}
