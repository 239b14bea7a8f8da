import Foundation
import TestSupport
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePrint
@testable import MapSceneSyntax

/// `shape` with the quotes left out where the decoder does not care about them: what a
/// conversion must keep exactly. With `sortingKeys`, mapping order is left out too (the DSL's
/// canonical form puts an annotation's id and coordinate first).
func modelShape(_ node: SyntaxNode, sortingKeys: Bool = false) -> String {
    switch node.content {
    case .scalar(let s):
        if s.isQuoted { return QuoteSensitivity.isSensitive(s.text) ? "\"\(s.text)\"" : s.text }
        if s.isNull { return "null" }
        return s.number.map(DSLSpelling.canonical) ?? s.text
    case .mapping(let entries):
        let parts = entries.map { "\($0.key): \(modelShape($0.value, sortingKeys: sortingKeys))" }
        return "{" + (sortingKeys ? parts.sorted() : parts).joined(separator: ", ") + "}"
    case .sequence(let elements):
        return "[" + elements.map { modelShape($0, sortingKeys: sortingKeys) }.joined(separator: ", ") + "]"
    }
}

private func yamlRoot(_ text: String) throws -> SyntaxNode {
    let (root, diagnostics) = YAMLReader.read(SourceFile(path: "s.yaml", text: text))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))\n\(text)")
    return try #require(root)
}

private func dslRoot(_ text: String) throws -> SyntaxNode {
    let (root, diagnostics) = readDSL(text)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))\n\(text)")
    return try #require(root)
}

/// A minimal valid scene in YAML with `body` appended.
private func yamlScene(_ body: String) -> String {
    "mapscene: 1\ncamera: {center: [34.92, -120.21], distance: 1200m}\n" + body
}

