import Foundation
import MapSceneBase
import MapSceneModel
import MapSceneStyle

/// A MapLibre style file a scene names, read and parsed once, with what it says about itself in
/// its own lines and columns.
package struct StyleFile {
    /// The most bytes of a style file read: public styles are a few hundred KiB.
    package static let maximumBytes = 16 << 20
    /// The most of a style's issues reported; the rest are counted in a note.
    package static let mostIssues = 20

    /// The path as the scene writes it.
    package let path: String
    package let style: MapLibreStyle
    /// The file's text, for locating what is said about it.
    private let text: DataText
    /// Where the scene names it.
    private let reference: SourceRange?

    /// The style `reference` names, read from the scene's `directory`; nil, with why, when it
    /// cannot be used. A missing or refused path is nil without a word: the scene's file check
    /// says why.
    package static func read(_ reference: StyleReference, directory: String, options: PipelineOptions) -> (
        file: StyleFile?, diagnostics: [Diagnostic]
    ) {
        guard case .success(let real) = ScenePath.resolve(reference.path, in: directory, options: options) else {
            return (nil, [])
        }
        let bytes: [UInt8]
        switch RegularFile.bytes(at: real, limit: maximumBytes) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return (
                nil, [.sourceFile("cannot read '\(reference.path)': \(failure.reason(limit: maximumBytes))", at: reference.range)]
            )
        }
        return parse(bytes, as: reference)
    }

    /// The style in `bytes`, named by `reference`.
    package static func parse(_ bytes: [UInt8], as reference: StyleReference) -> (file: StyleFile?, diagnostics: [Diagnostic]) {
        let text = DataText(bytes)
        switch MapLibreStyle.parse(bytes) {
        case .success(let style):
            let file = StyleFile(path: reference.path, style: style, text: text, reference: reference.range)
            return (file, file.issueDiagnostics())
        case .failure(let failure):
            let note = reference.range.map { [DiagnosticNote("the scene draws its tiles in this style here", at: $0)] } ?? []
            return (
                nil,
                [
                    Diagnostic(
                        .styleFile, "'\(reference.path)' is not a MapLibre style: \(failure.message)",
                        at: text.range(of: failure.offset..<failure.offset),
                        in: text.diagnosticFile(path: reference.path, quotingLineAt: failure.offset), notes: note)
                ]
            )
        }
    }

    /// A diagnostic of `rule` at byte `offset` of the style.
    package func diagnostic(_ rule: Rule, _ message: String, at offset: Int, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(
            rule, message, at: text.range(of: offset..<offset), in: text.diagnosticFile(path: path, quotingLineAt: offset),
            notes: notes)
    }

    /// What of the style is not drawn, one warning each, the first `mostIssues` of them.
    private func issueDiagnostics() -> [Diagnostic] {
        var diagnostics = style.issues.prefix(Self.mostIssues).map { issue in
            let message =
                switch issue.kind {
                case .unsupported: "mapc does not draw \(issue.message)"
                case .invalid: "\(issue.message); left out"
                }
            return diagnostic(.styleUnsupported, message, at: issue.offset)
        }
        let more = style.issues.count - Self.mostIssues
        if more > 0 {
            diagnostics[diagnostics.count - 1].notes.append(
                DiagnosticNote(
                    more == 1 ? "1 more part of the style is not drawn" : "\(more) more parts of the style are not drawn"))
        }
        for layer in style.layers where layer.type == .raster {
            diagnostics.append(
                diagnostic(
                    .styleUnsupported,
                    "mapc does not draw the raster layer `\(layer.id)` from the style: list raster tiles as a basemap entry ({tiles: …})",
                    at: layer.offset))
        }
        return diagnostics
    }

    /// The style's vector source that `archive` (a path as the scene writes it) is: the one whose
    /// `pmtiles://` or `mbtiles://` URL names the archive's file, else the one named as the file
    /// is without its extension, else the style's only vector source.
    package func source(for archive: String) -> String? {
        let vector = style.sources.filter { $0.type == "vector" }
        let file = (archive as NSString).lastPathComponent
        if let named = vector.first(where: { source in
            guard let url = source.url, url.hasPrefix("pmtiles://") || url.hasPrefix("mbtiles://") else { return false }
            return (url as NSString).lastPathComponent == file
        }) {
            return named.name
        }
        let stem = (file as NSString).deletingPathExtension
        if let named = vector.first(where: { $0.name == stem }) { return named.name }
        return vector.count == 1 ? vector[0].name : nil
    }

    /// The style's vector sources, by name.
    package var vectorSources: [String] { style.sources.filter { $0.type == "vector" }.map(\.name) }

    /// Where the scene names the style.
    package var referenceRange: SourceRange? { reference }

    /// Where the scene names the style, as a note.
    package var referenceNote: [DiagnosticNote] {
        reference.map { [DiagnosticNote("the scene draws its tiles in this style here", at: $0)] } ?? []
    }
}
