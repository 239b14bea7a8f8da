import MapSceneBase
import MapSceneModel

/// Reads the files a scene names — data files (`source:`, `data:`, `from:`), images, GeoJSON
/// and vector tile basemaps, raster tiles from folders, archives and URLs (fetched through the
/// tile cache) — into the scene, so the compiler works on coordinates only and backends never
/// touch a file or the network. Paths are resolved against the scene file's folder and may not
/// leave it unless the options allow.
package enum SceneResolver {
    /// `scene` with every data file and image read — `source:` lines and areas in place, `data:`
    /// overlays with their features, `from:` entries expanded into annotations — and a located
    /// error for each file that could not be.
    package static func resolve(
        _ scene: Scene, directory: String, options: PipelineOptions = PipelineOptions()
    ) -> (scene: Scene, diagnostics: [Diagnostic]) {
        var scene = scene
        var diagnostics: [Diagnostic] = []

        // Each data file is read once; then the overlays and annotation entries that name one get its data.
        diagnostics += DataFileLoader.read(into: &scene, directory: directory, options: options)
        let files = scene.dataFiles
        for index in scene.overlays.indices where OverlayDataResolver.namesFile(scene.overlays[index]) {
            diagnostics += OverlayDataResolver.resolve(&scene.overlays[index], files: files)
        }
        diagnostics += AnnotationTemplateExpander.expand(&scene)

        // GeoJSON, vector tile and raster tile basemaps and tile overlays are read.
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
    private static func readImage(_ source: String, directory: String, options: PipelineOptions, into scene: inout Scene)
        -> ScenePath.Refusal?
    {
        let real: String
        switch ScenePath.resolve(source, in: directory, options: options) {
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
                message:
                    "'\(source)' is \(ScenePath.mebibytes(size)) MiB; an embedded image may be at most \(ImageFileReader.maximumEmbeddedBytes / 1024 / 1024) MiB",
                note: "link it instead of embedding it (mapc compile --link-images)")
        }
    }
}
