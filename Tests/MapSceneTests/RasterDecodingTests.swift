import CZlib
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneDrawing

@Suite("Raster decoding: PNG, JPEG and WebP tiles through libpng, libjpeg-turbo and libwebp")
struct RasterDecodingTests {
    // MARK: The fixtures decode to the pixels they were made of

    @Test func everyFixtureHasAnExpectation() throws {
        let expectations = try CodecFixtures.expectations()
        #expect(Set(CodecFixtures.imageNames) == Set(expectations.images.keys).union(expectations.refused))
        #expect(expectations.images.count >= 27)
        // Every kind the decoders promise is among them.
        for kind in [
            "png-gray1", "png-gray16", "png-gray-alpha16", "png-rgb16", "png-rgba16", "png-palette8-trns",
            "png-palette4-trns", "png-interlaced", "jpeg-baseline", "jpeg-progressive", "jpeg-gray",
            "jpeg-cmyk", "webp-lossy.", "webp-lossy-alpha", "webp-lossless",
        ] {
            #expect(expectations.images.keys.contains { $0.hasPrefix(kind) }, "no fixture for \(kind)")
        }
    }

    @Test(arguments: CodecFixtures.imageNames)
    func eachFixtureDecodesToItsPixels(name: String) throws {
        let expectations = try CodecFixtures.expectations()
        let bytes = try CodecFixtures.bytes(name)
        guard let expected = expectations.images[name] else {
            #expect(expectations.refused.contains(name))
            #expect(RasterPixels(decoding: bytes) == nil, "\(name) must be refused")
            return
        }
        let pixels = try #require(RasterPixels(decoding: bytes), "\(name) did not decode: \(RasterDecoding.decode(bytes))")
        #expect(pixels.width == expected.width && pixels.height == expected.height)
        var wrong: [String] = []
        for pixel in expected.pixels {
            let (x, y) = (pixel[0], pixel[1])
            let offset = (y * pixels.width + x) * 4
            let got = pixels.rgba[offset..<(offset + 4)].map(Int.init)
            if zip(got, pixel[2...]).contains(where: { abs($0 - $1) > expected.tolerance }) {
                wrong.append("(\(x), \(y)): \(got) for \(Array(pixel[2...]))")
            }
        }
        #expect(wrong.isEmpty, "\(name), tolerance \(expected.tolerance): \(wrong.prefix(6).joined(separator: "; "))")
    }

    @Test func theSameBytesGiveTheSamePixels() throws {
        for name in CodecFixtures.imageNames where !name.contains("animated") {
            let bytes = try CodecFixtures.bytes(name)
            #expect(RasterPixels(decoding: bytes) == RasterPixels(decoding: bytes), "\(name)")
        }
    }

