/// DEC sixel: `ESC P 0 ; 1 ; 0 q`, the raster attributes (square pixels, the size), the palette
/// as color registers in percent, then the picture in bands of six rows, each band a line of
/// sixel characters per color it uses (`#n`, `$` back to the band's start), with runs of four or
/// more the same character written `!count`, `-` to the next band; `ESC \` ends it. Transparent
/// pixels are left unpainted (P2 = 1), showing the terminal's background.
package enum SixelEncoder {
    /// The sixel escape drawing `image` at the cursor.
    package static func encode(_ image: PalettedPixels) -> String {
        var out: [UInt8] = []
        func append(_ text: String) { out.append(contentsOf: text.utf8) }
        append("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)")
        for (index, color) in image.palette.enumerated() {
            append("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))")
        }
        let width = image.width, colors = image.palette.count
        var bits = [UInt8](repeating: 0, count: colors * width)
        var last = [Int](repeating: -1, count: colors)
        for top in stride(from: 0, to: image.height, by: 6) {
            for y in top..<min(top + 6, image.height) {
                for x in 0..<width {
                    let entry = Int(image.entries[y * width + x])
                    guard entry >= 0 else { continue }
                    bits[entry * width + x] |= 1 << (y - top)
                    last[entry] = max(last[entry], x)
                }
            }
            if top > 0 { out.append(UInt8(ascii: "-")) }
            var firstColor = true
            for entry in 0..<colors where last[entry] >= 0 {
                if !firstColor { out.append(UInt8(ascii: "$")) }
                firstColor = false
                append("#\(entry)")
                let row = entry * width
                var x = 0
                while x <= last[entry] {
                    let value = bits[row + x]
                    var run = 1
                    while x + run <= last[entry], bits[row + x + run] == value { run += 1 }
                    let character = 63 + value
                    if run >= 4 {
                        append("!\(run)")
                        out.append(character)
                    } else {
                        out.append(contentsOf: repeatElement(character, count: run))
                    }
                    x += run
                }
                for clear in row..<(row + last[entry] + 1) { bits[clear] = 0 }
                last[entry] = -1
            }
        }
        append("\u{1B}\\")
        return String(decoding: out, as: UTF8.self)
    }

    /// A color channel as sixel's percent, rounded.
    package static func percent(_ value: UInt8) -> Int {
        (Int(value) * 100 + 127) / 255
    }
}
