import Foundation
import Testing

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
        try onePixelPNG.write(to: folder.url.appendingPathComponent("bike.png"))
        let path = try folder.write("scene.yaml", imageScene("bike.png"))
        let embedded = try Mapc.run(["compile", path, "-o", "-"])
        #expect(embedded.status == 0)
        #expect(embedded.standardOutput.contains(#"<image href="data:image/png;base64,\#(onePixelPNG.base64EncodedString())""#))
        let linked = try Mapc.run(["compile", path, "-o", "-", "--link-images"], in: folder.url)
        #expect(linked.status == 0)
        #expect(linked.standardOutput.contains(#"<image href="bike.png""#))
    }

    /// The `href` of the SVG's one linked image.
    static func imageLink(_ svg: String) throws -> String {
        let start = try #require(svg.range(of: #"<image href=""#)).upperBound
        return String(svg[start...].prefix { $0 != "\"" })
    }

    @Test func linkedImagesArePathsFromTheFolderOfTheOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("maps/images/.keep", "")
        try folder.write("out/.keep", "")
        try onePixelPNG.write(to: folder.url.appendingPathComponent("maps/images/bike.png"))
        try folder.write("maps/scene.yaml", imageScene("images/bike.png"))

        // -o into another folder: the link leads from there to the image.
        let elsewhere = try Mapc.run(["compile", "maps/scene.yaml", "-o", "out/x.svg", "--link-images"], in: folder.url)
        #expect(elsewhere.status == 0, "\(elsewhere.standardError)")
        let href = try Self.imageLink(String(decoding: try #require(folder.contents("out/x.svg")), as: UTF8.self))
        #expect(href == "../maps/images/bike.png")
        #expect(folder.contents("out/" + href) == onePixelPNG)

        // Beside the scene, as before.
        #expect(try Mapc.run(["compile", "maps/scene.yaml", "--link-images"], in: folder.url).status == 0)
        #expect(
            try Self.imageLink(String(decoding: try #require(folder.contents("maps/scene.svg")), as: UTF8.self))
                == "images/bike.png")

        // Standard output: from the current folder.
        let here = try Mapc.run(["compile", "maps/scene.yaml", "-o", "-", "--link-images"], in: folder.url)
        #expect(try Self.imageLink(here.standardOutput) == "maps/images/bike.png")
        let inOut = try Mapc.run(
            ["compile", "../maps/scene.yaml", "-o", "-", "--link-images"], in: folder.url.appendingPathComponent("out"))
        #expect(try Self.imageLink(inOut.standardOutput) == "../maps/images/bike.png")
    }

    @Test func aPathOutsideTheScenesFolderNeedsAllowOutsidePaths() throws {
        let folder = try TemporaryFolder()
        try onePixelPNG.write(to: folder.url.appendingPathComponent("bike.png"))
        let path = try folder.write("maps/scene.yaml", imageScene("../bike.png"))
        let refused = try Mapc.run(["compile", path])
        #expect(refused.status == 1)
        #expect(
            refused.standardError.hasPrefix(
                "\(path):6:63: error: '../bike.png' leads outside the scene file's folder [image-file]\n"))
        #expect(folder.names() == ["bike.png", "maps"])
        let lint = try Mapc.run(["lint", path])
        #expect(lint.status == 1)

        let allowed = try Mapc.run(["compile", path, "--allow-outside-paths"])
        #expect(allowed.status == 0)
        #expect(allowed.standardError.isEmpty)
        #expect(try Mapc.run(["lint", "--allow-outside-paths", path]).status == 0)
        #expect(try Mapc.run(["preview", path, "--size", "40x12"]).status == 1)
        #expect(try Mapc.run(["preview", path, "--size", "40x12", "--allow-outside-paths"]).status == 0)
    }

    @Test func darkDrawsTheDarkThemeAlways() throws {
        let folder = try TemporaryFolder()
        try onePixelPNG.write(to: folder.url.appendingPathComponent("bike.png"))
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
        try onePixelPNG.write(to: folder.url.appendingPathComponent("bike.png"))
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

/// `mapc compile --jobs`: many files at once, reported as if one after another.
@Suite struct CompileJobsTests {
    @Test func filesCompiledAtOnceReportInTheOrderGivenAndWriteWhatOneAtATimeWrites() throws {
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for index in 0..<24 {
            let latitude = index % 5 == 3 ? "95" : "34.92\(index)"
            paths.append(
                try folder.write(
                    "scene\(index).yaml",
                    """
                    mapscene: 1
                    camera: {center: [34.924365, -120.217372], distance: 1200m}
                    annotations:
                      - {id: pin\(index), coordinate: [\(latitude), -120.219558], title: Pin \(index)}

                    """))
        }
        paths.insert(folder.url.appendingPathComponent("missing.yaml").path, at: 7)

        let serial = try Mapc.run(["compile", "--jobs", "1"] + paths)
        let serialSVGs = paths.map {
            try? String(contentsOfFile: $0.replacingOccurrences(of: ".yaml", with: ".svg"), encoding: .utf8)
        }
        for path in paths { try? FileManager.default.removeItem(atPath: path.replacingOccurrences(of: ".yaml", with: ".svg")) }
        let parallel = try Mapc.run(["compile", "--jobs", "4"] + paths)
        let parallelSVGs = paths.map {
            try? String(contentsOfFile: $0.replacingOccurrences(of: ".yaml", with: ".svg"), encoding: .utf8)
        }

        #expect(serial.status == 2, "a missing file is an I/O error, which outranks input errors")
        #expect(parallel.status == serial.status)
        #expect(parallel.standardError == serial.standardError)
        let reported = serial.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.split(separator: ":")[0])
        }
        #expect(
            reported
                == paths.enumerated().filter {
                    $0.offset == 7 || [3, 8, 13, 18, 23].contains($0.offset - ($0.offset > 7 ? 1 : 0))
                }.map { $0.offset == 7 ? "mapc" : $0.element })
        #expect(serialSVGs.compactMap { $0 }.count == 19)
        #expect(parallelSVGs == serialSVGs)
    }

    @Test func jobsMustBeAPositiveCount() throws {
        let result = try Mapc.run(["compile", "--jobs", "0", "scene.yaml"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--jobs must be between 1 and 256, found 0"))
    }
}
