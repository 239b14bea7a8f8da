import Foundation
import MapSceneBase
import MapSceneModel

/// Reads the data files a scene names — GPX, GeoJSON, KML and CSV — into features, with every
/// problem located in the file itself (`track.gpx:12:5: error: latitude 95 is outside
/// -90...90`) and a note at the place in the scene that reads it.
///
/// The format is the one the scene gives (`format:`), else the one the file's extension names,
/// else the one its content shows (`DataContent`). A file whose content is plainly another
/// format than that (JSON in a `.gpx`) is refused at its first character, as is an empty file.
/// Problems a file cannot be opened for — too large, not a regular file, not text — are reported
/// at the scene's reference, as every unreadable file is. A file with errors gives no `DataFile`.
package enum DataFileReader {
    /// The largest data file read, in bytes.
    package static let maximumBytes = 512 * 1024 * 1024

    /// Reads the data file at `realPath` (already checked by `ScenePath`), written `path` at `reference` in the scene,
    /// as `format` or, when nil, the format its extension names (or its content shows, for a file whose extension says nothing).
    package static func read(realPath: String, as path: String, format: DataFormat?, reference: SourceRange?) -> (
        file: DataFile?, diagnostics: [Diagnostic]
    ) {
        switch load(realPath) {
        case .success(let bytes):
            return read(bytes, as: path, format: format, reference: reference)
        case .failure(let why):
            return (nil, [.sourceFile("cannot read '\(path)': \(why.message)", at: reference)])
        }
    }

    /// Reads a data file's `bytes`, written `path` at `reference` in the scene.
    package static func read(_ bytes: [UInt8], as path: String, format: DataFormat?, reference: SourceRange?) -> (
        file: DataFile?, diagnostics: [Diagnostic]
    ) {
        let text = DataText(bytes)
        let note = reference.map { [DiagnosticNote("read from here", at: $0)] } ?? []
        func inFile(_ message: String, at offset: Int) -> (file: DataFile?, diagnostics: [Diagnostic]) {
            (
                nil,
                [
                    Diagnostic(
                        .dataFile, message, at: text.range(of: offset..<offset),
                        in: text.diagnosticFile(path: path, quotingLineAt: offset), notes: note)
                ]
            )
        }

        let fileExtension = (path as NSString).pathExtension
        let content = DataContent.of(bytes)
        if content == .binary {
            return (nil, [.sourceFile("'\(path)' is not a text file: it holds NUL bytes", at: reference)])
        }
        if content == .empty { return inFile("the file is empty", at: text.textStart) }
        guard let chosen = format ?? DataFormat(pathExtension: fileExtension) ?? content.format else {
            return (
                nil,
                [
                    .sourceFile(
                        "cannot tell what '\(path)' holds; name it .gpx, .geojson, .kml or .csv, or say its format",
                        at: reference, notes: [DiagnosticNote("format: gpx, geojson, kml or csv")])
                ]
            )
        }
        if let shown = content.mismatch(for: chosen) {
            let first = bytes[text.textStart...].firstIndex { !DataContent.isSpace($0) } ?? text.textStart
            let said = format != nil ? "the scene's format: says" : "its name says"
            return inFile("the file holds \(shown), not \(chosen.title) as \(said)", at: first)
        }
        if chosen == .geojson || chosen == .csv, let bad = DataContent.firstInvalidUTF8(bytes[...]) {
            return inFile(
                "the file is not UTF-8 text (byte 0x\(String(bytes[bad], radix: 16, uppercase: true))); save it as UTF-8", at: bad
            )
        }

        let (features, problems): ([DataFeature], DataProblems)
        switch chosen {
        case .gpx: (features, problems) = GPXReader.read(text)
        case .kml: (features, problems) = KMLReader.read(text)
        case .geojson: (features, problems) = GeoJSONDataReader.read(text)
        case .csv:
            (features, problems) = CSVDataReader.read(
                text, separator: fileExtension.lowercased() == "tsv" ? UInt8(ascii: "\t") : nil)
        }
        let diagnostics = Self.diagnostics(of: problems, in: text, path: path, reference: reference)
        let file =
            problems.containsErrors
            ? nil
            : DataFile(
                path: path, format: chosen, features: features, leftOut: problems.leftOut.summary)
        return (file, diagnostics)
    }

    /// The diagnostics of what a reader found wrong in the file `text`, written `path` at
    /// `reference` in the scene: errors under `data-file`, what is left out under
    /// `data-file-skipped`, each in the file's own lines with a note at the reference.
    package static func diagnostics(of problems: DataProblems, in text: DataText, path: String, reference: SourceRange?)
        -> [Diagnostic]
    {
        let note = reference.map { [DiagnosticNote("read from here", at: $0)] } ?? []
        var diagnostics = problems.list.map { problem in
            Diagnostic(
                problem.severity == .error ? .dataFile : .dataFileSkipped, problem.message, at: text.range(of: problem.bytes),
                in: text.diagnosticFile(path: path, quotingLineAt: problem.bytes.lowerBound), notes: note)
        }
        if problems.dropped > 0, !diagnostics.isEmpty {
            let more =
                problems.dropped == 1 ? "1 more problem in this file is" : "\(problems.dropped) more problems in this file are"
            diagnostics[diagnostics.count - 1].notes.append(DiagnosticNote("\(more) not shown"))
        }
        return diagnostics
    }

    /// Why a file cannot be read.
    package struct Unreadable: Error {
        package var message: String
    }

    /// The bytes of the regular file at `realPath`, at most `maximumBytes` of them.
    package static func load(_ realPath: String) -> Result<[UInt8], Unreadable> {
        RegularFile.bytes(at: realPath, limit: maximumBytes).mapError { Unreadable(message: $0.reason(limit: maximumBytes)) }
    }
}

extension DataFormat {
    /// The format's name as people write it.
    package var title: String {
        switch self {
        case .gpx: "GPX"
        case .geojson: "GeoJSON"
        case .kml: "KML"
        case .csv: "CSV"
        }
    }
}
