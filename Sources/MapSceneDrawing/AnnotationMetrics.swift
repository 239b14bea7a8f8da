import MapSceneModel

/// The sizes of annotation views, in canvas points: what the compiler reserves for them when it
/// fits the camera and places callouts. Backends draw within these.
package enum AnnotationMetrics {
    /// A pin's height from its tip to the top of its head.
    package static let pinHeight = 22.0
    /// A pin head's width.
    package static let pinWidth = 16.0
    /// A marker balloon's diameter.
    package static let markerDiameter = 28.0
    /// How far a marker's balloon center sits above its coordinate.
    package static let markerLift = 19.0
    /// Space between an annotation's top and its callout's pointer tip.
    package static let calloutGap = 2.0
    /// The size of an annotation's title, drawn under its view when its callout is not shown.
    package static let titleSize = 12.0

    /// How far an annotation's view reaches left, up, right and down from its anchor.
    package static func extent(of look: AnnotationLook) -> (left: Double, top: Double, right: Double, bottom: Double) {
        switch look {
        case .pin:
            return (pinWidth / 2, pinHeight, pinWidth / 2, 1)
        case .marker:
            return (markerDiameter / 2, markerLift + markerDiameter / 2, markerDiameter / 2, 2)
        case .dot(_, let radius):
            return (radius + 1, radius + 1, radius + 1, radius + 1)
        case .image(_, let width, let height, let offsetX, let offsetY):
            return (
                max(0, width / 2 - offsetX), max(0, height / 2 - offsetY), max(0, width / 2 + offsetX),
                max(0, height / 2 + offsetY)
            )
        }
    }

    /// The height above the anchor where a callout's pointer tip goes.
    package static func calloutTipHeight(of look: AnnotationLook) -> Double {
        extent(of: look).top + calloutGap
    }
}
