import Foundation
import MapSceneDrawing
import MapSceneGeometry

/// A ground image's part as SVG can draw it, with affine transforms only: cut into rectangles
/// small enough that each one's affine map strays from the projective one by less than a
/// tolerance.
///
/// A flat view's part is one piece, mapped exactly (its quadrilateral is a parallelogram). A
/// pitched one is halved, across or down as the perspective bends it most, until every piece is
/// within the tolerance or as small as `deepestSplit` halvings make it; each piece's map is the
/// parallelogram of its quadrilateral's mean edges about its center. (Two triangles, each
/// mapped through its corners, would stray as far: the perspective makes a piece a trapezoid,
/// and a trapezoid's middle lies off its diagonals' middles by a quarter of the difference of
/// its parallel sides, whichever affine maps draw it.) Pieces wholly off the canvas are left
/// out. Every cut is a halving, so a piece's edges are dyadic fractions of the part, written
/// exactly, and the pieces come in the order of the cuts: left before right, top before
/// bottom, so whatever lies right of or below a piece comes after it.
package struct GroundImagePieces {
    /// One piece: a rectangle of the part (fractions of it, y down) and the affine map that
    /// takes its own unit square (`σ`, `τ` in 0...1) onto the canvas: `origin + σ · across +
    /// τ · down`, which strays from the projective map by at most `error` canvas points.
    package struct Piece: Equatable {
        package var s0, s1, t0, t1: Double
        package var origin: CanvasPoint
        package var across: CanvasPoint
        package var down: CanvasPoint
        package var error: Double

        /// Where `(σ, τ)` of the piece's unit square lands.
        package func point(_ sigma: Double, _ tau: Double) -> CanvasPoint {
            CanvasPoint(x: origin.x + sigma * across.x + tau * down.x, y: origin.y + sigma * across.y + tau * down.y)
        }
    }

    /// The most halvings in each direction: 1024 rectangles across or down at most.
    package static let deepestSplit = 10
    /// The pieces of the part `map` lays on the canvas, each within `tolerance` canvas points of
    /// the projective map, leaving out those wholly outside `canvas` grown by `margin`.
    package static func pieces(of map: ProjectiveMap, canvas: CanvasRect, margin: Double, tolerance: Double) -> [Piece] {
        let bounds = CanvasRect(
            x: canvas.x - margin, y: canvas.y - margin, width: canvas.width + 2 * margin, height: canvas.height + 2 * margin)
        var pieces: [Piece] = []
        split(map, 0, 1, 0, 1, depth: (0, 0), bounds: bounds, tolerance: tolerance, into: &pieces)
        return pieces
    }

    private static func split(
        _ map: ProjectiveMap, _ s0: Double, _ s1: Double, _ t0: Double, _ t1: Double, depth: (s: Int, t: Int), bounds: CanvasRect,
        tolerance: Double, into pieces: inout [Piece]
    ) {
        let q00 = map.point(s0, t0), q10 = map.point(s1, t0), q11 = map.point(s1, t1), q01 = map.point(s0, t1)
        // The projective map takes the piece to the convex quadrilateral of its corners.
        guard let box = CanvasRect.bounding([q00, q10, q11, q01]), box.maxX >= bounds.x, box.x <= bounds.maxX,
            box.maxY >= bounds.y, box.y <= bounds.maxY
        else { return }
        // The parallelogram nearest the quadrilateral: its mean edges about its center.
        let across = CanvasPoint(x: (q10.x - q00.x + q11.x - q01.x) / 2, y: (q10.y - q00.y + q11.y - q01.y) / 2)
        let down = CanvasPoint(x: (q01.x - q00.x + q11.x - q10.x) / 2, y: (q01.y - q00.y + q11.y - q10.y) / 2)
        let center = CanvasPoint(x: (q00.x + q10.x + q11.x + q01.x) / 4, y: (q00.y + q10.y + q11.y + q01.y) / 4)
        var piece = Piece(
            s0: s0, s1: s1, t0: t0, t1: t1,
            origin: CanvasPoint(x: center.x - (across.x + down.x) / 2, y: center.y - (across.y + down.y) / 2), across: across,
            down: down,
            error: 0)
        for sigma in [0.0, 0.5, 1] {
            for tau in [0.0, 0.5, 1] {
                let projective = map.point(s0 + sigma * (s1 - s0), t0 + tau * (t1 - t0))
                let affine = piece.point(sigma, tau)
                piece.error = max(piece.error, hypot(projective.x - affine.x, projective.y - affine.y))
            }
        }
        let canSplitS = depth.s < deepestSplit, canSplitT = depth.t < deepestSplit
        guard piece.error > tolerance, canSplitS || canSplitT else {
            pieces.append(piece)
            return
        }
        // Halve the direction the map bends most: how far the middles of its edges stray.
        let sm = (s0 + s1) / 2, tm = (t0 + t1) / 2
        let bendS = max(distance(map.point(sm, t0), q00, q10), distance(map.point(sm, t1), q01, q11))
        let bendT = max(distance(map.point(s0, tm), q00, q01), distance(map.point(s1, tm), q10, q11))
        if canSplitS && (bendS >= bendT || !canSplitT) {
            split(map, s0, sm, t0, t1, depth: (depth.s + 1, depth.t), bounds: bounds, tolerance: tolerance, into: &pieces)
            split(map, sm, s1, t0, t1, depth: (depth.s + 1, depth.t), bounds: bounds, tolerance: tolerance, into: &pieces)
        } else {
            split(map, s0, s1, t0, tm, depth: (depth.s, depth.t + 1), bounds: bounds, tolerance: tolerance, into: &pieces)
            split(map, s0, s1, tm, t1, depth: (depth.s, depth.t + 1), bounds: bounds, tolerance: tolerance, into: &pieces)
        }
    }

    /// How far `p` lies from the middle of `a` and `b`.
    private static func distance(_ p: CanvasPoint, _ a: CanvasPoint, _ b: CanvasPoint) -> Double {
        hypot(p.x - (a.x + b.x) / 2, p.y - (a.y + b.y) / 2)
    }
}
