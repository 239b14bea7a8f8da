import Foundation
import MapSceneBase

/// A scene file open in the client: its text as edited, its version, its syntax and the folder
/// its paths start from.
struct OpenDocument {
    let uri: String
    var version: Int
    var text: DocumentText
    /// `.mapscene` files and the `mapscene` language are the DSL, everything else YAML.
    let syntax: SceneSyntax
    /// The file's path, for `file:` URIs; nil for unsaved buffers (`untitled:`).
    let path: String?

    init(uri: String, languageId: String?, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = DocumentText(text)
        self.path = Self.path(of: uri)
        if languageId == "mapscene" || uri.hasSuffix(".mapscene") {
            syntax = .dsl
        } else {
            syntax = .yaml
        }
    }

    /// The text as mapc reads a file: diagnostics name it by its path (or its URI).
    var source: SourceFile {
        SourceFile(path: path ?? uri, bytes: text.bytes, syntax: syntax)
    }

    /// The folder relative paths in the scene start from; nil for unsaved buffers.
    var folder: String? {
        path.map { ($0 as NSString).deletingLastPathComponent }
    }

    /// The path of a `file:` URI, percent-decoded.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }
}
