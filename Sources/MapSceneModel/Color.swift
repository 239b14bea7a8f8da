/// An sRGB color with alpha, as a scene writes it (`red`, `#rgb`, `#rrggbb`, `#rrggbbaa`, `color/alpha`).
public struct Color: Hashable, Sendable, Codable {
    // Alpha first: the three channels then fill the 8 bytes after it, and an optional color
    // takes 12 bytes instead of 17 (two of them in every render item's style).

    /// Opacity, 0...1.
    public var alpha: Double
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8

    /// Creates a color from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The same color with its alpha multiplied by `factor`.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#rrggbb`, lower-case, ignoring alpha.
    public var hexRGB: String {
        hex(alpha: nil)
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String {
        guard alpha < 1 else { return hexRGB }
        return hex(alpha: UInt8((min(max(alpha, 0), 1) * 255).rounded()))
    }

    /// `#rrggbb`, or `#rrggbbaa` with `alpha`: written byte by byte into a string short enough to
    /// be stored inline (a render list writes one or two for each of its items).
    private func hex(alpha: UInt8?) -> String {
        String(unsafeUninitializedCapacity: alpha == nil ? 7 : 9) { utf8 in
            func digit(_ nibble: UInt8) -> UInt8 {
                nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            func put(_ value: UInt8, at index: Int) {
                utf8[index] = digit(value >> 4)
                utf8[index + 1] = digit(value & 0xF)
            }
            utf8[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            guard let alpha else { return 7 }
            put(alpha, at: 7)
            return 9
        }
    }

    /// Opaque black, `#000000`.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white, `#ffffff`.
    public static let white = Color(red: 255, green: 255, blue: 255)
}
