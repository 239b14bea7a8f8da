import MapSceneBase

/// A place where the scene names an image file: an annotation's `image: {src: ...}` or a callout
/// accessory's `{image: ...}`.
public struct ImageReference: Sendable, Equatable {
    /// The path as written.
    public var source: String
    /// Where the path is written, for diagnostics about the file.
    public var range: SourceRange

    /// Creates a reference.
    public init(source: String, range: SourceRange) {
        self.source = source
        self.range = range
    }
}

/// An image file the resolve stage read and checked.
public struct ImageFile: Sendable, Equatable {
    /// The type sniffed from the file's bytes, e.g. `image/png`.
    public var mediaType: String
    /// What an image element points at: a `data:` URI with the bytes, or the path as a relative
    /// URI reference when images are linked.
    public var href: String

    /// Creates an image file.
    public init(mediaType: String, href: String) {
        self.mediaType = mediaType
        self.href = href
    }
}
