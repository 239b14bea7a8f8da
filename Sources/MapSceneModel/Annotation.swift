import MapSceneBase
import MapSceneGeometry

/// A point annotation: `MKPointAnnotation` with its view.
package struct Annotation: Sendable, Equatable {
    /// The annotation's id, unique among annotations and overlays.
    package var id: String
    /// Where it stands.
    package var coordinate: Coordinate
    /// The callout's title line; also the accessible name.
    package var title: String?
    /// The callout's second line.
    package var subtitle: String?
    /// How it looks.
    package var look: AnnotationLook
    /// How important it is when annotations collide (`displayPriority`).
    package var priority: DisplayPriority
    /// The cluster group it belongs to (`clusteringIdentifier`), if any.
    package var cluster: String?
    /// Its callout, if it can show one.
    package var callout: Callout? {
        get { calloutBox?.callout }
        set { calloutBox = newValue.map(CalloutBox.init) }
    }
    /// Where it is written (lines and columns past 2³¹ − 1, which no scene file reaches, are
    /// kept as 2³¹ − 1).
    package var range: SourceRange {
        get { compactRange.range }
        set { compactRange = CompactRange(newValue) }
    }

    // A scene can hold a million annotations: the callout few have is boxed, and the range kept
    // in 16 bytes, so that each takes 144 bytes instead of 192.
    private var calloutBox: CalloutBox?
    private var compactRange: CompactRange

    /// Creates an annotation.
    package init(
        id: String, coordinate: Coordinate, title: String? = nil, subtitle: String? = nil,
        look: AnnotationLook = .pin(color: .pinRed), priority: DisplayPriority = .required, cluster: String? = nil,
        callout: Callout? = nil, range: SourceRange
    ) {
        self.id = id
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
        self.look = look
        self.priority = priority
        self.cluster = cluster
        self.calloutBox = callout.map(CalloutBox.init)
        self.compactRange = CompactRange(range)
    }
}

/// An annotation's callout, held apart from it; compared by value.
private final class CalloutBox: Sendable, Equatable {
    package let callout: Callout

    package init(_ callout: Callout) {
        self.callout = callout
    }

    package static func == (lhs: CalloutBox, rhs: CalloutBox) -> Bool {
        lhs.callout == rhs.callout
    }
}

/// The four annotation views a scene can ask for.
package enum AnnotationLook: Sendable, Hashable {
    /// `MKPinAnnotationView` in a color.
    case pin(color: Color)
    /// `MKMarkerAnnotationView` with a glyph.
    case marker(glyph: String?, color: Color)
    /// `MKAnnotationView.image` with a size in points and a `centerOffset`. Boxed, so that every
    /// annotation holds no more than a marker's look inline (a million pins are 16 MB less).
    indirect case image(source: String, width: Double, height: Double, offsetX: Double, offsetY: Double)
    /// A plain dot.
    case dot(color: Color, radius: Double)
}

/// `MKFeatureDisplayPriority`, in the three steps a scene names.
package enum DisplayPriority: String, Sendable, Equatable, CaseIterable {
    case required, high, low
}

/// A callout bubble: `canShowCallout` and its accessory views.
package struct Callout: Sendable, Equatable {
    /// Whether the callout is shown (the annotation is selected).
    package var shown: Bool
    /// The left accessory view.
    package var left: CalloutAccessory?
    /// The right accessory view.
    package var right: CalloutAccessory?

    /// Creates a callout.
    package init(shown: Bool = true, left: CalloutAccessory? = nil, right: CalloutAccessory? = nil) {
        self.shown = shown
        self.left = left
        self.right = right
    }
}

/// A callout accessory view.
package enum CalloutAccessory: Sendable, Equatable {
    /// `UIButtonTypeDetailDisclosure`.
    case detail
    /// `UIButtonTypeInfoLight`.
    case info
    /// An image view.
    case image(source: String)
}

extension Color {
    /// `MKPinAnnotationColorRed`.
    public static let pinRed = Color(red: 0xFF, green: 0x3B, blue: 0x30)
    /// `MKPinAnnotationColorGreen`.
    public static let pinGreen = Color(red: 0x34, green: 0xC7, blue: 0x59)
    /// `MKPinAnnotationColorPurple`.
    public static let pinPurple = Color(red: 0xAF, green: 0x52, blue: 0xDE)
}
