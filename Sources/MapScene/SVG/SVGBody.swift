/// The document's body: each non-empty layer a `<g data-layer>` holding its items, written on
/// two cores when the list is long.
///
/// The second core writes from the middle of the longest layer to the end, with a style sheet
/// and symbols of its own. Then the first writer takes over that part's classes and symbols in
/// the order the part first used them, which numbers them as writing straight through would,
/// and the part's own numbers are replaced by those as it is copied into the document
/// (`SVGScope.append`). Gradients and ground images, numbered in `<defs>` too, are not taken
/// over: a second part that used one is written again by the first writer, in order.
struct SVGBody {
    /// The first writer: the document's style sheet and symbols.
    var writer: SVGWriter
    /// The part the second core wrote, with its numbers to replace.
    var tail: (bytes: [UInt8], renumbering: SVGRenumbering)?

    /// A run of one layer's items: the layer's group opened before them, closed after them, or both.
    private struct LayerRun {
        var layer: RenderLayer
        var items: ArraySlice<RenderItem>
        var opens = true
        var closes = true
    }

    /// The body of `list`, split when its longest layer has `splitFrom` items or more.
    init(_ list: RenderList, precision: Int, looks: (normal: SVGAppearance, dark: SVGAppearance?), splitFrom: Int) {
        func newWriter(depth: Int, items: Int) -> SVGWriter {
            // About 160 bytes an item for pins and labels; the buffer grows past it when it must.
            SVGWriter(precision: precision, normal: looks.normal, dark: looks.dark, depth: depth, capacity: 4096 + 192 * items)
        }
        let runs = Self.runs(list.items)
        let longest = runs.indices.max { runs[$0].items.count < runs[$1].items.count }
        guard let longest, runs[longest].items.count >= splitFrom else {
            writer = newWriter(depth: 1, items: list.items.count)
            Self.write(runs[...], list: list, into: &writer)
            return
        }
        let items = runs[longest].items
        let middle = items.startIndex + items.count / 2
        var head = Array(runs[...longest])
        head[longest].items = items[..<middle]
        head[longest].closes = false
        var rest = Array(runs[longest...])
        rest[0].items = items[middle...]
        rest[0].opens = false
        let (first, second) = TwoCores.both({
            var writer = newWriter(depth: 1, items: head.reduce(0) { $0 + $1.items.count })
            Self.write(head[...], list: list, into: &writer)
            return writer
        }, {
            // Inside the layer's group, inside the document.
            var writer = newWriter(depth: 2, items: rest.reduce(0) { $0 + $1.items.count })
            Self.write(rest[...], list: list, into: &writer)
            return writer
        })
        writer = first
        if second.sheet.gradients.isEmpty, second.sheet.groundImages.isEmpty {
            let classes = writer.sheet.adopt(second.sheet)
            let symbols = writer.adopt(second.symbols)
            tail = (second.bytes, SVGRenumbering(classes: classes, symbols: symbols))
        } else {
            Self.write(rest[...], list: list, into: &writer)
        }
    }

    /// The runs of `items`, one per layer in draw order, each in the list's order.
    private static func runs(_ items: [RenderItem]) -> [LayerRun] {
        // A compiled list is already in draw order: its layers are slices of it.
        if items.indices.dropFirst().allSatisfy({ items[$0 - 1].layer.drawOrder <= items[$0].layer.drawOrder }) {
            var runs: [LayerRun] = []
            var start = items.startIndex
            while start < items.endIndex {
                let layer = items[start].layer
                var end = start + 1
                while end < items.endIndex, items[end].layer == layer { end += 1 }
                runs.append(LayerRun(layer: layer, items: items[start..<end]))
                start = end
            }
            return runs
        }
        var byLayer: [RenderLayer: [RenderItem]] = [:]
        for item in items { byLayer[item.layer, default: []].append(item) }
        return RenderLayer.allCases.compactMap { layer in byLayer[layer].map { LayerRun(layer: layer, items: $0[...]) } }
    }

    /// Each run's items, inside its layer's group where the run opens or closes it.
    private static func write(_ runs: ArraySlice<LayerRun>, list: RenderList, into writer: inout SVGWriter) {
        for run in runs {
            if run.opens {
                writer.begin("g")
                writer.attribute("data-layer", text: run.layer.rawValue)
                writer.endOpen()
            }
            for index in run.items.indices { writer.item(run.items[index], images: list.images, canvas: list.canvas) }
            if run.closes { writer.close("g") }
        }
    }
}
