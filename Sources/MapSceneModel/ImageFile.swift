import MapSceneBase

/// A place where the scene names an image file: an annotation's `image: {src: ...}` or a callout
/// accessory's `{image: ...}`.
package struct ImageReference: Sendable, Equatable {
    /// The path as written.
    package var source: String
    /// Where the path is written, for diagnostics about the file.
    package var range: SourceRange

    /// Creates a reference.
    package init(source: String, range: SourceRange) {
        self.source = source
        self.range = range
    }
}

/// An image file the resolve stage read and checked.
package struct ImageFile: Sendable, Equatable {
    /// The type sniffed from the file's bytes, e.g. `image/png`.
    package var mediaType: String
    /// What an image element points at: a `data:` URI with the bytes, or the path as a relative
    /// URI reference when images are linked.
    package var href: String

    /// Creates an image file.
    package init(mediaType: String, href: String) {
        self.mediaType = mediaType
        self.href = href
    }
}
