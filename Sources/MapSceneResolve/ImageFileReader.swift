import Foundation
import MapSceneModel

/// Reads the image files a scene names: checks that each is a picture of a known type, by its
/// bytes rather than its name, and turns it into what an image element points at.
package enum ImageFileReader {
    /// The largest image embedded, in bytes (2 MiB): a map is no place for a photo album.
    package static let maximumEmbeddedBytes = 2 * 1024 * 1024
    /// How much of a linked image is read to learn its type.
    package static let sniffBytes = 4096

    package enum Failure: Error, Equatable {
        case unreadable(String)
        case notAnImage
        case tooLarge(Int)
    }

    /// The image at `realPath` (already checked by `ScenePath`): embedded, or — when `linkFolder`
    /// is given — linked by its path relative to that folder (where the output file is).
    package static func read(realPath: String, linkingFrom linkFolder: String?) -> Result<ImageFile, Failure> {
        let link = linkFolder != nil
        let read =
            link
            ? RegularFile.prefix(of: realPath, count: sniffBytes) : RegularFile.bytes(at: realPath, limit: maximumEmbeddedBytes)
        let bytes: [UInt8]
        switch read {
        case .success(let found): bytes = found
        case .failure(.tooLarge(let size)): return .failure(.tooLarge(size))
        case .failure(.notARegularFile): return .failure(.unreadable("it is not a regular file"))
        case .failure(.unreadable): return .failure(.unreadable("cannot open it"))
        }
        guard let mediaType = mediaType(of: bytes) else { return .failure(.notAnImage) }
        if let linkFolder {
            return .success(
                ImageFile(mediaType: mediaType, href: ScenePath.uriReference(ScenePath.relative(realPath, from: linkFolder))))
        }
        return .success(ImageFile(mediaType: mediaType, href: dataURI(Data(bytes), mediaType: mediaType)))
    }

    /// `data` as a `data:` URI of `mediaType`, base64: how an image is embedded.
    package static func dataURI(_ data: Data, mediaType: String) -> String {
        "data:" + mediaType + ";base64," + data.base64EncodedString()
    }

    /// The media type the bytes start like: PNG, JPEG, GIF, WebP or SVG; nil for anything else.
    package static func mediaType(of bytes: [UInt8]) -> String? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
        if isSVG(bytes) { return "image/svg+xml" }
        return nil
    }

    /// XML text (after an optional byte-order mark and white space) whose first kilobytes hold an
    /// `<svg` start tag.
    private static func isSVG(_ bytes: [UInt8]) -> Bool {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return false }
        let head = String(decoding: bytes[start..<min(bytes.count, start + sniffBytes)], as: UTF8.self)
        return head.contains("<svg")
    }
}