@Suite struct ConvertTests {
    @Test func aCommentedYAMLSceneBecomesThisDSL() throws {
        let yaml = """
            # The header comment.
            mapscene: 1   # the version
            title: Tepusquet
            camera:       # where we look
              center: [34.92, -120.21]
              distance: 1200m
              # the end of the camera
            annotations:
              # the park
              - id: park
                coordinate: [34.92, -120.21]   # just here
                pin: green
                callout:
                  shown: true    # open
            # after everything

            """
        let output = SceneText.convert(SourceFile(path: "s.yaml", text: yaml), to: .dsl)
        #expect(output.diagnostics.isEmpty)
        #expect(
            output.text == """
                // The header comment.
                mapscene 1  // the version
                title "Tepusquet"

                camera {  // where we look
                  center (34.92, -120.21)
                  distance 1200m
                  // the end of the camera
                }

                // the park
                annotation park {
                  coordinate (34.92, -120.21)  // just here
                  pin green
                  callout {
                    shown true  // open
                  }
                }

                // after everything

                """)
        let dsl = try #require(output.text)
        let back = try #require(SceneText.convert(SourceFile(path: "s.mapscene", text: dsl), to: .yaml).text)
        #expect(
            back == """
                # The header comment.
                mapscene: 1  # the version
                title: Tepusquet
                camera:  # where we look
                  center: [34.92, -120.21]
                  distance: 1200m
                  # the end of the camera
                annotations:
                  # the park
                  - id: park
                    coordinate: [34.92, -120.21]  # just here
                    pin: green
                    callout:
                      shown: true  # open
                # after everything

                """)
        #expect(modelShape(try yamlRoot(back)) == modelShape(try yamlRoot(yaml)))
    }

    @Test func closingAndEndCommentsStayInTheirBlock() throws {
        let dsl = """
            mapscene 1

            camera {
              fit all
              // inside, at the end
            }  // after the brace

            overlay ring {
              circle { center (1, 2) radius 10m }
            }

            """
        let file = SourceFile(path: "s.mapscene", text: dsl)
        let formatted = try #require(SceneText.format(file).text)
        #expect(formatted == dsl)
        #expect(commentTexts(SourceFile(path: "s.mapscene", text: formatted)) == ["inside, at the end", "after the brace"])
    }

    @Test func quotingThatMattersIsKeptBothWays() throws {
        let yaml = yamlScene(
            """
            title: "1984"
            description: 'true'
            decorations: {compass: auto, legend: false}
            annotations:
              - {id: "null", coordinate: [1, 2], title: "all", subtitle: "-3.5", cluster: yes, marker: {glyph: "auto"}}
            overlays:
              - {id: o, geojson: "#parks.geojson", title: "a: b # c", stroke: "#d33", fill: "red / 0.2", z: +2, opacity: .5}

            """)
        let original = try yamlRoot(yaml)
        let dsl = try #require(SceneText.convert(SourceFile(path: "s.yaml", text: yaml), to: .dsl).text)
        let dslTree = try dslRoot(dsl)
        #expect(modelShape(dslTree) == modelShape(original))
        let back = try #require(SceneText.convert(SourceFile(path: "s.mapscene", text: dsl), to: .yaml).text)
        #expect(modelShape(try yamlRoot(back)) == modelShape(original))
        #expect(dsl.contains("title \"1984\""))
        #expect(dsl.contains("glyph \"auto\""))
        // The DSL reads numbers by YAML's grammar, so they keep their spelling.
        #expect(dsl.contains("z +2"))
        #expect(dsl.contains("opacity .5"))
        #expect(back.contains("description: \"true\""))
        #expect(back.contains("cluster: \"yes\""))
    }

    @Test func stringsWithAnyCharacterRoundTrip() throws {
        let texts = [
            "quote \" and backslash \\", "line\nbreak", "tab\tstop", "emoji 🗺️ and accents é ß", "# not a comment",
            "// not a comment either", "key: value", "- dash", "[brackets], {braces}", " leading space", "trailing space ",
            "\u{7F} delete \u{85} next line \u{2028} separator \u{FEFF}", "", "~", "null", "@at", "%percent", "'single'",
            "...", "---", "yes", "1e5", "0x10", ".inf",
        ]
        for text in texts {
            for key in ["title", "cluster", "weird key"] {
                let scalar = Scalar(text: text, isQuoted: true)
                let dsl =
                    "mapscene 1\n" + DSLSpelling.key(key, topLevel: true) + " "
                    + DSLSpelling.scalar(scalar, prefersString: key == "title") + "\n"
                let dslValue = try dslRoot(dsl).entries?.last?.value.scalar
                #expect(dslValue?.text == text, "\(dsl)")
                #expect(!QuoteSensitivity.isSensitive(text) || dslValue?.isQuoted == true, "\(dsl)")
                let yaml =
                    "mapscene: 1\n" + YAMLSpelling.key(key, inFlow: false) + ": " + YAMLSpelling.scalar(scalar, inFlow: false)
                    + "\n"
                let flow =
                    "mapscene: 1\nx: {" + YAMLSpelling.key(key, inFlow: true) + ": " + YAMLSpelling.scalar(scalar, inFlow: true)
                    + "}\n"
                let yamlValue = try yamlRoot(yaml).entries?.last
                #expect(yamlValue?.key == key, "\(yaml)")
                #expect(yamlValue?.value.scalar?.text == text, "\(yaml)")
                #expect(!QuoteSensitivity.isSensitive(text) || yamlValue?.value.scalar?.isQuoted == true, "\(yaml)")
                #expect(try yamlRoot(flow).entries?.last?.value.entries?.first?.value.scalar?.text == text, "\(flow)")
            }
        }
    }

    @Test func randomTreesSurviveBothPrinters() throws {
        var generator = SeededRandom(seed: 42)
        let keys = ["title", "center", "points", "holes", "a", "b-c", "d_e", "style", "annotation", "x y", "1"]
        let words = [
            "green", "true", "False", "null", "~", "", "all", "auto", "12", "-3.5", "1e-05", "1200m", "-0.5rad", "#d33",
            "#007aff/0.15", "red/0.2", "Park here", "a, b", "x: y", "a #b", "[x]", "é", "\"q\"", "back\\slash", "line\nfeed",
        ]
        func scalar() -> SyntaxNode {
            let text = words[Int(generator.next() % UInt64(words.count))]
            return SyntaxNode(
                .scalar(Scalar(text: text, isQuoted: generator.next() % 2 == 0)),
                range: SourceRange(at: .init(line: 1, column: 1)))
        }
        func node(depth: Int) -> SyntaxNode {
            let choice = depth > 3 ? 0 : generator.next() % 4
            let range = SourceRange(at: .init(line: 1, column: 1))
            switch choice {
            case 1:
                var used = Set<String>()
                let entries = (0..<Int(generator.next() % 4)).compactMap { _ -> SyntaxEntry? in
                    let key = keys[Int(generator.next() % UInt64(keys.count))]
                    guard used.insert(key).inserted else { return nil }
                    return SyntaxEntry(key: key, keyRange: range, value: node(depth: depth + 1))
                }
                return SyntaxNode(.mapping(entries), range: range)
            case 2, 3:
                return SyntaxNode(.sequence((0..<Int(generator.next() % 4)).map { _ in node(depth: depth + 1) }), range: range)
            default:
                return scalar()
            }
        }
        for _ in 0..<300 {
            var root = node(depth: 0)
            if root.entries?.isEmpty ?? true {  // a DSL file holds at least one statement
                root = SyntaxNode(.mapping([SyntaxEntry(key: "value", keyRange: root.range, value: root)]), range: root.range)
            }
            let document = SceneDocument(root: root, comments: [])
            let dsl = DSLPrinter.print(document)
            let yaml = YAMLPrinter.print(document)
            #expect(modelShape(try dslRoot(dsl)) == modelShape(root), "\(dsl)")
            #expect(modelShape(try yamlRoot(yaml)) == modelShape(root), "\(yaml)")
            #expect(SceneText.format(SourceFile(path: "s.mapscene", text: dsl)).text == dsl)
        }
    }

    @Test func formattingKeepsEveryCommentOnce() throws {
        let messy = """
            // one
            mapscene 1 // two
               camera { // three
            center (1, 2) // four
                distance
                  1km   // five
            // six
            }
            annotation p at (1,
                2) { // seven
            // eight
            }
            style s { width 1 } // nine
            // ten
            """
        let (_, diagnostics) = readDSL(messy)
        #expect(diagnostics.map(\.message) == ["'distance' needs a value on the same line"])
        let fixed = messy.replacingOccurrences(of: "distance\n      1km", with: "distance 1km")
        let once = try #require(SceneText.format(SourceFile(path: "s.mapscene", text: fixed)).text)
        let twice = try #require(SceneText.format(SourceFile(path: "s.mapscene", text: once)).text)
        #expect(once == twice)
        let texts = commentTexts(SourceFile(path: "s.mapscene", text: once))
        #expect(texts.sorted() == ["eight", "five", "four", "nine", "one", "seven", "six", "ten", "three", "two"])
    }

    @Test func aSceneWithErrorsIsNotConverted() {
        let output = SceneText.convert(
            SourceFile(path: "s.yaml", text: "mapscene: 1\ncamera: {center: [95, 0], distance: 1km}\n"), to: .dsl)
        #expect(output.text == nil)
        #expect(output.diagnostics.map(\.rule) == ["latitude-range"])
        let syntax = SceneText.convert(SourceFile(path: "s.mapscene", text: "mapscene 1\ncamera {\n"), to: .yaml)
        #expect(syntax.text == nil)
        #expect(syntax.diagnostics.map(\.rule) == ["dsl-syntax"])
    }

    @Test func yamlCommentsAreFoundOutsideScalarsOnly() throws {
        let yaml = """
            # one
            title: "a # b"   # two
            description: |
              text # not a comment
            # three
            x: 'it''s # not' # four
            y: a#b
            z: [1, 2] #five

            """
        let file = SourceFile(path: "s.yaml", text: yaml)
        let root = try yamlRoot(yaml)
        let comments = YAMLComments.scan(file.bytes, root: root)
        #expect(comments.map(\.text) == ["one", "two", "three", "four", "five"])
        #expect(comments.map(\.isOwnLine) == [true, false, true, false, false])
        #expect(comments[1].range.start == MapScene.SourceLocation(line: 2, column: 18))
    }
}
