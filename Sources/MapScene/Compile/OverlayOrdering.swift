/// The z-order of overlays within their level: file order, then explicit `z`, then `above:` and
/// `below:` placing an overlay directly next to another (`insertOverlay:aboveOverlay:`).
enum OverlayOrdering {
    /// `overlays` in draw order for each level (bottom first), and problems with `above`/`below`.
    static func order(_ overlays: [Overlay]) -> (ordered: [Overlay], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var result: [Overlay] = []
        for level in OverlayLevel.allCases {
            let members = overlays.enumerated().filter { $0.element.level == level }
            // Overlays with a z (file order counts as z 0) sorted stably.
            var placed = members.filter { !isRelative($0.element) }.sorted { a, b in
                let za = z(a.element), zb = z(b.element)
                return za != zb ? za < zb : a.offset < b.offset
            }.map(\.element)
            var pending = members.map(\.element).filter(isRelative)
            // Relative ones go in as soon as the overlay they name is placed.
            while !pending.isEmpty {
                var progressed = false
                for overlay in pending {
                    let (targetID, above) = relation(overlay)
                    guard let index = placed.firstIndex(where: { $0.id == targetID }) else { continue }
                    placed.insert(overlay, at: above ? index + 1 : index)
                    pending.removeAll { $0.id == overlay.id }
                    progressed = true
                }
                if !progressed { break }
            }
            for overlay in pending {
                let (targetID, above) = relation(overlay)
                let target = overlays.first { $0.id == targetID }
                let message: String
                let rule: Rule
                if let target, target.level != overlay.level {
                    rule = .crossLevelOrder
                    message = "'\(overlay.id)' is \(above ? "above" : "below") '\(targetID)', which is in level \(target.level.rawValue), not \(overlay.level.rawValue)"
                } else {
                    rule = .overlayOrder
                    let cycle = pending.map(\.id).joined(separator: ", ")
                    message = "the overlays \(cycle) are placed above or below each other in a cycle"
                }
                diagnostics.append(Diagnostic(rule, message, at: overlay.range))
                placed.append(overlay)
            }
            result += placed
        }
        return (result, diagnostics)
    }

    private static func isRelative(_ overlay: Overlay) -> Bool {
        switch overlay.order {
        case .above, .below: true
        default: false
        }
    }

    private static func z(_ overlay: Overlay) -> Double {
        if case .z(let z) = overlay.order { return z }
        return 0
    }

    private static func relation(_ overlay: Overlay) -> (String, Bool) {
        switch overlay.order {
        case .above(let id): (id, true)
        case .below(let id): (id, false)
        default: ("", true)
        }
    }
}
