/// Choices about a compile that the scene file does not make: how files beside it are read and
/// which theme to draw.
public struct PipelineOptions: Sendable, Equatable {
    /// Whether the scene may read files outside its own folder (absolute paths, `..`, symbolic
    /// links leading out). Off by default, so a scene from elsewhere cannot pull in other files.
    public var allowOutsidePaths: Bool
    /// Whether images are linked by their path instead of embedded as `data:` URIs. Linked images
    /// are still checked (present, inside the folder, a known type) but have no size limit.
    public var linkImages: Bool
    /// The theme to draw instead of the scene's own (`mapc compile --dark`), if any.
    public var theme: Theme?

    /// Creates options; the defaults read only the scene's own folder, embed images and keep the
    /// scene's theme.
    public init(allowOutsidePaths: Bool = false, linkImages: Bool = false, theme: Theme? = nil) {
        self.allowOutsidePaths = allowOutsidePaths
        self.linkImages = linkImages
        self.theme = theme
    }
}
