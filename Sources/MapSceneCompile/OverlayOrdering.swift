import MapSceneBase
import MapSceneModel

/// The z-order of overlays within their level: file order, then explicit `z`, then `above:` and
/// `below:` placing an overlay directly next to another (`insertOverlay:aboveOverlay:`).
package enum OverlayOrdering {
    /// The indices of `overlays` in draw order for each level (bottom first), and problems with
    /// `above`/`below`: indices, so that a hundred thousand overlays are not copied into a second
    /// array to be drawn in the order they are written.
    package static func order(_ overlays: [Overlay]) -> (indices: [Int], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var result: [Int] = []
        result.reserveCapacity(overlays.count)
        // Overlays are named by index until the end: sorting and inserting move integers, not
        // overlays with all their geometry.
        for level in OverlayLevel.allCases {
            let members = overlays.indices.filter { overlays[$0].level == level }
            // Overlays with a z (file order counts as z 0) sorted stably; in file order already
            // when none has a z of its own.
            var placed = members.filter { !isRelative(overlays[$0]) }
            if placed.contains(where: { z(overlays[$0]) != 0 }) {
                placed.sort { a, b in
                    let za = z(overlays[a]), zb = z(overlays[b])
                    return za != zb ? za < zb : a < b
                }
            }
            var pending = members.filter { isRelative(overlays[$0]) }
            // Relative ones go in as soon as the overlay they name is placed.
            while !pending.isEmpty {
                var progressed = false
                for index in pending {
                    let (targetID, above) = relation(overlays[index])
                    guard let at = placed.firstIndex(where: { overlays[$0].id == targetID }) else { continue }
                    placed.insert(index, at: above ? at + 1 : at)
                    pending.removeAll { overlays[$0].id == overlays[index].id }
                    progressed = true
                }
                if !progressed { break }
            }
            for index in pending {
                let overlay = overlays[index]
                let (targetID, above) = relation(overlay)
                // An overlay named that is not among these is one left out of a scene with
                // errors (`PartialScene`): decoding reported it, and where it goes is not known.
                guard let target = overlays.first(where: { $0.id == targetID }) else {
                    placed.append(index)
                    continue
                }
                let message: String
                let rule: Rule
                if target.level != overlay.level {
                    rule = .crossLevelOrder
                    message =
                        "'\(overlay.id)' is \(above ? "above" : "below") '\(targetID)', which is in level \(target.level.rawValue), not \(overlay.level.rawValue)"
                } else {
                    rule = .overlayOrder
                    let cycle = pending.map { overlays[$0].id }.joined(separator: ", ")
                    message = "the overlays \(cycle) are placed above or below each other in a cycle"
                }
                diagnostics.append(Diagnostic(rule, message, at: overlay.range))
                placed.append(index)
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
