import MapSceneDrawing

/// A picture in at most ``maximumColors`` colors, for sixel: its palette and each pixel's entry.
///
/// A picture of that many colors or fewer keeps them exactly, in the order of their values; one
/// of more is reduced by median cut (the color box with the widest channel split at its
/// count-weighted median on that channel, until there are ``maximumColors`` boxes; each box's
/// color is its count-weighted mean), without dithering. Ties go to the lower value, so the same
/// pixels always give the same palette. A pixel with alpha under 128 is transparent; the others
/// keep their color as if opaque.
package struct PalettedPixels: Sendable, Equatable {
    /// The most colors: sixel's usual number of color registers.
    package static let maximumColors = 256

    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// The colors, at most ``maximumColors``.
    package let palette: [RGB]
    /// Each pixel's palette entry, row by row; -1 for a transparent pixel.
    package let entries: [Int16]

    /// `pixels` in at most ``maximumColors`` colors.
    package init(quantizing pixels: RasterPixels) {
        let count = pixels.width * pixels.height
        let rgba = pixels.rgba
        var keys = [Int32](repeating: -1, count: count)
        var histogram: [UInt32: Int] = [:]
        for pixel in 0..<count where rgba[pixel * 4 + 3] >= 128 {
            let key = UInt32(rgba[pixel * 4]) << 16 | UInt32(rgba[pixel * 4 + 1]) << 8 | UInt32(rgba[pixel * 4 + 2])
            keys[pixel] = Int32(key)
            histogram[key, default: 0] += 1
        }
        let colors = histogram.map { (key: $0.key, count: $0.value) }.sorted { $0.key < $1.key }
        var entryOf: [UInt32: Int16] = [:]
        var palette: [RGB] = []
        if colors.count <= Self.maximumColors {
            for (index, color) in colors.enumerated() {
                entryOf[color.key] = Int16(index)
                palette.append(Self.rgb(color.key))
            }
        } else {
            var cut = MedianCut(colors: colors)
            cut.split(into: Self.maximumColors)
            for (index, box) in cut.boxes.enumerated() {
                palette.append(cut.mean(of: box.range))
                for color in cut.colors[box.range] { entryOf[color.key] = Int16(index) }
            }
        }
        width = pixels.width
        height = pixels.height
        self.palette = palette
        entries = keys.map { $0 < 0 ? -1 : entryOf[UInt32($0)] ?? -1 }
    }

    /// The color of a packed `0xRRGGBB` key.
    static func rgb(_ key: UInt32) -> RGB {
        RGB(red: UInt8(key >> 16 & 0xFF), green: UInt8(key >> 8 & 0xFF), blue: UInt8(key & 0xFF))
    }
}

/// Median cut over a histogram of packed `0xRRGGBB` colors.
private struct MedianCut {
    /// A box: a range of `colors`, and its widest channel (its shift) and that channel's range.
    struct Box {
        var range: Range<Int>
        var shift: UInt32
        var extent: Int
    }

    var colors: [(key: UInt32, count: Int)]
    var boxes: [Box] = []

    init(colors: [(key: UInt32, count: Int)]) {
        self.colors = colors
        boxes = [box(0..<colors.count)]
    }

    /// Splits boxes until there are `count` or none can be split.
    mutating func split(into count: Int) {
        while boxes.count < count {
            var widest: Int?
            for (index, box) in boxes.enumerated() where box.range.count > 1 && box.extent > 0 {
                if widest.map({ box.extent > boxes[$0].extent }) ?? true { widest = index }
            }
            guard let index = widest else { return }
            let box = boxes[index]
            let shift = box.shift
            colors[box.range].sort { a, b in
                let x = a.key >> shift & 0xFF, y = b.key >> shift & 0xFF
                return x != y ? x < y : a.key < b.key
            }
            let total = colors[box.range].reduce(0) { $0 + $1.count }
            var sum = 0
            var cut = box.range.upperBound - 1
            for position in box.range {
                sum += colors[position].count
                if sum * 2 >= total {
                    cut = position + 1
                    break
                }
            }
            cut = min(max(cut, box.range.lowerBound + 1), box.range.upperBound - 1)
            boxes[index] = self.box(box.range.lowerBound..<cut)
            boxes.append(self.box(cut..<box.range.upperBound))
        }
    }

    /// The box of `range`, with its widest channel (red first on a tie, then green).
    func box(_ range: Range<Int>) -> Box {
        var best = Box(range: range, shift: 16, extent: -1)
        for shift: UInt32 in [16, 8, 0] {
            var low: UInt32 = 255, high: UInt32 = 0
            for color in colors[range] {
                let value = color.key >> shift & 0xFF
                low = min(low, value)
                high = max(high, value)
            }
            let extent = Int(high) - Int(low)
            if extent > best.extent { best = Box(range: range, shift: shift, extent: extent) }
        }
        return best
    }

    /// The count-weighted mean color of `range`, rounded.
    func mean(of range: Range<Int>) -> RGB {
        var red = 0, green = 0, blue = 0, total = 0
        for color in colors[range] {
            red += Int(color.key >> 16 & 0xFF) * color.count
            green += Int(color.key >> 8 & 0xFF) * color.count
            blue += Int(color.key & 0xFF) * color.count
            total += color.count
        }
        func channel(_ sum: Int) -> UInt8 { UInt8((sum + total / 2) / max(total, 1)) }
        return RGB(red: channel(red), green: channel(green), blue: channel(blue))
    }
}
