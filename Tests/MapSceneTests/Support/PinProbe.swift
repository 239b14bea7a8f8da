@testable import MapScene
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneRenderList

/// Where a rendered map must show an annotation's color: points inside a pin's head, a marker's
/// balloon or a dot, in canvas points, left out where something drawn later covers them.
struct PinProbe {
    var id: String
    var color: Color
    var points: [CanvasPoint]

    /// A probe for every pin, marker and dot of `list` that is not entirely covered.
    static func probes(for list: RenderList) -> [PinProbe] {
        var probes: [PinProbe] = []
        for (index, item) in list.items.enumerated() where item.layer == .annotations {
            let color: Color
            var points: [CanvasPoint]
            func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }
            switch item.shape {
            case .pin(let tip):
                color = item.style.fill ?? .pinRed
                let cy = tip.y - 15
                points = [p(tip.x - 4.5, cy), p(tip.x + 4.5, cy), p(tip.x, cy - 4.5), p(tip.x, tip.y - 10)]
            case .marker(let at, _):
                color = item.style.fill ?? .pinRed
                let cy = at.y - 19
                points = [p(at.x - 9, cy), p(at.x + 9, cy), p(at.x, cy - 9.5)]
            case .dot(let center, let radius) where radius >= 3:
                color = item.style.fill ?? .black
                points = [center]
            default:
                continue
            }
            let later = list.items[(index + 1)...].compactMap(bounds)
            points.removeAll { point in later.contains { $0.contains(point) } }
            if !points.isEmpty, color.alpha == 1 { probes.append(PinProbe(id: item.id, color: color, points: points)) }
        }
        return probes
    }

    /// A generous box around what `item` draws, for the annotations and everything above them.
    private static func bounds(_ item: RenderItem) -> CanvasRect? {
        guard item.layer >= .annotations else { return nil }
        switch item.shape {
        case .pin(let tip): return CanvasRect(x: tip.x - 9, y: tip.y - 24, width: 18, height: 27)
        case .marker(let at, _): return CanvasRect(x: at.x - 15, y: at.y - 34, width: 30, height: 36)
        case .dot(let c, let r), .cluster(let c, let r, _):
            return CanvasRect(x: c.x - r - 2, y: c.y - r - 2, width: 2 * r + 4, height: 2 * r + 4)
        case .image(_, let frame): return frame
        case .groundImage: return nil
        case .callout(let callout):
            let f = callout.frame
            let top = min(f.y, callout.pointer.y) - 6, bottom = max(f.maxY, callout.pointer.y) + 8
            return CanvasRect(x: f.x - 6, y: top, width: f.width + 12, height: bottom - top)
        case .text(let text, let at, let size, _):
            let width = Double(text.count) * size * 0.7 + 6
            return CanvasRect(x: at.x - width / 2, y: at.y - size - 3, width: width, height: size + 6)
        case .rect(let frame), .legend(let frame): return frame
        case .legendEntry(let entry):
            let right = entry.at.x + Double(entry.text.count) * entry.size * 0.7
            return CanvasRect(x: entry.frame.x, y: entry.frame.y, width: right - entry.frame.x, height: entry.frame.height)
        case .polygon(let rings): return CanvasRect.bounding(rings.flatMap { $0 })
        case .polyline(let parts): return CanvasRect.bounding(parts.flatMap { $0 })
        }
    }
}

extension CanvasRect {
    func contains(_ p: CanvasPoint) -> Bool { p.x >= x && p.x <= maxX && p.y >= y && p.y <= maxY }
}
