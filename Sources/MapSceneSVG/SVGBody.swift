import MapSceneRenderList

/// The document's body: each non-empty layer a `<g data-layer>` holding its items.
package struct SVGBody {
    /// The writer: the document's style sheet and symbols.
    package var writer: SVGWriter

    /// A run of one layer's items.
    private struct LayerRun {
        package var layer: RenderLayer
        package var items: ArraySlice<RenderItem>
    }

    /// The body of `list`.
    package init(_ list: RenderList, precision: Int, looks: (normal: SVGAppearance, dark: SVGAppearance?)) {
        // About 160 bytes an item for pins and labels; the buffer grows past it when it must.
        writer = SVGWriter(
            precision: precision, normal: looks.normal, dark: looks.dark, depth: 1, capacity: 4096 + 192 * list.items.count)
        for run in Self.runs(list.items) {
            writer.begin("g")
            writer.attribute("data-layer", text: run.layer.rawValue)
            writer.endOpen()
            for index in run.items.indices { writer.item(run.items[index], images: list.images, canvas: list.canvas) }
            writer.close("g")
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
}
