import MapSceneBase
import MapSceneGeometry

/// `overlay-too-thin` and `overlay-too-small`: overlays the eye can hardly see at this scale.
package enum OverlaySize {
    /// The thinnest stroke that still reads, in points.
    package static let thinnest = 0.5
    /// The least extent an overlay should have across, in points.
    package static let smallest = 1.0

    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        let overlays = context.overlaysByStart()
        var extents: [SourceLocation: CanvasRect] = [:]
        var thin: [SourceLocation: Double] = [:]
        var order: [SourceLocation] = []
        for item in context.list.items where item.layer == .aboveRoads || item.layer == .aboveLabels {
            guard let source = item.source, overlays[source] != nil else { continue }
            let points: [CanvasPoint]
            let filled: Bool
            switch item.shape {
            case .polyline(let parts): points = Array(parts.joined()); filled = false
            case .polygon(let rings):
                points = Array(rings.joined()); filled = item.style.fill != nil || item.style.gradient != nil
            default: continue
            }
            guard let bounds = CanvasRect.bounding(points) else { continue }
            if extents[source] == nil { order.append(source) }
            extents[source] = extents[source].map { $0.union(bounds) } ?? bounds
            if !filled, item.style.stroke != nil, item.style.strokeWidth < thinnest { thin[source] = item.style.strokeWidth }
        }
        var found: [Diagnostic] = []
        for source in order {
            let overlay = overlays[source]!
            let extent = extents[source]!
            if max(extent.width, extent.height) < smallest {
                found.append(
                    Diagnostic(
                        .overlayTooSmall,
                        "overlay '\(overlay.id)' is \(TextContrast.formatted(max(extent.width, extent.height))) points across at this scale, less than a point",
                        at: overlay.range))
            } else if let width = thin[source] {
                found.append(
                    Diagnostic(
                        .overlayTooThin,
                        "overlay '\(overlay.id)' is drawn with a \(TextContrast.formatted(width))-point stroke, thinner than half a point",
                        at: overlay.range))
            }
        }
        return found
    }
}
