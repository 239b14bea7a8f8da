@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneRenderList
@testable import MapSceneTerminal

/// A command stream taken apart by render item, for tests that look at what one item drew.
struct TermStreamItem {
    var id: String
    var layer: RenderLayer
    var commands: [TermCommand]

    /// The items of `stream`, in order.
    static func items(of stream: TermCommands) -> [TermStreamItem] {
        var items: [TermStreamItem] = []
        for command in stream.commands {
            if case .item(let id, let layer) = command {
                items.append(TermStreamItem(id: id, layer: layer, commands: []))
            } else if !items.isEmpty {
                items[items.count - 1].commands.append(command)
            }
        }
        return items
    }

    /// The cell of the first glyph named `glyph`.
    func cell(of glyph: TermGlyph) -> (column: Int, row: Int)? {
        for case .glyph(let column, let row, let name) in commands where name == glyph { return (column, row) }
        return nil
    }

    /// The cells of its glyphs and texts (a box's cells not included).
    var markCells: [(column: Int, row: Int)] {
        commands.flatMap { command -> [(column: Int, row: Int)] in
            switch command {
            case .glyph(let column, let row, _): [(column, row)]
            case .text(let column, let row, let text): (0..<TerminalText.cellWidth(text)).map { (column + $0, row) }
            default: []
            }
        }
    }

    /// The first box.
    var box: (column: Int, row: Int, columns: Int, rows: Int)? {
        for case .box(let column, let row, let columns, let rows) in commands { return (column, row, columns, rows) }
        return nil
    }
}
