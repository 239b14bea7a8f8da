import Testing
@testable import MapScene

/// `Occupancy` answers "is this box free?" as a search of every taken rectangle would, however
/// crowded the canvas: the cells one rectangle covers whole only make the answer quicker.
@Suite struct OccupancyTests {
    /// A small linear congruential generator, so the rectangles are the same on every machine.
    struct Numbers {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(1 << 53)
            return range.lowerBound + unit * (range.upperBound - range.lowerBound)
        }
    }

    /// A rectangle anywhere on or around a 300 × 200 canvas, some past its edges, some thin, some
    /// on the cell grid exactly.
    func rect(_ numbers: inout Numbers) -> CanvasRect {
        var x = numbers.next(-40...320), y = numbers.next(-40...220)
        var width = numbers.next(0...60), height = numbers.next(0...40)
        if numbers.next(0...1) < 0.3 { (x, y, width, height) = ((x / 4).rounded() * 4, (y / 4).rounded() * 4, (width / 4).rounded() * 4, (height / 4).rounded() * 4) }
        if numbers.next(0...1) < 0.1 { width = numbers.next(0...0.5) }
        return CanvasRect(x: x, y: y, width: width, height: height)
    }

    func searchingEveryRectangle(_ taken: [CanvasRect], _ box: CanvasRect) -> Bool {
        !taken.contains { $0.intersects(box) }
    }

    @Test func isFreeAgreesWithSearchingEveryRectangle() {
        var numbers = Numbers(state: 7)
        for round in 0..<20 {
            var occupancy = Occupancy(width: 300, height: 200)
            var taken: [CanvasRect] = []
            for _ in 0..<(round * 15) {
                let next = rect(&numbers)
                occupancy.insert(next)
                taken.append(next)
            }
            for _ in 0..<300 {
                let box = rect(&numbers)
                #expect(occupancy.isFree(box) == searchingEveryRectangle(taken, box), "round \(round): \(box)")
            }
        }
    }

    @Test func aRectangleGivenBackNoLongerCoversItsCells() {
        var occupancy = Occupancy(width: 128, height: 128)
        occupancy.insert(CanvasRect(x: 0, y: 0, width: 16, height: 16))
        occupancy.insert(CanvasRect(x: 30, y: 30, width: 40, height: 40))
        #expect(!occupancy.isFree(CanvasRect(x: 40, y: 40, width: 8, height: 8)))
        occupancy.removeLast()
        #expect(occupancy.isFree(CanvasRect(x: 40, y: 40, width: 8, height: 8)))
        #expect(!occupancy.isFree(CanvasRect(x: 4, y: 4, width: 8, height: 8)))
    }

    @Test func boxesThatOnlyTouchAreFree() {
        var occupancy = Occupancy(width: 64, height: 64)
        occupancy.insert(CanvasRect(x: 8, y: 8, width: 16, height: 16))
        #expect(occupancy.isFree(CanvasRect(x: 24, y: 8, width: 16, height: 16)))
        #expect(occupancy.isFree(CanvasRect(x: 8, y: 24, width: 16, height: 16)))
        #expect(!occupancy.isFree(CanvasRect(x: 23.5, y: 8, width: 16, height: 16)))
    }
}
