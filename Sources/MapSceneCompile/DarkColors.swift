import MapSceneModel
import MapSceneRenderList

/// The render list's `darkColors`: each color the compiler gives the map itself (water, land,
/// borders, place names, decorations, label ink) paired with the one the dark theme uses, so a
/// backend can draw a light map dark — under `prefers-color-scheme: dark`, or always on a dark
/// canvas, where it also corrects inks that are not themed yet.
package enum DarkColors {
    /// The swaps for `scene` whose light color one of `items` uses: one per light color, in a
    /// fixed order.
    package static func swaps(for scene: Scene, usedBy items: [RenderItem]) -> [DarkColor] {
        let swaps = swaps(for: scene)
        // The few light colors not seen yet, each looked for only when an item's color differs
        // from the item's before it (a hundred thousand pins share a handful); done once all are.
        var unseen = swaps.map(\.light)
        var previous: (fill: Color?, stroke: Color?) = (nil, nil)
        func see(_ color: Color) {
            if let index = unseen.firstIndex(of: color) { unseen.remove(at: index) }
        }
        // Fields read in place: a million items are not copied one by one.
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                guard !unseen.isEmpty else { break }
                let style = (fill: items[index].style.fill, stroke: items[index].style.stroke)
                if style.fill != previous.fill, let fill = style.fill { see(fill) }
                if style.stroke != previous.stroke, let stroke = style.stroke { see(stroke) }
                previous = style
                if case .legendEntry(let entry) = items[index].shape { see(entry.ink) }
            }
        }
        return swaps.filter { !unseen.contains($0.light) }
    }

    /// Every swap for `scene`: one per light color, in a fixed order.
    package static func swaps(for scene: Scene) -> [DarkColor] {
        let light = BasemapLayer.palette(for: scene.map.type, theme: .light)
        let dark = BasemapLayer.palette(for: scene.map.type, theme: .dark)
        var pairs: [(Color, Color)] = []
        if BasemapLayer.drawsWorld(scene) {
            pairs += [
                (light.water, dark.water), (light.land, dark.land), (light.border, dark.border),
                (light.urban, dark.urban), (light.stateBorder, dark.stateBorder),
            ]
        } else if scene.canvas.background == nil {
            var lightScene = scene
            lightScene.canvas.theme = .light
            var darkScene = scene
            darkScene.canvas.theme = .dark
            pairs.append((BasemapLayer.background(for: lightScene), BasemapLayer.background(for: darkScene)))
        }
        if !scene.basemapFeatures.isEmpty { pairs += BasemapFeatureStyle.darkPairs(for: scene.map.type) }
        pairs += ThemeInks.pairs
        var result: [DarkColor] = []
        for (l, d) in pairs where l != d && !result.contains(where: { $0.light == l }) {
            result.append(DarkColor(light: l, dark: d))
        }
        return result
    }
}
