import Foundation

/// The PNG, JPEG and WebP images `Scripts/fixtures/make-codec-fixtures.py` writes with Pillow (and a small
/// PNG encoder of its own for what Pillow cannot write), committed under `Fixtures/codecs/`, and
/// the pixels each must decode to.
enum CodecFixtures {
    /// `Tests/MapSceneTests/Fixtures/codecs`, found from this file's path.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .appendingPathComponent("codecs")

    /// The image files in the folder, sorted by name.
    static let imageNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0 != "expectations.json" }
        .sorted()

    /// The bytes of fixture `name`.
    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// `expectations.json`.
    static func expectations() throws -> CodecExpectations {
        try JSONDecoder().decode(
            CodecExpectations.self, from: Data(contentsOf: folder.appendingPathComponent("expectations.json")))
    }
}

/// What each fixture decodes to: its size and, for some of its pixels (all of them for lossless
/// images), the RGBA within `tolerance` per channel.
struct CodecExpectations: Decodable {
    struct Image: Decodable {
        let width: Int
        let height: Int
        let tolerance: Int
        /// `[x, y, r, g, b, a]` each.
        let pixels: [[Int]]
    }

    let images: [String: Image]
    /// Fixtures that must not decode.
    let refused: [String]
}
