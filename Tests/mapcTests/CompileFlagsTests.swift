import Foundation
import Testing

private let pngBytes = Data(base64Encoded:
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!

/// A scene with a pin and an image annotation whose file is `src`.
private func imageScene(_ src: String) -> String {
    """
    mapscene: 1
    title: Bikes
    camera: {center: [34.924365, -120.217372], distance: 1200m}
    annotations:
      - {id: park, coordinate: [34.923964, -120.219558], title: Park here, pin: green}
      - {id: bike, coordinate: [34.9245, -120.2165], image: {src: \(src), size: [24, 24]}}

    """
}

/// `mapc compile`'s flags: --dark, --precision, --link-images and --allow-outside-paths.
@Suite struct CompileFlagsTests {
    @Test func imagesAreEmbeddedByDefaultAndLinkedOnRequest() throws {
        let folder = try TemporaryFolder()
        try pngBytes.write(to: folder.url.appendingPathComponent("bike.png"))
        let path = try folder.write("scene.yaml", imageScene("bike.png"))
        let embedded = try Mapc.run(["compile", path, "-o", "-"])
        #expect(embedded.status == 0)
        #expect(embedded.standardOutput.contains(#"<image href="data:image/png;base64,\#(pngBytes.base64EncodedString())""#))
        let linked = try Mapc.run(["compile", path, "-o", "-", "--link-images"])
        #expect(linked.status == 0)
        #expect(linked.standardOutput.contains(#"<image href="bike.png""#))
    }

    @Test func aPathOutsideTheScenesFolderNeedsAllowOutsidePaths() throws {
        let folder = try TemporaryFolder()
        try pngBytes.write(to: folder.url.appendingPathComponent("bike.png"))
        let path = try folder.write("maps/scene.yaml", imageScene("../bike.png"))
        let refused = try Mapc.run(["compile", path])
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix("\(path):6:63: error: '../bike.png' leads outside the scene file's folder [image-file]\n"))
        #expect(folder.names() == ["bike.png", "maps"])
        let lint = try Mapc.run(["lint", path])
        #expect(lint.status == 1)

        let allowed = try Mapc.run(["compile", path, "--allow-outside-paths"])
        #expect(allowed.status == 0)
        #expect(allowed.standardError.isEmpty)
        #expect(try Mapc.run(["lint", "--allow-outside-paths", path]).status == 0)
    }

    @Test func darkDrawsTheDarkThemeAlways() throws {
        let folder = try TemporaryFolder()
        try pngBytes.write(to: folder.url.appendingPathComponent("bike.png"))
        let path = try folder.write("scene.yaml", imageScene("bike.png"))
        let light = try Mapc.run(["compile", path, "-o", "-"])
        let dark = try Mapc.run(["compile", path, "-o", "-", "--dark"])
        #expect(dark.status == 0)
        #expect(light.standardOutput.contains("prefers-color-scheme"))
        #expect(!dark.standardOutput.contains("prefers-color-scheme"))
        #expect(dark.standardOutput != light.standardOutput)
        let json = try Mapc.run(["compile", path, "-o", "-", "--dark", "--target", "renderlist"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((list["canvas"] as? [String: Any])?["theme"] as? String == "dark")
        // A dark canvas is drawn in dark inks by the compiler itself: no light ink is left to swap.
        #expect(!json.standardOutput.contains("#333333"))
    }

    @Test func precisionSetsTheDecimalsOfCoordinates() throws {
        let folder = try TemporaryFolder()
        try pngBytes.write(to: folder.url.appendingPathComponent("bike.png"))
        let path = try folder.write("scene.yaml", imageScene("bike.png"))
        let whole = try Mapc.run(["compile", path, "-o", "-", "--precision", "0"])
        #expect(whole.status == 0)
        let d = try #require(whole.standardOutput.split(separator: "\n").first { $0.contains("<path d=\"M") })
        #expect(!d.contains("."))
        let fine = try Mapc.run(["compile", path, "-o", "-", "--precision", "4"])
        #expect(fine.standardOutput.count > whole.standardOutput.count)
        let bad = try Mapc.run(["compile", path, "-o", "-", "--precision", "7"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--precision must be between 0 and 6, found 7"))
    }
}

/// Determinism across processes: each run hashes differently inside, the output must not change.
@Suite struct DeterminismTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func twoRunsOfMapcWriteByteIdenticalSVG() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let path = Self.examples.appendingPathComponent(name).path
            let first = try Mapc.run(["compile", path, "-o", "-"])
            let second = try Mapc.run(["compile", path, "-o", "-"])
            #expect(first.status == 0, "\(name): \(first.standardError)")
            #expect(first.standardOutput == second.standardOutput, "\(name)")
            let json = try Mapc.run(["compile", path, "-o", "-", "--target", "renderlist"])
            #expect(json.standardOutput == (try Mapc.run(["compile", path, "-o", "-", "--target", "renderlist"])).standardOutput, "\(name)")
        }
    }
}
