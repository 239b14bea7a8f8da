import MapSceneBase
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// `text-contrast`: text drawn with less than WCAG's 3:1 against what lies under it. The text is
/// a label (read against its halo when the halo contrasts enough, else against the shapes under
/// its anchor), a marker's glyph or a cluster's count (white on the view's fill).
package enum TextContrast {
    package static func findings(_ context: PictureLint.Context) -> [Diagnostic] {
        let items = context.list.items
        let places = sourcePlaces(context.scene)
        var found: [Diagnostic] = []
        for (index, item) in items.enumerated() {
            guard let source = item.source, let (what, ink, point) = text(of: item, theme: context.list.canvas.theme) else {
                continue
            }
            let under: Color?
            switch item.shape {
            case .marker, .cluster:
                // The glyph sits on the view's own fill.
                let fill = item.style.fill ?? .pinRed
                under =
                    fill.alpha * item.style.opacity >= 1
                    ? fill
                    : backdrop(at: point, below: index, items).map {
                        Contrast.composite(fill, opacity: item.style.opacity, over: $0)
                    }
            default:
                under = backdrop(at: point, below: index, items)
            }
            guard let under else { continue }
            let shown = Contrast.composite(ink, opacity: item.style.opacity, over: under)
            let ratio = Contrast.ratio(shown, under)
            guard ratio < Contrast.minimumRatio else { continue }
            let place = places[source].map { describe($0, in: context.scene) } ?? (range: SourceRange(at: source), name: "")
            found.append(
                Diagnostic(
                    .textContrast,
                    "\(what)\(place.name) contrasts \(formatted(ratio)):1 with the \(under.hexRGB) under it, less than WCAG's 3:1",
                    at: place.range))
        }
        return found
    }

    /// What the item draws as text, its ink and where to look under it; nil for items without
    /// text, and for labels whose halo already sets them off.
    package static func text(of item: RenderItem, theme: Theme) -> (String, Color, CanvasPoint)? {
        switch item.shape {
        case .marker(let at, let glyph):
            let center = CanvasPoint(x: at.x, y: at.y - AnnotationMetrics.markerLift)
            return (
                glyph.isEmpty ? "the white dot of the marker" : "the glyph '\(glyph)' of the marker", ViewInks.markerGlyph, center
            )
        case .cluster(let center, _, let count):
            return ("the count \(count) of the cluster", ViewInks.markerGlyph, center)
        case .text(let string, let at, let size, _):
            guard [.aboveRoads, .aboveLabels, .annotations].contains(item.layer) else { return nil }
            let ink = item.style.fill ?? ViewInks(theme).textInk
            let halo = item.style.stroke ?? ViewInks.automaticHalo(behind: ink)
            let haloWidth = item.style.stroke == nil ? 3 : item.style.strokeWidth
            if haloWidth >= 1, Contrast.ratio(ink, Contrast.composite(halo, over: ink.opaque)) >= Contrast.minimumRatio {
                return nil
            }
            return ("the text '\(string)'", ink, CanvasPoint(x: at.x, y: at.y - size * 0.35))
        default:
            return nil
        }
    }

    /// The color under `point` made by the items before `index`, bottom first: each filled shape
    /// that holds the point painted over the ones below; nil when an image lies under it.
    package static func backdrop(at point: CanvasPoint, below index: Int, _ items: [RenderItem]) -> Color? {
        var color = Color.white
        for item in items[..<index] {
            switch item.shape {
            case .image(_, let frame) where frame.holds(point): return nil
            case .groundImage: return nil
            default: break
            }
            guard let fill = item.style.fill, covers(item.shape, point) else { continue }
            color = Contrast.composite(fill, opacity: item.style.opacity, over: color)
        }
        return color
    }

    /// True when the filled area of `shape` holds `point`.
    package static func covers(_ shape: RenderShape, _ point: CanvasPoint) -> Bool {
        switch shape {
        case .rect(let rect), .legend(let rect): rect.holds(point)
        case .callout(let callout): callout.frame.holds(point)
        case .dot(let center, let radius), .cluster(let center, let radius, _):
            (point.x - center.x) * (point.x - center.x) + (point.y - center.y) * (point.y - center.y) <= radius * radius
        case .polygon(let rings): RingGeometry.evenOddContains(rings, point)
        default: false
        }
    }

    /// Where, in the file, the element an item came from is, and its name in a message.
    /// What a render item's `source` names: an overlay or an annotation, by its index.
    package enum Place {
        case overlay(Int)
        case annotation(Int)
    }

    /// The overlays' and annotations' places by where they start. The names for messages are made
    /// (`name(of:in:)`) only for the few items reported, not for every pin.
    package static func sourcePlaces(_ scene: Scene) -> [SourceLocation: Place] {
        var places: [SourceLocation: Place] = [:]
        places.reserveCapacity(scene.overlays.count + scene.annotations.count)
        for (index, overlay) in scene.overlays.enumerated() { places[overlay.range.start] = .overlay(index) }
        for (index, annotation) in scene.annotations.enumerated() where places[annotation.range.start] == nil {
            places[annotation.range.start] = .annotation(index)
        }
        return places
    }

    /// The range and the ` of 'ID'` of a place.
    package static func describe(_ place: Place, in scene: Scene) -> (range: SourceRange, name: String) {
        switch place {
        case .overlay(let i): (scene.overlays[i].range, " of '\(scene.overlays[i].id)'")
        case .annotation(let i): (scene.annotations[i].range, " of '\(scene.annotations[i].id)'")
        }
    }

    package static func formatted(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}

extension Color {
    /// The same color without transparency.
    package var opaque: Color { Color(red: red, green: green, blue: blue) }
}
