import Testing

@testable import MapScene
@testable import MapSceneDecode

/// The duplicate check's table of first occurrences answers as a dictionary of ids would.
@Suite struct FirstOccurrencesTests {
    @Test func eachIdsFirstOccurrenceIsFoundAndNoOtherIsRecorded() {
        // Short ids from a small alphabet: many repeat, many share a length and a prefix.
        var generator = SystemRandomNumberGenerator()
        let ids =
            (0..<40_000).map { _ in
                String((0..<Int.random(in: 1...3, using: &generator)).map { _ in "abcdefgh".randomElement(using: &generator)! })
            }
            + (0..<10_000).map { "pin-\($0 % 7_000)" }
        var table = FirstOccurrences(capacity: ids.count)
        var reference: [String: Int] = [:]
        for (index, id) in ids.enumerated() {
            let found = table.first(index, of: id) { ids[$0] }
            #expect(found == reference[id], "\(id) at \(index)")
            if reference[id] == nil { reference[id] = index }
        }
    }

    @Test func aTableFillsToHalfWithoutLosingAnId() {
        var table = FirstOccurrences(capacity: 8)
        let ids = (0..<8).map { "id\($0)" }
        for (index, id) in ids.enumerated() { #expect(table.first(index, of: id) { ids[$0] } == nil) }
        for (index, id) in ids.enumerated() { #expect(table.first(100 + index, of: id) { ids[$0] } == index) }
    }

    /// Each repeat of an included id, with its first occurrence, as a dictionary finds them.
    private func expectedRepeats(_ ids: [String], where included: (Int) -> Bool) -> [(index: Int, first: Int)] {
        var firsts: [String: Int] = [:]
        var repeats: [(index: Int, first: Int)] = []
        for (index, id) in ids.enumerated() where included(index) {
            if let first = firsts[id] { repeats.append((index, first)) } else { firsts[id] = index }
        }
        return repeats
    }

    @Test func aLongListIsCheckedPartByPartAndFindsWhatOneTableWould() {
        // Far more ids than one part holds: pins, some repeated far apart, every seventh left out
        // (a style's id, in its own namespace), and a Kelvin sign that is the same id as a K.
        var ids = (0..<60_000).map { "pin-\($0)" }
        for index in stride(from: 1_000, to: 60_000, by: 97) { ids[index] = "pin-\(index / 3)" }
        ids[40_000] = "K"
        ids[50_001] = "\u{212A}"
        let included = { (index: Int) in index % 7 != 3 }
        let found = FirstOccurrences.repeats(among: ids.count, where: included, id: { ids[$0] })
        let expected = expectedRepeats(ids, where: included)
        #expect(found.count == expected.count)
        #expect(found.map(\.index) == expected.map(\.index))
        #expect(found.map(\.first) == expected.map(\.first))
        #expect(found.contains { $0 == (50_001, 40_000) })
    }

    @Test func aShortListIsCheckedInOneTable() {
        let ids = ["a", "b", "a", "c", "b", "a"]
        let found = FirstOccurrences.repeats(among: ids.count, where: { $0 != 4 }, id: { ids[$0] })
        #expect(found.map(\.index) == [2, 5])
        #expect(found.map(\.first) == [0, 0])
    }
}
