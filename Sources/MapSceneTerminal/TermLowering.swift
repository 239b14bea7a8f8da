import MapSceneBase
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Lowers a render list to the terminal command stream: the canvas fitted to a grid of cells,
/// geometry converted to cell space (clipped to the grid, thinned to what it can show), and
/// text, marks and callouts placed on whole cells without overlapping each other.
///
/// The stream does not depend on the drawing mode or the colors of the terminal: the same
/// commands are drawn in braille, half blocks or ASCII.
package enum TermLowering {
    /// Points closer than this (in cells) to the previous one are dropped: a tenth of a braille dot.
    package static let thinningTolerance = 0.05

    /// The commands drawing `list` into `size` cells: a title line when the list has a title,
    /// and the map below it.
    package static func lower(_ list: RenderList, size: TermSize) -> TermCommands {
        lower(list, size: size, limits: .standard)
    }

    /// The same, with images decoded within `limits`.
    package static func lower(_ list: RenderList, size: TermSize, limits: RasterDecodingLimits) -> TermCommands {
        let title = titleText(list)
        let titleRows = title != nil && size.rows > 1 ? 1 : 0
        let frame = CellFrame(canvas: list.canvas, columns: size.columns, rows: size.rows - titleRows)
        var lowering = Lowering(list: list, frame: frame, limits: limits)
        let commands = lowering.commands()
        return TermCommands(
            columns: frame.columns, rows: frame.rows,
            title: titleRows == 0 ? nil : title.map { TerminalText.cellPrefix($0, width: size.columns) },
            commands: commands, hiddenCallouts: lowering.hiddenCallouts, undecodedImages: lowering.ground.undecoded)
    }
}

