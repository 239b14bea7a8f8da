import Testing
@testable import MapScene

/// Work split over two cores gives what doing it in order gives.
@Suite struct TwoCoresTests {
    @Test func bothGivesEachPieceItsOwnResult() {
        let (first, second) = TwoCores.both({ (1...1_000).reduce(0, +) }, { String(repeating: "ab", count: 3) })
        #expect(first == 500_500)
        #expect(second == "ababab")
        let (alone, after) = TwoCores.both(together: false, { [1, 2] }, { [3] })
        #expect(alone + after == [1, 2, 3])
    }

    @Test func compactMapKeepsTheOrderAndLeavesOutTheNilsAtEveryLength() {
        for count in [0, 1, 2, 3, TwoCores.minimumCount - 1, TwoCores.minimumCount, TwoCores.minimumCount + 1, 3 * TwoCores.minimumCount + 7] {
            let values = TwoCores.compactMap(count: count) { index, _ in index % 3 == 1 ? nil : index * 2 }
            #expect(values == (0..<count).compactMap { $0 % 3 == 1 ? nil : $0 * 2 }, "\(count) elements")
        }
    }
}
