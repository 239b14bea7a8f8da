/// What the text of a `tiles:` entry names: an archive file, a URL template to fetch, or a
/// template of files in a folder beside the scene.
package enum TileLocation: Equatable, Sendable {
    /// A `.pmtiles` or `.mbtiles` file (no placeholder, not a URL).
    case archive
    /// An `http:` or `https:` (or other scheme's) URL template.
    case url
    /// A template of paths relative to the scene's folder.
    case folder

    /// The schemes tiles are fetched with.
    package static let fetchedSchemes: Set<String> = ["http", "https"]

    /// What `text` names.
    package init(_ text: String) {
        if text.isURL {
            self = .url
        } else if Self.namesArchive(text) {
            self = .archive
        } else {
            self = .folder
        }
    }

    /// Whether `text` is named as an archive is: no placeholder, and `.pmtiles` or `.mbtiles` at
    /// its end (a URL so named is an archive on a server, which mapc does not read).
    package static func namesArchive(_ text: String) -> Bool {
        let lower = text.lowercased()
        return !text.contains("{") && (lower.hasSuffix(".pmtiles") || lower.hasSuffix(".mbtiles"))
    }

    /// The scheme of a URL, lower-cased: what comes before its first `:`.
    package static func scheme(of url: String) -> String {
        String(url.prefix { $0 != ":" }).lowercased()
    }
}
