import Testing

@testable import MapScene

/// Joining a streamed list's context: the elements in order, the other list left empty, and the
/// storage of whichever list has room for both kept.
@Suite struct ArrayJoiningTests {
    @Test func aFewElementsGoInFrontOfAManyInTheManysOwnStorage() {
        var few = ["style-a", "style-b"]
        var many = (0..<1_000).map { "pin-\($0)" }
        many.reserveCapacity(1_100)
        let storage = many.withUnsafeBufferPointer { $0.baseAddress }
        few.append(emptying: &many)
        #expect(few == ["style-a", "style-b"] + (0..<1_000).map { "pin-\($0)" })
        #expect(many.isEmpty)
        #expect(few.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    @Test func aLongerListGoesIntoTheRoomMadeForItAhead() {
        var first = (0..<400).map { "pin-\($0)" }
        first.reserveCapacity(1_000)
        let storage = first.withUnsafeBufferPointer { $0.baseAddress }
        var second = (400..<1_000).map { "pin-\($0)" }
        first.append(emptying: &second)
        #expect(first == (0..<1_000).map { "pin-\($0)" })
        #expect(second.isEmpty)
        #expect(first.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    @Test func aLongerListWithoutRoomGoesInFrontOfAShorterOneInTheRoomMadeForBoth() {
        var first = (0..<600).map { "pin-\($0)" }
        var second = (600..<1_000).map { "pin-\($0)" }
        second.reserveCapacity(1_100)
        let storage = second.withUnsafeBufferPointer { $0.baseAddress }
        first.append(emptying: &second)
        #expect(first == (0..<1_000).map { "pin-\($0)" })
        #expect(second.isEmpty)
        #expect(first.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    @Test func listsWithoutRoomForBothAreJoinedAtTheirSizeNotInADoubledBuffer() {
        var first = Array(0..<1_000)
        first.reserveCapacity(1_000)
        var second = Array(1_000..<1_900)
        first.append(emptying: &second)
        #expect(first == Array(0..<1_900))
        #expect(first.capacity >= 1_900 && first.capacity < 2_000, "\(first.capacity)")
    }

    @Test func aShorterListGoesAfterALongerOne() {
        var first = Array(0..<10)
        var second = [10, 11, 12]
        first.append(emptying: &second)
        #expect(first == Array(0..<13))
        #expect(second.isEmpty)
    }

    @Test func equalOrEmptyListsJoinInOrder() {
        var first = [1, 2]
        var second = [3, 4]
        first.append(emptying: &second)
        #expect(first == [1, 2, 3, 4])
        var empty: [Int] = []
        var rest = [5, 6]
        empty.append(emptying: &rest)
        #expect(empty == [5, 6] && rest.isEmpty)
    }
}
