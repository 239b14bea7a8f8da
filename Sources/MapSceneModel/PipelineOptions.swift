/// Choices about a compile that the scene file does not make: how files beside it are read, how
/// tiles are fetched and which theme to draw.
public struct PipelineOptions: Sendable, Equatable {
    /// Whether the scene may read files outside its own folder (absolute paths, `..`, symbolic
    /// links leading out). Off by default, so a scene from elsewhere cannot pull in other files.
    public var allowOutsidePaths: Bool
    /// Whether the scene may read files at all. Off for a scene given as text with no folder
    /// (`SceneCompilation` without a `baseFolder`): every file it names (data, images, basemap
    /// files, tile folders and archives) is refused with a located error.
    public var readsFiles: Bool = true
    /// Whether images are linked by their path instead of embedded as `data:` URIs. Linked images
    /// are still checked (present, inside the folder, a known type) but have no size limit.
    public var linkImages: Bool
    /// The folder linked images' paths are written relative to: the folder of the file the
    /// output goes to (the current folder for standard output). nil: the scene's folder.
    public var imageLinkFolder: String?
    /// The theme to draw instead of the scene's own (`mapc compile --dark`), if any.
    public var theme: Theme?
    /// How far, in canvas points, simplified lines and outlines may stray from the projected ones
    /// (`mapc compile --tolerance`); 0 keeps every point in view.
    public var tolerance: Double
    /// Whether raster tiles from URLs are read from the tile cache only (`--offline`): a tile not
    /// in it is an error, and nothing is fetched.
    public var offline: Bool
    /// The folder of the tile cache; nil: `$XDG_CACHE_HOME/mapc/tiles`, else
    /// `~/.cache/mapc/tiles`.
    public var tileCache: String?
    /// Seconds one tile request may take; all of a compile's requests together may take eight
    /// times as long.
    public var tileTimeout: Double

    /// How far, by default, in canvas points, simplified lines and outlines may stray from the
    /// projected ones.
    public static let defaultTolerance = 0.25

    /// Seconds a tile request may take unless the options say otherwise.
    public static let defaultTileTimeout = 15.0

    /// Creates options; the defaults read only the scene's own folder, embed images, keep the
    /// scene's theme and fetch tiles through the environment's tile cache.
    public init(
        allowOutsidePaths: Bool = false, linkImages: Bool = false, imageLinkFolder: String? = nil, theme: Theme? = nil,
        tolerance: Double = PipelineOptions.defaultTolerance, offline: Bool = false, tileCache: String? = nil,
        tileTimeout: Double = PipelineOptions.defaultTileTimeout
    ) {
        self.allowOutsidePaths = allowOutsidePaths
        self.linkImages = linkImages
        self.imageLinkFolder = imageLinkFolder
        self.theme = theme
        self.tolerance = tolerance
        self.offline = offline
        self.tileCache = tileCache
        self.tileTimeout = tileTimeout
    }
}
