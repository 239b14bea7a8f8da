import MapSceneModel

/// The options the scene targets compile with.
enum SceneOptions {
    /// Nothing is read or fetched: every path the scene names is refused with a located error,
    /// and a tile URL is looked up only in an empty cache in the scratch folder.
    static let sealed: PipelineOptions = {
        var options = PipelineOptions(offline: true, tileCache: ScratchFolder.path + "/tile-cache")
        options.readsFiles = false
        return options
    }()

    /// Data files are read from the scratch folder only; nothing is fetched.
    static let scratch = PipelineOptions(offline: true, tileCache: ScratchFolder.path + "/tile-cache")
}
