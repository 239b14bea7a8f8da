import MapSceneBase

/// Every diagnostic's range (and each of its notes') lies inside the file it points into: line at
/// least 1 and at most one past the last, column at least 1 and at most one past the longest line
/// (two for a caret just past the end), and the end not before the start. Diagnostics in a data
/// file are held to `dataFile`'s extent when they name it.
enum DiagnosticRangeProperty {
    static let name = "every diagnostic's range lies inside its file"

    static func check(
        _ diagnostics: [Diagnostic], scene: [UInt8], dataFile: (path: String, bytes: [UInt8])? = nil,
        into check: inout PropertyCheck
    ) {
        let sceneExtent = SourceExtent(scene)
        let dataExtent = dataFile.map { SourceExtent($0.bytes) }
        for diagnostic in diagnostics {
            let places = [(diagnostic.range, diagnostic.file)] + diagnostic.notes.map { ($0.range, $0.file) }
            for (range, file) in places {
                guard let range else { continue }
                let extent: SourceExtent
                if let file {
                    guard let dataFile, let dataExtent, file.path.hasSuffix(dataFile.path) else { continue }
                    extent = dataExtent
                } else {
                    extent = sceneExtent
                }
                check.require(
                    inside(range, extent), name,
                    "\(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column) in a file of "
                        + "at most \(extent.lines) lines of \(extent.columns) columns (\(diagnostic.rule): \(diagnostic.message))"
                )
            }
        }
    }

    private static func inside(_ range: SourceRange, _ extent: SourceExtent) -> Bool {
        for place in [range.start, range.end] {
            guard place.line >= 1, place.line <= extent.lines + 1, place.column >= 1, place.column <= extent.columns + 2 else {
                return false
            }
        }
        return range.start <= range.end
    }
}
