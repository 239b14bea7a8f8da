import Foundation

/// Reads the basemap data files a scene names — GeoJSON of OpenStreetMap features — into
/// `Scene.basemapFeatures`, so the compiler draws them without touching a file. A file that
/// cannot be read is a located error at its basemap entry; a file that is not usable GeoJSON is
/// an error at its own line and column, with a note at the basemap entry.
enum BasemapDataReader {
    /// The largest GeoJSON basemap read, in bytes.
    static let maximumBytes = 256 * 1024 * 1024

    /// Why a basemap file cannot be used.
    enum Failure: Error {
        /// It cannot be read: refused, missing, too large.
        case refused(ScenePath.Refusal)
        /// It is not usable GeoJSON: what is wrong, at a byte of the file's `bytes`.
        case malformed(LocatedJSON.Failure, bytes: [UInt8])

        /// The error for this failure of the file `path` named at `range`.
        func diagnostic(path: String, at range: SourceRange?) -> Diagnostic {
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
    static func read(into scene: inout Scene, directory: String, options: PipelineOptions) -> [Diagnostic] {
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
            case .success(let layer):
                scene.basemapFeatures[path] = layer
            case .failure(let failure):
                failed[path] = failure
                diagnostics.append(failure.diagnostic(path: path, at: range))
            }
        }
        return diagnostics
    }

    /// The features of the GeoJSON file at `path`, or why it cannot be used.
    static func load(_ path: String, directory: String, options: PipelineOptions) -> Result<BasemapFeatureLayer, Failure> {
        let real: String
        switch ScenePath.resolve(path, in: directory, options: options) {
        case .success(let resolved): real = resolved
        case .failure(let refusal): return .failure(.refused(refusal))
        }
        var info = stat()
        func failure(_ why: String) -> Result<BasemapFeatureLayer, Failure> {
            .failure(.refused(ScenePath.Refusal(message: "cannot read '\(path)': \(why)")))
        }
        guard stat(real, &info) == 0 else { return failure(ScenePath.systemError()) }
        guard info.st_mode & S_IFMT == S_IFREG else { return failure("it is not a regular file") }
        guard info.st_size <= off_t(maximumBytes) else { return failure("it is larger than \(maximumBytes / 1024 / 1024) MiB") }
        let descriptor = open(real, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return failure(ScenePath.systemError()) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard let data = try? handle.read(upToCount: maximumBytes + 1) else { return failure("reading it failed") }
        if data.count > maximumBytes { return failure("it is larger than \(maximumBytes / 1024 / 1024) MiB") }
        let bytes = Array(data)
        return GeoJSONBasemapReader.read(bytes).mapError { .malformed($0, bytes: bytes) }
    }
}
