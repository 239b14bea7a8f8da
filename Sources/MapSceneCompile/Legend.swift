import MapSceneBase
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// The legend (`decorations: {legend: true}`): a box with one entry for each titled overlay that
/// is drawn and for each group of annotations in view that share a look and have a name, the
/// overlays first in draw order, then the groups in file order.
///
/// A group's name is its annotation's title when the look is used once, otherwise the cluster
/// group its annotations share (or the title they share); a look shared by annotations with
/// nothing in common has no name and no entry.
package enum Legend {
    /// A line of the legend before it is placed.
    package struct Entry: Equatable {
        package var text: String
        package var swatch: RenderSwatch
        package var style: RenderStyle
        package var source: SourceLocation?
    }

    package static let textSize = 12.0
    package static let rowHeight = 20.0
    package static let padding = 8.0
    package static let swatchWidth = 24.0
    package static let swatchHeight = 14.0
    package static let gap = 6.0
    /// The widest a name gets before it is cut.
    package static let maximumTextWidth = 200.0

    /// The entries for the drawn overlay items `overlays` (with their overlays) and the
    /// annotations in view.
    package static func entries(overlays: [(overlay: Overlay, item: RenderItem)], annotations: [Annotation]) -> [Entry] {
        var entries: [Entry] = []
        var listed = Set<String>()
        for (overlay, item) in overlays {
            // A tile overlay draws many items: its first tile is its swatch.
            guard let title = overlay.title, !title.isEmpty, listed.insert(overlay.id).inserted else { continue }
            let swatch: RenderSwatch =
                switch item.shape {
                case .polyline: .line
                case .dot: .dot
                case .groundImage(let ground): .image(source: ground.source)
                default: .area
                }
            entries.append(Entry(text: title, swatch: swatch, style: item.style, source: item.source))
        }
        var groups: [AnnotationLook: [Annotation]] = [:]
        var order: [AnnotationLook] = []
        for annotation in annotations {
            if groups[annotation.look] == nil { order.append(annotation.look) }
            groups[annotation.look, default: []].append(annotation)
        }
        for look in order {
            let members = groups[look]!
            guard let name = name(of: members) else { continue }
            entries.append(
                Entry(
                    text: name, swatch: swatch(of: look), style: AnnotationLayout.viewStyle(look), source: members[0].range.start)
            )
        }
        return entries
    }

    /// A group's name: the title of its one annotation, else the cluster group or title all share.
    package static func name(of members: [Annotation]) -> String? {
        let first = members[0]
        if members.count == 1 { return first.title.flatMap { $0.isEmpty ? nil : $0 } }
        if let group = first.cluster, !group.isEmpty, members.allSatisfy({ $0.cluster == group }) { return group }
        if let title = first.title, !title.isEmpty, members.allSatisfy({ $0.title == title }) { return title }
        return nil
    }

    package static func swatch(of look: AnnotationLook) -> RenderSwatch {
        switch look {
        case .pin: .pin
        case .marker(let glyph, _): .marker(glyph: glyph ?? "")
        case .dot: .dot
        case .image(let source, _, _, _, _): .image(source: source)
        }
    }

    /// The names as shown, cut to the widest a name may be.
    package static func shownTexts(_ entries: [Entry]) -> [String] {
        entries.map { TextMetrics.truncated($0.text, size: textSize, maxWidth: maximumTextWidth) }
    }

    /// The box's size for `texts`.
    package static func size(of texts: [String]) -> (width: Double, height: Double) {
        let widest = texts.map { TextMetrics.width(of: $0, size: textSize) }.max() ?? 0
        return (2 * padding + swatchWidth + gap + widest, 2 * padding + Double(texts.count) * rowHeight)
    }

    /// How many entries fit in a box at most `height` points tall.
    package static func rows(fitting height: Double) -> Int {
        max(0, Int(((height - 2 * padding) / rowHeight).rounded(.down)))
    }

    /// The box and its entries laid out in `frame`.
    package static func items(_ entries: [Entry], texts: [String], in frame: CanvasRect, inks: ThemeInks) -> [RenderItem] {
        var items = [
            RenderItem(
                id: "legend", layer: .decorations, shape: .legend(frame: frame),
                style: RenderStyle(stroke: inks.panelBorder, strokeWidth: 1, fill: inks.panel), label: "Legend")
        ]
        for (index, (entry, text)) in zip(entries, texts).enumerated() {
            let top = frame.y + padding + Double(index) * rowHeight
            let swatch = CanvasRect(
                x: frame.x + padding, y: top + (rowHeight - swatchHeight) / 2, width: swatchWidth, height: swatchHeight)
            let baseline = TextBox.baseline(centeredOn: top + rowHeight / 2, size: textSize)
            let laidOut = RenderLegendEntry(
                swatch: entry.swatch, frame: swatch, text: text, at: CanvasPoint(x: swatch.maxX + gap, y: baseline),
                size: textSize,
                ink: inks.ink)
            items.append(
                RenderItem(
                    id: "legend.\(index)", layer: .decorations, shape: .legendEntry(laidOut), style: entry.style,
                    source: entry.source))
        }
        return items
    }
}
