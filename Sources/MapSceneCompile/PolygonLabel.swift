import Foundation
import MapSceneGeometry

/// Where to put a label inside a polygon: the pole of inaccessibility, the inside point farthest
/// from the outline (Mapbox's polylabel). Unlike the bounding-box center it is always inside.
package enum PolygonLabel {
    private struct Cell {
        package var x: Double, y: Double, half: Double
        package var distance: Double
        package var potential: Double { distance + half * 2.squareRoot() }
    }

    /// The most cells across the polygon's longer side at the start. A sliver (a ring 9° long
    /// and 0.002° high, found by the kml fuzz target) started with a cell for each square of
    /// its height: tens of thousands of them, searched one by one each step, for 5 s.
    package static let maximumStartingCells = 64.0

    /// The pole of inaccessibility of `rings` (exterior first, holes after), found to within
    /// `precision` points.
    package static func poleOfInaccessibility(_ rings: [[CanvasPoint]], precision: Double = 0.5) -> CanvasPoint? {
        search(rings, precision: precision).pole
    }

    /// `poleOfInaccessibility`, with the number of cells whose distance to the outline it measured.
    package static func search(_ rings: [[CanvasPoint]], precision: Double = 0.5) -> (pole: CanvasPoint?, cellsMeasured: Int) {
        var measured = 0
        let pole = search(rings, precision: precision, measured: &measured)
        return (pole, measured)
    }

    private static func search(_ rings: [[CanvasPoint]], precision: Double, measured: inout Int) -> CanvasPoint? {
        func cell(_ x: Double, _ y: Double, _ half: Double, _ rings: [[CanvasPoint]]) -> Cell {
            measured += 1
            return PolygonLabel.cell(x, y, half, rings)
        }
        guard let exterior = rings.first, exterior.count >= 3 else { return rings.first?.first }
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for p in exterior {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return exterior.first }
        let size = max(min(maxX - minX, maxY - minY), max(maxX - minX, maxY - minY) / maximumStartingCells)
        guard min(maxX - minX, maxY - minY) > 0 else { return CanvasPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }
        let half = size / 2

        var queue = CellQueue()
        var y = minY
        while y < maxY {
            var x = minX
            while x < maxX {
                queue.push(cell(x + half, y + half, half, rings))
                x += size
            }
            y += size
        }
        var best = centroidCell(exterior, rings)
        let boxCenter = cell((minX + maxX) / 2, (minY + maxY) / 2, 0, rings)
        if boxCenter.distance > best.distance { best = boxCenter }

        var iterations = 0
        while iterations < 10_000, let current = queue.popMostPromising() {
            iterations += 1
            if current.distance > best.distance { best = current }
            if current.potential - best.distance <= precision { continue }
            let h = current.half / 2
            for (dx, dy) in [(-h, -h), (h, -h), (-h, h), (h, h)] {
                queue.push(cell(current.x + dx, current.y + dy, h, rings))
            }
        }
        return CanvasPoint(x: best.x, y: best.y)
    }

    /// The cells still to search, the one with the highest potential first and, among equals,
    /// the one queued first: a binary heap, so a step costs the logarithm of the queue, not all of it.
    private struct CellQueue {
        private var heap: [(cell: Cell, order: Int)] = []
        private var queued = 0

        package mutating func push(_ cell: Cell) {
            heap.append((cell, queued))
            queued += 1
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard comesFirst(heap[child], heap[parent]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        }

        package mutating func popMostPromising() -> Cell? {
            guard let first = heap.first else { return nil }
            let last = heap.removeLast()
            guard !heap.isEmpty else { return first.cell }
            heap[0] = last
            var parent = 0
            while true {
                var next = parent
                for child in (2 * parent + 1)...(2 * parent + 2) where child < heap.count && comesFirst(heap[child], heap[next]) {
                    next = child
                }
                guard next != parent else { break }
                heap.swapAt(parent, next)
                parent = next
            }
            return first.cell
        }

        /// Higher potential first, then the earlier queued; a potential that is not a number last.
        private func comesFirst(_ a: (cell: Cell, order: Int), _ b: (cell: Cell, order: Int)) -> Bool {
            let (p, q) = (
                a.cell.potential.isNaN ? -Double.infinity : a.cell.potential,
                b.cell.potential.isNaN ? -Double.infinity : b.cell.potential
            )
            return p != q ? p > q : a.order < b.order
        }
    }

    private static func cell(_ x: Double, _ y: Double, _ half: Double, _ rings: [[CanvasPoint]]) -> Cell {
        Cell(x: x, y: y, half: half, distance: signedDistance(x, y, rings))
    }

    private static func centroidCell(_ ring: [CanvasPoint], _ rings: [[CanvasPoint]]) -> Cell {
        var area = 0.0, cx = 0.0, cy = 0.0
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            let f = a.x * b.y - b.x * a.y
            cx += (a.x + b.x) * f
            cy += (a.y + b.y) * f
            area += f * 3
            j = i
        }
        if area == 0 { return cell(ring[0].x, ring[0].y, 0, rings) }
        return cell(cx / area, cy / area, 0, rings)
    }

    /// Distance from (x, y) to the nearest ring edge; negative outside the polygon (even-odd).
    private static func signedDistance(_ x: Double, _ y: Double, _ rings: [[CanvasPoint]]) -> Double {
        var inside = false
        var minSquared = Double.infinity
        for ring in rings where !ring.isEmpty {
            var j = ring.count - 1
            for i in ring.indices {
                let a = ring[i], b = ring[j]
                if (a.y > y) != (b.y > y), x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
                minSquared = min(minSquared, segmentDistanceSquared(x, y, a, b))
                j = i
            }
        }
        return (inside ? 1 : -1) * minSquared.squareRoot()
    }

    private static func segmentDistanceSquared(_ px: Double, _ py: Double, _ a: CanvasPoint, _ b: CanvasPoint) -> Double {
        var x = a.x, y = a.y
        var dx = b.x - x, dy = b.y - y
        if dx != 0 || dy != 0 {
            let t = ((px - x) * dx + (py - y) * dy) / (dx * dx + dy * dy)
            if t > 1 { x = b.x; y = b.y } else if t > 0 { x += dx * t; y += dy * t }
        }
        dx = px - x
        dy = py - y
        return dx * dx + dy * dy
    }
}
