import Foundation
import Testing

@testable import MapScene
@testable import MapSceneSVG

/// Every number in the examples' SVG is plain fixed-point: no `-0`, no exponent, no more decimals
/// than asked for.
@Suite struct SVGNumbersTests {
    /// The attributes and style properties that hold numbers.
    static let numeric: Set<String> = [
        "width", "height", "viewBox", "x", "y", "rx", "ry", "cx", "cy", "r", "d", "transform", "stdDeviation",
    ]

    /// The numbers in `text`: runs of digits, signs and points.
    static func numbers(in text: String) -> [String] {
        var found: [String] = []
        var current = ""
        for c in text {
            if c.isASCII, c.isNumber || c == "." || c == "-" || c == "e" || c == "E" || c == "+" {
                current.append(c)
            } else {
                if current.contains(where: \.isNumber) { found.append(current) }
                current = ""
            }
        }
        if current.contains(where: \.isNumber) { found.append(current) }
        return found
    }

    static func isPlain(_ number: String, decimals: Int) -> Bool {
        // -?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?, not -0, read byte by byte (a regular expression per
        // number is most of this suite's time in a debug build).
        var bytes = Substring(number).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = bytes.prefix(while: isDigit)
        guard !whole.isEmpty, whole.count == 1 || whole.first != UInt8(ascii: "0"), number != "-0" else { return false }
        let rest = bytes.dropFirst(whole.count)
        guard let point = rest.first else { return true }
        let fraction = rest.dropFirst()
        guard point == UInt8(ascii: "."), !fraction.isEmpty, fraction.allSatisfy(isDigit), fraction.last != UInt8(ascii: "0")
        else { return false }
        return fraction.count <= max(decimals, 3)
    }

    @Test(arguments: Examples.names, [0, 2, 4])
    func numbersArePlainAtEveryPrecision(name: String, precision: Int) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let document = try #require(SVGDocument(SVGBackend.render(list, options: SVGOptions(precision: precision))))
        var checked = 0
        for element in document.elements {
            for (attribute, value) in element.attributes where Self.numeric.contains(attribute) {
                for number in Self.numbers(in: value.replacingOccurrences(of: "translate", with: " ")) {
                    #expect(
                        Self.isPlain(number, decimals: precision), "\(name): \(attribute)=\"\(value.prefix(60))\" has \(number)")
                    checked += 1
                }
            }
        }
        let style = document.elements.first { $0.name == "style" }?.text ?? ""
        for declaration in style.split(whereSeparator: { $0 == ";" || $0 == "{" || $0 == "}" }) {
            guard let colon = declaration.firstIndex(of: ":"), !declaration.contains("#"), !declaration.contains("@") else {
                continue
            }
            for number in Self.numbers(
                in: String(declaration[declaration.index(after: colon)...]).replacingOccurrences(of: "px", with: ""))
            {
                #expect(Self.isPlain(number, decimals: precision), "\(name): \(declaration) has \(number)")
            }
        }
        #expect(checked > 20)
    }

    @Test func theCheckCatchesWhatItShould() {
        #expect(!Self.isPlain("-0", decimals: 2))
        #expect(!Self.isPlain("1e-7", decimals: 2))
        #expect(!Self.isPlain("1.50", decimals: 2))
        #expect(!Self.isPlain("0.12345", decimals: 2))
        #expect(Self.isPlain("-12.5", decimals: 2))
        #expect(Self.isPlain("0.125", decimals: 2))
    }
}
