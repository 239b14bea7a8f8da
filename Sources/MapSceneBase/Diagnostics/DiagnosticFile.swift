/// The file a diagnostic or a note is in when it is not the scene file: a data file the scene
/// reads (a GPX track, a GeoJSON, a KML, a CSV). It carries the line it points at, so the one
/// printer can quote it without reading the file again, and a diagnostic stays a value.
public struct DiagnosticFile: Hashable, Sendable {
    /// The path as the scene wrote it: relative to the scene file's folder, or absolute.
    public var path: String
    /// The text of the line the range starts on, without its line break; on a long line, only a
    /// window of it around the range.
    public var excerpt: String
    /// The 1-based column of the line at which `excerpt` starts: 1 unless the line is cut before it.
    public var excerptColumn: Int
    /// True when the line goes on after `excerpt`.
    public var excerptIsCut: Bool

    /// Creates a file reference quoting `excerpt`, which starts at `excerptColumn` of its line.
    package init(path: String, excerpt: String, excerptColumn: Int = 1, excerptIsCut: Bool = false) {
        self.path = path
        self.excerpt = excerpt
        self.excerptColumn = excerptColumn
        self.excerptIsCut = excerptIsCut
    }

    /// The path to print for this file beside the scene file at `scenePath` (as the user named
    /// it): the data file's path joined to the scene's folder, so it opens from where mapc ran.
    /// An absolute path, or a scene without a folder (in the current one, or standard input),
    /// leaves the path as the scene wrote it.
    public func displayPath(besideScene scenePath: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let slash = scenePath.lastIndex(of: "/") else { return path }
        return String(scenePath[...slash]) + path
    }
}
