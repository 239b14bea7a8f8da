import Foundation
import MapSceneDrawing
import TestSupport
import Testing

private let scene = """
    mapscene: 1
    title: A pin
    canvas: {width: 400, height: 300}
    camera: {center: [34.924365, -120.217372], distance: 1200m}
    annotations:
      - {id: park, coordinate: [34.923964, -120.219558], title: Park here, pin: green}
    overlays:
      - id: ring
        circle: {center: [34.9239, -120.2195], radius: 200m}

    """

/// `mapc preview` as an image: on a pseudo-terminal that answers the graphics query as kitty,
/// iTerm2, a sixel terminal or a terminal that says nothing; what it writes read back into
/// pixels and compared with `mapc compile -o map.png` of the same size.
@Suite struct GraphicsPreviewTests {
    static let kittyAnswer = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c"
    static let sixelAnswer = "\u{1B}[6;20;10t\u{1B}[?63;1;4;22c"
    static let plainAnswer = "\u{1B}[6;20;10t\u{1B}[?62;22c"

    /// An 80 × 24 terminal of 10 × 20 pixel cells offers 80 × 22 cells below the title line: the
    /// 400 × 300 canvas covers 59 × 22 of them, at 440 / 300 pixels a point.
    static let pixelsPerPoint = min(Double(59) * 10 / 400, Double(22) * 20 / 300)

    /// The PNG `mapc compile` draws of the scene at the preview's size.
    static func compiledPNG(_ folder: TemporaryFolder, _ path: String) throws -> [UInt8] {
        let png = folder.url.appendingPathComponent("map.png").path
        let run = try Mapc.run(["compile", path, "-o", png, "--dpi", "\(pixelsPerPoint * 72)"])
        try #require(run.status == 0, "\(run.standardError)")
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
    }

    static func preview(
        _ path: String, _ extra: [String] = [], environment: [String: String], answer: String?,
        pixels: (width: Int, height: Int)? = nil
    ) throws -> PseudoTerminalRun {
        try PseudoTerminalRun.run(
            ["preview", path] + extra, environment: ["NO_COLOR": "1"].merging(environment) { $1 }, pixels: pixels,
            answer: answer)
    }

