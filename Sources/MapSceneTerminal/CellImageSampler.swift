import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// A ground image sampled into the terminal's half cells: what `pixels` commands carry.
///
/// A half cell belongs to the image when its center lies on the image's part (the projective
/// map from the part to its corners, inverted, puts it inside: left and top edges in, right and
/// bottom out, so two tiles that meet share no half cell). Its color is the mean of 4 × 4
/// points spread over the half cell, each the image's pixel under it (points past the part's
/// edge take the edge's pixels), with the item's opacity.
package struct CellImageSampler {
    /// Points averaged across and down each half cell.
    package static let points = 4

    package let frame: CellFrame

    /// Where a ground image lands on the grid: the cells around it, at least one of whose half
    /// cells belongs to it. Found before the image is decoded, so one that covers no half cell
    /// is never decoded.
    package struct Placement {
        package let ground: RenderGroundImage
        /// The map from the unit square to the part's corners, in cell space.
        package let map: ProjectiveMap
        package let columns: Range<Int>
        package let rows: Range<Int>
    }

    /// Where `ground` lands; nil when no half cell of the grid belongs to it.
    package func placement(_ ground: RenderGroundImage) -> Placement? {
        // The map in cell space: a point of the plane, x in columns and y in rows.
        let corners = ground.corners.map { p in
            let cell = frame.point(p)
            return CanvasPoint(x: cell.x, y: cell.y)
        }
        guard let map = ProjectiveMap(unitSquareTo: corners), let box = CanvasRect.bounding(corners) else { return nil }
        let column0 = max(Int(box.x.rounded(.down)), 0), column1 = min(Int(box.maxX.rounded(.up)), frame.columns)
        let row0 = max(Int(box.y.rounded(.down)), 0), row1 = min(Int(box.maxY.rounded(.up)), frame.rows)
        guard column0 < column1, row0 < row1 else { return nil }
        let placement = Placement(ground: ground, map: map, columns: column0..<column1, rows: row0..<row1)
        for half in (2 * row0)..<(2 * row1) {
            for column in column0..<column1 where center(column: column, half: half, map: map) != nil { return placement }
        }
        return nil
    }

    /// The `pixels` command of the image at `placement` drawn from `pixels` at `opacity`; nil
    /// when no half cell shows anything.
    package func command(_ placement: Placement, pixels: RasterPixels, opacity: Double) -> TermCommand? {
        let columns = placement.columns, rows = placement.rows
        var samples: [Color?] = []
        samples.reserveCapacity(columns.count * rows.count * 2)
        for half in (2 * rows.lowerBound)..<(2 * rows.upperBound) {
            for column in columns {
                samples.append(
                    sample(
                        column: column, half: half, map: placement.map, part: placement.ground.part, pixels: pixels,
                        opacity: opacity))
            }
        }
        guard samples.contains(where: { $0 != nil }) else { return nil }
        return .pixels(
            column: columns.lowerBound, row: rows.lowerBound, columns: columns.count, rows: rows.count, samples: samples)
    }

    /// The point of the unit square under the center of half cell `half` (twice the row, plus 1
    /// for the bottom half) of `column`; nil when it is not on the image.
    private func center(column: Int, half: Int, map: ProjectiveMap) -> (s: Double, t: Double)? {
        guard let center = map.unitPoint(CanvasPoint(x: Double(column) + 0.5, y: Double(half) / 2 + 0.25)),
            center.s >= 0, center.s < 1, center.t >= 0, center.t < 1
        else { return nil }
        return center
    }

    /// The color of half cell `half` of `column`.
    private func sample(column: Int, half: Int, map: ProjectiveMap, part: ImagePart, pixels: RasterPixels, opacity: Double)
        -> Color?
    {
        let top = Double(half) / 2
        guard let center = center(column: column, half: half, map: map) else { return nil }
        let n = Self.points
        var (red, green, blue, alpha) = (0.0, 0.0, 0.0, 0.0)
        for j in 0..<n {
            for i in 0..<n {
                let p = CanvasPoint(x: Double(column) + (Double(i) + 0.5) / Double(n), y: top + (Double(j) + 0.5) / Double(2 * n))
                let (s, t) = map.unitPoint(p) ?? center
                let u = part.minX + min(max(s, 0), 1) * (part.maxX - part.minX)
                let v = part.minY + min(max(t, 0), 1) * (part.maxY - part.minY)
                let x = min(max(Int(u * Double(pixels.width)), 0), pixels.width - 1)
                let y = min(max(Int(v * Double(pixels.height)), 0), pixels.height - 1)
                let index = (y * pixels.width + x) * 4
                let a = Double(pixels.rgba[index + 3])
                red += Double(pixels.rgba[index]) * a
                green += Double(pixels.rgba[index + 1]) * a
                blue += Double(pixels.rgba[index + 2]) * a
                alpha += a
            }
        }
        guard alpha > 0 else { return nil }
        // Alpha in 255ths, as the stream writes it.
        let shown = ((alpha / Double(n * n)) * min(max(opacity.isFinite ? opacity : 1, 0), 1)).rounded() / 255
        guard shown > 0 else { return nil }
        func channel(_ sum: Double) -> UInt8 { UInt8(min(max((sum / alpha).rounded(), 0), 255)) }
        return Color(red: channel(red), green: channel(green), blue: channel(blue), alpha: shown)
    }
}
