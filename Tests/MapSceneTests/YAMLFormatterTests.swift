import Foundation
import Testing

@testable import MapSceneBase
@testable import MapScenePrint

/// `mapc fmt` of YAML scenes: the author's flow and block styles, key order and comments kept,
/// spacing, quoting and indentation normalised, long flow lists filled to the line width.
@Suite struct YAMLFormatterTests {
    /// The formatted text of the YAML `text`; nil when it has syntax errors.
    static func format(_ text: String, width: Int = PrintLayout.width) -> String? {
        SceneText.format(SourceFile(path: "scene.yaml", text: text), width: width).text
    }

    /// The scene `text` as the DSL prints it: the same for two texts that read as the same tree.
    static func meaning(_ text: String, path: String = "scene.yaml") throws -> String {
        let output = SceneText.convert(SourceFile(path: path, text: text), to: .dsl)
        return try #require(output.text, "\(output.diagnostics.map(\.message))")
    }

    @Test func everyExampleIsFormattedAlreadyInBothSyntaxes() throws {
        for name in Examples.names {
            for syntax in SceneSyntax.allCases {
                let source = try Examples.source(name, syntax: syntax)
                let formatted = try #require(SceneText.format(source).text, "\(name).\(syntax.fileExtension)")
                #expect(formatted == String(decoding: source.bytes, as: UTF8.self), "\(name).\(syntax.fileExtension)")
            }
        }
    }

