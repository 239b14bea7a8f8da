import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneCompile
@testable import MapSceneModel
@testable import MapScenePipeline
@testable import MapSceneRenderList
@testable import MapSceneResolve
@testable import MapSceneSVG

/// Images named by a scene are read by the resolve stage: beside the scene only, sniffed by their
/// bytes, size-limited, and handed to the render list ready to embed or link.
@Suite struct ImageResolveTests {
    /// A scene with one annotation whose image is `src` (written at mark 1...2) and a callout
    /// whose left accessory is `accessory`.
    static func scene(src: String, accessory: String = "ok.png") -> MarkedText {
        MarkedText(
            """
            mapscene: 1
            camera: {center: [34.92, -120.21], distance: 1200m}
            annotations:
              - id: bike
                coordinate: [34.92, -120.21]
                title: Bikes
                image: {src: 1️⃣\(src)2️⃣, size: [24, 24]}
                callout: {left: {image: 3️⃣\(accessory)4️⃣}}

            """)
    }

    static func compile(_ text: MarkedText, in folder: ScratchFolder, options: PipelineOptions = PipelineOptions())
        -> CompileResult
    {
        Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: folder.path, options: options)
    }

    @Test func anImageBesideTheSceneIsEmbeddedWithTheTypeItsBytesSay() throws {
        let folder = try ScratchFolder()
        try folder.write("icons/bike.dat", ScratchFolder.png)
        try folder.write("ok.png", ScratchFolder.png)
        let result = Self.compile(Self.scene(src: "icons/bike.dat"), in: folder)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let list = try #require(result.renderList)
        let image = try #require(list.images["icons/bike.dat"])
        #expect(image.mediaType == "image/png")
        #expect(image.href == "data:image/png;base64," + Data(ScratchFolder.png).base64EncodedString())
        #expect(list.images["ok.png"] != nil)
        let svg = SVGBackend.render(list)
        #expect(svg.contains(#"<image href="data:image/png;base64,"#))
        #expect(!svg.contains("icons/bike.dat"))
    }

    @Test func linkedImagesPointAtTheirPathAsAURIReference() throws {
        let folder = try ScratchFolder()
        try folder.write("my icons/bike #1.png", ScratchFolder.png)
        try folder.write("ok.png", ScratchFolder.png)
        let result = Self.compile(
            Self.scene(src: "'my icons/bike #1.png'"), in: folder, options: PipelineOptions(linkImages: true))
        let list = try #require(result.renderList)
        #expect(list.images["my icons/bike #1.png"] == RenderImage(mediaType: "image/png", href: "my%20icons/bike%20%231.png"))
        #expect(ScenePath.uriReference("javascript:alert(1)") == "javascript%3Aalert%281%29")
    }

    @Test func linkedImagesArePathsFromTheFolderTheOutputGoesTo() throws {
        let parent = try ScratchFolder()
        try parent.write("scene/icons/bike.png", ScratchFolder.png)
        try parent.write("scene/ok.png", ScratchFolder.png)
        try parent.write("out/deeper/.keep", "")
        let options = PipelineOptions(linkImages: true, imageLinkFolder: parent.path + "/out/deeper")
        let result = Pipeline.compile(
            SourceFile(path: "scene.yaml", text: Self.scene(src: "./icons/../icons/bike.png").text),
            directory: parent.path + "/scene", options: options)
        let list = try #require(result.renderList)
        #expect(list.images["./icons/../icons/bike.png"]?.href == "../../scene/icons/bike.png")
        #expect(list.images["ok.png"]?.href == "../../scene/ok.png")
        #expect(ScenePath.relative("/a/b/c.png", from: "/a/d/e") == "../../b/c.png")
        #expect(ScenePath.relative("/a/b/c.png", from: "/") == "a/b/c.png")
        #expect(ScenePath.relative("/a/b/c.png", from: "/a/b") == "c.png")
    }

    @Test func aMissingImageIsAnErrorAtItsPath() throws {
        let folder = try ScratchFolder()
        try folder.write("ok.png", ScratchFolder.png)
        let text = Self.scene(src: "nope.png")
        let result = Self.compile(text, in: folder)
        #expect(result.renderList == nil)
        let d = try #require(result.diagnostics.first)
        #expect(d.message == "cannot read 'nope.png': no such file or directory")
        #expect(d.rule == "image-file")
        #expect(d.range == text.range(1, 2))
    }

    @Test(arguments: ["../outside.png", "inside/../../outside.png"])
    func aPathLeavingTheFolderIsRefusedUnlessAllowed(src: String) throws {
        let parent = try ScratchFolder()
        try parent.write("outside.png", ScratchFolder.png)
        try parent.write("scene/ok.png", ScratchFolder.png)
        try parent.write("scene/inside/.keep", "")
        let folder = parent.path + "/scene"
        let text = Self.scene(src: src)
        let refused = Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: folder)
        let d = try #require(refused.diagnostics.first)
        #expect(d.message == "'\(src)' leads outside the scene file's folder")
        #expect(d.range == text.range(1, 2))
        #expect(d.notes.first?.message.contains("--allow-outside-paths") == true)

        let allowed = Pipeline.compile(
            SourceFile(path: "scene.yaml", text: text.text), directory: folder, options: PipelineOptions(allowOutsidePaths: true))
        #expect(allowed.diagnostics.isEmpty)
        #expect(allowed.renderList?.images[src]?.mediaType == "image/png")
    }

    @Test func anAbsolutePathIsRefusedUnlessAllowed() throws {
        let folder = try ScratchFolder()
        let absolute = try folder.write("abs.png", ScratchFolder.png)
        try folder.write("ok.png", ScratchFolder.png)
        let text = Self.scene(src: absolute)
        let refused = Self.compile(text, in: folder)
        #expect(
            refused.diagnostics.map(\.message) == [
                "'\(absolute)' is an absolute path; write it relative to the scene file's folder"
            ])
        #expect(refused.diagnostics.first?.range == text.range(1, 2))
        #expect(Self.compile(text, in: folder, options: PipelineOptions(allowOutsidePaths: true)).diagnostics.isEmpty)
    }

    @Test func aSymbolicLinkLeadingOutIsRefused() throws {
        let parent = try ScratchFolder()
        try parent.write("secret.png", ScratchFolder.png)
        try parent.write("scene/ok.png", ScratchFolder.png)
        try FileManager.default.createSymbolicLink(
            atPath: parent.path + "/scene/link.png", withDestinationPath: parent.path + "/secret.png")
        try FileManager.default.createSymbolicLink(atPath: parent.path + "/scene/alias.png", withDestinationPath: "ok.png")
        let refused = Pipeline.compile(
            SourceFile(path: "scene.yaml", text: Self.scene(src: "link.png").text), directory: parent.path + "/scene")
        #expect(refused.diagnostics.map(\.message) == ["'link.png' leads outside the scene file's folder"])
        let inside = Pipeline.compile(
            SourceFile(path: "scene.yaml", text: Self.scene(src: "alias.png").text), directory: parent.path + "/scene")
        #expect(inside.diagnostics.isEmpty)
    }

    @Test func aURLIsRefused() throws {
        let folder = try ScratchFolder()
        try folder.write("ok.png", ScratchFolder.png)
        let result = Self.compile(Self.scene(src: "https://example.com/a.png"), in: folder)
        #expect(
            result.diagnostics.map(\.message) == [
                "'https://example.com/a.png' is a URL; mapc reads files beside the scene, never the network"
            ])
    }

    @Test func aFileThatIsNotAnImageIsRefused() throws {
        let folder = try ScratchFolder()
        try folder.write("notes.png", "<html><script>alert(1)</script></html>")
        let text = Self.scene(src: "ok.png", accessory: "notes.png")
        try folder.write("ok.png", ScratchFolder.png)
        let result = Self.compile(text, in: folder)
        let d = try #require(result.diagnostics.first)
        #expect(d.message == "'notes.png' is not a PNG, JPEG, GIF, WebP or SVG image")
        #expect(d.range == text.range(3, 4))
    }

    @Test func anImageOverTheLimitIsRefusedWhenEmbeddedButMayBeLinked() throws {
        let folder = try ScratchFolder()
        try folder.write("big.png", ScratchFolder.png + [UInt8](repeating: 0, count: 3 * 1024 * 1024))
        try folder.write("ok.png", ScratchFolder.png)
        let text = Self.scene(src: "big.png")
        let embedded = Self.compile(text, in: folder)
        #expect(embedded.diagnostics.map(\.message) == ["'big.png' is 3 MiB; an embedded image may be at most 2 MiB"])
        #expect(embedded.diagnostics.first?.notes.first?.message.contains("--link-images") == true)
        let linked = Self.compile(text, in: folder, options: PipelineOptions(linkImages: true))
        #expect(linked.diagnostics.isEmpty)
        #expect(linked.renderList?.images["big.png"]?.href == "big.png")
    }

    @Test func everyPlaceNamingABadImageIsReported() throws {
        let folder = try ScratchFolder()
        let text = Self.scene(src: "gone.png", accessory: "gone.png")
        let result = Self.compile(text, in: folder)
        #expect(result.diagnostics.map(\.range) == [text.range(1, 2), text.range(3, 4)])
    }

    @Test func coordinateFilesFollowTheSamePathRules() throws {
        let parent = try ScratchFolder()
        try parent.write("route.csv", "34.92,-120.21\n34.93,-120.22\n")
        try parent.write("scene/.keep", "")
        let text = MarkedText(
            """
            mapscene: 1
            camera: {center: [34.92, -120.21], distance: 1200m}
            overlays:
              - id: route
                polyline: {source: 1️⃣../route.csv2️⃣}

            """)
        let refused = Pipeline.compile(SourceFile(path: "scene.yaml", text: text.text), directory: parent.path + "/scene")
        #expect(refused.diagnostics.map(\.message) == ["'../route.csv' leads outside the scene file's folder"])
        #expect(refused.diagnostics.first?.rule == "source-file")
        #expect(refused.diagnostics.first?.range == text.range(1, 2))
        let allowed = Pipeline.compile(
            SourceFile(path: "scene.yaml", text: text.text), directory: parent.path + "/scene",
            options: PipelineOptions(allowOutsidePaths: true))
        #expect(allowed.diagnostics.isEmpty)
    }

    @Test(
        arguments: [
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0], "image/png"),
            ([0xFF, 0xD8, 0xFF, 0xE0], "image/jpeg"),
            (Array("GIF89a..".utf8), "image/gif"),
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), "image/webp"),
            (Array("\u{FEFF}\n  <?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), "image/svg+xml"),
            (Array("<html><svg></svg></html>".utf8), "image/svg+xml"),
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8), nil),
            (Array("GIF90a".utf8), nil),
            (Array("hello".utf8), nil),
            ([], nil),
        ] as [([UInt8], String?)])
    func typesAreSniffedFromBytes(bytes: [UInt8], expected: String?) {
        #expect(ImageFileReader.mediaType(of: bytes) == expected)
    }
}

