@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneDecode
@testable import MapSceneModel
@testable import MapSceneSyntax

/// Scene text with positions marked inline by 1️⃣ … 9️⃣, which are removed from the text: tests
/// say where a diagnostic must point by putting the mark there.
struct MarkedText {
    var text: String
    private var marks: [Int: MapScene.SourceLocation] = [:]

    init(_ marked: String) {
        let markers: [Character: Int] = ["1️⃣": 1, "2️⃣": 2, "3️⃣": 3, "4️⃣": 4, "5️⃣": 5, "6️⃣": 6, "7️⃣": 7, "8️⃣": 8, "9️⃣": 9]
        var text = ""
        var line = 1
        var column = 1
        for character in marked {
            if let number = markers[character] {
                marks[number] = MapScene.SourceLocation(line: line, column: column)
                continue
            }
            text.append(character)
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
    }

    /// The position of mark `number`.
    subscript(_ number: Int) -> MapScene.SourceLocation { marks[number]! }

    /// The range from mark `from` to mark `to`.
    func range(_ from: Int, _ to: Int) -> SourceRange { SourceRange(start: self[from], end: self[to]) }

    /// The text as a source file.
    var file: SourceFile { SourceFile(path: "scene.yaml", text: text) }
}

/// Parses and decodes `text` as a YAML scene.
func decode(_ text: String) -> (scene: Scene?, diagnostics: [Diagnostic]) {
    let (root, syntax) = YAMLReader.read(SourceFile(path: "scene.yaml", text: text))
    guard let root else { return (nil, syntax) }
    let (scene, decoded) = SceneDecoder.decode(root)
    return (scene, (syntax + decoded).sortedAndUnique())
}

/// A minimal valid scene with `body` appended.
func scene(_ body: String) -> String {
    "mapscene: 1\ncamera: {center: [34.92, -120.21], distance: 1200m}\n" + body
}
