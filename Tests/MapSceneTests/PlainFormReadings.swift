import Testing
@testable import MapScene

/// What the tests of the DSL's plain forms (`AnnotationStatement`, `OverlayStatement`) share: a
/// scene file around the statements they read, and the check that decoding as the file is read
/// gives what decoding its tree gives.
enum PlainFormReadings {
    static let head = "mapscene 1\ncanvas { width 640 height 480 }\ncamera { fit all }\n"

    /// A `.mapscene` file of `head` and `statements`, a line each.
    static func file(_ statements: [String]) -> SourceFile {
        SourceFile(path: "scene.mapscene", text: head + statements.joined(separator: "\n") + "\n")
    }

    /// Expects the scene, diagnostics and fixes of decoding as the file is read to be those of
    /// decoding its tree, read straight through and in two halves split at every line.
    static func expectSameScene(_ file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let tree = Pipeline.parseAndDecode(file, streaming: false)
        var readings = [Pipeline.parseAndDecode(file, streaming: true)]
        let text = Array(file.bytes)
        for offset in text.indices where offset > 0 && text[offset - 1] == UInt8(ascii: "\n") {
            readings.append(Pipeline.parseAndDecode(file, splittingAfter: offset - 1))
        }
        for reading in readings {
            #expect(reading.decoded == tree.decoded, "the scenes differ", sourceLocation: sourceLocation)
            #expect(reading.diagnostics == tree.diagnostics, "the diagnostics differ", sourceLocation: sourceLocation)
            #expect(reading.diagnostics.map(\.fixes) == tree.diagnostics.map(\.fixes), "the fixes differ", sourceLocation: sourceLocation)
        }
    }
}
