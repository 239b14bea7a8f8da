import Foundation
import MapSceneGeometry

/// Where a road's name may go: on the road itself, turned to run along a straight-enough
/// stretch of it and kept upright, as MapKit writes street names. Nearer the middle of longer
/// stretches comes first.
package enum RoadLabel {
    /// The spots for a name `width` points wide of `size` on the road drawn as `parts`.
    package static func spots(width: Double, size: Double, parts: [[CanvasPoint]]) -> [TextSpot] {
        let measured = parts.map { ($0, LineLabel.lengths($0)) }.filter { $0.1.last ?? 0 > 0 }.sorted { $0.1.last! > $1.1.last! }
        var spots: [TextSpot] = []
        for (part, cumulative) in measured.prefix(8) {
            spots += along(width: width, size: size, part: part, cumulative: cumulative)
        }
        return spots
    }

    /// Spots along one part where it runs straight for the name's length.
    package static func along(width: Double, size: Double, part: [CanvasPoint], cumulative: [Double]) -> [TextSpot] {
        let total = cumulative.last ?? 0
        let need = width + 2 * TextBox.halo + size
        guard total >= need else { return [] }
        let tolerance = 0.2 * size
        var spots: [TextSpot] = []
        var centres: [Double] = []
        for fraction in LineLabel.fractions {
            let centre = min(max(fraction * total, need / 2), total - need / 2)
            guard !centres.contains(where: { abs($0 - centre) < 1 }) else { continue }
            centres.append(centre)
            let a = LineLabel.point(at: centre - need / 2, part, cumulative),
                b = LineLabel.point(at: centre + need / 2, part, cumulative)
            guard Polyline.distance(a, b) >= 0.9 * need,
                LineLabel.deviation(of: part, cumulative, from: centre - need / 2, to: centre + need / 2, chord: (a, b))
                    <= tolerance
            else { continue }
            var angle = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
            if angle > 90 { angle -= 180 } else if angle <= -90 { angle += 180 }
            let radians = angle * .pi / 180
            // Down the text as it reads, to put the letters' middle on the road's middle.
            let drop = (TextBox.ascent - TextBox.descent) / 2 * size
            let middle = LineLabel.point(at: centre, part, cumulative)
            spots.append(
                TextSpot(at: CanvasPoint(x: middle.x - sin(radians) * drop, y: middle.y + cos(radians) * drop), rotation: angle))
        }
        return spots
    }

    /// The parts joined end to end where one ends where another starts (a street is often many
    /// pieces), so a name can run across the joins.
    package static func joined(_ parts: [[CanvasPoint]]) -> [[CanvasPoint]] {
        var pieces = parts.filter { $0.count >= 2 }
        guard pieces.count > 1 else { return pieces }
        func near(_ a: CanvasPoint, _ b: CanvasPoint) -> Bool { abs(a.x - b.x) < 0.5 && abs(a.y - b.y) < 0.5 }
        var result: [[CanvasPoint]] = []
        while var line = pieces.popLast() {
            var grew = true
            while grew {
                grew = false
                for i in pieces.indices.reversed() {
                    let piece = pieces[i]
                    if near(line.last!, piece.first!) {
                        line += piece.dropFirst()
                    } else if near(line.last!, piece.last!) {
                        line += piece.reversed().dropFirst()
                    } else if near(line.first!, piece.last!) {
                        line = piece + line.dropFirst()
                    } else if near(line.first!, piece.first!) {
                        line = piece.reversed() + line.dropFirst()
                    } else {
                        continue
                    }
                    pieces.remove(at: i)
                    grew = true
                }
            }
            result.append(line)
        }
        return result
    }
}
