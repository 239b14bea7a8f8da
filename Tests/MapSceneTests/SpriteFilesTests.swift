import Foundation
import Testing

@testable import MapSceneBase
@testable import MapSceneDrawing
@testable import MapSceneModel
@testable import MapSceneResolve

/// A style's sprite found beside the style file, `@2x` for a canvas of twice the pixels, read
/// inside the scene's folder as every file a scene names; a URL is remote and never fetched.
@Suite struct SpriteFilesTests {
    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder()
    }

    /// A one-icon sprite: `dot`, `side` pixels square at `ratio` pixels a point, all `red`.
    static func sprite(side: Int, ratio: Int, red: UInt8) -> (index: String, sheet: [UInt8]) {
        let pixels = RasterPixels(
            width: side, height: side, rgba: Array(repeating: [red, 0, 0, 255], count: side * side).flatMap { $0 })!
        return (
            #"{"dot": {"x": 0, "y": 0, "width": \#(side), "height": \#(side), "pixelRatio": \#(ratio)}}"#,
            RasterEncoding.png(pixels)!
        )
    }

    func writeSprite(_ base: String, double: Bool) throws {
        let plain = Self.sprite(side: 15, ratio: 1, red: 10)
        try folder.write(base + ".json", plain.index)
        try folder.write(base + ".png", plain.sheet)
        if double {
            let twice = Self.sprite(side: 30, ratio: 2, red: 20)
            try folder.write(base + "@2x.json", twice.index)
            try folder.write(base + "@2x.png", twice.sheet)
        }
    }

    func read(_ base: String, scale: Double, options: PipelineOptions = PipelineOptions()) -> Result<
        SpriteSheet, SpriteFiles.Failure
    > {
        SpriteFiles.read(base: base, scale: scale, directory: folder.path, options: options)
    }

    /// The red of the sprite's `dot`, which says which file it came from, and the dot's size.
    func dot(_ base: String, scale: Double) throws -> (red: UInt8, pixels: Int, points: Double) {
        let icon = try #require(try read(base, scale: scale).get().icon(named: "dot"))
        let pixels = try RasterDecoding.decode(icon.png).get()
        #expect(icon.width == icon.height)
        return (pixels.rgba[0], pixels.width, icon.width)
    }

    // MARK: Where a sprite is

    @Test(arguments: [
        ("sprite", "style.json", "sprite"), ("./sprite", "style.json", "sprite"),
        ("./sprite", "styles/positron.json", "styles/sprite"), ("sprite", "styles/positron.json", "styles/sprite"),
        ("icons/./sprite", "a/b/style.json", "a/b/icons/sprite"), ("../icons/sprite", "styles/s.json", "styles/../icons/sprite"),
        ("/srv/sprite", "styles/s.json", "/srv/sprite"), ("sprite", "/srv/styles/s.json", "/srv/styles/sprite"),
    ])
    func aRelativeSpriteIsBesideTheStyleFile(_ sprite: String, _ style: String, _ base: String) {
        #expect(SpriteFiles.locate(sprite, besideStyle: style) == .files(base: base))
    }

    @Test(arguments: [
        "https://example.com/styles/sprite", "http://localhost:8080/sprite", "mapbox://sprites/mapbox/streets-v11",
        "file:///srv/sprite",
    ])
    func aSpriteURLIsRemote(_ url: String) {
        #expect(SpriteFiles.locate(url, besideStyle: "styles/style.json") == .remote(url: url))
    }

    @Test func anEmptySpriteNamesNone() {
        #expect(SpriteFiles.locate("", besideStyle: "style.json") == nil)
    }

    @Test func theDoubleFilesComeFirstFromAScaleOfTwo() {
        let plain = SpriteFiles.Pair(index: "s/sprite.json", sheet: "s/sprite.png")
        let double = SpriteFiles.Pair(index: "s/sprite@2x.json", sheet: "s/sprite@2x.png")
        #expect(SpriteFiles.pairs(base: "s/sprite", scale: 1) == [plain, double])
        #expect(SpriteFiles.pairs(base: "s/sprite", scale: 1.5) == [plain, double])
        #expect(SpriteFiles.pairs(base: "s/sprite", scale: 2) == [double, plain])
        #expect(SpriteFiles.pairs(base: "s/sprite", scale: 3) == [double, plain])
    }

    // MARK: Reading

    @Test func theDoubleSpriteIsReadForACanvasOfScaleTwoAndTheSizesStayInPoints() throws {
        try writeSprite("styles/sprite", double: true)
        #expect(try dot("styles/sprite", scale: 1) == (10, 15, 15))
        #expect(try dot("styles/sprite", scale: 2) == (20, 30, 15))
        #expect(try dot("styles/sprite", scale: 4) == (20, 30, 15))
    }

    @Test func withoutDoubleFilesThePlainOnesAreRead() throws {
        try writeSprite("sprite", double: false)
        #expect(try dot("sprite", scale: 2) == (10, 15, 15))
        // Only half of the double pair: the plain pair is read.
        try folder.write("sprite@2x.json", Self.sprite(side: 30, ratio: 2, red: 20).index)
        #expect(try dot("sprite", scale: 2) == (10, 15, 15))
    }

    @Test func withOnlyDoubleFilesTheyAreReadAtAnyScale() throws {
        let twice = Self.sprite(side: 30, ratio: 2, red: 20)
        try folder.write("sprite@2x.json", twice.index)
        try folder.write("sprite@2x.png", twice.sheet)
        #expect(try dot("sprite", scale: 1) == (20, 30, 15))
    }

    @Test func aMissingSpriteIsRefusedByItsPlainIndex() throws {
        for scale in [1.0, 2.0] {
            guard case .failure(.refused(let refusal)) = read("styles/sprite", scale: scale) else {
                Issue.record("read a sprite that is not there")
                continue
            }
            #expect(refusal.message == "cannot read 'styles/sprite.json': no such file or directory")
        }
        try folder.write("styles/sprite.json", "{}")
        guard case .failure(.refused(let refusal)) = read("styles/sprite", scale: 1) else {
            Issue.record("read a sprite without its sheet")
            return
        }
        #expect(refusal.message == "cannot read 'styles/sprite.png': no such file or directory")
    }

    @Test func aSpriteOutsideTheScenesFolderIsRefused() throws {
        let parent = try ScratchFolder()
        let plain = Self.sprite(side: 15, ratio: 1, red: 10)
        try parent.write("sprite.json", plain.index)
        try parent.write("sprite.png", plain.sheet)
        try parent.write("scene/style.json", "{}")
        let base = try #require(SpriteFiles.locate("../sprite", besideStyle: "style.json"))
        guard case .files(let path) = base else { Issue.record("\(base)"); return }
        let refused = SpriteFiles.read(base: path, scale: 1, directory: parent.path + "/scene", options: PipelineOptions())
        guard case .failure(.refused(let refusal)) = refused else { Issue.record("read a sprite outside the folder"); return }
        #expect(refusal.message == "'../sprite.json' leads outside the scene file's folder")
        #expect(refusal.note == ScenePath.outsideNote)
        var allowed = PipelineOptions()
        allowed.allowOutsidePaths = true
        let read = SpriteFiles.read(base: path, scale: 1, directory: parent.path + "/scene", options: allowed)
        #expect(try read.get().names == ["dot"])
    }

    @Test func aSpriteIsNotReadFromASceneGivenAsText() throws {
        try writeSprite("sprite", double: false)
        var options = PipelineOptions()
        options.readsFiles = false
        guard case .failure(.refused(let refusal)) = read("sprite", scale: 1, options: options) else {
            Issue.record("read a sprite for a scene without a folder"); return
        }
        #expect(refusal.message == "'sprite.json' names a file, but this scene was given as text with no base folder")
    }

    @Test func aFolderInPlaceOfTheSheetIsRefused() throws {
        try folder.write("sprite.json", "{}")
        try FileManager.default.createDirectory(atPath: folder.path + "/sprite.png", withIntermediateDirectories: false)
        guard case .failure(.refused(let refusal)) = read("sprite", scale: 1) else { Issue.record("read a folder"); return }
        #expect(refusal.message == "cannot read 'sprite.png': it is not a regular file")
    }

    @Test func theExamplesSpriteHoldsItsIconsAtOneSizeInPointsInBothFiles() throws {
        let names = [
            "cafe", "restaurant", "museum", "railway", "bus", "park", "shop", "hotel", "place-of-worship", "school", "hospital",
            "library", "parking", "dot",
        ]
        for (scale, pixels) in [(1.0, 15), (2.0, 30)] {
            let sprite = try SpriteFiles.read(
                base: "styles/sprite", scale: scale, directory: Examples.folder.path, options: PipelineOptions()
            ).get()
            #expect(sprite.names == names)
            for name in names {
                let icon = try #require(sprite.icon(named: name))
                let decoded = try RasterDecoding.decode(icon.png).get()
                #expect(icon.width == 15 && icon.height == 15 && !icon.isSDF, "\(name)")
                #expect(decoded.width == pixels && decoded.height == pixels, "\(name)")
                // A corner is clear, the middle is drawn.
                #expect(decoded.rgba[3] == 0 && decoded.rgba[((pixels / 2) * pixels + pixels / 2) * 4 + 3] == 255, "\(name)")
            }
        }
    }

    // MARK: Diagnostics

    @Test func aProblemInTheIndexIsAtItsLineInTheIndexWithANoteAtTheStyle() throws {
        try folder.write("styles/sprite.json", "{\n  \"dot\": {\"x\": 0, \"y\": 0, \"width\": 99, \"height\": 15}\n}\n")
        try folder.write("styles/sprite.png", Self.sprite(side: 15, ratio: 1, red: 10).sheet)
        guard case .failure(let failure) = read("styles/sprite", scale: 1) else { Issue.record("read a bad sprite"); return }
        let style = SourceRange(at: SourceLocation(line: 3, column: 20))
        let diagnostic = failure.diagnostic(at: style)
        #expect(diagnostic.rule == "data-file" && diagnostic.severity == .error)
        #expect(diagnostic.message == "the icon 'dot' (99×15 at 0, 0) is not inside the sprite's 15×15 sheet")
        #expect(diagnostic.file?.path == "styles/sprite.json")
        #expect(diagnostic.range?.start.line == 2 && diagnostic.range?.start.column == 10)
        #expect(diagnostic.notes.map(\.range) == [style])
    }

    @Test func aProblemInTheSheetIsAtTheStyle() throws {
        try folder.write("sprite.json", "{}")
        try folder.write("sprite.png", "GIF89a")
        guard case .failure(let failure) = read("sprite", scale: 1) else { Issue.record("read a bad sheet"); return }
        let style = SourceRange(at: SourceLocation(line: 3, column: 20))
        let diagnostic = failure.diagnostic(at: style)
        #expect(diagnostic.rule == "source-file" && diagnostic.file == nil && diagnostic.range == style)
        #expect(diagnostic.message == "cannot use 'sprite.png': the sprite's sheet is not a PNG, JPEG or WebP image")
    }
}
