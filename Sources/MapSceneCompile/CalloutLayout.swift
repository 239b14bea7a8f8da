import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel
import MapSceneRenderList

/// Places callout bubbles, measured by `CalloutMetrics`, beside their annotations, inside the canvas and off each other.
package enum CalloutLayout {
    /// The margin kept from the canvas edges.
    package static let margin = 4.0

    /// A measured callout and the places it may go, best first.
    package struct Options {
        /// The bubble with its text already truncated; `frame` and `pointer` are filled in from a place.
        package var bubble: RenderCallout
        /// The places inside the canvas: bubble frame and pointer tip.
        package var places: [(frame: CanvasRect, tip: CanvasPoint)]

        /// The bubble at place `index`.
        package func placed(at index: Int) -> RenderCallout {
            var bubble = bubble
            bubble.frame = places[index].frame
            bubble.pointer = places[index].tip
            return bubble
        }
    }

    /// Measures the callout for an annotation whose coordinate is at `anchor` and lists where it
    /// may go inside the canvas, best first: above the annotation, centered, then shifted
    /// sideways (the pointer staying under the bubble); then below; then beside it.
    package static func options(
        title: String, subtitle: String?, left: CalloutAccessory?, right: CalloutAccessory?, anchor: CanvasPoint,
        look: AnnotationLook, canvasWidth: Double, canvasHeight: Double
    ) -> Options {
        let accessoryWidth = [left, right].compactMap { $0 }.map {
            CalloutMetrics.slotWidth(renderAccessory($0)) + CalloutMetrics.accessoryGap
        }.reduce(0, +)
        let textBudget = CalloutMetrics.maximumWidth - 2 * CalloutMetrics.padding - accessoryWidth
        let shownTitle = TextMetrics.truncated(title, size: CalloutMetrics.titleSize, weight: .bold, maxWidth: textBudget)
        let shownSubtitle = subtitle.map { TextMetrics.truncated($0, size: CalloutMetrics.subtitleSize, maxWidth: textBudget) }
        let textWidth = max(
            TextMetrics.width(of: shownTitle, size: CalloutMetrics.titleSize, weight: .bold),
            shownSubtitle.map { TextMetrics.width(of: $0, size: CalloutMetrics.subtitleSize) } ?? 0)
        let width = min(
            CalloutMetrics.maximumWidth, max(CalloutMetrics.minimumWidth, textWidth + 2 * CalloutMetrics.padding + accessoryWidth)
        )
        let height = CalloutMetrics.bodyHeight(subtitle: shownSubtitle != nil)

        let extent = AnnotationMetrics.extent(of: look)
        let tips = [
            (tip: CanvasPoint(x: anchor.x, y: anchor.y - extent.top - AnnotationMetrics.calloutGap), above: true),
            (tip: CanvasPoint(x: anchor.x, y: anchor.y + extent.bottom + AnnotationMetrics.calloutGap), above: false),
        ]
        // Sideways shifts, nearest first; the pointer must stay clear of the rounded corners.
        let slack = max(0, width / 2 - pointerInset)
        let steps = 6
        var shifts = [0.0]
        for k in 1...steps {
            let shift = slack * Double(k) / Double(steps)
            shifts += [-shift, shift]
        }
        var places: [(frame: CanvasRect, tip: CanvasPoint)] = []
        for (tip, above) in tips {
            let y = above ? tip.y - CalloutMetrics.pointerHeight - height : tip.y + CalloutMetrics.pointerHeight
            var seen = Set<Double>()
            for shift in shifts {
                var x = anchor.x - width / 2 + shift
                // Pull a bubble that pokes out of the canvas back in, as long as the pointer allows.
                x = min(max(x, margin), canvasWidth - margin - width)
                x = min(max(x, anchor.x - width + pointerInset), anchor.x - pointerInset)
                guard seen.insert(x).inserted else { continue }
                places.append((CanvasRect(x: x, y: y, width: width, height: height), tip))
            }
        }
        let middle = anchor.y - (extent.top - extent.bottom) / 2
        // Beside it, centred on the view's middle, then shifted up and down.
        let verticalSlack = max(0, height / 2 - pointerInset)
        var verticalShifts = [0.0]
        for k in 1...3 {
            let shift = verticalSlack * Double(k) / 3
            verticalShifts += [-shift, shift]
        }
        for right in [true, false] {
            let tip = CanvasPoint(
                x: right
                    ? anchor.x + extent.right + AnnotationMetrics.calloutGap
                    : anchor.x - extent.left - AnnotationMetrics.calloutGap, y: middle)
            let x = right ? tip.x + CalloutMetrics.pointerHeight : tip.x - CalloutMetrics.pointerHeight - width
            var seen = Set<Double>()
            for shift in verticalShifts {
                var y = min(max(middle - height / 2 + shift, margin), canvasHeight - margin - height)
                y = min(max(y, middle - height + pointerInset), middle - pointerInset)
                guard seen.insert(y).inserted else { continue }
                places.append((CanvasRect(x: x, y: y, width: width, height: height), tip))
            }
        }
        let inside = CanvasRect(x: margin, y: margin, width: canvasWidth - 2 * margin, height: canvasHeight - 2 * margin)
        let epsilon = 1e-9
        places = places.filter { place in
            let f = place.frame
            return f.x >= inside.x - epsilon && f.maxX <= inside.maxX + epsilon && f.y >= inside.y - epsilon
                && f.maxY <= inside.maxY + epsilon
        }
        let bubble = RenderCallout(
            frame: CanvasRect(x: 0, y: 0, width: width, height: height), pointer: anchor, title: shownTitle,
            subtitle: shownSubtitle,
            left: left.map(renderAccessory), right: right.map(renderAccessory))
        return Options(bubble: bubble, places: places)
    }

    /// The area a bubble at `frame` with its pointer tip at `tip` covers: the body and the
    /// pointer, whose base lies along the side facing the tip.
    package static func footprint(frame: CanvasRect, tip: CanvasPoint) -> CanvasRect {
        let x0 = min(frame.x, tip.x), y0 = min(frame.y, tip.y)
        return CanvasRect(x: x0, y: y0, width: max(frame.maxX, tip.x) - x0, height: max(frame.maxY, tip.y) - y0)
    }

    /// The search budget for placing callouts together.
    package static let searchSteps = 20_000

    /// A place for each callout (an index into its `places`, which are footprints) such that no
    /// two overlap: a depth-first search over the places in preference order, backtracking,
    /// within a step budget, taking the callouts with the fewest places first; when it finds no
    /// full placement, the greedy one (in the given order, the first place that fits, leaving
    /// out callouts without one).
    package static func placeTogether(_ places: [[CanvasRect]]) -> [Int?] {
        let order = places.indices.sorted { (places[$0].count, $0) < (places[$1].count, $1) }
        var chosen = [Int](repeating: -1, count: places.count)
        var steps = 0
        func search(_ depth: Int) -> Bool {
            if depth == order.count { return true }
            let index = order[depth]
            for place in places[index].indices {
                steps += 1
                if steps > searchSteps { return false }
                let frame = places[index][place]
                if order[..<depth].contains(where: { places[$0][chosen[$0]].intersects(frame) }) { continue }
                chosen[index] = place
                if search(depth + 1) { return true }
                if steps > searchSteps { return false }
            }
            return false
        }
        if search(0) { return chosen.map { Optional($0) } }
        var placed: [CanvasRect] = []
        return places.map { option in
            guard let index = option.firstIndex(where: { place in !placed.contains { $0.intersects(place) } }) else { return nil }
            placed.append(option[index])
            return index
        }
    }

    /// How far the pointer stays from the bubble's sides: the corner radius and half the pointer.
    package static let pointerInset = 18.0

    package static func renderAccessory(_ accessory: CalloutAccessory) -> RenderAccessory {
        switch accessory {
        case .detail: .detailDisclosure
        case .info: .info
        case .image(let source): .image(source: source)
        }
    }
}
