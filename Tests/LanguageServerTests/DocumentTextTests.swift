import MapScene
import MapSceneBase
import Testing

@testable import MapSceneLanguageServer

/// Positions as LSP counts them (UTF-16) against mapc's (Unicode scalars), and incremental edits.
@Suite struct DocumentTextTests {
    @Test func columnsAfterAnEmojiDifferByItsSecondUnit() {
        let text = DocumentText("title: \"🗺 map\"\nx: 1\r\ny: 2")
        #expect(text.position(of: MapScene.SourceLocation(line: 1, column: 10)) == LSPPosition(line: 0, character: 10))
        #expect(text.location(of: LSPPosition(line: 0, character: 10)) == MapScene.SourceLocation(line: 1, column: 10))
        #expect(text.location(of: LSPPosition(line: 0, character: 11)) == MapScene.SourceLocation(line: 1, column: 11))
        #expect(text.position(of: MapScene.SourceLocation(line: 3, column: 2)) == LSPPosition(line: 2, character: 1))
        #expect(text.endPosition == LSPPosition(line: 2, character: 4))
    }

    @Test func incrementalEditsReplaceBetweenPositionsClampedToTheText() {
        var text = DocumentText("ab\ncd\n")
        text.replace((LSPPosition(line: 1, character: 1), LSPPosition(line: 1, character: 99)), with: "X")
        #expect(text.string == "ab\ncX\n")
        text.replace((LSPPosition(line: 0, character: 2), LSPPosition(line: 1, character: 0)), with: "")
        #expect(text.string == "abcX\n")
        text.replace((LSPPosition(line: 9, character: 0), LSPPosition(line: 9, character: 0)), with: "end")
        #expect(text.string == "abcX\nend")
        text.replace(nil, with: "new")
        #expect(text.string == "new")
    }
}