/// The pipeline's other options: the theme override and the dark colors it hands the backends.
@Suite struct PipelineOptionsTests {
    @Test func theThemeOptionOverridesTheScenes() throws {
        let text = "mapscene: 1\ncanvas: {theme: light}\ncamera: {center: [34.92, -120.21], distance: 1200m}\n"
        let light = try #require(Pipeline.compile(SourceFile(path: "s.yaml", text: text), directory: ".").renderList)
        #expect(light.canvas.theme == .light)
        let dark = try #require(
            Pipeline.compile(SourceFile(path: "s.yaml", text: text), directory: ".", options: PipelineOptions(theme: .dark))
                .renderList)
        #expect(dark.canvas.theme == .dark)
        #expect(dark.items[0].style.fill != light.items[0].style.fill)
    }

    @Test func theDarkColorsTurnTheLightMapIntoTheDarkOne() throws {
        let text = "mapscene: 1\ncamera: {center: [40, -100], distance: 3000km}\n"
        let light = try #require(Pipeline.compile(SourceFile(path: "s.yaml", text: text), directory: ".").renderList)
        let dark = try #require(
            Pipeline.compile(SourceFile(path: "s.yaml", text: text), directory: ".", options: PipelineOptions(theme: .dark))
                .renderList)
        #expect(!light.darkColors.isEmpty)
        // Only colors the list uses are listed.
        let used = Set(light.items.flatMap { [$0.style.fill, $0.style.stroke].compactMap { $0 } })
        #expect(light.darkColors.allSatisfy { used.contains($0.light) })
        // Every map-owned fill and stroke of the light list (areas, rivers, borders), swapped, is
        // the dark list's.
        for (l, d) in zip(light.items, dark.items) where l.layer == .background || l.layer == .base {
            #expect(l.style.fill.map(light.darkColors.dark(for:)) == d.style.fill, "\(l.id)")
            #expect(l.style.stroke.map(light.darkColors.dark(for:)) == d.style.stroke, "\(l.id)")
        }
        // No light color is swapped to two dark ones.
        #expect(Set(light.darkColors.map(\.light)).count == light.darkColors.count)
    }
}

