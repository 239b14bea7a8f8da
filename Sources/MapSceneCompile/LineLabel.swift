import Foundation
import MapSceneGeometry

/// Where a line's title may go: beside the line, never across it. Where the line runs straight
/// for the title's length the title is turned to run along it (kept upright); elsewhere it stays
/// level beside the line. Spots nearer the middle of the line come first.
package enum LineLabel {
    /// The gap between the line's edge and the letters' halo.
    package static let gap = 2.0
    /// The places along the line tried, as fractions of its length, best first.
    package static let fractions = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9]

    /// The spots for a title `width` points wide of `size` beside `parts` drawn `strokeWidth` wide:
    /// along the longest part first.
    package static func spots(width: Double, size: Double, parts: [[CanvasPoint]], strokeWidth: Double) -> [TextSpot] {
        let measured = parts.map { ($0, lengths($0)) }.filter { $0.1.last ?? 0 > 0 }.sorted { $0.1.last! > $1.1.last! }
        var along: [TextSpot] = []
        var level: [TextSpot] = []
        for (part, cumulative) in measured {
            along += parallelSpots(width: width, size: size, part: part, cumulative: cumulative, strokeWidth: strokeWidth)
            level += levelSpots(width: width, size: size, part: part, cumulative: cumulative, strokeWidth: strokeWidth)
        }
        return along + level
    }

    /// Spots along straight stretches: the title turned to the stretch's direction, just above
    /// or just below it.
    package static func parallelSpots(width: Double, size: Double, part: [CanvasPoint], cumulative: [Double], strokeWidth: Double)
        -> [TextSpot]
    {
        let total = cumulative.last ?? 0
        let need = width + 2 * TextBox.halo + size / 2
        guard total >= need else { return [] }
        let tolerance = 0.15 * size
        var spots: [TextSpot] = []
        var centres: [Double] = []
        for fraction in fractions {
            let centre = min(max(fraction * total, need / 2), total - need / 2)
            guard !centres.contains(where: { abs($0 - centre) < 1 }) else { continue }
            centres.append(centre)
            let a = point(at: centre - need / 2, part, cumulative), b = point(at: centre + need / 2, part, cumulative)
            let chord = Polyline.distance(a, b)
            guard chord >= 0.9 * need,
                deviation(of: part, cumulative, from: centre - need / 2, to: centre + need / 2, chord: (a, b)) <= tolerance
            else { continue }
            var angle = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
            if angle > 90 { angle -= 180 } else if angle <= -90 { angle += 180 }
            let radians = angle * .pi / 180
            // "Up" for the text as it reads.
            let up = CanvasPoint(x: sin(radians), y: -cos(radians))
            let middle = CanvasPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let clearance = strokeWidth / 2 + gap + tolerance + TextBox.halo
            let above = clearance + TextBox.descent * size
            let below = clearance + TextBox.ascent * size
            spots.append(TextSpot(at: CanvasPoint(x: middle.x + up.x * above, y: middle.y + up.y * above), rotation: angle))
            spots.append(TextSpot(at: CanvasPoint(x: middle.x - up.x * below, y: middle.y - up.y * below), rotation: angle))
        }
        return spots
    }

    /// Level spots beside points along the line: above, below, right and left of each, then
    /// off its corners.
    package static func levelSpots(width: Double, size: Double, part: [CanvasPoint], cumulative: [Double], strokeWidth: Double)
        -> [TextSpot]
    {
        let total = cumulative.last ?? 0
        let clearance = strokeWidth / 2 + gap + TextBox.halo
        var spots: [TextSpot] = []
        for fraction in fractions {
            let p = point(at: fraction * total, part, cumulative)
            let middle = TextBox.baseline(centeredOn: p.y, size: size)
            let above = p.y - clearance - TextBox.descent * size, below = p.y + clearance + TextBox.ascent * size
            let right = p.x + clearance + width / 2, left = p.x - clearance - width / 2
            spots += [
                TextSpot(at: CanvasPoint(x: p.x, y: above)), TextSpot(at: CanvasPoint(x: p.x, y: below)),
                TextSpot(at: CanvasPoint(x: right, y: middle)), TextSpot(at: CanvasPoint(x: left, y: middle)),
                TextSpot(at: CanvasPoint(x: right, y: above)), TextSpot(at: CanvasPoint(x: left, y: below)),
                TextSpot(at: CanvasPoint(x: left, y: above)), TextSpot(at: CanvasPoint(x: right, y: below)),
            ]
        }
        return spots
    }

    /// The distance along `part` at each of its points.
    package static func lengths(_ part: [CanvasPoint]) -> [Double] {
        guard !part.isEmpty else { return [] }
        var result = [0.0]
        result.reserveCapacity(part.count)
        for i in 1..<part.count { result.append(result[i - 1] + Polyline.distance(part[i - 1], part[i])) }
        return result
    }

    /// The point `distance` along `part`.
    package static func point(at distance: Double, _ part: [CanvasPoint], _ cumulative: [Double]) -> CanvasPoint {
        let i = index(after: distance, cumulative)
        guard i > 0, i < part.count else { return i == 0 ? part[0] : part[part.count - 1] }
        let span = cumulative[i] - cumulative[i - 1]
        let t = span > 0 ? (distance - cumulative[i - 1]) / span : 0
        return CanvasPoint(x: part[i - 1].x + (part[i].x - part[i - 1].x) * t, y: part[i - 1].y + (part[i].y - part[i - 1].y) * t)
    }

    /// The first index whose distance is at least `distance` (binary search).
    package static func index(after distance: Double, _ cumulative: [Double]) -> Int {
        var lo = 0, hi = cumulative.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if cumulative[mid] < distance { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// How far the points of `part` between distances `from` and `to` stray from the chord.
    package static func deviation(
        of part: [CanvasPoint], _ cumulative: [Double], from: Double, to: Double, chord: (CanvasPoint, CanvasPoint)
    ) -> Double {
        let (a, b) = chord
        let length = Polyline.distance(a, b)
        guard length > 0 else { return .infinity }
        var worst = 0.0
        var i = index(after: from, cumulative)
        while i < part.count, cumulative[i] <= to {
            let p = part[i]
            worst = max(worst, abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / length)
            i += 1
        }
        return worst
    }
}
