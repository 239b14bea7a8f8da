import Foundation
import MapSceneModel

/// An opaque sRGB color as drawn in a cell.
package struct RGB: Hashable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    package init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue)
    }

    /// `color` painted over `self` with the color's alpha.
    package func blended(with color: Color) -> RGB {
        let a = min(max(color.alpha, 0), 1)
        if a >= 1 { return RGB(color) }
        func mix(_ under: UInt8, _ over: UInt8) -> UInt8 {
            UInt8((Double(under) * (1 - a) + Double(over) * a).rounded())
        }
        return RGB(red: mix(red, color.red), green: mix(green, color.green), blue: mix(blue, color.blue))
    }

    /// The squared distance between two colors in sRGB.
    package func distance(to other: RGB) -> Int {
        let dr = Int(red) - Int(other.red), dg = Int(green) - Int(other.green), db = Int(blue) - Int(other.blue)
        return dr * dr + dg * dg + db * db
    }

    /// The relative luminance (WCAG 2), 0 for black to 1 for white.
    package var luminance: Double {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio (WCAG 2) of two colors, 1 to 21.
    package func contrast(with other: RGB) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The color halfway between two.
    package func average(with other: RGB) -> RGB {
        RGB(
            red: UInt8((Int(red) + Int(other.red)) / 2), green: UInt8((Int(green) + Int(other.green)) / 2),
            blue: UInt8((Int(blue) + Int(other.blue)) / 2))
    }
}

/// The colors a terminal can show and the SGR parameters that select them: the nearest
/// available color (by distance in sRGB) for the 16- and 256-color palettes, the color itself
/// in 24-bit mode.
package enum TermPalette {
    /// The SGR parameters selecting `color` as the foreground (or background); nil when the
    /// depth has no colors.
    package static func parameters(_ color: RGB, background: Bool, depth: ColorDepth) -> String? {
        switch depth {
        case .none:
            return nil
        case .truecolor:
            return (background ? "48;2;" : "38;2;") + "\(color.red);\(color.green);\(color.blue)"
        case .ansi256:
            return (background ? "48;5;" : "38;5;") + String(nearest256(color))
        case .ansi16:
            let index = nearest16(color)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + index % 8)
        }
    }

    /// The xterm defaults of the 16 ANSI colors.
    package static let ansi16: [RGB] = [
        RGB(red: 0, green: 0, blue: 0), RGB(red: 205, green: 0, blue: 0), RGB(red: 0, green: 205, blue: 0),
        RGB(red: 205, green: 205, blue: 0), RGB(red: 0, green: 0, blue: 238), RGB(red: 205, green: 0, blue: 205),
        RGB(red: 0, green: 205, blue: 205), RGB(red: 229, green: 229, blue: 229), RGB(red: 127, green: 127, blue: 127),
        RGB(red: 255, green: 0, blue: 0), RGB(red: 0, green: 255, blue: 0), RGB(red: 255, green: 255, blue: 0),
        RGB(red: 92, green: 92, blue: 255), RGB(red: 255, green: 0, blue: 255), RGB(red: 0, green: 255, blue: 255),
        RGB(red: 255, green: 255, blue: 255),
    ]

    /// The index (0...15) of the nearest ANSI color; the first of equally near ones.
    package static func nearest16(_ color: RGB) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in ansi16.enumerated() {
            let d = color.distance(to: candidate)
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return best
    }

    /// The levels of each channel in the 6 × 6 × 6 color cube (indices 16...231).
    package static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The index (16...255) of the nearest color of the cube and the gray ramp. The 16 ANSI
    /// colors are left out: terminals let users redefine them.
    package static func nearest256(_ color: RGB) -> Int {
        func level(_ v: UInt8) -> Int {
            var best = 0
            for i in 1..<cubeLevels.count where abs(Int(cubeLevels[i]) - Int(v)) < abs(Int(cubeLevels[best]) - Int(v)) {
                best = i
            }
            return best
        }
        // Distance adds up channel by channel, so the nearest level per channel is the nearest cube color.
        let (r, g, b) = (level(color.red), level(color.green), level(color.blue))
        let cube = RGB(red: cubeLevels[r], green: cubeLevels[g], blue: cubeLevels[b])
        let mean = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(max((mean - 8 + 5) / 10, 0), 23)
        let grayLevel = UInt8(8 + 10 * step)
        let gray = RGB(red: grayLevel, green: grayLevel, blue: grayLevel)
        return color.distance(to: gray) < color.distance(to: cube) ? 232 + step : 16 + 36 * r + 6 * g + b
    }
}