    @Test func decodesRunningAtOnceGiveWhatOneAloneGives() async throws {
        let files = try CodecFixtures.imageNames.map { try CodecFixtures.bytes($0) }
        let alone = files.map { RasterPixels(decoding: $0) }
        let together = await withTaskGroup(of: (Int, RasterPixels?).self) { group in
            for round in 0..<8 {
                for (index, bytes) in files.enumerated() {
                    group.addTask {
                        (index, round % 2 == 0 ? RasterPixels(decoding: bytes) : RasterPixels(decoding: Array(bytes.dropLast())))
                    }
                }
            }
            var results: [(Int, RasterPixels?)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(together.count == files.count * 8)
        for (index, pixels) in together where pixels != nil {
            #expect(pixels == alone[index])
        }
        #expect(together.filter { $0.1 != nil }.count == alone.filter { $0 != nil }.count * 4)
    }

    @Test func anAnimatedWebPIsRefusedWithAReason() throws {
        let bytes = try CodecFixtures.bytes("webp-animated.webp")
        #expect(RasterDecoding.decode(bytes).failure == .broken(.webp, reason: "an animated WebP"))
    }

    // MARK: Bytes that are no image

    @Test func bytesWithoutASignatureAreNoImage() {
        let notImages: [[UInt8]] = [
            [],
            [0x89],
            Array("\u{89}PNG\r\n".utf8),  // a PNG signature cut short
            Array("GIF89a\u{1}\0\u{1}\0".utf8),
            Array("<html><body>404 Not Found</body></html>".utf8),
            Array("RIFF\u{4}\0\0\0WAVE".utf8),
            [0xFF, 0xD8],  // a JPEG start of image without a marker after it
        ]
        for bytes in notImages {
            #expect(RasterDecoding.decode(bytes).failure == .unrecognizedFormat, "\(bytes)")
            #expect(RasterPixels(decoding: bytes) == nil)
        }
    }

    @Test func aSignatureAloneIsABrokenImage() {
        #expect(RasterDecoding.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).failure?.format == .png)
        #expect(RasterDecoding.decode([0xFF, 0xD8, 0xFF]).failure?.format == .jpeg)
        #expect(RasterDecoding.decode(Array("RIFF\0\0\0\0WEBP".utf8)).failure?.format == .webp)
    }

    @Test func randomBytesAfterEachSignatureAreRefused() {
        var random = SeededRandom(seed: 13)
        let signatures: [[UInt8]] = [
            [], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF],
            Array("RIFF\u{40}\0\0\0WEBPVP8 ".utf8), Array("RIFF\u{40}\0\0\0WEBPVP8L".utf8),
        ]
        for signature in signatures {
            for _ in 0..<300 {
                let tail = (0..<Int.random(in: 0...96, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                #expect(RasterPixels(decoding: signature + tail) == nil)
            }
        }
    }

    // MARK: Truncated and damaged files

    @Test(arguments: CodecFixtures.imageNames)
    func everyTruncationIsRefused(name: String) throws {
        let bytes = try CodecFixtures.bytes(name)
        let decoded = (0..<bytes.count).filter { RasterPixels(decoding: Array(bytes[..<$0])) != nil }
        #expect(decoded.isEmpty, "\(name) (\(bytes.count) bytes) decoded when cut to \(decoded.prefix(8)) bytes")
    }

    @Test func aJPEGThatEndsMidScanIsRefusedNotPaddedWithGray() throws {
        for name in ["jpeg-baseline-444.jpg", "jpeg-progressive.jpg"] {
            let bytes = try CodecFixtures.bytes(name)
            let scan = try #require(firstMarker(0xDA, in: bytes))
            let cut = Array(bytes[..<((scan + bytes.count) / 2)])
            #expect(RasterDecoding.decode(cut).failure == .broken(.jpeg, reason: "Premature end of JPEG file"), "\(name)")
        }
    }

    @Test func aMarkerInTheMiddleOfAJPEGScanIsRefused() throws {
        var bytes = try CodecFixtures.bytes("jpeg-baseline-444.jpg")
        let scan = try #require(firstMarker(0xDA, in: bytes))
        let middle = (scan + bytes.count) / 2
        bytes.replaceSubrange(middle..<(middle + 2), with: [0xFF, 0xD3])  // RST3 where no restarts are
        guard case .broken(.jpeg, let reason) = RasterDecoding.decode(bytes).failure else {
            Issue.record("decoded: \(RasterDecoding.decode(bytes))")
            return
        }
        #expect(reason.hasPrefix("Corrupt JPEG data"), "\(reason)")
    }

    @Test func aCRCErrorInACriticalChunkRefusesThePNG() throws {
        let good = try CodecFixtures.bytes("png-rgba8.png")
        for type in ["IHDR", "IDAT"] {
            var bytes = good
            let chunk = try #require(pngChunk(type, in: bytes))
            bytes[chunk.crc] ^= 0x01
            guard case .broken(.png, let reason) = RasterDecoding.decode(bytes).failure else {
                Issue.record("\(type): \(RasterDecoding.decode(bytes))")
                continue
            }
            #expect(reason.contains("CRC"), "\(type): \(reason)")
        }
    }

    @Test func damagedCompressedDataWithAGoodCRCRefusesThePNG() throws {
        var bytes = try CodecFixtures.bytes("png-rgba8.png")
        let chunk = try #require(pngChunk("IDAT", in: bytes))
        bytes[chunk.data.upperBound - 1] ^= 0xFF  // the zlib stream's Adler-32
        fixCRC(of: chunk, in: &bytes)
        #expect(RasterDecoding.decode(bytes).failure?.format == .png)
    }

    @Test func anAncillaryChunkWithABadCRCIsDroppedAndTheImageKept() throws {
        let good = try CodecFixtures.bytes("png-rgb8.png")
        let idat = try #require(pngChunk("IDAT", in: good))
        var text = pngChunkBytes("tEXt", Array("Comment\0hello".utf8))
        text[text.count - 1] ^= 0x01
        let bytes = Array(good[..<idat.start]) + text + Array(good[idat.start...])
        #expect(RasterPixels(decoding: bytes) == RasterPixels(decoding: good))
        #expect(RasterPixels(decoding: good) != nil)
    }

    @Test func randomDamageNeverCrashesAndGivesWholeImagesOrNothing() throws {
        var random = SeededRandom(seed: 2026)
        for name in CodecFixtures.imageNames {
            let good = try CodecFixtures.bytes(name)
            for _ in 0..<150 {
                var bytes = good
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
                if let pixels = RasterPixels(decoding: bytes) {
                    #expect(pixels.rgba.count == pixels.width * pixels.height * 4)
                }
            }
        }
    }

    // MARK: Sizes

    @Test func aDeclaredSizeOverTheLimitsIsRefusedBeforeAnythingIsDecoded() throws {
        let png = try CodecFixtures.bytes("png-rgb8.png")
        for (width, height) in [(100_000, 100_000), (5000, 5000), (16_385, 1), (1, 16_385)] {
            #expect(
                RasterDecoding.decode(pngDeclaring(width: width, height: height, png)).failure
                    == .tooLarge(.png, width: width, height: height))
        }
        // Past what libpng itself takes (a million a side), it refuses the header first.
        #expect(
            RasterDecoding.decode(pngDeclaring(width: Int(Int32.max), height: 1, png)).failure
                == .broken(.png, reason: "Invalid IHDR data"))
        let jpeg = try CodecFixtures.bytes("jpeg-baseline-444.jpg")
        #expect(
            RasterDecoding.decode(jpegDeclaring(width: 60_000, height: 60_000, jpeg)).failure
                == .tooLarge(.jpeg, width: 60_000, height: 60_000))
        #expect(
            RasterDecoding.decode(try webpDeclaring(side: 16_383, try CodecFixtures.bytes("webp-lossy.webp"))).failure
                == .tooLarge(.webp, width: 16_383, height: 16_383))
        #expect(
            RasterDecoding.decode(try webpDeclaring(side: 16_384, try CodecFixtures.bytes("webp-lossless.webp"))).failure
                == .tooLarge(.webp, width: 16_384, height: 16_384))
    }

    @Test func theLimitsAreInclusive() throws {
        let png = try CodecFixtures.bytes("png-rgb8.png")  // 4 × 3
        #expect(RasterDecoding.decode(png, limits: RasterDecodingLimits(maximumSide: 4, maximumPixelCount: 12)).success != nil)
        #expect(
            RasterDecoding.decode(png, limits: RasterDecodingLimits(maximumSide: 3, maximumPixelCount: 12)).failure
                == .tooLarge(.png, width: 4, height: 3))
        #expect(
            RasterDecoding.decode(png, limits: RasterDecodingLimits(maximumSide: 4, maximumPixelCount: 11)).failure
                == .tooLarge(.png, width: 4, height: 3))
    }

    @Test func imagesWithoutPixelsAreRefused() throws {
        let png = try CodecFixtures.bytes("png-rgb8.png")
        #expect(RasterDecoding.decode(pngDeclaring(width: 0, height: 3, png)).failure?.format == .png)
        #expect(RasterDecoding.decode(pngDeclaring(width: 4, height: 0, png)).failure?.format == .png)
        let jpeg = try CodecFixtures.bytes("jpeg-baseline-444.jpg")
        #expect(RasterDecoding.decode(jpegDeclaring(width: 16, height: 0, jpeg)).failure?.format == .jpeg)
        #expect(RasterDecoding.decode(jpegDeclaring(width: 0, height: 16, jpeg)).failure?.format == .jpeg)
    }

    @Test func aJPEGWithMoreScansThanTheLimitIsRefused() throws {
        let progressive = try CodecFixtures.bytes("jpeg-progressive.jpg")
        #expect(
            RasterDecoding.decode(progressive, limits: RasterDecodingLimits(maximumJPEGScans: 3)).failure
                == .broken(.jpeg, reason: "more than 3 scans"))
        #expect(RasterDecoding.decode(progressive, limits: RasterDecodingLimits(maximumJPEGScans: 20)).success != nil)
        let baseline = try CodecFixtures.bytes("jpeg-baseline-444.jpg")
        #expect(RasterDecoding.decode(baseline, limits: RasterDecodingLimits(maximumJPEGScans: 1)).success != nil)
    }

    @Test func failuresReadAsSentences() {
        #expect(RasterDecodingFailure.unrecognizedFormat.description == "not a PNG, JPEG or WebP image")
        #expect(
            RasterDecodingFailure.tooLarge(.webp, width: 20_000, height: 3).description
                == "the WebP image's 20000×3 pixels are more than mapc decodes")
        #expect(
            RasterDecodingFailure.broken(.jpeg, reason: "Premature end of JPEG file").description
                == "a broken JPEG image: Premature end of JPEG file")
    }
}

