import Foundation
import Testing

@testable import MapSceneBase

/// The one output value's three forms and the one parser: what the language server, `mapc
/// watch` and the reports rely on beyond the render list's canonical text.
@Suite struct JSONTextTests {
    private let value: JSONValue = .object([
        "zeta": .integer(-3),
        "alpha": .array([.integer(1), .number(0.1), .number(2), .null]),
        "path": "a/b \"c\" \\ d\ne\u{7}\u{2028}",
        "nested": .object(["b": .bool(true), "a": .fraction(0.125)]),
    ])

    @Test func theCompactFormIsOneLineWithKeysSortedAndIntegersAsIntegers() {
        #expect(
            value.text(.compact)
                == #"{"alpha":[1,0.1,2,null],"nested":{"a":0.125,"b":true},"path":"a/b \"c\" \\ d\ne\u0007\u2028","zeta":-3}"#
        )
    }

    @Test func theReportFormKeepsTheOrderBuiltAndEscapesEveryControlCharacter() {
        let expected = """
            {
              "zeta": -3,
              "alpha": [
                1,
                0.1,
                2,
                null
              ],
              "path": "a/b \\"c\\" \\\\ d\\u000ae\\u0007\\u2028",
              "nested": {
                "b": true,
                "a": 0.125
              }
            }
            """
        #expect(value.text(.report) == expected)
    }

    @Test func numbersJSONCannotHoldAreNull() {
        #expect(
            JSONValue.array([.number(.nan), .number(.infinity), .number(1e300), .number(-0.0)]).text(.compact)
                == "[null,null,1e+300,0]")
    }

    @Test func everyFormReadsBackAsTheSameValue() throws {
        for style in [JSONValue.TextStyle.compact, .report] {
            let read = try LocatedJSON.parse(value.bytes(style)).get()
            #expect(JSONValue(read) == value)
        }
        let canonical = value.canonicalBytes(precision: 2)
        #expect(JSONValue(try LocatedJSON.parse(canonical).get()) == value)
        #expect(try JSONSerialization.jsonObject(with: Data(value.bytes(.compact))) is [String: Any])
    }

    @Test func objectsAreEqualWhateverTheirOrder() {
        let reordered: JSONValue = .object([
            "nested": .object(["a": .number(0.125), "b": .bool(true)]), "path": "a/b \"c\" \\ d\ne\u{7}\u{2028}",
            "alpha": .array([.number(1), .number(0.1), .integer(2), .null]), "zeta": .number(-3),
        ])
        #expect(reordered == value)
        var object = value.object ?? [:]
        object["zeta"] = .integer(4)
        #expect(JSONValue.object(object) != value)
        object["zeta"] = nil
        #expect(object.members.map(\.key) == ["alpha", "path", "nested"])
    }

    @Test func theParserRefusesBytesThatAreNotUTF8WhereTheyAre() {
        guard case .failure(let failure) = LocatedJSON.parse(Array(#"{"a": "ok \#u{E9}"#.utf8) + [0xFF, 0x22, 0x7D]) else {
            Issue.record("read bytes that are not UTF-8")
            return
        }
        #expect(failure == LocatedJSON.Failure(message: "a string is not UTF-8", offset: 12))
    }

    @Test func wholeNumbersAreIntegersAndNothingElseIs() throws {
        let read = try LocatedJSON.parse(Array(#"[3, 3.0, -2e3, 3.5, true, "3", 1e15]"#.utf8)).get()
        #expect(read.elements?.map(\.integer) == [3, 3, -2000, nil, nil, nil, nil])
    }
}
