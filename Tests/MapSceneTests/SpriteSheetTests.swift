import Foundation
import Testing

@testable import MapSceneBase
@testable import MapSceneDrawing
@testable import MapSceneResolve

/// A MapLibre sprite read from its index and sheet: icons cut out exactly and sized in points by
/// their pixel ratio, and every way an index or a sheet can be wrong a failure that says so, at
/// its place in the index.
@Suite struct SpriteSheetTests {
    /// An 8 × 4 sheet whose every pixel differs: red by column, green by row, alpha by both.
    static let sheet: RasterPixels = {
        var rgba: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<8 { rgba += [UInt8(x * 30), UInt8(y * 60), UInt8(x + y), UInt8(255 - x * 8 - y)] }
        }
        return RasterPixels(width: 8, height: 4, rgba: rgba)!
    }()

    static let sheetPNG = RasterEncoding.png(sheet)!

    static let index = """
        {
          "a": {"x": 0, "y": 0, "width": 3, "height": 2, "pixelRatio": 1},
          "b": {"x": 3, "y": 1, "width": 5, "height": 3, "pixelRatio": 2, "sdf": true},
          "c": {"x": 7, "y": 3, "width": 1, "height": 1}
        }
        """

    static func read(_ index: String, sheet: [UInt8] = sheetPNG) -> Result<SpriteSheet, SpriteSheet.Failure> {
        SpriteSheet.read(index: Array(index.utf8), sheet: sheet)
    }

    /// The failure of reading `index`, which must fail.
    static func failure(_ index: String, sheet: [UInt8] = sheetPNG) throws -> SpriteSheet.Failure {
        guard case .failure(let failure) = read(index, sheet: sheet) else {
            Issue.record("read '\(index)' as a sprite")
            throw CancellationError()
        }
        return failure
    }

    /// The byte offset of the first `text` in `index`.
    static func offset(of text: String, in index: String) -> Int {
        let bytes = Array(index.utf8), needle = Array(text.utf8)
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }!
    }

    /// The pixels of `sheet` in the rectangle given.
    static func cut(x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        (y..<y + height).flatMap { row in sheet.rgba[((row * 8 + x) * 4)..<((row * 8 + x + width) * 4)] }
    }

    @Test func iconsAreCutExactlyAndSizedInPoints() throws {
        let sprite = try Self.read(Self.index).get()
        #expect(sprite.names == ["a", "b", "c"])
        let a = try #require(sprite.icon(named: "a"))
        #expect(a.name == "a" && a.width == 3 && a.height == 2 && !a.isSDF)
        #expect(try RasterDecoding.decode(a.png).get().rgba == Self.cut(x: 0, y: 0, width: 3, height: 2))
        let b = try #require(sprite.icon(named: "b"))
        #expect(b.width == 2.5 && b.height == 1.5 && b.isSDF)
        let bPixels = try RasterDecoding.decode(b.png).get()
        #expect(bPixels.width == 5 && bPixels.height == 3)
        #expect(bPixels.rgba == Self.cut(x: 3, y: 1, width: 5, height: 3))
        let c = try #require(sprite.icon(named: "c"))
        #expect(c.width == 1 && c.height == 1)
        #expect(try RasterDecoding.decode(c.png).get().rgba == Self.cut(x: 7, y: 3, width: 1, height: 1))
        #expect(sprite.icon(named: "d") == nil)
    }

    @Test func theSameSpriteGivesTheSameBytes() throws {
        let first = try Self.read(Self.index).get().icon(named: "b")
        let second = try Self.read(Self.index).get().icon(named: "b")
        #expect(first == second)
    }

    @Test func anOpaqueIconIsAnOpaquePNG() throws {
        var rgba = Self.sheet.rgba
        for alpha in stride(from: 3, to: rgba.count, by: 4) { rgba[alpha] = 255 }
        let opaque = try #require(RasterPixels(width: 8, height: 4, rgba: rgba))
        let sprite = try Self.read(Self.index, sheet: try #require(RasterEncoding.png(opaque))).get()
        let icon = try #require(sprite.icon(named: "a"))
        #expect(icon.png[25] == 2, "color type RGB")
        #expect(try RasterDecoding.decode(icon.png).get().rgba == Array(rgba[0..<12] + rgba[32..<44]))
    }

    @Test func anEmptyIndexIsASpriteWithoutIcons() throws {
        let sprite = try Self.read(" {} ").get()
        #expect(sprite.names.isEmpty && sprite.icon(named: "a") == nil)
    }

    @Test func anIndexThatIsNotJSONIsRefusedWhereItStops() throws {
        let failure = try Self.failure(#"{"a": "#)
        #expect(failure.message == "the sprite's index is not JSON: expected a value, found the end of the file")
        #expect(failure.offset == 6)
    }

    @Test func anIndexThatIsNotAnObjectIsRefused() throws {
        #expect(
            try Self.failure(" [1]")
                == SpriteSheet.Failure(message: "a sprite's index is a JSON object of icons, not an array", offset: 1))
    }

    @Test func anEntryThatIsNotAnObjectIsRefusedAtTheEntry() throws {
        let index = #"{"a": {"x": 0, "y": 0, "width": 1, "height": 1}, "b": "cafe.png"}"#
        #expect(
            try Self.failure(index)
                == SpriteSheet.Failure(
                    message: "the icon 'b' is a string, not an object with its place in the sheet",
                    offset: Self.offset(of: #""cafe.png""#, in: index)))
    }

    @Test(arguments: ["x", "y", "width", "height"])
    func aMissingFieldIsRefusedAtTheEntry(_ key: String) throws {
        let fields = ["x", "y", "width", "height"].filter { $0 != key }.map { "\"\($0)\": 1" }.joined(separator: ", ")
        let index = #"{"a": {"x": 0, "y": 0, "width": 1, "height": 1}, "b": {"# + fields + "}}"
        #expect(
            try Self.failure(index)
                == SpriteSheet.Failure(
                    message: "the icon 'b' has no \"\(key)\"", offset: Self.offset(of: #""b": {"#, in: index) + 5))
    }

    @Test(arguments: [
        ("x", "-1", "-1", 0), ("y", "-3", "-3", 0), ("width", "0", "0", 1), ("height", "-2", "-2", 1), ("width", "1.5", "1.5", 1),
        ("x", "\"2\"", "a string", 0), ("height", "null", "null", 1), ("y", "true", "true", 0),
    ])
    func aFieldThatIsNotAWholeNumberOfPixelsIsRefusedAtTheValue(_ key: String, _ value: String, _ shown: String, _ least: Int)
        throws
    {
        var fields = ["x": "0", "y": "0", "width": "1", "height": "1"]
        fields[key] = value
        let index =
            #"{"icon": {"# + ["x", "y", "width", "height"].map { "\"\($0)\": \(fields[$0]!)" }.joined(separator: ", ") + "}}"
        #expect(
            try Self.failure(index)
                == SpriteSheet.Failure(
                    message: "\"\(key)\" of the icon 'icon' is \(shown); it must be a whole number of pixels, \(least) or more",
                    offset: Self.offset(of: "\"\(key)\": \(value)", in: index) + key.utf8.count + 4))
    }

    @Test func aPixelRatioThatIsNotAPositiveNumberIsRefused() throws {
        for (value, shown) in [("0", "0"), ("-2", "-2"), ("\"2\"", "a string")] {
            let index = #"{"a": {"x": 0, "y": 0, "width": 1, "height": 1, "pixelRatio": "# + value + "}}"
            #expect(
                try Self.failure(index)
                    == SpriteSheet.Failure(
                        message: "\"pixelRatio\" of the icon 'a' is \(shown); it must be a number above 0",
                        offset: Self.offset(of: "\(value)}}", in: index)))
        }
    }

    @Test func anSDFFlagThatIsNotABooleanIsRefused() throws {
        let index = #"{"a": {"x": 0, "y": 0, "width": 1, "height": 1, "sdf": "yes"}}"#
        #expect(
            try Self.failure(index)
                == SpriteSheet.Failure(
                    message: "\"sdf\" of the icon 'a' is a string; it must be true or false",
                    offset: Self.offset(of: #""yes""#, in: index)))
    }

    @Test func anIconNamedTwiceIsRefusedAtTheSecond() throws {
        let index = #"{"a": {"x": 0, "y": 0, "width": 1, "height": 1}, "a": {"x": 1, "y": 0, "width": 1, "height": 1}}"#
        #expect(
            try Self.failure(index)
                == SpriteSheet.Failure(
                    message: "the icon 'a' is named twice in the sprite's index", offset: Self.offset(of: #"{"x": 1"#, in: index))
        )
    }

    @Test(arguments: [(6, 0, 3, 1), (0, 2, 1, 3), (8, 0, 1, 1), (0, 0, 9, 4), (0, 0, 999_999_999_999_999, 1)])
    func aRectangleOutsideTheSheetIsRefusedAtItsEntry(_ x: Int, _ y: Int, _ width: Int, _ height: Int) throws {
        let index = """
            {"inside": {"x": 7, "y": 3, "width": 1, "height": 1},
             "outside": {"x": \(x), "y": \(y), "width": \(width), "height": \(height)}}
            """
        #expect(
            try Self.failure(index)
                == SpriteSheet.Failure(
                    message: "the icon 'outside' (\(width)×\(height) at \(x), \(y)) is not inside the sprite's 8×4 sheet",
                    offset: Self.offset(of: #"{"x": \#(x)"#, in: index)))
    }

    @Test func aSheetThatIsNotAnImageIsRefusedWithoutAnOffset() throws {
        #expect(
            try Self.failure(Self.index, sheet: Array("not a picture".utf8))
                == SpriteSheet.Failure(message: "the sprite's sheet is not a PNG, JPEG or WebP image", offset: nil))
        let cut = try Self.failure(Self.index, sheet: Array(Self.sheetPNG.dropLast(20)))
        #expect(cut.message.hasPrefix("the sprite's sheet is a broken PNG image"), "\(cut.message)")
        #expect(cut.offset == nil)
    }

    @Test func aSheetLargerThanTheDecoderTakesIsRefused() throws {
        let wide = try #require(RasterPixels(width: 16_385, height: 1, rgba: [UInt8](repeating: 200, count: 16_385 * 4)))
        #expect(
            try Self.failure("{}", sheet: try #require(RasterEncoding.png(wide)))
                == SpriteSheet.Failure(message: "the sprite's sheet is 16385×1 pixels, more than mapc decodes", offset: nil))
    }

    @Test func theIndexIsCheckedBeforeTheSheetIsDecoded() throws {
        #expect(try Self.failure(#"{"a": 1}"#, sheet: []).offset == 6)
    }

    @Test func anIndexOfTooManyIconsIsRefused() throws {
        let count = SpriteSheet.maximumIconCount
        func index(_ count: Int) -> String {
            "{" + (0..<count).map { "\"i\($0)\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}" }.joined(separator: ",") + "}"
        }
        #expect(try Self.read(index(count)).get().names.count == count)
        #expect(
            try Self.failure(index(count + 1))
                == SpriteSheet.Failure(message: "the sprite's index names 10001 icons; mapc reads at most 10000", offset: 0))
    }
}
