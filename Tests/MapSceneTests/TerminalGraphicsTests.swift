import Foundation
import MapSceneDrawing
import TestSupport
import Testing

@testable import MapSceneTerminal

/// The images `mapc preview` writes for kitty, iTerm2 and sixel terminals, read back as a
/// terminal would and compared with the pixels they were made of.
@Suite struct TerminalGraphicsTests {
    /// A `width` × `height` picture of five colors in stripes and a transparent corner.
    static func stripes(width: Int = 37, height: Int = 23) -> RasterPixels {
        let colors: [[UInt8]] = [
            [250, 240, 230, 255], [20, 90, 200, 255], [0, 0, 0, 255], [255, 255, 255, 255], [200, 30, 40, 255],
        ]
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                rgba += x < 5 && y < 4 ? [9, 9, 9, 0] : colors[(x / 3 + y / 2) % colors.count]
            }
        }
        return RasterPixels(width: width, height: height, rgba: rgba)!
    }

    /// A picture of every pixel a different color: far more than 256.
    static func gradient(width: Int = 64, height: Int = 50) -> RasterPixels {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                rgba += [UInt8(x * 4), UInt8(y * 5), UInt8((x + y) % 256), 255]
            }
        }
        return RasterPixels(width: width, height: height, rgba: rgba)!
    }

    /// Noise, which compresses badly: a PNG of many kitty chunks.
    static func noise(side: Int = 90) -> RasterPixels {
        var random = SeededRandom(seed: 45)
        let rgba = (0..<side * side).flatMap { _ in
            [UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random), 77, 255]
        }
        return RasterPixels(width: side, height: side, rgba: rgba)!
    }

    @Test(arguments: [stripes(), noise()])
    func kittyChunksJoinIntoThePNG(pixels: RasterPixels) throws {
        let png = try #require(RasterEncoding.png(pixels))
        let text = KittyGraphics.place(png: png, columns: 12, rows: 5)
        let images = try TerminalImages.kitty(text)
        try #require(images.count == 1)
        let image = images[0]
        #expect(image.keys == ["a": "T", "f": "100", "q": "2", "c": "12", "r": "5", "m": image.chunks.count > 1 ? "1" : "0"])
        for (index, chunk) in image.chunks.enumerated().dropFirst() {
            #expect(chunk == ["m": index == image.chunks.count - 1 ? "0" : "1"])
        }
        #expect(image.chunkSizes.allSatisfy { $0 <= 4096 })
        #expect(image.chunkSizes.dropLast().allSatisfy { $0 == 4096 })
        #expect(image.payload == png)
        #expect(RasterPixels(decoding: image.payload) == pixels)
        if pixels.width == 90 { #expect(image.chunks.count > 3) }
        #expect(!text.contains("\n"))
    }

    @Test func kittyWithAnIdReplacesAndDeletes() throws {
        let png = try #require(RasterEncoding.png(Self.stripes()))
        let text =
            KittyGraphics.delete(id: 7001) + KittyGraphics.place(png: png, columns: 3, rows: 2, id: 7001, cursorStays: true)
        #expect(text.hasPrefix("\u{1B}_Ga=d,d=I,i=7001,q=2\u{1B}\\\u{1B}_Ga=T,f=100,q=2,i=7001,c=3,r=2,C=1,m=0;"))
        let image = try #require(try TerminalImages.kitty(text).first)
        #expect(image.keys["i"] == "7001")
        #expect(RasterPixels(decoding: image.payload) == Self.stripes())
    }

    @Test(arguments: [stripes(), gradient()])
    func itermImagesHoldThePNG(pixels: RasterPixels) throws {
        let png = try #require(RasterEncoding.png(pixels))
        let text = ITermImages.place(png: png, columns: 40, rows: 11)
        let images = try TerminalImages.iterm(text)
        try #require(images.count == 1)
        #expect(
            images[0].keys == [
                "inline": "1", "size": "\(png.count)", "width": "40", "height": "11", "preserveAspectRatio": "1",
            ])
        #expect(images[0].file == png)
        #expect(RasterPixels(decoding: images[0].file) == pixels)
        #expect(text.hasSuffix("\u{07}"))
    }

    @Test(arguments: [(37, 23), (1, 1), (6, 12), (200, 7)])
    func sixelOfFewColorsIsExact(width: Int, height: Int) throws {
        let pixels = Self.stripes(width: width, height: height)
        let paletted = PalettedPixels(quantizing: pixels)
        let image = try TerminalImages.sixel(SixelEncoder.encode(paletted))
        #expect(image.width == width && image.height == height)
        #expect(image.registers.count == paletted.palette.count)
        for pixel in 0..<width * height {
            let rgba = pixels.rgba[pixel * 4..<pixel * 4 + 4].map { Int($0) }
            let register = image.pixels[pixel]
            if rgba[3] < 128 {
                #expect(register == -1, "pixel \(pixel)")
                continue
            }
            let color = try #require(image.registers[register], "pixel \(pixel)")
            let expected = (
                SixelEncoder.percent(UInt8(rgba[0])), SixelEncoder.percent(UInt8(rgba[1])), SixelEncoder.percent(UInt8(rgba[2]))
            )
            #expect(color == expected, "pixel \(pixel)")
        }
    }

    @Test func sixelOfManyColorsIsClose() throws {
        let pixels = Self.gradient()
        let paletted = PalettedPixels(quantizing: pixels)
        #expect(paletted.palette.count == 256)
        let image = try TerminalImages.sixel(SixelEncoder.encode(paletted))
        var total = 0, worst = 0
        for pixel in 0..<pixels.width * pixels.height {
            let color = try #require(image.registers[image.pixels[pixel]])
            let decoded = [color.0, color.1, color.2].map { ($0 * 255 + 50) / 100 }
            for channel in 0..<3 {
                let error = abs(decoded[channel] - Int(pixels.rgba[pixel * 4 + channel]))
                total += error
                worst = max(worst, error)
            }
        }
        let mean = Double(total) / Double(pixels.width * pixels.height * 3)
        #expect(mean < 4, "mean error \(mean)")
        #expect(worst < 24, "worst error \(worst)")
    }

    @Test func sixelRunsAreCounted() throws {
        let flat = RasterPixels(width: 300, height: 12, rgba: Array(repeating: [10, 20, 30, 255], count: 3600).flatMap { $0 })!
        let text = SixelEncoder.encode(PalettedPixels(quantizing: flat))
        #expect(text == "\u{1B}P0;1;0q\"1;1;300;12#0;2;4;8;12#0!300~-#0!300~\u{1B}\\")
    }

    @Test func theSameImageGivesTheSameBytes() throws {
        for pixels in [Self.stripes(), Self.gradient(), Self.noise()] {
            #expect(
                SixelEncoder.encode(PalettedPixels(quantizing: pixels)) == SixelEncoder.encode(PalettedPixels(quantizing: pixels))
            )
            let png = try #require(RasterEncoding.png(pixels))
            #expect(KittyGraphics.place(png: png, columns: 4, rows: 4) == KittyGraphics.place(png: png, columns: 4, rows: 4))
        }
        // The palette follows the colors' values, not the order they come in.
        let flipped = RasterPixels(
            width: 64, height: 50,
            rgba: stride(from: 64 * 50 - 1, through: 0, by: -1).flatMap { Self.gradient().rgba[$0 * 4..<$0 * 4 + 4] })!
        #expect(Set(PalettedPixels(quantizing: flipped).palette) == Set(PalettedPixels(quantizing: Self.gradient()).palette))
    }

    @Test func theImageFitsTheCells() {
        // 800 × 600 points into 100 × 40 cells of 10 × 20 pixels: 1000 × 800 pixels of room,
        // the height binds: 800 / 600 pixels a point, 1067 pixels wide → 100 columns max.
        let frame = ImageFrame(width: 800, height: 600, columns: 100, rows: 40, cell: CellPixels(width: 10, height: 20)!)
        #expect(frame.columns == 100 && frame.rows == 38)
        #expect((800 * frame.pixelsPerPoint).rounded() <= 1000 && (600 * frame.pixelsPerPoint).rounded() <= 760)
        let tall = ImageFrame(width: 300, height: 900, columns: 200, rows: 30, cell: .assumed)
        #expect(tall.rows == 30 && tall.columns == 20)
        #expect(abs(900 * tall.pixelsPerPoint - 480) < 1)
        // A huge terminal of huge cells is held to the most pixels mapc decodes.
        let huge = ImageFrame(width: 800, height: 600, columns: 10_000, rows: 10_000, cell: CellPixels(width: 512, height: 512)!)
        #expect(800 * 600 * huge.pixelsPerPoint * huge.pixelsPerPoint <= Double(ImageFrame.maximumPixels) + 1)
    }
}
