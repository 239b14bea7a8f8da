import Foundation

/// Reads the basemap data files a scene names — GeoJSON of OpenStreetMap features — into
/// `Scene.basemapFeatures`, so the compiler draws them without touching a file. A file that
/// cannot be used is a located error at its basemap entry that says what is wrong in the file,
/// with the file's own line and column.
enum BasemapDataReader {
    /// The largest GeoJSON basemap read, in bytes.
    static let maximumBytes = 256 * 1024 * 1024

    /// Reads every GeoJSON basemap of `scene` once; an error for each that cannot be read.
    static func read(into scene: inout Scene, directory: String, options: PipelineOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var failed: [String: ScenePath.Refusal] = [:]
        for source in scene.map.basemap {
            guard case .geojson(let path, let range, _) = source else { continue }
            if scene.basemapFeatures[path] != nil { continue }
            if let earlier = failed[path] {
                diagnostics.append(.sourceFile(earlier, at: range))
                continue
            }
            switch load(path, directory: directory, options: options) {
            case .success(let layer):
                scene.basemapFeatures[path] = layer
            case .failure(let refusal):
                failed[path] = refusal
                diagnostics.append(.sourceFile(refusal, at: range))
            }
        }
        return diagnostics
    }

    /// The features of the GeoJSON file at `path`, or why it cannot be used.
    static func load(_ path: String, directory: String, options: PipelineOptions) -> Result<BasemapFeatureLayer, ScenePath.Refusal> {
        let real: String
        switch ScenePath.resolve(path, in: directory, allowOutside: options.allowOutsidePaths) {
        case .success(let resolved): real = resolved
        case .failure(let refusal): return .failure(refusal)
        }
        var info = stat()
        func failure(_ why: String) -> Result<BasemapFeatureLayer, ScenePath.Refusal> {
            .failure(ScenePath.Refusal(message: "cannot read '\(path)': \(why)"))
        }
        guard stat(real, &info) == 0 else { return failure(ScenePath.systemError()) }
        guard info.st_mode & S_IFMT == S_IFREG else { return failure("it is not a regular file") }
        guard info.st_size <= off_t(maximumBytes) else { return failure("it is larger than \(maximumBytes / 1024 / 1024) MiB") }
        let descriptor = open(real, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return failure(ScenePath.systemError()) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard let data = try? handle.read(upToCount: maximumBytes + 1) else { return failure("reading it failed") }
        if data.count > maximumBytes { return failure("it is larger than \(maximumBytes / 1024 / 1024) MiB") }
        switch GeoJSONBasemapReader.read(Array(data)) {
        case .success(let layer):
            return .success(layer)
        case .failure(let failure):
            return .failure(ScenePath.Refusal(message: "'\(path)' is not usable GeoJSON: \(path):\(failure.line):\(failure.column): \(failure.message)"))
        }
    }
}
