import MapSceneDrawing
import MapSceneGeometry
import MapSceneRenderList

/// The callout bubble: one outline of a rounded rectangle and a pointer, left-aligned title
/// and subtitle, and the accessories at either end.
///
/// The layout inside `frame` is the compiler's, by `CalloutMetrics`.
extension SVGWriter {
    package static let calloutCornerRadius = 8.0
    package static let calloutPointerHalfWidth = 8.0
    package static let calloutShadowID: StaticString = "callout-shadow"

    /// The blur under every callout, written once in `<defs>` when the list has callouts.
    package mutating func calloutShadowFilter() {
        begin("filter")
        attribute("id", scoped: Self.calloutShadowID)
        attribute("x", "-25%"); attribute("y", "-50%"); attribute("width", "150%"); attribute("height", "200%")
        endOpen()
        begin("feGaussianBlur")
        attribute("stdDeviation", "3")
        end()
        close("filter")
    }

    package mutating func callout(_ callout: RenderCallout, images: [String: RenderImage]) {
        let frame = callout.frame
        let outline = bubble(frame, pointer: callout.pointer)
        let shadow = style([("fill", "#000000"), ("fill-opacity", "0.22")])
        begin("path")
        attribute("d", path: outline)
        attribute("transform", "translate(0 2)")
        beginValue("filter")
        append("url(#")
        scoped(Self.calloutShadowID)
        append(")")
        endValue()
        attribute(shadow)
        end()
        let bubble = style { look in
            paint("fill", look.theme.bubbleFill) + paint("stroke", look.theme.bubbleStroke)
                + [("stroke-width", "1"), ("stroke-linejoin", "round")]
        }
        begin("path")
        attribute("d", path: outline)
        attribute(bubble)
        end()

        let midY = frame.y + frame.height / 2
        var textX = frame.x + CalloutMetrics.padding
        if let left = callout.left {
            accessory(left, slotX: textX, midY: midY, images: images)
            textX += CalloutMetrics.slotWidth(left) + CalloutMetrics.accessoryGap
        }
        if let right = callout.right {
            accessory(
                right, slotX: frame.maxX - CalloutMetrics.padding - CalloutMetrics.slotWidth(right), midY: midY, images: images)
        }

        // Text that runs right to left (the title's direction) lines up on the right of the room
        // for text.
        let rightToLeft = TextDirection(of: callout.title) == .rightToLeft
        if rightToLeft {
            textX = frame.maxX - CalloutMetrics.padding
            if let right = callout.right { textX -= CalloutMetrics.slotWidth(right) + CalloutMetrics.accessoryGap }
        }
        let anchor: [(String, String)] = rightToLeft ? [("text-anchor", "end")] : []
        let titleBaseline = callout.subtitle == nil ? midY + 5.5 : midY - 2
        let title = style { look in
            paint("fill", look.theme.titleColor) + [
                ("font-family", SVGAppearance.fontFamily), ("font-size", number(CalloutMetrics.titleSize) + "px"),
                ("font-weight", "bold"),
            ] + anchor
        }
        begin("text")
        attribute("x", textX); attribute("y", titleBaseline)
        attribute(title)
        end("text", content: callout.title)
        if let subtitle = callout.subtitle {
            let small = style { look in
                paint("fill", look.theme.subtitleColor) + [
                    ("font-family", SVGAppearance.fontFamily), ("font-size", number(CalloutMetrics.subtitleSize) + "px"),
                ] + anchor
            }
            begin("text")
            attribute("x", textX); attribute("y", midY + 13)
            attribute(small)
            end("text", content: subtitle)
        }
    }

    /// Path data of the bubble with its pointer on the side facing `pointer` (none when the
    /// pointer is inside the frame). The pointer's base slides along that side to stay under the
    /// tip but never into the rounded corners.
    package func bubble(_ frame: CanvasRect, pointer p: CanvasPoint) -> SVGPathData {
        enum Side { case top, right, bottom, left }
        let side: Side? =
            if p.y >= frame.maxY { .bottom } else if p.y <= frame.y { .top } else if p.x <= frame.x {
                .left
            } else if p.x >= frame.maxX { .right } else { nil }

        let (x0, y0, x1, y1) = (frame.x, frame.y, frame.maxX, frame.maxY)
        let r = max(min(Self.calloutCornerRadius, frame.width / 2, frame.height / 2), 0)

        /// The pointer's base center and half width along a side running from `lo` to `hi`.
        func base(_ along: Double, _ lo: Double, _ hi: Double) -> (Double, Double) {
            let half = max(min(Self.calloutPointerHalfWidth, (hi - lo) / 2 - r), 0)
            return (min(max(along, lo + r + half), hi - r - half), half)
        }

        var d = path()
        d.move(x0 + r, y0)
        if side == .top {
            let (c, h) = base(p.x, x0, x1)
            d.line(c - h, y0); d.line(p.x, p.y); d.line(c + h, y0)
        }
        d.line(x1 - r, y0)
        d.arc(radius: r, large: false, sweep: true, x1, y0 + r)
        if side == .right {
            let (c, h) = base(p.y, y0, y1)
            d.line(x1, c - h); d.line(p.x, p.y); d.line(x1, c + h)
        }
        d.line(x1, y1 - r)
        d.arc(radius: r, large: false, sweep: true, x1 - r, y1)
        if side == .bottom {
            let (c, h) = base(p.x, x0, x1)
            d.line(c + h, y1); d.line(p.x, p.y); d.line(c - h, y1)
        }
        d.line(x0 + r, y1)
        d.arc(radius: r, large: false, sweep: true, x0, y1 - r)
        if side == .left {
            let (c, h) = base(p.y, y0, y1)
            d.line(x0, c + h); d.line(p.x, p.y); d.line(x0, c - h)
        }
        d.line(x0, y0 + r)
        d.arc(radius: r, large: false, sweep: true, x0 + r, y0)
        d.close()
        return d
    }

    /// An accessory in the slot starting at `slotX`, vertically centred on `midY`.
    package mutating func accessory(_ accessory: RenderAccessory, slotX: Double, midY: Double, images: [String: RenderImage]) {
        let cx = slotX + CalloutMetrics.slotWidth(accessory) / 2
        switch accessory {
        case .image(let source):
            image(images[source], frame: CanvasRect(x: slotX, y: midY - 16, width: 32, height: 32))
        case .detailDisclosure:
            let stroke = tintedStroke("2.25", "round")
            begin("path")
            attribute("d") { d in
                d.move(cx - 3, midY - 6.5)
                d.line(cx + 3, midY)
                d.line(cx - 3, midY + 6.5)
            }
            attribute(stroke)
            end()
        case .info:
            let ring = tintedStroke("1.5", "butt")
            begin("circle")
            attribute("cx", cx); attribute("cy", midY); attribute("r", "9.25")
            attribute(ring)
            end()
            let dot = style { look in paint("fill", look.theme.tint) }
            begin("circle")
            attribute("cx", cx); attribute("cy", midY - 4.5); attribute("r", "1.25")
            attribute(dot)
            end()
            let stroke = tintedStroke("2", "round")
            begin("path")
            attribute("d") { d in
                d.move(cx, midY - 1.5)
                d.line(cx, midY + 5)
            }
            attribute(stroke)
            end()
        }
    }

    /// An unfilled stroke in the theme's tint.
    private func tintedStroke(_ width: String, _ cap: String) -> SVGClass {
        style { look in
            [("fill", "none")] + paint("stroke", look.theme.tint) + [
                ("stroke-width", width), ("stroke-linecap", cap), ("stroke-linejoin", "round"),
            ]
        }
    }
}
