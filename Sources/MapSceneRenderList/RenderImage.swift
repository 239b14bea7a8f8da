/// An image file a render item draws, read and checked by the resolve stage.
///
/// Items name images by their `source` as the scene wrote it; `RenderList.images` maps that
/// string to this value, so a backend never reads a file.
public struct RenderImage: Sendable, Equatable {
    /// The type sniffed from the file's bytes: `image/png`, `image/jpeg`, `image/gif`,
    /// `image/webp` or `image/svg+xml`.
    public var mediaType: String
    /// What the image element points at: a `data:` URI holding the bytes, or, when images are
    /// linked, the path relative to the scene file as a URI reference.
    public var href: String

    /// Creates an image.
    public init(mediaType: String, href: String) {
        self.mediaType = mediaType
        self.href = href
    }
}
