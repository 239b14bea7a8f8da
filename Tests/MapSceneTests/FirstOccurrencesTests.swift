import Testing
@testable import MapScene

/// The duplicate check's table of first occurrences answers as a dictionary of ids would.
@Suite struct FirstOccurrencesTests {
    @Test func eachIdsFirstOccurrenceIsFoundAndNoOtherIsRecorded() {
        // Short ids from a small alphabet: many repeat, many share a length and a prefix.
        var generator = SystemRandomNumberGenerator()
        let ids = (0..<40_000).map { _ in String((0..<Int.random(in: 1...3, using: &generator)).map { _ in "abcdefgh".randomElement(using: &generator)! }) }
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
}
