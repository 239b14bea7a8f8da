import MapSceneCamera
import MapSceneDecode
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Lays out the annotations: grid clustering of cluster groups, decluttering by display
/// priority and draw order (southern in front); and what the label placement then places:
/// each shown callout with the places it may go, and each title with the spots beside its view.
package enum AnnotationLayout {
    /// The side of a clustering grid cell in canvas points (the seed talk's photo map).
    package static let clusterCellSize = 60.0

    /// A callout to place.
    package struct CalloutRequest {
        package var annotation: Annotation
        package var anchor: CanvasPoint
        package var options: CalloutLayout.Options
    }

    /// What the layout produced.
    package struct Result {
        /// Annotation views and cluster badges, in draw order.
        package var annotations: [RenderItem] = []
        /// The canvas areas the views and badges cover.
        package var views: [CanvasRect] = []
        /// Around each annotation's coordinate (a pin's tip): what no callout or label may cover.
        package var tips: [CanvasRect] = []
        /// The callouts shown, most important first.
        package var callouts: [CalloutRequest] = []
        /// The titles, most important first; each is shown only when its callout is not.
        package var titles: [LabelRequest] = []
        /// The indices of the annotations in view, clustered or not, in file order.
        package var inView: [Int] = []
    }

    /// An annotation in view: a single one, or a cluster's representative with its count. It
    /// names its annotation by index, so sorting candidates moves a few words each, not an
    /// annotation.
    private struct Candidate {
        /// The annotation's index in the scene: its file order.
        package var order: Int
        /// Its display priority; a cluster's is its most important member's.
        package var priority: DisplayPriority
        package var anchor: CanvasPoint
        package var count: Int
        package var rect: CanvasRect
    }

    package static func layout(_ scene: Scene, viewport: Viewport) -> Result {
        let canvas = CanvasRect(x: 0, y: 0, width: viewport.canvasWidth, height: viewport.canvasHeight)
        // Fields are read in place through a buffer pointer: binding an annotation to a name would
        // copy all of it, twice for each of a million pins.
        let visible = scene.annotations.withUnsafeBufferPointer { annotations in
            annotations.indices.compactMap { order -> Candidate? in
                // Beyond the map's edge an annotation has no place on it (`MapEdge` says so).
                guard !MapEdge.isBeyond(annotations[order].coordinate),
                    let anchor = viewport.visibleCanvasPoint(annotations[order].coordinate)
                else { return nil }
                let rect = viewRect(annotations[order].look, at: anchor)
                guard rect.intersects(canvas) else { return nil }
                return Candidate(order: order, priority: annotations[order].priority, anchor: anchor, count: 1, rect: rect)
            }
        }

        // Clustered, ordered by priority, decluttered; each array of candidates is let go of once
        // the next is made (a million pins' are 72 MB each, and the views are built after them).
        let inView = visible.map(\.order)
        let kept = declutter(
            byPriorityThenOrder(cluster(consume visible, of: scene.annotations), count: scene.annotations.count),
            viewport: viewport)

        // What the label placement places, and where each view goes in draw order; then the views.
        var result = labelRequests(kept, of: scene, viewport: viewport)
        let places = viewPlaces(kept)
        (result.annotations, result.views) = viewItems(kept, at: places, of: scene.annotations)
        result.inView = inView
        return result
    }

    /// Declutters: required ones always stay; the others, in the order given (by priority, then
    /// file order), only where they do not cover one already kept. The kept are moved down in
    /// `ordered`'s own buffer, so no second array of a million candidates is written to fresh
    /// memory.
    private static func declutter(_ ordered: consuming [Candidate], viewport: Viewport) -> [Candidate] {
        var candidates = ordered
        var occupied = Occupancy(width: viewport.canvasWidth, height: viewport.canvasHeight)
        var kept = 0
        for index in candidates.indices {
            let candidate = candidates[index]
            if candidate.priority != .required, !occupied.isFree(candidate.rect) { continue }
            occupied.insert(candidate.rect)
            candidates[kept] = candidate
            kept += 1
        }
        candidates.removeSubrange(kept...)
        return candidates
    }

    /// Around each kept annotation's tip, what stays clear; its callout, when shown; its title.
    private static func labelRequests(_ kept: [Candidate], of scene: Scene, viewport: Viewport) -> Result {
        var result = Result()
        // Reserved for the most there can be, so no buffer is copied into one twice its size
        // (pages reserved and never written cost no memory).
        result.tips.reserveCapacity(kept.count)
        result.titles.reserveCapacity(kept.count)
        let ink = ThemeInks.of(scene.canvas.theme).ink
        scene.annotations.withUnsafeBufferPointer { annotations in
            for candidate in kept {
                let a = candidate.order
                result.tips.append(tipRect(annotations[a].look, at: candidate.anchor))
                if let callout = annotations[a].callout, callout.shown, let title = annotations[a].title {
                    let options = CalloutLayout.options(
                        title: title, subtitle: annotations[a].subtitle, left: callout.left, right: callout.right,
                        anchor: candidate.anchor,
                        look: annotations[a].look, canvasWidth: viewport.canvasWidth, canvasHeight: viewport.canvasHeight)
                    result.callouts.append(CalloutRequest(annotation: annotations[a], anchor: candidate.anchor, options: options))
                }
                if let title = annotations[a].title, !title.isEmpty {
                    let item = RenderItem(
                        id: annotations[a].id + ".title", layer: .annotations,
                        shape: .text(title, at: candidate.anchor, size: AnnotationMetrics.titleSize, weight: .bold),
                        style: RenderStyle(fill: ink), source: annotations[a].range.start, anchor: candidate.anchor, label: title)
                    let spots = titleSpots(
                        title, view: candidate.rect, anchor: candidate.anchor, canvasWidth: viewport.canvasWidth)
                    result.titles.append(LabelRequest(item: item, spots: spots, unlessCalloutOf: annotations[a].id))
                }
            }
        }
        return result
    }

    /// Where each kept annotation's view goes among the views and badges: southern (lower on the
    /// canvas) last, in front, then in file order; a cluster's badge right after its view. And how
    /// many views and badges there are.
    private static func viewPlaces(_ kept: [Candidate]) -> (places: [Int], count: Int) {
        // By height, then file order: sorting small keys, not the candidates.
        var keys = kept.indices.map { (y: kept[$0].anchor.y, order: kept[$0].order, index: $0) }
        keys.sort { ($0.y, $0.order) < ($1.y, $1.order) }
        var places = [Int](repeating: 0, count: kept.count)
        var next = 0
        for key in keys {
            places[key.index] = next
            next += kept[key.index].count > 1 ? 2 : 1
        }
        return (places, next)
    }

    /// The kept annotations' views and cluster badges at their `places`, and the areas they cover.
    /// Each view is made in the order kept (nearly file order, so the annotations are read in turn)
    /// and written straight to its place.
    private static func viewItems(
        _ kept: [Candidate], at places: (places: [Int], count: Int), of annotations: [Annotation]
    ) -> (annotations: [RenderItem], rects: [CanvasRect]) {
        let items = annotations.withUnsafeBufferPointer { annotations in
            [RenderItem](unsafeUninitializedCapacity: places.count) { items, count in
                makeViews(kept[...], at: places.places, of: annotations, into: items)
                count = places.count
            }
        }
        var rects = [CanvasRect](repeating: CanvasRect(x: 0, y: 0, width: 0, height: 0), count: places.count)
        for (candidate, place) in zip(kept, places.places) {
            rects[place] = candidate.rect
            if let badge = badge(of: candidate) { rects[place + 1] = badge.rect }
        }
        return (items, rects)
    }

    /// Writes the view of each of `kept` (and its cluster's badge after it) at its place in `items`.
    private static func makeViews(
        _ kept: ArraySlice<Candidate>, at places: [Int], of annotations: UnsafeBufferPointer<Annotation>,
        into items: UnsafeMutableBufferPointer<RenderItem>
    ) {
        for k in kept.indices {
            let candidate = kept[k]
            let a = candidate.order
            let source = annotations[a].range.start
            (items.baseAddress! + places[k]).initialize(
                to: RenderItem(
                    id: annotations[a].id, layer: .annotations, shape: viewShape(annotations[a].look, at: candidate.anchor),
                    style: viewStyle(annotations[a].look), source: source, anchor: candidate.anchor, label: annotations[a].title))
            guard let badge = badge(of: candidate) else { continue }
            (items.baseAddress! + places[k] + 1).initialize(
                to: RenderItem(
                    id: annotations[a].id + ".cluster", layer: .annotations,
                    shape: .cluster(center: badge.center, radius: badge.radius, count: candidate.count),
                    style: RenderStyle(stroke: .white, strokeWidth: 2, fill: tint(of: annotations[a].look)), source: source,
                    anchor: candidate.anchor,
                    label: "\(candidate.count) annotations"))
        }
    }

    /// A cluster's count badge, at its view's top right corner and wide enough for its digits;
    /// nil for a single annotation.
    private static func badge(of candidate: Candidate) -> (center: CanvasPoint, radius: Double, rect: CanvasRect)? {
        guard candidate.count > 1 else { return nil }
        let radius = 8 + 2.5 * Double(String(candidate.count).count)
        let center = CanvasPoint(x: candidate.rect.maxX - 2, y: candidate.rect.y + 2)
        return (center, radius, CanvasRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Where a title may go, best first: centred under the view (nudged inside the canvas when it
    /// would poke out), then beside it on the right and on the left, then above it.
    package static func titleSpots(_ title: String, view: CanvasRect, anchor: CanvasPoint, canvasWidth: Double) -> [TextSpot] {
        let width = TextMetrics.width(of: title, size: AnnotationMetrics.titleSize, weight: .bold)
        let x = min(max(anchor.x, width / 2 + 2), canvasWidth - width / 2 - 2)
        let middle = TextBox.baseline(centeredOn: view.y + view.height / 2, size: AnnotationMetrics.titleSize)
        let clearance = 2 + TextBox.halo
        return [
            TextSpot(at: CanvasPoint(x: x, y: view.maxY + clearance + TextBox.ascent * AnnotationMetrics.titleSize)),
            TextSpot(at: CanvasPoint(x: view.maxX + clearance + width / 2, y: middle)),
            TextSpot(at: CanvasPoint(x: view.x - clearance - width / 2, y: middle)),
            TextSpot(at: CanvasPoint(x: x, y: view.y - clearance - TextBox.descent * AnnotationMetrics.titleSize)),
        ]
    }

    /// The small area around an annotation's coordinate that must stay in sight: a pin's or a
    /// marker's tip, a dot, an image's anchor point.
    package static func tipRect(_ look: AnnotationLook, at anchor: CanvasPoint) -> CanvasRect {
        switch look {
        case .pin, .marker: CanvasRect(x: anchor.x - 3, y: anchor.y - 7, width: 6, height: 8)
        case .dot(_, let radius): viewRect(look, at: anchor).grown(by: max(0, 3 - radius))
        case .image: CanvasRect(x: anchor.x - 3, y: anchor.y - 3, width: 6, height: 6)
        }
    }

    /// Grid clustering: the members of a cluster group that fall in one cell become the member
    /// nearest the cell's center, carrying the count.
    ///
    /// The candidates come in file order. Each cell keeps only its nearest member so far, its count
    /// and its highest priority; the candidates not clustered are moved down in `visible`'s own
    /// buffer and the cells' representatives follow them, in the order the cells first appear. So
    /// no second array of the candidates, nor one of each cell's members, is written to fresh memory.
    private static func cluster(_ visible: consuming [Candidate], of annotations: [Annotation]) -> [Candidate] {
        struct Cell: Hashable {
            /// The group's number, in the order groups first appear.
            var group: Int
            var column: Int
            var row: Int
        }
        /// A cell's nearest member so far (of equals, the first in the file), its distance squared
        /// from the cell's center, how many members the cell has and the most important one's priority.
        struct Nearest {
            var member: Candidate
            var distance: Double
            var count: Int
            var priority: DisplayPriority
        }
        var candidates = visible
        // Groups by number, so a cell hashes three integers and not a name.
        var groups: [String: Int] = [:]
        var lastGroup: (name: String, number: Int)?
        var cellIndex: [Cell: Int] = [:]
        var nearest: [Nearest] = []
        var unclustered = 0
        for index in candidates.indices {
            let candidate = candidates[index]
            guard let group = annotations[candidate.order].cluster else {
                candidates[unclustered] = candidate
                unclustered += 1
                continue
            }
            // Neighbours in the file mostly share a group: its name is hashed once for a run of them.
            let number: Int
            if let last = lastGroup, last.name == group {
                number = last.number
            } else {
                number = groups[group] ?? groups.count
                groups[group] = number
                lastGroup = (group, number)
            }
            let column = (candidate.anchor.x / clusterCellSize).rounded(.down)
            let row = (candidate.anchor.y / clusterCellSize).rounded(.down)
            let center = CanvasPoint(x: (column + 0.5) * clusterCellSize, y: (row + 0.5) * clusterCellSize)
            let distance =
                (candidate.anchor.x - center.x) * (candidate.anchor.x - center.x)
                + (candidate.anchor.y - center.y) * (candidate.anchor.y - center.y)
            let cell = Cell(group: number, column: Int(column), row: Int(row))
            guard let at = cellIndex[cell] else {
                cellIndex[cell] = nearest.count
                nearest.append(Nearest(member: candidate, distance: distance, count: 1, priority: candidate.priority))
                continue
            }
            nearest[at].count += 1
            // The group is as important as its most important member.
            if rank(candidate.priority) < rank(nearest[at].priority) { nearest[at].priority = candidate.priority }
            // The nearest, and of equals the first in the file, whatever order the members come in.
            if (distance, candidate.order) < (nearest[at].distance, nearest[at].member.order) {
                nearest[at].member = candidate
                nearest[at].distance = distance
            }
        }
        candidates.removeSubrange(unclustered...)
        for cell in nearest {
            var representative = cell.member
            representative.count = cell.count
            representative.priority = cell.priority
            candidates.append(representative)
        }
        return candidates
    }

    /// `candidates` by priority, then file order: what sorting by `(rank, order)` gives, in one
    /// pass over the annotations' places (each candidate has its own `order`, below `count`)
    /// instead of a comparison sort of a hundred thousand pins.
    private static func byPriorityThenOrder(_ candidates: [Candidate], count: Int) -> [Candidate] {
        var place = [Int32](repeating: -1, count: count)
        for (index, candidate) in candidates.enumerated() { place[candidate.order] = Int32(index) }
        // Where each rank's candidates begin: counted first, so each is written once, in place.
        var starts = [0, 0, 0, 0]
        for index in place where index >= 0 { starts[rank(candidates[Int(index)].priority) + 1] += 1 }
        for rank in 1...3 { starts[rank] += starts[rank - 1] }
        let total = starts[3]
        return [Candidate](unsafeUninitializedCapacity: total) { ordered, written in
            for index in place where index >= 0 {
                let candidate = candidates[Int(index)]
                let level = rank(candidate.priority)
                (ordered.baseAddress! + starts[level]).initialize(to: candidate)
                starts[level] += 1
            }
            written = total
        }
    }

    private static func rank(_ priority: DisplayPriority) -> Int {
        switch priority {
        case .required: 0
        case .high: 1
        case .low: 2
        }
    }

    /// The canvas area an annotation's view covers.
    package static func viewRect(_ look: AnnotationLook, at anchor: CanvasPoint) -> CanvasRect {
        let e = AnnotationMetrics.extent(of: look)
        return CanvasRect(x: anchor.x - e.left, y: anchor.y - e.top, width: e.left + e.right, height: e.top + e.bottom)
    }

    package static func viewShape(_ look: AnnotationLook, at anchor: CanvasPoint) -> RenderShape {
        switch look {
        case .pin: .pin(tip: anchor)
        case .marker(let glyph, _): .marker(at: anchor, glyph: glyph ?? "")
        case .dot(_, let radius): .dot(center: anchor, radius: radius)
        case .image(let source, let width, let height, let offsetX, let offsetY):
            .image(
                source: source,
                frame: CanvasRect(
                    x: anchor.x + offsetX - width / 2, y: anchor.y + offsetY - height / 2, width: width, height: height))
        }
    }

    package static func viewStyle(_ look: AnnotationLook) -> RenderStyle {
        switch look {
        case .pin(let color): RenderStyle(stroke: Color(red: 0, green: 0, blue: 0, alpha: 0.35), strokeWidth: 1, fill: color)
        case .marker(_, let color): RenderStyle(stroke: .white, strokeWidth: 1.5, fill: color)
        case .dot(let color, _): RenderStyle(stroke: .white, strokeWidth: 2, fill: color)
        case .image: RenderStyle()
        }
    }

    /// The color a cluster badge takes from its representative.
    package static func tint(of look: AnnotationLook) -> Color {
        switch look {
        case .pin(let color), .marker(_, let color), .dot(let color, _): color
        case .image: AnnotationDecoder.defaultDotColor
        }
    }
}
