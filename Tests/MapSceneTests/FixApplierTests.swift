import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneDecode
@testable import MapSceneLint
@testable import MapSceneModel

/// Applying fixes: edits by line and column (in Unicode scalars) become byte offsets, the text
/// outside them stays, and overlapping fixes are left out the same way every time.
@Suite struct FixApplierTests {
    static func range(_ line: Int, _ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: SourceLocation(line: line, column: start), end: SourceLocation(line: line, column: end))
    }

    static func fix(_ line: Int, _ start: Int, _ end: Int, _ replacement: String) -> Fix {
        Fix("replace", edits: [TextEdit(range(line, start, end), replacement)])
    }

    static func apply(_ fixes: [Fix], to text: String) -> (text: String, applied: [Int]) {
        let outcome = FixApplier.apply(fixes, to: Array(text.utf8))
        return (String(decoding: outcome.bytes, as: UTF8.self), outcome.applied)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        // "é" and "—" are several bytes each but one column.
        let text = "title: \"é — ok\"  pin: gren\n"
        let (fixed, applied) = Self.apply([Self.fix(1, 23, 27, "green")], to: text)
        #expect(fixed == "title: \"é — ok\"  pin: green\n")
        #expect(applied == [0])
    }

    @Test func editsOnSeveralLinesKeepEverythingElse() {
        let text = "a: tpye # one\r\nb: 'levle'\n\nc: x\n"
        let (fixed, applied) = Self.apply(
            [Self.fix(2, 5, 10, "level"), Self.fix(1, 4, 8, "type"), Self.fix(4, 4, 5, "\"#f00\"")], to: text)
        #expect(fixed == "a: type # one\r\nb: 'level'\n\nc: \"#f00\"\n")
        #expect(applied == [0, 1, 2])
    }

    @Test func ofTwoOverlappingFixesTheEarlierStartingOneIsTakenWhateverTheOrderGiven() {
        let text = "abcdefgh\n"
        let first = Self.fix(1, 2, 5, "X"), second = Self.fix(1, 4, 7, "Y")
        #expect(Self.apply([first, second], to: text) == ("aXefgh\n", [0]))
        #expect(Self.apply([second, first], to: text) == ("aXefgh\n", [1]))
    }

    @Test func fixesStartingAtOnePlaceOverlapAndTheFirstGivenWins() {
        let text = "abc\n"
        #expect(Self.apply([Self.fix(1, 2, 2, "X"), Self.fix(1, 2, 2, "Y")], to: text) == ("aXbc\n", [0]))
        #expect(Self.apply([Self.fix(1, 2, 3, "X"), Self.fix(1, 2, 2, "Y")], to: text) == ("aXc\n", [0]))
    }

    @Test func touchingFixesAreBothTaken() {
        #expect(Self.apply([Self.fix(1, 1, 2, "X"), Self.fix(1, 2, 3, "Y")], to: "abc\n") == ("XYc\n", [0, 1]))
    }

    @Test func aFixWhoseEditsOverlapEachOtherOrLeaveTheTextIsNotApplied() {
        let text = "abc\n"
        let selfOverlapping = Fix("both", edits: [TextEdit(Self.range(1, 1, 3), "X"), TextEdit(Self.range(1, 2, 4), "Y")])
        #expect(Self.apply([selfOverlapping], to: text) == (text, []))
        #expect(Self.apply([Self.fix(3, 1, 2, "X")], to: text) == (text, []), "no line 3")
        #expect(Self.apply([Self.fix(1, 3, 9, "X")], to: text) == (text, []), "past the line's end")
        #expect(Self.apply([Self.fix(1, 4, 4, "!")], to: text) == ("abc!\n", [0]), "just past the end is a place to insert")
    }

    @Test func aFixIsAppliedWholeOrNotAtAll() {
        let text = "abcdef\n"
        let two = Fix("two", edits: [TextEdit(Self.range(1, 1, 2), "X"), TextEdit(Self.range(1, 5, 6), "Y")])
        let blocker = Self.fix(1, 4, 6, "Z")
        #expect(
            Self.apply([blocker, two], to: text) == ("XbcdYf\n", [1]), "the fix starting first is taken whole; the blocker goes")
        let early = Self.fix(1, 1, 2, "Z")
        #expect(
            Self.apply([early, two], to: text) == ("Zbcdef\n", [0]),
            "starting at one place, the first in the list blocks the whole of the other")
        #expect(Self.apply([two, early], to: text) == ("XbcdYf\n", [0]))
    }

    @Test func suggestionsEquallyCloseAreAllNamedAndNoneIsAFix() {
        #expect(Suggestion.closestAll(to: "gren", in: Color.names) == ["green", "grey"])
        #expect(Suggestion.phrase(for: "gren", in: Color.names) == "; did you mean 'green' or 'grey'?")
        #expect(Suggestion.closestAll(to: "grene", in: Color.names) == ["green"])
        #expect(Suggestion.closestAll(to: "zzzzzz", in: Color.names) == [])
    }

    @Test func theNormalSpellingOfAColorIsLowerCaseWithoutSpaces() {
        #expect(Color.normalSpelling(of: "Red") == "red")
        #expect(Color.normalSpelling(of: " DarkGreen / 0.5 ") == "darkgreen/0.5")
        #expect(Color.normalSpelling(of: "#D33") == "#D33")
        #expect(Color.normalSpelling(of: "#d33/0.2") == "#d33/0.2")
        #expect(Color.normalSpelling(of: "reed") == nil)
    }

    @Test func aUnitSpeltOutMeansItsSymbol() {
        #expect(DecodingContext.unitSuggestions(for: "meters", in: ["m", "km", "mi", "ft"]) == ["m"])
        #expect(DecodingContext.unitSuggestions(for: "KM", in: ["m", "km", "mi", "ft"]) == ["km"])
        #expect(DecodingContext.unitSuggestions(for: "Degrees", in: ["deg", "rad"]) == ["deg"])
        #expect(DecodingContext.unitSuggestions(for: "meters", in: ["deg", "rad"]) == [])
    }
}
