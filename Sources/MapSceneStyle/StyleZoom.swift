/// The zoom a style's functions see. MapLibre's zoom counts 512-pixel tiles: at one scale it
/// is one less than the zoom of the 256-pixel tiles web maps and tile archives count in.
package enum StyleZoom {
    /// The MapLibre zoom of the scale at which the world is 256 · 2^`webZoom` pixels wide.
    package static func mapLibreZoom(fromWebZoom webZoom: Double) -> Double { webZoom - 1 }

    /// The 256-pixel-tile zoom of the scale at MapLibre zoom `zoom`.
    package static func webZoom(fromMapLibreZoom zoom: Double) -> Double { zoom + 1 }
}
