/// An sRGB color with alpha, as a scene writes it (`red`, `#rgb`, `#rrggbb`, `#rrggbbaa`, `color/alpha`).
public struct Color: Hashable, Sendable, Codable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0...1.
    public var alpha: Double

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
        let digits = Array("0123456789abcdef")
        var s = "#"
        for c in [red, green, blue] {
            s.append(digits[Int(c >> 4)])
            s.append(digits[Int(c & 0xF)])
        }
        return s
    }

    /// Opaque black, `#000000`.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white, `#ffffff`.
    public static let white = Color(red: 255, green: 255, blue: 255)
}
