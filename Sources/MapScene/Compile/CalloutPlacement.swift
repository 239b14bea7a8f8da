/// The callouts' part of the label placement.
extension LabelPlacement {
    /// Places the callouts together: inside the canvas, off the decorations, the legend, the
    /// other annotations' tips and each other, preferring places clear of the other views.
    /// Returns the ids of the annotations whose callout is shown.
    mutating func placeCallouts(_ layout: AnnotationLayout.Result) -> Set<String> {
        guard !layout.callouts.isEmpty else { return [] }
        var tips = Occupancy(width: canvas.width, height: canvas.height)
        for tip in layout.tips { tips.insert(tip) }
        var views = Occupancy(width: canvas.width, height: canvas.height)
        for view in layout.views { views.insert(view) }

        let allowed: [[Int]] = layout.callouts.map { request in
            let places = request.options.places
            let possible = places.indices.filter { i in
                let footprint = CalloutLayout.footprint(frame: places[i].frame, tip: places[i].tip)
                return fixed.isFree(footprint) && tips.isFree(footprint)
            }
            let clear = possible.filter { views.isFree(CalloutLayout.footprint(frame: places[$0].frame, tip: places[$0].tip)) }
            return clear + possible.filter { !clear.contains($0) }
        }
        let footprints = zip(layout.callouts, allowed).map { request, indices in
            indices.map { CalloutLayout.footprint(frame: request.options.places[$0].frame, tip: request.options.places[$0].tip) }
        }
        let chosen = CalloutLayout.placeTogether(footprints)
        var shown = Set<String>()
        for (index, request) in layout.callouts.enumerated() {
            let annotation = request.annotation
            guard let choice = chosen[index] else {
                diagnostics.append(.warning(
                    "the callout of '\(annotation.id)' is not shown: no room inside the canvas clear of other callouts, pins and decorations",
                    at: annotation.range, rule: RuleID.calloutHidden))
                continue
            }
            shown.insert(annotation.id)
            taken.insert(footprints[index][choice])
            items.append(RenderItem(
                id: annotation.id + ".callout", layer: .callouts, shape: .callout(request.options.placed(at: allowed[index][choice])),
                style: RenderStyle(stroke: Color(red: 0, green: 0, blue: 0, alpha: 0.15), strokeWidth: 1, fill: .white),
                source: annotation.range.start, anchor: request.anchor, label: annotation.title))
        }
        return shown
    }
}