    @Test func formattingKeepsTheMeaningOfEveryExampleFromAnyLayout() throws {
        for name in Examples.names {
            let source = try Examples.source(name)
            let original = String(decoding: source.bytes, as: UTF8.self)
            // The same scene in `convert`'s canonical YAML, and laid out badly: deeper
            // indentation, spaces inside brackets and around colons.
            let canonical = try #require(SceneText.convert(source, to: .yaml).text)
            let messy = original.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                // Every block level three spaces deeper; spaces added in flow collections, not in
                // comments, quotes or plain text.
                let deeper = line.hasPrefix(" ") ? "   " + line : String(line)
                let isFlow = line.contains(": [") || line.contains(": {") || line.contains("- {") || line.contains("- [")
                guard isFlow, !line.contains("#"), !line.contains("\"") else { return deeper }
                return deeper.replacingOccurrences(of: ", ", with: " ,   ").replacingOccurrences(of: "[", with: "[ ")
            }.joined(separator: "\n")
            for text in [original, canonical, messy] {
                let once = try #require(Self.format(text), "\(name)")
                #expect(Self.format(once) == once, "\(name): formatting again changes nothing")
                #expect(
                    try Self.meaning(once, path: "Examples/\(name).yaml") == Self.meaning(text, path: "Examples/\(name).yaml"))
            }
            #expect(Self.format(messy) == original, "\(name): the messy layout is tidied back to the example")
        }
    }

    @Test func flowAndBlockStylesAreKeptWhereTheAuthorMixedThem() {
        let text = """
            mapscene: 1
            camera:
              center: [60.17, 24.94]
              distance: 5km
            canvas: {width: 600, height: 400}
            annotations:
              - {id: a, coordinate: [60.1, 24.9], title: A}
              - id: b
                coordinate:
                  - 60.2
                  - 24.95
                marker: {color: red}

            """
        #expect(Self.format(text) == text)
        let untidy = text.replacingOccurrences(of: "{width: 600, height: 400}", with: "{ width: 600 , height :  400 }")
            .replacingOccurrences(of: "  center:", with: "    center:").replacingOccurrences(
                of: "  distance:", with: "    distance:")
        #expect(Self.format(untidy) == text)
    }

    @Test func keyOrderCommentsAndBlankLinesAreKept() {
        let text = """
            # A header.

            title: "Keys out of order"  # after the title
            mapscene: 1
            camera: {distance: 5km, center: [60.17, 24.94]}

            # Pins.
            annotations:
              # The first.
              - id: a
                coordinate: [60.1, 24.9]  # here
              # The end of the list.
            # The end.

            """
        let formatted = Self.format(text)
        #expect(formatted == text.replacingOccurrences(of: "\"Keys out of order\"", with: "Keys out of order"))
    }

    @Test func quotingSpacingAndIndentationAreNormalised() {
        let text =
            "mapscene:   1\ntitle: 'Park'\nsubtitle: \"#1 park: here\"\ncamera:\n    center: [ 60.1,24.9 ]\n    distance:    5km\n"
        let expected = "mapscene: 1\ntitle: Park\nsubtitle: \"#1 park: here\"\ncamera:\n  center: [60.1, 24.9]\n  distance: 5km\n"
        #expect(Self.format(text) == expected)
        // Numbers keep their digits; words that mean something else unquoted keep their quotes.
        #expect(Self.format("a: [48.1403, 11.5600]\nb: \"true\"\nc: '12'\n") == "a: [48.1403, 11.5600]\nb: \"true\"\nc: \"12\"\n")
    }

    @Test func longCoordinateListsAreFilledToTheLineWidth() throws {
        let points = (0..<30).map { "[\(40 + $0).5, \(-120 - $0).25]" }
        let header = "mapscene: 1\ncamera: {center: [45, -125], distance: 3000km}\n"
        let text = header + "overlays:\n  - id: area\n    polygon: [\(points.joined(separator: ", "))]\n"
        let formatted = try #require(Self.format(text))
        let lines = formatted.split(separator: "\n")
        #expect(lines.count > 4)
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= 100 })
        #expect(lines[4].hasPrefix("    polygon: [[40.5, -120.25], [41.5, -121.25],"))
        #expect(lines[5...].allSatisfy { $0.hasPrefix("      [") }, "continuation lines indented two spaces inside the key")
        #expect(Self.format(formatted) == formatted)
        #expect(try Self.meaning(formatted) == Self.meaning(text))
        // Narrower: more lines, each within the width.
        let narrow = try #require(Self.format(text, width: 60))
        #expect(narrow.split(separator: "\n").allSatisfy { $0.unicodeScalars.count <= 60 })
        #expect(narrow.split(separator: "\n").count > lines.count)
        // A flow mapping too long for a line is filled the same way, its long list broken inside.
        let item =
            "annotations:\n  - {id: a, title: A long title for a pin, coordinate: [60.1, 24.9], polygon: [\(points.joined(separator: ", "))]}\n"
        let filled = try #require(Self.format(item))
        #expect(filled.split(separator: "\n").allSatisfy { $0.unicodeScalars.count <= 100 })
        #expect(Self.format(filled) == filled)
    }

    @Test func commentsInsideAFlowListTakeALineForEachElement() throws {
        let text = "mapscene: 1\ndash: [8,\n  4,  # long\n 2]  # the dash\n"
        let formatted = try #require(Self.format(text))
        #expect(formatted == "mapscene: 1\ndash: [\n  8,\n  4,  # long\n  2  # the dash\n  ]\n")
        #expect(Self.format(formatted) == formatted)
    }

    @Test func anchorsAliasesBlockScalarsAndTheDocumentMarkerAreKept() throws {
        let text = """
            ---
            mapscene: 1
            styles:
              base: &base {stroke: red, width: 2}
              trail: *base
            nested:
              - - a
                - b
            description: |
              Two lines
                the second indented.
            title: >-
              Folded
              text

            """
        #expect(Self.format(text) == text)
        let deeper = text.replacingOccurrences(of: "\n  ", with: "\n      ")
        #expect(Self.format(deeper) == text)
    }

    @Test func aFileWithSyntaxErrorsIsNotFormatted() {
        let output = SceneText.format(SourceFile(path: "scene.yaml", text: "mapscene: 1\ncamera: {center: [1, 2]\n"))
        #expect(output.text == nil)
        #expect(output.diagnostics.contains { $0.rule == "yaml-syntax" && $0.range != nil })
    }
}
