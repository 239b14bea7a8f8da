import Foundation
import MapSceneBase
import MapSceneModel

/// Reads the basemap data files a scene names — GeoJSON of OpenStreetMap features — into
/// `Scene.basemapFeatures`, so the compiler draws them without touching a file. A file that
/// cannot be read is a located error at its basemap entry; a file that is not usable GeoJSON is
/// an error at its own line and column, with a note at the basemap entry, and parts of it too
/// degenerate to draw are one warning there, as for data files.
package enum BasemapDataReader {
    /// The largest GeoJSON basemap read, in bytes.
    package static let maximumBytes = 256 * 1024 * 1024

    /// Why a basemap file cannot be used.
    package enum Failure: Error {
        /// It cannot be read: refused, missing, too large.
        case refused(ScenePath.Refusal)
        /// It is not usable GeoJSON: what is wrong, at a byte of the file's `bytes`.
        case malformed(LocatedJSON.Failure, bytes: [UInt8])

        /// The error for this failure of the file `path` named at `range`.
        package func diagnostic(path: String, at range: SourceRange?) -> Diagnostic {
            switch self {
            case .refused(let refusal):
                return .sourceFile(refusal, at: range)
            case .malformed(let failure, let bytes):
                let text = DataText(bytes)
                return Diagnostic(
                    .dataFile, failure.message, at: text.range(of: failure.offset..<failure.offset),
                    in: text.diagnosticFile(path: path, quotingLineAt: failure.offset),
                    notes: range.map { [DiagnosticNote("read from here", at: $0)] } ?? [])
            }
        }
    }

    /// Reads every GeoJSON basemap of `scene` once; an error for each that cannot be read.
    package static func read(into scene: inout Scene, directory: String, options: PipelineOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var failed: [String: Failure] = [:]
        for source in scene.map.basemap {
            guard case .geojson(let path, let range, _) = source else { continue }
            if scene.basemapFeatures[path] != nil { continue }
            if let earlier = failed[path] {
                diagnostics.append(earlier.diagnostic(path: path, at: range))
                continue
            }
            switch load(path, directory: directory, options: options) {
            case .success(let loaded):
                scene.basemapFeatures[path] = loaded.layer
                diagnostics += loaded.diagnostics(path: path, at: range)
            case .failure(let failure):
                failed[path] = failure
                diagnostics.append(failure.diagnostic(path: path, at: range))
            }
        }
        return diagnostics
    }

    /// A basemap file read: its features, the parts left out of them, and the file's bytes for
    /// the warning about those.
    package struct Loaded {
        package var layer: BasemapFeatureLayer
        package var leftOut: DegenerateParts
        package var bytes: [UInt8]

        /// The warning about the parts left out, if any, of the file `path` named at `range`.
        package func diagnostics(path: String, at range: SourceRange?) -> [Diagnostic] {
            var problems = DataProblems()
            leftOut.report(into: &problems)
            return DataFileReader.diagnostics(of: problems, in: DataText(bytes), path: path, reference: range)
        }
    }

    /// The features of the GeoJSON file at `path`, or why it cannot be used.
    package static func load(_ path: String, directory: String, options: PipelineOptions) -> Result<Loaded, Failure> {
        let real: String
        switch ScenePath.resolve(path, in: directory, options: options) {
        case .success(let resolved): real = resolved
        case .failure(let refusal): return .failure(.refused(refusal))
        }
        let bytes: [UInt8]
        switch RegularFile.bytes(at: real, limit: maximumBytes) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return .failure(.refused(ScenePath.Refusal(message: "cannot read '\(path)': \(failure.reason(limit: maximumBytes))")))
        }
        return GeoJSONBasemapReader.read(bytes).map { Loaded(layer: $0.layer, leftOut: $0.leftOut, bytes: bytes) }.mapError {
            .malformed($0, bytes: bytes)
        }
    }
}
