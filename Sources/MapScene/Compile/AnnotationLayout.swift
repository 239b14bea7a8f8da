/// Places the annotations: grid clustering of cluster groups, decluttering by display priority,
/// draw order (southern in front), titles that fit, and callouts that stay inside the canvas
/// and off each other.
enum AnnotationLayout {
    /// The side of a clustering grid cell in canvas points (the seed talk's photo map).
    static let clusterCellSize = 60.0
    /// The title label's text size.
    static let titleSize = 12.0

    /// What the layout produced.
    struct Result {
        /// Annotation views, titles and cluster badges, in draw order.
        var annotations: [RenderItem] = []
        /// Callout bubbles.
        var callouts: [RenderItem] = []
        /// The canvas areas the annotations and callouts cover, for labels to keep clear of.
        var occupied: [CanvasRect] = []
        var diagnostics: [Diagnostic] = []
    }

    /// An annotation in view: a single one, or a cluster's representative with its count.
    private struct Candidate {
        var annotation: Annotation
        var order: Int
        var anchor: CanvasPoint
        var count: Int
        var rect: CanvasRect
    }

    static func layout(_ scene: Scene, viewport: Viewport) -> Result {
        var result = Result()
        let canvas = CanvasRect(x: 0, y: 0, width: viewport.canvasWidth, height: viewport.canvasHeight)
        var visible: [Candidate] = []
        for (order, annotation) in scene.annotations.enumerated() {
            guard let anchor = viewport.visibleCanvasPoint(annotation.coordinate) else { continue }
            let rect = viewRect(annotation.look, at: anchor)
            guard rect.intersects(canvas) else { continue }
            visible.append(Candidate(annotation: annotation, order: order, anchor: anchor, count: 1, rect: rect))
        }

        // Declutter: required ones always stay; the others, by priority then file order, only
        // where they do not cover one already kept.
        var kept: [Candidate] = []
        for candidate in cluster(visible).sorted(by: { (rank($0.annotation.priority), $0.order) < (rank($1.annotation.priority), $1.order) }) {
            if candidate.annotation.priority != .required, kept.contains(where: { $0.rect.intersects(candidate.rect) }) { continue }
            kept.append(candidate)
        }
        result.occupied = kept.map(\.rect)

        // Callouts, placed together so that none leaves the canvas or covers another.
        let requests: [(candidate: Candidate, options: CalloutLayout.Options)] = kept.compactMap { candidate in
            let annotation = candidate.annotation
            guard let callout = annotation.callout, callout.shown, let title = annotation.title else { return nil }
            var options = CalloutLayout.options(
                title: title, subtitle: annotation.subtitle, left: callout.left, right: callout.right, anchor: candidate.anchor,
                look: annotation.look, canvasWidth: viewport.canvasWidth, canvasHeight: viewport.canvasHeight)
            // Places clear of the other annotations' views come first.
            let others = kept.filter { $0.order != candidate.order }.map(\.rect)
            let clear = options.places.filter { place in !others.contains { $0.intersects(place.frame) } }
            let covering = options.places.filter { place in others.contains { $0.intersects(place.frame) } }
            options.places = clear + covering
            return (candidate, options)
        }
        let chosen = placeCallouts(requests.map(\.options))
        var bubbles: [CanvasRect] = []
        for (request, place) in zip(requests, chosen) {
            let annotation = request.candidate.annotation
            guard let place else {
                result.diagnostics.append(.warning(
                    "the callout of '\(annotation.id)' is not shown: no room inside the canvas clear of other callouts",
                    at: annotation.range, rule: "callout-hidden"))
                continue
            }
            let bubble = request.options.placed(at: place)
            bubbles.append(bubble.frame)
            result.callouts.append(RenderItem(
                id: annotation.id + ".callout", layer: .callouts, shape: .callout(bubble),
                style: RenderStyle(stroke: Color(red: 0, green: 0, blue: 0, alpha: 0.15), strokeWidth: 1, fill: .white),
                source: annotation.range.start, anchor: request.candidate.anchor, label: annotation.title))
        }
        result.occupied += bubbles

        // Southern (lower on the canvas) annotations are drawn last, in front.
        var titleRects = result.occupied
        for candidate in kept.sorted(by: { ($0.anchor.y, $0.order) < ($1.anchor.y, $1.order) }) {
            let annotation = candidate.annotation
            let source = annotation.range.start
            result.annotations.append(RenderItem(
                id: annotation.id, layer: .annotations, shape: viewShape(annotation.look, at: candidate.anchor),
                style: viewStyle(annotation.look), source: source, anchor: candidate.anchor, label: annotation.title))
            if candidate.count > 1 {
                let digits = Double(String(candidate.count).count)
                let radius = 8 + 2.5 * digits
                let center = CanvasPoint(x: candidate.rect.maxX - 2, y: candidate.rect.y + 2)
                result.annotations.append(RenderItem(
                    id: annotation.id + ".cluster", layer: .annotations, shape: .cluster(center: center, radius: radius, count: candidate.count),
                    style: RenderStyle(stroke: .white, strokeWidth: 2, fill: tint(of: annotation.look)), source: source, anchor: candidate.anchor,
                    label: "\(candidate.count) annotations"))
                titleRects.append(CanvasRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            }
            // A title goes under the view when no callout shows it and it covers nothing kept.
            if let title = annotation.title, !result.callouts.contains(where: { $0.id == annotation.id + ".callout" }) {
                let width = TextMetrics.width(of: title, size: titleSize, weight: .bold)
                // Centered under the view, nudged inside the canvas when it would poke out.
                let x = min(max(candidate.anchor.x, width / 2 + 2), viewport.canvasWidth - width / 2 - 2)
                let baseline = CanvasPoint(x: x, y: candidate.rect.maxY + titleSize + 1)
                let rect = CanvasRect(x: baseline.x - width / 2, y: baseline.y - titleSize, width: width, height: titleSize + 3)
                if !titleRects.contains(where: { $0.intersects(rect) && $0 != candidate.rect }) {
                    titleRects.append(rect)
                    result.occupied.append(rect)
                    result.annotations.append(RenderItem(
                        id: annotation.id + ".title", layer: .annotations,
                        shape: .text(title, at: baseline, size: titleSize, weight: .bold),
                        style: RenderStyle(fill: ThemeInks.of(scene.canvas.theme).ink), source: source, anchor: candidate.anchor, label: title))
                }
            }
        }
        return result
    }

    /// The search budget for placing callouts together.
    static let calloutSearchSteps = 20_000

    /// A place for each callout (an index into its places) such that no two bubbles overlap:
    /// a depth-first search over the places in preference order, backtracking, within a step
    /// budget; when it finds no full placement, the greedy one (first fitting place in order,
    /// leaving out callouts without one).
    static func placeCallouts(_ options: [CalloutLayout.Options]) -> [Int?] {
        var chosen = [Int](repeating: -1, count: options.count)
        var steps = 0
        func search(_ index: Int) -> Bool {
            if index == options.count { return true }
            for place in options[index].places.indices {
                steps += 1
                if steps > calloutSearchSteps { return false }
                let frame = options[index].places[place].frame
                if (0..<index).contains(where: { options[$0].places[chosen[$0]].frame.intersects(frame) }) { continue }
                chosen[index] = place
                if search(index + 1) { return true }
                if steps > calloutSearchSteps { return false }
            }
            return false
        }
        if search(0) { return chosen.map { Optional($0) } }
        var placed: [CanvasRect] = []
        return options.map { option in
            guard let index = option.places.firstIndex(where: { place in !placed.contains { $0.intersects(place.frame) } }) else { return nil }
            placed.append(option.places[index].frame)
            return index
        }
    }

    /// Grid clustering: the members of a cluster group that fall in one cell become the member
    /// nearest the cell's center, carrying the count.
    private static func cluster(_ visible: [Candidate]) -> [Candidate] {
        struct Cell: Hashable {
            var group: String
            var column: Int
            var row: Int
        }
        var cells: [Cell: [Candidate]] = [:]
        var cellOrder: [Cell] = []
        var result: [Candidate] = []
        for candidate in visible {
            guard let group = candidate.annotation.cluster else {
                result.append(candidate)
                continue
            }
            let cell = Cell(
                group: group, column: Int((candidate.anchor.x / clusterCellSize).rounded(.down)),
                row: Int((candidate.anchor.y / clusterCellSize).rounded(.down)))
            if cells[cell] == nil { cellOrder.append(cell) }
            cells[cell, default: []].append(candidate)
        }
        for cell in cellOrder {
            let members = cells[cell]!
            let center = CanvasPoint(x: (Double(cell.column) + 0.5) * clusterCellSize, y: (Double(cell.row) + 0.5) * clusterCellSize)
            func distance(_ c: Candidate) -> Double {
                (c.anchor.x - center.x) * (c.anchor.x - center.x) + (c.anchor.y - center.y) * (c.anchor.y - center.y)
            }
            var representative = members.min { (distance($0), $0.order) < (distance($1), $1.order) }!
            representative.count = members.count
            // The group is as important as its most important member.
            representative.annotation.priority = members.map(\.annotation.priority).min { rank($0) < rank($1) }!
            result.append(representative)
        }
        return result
    }

    private static func rank(_ priority: DisplayPriority) -> Int {
        switch priority {
        case .required: 0
        case .high: 1
        case .low: 2
        }
    }

    /// The canvas area an annotation's view covers.
    static func viewRect(_ look: AnnotationLook, at anchor: CanvasPoint) -> CanvasRect {
        let e = AnnotationMetrics.extent(of: look)
        return CanvasRect(x: anchor.x - e.left, y: anchor.y - e.top, width: e.left + e.right, height: e.top + e.bottom)
    }

    static func viewShape(_ look: AnnotationLook, at anchor: CanvasPoint) -> RenderShape {
        switch look {
        case .pin: .pin(tip: anchor)
        case .marker(let glyph, _): .marker(at: anchor, glyph: glyph ?? "")
        case .dot(_, let radius): .dot(center: anchor, radius: radius)
        case .image(let source, let width, let height, let offsetX, let offsetY):
            .image(source: source, frame: CanvasRect(x: anchor.x + offsetX - width / 2, y: anchor.y + offsetY - height / 2, width: width, height: height))
        }
    }

    static func viewStyle(_ look: AnnotationLook) -> RenderStyle {
        switch look {
        case .pin(let color): RenderStyle(stroke: Color(red: 0, green: 0, blue: 0, alpha: 0.35), strokeWidth: 1, fill: color)
        case .marker(_, let color): RenderStyle(stroke: .white, strokeWidth: 1.5, fill: color)
        case .dot(let color, _): RenderStyle(stroke: .white, strokeWidth: 2, fill: color)
        case .image: RenderStyle()
        }
    }

    /// The color a cluster badge takes from its representative.
    static func tint(of look: AnnotationLook) -> Color {
        switch look {
        case .pin(let color), .marker(_, let color), .dot(let color, _): color
        case .image: AnnotationDecoder.defaultDotColor
        }
    }
}