/// The `gradient` style key.
@Suite struct GradientDecodingTests {
    @Test func aGradientHasColorsAndAnAngle() throws {
        let (scene, diagnostics) = decode(
            scene(
                """
                overlays:
                  - id: zone
                    circle: {center: [34.92, -120.21], radius: 100m}
                    gradient: {colors: [red, "#0000ff/0.5"], angle: 90deg}

                """))
        #expect(diagnostics.isEmpty)
        let gradient = try #require(scene?.overlays.first?.style.gradient)
        #expect(
            gradient
                == LinearGradient(
                    colors: [Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 0, blue: 255, alpha: 0.5)], angle: 90))
        let decoded = try #require(scene)
        let list = SceneCompiler.compile(decoded).renderList
        #expect(list.items.first { $0.id == "zone" }?.style.gradient == gradient)
    }

    @Test func aGradientNeedsTwoColors() throws {
        let text = MarkedText(
            scene(
                """
                overlays:
                  - id: zone
                    circle: {center: [34.92, -120.21], radius: 100m}
                    gradient: {colors: 1️⃣[red]2️⃣}

                """))
        let (_, diagnostics) = decode(text.text)
        #expect(diagnostics.map(\.message) == ["a gradient needs at least two colors"])
        #expect(diagnostics.first?.range == text.range(1, 2))
    }
}
