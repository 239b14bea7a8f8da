/// Sizes and places callout bubbles above their annotations, inside the canvas and off each other.
public enum CalloutLayout {
    /// Title text size in points.
    public static let titleSize = 15.0
    /// Subtitle text size in points.
    public static let subtitleSize = 12.0
    /// Space between the bubble's edge and its content.
    public static let padding = 12.0
    /// An accessory's square size.
    public static let accessorySize = 32.0
    /// Space between an accessory and the text.
    public static let accessoryGap = 8.0
    /// The pointer's height below the bubble.
    public static let pointerHeight = 10.0
    /// The widest a bubble gets before its text is truncated.
    public static let maximumWidth = 280.0
    /// The narrowest bubble.
    public static let minimumWidth = 60.0
    /// The margin kept from the canvas edges.
    public static let margin = 4.0

    /// The bubble's height including its pointer.
    public static func height(subtitle: Bool) -> Double {
        bodyHeight(subtitle: subtitle) + pointerHeight
    }

    /// The bubble body's height.
    public static func bodyHeight(subtitle: Bool) -> Double {
        subtitle ? 52 : 40
    }

    /// Lays out the callout for an annotation whose coordinate is at `anchor`.
    ///
    /// The bubble goes above the annotation, centered; it shifts sideways to stay inside the
    /// canvas, and flips below the annotation when there is no room above or when it would cover
    /// a bubble placed before.
    static func layout(
        title: String, subtitle: String?, left: CalloutAccessory?, right: CalloutAccessory?, anchor: CanvasPoint,
        look: AnnotationLook, canvasWidth: Double, canvasHeight: Double, placed: [CanvasRect]
    ) -> RenderCallout {
        let accessoryWidth = [left, right].compactMap { $0 }.map { slotWidth($0) + accessoryGap }.reduce(0, +)
        let textBudget = maximumWidth - 2 * padding - accessoryWidth
        let shownTitle = TextMetrics.truncated(title, size: titleSize, weight: .bold, maxWidth: textBudget)
        let shownSubtitle = subtitle.map { TextMetrics.truncated($0, size: subtitleSize, maxWidth: textBudget) }
        let textWidth = max(
            TextMetrics.width(of: shownTitle, size: titleSize, weight: .bold),
            shownSubtitle.map { TextMetrics.width(of: $0, size: subtitleSize) } ?? 0)
        let width = min(maximumWidth, max(minimumWidth, textWidth + 2 * padding + accessoryWidth))
        let height = bodyHeight(subtitle: shownSubtitle != nil)

        let extent = AnnotationMetrics.extent(of: look)
        let tipAbove = CanvasPoint(x: anchor.x, y: anchor.y - extent.top - AnnotationMetrics.calloutGap)
        let tipBelow = CanvasPoint(x: anchor.x, y: anchor.y + extent.bottom + AnnotationMetrics.calloutGap)
        var x = anchor.x - width / 2
        x = min(max(x, margin), max(margin, canvasWidth - margin - width))

        let above = CanvasRect(x: x, y: tipAbove.y - pointerHeight - height, width: width, height: height)
        let below = CanvasRect(x: x, y: tipBelow.y + pointerHeight, width: width, height: height)
        let aboveFits = above.y >= margin && !placed.contains { $0.intersects(above) }
        let belowFits = below.maxY <= canvasHeight - margin && !placed.contains { $0.intersects(below) }
        let useBelow = !aboveFits && (belowFits || above.y < margin)
        return RenderCallout(
            frame: useBelow ? below : above, pointer: useBelow ? tipBelow : tipAbove, title: shownTitle, subtitle: shownSubtitle,
            left: left.map(renderAccessory), right: right.map(renderAccessory))
    }

    /// The width an accessory takes beside the text: an image, the info button, the chevron.
    static func slotWidth(_ accessory: CalloutAccessory) -> Double {
        switch accessory {
        case .image: accessorySize
        case .info: 20
        case .detail: 8
        }
    }

    static func renderAccessory(_ accessory: CalloutAccessory) -> RenderAccessory {
        switch accessory {
        case .detail: .detailDisclosure
        case .info: .info
        case .image(let source): .image(source: source)
        }
    }
}
