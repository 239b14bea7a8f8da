import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneSyntax

/// `DecimalParsing.double` must give exactly what `Double(String)` gives: the same bits, and nil
/// for the same texts.
private func expectSameAsDouble(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let fast = DecimalParsing.double(text)
    let reference = Double(text)
    #expect(
        fast?.bitPattern == reference?.bitPattern, "\(text): \(String(describing: fast)) vs \(String(describing: reference))",
        sourceLocation: sourceLocation)
    #expect((fast == nil) == (reference == nil), "\(text)", sourceLocation: sourceLocation)
}

/// A random decimal spelling: sign, integer digits, point, fraction digits, exponent, each
/// optional, now and then with a stray character.
private func randomDecimal(_ random: inout SeededRandom) -> String {
    func digits(_ count: Int, _ random: inout SeededRandom) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
    }
    var text = ""
    switch Int.random(in: 0..<6, using: &random) {
    case 0: text += "-"
    case 1: text += "+"
    default: break
    }
    if Int.random(in: 0..<8, using: &random) == 0 { text += String(repeating: "0", count: Int.random(in: 1...4, using: &random)) }
    text += digits(Int.random(in: 0...(Bool.random(using: &random) ? 4 : 20), using: &random), &random)
    if Int.random(in: 0..<4, using: &random) != 0 {
        text += "."
        text += digits(Int.random(in: 0...(Bool.random(using: &random) ? 7 : 24), using: &random), &random)
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
        text += Bool.random(using: &random) ? "e" : "E"
        switch Int.random(in: 0..<3, using: &random) {
        case 0: text += "-"
        case 1: text += "+"
        default: break
        }
        text += digits(Int.random(in: 0...3, using: &random), &random)
    }
    if Int.random(in: 0..<40, using: &random) == 0 {
        let strays = [" ", "_", "x", ".", "e", "-", "f", "\u{00A0}"]
        let stray = strays[Int.random(in: 0..<strays.count, using: &random)]
        let position = Int.random(in: 0...text.count, using: &random)
        text.insert(contentsOf: stray, at: text.index(text.startIndex, offsetBy: position))
    }
    return text
}

@Suite("Decimal parsing: the same doubles as Double(String)")
struct DecimalParsingTests {
    static let edgeCases = [
        "0", "-0", "+0", "0.0", "-0.0", "+0.0", "-0e5", "0e-400", "0e99999", "00", "007", "-007.50",
        ".5", "-.5", "+.5", "5.", "-5.", "5.e3", ".5e-3", ".", "-.", "+", "-", "", "e5", ".e5", "1e", "1e+", "1e-",
        "1E5", "1e+5", "1e-5", "1e22", "1e23", "1e-22", "1e-23", "9007199254740993", "123456789012345",
        "1234567890123456", "12345678901234567", "0.1", "0.2", "0.3", "1.7976931348623157e308", "1.8e308",
        "4.9e-324", "2.2250738585072014e-308", "1e-400", "1e400", "-1e400", "37.75000", "-122.37500",
        "90", "-180", "180.000001", "999999999999999", "999999999999999e22", "999999999999999e-22",
        "1_000", "1,5", " 1", "1 ", "0x1p3", "0x10", "inf", "-inf", "+inf", "nan", "-nan", "infinity",
        "1e0000000000000000000001", "0.000000000000000000000001", "100000000000000000000000",
        "3.14159265358979", "3.141592653589793", "2.718281828459045", "1.5e-7", "6.02214076e23",
        "٣", "１", "1e５",
    ]

    @Test func edgeCasesMatchDoubleFromString() {
        for text in Self.edgeCases { expectSameAsDouble(text) }
    }

    @Test func seededRandomDecimalsMatchDoubleFromString() {
        var random = SeededRandom(seed: 2026)
        for _ in 0..<200_000 { expectSameAsDouble(randomDecimal(&random)) }
    }

    @Test func randomDoublesPrintedAsCoordinatesMatch() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<100_000 {
            let value = Double.random(in: -180...180, using: &random)
            let places = Int.random(in: 0...9, using: &random)
            let scale = (0..<places).reduce(1.0) { product, _ in product * 10 }
            expectSameAsDouble(String((value * scale).rounded() / scale))
            expectSameAsDouble(String(value))
            expectSameAsDouble(String(Double(bitPattern: random.next())))
        }
    }

    @Test func theFastPathTakesOrdinaryNumbers() {
        for text in ["37.75000", "-122.37500", "0", "-0.0", ".5", "5.", "1e22", "123456789012345", "+3.25e-7"] {
            let value = text.utf8.withContiguousStorageIfAvailable { DecimalParsing.exact($0) }
            #expect(value != nil && value! != nil, "\(text)")
        }
        for text in ["1234567890123456", "1e23", "0x10", "inf", "1e", "."] {
            let value = text.utf8.withContiguousStorageIfAvailable { DecimalParsing.exact($0) }
            #expect(value == .some(nil), "\(text)")
        }
    }

    @Test func aShortDecimalReadInPlaceIsExactsValueOfWhatItRead() {
        var random = SeededRandom(seed: 17)
        let texts = Self.edgeCases + (0..<100_000).map { _ in randomDecimal(&random) }
        var taken = 0
        for text in texts {
            Array((text + ",").utf8).withUnsafeBufferPointer { buffer in
                guard let (value, end) = DecimalParsing.shortDecimal(in: buffer, at: 0) else { return }
                taken += 1
                let read = UnsafeBufferPointer(rebasing: buffer[..<end])
                #expect(DecimalParsing.exact(read)?.bitPattern == value.bitPattern, "\(text)")
                #expect(read.last.map { $0 &- UInt8(ascii: "0") < 10 } == true, "\(text) read to a digit")
            }
        }
        #expect(taken > 50_000)
        for text in ["37.64762", "-122.25822", "0", "+5", "-0.0", "90", "123456789012345", "000000000000000000001.5"] {
            let end = Array(text.utf8).withUnsafeBufferPointer { DecimalParsing.shortDecimal(in: $0, at: 0)?.end }
            #expect(end == text.utf8.count, "\(text) is read whole")
        }
        for text in [".5", "-.5", "1234567890123456", "0.1234567890123456", "-", "x1", ""] {
            let read = Array(text.utf8).withUnsafeBufferPointer { DecimalParsing.shortDecimal(in: $0, at: 0) }
            #expect(read == nil, "\(text) is left to exact")
        }
    }

    @Test func scalarNumberIsDoubleFromStringWithinTheSceneGrammar() {
        /// `Double(String)`, for the texts the grammar both front ends share admits.
        func before(_ text: String) -> Double? {
            guard DecimalParsing.isSceneNumber(text.utf8), let value = Double(text), value.isFinite else { return nil }
            return value
        }
        var random = SeededRandom(seed: 5)
        let fixed = ["1e400", "-1e400", "inf", "+inf", "-nan", ".nan", "0x1p3", "-0", "12", "1.5", "true", "~", "null"]
        for text in fixed + (0..<50_000).map({ _ in randomDecimal(&random) }) {
            #expect(Scalar(text: text, isQuoted: false).number?.bitPattern == before(text)?.bitPattern, "\(text)")
            #expect(Scalar(text: text, isQuoted: true).number == nil)
        }
    }
}