    @Test func kittyGetsThePNGInChunks() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let run = try Self.preview(path, environment: ["TERM": "xterm-256color"], answer: Self.kittyAnswer)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.asked)
        #expect(run.output.contains("A pin\r\n"))
        let image = try #require(try TerminalImages.kitty(run.output).first)
        #expect(image.keys["a"] == "T" && image.keys["f"] == "100" && image.keys["q"] == "2")
        #expect(image.keys["c"] == "59" && image.keys["r"] == "22")
        #expect(image.chunkSizes.allSatisfy { $0 <= 4096 })
        #expect(image.payload == (try Self.compiledPNG(folder, path)))
        let pixels = try #require(RasterPixels(decoding: image.payload))
        #expect(pixels.width == 587 && pixels.height == 440)
    }

    @Test func itermGetsThePNG() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let run = try Self.preview(path, environment: ["TERM_PROGRAM": "iTerm.app"], answer: Self.plainAnswer)
        #expect(run.status == 0, "\(run.standardError)")
        let image = try #require(try TerminalImages.iterm(run.output).first)
        #expect(image.keys["width"] == "59" && image.keys["height"] == "22" && image.keys["preserveAspectRatio"] == "1")
        #expect(image.file == (try Self.compiledPNG(folder, path)))
    }

    @Test func sixelGetsThePixelsInAtMost256Colors() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let run = try Self.preview(path, environment: ["TERM": "xterm-256color"], answer: Self.sixelAnswer)
        #expect(run.status == 0, "\(run.standardError)")
        let image = try TerminalImages.sixel(run.output)
        let png = try #require(RasterPixels(decoding: try Self.compiledPNG(folder, path)))
        #expect(image.width == png.width && image.height == png.height)
        #expect(image.registers.count <= 256)
        var colors = Set<[UInt8]>()
        var total = 0
        for pixel in 0..<png.width * png.height {
            let color = try #require(image.registers[image.pixels[pixel]], "pixel \(pixel) unpainted")
            let expected = png.rgba[pixel * 4..<pixel * 4 + 3]
            colors.insert(Array(expected))
            let decoded = [color.0, color.1, color.2].map { ($0 * 255 + 50) / 100 }
            total += zip(decoded, expected).map { abs($0 - Int($1)) }.reduce(0, +)
        }
        // More colors than sixel's registers (the antialiased edges): close, not exact.
        #expect(colors.count > 256)
        let mean = Double(total) / Double(png.width * png.height * 3)
        #expect(mean < 2, "mean error \(mean)")
    }

    @Test func aTerminalThatSaysNothingGetsCharactersSoon() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let run = try Self.preview(path, environment: ["TERM": "xterm-256color"], answer: nil)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.asked)
        #expect(run.output.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        #expect(!run.output.contains("\u{1B}_Ga=T") && !run.output.contains("\u{1B}P0;1;0q"))
        #expect(run.seconds < 10)
        // A terminal that answers without any image protocol: characters too.
        let plain = try Self.preview(path, environment: ["TERM": "xterm-256color"], answer: Self.plainAnswer)
        #expect(plain.output.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    }

    @Test func aKittyTerminalThatSaysNothingGetsKittyAtTheWindowsCellSize() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        let run = try Self.preview(
            path, environment: ["TERM": "xterm-kitty"], answer: nil, pixels: (width: 800, height: 480))
        #expect(run.status == 0, "\(run.standardError)")
        let image = try #require(try TerminalImages.kitty(run.output).first)
        #expect(image.keys["c"] == "59" && image.keys["r"] == "22")
        #expect(image.payload == (try Self.compiledPNG(folder, path)))
    }

    @Test func tmuxAndNoneAreNotAsked() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        for (environment, extra) in [
            (["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"], [String]()),
            (["TERM": "xterm-kitty"], ["--graphics", "none"]), (["TERM": "xterm-kitty"], ["--mode", "halfblock"]),
        ] {
            let run = try Self.preview(path, extra, environment: environment, answer: Self.kittyAnswer)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(!run.asked, "\(environment) \(extra)")
            #expect(!run.output.contains("\u{1B}_G"), "\(environment) \(extra)")
        }
    }

    @Test func watchRedrawsKittysImageInPlace() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        var changed = false
        let run = try PseudoTerminalRun.run(
            ["preview", "--watch", path], environment: ["NO_COLOR": "1", "TERM": "xterm-kitty"], answer: Self.kittyAnswer,
            deadline: 20,
            stopWhen: { output in
                let placed = output.components(separatedBy: "m=0;").count - 1
                if placed == 1, !changed {
                    changed = true
                    _ = try? folder.write("scene.yaml", scene.replacingOccurrences(of: "title: A pin", with: "title: Two pins"))
                }
                return placed == 2 && output.hasSuffix("\u{1B}[J")
            })
        #expect(run.status == 0, "\(run.standardError)")
        let images = try TerminalImages.kitty(run.output)
        try #require(images.count == 2)
        let id = try #require(images[0].keys["i"])
        #expect(images[1].keys["i"] == id && images[0].keys["C"] == "1")
        #expect(RasterPixels(decoding: images[1].payload) != nil)
        #expect(images[0].payload != images[1].payload)
        // The image deleted before each drawing and when the watch ends, the screen given back.
        let delete = "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
        #expect(run.output.components(separatedBy: delete).count - 1 == 3)
        #expect(run.output.contains("\u{1B}[?1049h") && run.output.hasSuffix(delete + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
        #expect(run.output.contains("Two pins"))
    }

    @Test func aForcedProtocolIsWrittenToAPipeTheSameEveryTime() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", scene)
        for graphics in ["kitty", "iterm", "sixel"] {
            let first = try Mapc.run(["preview", path, "--graphics", graphics, "--size", "60x20"])
            let second = try Mapc.run(["preview", path, "--graphics", graphics, "--size", "60x20"])
            #expect(first.status == 0, "\(first.standardError)")
            #expect(first.standardOutput == second.standardOutput)
            #expect(first.standardOutput.hasPrefix("A pin\n"))
        }
        let kitty = try Mapc.run(["preview", path, "--graphics", "kitty", "--size", "60x20"])
        // 8 × 16 cells when nobody says: 59 × 19 cells offered, the canvas takes 51 × 19.
        let image = try #require(try TerminalImages.kitty(kitty.standardOutput).first)
        #expect(image.keys["c"] == "51" && image.keys["r"] == "19")
        // The bold title line ends its color before the image.
        let colored = try Mapc.run(["preview", path, "--graphics", "iterm", "--color", "always"])
        #expect(colored.standardOutput.hasPrefix("\u{1B}[1mA pin\u{1B}[0m\n\u{1B}]1337;File="))
        let mixed = try Mapc.run(["preview", path, "--graphics", "sixel", "--mode", "ascii"])
        #expect(mixed.status == 2)
        #expect(mixed.standardError.contains("--mode"))
    }
}
