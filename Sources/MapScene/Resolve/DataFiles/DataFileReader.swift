// replaced by the data-file readers on merge: wip-h4 writes the GPX, GeoJSON, KML and CSV
// readers behind this same signature. This bridge reads CSV only, through
// `CoordinateFileReader`, as one line per file.

/// Reads a data file the scene names into its features.
enum DataFileReader {
    /// The features of the file at `realPath` (already checked by `ScenePath`), written `path`
    /// in the scene at `reference`, read as `format` (or the format its extension names).
    static func read(realPath: String, as path: String, format: DataFormat?, reference: SourceRange?) -> (file: DataFile?, diagnostics: [Diagnostic]) {
        let ext = path.split(separator: "/").last.map { name in name.contains(".") ? String(name.split(separator: ".").last!) : "" } ?? ""
        let chosen = format ?? DataFormat(pathExtension: ext)
        guard chosen == .csv else {
            let what = chosen.map { "\($0.rawValue.uppercased()) files" } ?? (ext.isEmpty ? "a file without an extension" : ".\(ext) files")
            return (nil, [.sourceFile("cannot read '\(path)': \(what) are not supported yet", at: reference)])
        }
        switch CoordinateFileReader.read(path: realPath) {
        case .success(let coordinates):
            let feature = DataFeature(parts: [.line(coordinates)], location: SourceLocation(line: 1, column: 1))
            return (DataFile(path: path, format: .csv, features: coordinates.isEmpty ? [] : [feature]), [])
        case .failure(.unreadable(let why)):
            return (nil, [.sourceFile("cannot read '\(path)': \(why)", at: reference)])
        case .failure(.unsupported(let kind)):
            return (nil, [.sourceFile("cannot read coordinates from \(kind) ('\(path)'); use a CSV of latitude,longitude rows", at: reference)])
        case .failure(.malformed(let line, let message)):
            return (nil, [.sourceFile("\(path):\(line): \(message)", at: reference)])
        }
    }
}
