/// Small helpers on lists of canvas points.
enum CanvasGeometry {
    /// The bounding rectangle of `points`, or nil when there are none.
    static func bounds(_ points: [CanvasPoint]) -> CanvasRect? {
        points.withUnsafeBufferPointer { buffer in
            guard let first = buffer.first else { return nil }
            var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
            for p in buffer {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            return CanvasRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// `points` without the ones closer than `tolerance` to the last one kept (the first and the
    /// last point are always kept): what the output resolution cannot show anyway.
    static func thinned(_ points: [CanvasPoint], tolerance: Double) -> [CanvasPoint] {
        guard points.count > 2 else { return points }
        let squared = tolerance * tolerance
        return points.withUnsafeBufferPointer { buffer in
            var result: [CanvasPoint] = [buffer[0]]
            result.reserveCapacity(buffer.count)
            var last = buffer[0]
            for i in 1..<(buffer.count - 1) {
                let p = buffer[i]
                let dx = p.x - last.x, dy = p.y - last.y
                if dx * dx + dy * dy >= squared {
                    result.append(p)
                    last = p
                }
            }
            result.append(buffer[buffer.count - 1])
            return result
        }
    }
}
