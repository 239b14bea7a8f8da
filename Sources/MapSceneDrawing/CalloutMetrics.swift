import MapSceneRenderList

/// The sizes inside a callout bubble, in canvas points: what the compiler measures a callout's
/// frame with and what a backend lays its content out by. Inside `frame`: `padding` on each
/// side, an accessory slot of `slotWidth` with `accessoryGap` before the text, the title in bold
/// `titleSize` and the subtitle in `subtitleSize`; the pointer reaches `pointerHeight` beyond it.
package enum CalloutMetrics {
    /// Title text size in points.
    package static let titleSize = 15.0
    /// Subtitle text size in points.
    package static let subtitleSize = 12.0
    /// Space between the bubble's edge and its content.
    package static let padding = 12.0
    /// An accessory's square size.
    package static let accessorySize = 32.0
    /// Space between an accessory and the text.
    package static let accessoryGap = 8.0
    /// The pointer's height below the bubble.
    package static let pointerHeight = 10.0
    /// The widest a bubble gets before its text is truncated.
    package static let maximumWidth = 280.0
    /// The narrowest bubble.
    package static let minimumWidth = 60.0

    /// The bubble's height including its pointer.
    package static func height(subtitle: Bool) -> Double {
        bodyHeight(subtitle: subtitle) + pointerHeight
    }

    /// The bubble body's height.
    package static func bodyHeight(subtitle: Bool) -> Double {
        subtitle ? 52 : 40
    }

    /// The width an accessory takes beside the text: an image, the info button, the chevron.
    package static func slotWidth(_ accessory: RenderAccessory) -> Double {
        switch accessory {
        case .image: accessorySize
        case .info: 20
        case .detailDisclosure: 8
        }
    }
}
