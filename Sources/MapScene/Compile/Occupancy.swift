/// The parts of the canvas that are taken, for the label placement: rectangles kept in a grid of
/// buckets, so that asking whether a box is free looks only at what lies near it. Scenes with a
/// million pins stay linear: each rectangle goes into the few buckets it touches, and a question
/// stops at the first rectangle it hits.
struct Occupancy {
    /// A bucket's side in canvas points: about a label's height, a little more than a pin's.
    static let bucketSize = 32.0

    private let columns: Int
    private let rows: Int
    private var rects: [CanvasRect] = []
    /// For each bucket (row-major), the indices of the rectangles that touch it.
    private var buckets: [[Int32]]

    /// An empty occupancy of a `width` × `height` canvas; rectangles beyond the edges count in
    /// the edge buckets.
    init(width: Double, height: Double) {
        columns = max(1, Int((max(width, 0) / Self.bucketSize).rounded(.up)))
        rows = max(1, Int((max(height, 0) / Self.bucketSize).rounded(.up)))
        buckets = Array(repeating: [], count: columns * rows)
    }

    /// Takes `rect`, whether or not it is free.
    mutating func insert(_ rect: CanvasRect) {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite, rect.width >= 0, rect.height >= 0 else { return }
        let index = Int32(rects.count)
        rects.append(rect)
        let (c0, c1, r0, r1) = span(rect)
        for r in r0...r1 {
            for c in c0...c1 { buckets[r * columns + c].append(index) }
        }
    }

    /// Gives back the rectangle taken last.
    mutating func removeLast() {
        guard let rect = rects.popLast() else { return }
        let index = Int32(rects.count)
        let (c0, c1, r0, r1) = span(rect)
        for r in r0...r1 {
            for c in c0...c1 where buckets[r * columns + c].last == index { buckets[r * columns + c].removeLast() }
        }
    }

    /// True when `rect` shares no area with a rectangle taken so far.
    ///
    /// The bucket under the rectangle's middle is searched first: on a crowded canvas a hit is
    /// likeliest there, while a bucket the rectangle only grazes may hold a thousand rectangles
    /// that miss it.
    func isFree(_ rect: CanvasRect) -> Bool {
        hit(rect, middleFirst: true) == nil
    }

    /// The first taken rectangle that shares area with `rect`, if any, searching the buckets row
    /// by row and each in the order its rectangles were taken.
    func firstHit(_ rect: CanvasRect) -> CanvasRect? {
        hit(rect, middleFirst: false)
    }

    /// A taken rectangle that shares area with `rect`: the first one, bucket by bucket, after
    /// those of the bucket under its middle when `middleFirst`.
    private func hit(_ rect: CanvasRect, middleFirst: Bool) -> CanvasRect? {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return nil }
        func hit(inBucket bucket: Int) -> CanvasRect? {
            for index in buckets[bucket] where rects[Int(index)].intersects(rect) { return rects[Int(index)] }
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

    /// The area of `rect` that the taken rectangles cover, counting overlaps among them twice:
    /// a measure of how crowded a part of the canvas is.
    func coveredArea(in rect: CanvasRect) -> Double {
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
    func overlapArea(with other: CanvasRect) -> Double {
        let w = min(maxX, other.maxX) - max(x, other.x)
        let h = min(maxY, other.maxY) - max(y, other.y)
        return w > 0 && h > 0 ? w * h : 0
    }

    /// This rectangle grown by `d` on every side.
    func grown(by d: Double) -> CanvasRect {
        CanvasRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
    }

    /// True when the rectangle lies inside `other`.
    func isInside(_ other: CanvasRect) -> Bool {
        x >= other.x && y >= other.y && maxX <= other.maxX && maxY <= other.maxY
    }
}
