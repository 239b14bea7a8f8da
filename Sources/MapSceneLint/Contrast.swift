import Foundation
import MapSceneModel

/// WCAG 2.x contrast: relative luminance of sRGB colors, and the ratio between two of them.
package enum Contrast {
    /// The least ratio WCAG 2.x asks of large or bold text and of graphics (SC 1.4.3, 1.4.11).
    package static let minimumRatio = 3.0

    /// WCAG's relative luminance: 0 for black, 1 for white; alpha is not considered.
    package static func luminance(_ color: Color) -> Double {
        func linear(_ component: UInt8) -> Double {
            let c = Double(component) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two opaque colors, from 1 (the same luminance) to 21 (black on white).
    package static func ratio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top`, at its alpha times `opacity`, painted over the opaque `bottom`, as a browser blends them.
    package static func composite(_ top: Color, opacity: Double = 1, over bottom: Color) -> Color {
        let a = min(max(top.alpha * opacity, 0), 1)
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
        return Color(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }
}