// MARK: Editing fixtures

extension Result {
    fileprivate var failure: Failure? { if case .failure(let failure) = self { failure } else { nil } }
    fileprivate var success: Success? { if case .success(let success) = self { success } else { nil } }
}

extension RasterDecodingFailure {
    fileprivate var format: RasterImageFormat? {
        switch self {
        case .unrecognizedFormat: nil
        case .tooLarge(let format, _, _), .broken(let format, _), .outOfMemory(let format, _, _): format
        }
    }
}

/// Where a PNG chunk is: its first byte (the length), its data, and its CRC's first byte.
private struct PNGChunk {
    let start: Int
    let data: Range<Int>
    var crc: Int { data.upperBound }
}

private func pngChunk(_ type: String, in bytes: [UInt8]) -> PNGChunk? {
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        let data = (offset + 8)..<(offset + 8 + length)
        if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type {
            return PNGChunk(start: offset, data: data)
        }
        offset = data.upperBound + 4
    }
    return nil
}

private func crc(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    let value = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
}

private func fixCRC(of chunk: PNGChunk, in bytes: inout [UInt8]) {
    bytes.replaceSubrange(chunk.crc..<(chunk.crc + 4), with: crc(bytes[(chunk.start + 4)..<chunk.crc]))
}

private func pngChunkBytes(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: data.count >> $0) } + body + crc(body[...])
}

