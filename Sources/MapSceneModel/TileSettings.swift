import MapSceneBase

/// What a tile source's entry says beyond where its tiles are: the zooms it has tiles for and
/// the subdomains a URL template's `{s}` takes.
package struct TileSettings: Sendable, Equatable {
    /// The zooms `maxZoom` and `minZoom` may take.
    package static let zooms = 0...22
    /// The subdomains `{s}` takes when the entry names none, as Leaflet's.
    package static let defaultSubdomains = ["a", "b", "c"]

    /// The shallowest zoom the source has tiles for; nil: 0, or what an archive's metadata says.
    package var minZoom: Int?
    /// The deepest zoom the source has tiles for: a closer view draws these tiles larger. nil:
    /// 19 for a URL, the deepest zoom folder present for a folder, an archive's metadata.
    package var maxZoom: Int?
    /// The subdomains `{s}` takes, one per tile; nil: `a`, `b`, `c`.
    package var subdomains: [String]?
    /// The MapLibre style a vector tile archive is drawn in (`style: FILE`); nil: the map's
    /// `style:`, else the map type's own look.
    package var style: StyleReference?

    /// Creates settings; the default says nothing beyond the source itself.
    package init(minZoom: Int? = nil, maxZoom: Int? = nil, subdomains: [String]? = nil, style: StyleReference? = nil) {
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.subdomains = subdomains
        self.style = style
    }
}

/// A MapLibre style file a scene names, and where it names it.
package struct StyleReference: Sendable, Equatable {
    /// The file as written, relative to the scene's folder.
    package var path: String
    /// Where the path is written.
    package var range: SourceRange?

    /// Creates a reference.
    package init(path: String, range: SourceRange? = nil) {
        self.path = path
        self.range = range
    }
}
