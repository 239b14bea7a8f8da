import Foundation

/// `data:` URIs, as the resolve stage embeds images: what a backend that draws pixels itself
/// (the terminal) reads an image's bytes from.
package enum DataURI {
    /// The bytes of a base64 `data:` URI (`data:image/png;base64,…`); nil for anything else —
    /// a linked image, a URI that is not base64, or broken base64.
    package static func bytes(of href: String) -> [UInt8]? {
        guard href.hasPrefix("data:"), let comma = href.firstIndex(of: ",") else { return nil }
        let header = href[href.index(href.startIndex, offsetBy: 5)..<comma]
        guard header.split(separator: ";").contains("base64") else { return nil }
        return Data(base64Encoded: String(href[href.index(after: comma)...])).map { [UInt8]($0) }
    }
}
