import MapSceneBase
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// The legend on whole cells: a bordered box in the corner of the grid nearest the one the
/// compiler chose, one entry a row (as many as the grid has rows for): the swatch as a glyph in
/// the overlay's or annotation's color, and the name.
extension Lowering {
    /// The commands of the legend box `box` and every legend entry of the list, having taken
    /// the box's cells.
    package mutating func legend(_ box: CanvasRect) -> [TermCommand] {
        let entries: [(entry: RenderLegendEntry, style: RenderStyle)] = list.items.compactMap { item in
            if case .legendEntry(let entry) = item.shape { (entry, item.style) } else { nil }
        }
        let budget = frame.columns - 6
        let shown = min(entries.count, frame.rows - 2)
        guard shown > 0, budget >= 1 else { return [] }
        let names = entries.prefix(shown).map {
            TerminalText.cellPrefix(TerminalText.cellText($0.entry.text).trimmingSpaces(), width: budget)
        }
        let width = (names.map(TerminalText.cellWidth).max() ?? 0) + 6, height = shown + 2
        let right = box.x + box.width / 2 > list.canvas.width / 2, bottom = box.y + box.height / 2 > list.canvas.height / 2
        let column = min(max(right ? frame.column(box.maxX) + 1 - width : frame.column(box.x), 0), frame.columns - width)
        let row = min(max(bottom ? frame.row(box.maxY) + 1 - height : frame.row(box.y), 0), frame.rows - height)
        occupancy.take(Block(column: column, row: row, columns: width, rows: height))

        let border = theme.subtitleColor
        var out: [TermCommand] = [
            .style(TermStyle(fill: theme.bubbleFill, stroke: border, color: border)),
            .box(column: column, row: row, columns: width, rows: height),
        ]
        for (index, name) in names.enumerated() {
            let (entry, style) = entries[index]
            let (glyph, color) = Self.swatch(entry.swatch, style: style, theme: theme)
            out += [
                .style(TermStyle(fill: theme.bubbleFill, color: color)), .glyph(column: column + 2, row: row + 1 + index, glyph),
                .style(TermStyle(fill: theme.bubbleFill, color: theme.titleColor)),
                .text(column: column + 4, row: row + 1 + index, name),
            ]
        }
        return out
    }

    /// The glyph that stands for a swatch, in the color that shows it best (opaque).
    package static func swatch(_ swatch: RenderSwatch, style: RenderStyle, theme: ViewInks) -> (TermGlyph, Color) {
        switch swatch {
        case .line: (.swatchLine, (style.stroke ?? theme.tint).withAlpha(1))
        case .area:
            (
                .swatchArea,
                (style.fill.flatMap { $0.alpha >= 0.5 ? $0 : nil } ?? style.stroke ?? style.fill ?? theme.tint).withAlpha(1)
            )
        case .pin, .marker: (.disc, (style.fill ?? .pinRed).withAlpha(1))
        case .dot: (.dot, (style.fill ?? style.stroke ?? theme.tint).withAlpha(1))
        case .image: (.image, theme.titleColor)
        }
    }
}