extension TermLowering {
    /// The list's title as cell text, trimmed; nil when it has none or it is blank. The title
    /// line above the map, drawn in cells or as an image.
    package static func titleText(_ list: RenderList) -> String? {
        list.title.map { TerminalText.cellText($0).trimmingSpaces() }.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// One lowering run.
package struct Lowering {
    package let list: RenderList
    package let frame: CellFrame
    package let theme: ViewInks
    package var occupancy: CellOccupancy
    /// The commands of items drawn on whole cells, by item index, once placed.
    package var placed: [Int: [TermCommand]] = [:]
    /// The cells of each annotation's mark, by the annotation's anchor, for its callout to point at.
    package var markCells: [CanvasPoint: CellOccupancy.Block] = [:]
    /// The callouts left out for want of room, in the order they were tried.
    package var hiddenCallouts: [TermHiddenCallout] = []
    /// The last cell of the scale bar, once drawn, for its label to go beside it.
    package var scaleBarEnd: (column: Int, row: Int)?
    /// The compass's needle, found once (`needle(in:)`).
    package let needle: (south: CanvasPoint, north: CanvasPoint)?
    /// The ground images as drawn from their pixels.
    package let ground: GroundPixels

    package init(list: RenderList, frame: CellFrame, limits: RasterDecodingLimits = .standard) {
        self.list = list
        self.frame = frame
        theme = ViewInks(list.canvas.theme)
        occupancy = CellOccupancy(columns: frame.columns, rows: frame.rows)
        needle = Self.needle(in: list)
        ground = GroundPixels(list: list, frame: frame, limits: limits)
    }

    /// Marks first (they are always drawn and keep their cells; the scale bar's label goes
    /// beside the bar then, where there is room), then labels and callouts from the top layer
    /// down (earlier items first within a layer; a basemap's points of interest after its places
    /// and streets, and no more than `pointOfInterestNames`), then every item in draw order. A
    /// point of interest's dot is drawn only beside its name.
    package mutating func commands() -> [TermCommand] {
        let items = list.items
        var dots: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            if TermBasemapKind(id: item.id) == .poiDot {
                dots[TermBasemapKind.nameID(ofDot: item.id)] = index
                placed[index] = []
                continue
            }
            if let commands = mark(item) { placed[index] = commands }
        }
        // Read from each label's id once, not in every comparison of the sort.
        let pointNames = Set(items.indices.filter { isLabel(items[$0]) && TermBasemapKind(id: items[$0].id) == .poiName })
        func isPointOfInterest(_ index: Int) -> Bool { pointNames.contains(index) }
        let labels = items.indices.filter { isLabel(items[$0]) && placed[$0] == nil }.sorted { a, b in
            if items[a].layer != items[b].layer { return items[a].layer > items[b].layer }
            if isPointOfInterest(a) != isPointOfInterest(b) { return !isPointOfInterest(a) }
            return a < b
        }
        var namedPoints = 0
        for index in labels {
            guard isPointOfInterest(index) else {
                placed[index] = label(items[index])
                continue
            }
            guard namedPoints < pointOfInterestNames else {
                placed[index] = []
                continue
            }
            let dot = dots[items[index].id]
            let dotCell = dot.flatMap { cell(of: items[$0]) }
            // A point whose dot has no room is not named either: the two go together.
            if let dotCell, !occupancy.isFree(dotCell) {
                placed[index] = []
                continue
            }
            // The dot's cell is kept from the name, then given to the dot once the name is placed.
            if let dotCell { occupancy.keepBlank(dotCell) }
            placed[index] = label(items[index])
            guard placed[index]?.isEmpty == false else { continue }
            namedPoints += 1
            if let dot, dotCell != nil, let commands = mark(items[dot]) { placed[dot] = commands }
        }

        var out: [TermCommand] = []
        for (index, item) in items.enumerated() {
            let body = placed[index] ?? ground.commands[index] ?? geometry(item)
            guard !body.isEmpty else { continue }
            out.append(.item(id: item.id, layer: item.layer))
            out += body
        }
        return out
    }

    /// How many names of a basemap's points of interest a drawing shows: about one per 400 cells,
    /// so that streets stay readable between them.
    package var pointOfInterestNames: Int { max(2, frame.columns * frame.rows / 400) }

    /// The cell a point of interest's dot is drawn in; nil when off the grid.
    private func cell(of item: RenderItem) -> CellOccupancy.Block? {
        guard case .dot(let center, _) = item.shape else { return nil }
        let column = frame.column(center.x), row = frame.row(center.y)
        guard frame.contains(column: column, row: row) else { return nil }
        return CellOccupancy.Block(column: column, row: row, columns: 1, rows: 1)
    }

    // MARK: - Geometry

    /// Areas, lines and circles in cell space.
    package func geometry(_ item: RenderItem) -> [TermCommand] {
        let style = item.style
        // Buildings, filled or outlined, would cover the streets between them in cells.
        if TermBasemapKind(id: item.id) == .building { return [] }
        let width = CellGeometry.quantized(frame.columns(style.strokeWidth))
        let window = PlaneBox(columns: frame.columns, rows: frame.rows, margin: 1 + width)
        switch item.shape {
        case .rect(let rect):
            guard let fill = paint(style.fill, style) else { return [] }
            let a = CellGeometry.rounded(clamped(frame.point(CanvasPoint(x: rect.x, y: rect.y)), to: window))
            let b = CellGeometry.rounded(clamped(frame.point(CanvasPoint(x: rect.maxX, y: rect.maxY)), to: window))
            guard a.x < b.x, a.y < b.y else { return [] }
            return [.style(TermStyle(fill: fill)), .rect(from: a, to: b)]

        case .polygon(let rings):
            let cellRings = rings.compactMap { ring -> [CellPoint]? in
                let clipped = Clipping.clipRing(cellPoints(ring), to: window)
                let thinned = CellGeometry.thinned(clipped, tolerance: TermLowering.thinningTolerance)
                return thinned.count >= 3 ? thinned : nil
            }
            guard !cellRings.isEmpty else { return [] }
            let termStyle = strokeStyle(style, width: width, fill: paint(style.fill, style))
            guard termStyle.fill != nil || termStyle.stroke != nil else { return [] }
            return [.style(termStyle), .polygon(rings: cellRings)]

        case .polyline(let parts):
            guard paint(style.stroke, style) != nil else { return [] }
            var cellParts: [[CellPoint]] = []
            for part in parts {
                for piece in Clipping.clipLine(cellPoints(part), to: window) {
                    let thinned = CellGeometry.thinned(piece, tolerance: TermLowering.thinningTolerance)
                    if thinned.count >= 2 { cellParts.append(thinned) }
                }
            }
            guard !cellParts.isEmpty else { return [] }
            let shape: TermCommand =
                cellParts.count == 1 && cellParts[0].count == 2
                ? .line(from: cellParts[0][0], to: cellParts[0][1]) : .polyline(parts: cellParts)
            return [.style(strokeStyle(style, width: width, fill: nil)), shape]

        case .dot(let center, let radius):
            let c = CellGeometry.rounded(frame.point(center))
            let rx = CellGeometry.quantized(frame.columns(radius)), ry = CellGeometry.quantized(frame.rows(radius))
            guard c.x.isFinite, c.y.isFinite, window.contains(c), rx >= 0, ry >= 0 else { return [] }
            let termStyle = strokeStyle(style, width: width, fill: paint(style.fill, style))
            guard termStyle.fill != nil || termStyle.stroke != nil else { return [] }
            return [.style(termStyle), .circle(center: c, radiusX: rx, radiusY: ry)]

        case .groundImage(let ground):
            // A linked image, or one that is not decoded: the color standing in for it.
            var fill = style
            fill.stroke = nil
            return geometry(RenderItem(id: item.id, layer: item.layer, shape: .polygon(rings: [ground.corners]), style: fill))
        case .pin, .marker, .image, .text, .callout, .cluster, .legend, .legendEntry:
            return []
        }
    }

    /// `points` in cell space, without points that are not finite.
    package func cellPoints(_ points: [CanvasPoint]) -> [CellPoint] {
        var result: [CellPoint] = []
        result.reserveCapacity(points.count)
        for p in points where p.x.isFinite && p.y.isFinite { result.append(frame.point(p)) }
        return result
    }

    package func clamped(_ p: CellPoint, to window: PlaneBox) -> CellPoint {
        CellPoint(x: min(max(p.x, window.minX), window.maxX), y: min(max(p.y, window.minY), window.maxY))
    }

    /// The item's stroke, width and dashes (in columns), with `fill`.
    package func strokeStyle(_ style: RenderStyle, width: Double, fill: Color?) -> TermStyle {
        let stroke = paint(style.stroke, style)
        var dash: [Double] = []
        if stroke != nil, style.dash.allSatisfy({ $0 >= 0 && $0.isFinite }), style.dash.contains(where: { $0 > 0 }) {
            dash = style.dash.map { CellGeometry.quantized(frame.columns($0)) }
            if dash.count % 2 == 1 { dash += dash }
            if !dash.contains(where: { $0 > 0 }) { dash = [] }
        }
        return TermStyle(fill: fill, stroke: stroke, width: stroke == nil ? 0 : max(width, 0), dash: dash)
    }

    /// `color` with the item's opacity folded into its alpha; nil when nothing would show.
    package func paint(_ color: Color?, _ style: RenderStyle) -> Color? {
        guard let color else { return nil }
        let opacity = style.opacity.isFinite ? min(max(style.opacity, 0), 1) : 1
        // Alpha in 255ths, as the stream writes it (`#rrggbbaa`).
        let alpha = (min(max(color.alpha, 0), 1) * opacity * 255).rounded() / 255
        return alpha > 0 ? color.withAlpha(alpha) : nil
    }
}
