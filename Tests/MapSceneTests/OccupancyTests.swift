import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneCompile
@testable import MapSceneGeometry

/// `Occupancy` answers "is this box free?" as a search of every taken rectangle would, however
/// crowded the canvas: the cells one rectangle covers whole only make the answer quicker.
@Suite struct OccupancyTests {
    /// A rectangle anywhere on or around a 300 × 200 canvas, some past its edges, some thin, some
    /// on the cell grid exactly.
    func rect(_ random: inout SeededRandom) -> CanvasRect {
        var x = Double.random(in: -40...320, using: &random), y = Double.random(in: -40...220, using: &random)
        var width = Double.random(in: 0...60, using: &random), height = Double.random(in: 0...40, using: &random)
        if Double.random(in: 0...1, using: &random) < 0.3 {
            (x, y, width, height) = (
                (x / 4).rounded() * 4, (y / 4).rounded() * 4, (width / 4).rounded() * 4, (height / 4).rounded() * 4
            )
        }
        if Double.random(in: 0...1, using: &random) < 0.1 { width = Double.random(in: 0...0.5, using: &random) }
        return CanvasRect(x: x, y: y, width: width, height: height)
    }

    func searchingEveryRectangle(_ taken: [CanvasRect], _ box: CanvasRect) -> Bool {
        !taken.contains { $0.intersects(box) }
    }

    @Test func isFreeAgreesWithSearchingEveryRectangle() {
        var random = SeededRandom(seed: 7)
        for round in 0..<20 {
            var occupancy = Occupancy(width: 300, height: 200)
            var taken: [CanvasRect] = []
            for _ in 0..<(round * 15) {
                let next = rect(&random)
                occupancy.insert(next)
                taken.append(next)
            }
            for _ in 0..<300 {
                let box = rect(&random)
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

    /// A label's box somewhere on the canvas, turned by any angle, or level now and then.
    func box(_ random: inout SeededRandom) -> TextBox {
        let at = CanvasPoint(x: Double.random(in: -20...320, using: &random), y: Double.random(in: -20...220, using: &random))
        let rotation = Double.random(in: 0...1, using: &random) < 0.2 ? 0 : Double.random(in: -89.9...90, using: &random)
        return TextBox(
            width: Double.random(in: 0...80, using: &random), size: Double.random(in: 6...14, using: &random),
            spot: TextSpot(at: at, rotation: rotation))
    }

    @Test func turnedBoxesAreFreeExactlyWhenNoTakenShapeSharesTheirArea() {
        var random = SeededRandom(seed: 11)
        for round in 0..<12 {
            var occupancy = Occupancy(width: 300, height: 200)
            var taken: [[CanvasPoint]] = []
            for n in 0..<(round * 10) {
                if n % 2 == 0 {
                    let next = box(&random)
                    occupancy.insert(next)
                    taken.append(next.corners)
                } else {
                    let next = rect(&random)
                    occupancy.insert(next)
                    taken.append(TextBox.corners(of: next))
                }
            }
            for _ in 0..<200 {
                let turned = box(&random)
                #expect(occupancy.isFree(turned) == !taken.contains { TextBox.overlap($0, turned.corners) }, "round \(round)")
                let level = rect(&random)
                let levelCorners = TextBox.corners(of: level)
                #expect(
                    occupancy.isFree(level) == !taken.contains { TextBox.overlap($0, levelCorners) }, "round \(round): \(level)")
            }
        }
    }

    @Test func namesOnNearbyStreetsMayShareTheRectangleAroundThem() {
        // Two names along parallel diagonal streets: their rectangles overlap, their boxes do not.
        var occupancy = Occupancy(width: 200, height: 200)
        let name = TextBox(width: 60, size: 10, spot: TextSpot(at: CanvasPoint(x: 80, y: 100), rotation: 45))
        let beside = TextBox(width: 60, size: 10, spot: TextSpot(at: CanvasPoint(x: 100, y: 80), rotation: 45))
        #expect(name.bounds.intersects(beside.bounds))
        occupancy.insert(name)
        #expect(occupancy.isFree(beside))
        // A name on a crossing street does not fit.
        #expect(!occupancy.isFree(TextBox(width: 60, size: 10, spot: TextSpot(at: CanvasPoint(x: 90, y: 90), rotation: -45))))
        // The corner of the rectangle around the box is not taken; the box's middle is.
        let bounds = name.bounds
        #expect(occupancy.isFree(CanvasRect(x: bounds.maxX - 6, y: bounds.y, width: 6, height: 6)))
        #expect(!occupancy.isFree(CanvasRect(x: 78, y: 96, width: 4, height: 4)))
        occupancy.removeLast()
        #expect(occupancy.isFree(CanvasRect(x: 78, y: 96, width: 4, height: 4)))
    }
}