/// `png` with its IHDR saying `width` × `height` (and a CRC that matches).
private func pngDeclaring(width: Int, height: Int, _ png: [UInt8]) -> [UInt8] {
    var bytes = png
    let header = pngChunk("IHDR", in: bytes)!
    let size = [width, height].flatMap { value in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    bytes.replaceSubrange(header.data.lowerBound..<(header.data.lowerBound + 8), with: size)
    fixCRC(of: header, in: &bytes)
    return bytes
}

/// The offset of the first `FF code` marker in a JPEG.
private func firstMarker(_ code: UInt8, in bytes: [UInt8]) -> Int? {
    (2..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == code }
}

/// `jpeg` with its start of frame saying `width` × `height`.
private func jpegDeclaring(width: Int, height: Int, _ jpeg: [UInt8]) -> [UInt8] {
    var bytes = jpeg
    let frame = firstMarker(0xC0, in: bytes) ?? firstMarker(0xC2, in: bytes)!
    // FF Cn, length (2), precision (1), height (2), width (2)
    bytes.replaceSubrange(
        (frame + 5)..<(frame + 9), with: [height >> 8, height, width >> 8, width].map { UInt8(truncatingIfNeeded: $0) })
    return bytes
}

/// A simple (one-chunk) lossy or lossless WebP saying it is `side` × `side`.
private func webpDeclaring(side: Int, _ webp: [UInt8]) throws -> [UInt8] {
    var bytes = webp
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8 ":
        // frame tag (3), start code 9D 01 2A, then 14-bit width and height with 2 scale bits
        try #require(bytes[23..<26] == [0x9D, 0x01, 0x2A])
        bytes.replaceSubrange(
            26..<30, with: [side & 0xFF, side >> 8, side & 0xFF, side >> 8].map { UInt8(truncatingIfNeeded: $0) })
    case "VP8L":
        // signature 2F, then width − 1 and height − 1 in 14 bits each, LSB first, and 4 more bits
        try #require(bytes[20] == 0x2F)
        let old = bytes[21..<25].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let bits = (old & 0xF000_0000) | UInt32(side - 1) | UInt32(side - 1) << 14
        bytes.replaceSubrange(21..<25, with: [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: bits >> $0) })
    default:
        Issue.record("not a simple WebP")
    }
    return bytes
}
