/// Reads the files a scene names — `source:` coordinate files, images, GeoJSON and vector tile
/// basemaps, raster tiles from folders, archives and URLs (fetched through the tile cache) — into
/// the scene, so the compiler works on coordinates only and backends never touch a file or the
/// network; checks the other map data files it names (GeoJSON overlays), which are not drawn
/// yet. Paths are resolved against
/// the scene file's folder and may not leave it unless the options allow.
public enum SceneResolver {
    /// `scene` with every coordinate file and image read, and a located error for each file that
    /// could not be.
    public static func resolve(
        _ scene: Scene, directory: String, options: PipelineOptions = PipelineOptions()
    ) -> (scene: Scene, diagnostics: [Diagnostic]) {
        var scene = scene
        var diagnostics: [Diagnostic] = []

        func load(_ list: CoordinateList, minimum: Int) -> CoordinateList {
            guard case .file(let path, let range) = list else { return list }
            let full: String
            switch ScenePath.resolve(path, in: directory, allowOutside: options.allowOutsidePaths) {
            case .success(let real): full = real
            case .failure(let refusal):
                diagnostics.append(.sourceFile(refusal, at: range))
                return .inline([])
            }
            switch CoordinateFileReader.read(path: full) {
            case .success(let coordinates):
                if coordinates.count < minimum {
                    diagnostics.append(.sourceFile("'\(path)' holds \(coordinates.count) points; at least \(minimum) are needed", at: range))
                }
                return .inline(coordinates)
            case .failure(.unreadable(let why)):
                diagnostics.append(.sourceFile("cannot read '\(path)': \(why)", at: range))
            case .failure(.unsupported(let kind)):
                diagnostics.append(.sourceFile("cannot read coordinates from \(kind) ('\(path)'); use a CSV of latitude,longitude rows", at: range))
            case .failure(.malformed(let line, let message)):
                diagnostics.append(.sourceFile("\(path):\(line): \(message)", at: range))
            }
            return .inline([])
        }
        for index in scene.overlays.indices {
            switch scene.overlays[index].shape {
            case .polyline(let list):
                scene.overlays[index].shape = .polyline(load(list, minimum: 2))
            case .polygon(let exterior, let holes):
                scene.overlays[index].shape = .polygon(exterior: load(exterior, minimum: 3), holes: holes.map { load($0, minimum: 3) })
            default:
                break
            }
        }

        // GeoJSON, tile archive and raster tile sources are read; data overlays are only checked.
        diagnostics += BasemapDataReader.read(into: &scene, directory: directory, options: options)
        diagnostics += VectorTileBasemapReader.read(into: &scene, directory: directory, options: options)
        diagnostics += RasterTileReader.read(into: &scene, directory: directory, options: options)
        diagnostics += DataSourceFiles.check(scene, directory: directory, options: options)

        // Each image is read once; a problem is reported at every place that names it.
        var failed: [String: ScenePath.Refusal] = [:]
        for reference in scene.imageReferences {
            let source = reference.source
            if scene.images[source] != nil { continue }
            if let refusal = failed[source] ?? readImage(source, directory: directory, options: options, into: &scene) {
                failed[source] = refusal
                diagnostics.append(.imageFile(refusal, at: reference.range))
            }
        }
        return (scene, diagnostics)
    }

    /// Reads one image into `scene.images`, or says why it cannot be used.
    private static func readImage(_ source: String, directory: String, options: PipelineOptions, into scene: inout Scene) -> ScenePath.Refusal? {
        let real: String
        switch ScenePath.resolve(source, in: directory, allowOutside: options.allowOutsidePaths) {
        case .success(let path): real = path
        case .failure(let refusal): return refusal
        }
        let linkFolder = options.linkImages ? (options.imageLinkFolder ?? directory) : nil
        switch ImageFileReader.read(realPath: real, linkingFrom: linkFolder) {
        case .success(let image):
            scene.images[source] = image
            return nil
        case .failure(.unreadable(let why)):
            return ScenePath.Refusal(message: "cannot read '\(source)': \(why)")
        case .failure(.notAnImage):
            return ScenePath.Refusal(message: "'\(source)' is not a PNG, JPEG, GIF, WebP or SVG image")
        case .failure(.tooLarge(let size)):
            return ScenePath.Refusal(
                message: "'\(source)' is \(ScenePath.mebibytes(size)) MiB; an embedded image may be at most \(ImageFileReader.maximumEmbeddedBytes / 1024 / 1024) MiB",
                note: "link it instead of embedding it (mapc compile --link-images)")
        }
    }
}
