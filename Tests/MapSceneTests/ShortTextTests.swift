import Testing
@testable import MapScene

/// Short ASCII spellings are laid out as strings directly (`ShortText`); every string made so
/// must be the one the standard library makes of the same bytes, in every way it can be used.
@Suite struct ShortTextTests {
    private static func both(_ bytes: [UInt8]) -> (short: String, usual: String) {
        bytes.withUnsafeBufferPointer { (ShortText.string($0), String(decoding: $0, as: UTF8.self)) }
    }

    @Test func theLayoutIsTheStandardLibrarysOnThisMachine() {
        // On the machines mapc is built for, the direct layout is the one used.
        #expect(ShortText.inlineLayoutHolds)
    }

    @Test func everyLengthOfPrintableASCIIGivesTheSameString() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...20 {
            for _ in 0..<50 {
                let bytes = (0..<count).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
                let (short, usual) = Self.both(bytes)
                #expect(short == usual)
                #expect(short.hashValue == usual.hashValue)
                #expect(Array(short.utf8) == bytes)
                #expect(short.count == usual.count)
                #expect(short.utf8.count == count)
                #expect(short.uppercased() == usual.uppercased())
                #expect(short < usual + "~" && !(short < usual))
                #expect(Set([short, usual]).count == 1)
            }
        }
    }

    @Test func controlCharactersAndMultibyteTextGiveTheSameString() {
        for text in ["tab\there", "line\nbreak", "\u{7F}", "café", "Zürich", "東京", "🇫🇷", "e\u{301}", "\u{212A}", "a\u{0}b"] {
            let (short, usual) = Self.both(Array(text.utf8))
            #expect(short == usual)
            #expect(short == text)
            #expect(short.hashValue == text.hashValue)
            #expect(Array(short.unicodeScalars) == Array(text.unicodeScalars))
        }
    }

    @Test func aShortStringGrowsAndIsCopiedAsAnyOther() {
        var text = Self.both(Array("a12345".utf8)).short
        let copy = text
        text += " and a good deal more than fifteen bytes"
        #expect(copy == "a12345")
        #expect(text == "a12345 and a good deal more than fifteen bytes")
        #expect(text.hasPrefix(copy))
        #expect([copy: 1][String("a12345")] == 1)
    }
}
