import MapSceneGeometry

/// The parts of the canvas that are taken, for the label placement: rectangles kept in a grid of
/// buckets, so that asking whether a box is free looks only at what lies near it. Scenes with a
/// million pins stay linear: each rectangle goes into the few buckets it touches, a question
/// stops at the first rectangle it hits, and on a crowded canvas most questions are answered by
/// the touched cells without searching a bucket at all.
///
/// A label turned along its road is kept as its box's corners beside the rectangle around them,
/// and compared exactly, so that names on crossing streets may come as close as their letters.
package struct Occupancy {
    /// A bucket's side in canvas points: about a label's height, a little more than a pin's.
    package static let bucketSize = 32.0
    /// A bucket's side in cells: a bucket's cells are the 64 bits of one `UInt64`.
    private static let cellsPerSide = 8
    /// A cell's side.
    package static let cellSize = bucketSize / Double(cellsPerSide)

    private let columns: Int
    private let rows: Int
    private var rects: [CanvasRect] = []
    /// For each bucket (row-major), the indices of the rectangles that touch it.
    private var buckets: [[Int32]]
    /// For each bucket, its cells that a taken rectangle reaches into (bit `8 × row + column`).
    /// A box that covers such a cell whole meets that rectangle, so it is not free. Without them,
    /// a million pins (half a million drawn, in order of height) left each bucket with about
    /// 1,800 rectangles, and a question searched half of them before its hit.
    private var touchedCells: [UInt64]
    /// The corners of the turned boxes, by their rectangle's index. A turned box reaches into
    /// fewer cells than its rectangle, so it marks none: it is found by searching its buckets.
    private var turned: [Int32: [CanvasPoint]] = [:]

    /// An empty occupancy of a `width` × `height` canvas; rectangles beyond the edges count in
    /// the edge buckets.
    package init(width: Double, height: Double) {
        columns = max(1, Int((max(width, 0) / Self.bucketSize).rounded(.up)))
        rows = max(1, Int((max(height, 0) / Self.bucketSize).rounded(.up)))
        buckets = Array(repeating: [], count: columns * rows)
        touchedCells = Array(repeating: 0, count: columns * rows)
    }

    /// Takes `rect`, whether or not it is free.
    package mutating func insert(_ rect: CanvasRect) {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite, rect.width >= 0, rect.height >= 0
        else { return }
        let index = Int32(rects.count)
        rects.append(rect)
        let (c0, c1, r0, r1) = span(rect)
        let touched = gridCells(Self.cellsTouched(by: rect))
        for r in r0...r1 {
            for c in c0...c1 {
                buckets[r * columns + c].append(index)
                touchedCells[r * columns + c] |= Self.bits(touched, column: c, row: r)
            }
        }
    }

    /// Takes the area of `box`: its rectangle when it lies along the axes, else its corners.
    package mutating func insert(_ box: TextBox) {
        let rect = box.bounds
        guard box.isTurned else { return insert(rect) }
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return }
        let index = Int32(rects.count)
        rects.append(rect)
        turned[index] = box.corners
        let (c0, c1, r0, r1) = span(rect)
        for r in r0...r1 {
            for c in c0...c1 { buckets[r * columns + c].append(index) }
        }
    }

    /// Gives back the rectangle taken last.
    package mutating func removeLast() {
        guard let rect = rects.popLast() else { return }
        let index = Int32(rects.count)
        turned[index] = nil
        let (c0, c1, r0, r1) = span(rect)
        for r in r0...r1 {
            for c in c0...c1 where buckets[r * columns + c].last == index {
                let bucket = r * columns + c
                buckets[bucket].removeLast()
                touchedCells[bucket] = buckets[bucket].reduce(0) {
                    turned[$1] != nil ? $0 : $0 | Self.bits(gridCells(Self.cellsTouched(by: rects[Int($1)])), column: c, row: r)
                }
            }
        }
    }

    /// True when `box` shares no area with anything taken so far.
    package func isFree(_ box: TextBox) -> Bool {
        guard box.isTurned else { return isFree(box.bounds) }
        let rect = box.bounds
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return true }
        let (c0, c1, r0, r1) = span(rect)
        for r in r0...r1 {
            for c in c0...c1 {
                for index in buckets[r * columns + c] where rects[Int(index)].intersects(rect) {
                    if TextBox.overlap(turned[index] ?? TextBox.corners(of: rects[Int(index)]), box.corners) { return false }
                }
            }
        }
        return true
    }

    /// True when `rect` shares no area with a rectangle taken so far.
    ///
    /// A box that covers a touched cell whole is answered at once. Otherwise the bucket under
    /// the rectangle's middle is searched first: on a crowded canvas a hit is likeliest there,
    /// while a bucket the rectangle only grazes may hold a thousand rectangles that miss it.
    package func isFree(_ rect: CanvasRect) -> Bool {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return true }
        let (c0, c1, r0, r1) = span(rect)
        let covered = gridCells(Self.cellsCovered(by: rect))
        for r in r0...r1 {
            for c in c0...c1 where touchedCells[r * columns + c] & Self.bits(covered, column: c, row: r) != 0 {
                return false
            }
        }
        return hit(rect, middleFirst: true) == nil
    }

    // MARK: Cells
    //
    // A cell is a square of `cellSize` whose edges are multiples of 4, counted across the canvas:
    // cell k spans 4k to 4(k + 1). A rectangle reaches into cell k when it starts before the
    // cell ends and ends after it starts (as `intersects` compares); a box covers it when it
    // starts at or before its start and ends at or after its end. A box that covers a cell a
    // rectangle reaches into meets that rectangle. Each bound found by division is checked by
    // multiplication (exact for these integers), so no rounding can claim a cell it should not.

    /// Cells across and down, each from the first to one past the last.
    private typealias Cells = (across: (Double, Double), down: (Double, Double))

    /// The cells from the first a rectangle from `start` to `end` reaches into, to one past the last.
    private static func reached(from start: Double, to end: Double) -> (Double, Double) {
        var first = (start / cellSize).rounded(.down)
        if cellSize * (first + 1) <= start { first += 1 }
        var last = (end / cellSize).rounded(.up)
        if cellSize * (last - 1) >= end { last -= 1 }
        return (first, last)
    }

    /// The cells from the first a box from `start` to `end` covers whole, to one past the last.
    private static func covered(from start: Double, to end: Double) -> (Double, Double) {
        var first = (start / cellSize).rounded(.up)
        if cellSize * first < start { first += 1 }
        var last = (end / cellSize).rounded(.down)
        if cellSize * last > end { last -= 1 }
        return (first, last)
    }

    /// The cells `rect` reaches into.
    private static func cellsTouched(by rect: CanvasRect) -> Cells {
        (reached(from: rect.x, to: rect.maxX), reached(from: rect.y, to: rect.maxY))
    }

    /// The cells `rect` covers whole, across and down.
    private static func cellsCovered(by rect: CanvasRect) -> Cells {
        (covered(from: rect.x, to: rect.maxX), covered(from: rect.y, to: rect.maxY))
    }

    /// Cells across and down as whole numbers, each from the first to one past the last,
    /// clamped to the grid's cells (a bucket's bits never reach past its own).
    private typealias GridCells = (across: (Int, Int), down: (Int, Int))

    /// `cells` clamped to the grid and made whole numbers once, not again for every bucket.
    private func gridCells(_ cells: Cells) -> GridCells {
        let perSide = Double(Self.cellsPerSide)
        func clamped(_ range: (Double, Double), _ buckets: Int) -> (Int, Int) {
            let limit = Double(buckets) * perSide
            return (Int(min(max(range.0, 0), limit)), Int(min(max(range.1, 0), limit)))
        }
        return (clamped(cells.across, columns), clamped(cells.down, rows))
    }

    /// The bits of `cells` that lie in the bucket at `column` and `row`: the columns' bits of one
    /// row repeated down the rows, kept for the rows the cells cover.
    private static func bits(_ cells: GridCells, column: Int, row: Int) -> UInt64 {
        let firstColumn = column * cellsPerSide, firstRow = row * cellsPerSide
        let left = max(cells.across.0, firstColumn), right = min(cells.across.1, firstColumn + cellsPerSide)
        let top = max(cells.down.0, firstRow), bottom = min(cells.down.1, firstRow + cellsPerSide)
        guard left < right, top < bottom else { return 0 }
        let rowBits = (UInt64(1) << UInt64(right - left) - 1) << UInt64(left - firstColumn)
        let rows = (UInt64.max >> UInt64(64 - 8 * (bottom - top))) << UInt64(8 * (top - firstRow))
        return rowBits &* 0x0101_0101_0101_0101 & rows
    }

    /// The first taken rectangle that shares area with `rect`, if any, searching the buckets row
    /// by row and each in the order its rectangles were taken.
    package func firstHit(_ rect: CanvasRect) -> CanvasRect? {
        hit(rect, middleFirst: false)
    }

    /// A taken rectangle that shares area with `rect`: the first one, bucket by bucket, after
    /// those of the bucket under its middle when `middleFirst`.
    private func hit(_ rect: CanvasRect, middleFirst: Bool) -> CanvasRect? {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return nil }
        func hit(inBucket bucket: Int) -> CanvasRect? {
            for index in buckets[bucket] where rects[Int(index)].intersects(rect) {
                if !turned.isEmpty, let corners = turned[index], !TextBox.overlap(corners, TextBox.corners(of: rect)) {
                    continue
                }
                return rects[Int(index)]
            }
            return nil
        }
        let (c0, c1, r0, r1) = span(rect)
        var middle = -1
        if middleFirst {
            let (c, _, r, _) = span(CanvasRect(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, width: 0, height: 0))
            middle = r * columns + c
            if let found = hit(inBucket: middle) { return found }
        }
        for r in r0...r1 {
            for c in c0...c1 where r * columns + c != middle {
                if let found = hit(inBucket: r * columns + c) { return found }
            }
        }
        return nil
    }

    /// The area of `rect` that the taken rectangles cover, counting overlaps among them twice
    /// and a turned box as its rectangle: a measure of how crowded a part of the canvas is.
    package func coveredArea(in rect: CanvasRect) -> Double {
        let (c0, c1, r0, r1) = span(rect)
        var seen = Set<Int32>()
        var area = 0.0
        for r in r0...r1 {
            for c in c0...c1 {
                for index in buckets[r * columns + c] where seen.insert(index).inserted {
                    area += rects[Int(index)].overlapArea(with: rect)
                }
            }
        }
        return area
    }

    /// The buckets `rect` touches, clamped to the grid: first and last column, first and last row.
    private func span(_ rect: CanvasRect) -> (Int, Int, Int, Int) {
        func bucket(_ value: Double, _ count: Int) -> Int {
            let b = (value / Self.bucketSize).rounded(.down)
            return b < 0 ? 0 : b >= Double(count) ? count - 1 : Int(b)
        }
        return (bucket(rect.x, columns), bucket(rect.maxX, columns), bucket(rect.y, rows), bucket(rect.maxY, rows))
    }
}

extension CanvasRect {
    /// The area this rectangle shares with `other`.
    package func overlapArea(with other: CanvasRect) -> Double {
        let w = min(maxX, other.maxX) - max(x, other.x)
        let h = min(maxY, other.maxY) - max(y, other.y)
        return w > 0 && h > 0 ? w * h : 0
    }

    /// The smallest rectangle holding both.
    package func union(_ other: CanvasRect) -> CanvasRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return CanvasRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// This rectangle grown by `d` on every side.
    package func grown(by d: Double) -> CanvasRect {
        CanvasRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
    }

    /// True when the rectangle lies inside `other`.
    package func isInside(_ other: CanvasRect) -> Bool {
        x >= other.x && y >= other.y && maxX <= other.maxX && maxY <= other.maxY
    }
}
